// SIMP-COMB-3 (issue 15): in Simplified every unit in the battle rolls every round — no Classic early stop (COMB-5).
// Supplied dice are read attacker first, then defender; within a side by columns of equal value, ascending;
// the defender's chosen casualties roll too.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { end, move, ok, position, unitsOf } from "./helpers.js";

const fight = (s: GameState, at: string, policy: object = {}): Action =>
  ({ type: "resolveBattle", power: s.turn.power, at, policy }) as Action;

/** The Germans move `attackers` from Ukraine into Caucasus against `defenders`: the combat phase. */
function caucasus(attackers: Record<string, number>, defenders: Array<{ type: string; count?: number }>): GameState {
  const s = position({
    power: "Germans",
    phase: "movement",
    territories: {
      "Ukraine S.S.R.": { owner: "Germans", units: Object.entries(attackers).map(([type, count]) => ({ owner: "Germans", type, count })) },
      Caucasus: { units: defenders.map((d) => ({ owner: "Russians", ...d })) },
    },
  });
  return ok(ok(s, move("Germans", attackers, ["Ukraine S.S.R.", "Caucasus"])).state, end("Germans")).state;
}

const log = (r: ReturnType<typeof ok>) => r.dice.map((d) => [d.side, d.threshold, d.values, d.hits]);

describe("SIMP-COMB-3: every unit rolls, every round", () => {
  it("SIMP-COMB-3: the attacker's armor rolls although its infantry already hit the only defender (no COMB-5 early stop)", () => {
    const c = caucasus({ infantry: 1, armor: 1 }, [{ type: "infantry" }]);
    // attacker: infantry column (1) first, then armor (3); then the defender's infantry (2).
    const r = ok(c, fight(c, "Caucasus", { casualtyOrder: { attacker: ["infantry"] } }), [1, 6, 2]);
    expect(log(r)).toEqual([
      ["attacker", 1, [1], 1],
      ["attacker", 3, [6], 0],
      ["defender", 2, [2], 1],
    ]);
    // the defender's 2 is a hit: the German infantry is lost, the armor takes Caucasus
    expect(unitsOf(r.state, "Caucasus").map((u) => `${u.owner} ${u.type}`)).toEqual(["Germans armor"]);
    expect(r.state.territories.Caucasus!.owner).toBe("Germans");
  });

  it("SIMP-COMB-3: the defender's armor rolls although its infantry already hit the only attacker", () => {
    const c = caucasus({ armor: 1 }, [{ type: "infantry" }, { type: "armor" }]);
    const r = ok(c, fight(c, "Caucasus"), [6, 1, 5]);
    expect(log(r)).toEqual([
      ["attacker", 3, [6], 0],
      ["defender", 2, [1], 1],
      ["defender", 3, [5], 0],
    ]);
    expect(unitsOf(r.state, "Caucasus", "Germans")).toEqual([]);
  });

  it("SIMP-COMB-3: the defender's chosen casualties roll too; columns ascend within each side (infantry 2, armor 3, plane 4)", () => {
    const c = caucasus({ armor: 2 }, [{ type: "plane" }, { type: "armor" }, { type: "infantry" }]);
    // attacker 1, 1: two hits; the defender picks armor and plane — they still fire, infantry first, then armor, then plane.
    const r = ok(c, fight(c, "Caucasus", { casualtyOrder: { defender: ["armor", "plane"] } }), [1, 1, 6, 6, 4, 6, 2]);
    expect(log(r)).toEqual([
      ["attacker", 3, [1, 1], 2],
      ["defender", 2, [6], 0],
      ["defender", 3, [6], 0],
      ["defender", 4, [4], 1],
      ["attacker", 3, [6], 0],
      ["defender", 2, [2], 1], // round 2: one armor and the infantry left
    ]);
    expect(unitsOf(r.state, "Caucasus").map((u) => `${u.owner} ${u.type}`)).toEqual(["Russians infantry"]);
  });

  it("SIMP-COMB-3: in a later round too every unit rolls, whatever hit before it", () => {
    const c = caucasus({ infantry: 1, armor: 1 }, [{ type: "infantry" }]);
    // round 1: all miss; round 2: the infantry hits, the armor still rolls (5), then the defender (3, a miss).
    const r = ok(c, fight(c, "Caucasus"), [4, 6, 6, 1, 5, 3]);
    expect(log(r)).toEqual([
      ["attacker", 1, [4], 0],
      ["attacker", 3, [6], 0],
      ["defender", 2, [6], 0],
      ["attacker", 1, [1], 1],
      ["attacker", 3, [5], 0],
      ["defender", 2, [3], 0],
    ]);
    expect(r.state.territories.Caucasus!.owner).toBe("Germans");
  });
});
