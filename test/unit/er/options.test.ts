// Enhanced Realism as options of `classic` (docs/rules/enhanced-realism.md): the flags, their defaults, the
// preset and the dependencies and conflicts checked when a game is created.
import { describe, expect, it } from "vitest";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;
const who = { id: rs.id, powers: rs.powers.map((p) => p.name) };
const check = (given: Record<string, unknown>) => rs.options.check(given, who);
const FLAGS = [
  "flightRanges",
  "oneSeaZoneRule",
  "carrierRules",
  "incomeAtTurnStart",
  "limitedFactories",
  "realTimeOwnership",
  "erMapChanges",
  "erNeutrals",
  "flexibleRetreats",
  "secondArmorMove",
  "surrenderVictory",
] as const;

describe("Enhanced Realism flags (ER-GEN-1)", () => {
  it("ER-GEN-1: every flag is an option of classic, off by default, with an ER rule ID; any subset may be on", () => {
    for (const key of [...FLAGS, "enhancedRealism"]) {
      const spec = rs.options.specs.find((s) => s.key === key);
      expect(spec, key).toMatchObject({ type: "boolean", default: false });
      expect(spec!.rule, key).toMatch(/^ER-/);
    }
    expect(rs.options.specs.find((s) => s.key === "weaponsDevelopment")).toMatchObject({
      type: "string",
      default: "classic",
      values: ["classic", "none", "oneFreeRoll"],
    });
    expect(check({ flightRanges: true, secondArmorMove: true, incomeAtTurnStart: true })).toEqual([]);
    const o = rs.engineOptions({});
    for (const key of FLAGS) expect(o[key], key).toBe(false);
    expect(o.weaponsDevelopment).toBe("classic");
  });

  it("ER-GEN-1: the flags are stored in the game's options when it is created", () => {
    const s = standardStart(rs, { flightRanges: true });
    expect(s.ruleset.options.flightRanges).toBe(true);
    expect(s.ruleset.options.secondArmorMove).toBeUndefined(); // not given: read as its default
    expect(rs.engineOptions(s.ruleset.options).secondArmorMove).toBe(false);
  });

  it("ER-GEN-1: a game without the flags keeps Classic's exact options (no ER keys stored)", () => {
    const keys = Object.keys(standardStart(rs).ruleset.options);
    for (const key of [...FLAGS, "enhancedRealism", "weaponsDevelopment"]) expect(keys).not.toContain(key);
  });
});

describe("dependencies and conflicts (ER-GEN-2)", () => {
  const names = (given: Record<string, unknown>) => check(given).map((p) => p.message);

  it("ER-GEN-2 (a): flexibleRetreats sets placeShipsInEnemySeaZones; given as false it is a 400 naming both", () => {
    expect(rs.engineOptions(standardStart(rs, { flexibleRetreats: true }).ruleset.options).placeShipsInEnemySeaZones).toBe(true);
    const m = names({ flexibleRetreats: true, placeShipsInEnemySeaZones: false });
    expect(m).toHaveLength(1);
    expect(m[0]).toMatch(/flexibleRetreats.*placeShipsInEnemySeaZones/);
  });

  it("ER-GEN-2 (b): surrenderVictory turns the economic victories off; a number or totalVictory: true is refused", () => {
    const o = rs.engineOptions(standardStart(rs, { surrenderVictory: true }).ruleset.options);
    expect(o.axisEconomicVictory).toBeNull();
    expect(o.alliesEconomicVictory).toBeNull();
    expect(names({ surrenderVictory: true, axisEconomicVictory: 84 })[0]).toMatch(/surrenderVictory.*axisEconomicVictory/);
    expect(names({ surrenderVictory: true, alliesEconomicVictory: 100 })[0]).toMatch(/surrenderVictory.*alliesEconomicVictory/);
    expect(names({ surrenderVictory: true, totalVictory: true })[0]).toMatch(/surrenderVictory.*totalVictory/);
    expect(check({ surrenderVictory: true, axisEconomicVictory: null })).toEqual([]);
  });

  it("ER-GEN-2 (c): weaponsDevelopment none sets techDevelopment false; oneFreeRoll with techDevelopment false is refused", () => {
    expect(rs.engineOptions(standardStart(rs, { weaponsDevelopment: "none" }).ruleset.options).techDevelopment).toBe(false);
    expect(names({ weaponsDevelopment: "oneFreeRoll", techDevelopment: false })[0]).toMatch(/weaponsDevelopment.*techDevelopment/);
    expect(names({ weaponsDevelopment: "none", techDevelopment: true })[0]).toMatch(/weaponsDevelopment.*techDevelopment/);
    expect(names({ weaponsDevelopment: "sometimes" })[0]).toMatch(/one of classic, none, oneFreeRoll/);
  });

  it("ER-GEN-2 (d): erNeutrals refuses strictNeutrals, a changed neutralCharge and closed flyover", () => {
    expect(names({ erNeutrals: true, strictNeutrals: true })[0]).toMatch(/erNeutrals.*strictNeutrals/);
    expect(names({ erNeutrals: true, neutralCharge: 5 })[0]).toMatch(/erNeutrals.*neutralCharge/);
    expect(names({ erNeutrals: true, neutralFlyoverAllowed: false })[0]).toMatch(/erNeutrals.*neutralFlyoverAllowed/);
    expect(check({ erNeutrals: true, neutralCharge: 3 })).toEqual([]);
  });

  it("ER-GEN-2 (e): carrierRules refuses every OPT-23 flag", () => {
    for (const other of ["produceFightersOnCarriers", "moveExistingFightersToNewCarriers", "lhtrCarrierProduction"])
      expect(names({ carrierRules: true, [other]: true })[0]).toMatch(new RegExp(`carrierRules.*${other}`));
  });

  it("ER-GEN-2: a created game's resolved options pass the same check again (states carry them in full)", () => {
    for (const given of [{ enhancedRealism: true }, { surrenderVictory: true }, { weaponsDevelopment: "none" }, { flexibleRetreats: true }])
      expect(check(standardStart(rs, given).ruleset.options), JSON.stringify(given)).toEqual([]);
  });
});

describe("the enhancedRealism preset (ER-GEN-3)", () => {
  it("ER-GEN-3: turns on every flag and placeShipsInEnemySeaZones, and sets weaponsDevelopment none", () => {
    const o = rs.engineOptions({ enhancedRealism: true });
    for (const key of FLAGS) expect(o[key], key).toBe(true);
    expect(o.placeShipsInEnemySeaZones).toBe(true);
    expect(o.weaponsDevelopment).toBe("none");
    expect(o.techDevelopment).toBe(false);
    expect(o.axisEconomicVictory).toBeNull();
  });

  it("ER-GEN-3: flags given explicitly override the preset", () => {
    const o = rs.engineOptions(
      standardStart(rs, { enhancedRealism: true, flightRanges: false, weaponsDevelopment: "oneFreeRoll" }).ruleset.options,
    );
    expect(o.flightRanges).toBe(false);
    expect(o.oneSeaZoneRule).toBe(true);
    expect(o.weaponsDevelopment).toBe("oneFreeRoll");
    expect(o.techDevelopment).toBe(true);
  });

  it("ER-GEN-3: the preset's flags still meet ER-GEN-2 (an OPT-23 flag beside it is refused)", () => {
    expect(check({ enhancedRealism: true, lhtrCarrierProduction: true })[0]!.message).toMatch(/carrierRules.*lhtrCarrierProduction/);
    expect(check({ enhancedRealism: true, carrierRules: false, lhtrCarrierProduction: true })).toEqual([]);
  });
});
