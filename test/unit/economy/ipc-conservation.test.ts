// Property: over random legal purchase / develop / place / endPhase sequences, every change of a treasury
// is logged as an event with its amount (income, purchases, development; no IPC is created or lost silently).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { checkPlacement } from "../../../src/rules/economy/placement-rules.js";
import { act, rs, start } from "./helpers.js";
import { ledger } from "./ledger.js";

const BUYABLE = ["infantry", "armour", "fighter", "bomber", "transport", "submarine", "carrier", "battleship", "aaGun", "factory"];
const PLACES = [...rs.board.territories.keys()];

/** Candidate actions for the power to move; some may be refused (then another is tried). */
function candidates(s: GameState, pick: number): Action[] {
  const power = s.turn.power;
  const end: Action = { type: "endPhase", power };
  const ipcs = s.powers[power]!.ipcs;
  switch (s.turn.phase) {
    case "purchase": {
      const type = BUYABLE[pick % BUYABLE.length]!;
      return [
        { type: "developWeapons", power, dice: 1 + (pick % 3) },
        { type: "purchase", power, units: { [type]: 1 + (pick % 4) } },
        { type: "purchase", power, units: { infantry: Math.floor(ipcs / 3) } },
        end,
      ];
    }
    case "place": {
      const out: Action[] = [];
      for (const [type, n] of Object.entries(s.powers[power]!.purchased)) {
        const legal = PLACES.filter((p) => checkPlacement({ rs, state: s }, power, p, { [type]: 1 }).violations.length === 0);
        if (legal.length) out.push({ type: "place", power, at: legal[pick % legal.length]!, units: { [type]: 1 + (pick % n) } });
      }
      return [...out, end];
    }
    default:
      return [end];
  }
}

describe("IPC conservation (property)", () => {
  it("ECON-1/INC-1/PURCH-2/TECH-1: treasuries change only by the amounts the events log, and never go negative", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 40, maxLength: 120 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (choices, dice) => {
          let s = start();
          for (const c of choices) {
            const options = candidates(s, c);
            for (let k = 0; k < options.length; k++) {
              const action = options[(c + k) % options.length]!;
              const r = act(s, action, [...dice, ...dice]);
              if (!r.ok) continue;
              const delta = ledger(r.events);
              for (const p of Object.keys(s.powers)) {
                expect(r.state.powers[p]!.ipcs - s.powers[p]!.ipcs, `${p} after ${JSON.stringify(action)}`).toBe(delta[p] ?? 0);
                expect(r.state.powers[p]!.ipcs).toBeGreaterThanOrEqual(0);
              }
              for (const e of r.events) seen.add(e.type);
              s = r.state;
              break;
            }
          }
        },
      ),
      { numRuns: 20 },
    );
    // the runs really went through every kind of IPC movement this property is about
    expect([...seen]).toEqual(expect.arrayContaining(["income", "purchased", "developmentRolled", "placed"]));
  });
});
