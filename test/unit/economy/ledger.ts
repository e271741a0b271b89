// The IPC ledger of a ruling's events: every change of a treasury is an event with its amount.
import type { GameEvent } from "../../../src/rulesets/index.js";

const num = (v: unknown): number => (typeof v === "number" ? v : 0);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** power → net IPC change the events account for (income, purchases, development, plunder, bombing, rockets, neutral fees). */
export function ledger(events: readonly GameEvent[]): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (p: string | undefined, n: number) => {
    if (p !== undefined && n !== 0) out[p] = (out[p] ?? 0) + n;
  };
  for (const e of events) {
    switch (e.type) {
      case "income":
        add(str(e.power), num(e.amount));
        break; // INC-1
      case "purchased":
        add(str(e.power), -num(e.cost));
        break; // PURCH-2
      case "developmentRolled":
        add(str(e.power), -num(e.cost));
        break; // TECH-1
      case "plundered":
        add(str(e.by), num(e.amount));
        add(str(e.from), -num(e.amount));
        break; // CAPT-6
      case "raidDamage":
      case "rocketAttack":
        add(str(e.payer), -num(e.paid));
        break; // SBR-3, TECH-9
      case "neutralViolated":
        add(str(e.by), -num(e.fee));
        break; // NEUT-2
      default:
        break;
    }
  }
  return out;
}
