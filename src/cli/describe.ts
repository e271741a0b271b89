// One-line human descriptions of events and dice, for the CLI's explanations (actions are written as their order
// lines: src/notation, docs/orders.md).
import type { GameEvent } from "../rules/schema/ruling.js";
import type { DiceRoll } from "../rules/schema/dice.js";

export const counts = (units: Record<string, number> | string[]): string =>
  Array.isArray(units)
    ? units.join(", ")
    : Object.entries(units)
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ") || "nothing";

export const describeRoll = (r: DiceRoll): string =>
  `${[r.purpose, r.battle && `at ${r.battle}`, r.round && `round ${r.round}`, r.side, r.unitType].filter(Boolean).join(" ")}: ${r.values.join(" ")} → ${r.hits} ${r.hits === 1 ? "hit" : "hits"}`;

// Reads a field that several event types share, whatever the type (the summary below is generic by design).
const field = (e: GameEvent, k: string): unknown => (e as Readonly<Record<string, unknown>>)[k];
const n = (e: GameEvent, k: string) => field(e, k) as number | undefined;
const s = (e: GameEvent, k: string) => field(e, k) as string | undefined;

/** The notable events of a step (phase changes are left to the report's headings). */
export function describeEvent(e: GameEvent): string | undefined {
  switch (e.type) {
    case "purchased":
      return `bought ${counts(e.units as Record<string, number>)} for ${n(e, "cost")} IPCs${s(e, "treasury") ? ` from the ${s(e, "treasury")} treasury` : ""} (${n(e, "ipcs")} left)`;
    case "placed":
      return `placed ${counts(e.units as Record<string, number>)} at ${s(e, "at")}`;
    case "income":
      return `collected ${n(e, "amount")} IPCs${s(e, "treasury") ? ` into the ${s(e, "treasury")} treasury` : ""} (treasury ${n(e, "ipcs")})${s(e, "reason") ? ` — ${s(e, "reason")}` : ""}`;
    case "developmentRolled":
      return `development dice ${(e.values as number[]).join(" ")}: ${n(e, "breakthroughs")} breakthrough(s)`;
    case "techGained":
      return `developed ${s(e, "tech")}`;
    case "battleEnded":
      return `battle at ${s(e, "at")}: ${s(e, "result")}${e.captured ? " — captured" : ""}`;
    case "casualties":
      return `casualties at ${s(e, "at")}: ${((e.units as unknown[]) ?? []).length} unit(s)`;
    case "unitsLost":
      return `lost ${counts(e.units as Record<string, number>)} (${s(e, "reason")})`;
    case "victory":
    case "conceded":
      return `${e.type}: ${JSON.stringify(Object.fromEntries(Object.entries(e).filter(([k]) => k !== "type")))}`;
    case "phaseEnded":
    case "phaseStarted":
    case "turnStarted":
    case "roundEnded":
    case "fire":
    case "decisionPending":
      return undefined;
    default:
      return e.type;
  }
}
