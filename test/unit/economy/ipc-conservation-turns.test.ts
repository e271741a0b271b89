// Property over random legal turns with movement and battles: every treasury change — income, purchases,
// development, neutral fees, bombing and rocket damage, plunder — is an event carrying its amount.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjudicate, legalActions, type Action, type DiceSource, type GameState } from "../../../src/rulesets/index.js";
import { somewhereToPlace } from "../../../src/rules/economy/place-phase.js";
import { rs, start } from "./helpers.js";
import { ledger } from "./ledger.js";

const cycling = (values: number[]): DiceSource => {
  let i = 0;
  return { next: () => values[i++ % values.length] };
};

/** One random candidate action for the power to move (it may still be refused; then the caller ends the phase). */
function randomAction(s: GameState, pick: number): Action {
  const power = s.turn.power;
  const end: Action = { type: "endPhase", power };
  switch (s.turn.phase) {
    case "purchase": {
      const types = ["infantry", "armour", "fighter", "bomber", "transport", "submarine", "battleship"];
      return [
        { type: "developWeapons", power, dice: 1 } as Action,
        { type: "purchase", power, units: { [types[pick % types.length]!]: 1 + (pick % 3) } } as Action,
        end,
      ][pick % 3]!;
    }
    case "combatMove":
    case "noncombatMove": {
      if (pick % 4 === 0) return end;
      const own = Object.values(s.territories).flatMap((t) =>
        t.units.filter((u) => u.owner === power && !u.aboard && rs.units.get(u.type)!.movement > 0),
      );
      const unit = own[pick % Math.max(1, own.length)];
      if (!unit) return end;
      const reaches = legalActions(s, power, [unit.id]).units.flatMap((x) => x.reaches);
      const r = reaches[(pick >> 2) % Math.max(1, reaches.length)];
      return r
        ? { type: "move", power, units: r.units, path: r.path, ...(r.raid ? { raid: true } : {}), ...(r.cap ? { cap: true } : {}) }
        : end;
    }
    case "combat": {
      const b = s.pending.battles[0];
      return b ? { type: "resolveBattle", power, at: b.at, policy: {} } : end;
    }
    case "place": {
      for (const type of Object.keys(s.powers[power]!.purchased)) {
        const at = somewhereToPlace({ rs, state: s }, power, type);
        if (at) return { type: "place", power, at, units: { [type]: 1 } };
      }
      return end;
    }
    default:
      return end;
  }
}

describe("IPC conservation over random turns with moves and battles (property)", () => {
  it("ECON-1/ECON-2/INC-1/PURCH-2/TECH-1/NEUT-2/SBR-3/CAPT-6: each step's treasury changes equal the amounts its events log", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(fc.nat(10_000), { minLength: 100, maxLength: 140 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 50, maxLength: 50 }),
        (choices, dice) => {
          let s = start();
          for (const c of choices) {
            if (s.winner) break;
            let r = adjudicate(s, randomAction(s, c), cycling(dice));
            if (!r.ok) r = adjudicate(s, { type: "endPhase", power: s.turn.power }, cycling(dice));
            if (!r.ok) continue; // e.g. a placement is still owed; another pick comes next
            const delta = ledger(r.events);
            for (const p of Object.keys(s.powers)) {
              expect(r.state.powers[p]!.ipcs - s.powers[p]!.ipcs, `${p}: ${JSON.stringify(r.events.map((e) => e.type))}`).toBe(
                delta[p] ?? 0,
              );
              expect(r.state.powers[p]!.ipcs).toBeGreaterThanOrEqual(0);
            }
            for (const e of r.events) seen.add(e.type);
            s = r.state;
          }
        },
      ),
      { numRuns: 4 },
    );
    expect([...seen]).toEqual(expect.arrayContaining(["income", "purchased", "moved"]));
  }, 20_000);
});
