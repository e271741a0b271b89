// Classic accepts `armor`, `tanks` (and `tank`) for `armour` in actions and positions and records
// `armour`; Simplified keeps `armor` as its own unit name (SIMP-UNIT-1).
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  fromPosition,
  getRuleset,
  noDice,
  Position,
  standardStart,
  validate,
  type Action,
} from "../../../src/rulesets/index.js";

const classic = getRuleset("classic")!;
const simplified = getRuleset("simplified")!;

describe("unit type aliases", () => {
  it.each(["armor", "tanks"])("PURCH-1: classic buys `%s` as armour (the event and the state say armour)", (alias) => {
    const start = standardStart(classic);
    const r = adjudicate(start, { type: "purchase", power: "Russians", units: { infantry: 1, [alias]: 2 } } as Action, noDice);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.powers.Russians!.ipcs).toBe(24 - 3 - 2 * 5);
    expect(JSON.stringify(r.state)).not.toMatch(/"(armor|tanks)"/);
    expect(JSON.stringify(r.events)).toContain('"armour"');
  });

  it("classic casualty orders and positions take the aliases too", () => {
    const built = fromPosition(
      classic,
      Position.parse({
        power: "Germans",
        phase: "noncombatMove",
        territories: {
          "West Europe": {
            units: [
              { owner: "Germans", type: "tanks", count: 2 },
              { owner: "Germans", type: "armor" },
            ],
          },
        },
      }),
    );
    expect("state" in built).toBe(true);
    if (!("state" in built)) return;
    expect(built.state.territories["West Europe"]!.units.map((u) => u.type)).toEqual(["armour", "armour", "armour"]);
    const move = validate(built.state, { type: "move", power: "Germans", units: { armor: 1 }, path: ["West Europe", "Germany"] });
    expect(move).toEqual({ ok: true });
  });

  it("SIMP-UNIT-1: simplified keeps `armor` as its unit; classic's spelling is not an alias there", () => {
    expect(simplified.units.has("armor")).toBe(true);
    const built = fromPosition(simplified, Position.parse({ power: "Russians", phase: "buy", ipcs: { Russians: 20 } }));
    if (!("state" in built)) throw new Error("position refused");
    const bought = adjudicate(built.state, { type: "purchase", power: "Russians", units: { armor: 1 } }, noDice);
    expect(bought.ok).toBe(true);
    const r = validate(built.state, { type: "purchase", power: "Russians", units: { armour: 1 } });
    expect(r.ok).toBe(false);
  });
});
