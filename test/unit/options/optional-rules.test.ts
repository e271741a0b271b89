// optional.md rules that the OPT-n option tests do not name: option hygiene and the limits of some options.
import { describe, expect, it } from "vitest";
import type { GameState, PositionInput } from "../../../src/rulesets/index.js";
import { ok, position, refused, rs, start } from "../economy/helpers.js";

const R = "Russians";
const G = "Germans";

describe("OPT-GEN-2: options are fixed at creation and travel with the state", () => {
  it("OPT-GEN-2: a new game stores every option, defaults filled in; a later action keeps them", () => {
    const s = start({ totalVictory: true });
    expect(Object.keys(s.ruleset.options).sort()).toEqual(
      rs.options.specs
        .filter((o) => !o.storedWhenGiven) // stored only when given (ER-GEN-1)
        .map((o) => o.key)
        .filter((k) => !k.includes("<"))
        .sort(),
    );
    expect(s.ruleset.options).toMatchObject({ totalVictory: true, axisEconomicVictory: 84, neutralCharge: 3 });
    const after = ok(s, { type: "endPhase", power: R }).state;
    expect(after.ruleset.options).toEqual(s.ruleset.options);
  });
});

describe("OPT-TV-3: totalVictory changes the condition only", () => {
  it("OPT-TV-3: with totalVictory the military victory is still checked only at the end of the round", () => {
    const territories: PositionInput["territories"] = {
      Russia: { owner: G, units: [] },
      "United Kingdom": { owner: "Japanese", units: [] },
    };
    const japanese = position({ round: 3, power: "Japanese", phase: "collectIncome", territories }, { totalVictory: true });
    const r = ok(japanese, { type: "endPhase", power: "Japanese" });
    expect(r.state.winner).toBeNull();
    expect(r.state.turn.power).toBe("Americans");
  });
});

describe("OPT-NAVAL-4: placeShipsInEnemySeaZones does not relax CARR-8", () => {
  it("OPT-NAVAL-4: a new fighter still cannot go onto a new carrier at sea", () => {
    const s: GameState = position(
      { power: G, phase: "place", territories: { Germany: { units: [{ owner: G, type: "factory" }] } } },
      { placeShipsInEnemySeaZones: true },
    );
    s.powers[G]!.purchased = { carrier: 1, fighter: 1 };
    expect(refused(s, { type: "place", power: G, at: "Baltic Sea Zone", units: { carrier: 1, fighter: 1 } })).toEqual([
      "PLACE-6",
      "CARR-8",
    ]);
  });
});

describe("OPT-RUS-2: russiaRestricted forbids attacks only", () => {
  it("OPT-RUS-2: in round 1 the Russians still buy and make non-combat moves", () => {
    const buy = position({ round: 1, power: R, phase: "purchase", ipcs: { [R]: 24 } }, { russiaRestricted: true });
    expect(ok(buy, { type: "purchase", power: R, units: { infantry: 2 } }).state.powers[R]!.purchased).toMatchObject({ infantry: 2 });
    const walk = position(
      { round: 1, power: R, phase: "noncombatMove", territories: { "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] } } },
      { russiaRestricted: true },
    );
    const moved = ok(walk, { type: "move", power: R, units: { infantry: 1 }, path: ["Karelia S.S.R.", "Russia"] });
    expect(moved.state.territories.Russia!.units.some((u) => u.owner === R && u.type === "infantry")).toBe(true);
  });
});
