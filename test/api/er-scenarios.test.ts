// Enhanced Realism over HTTP (docs/rules/enhanced-realism.md, "Test scenarios" 1–18): each scenario as the
// digest states it, on `classic` with the flags it names.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";

describe("Enhanced Realism options on classic (ER-GEN-1…3)", () => {
  it("ER-GEN-1: GET /v1/rulesets/classic lists every flag with its default, rule and source", async () => {
    const r = await json("GET", "/v1/rulesets/classic");
    expect(r.status).toBe(200);
    const byKey = new Map(r.body.options.map((o: any) => [o.key, o]));
    for (const key of ["flightRanges", "oneSeaZoneRule", "carrierRules", "incomeAtTurnStart", "limitedFactories", "realTimeOwnership"])
      expect(byKey.get(key)).toMatchObject({ type: "boolean", default: false, rule: expect.stringMatching(/^ER-/) });
    for (const key of ["erMapChanges", "erNeutrals", "flexibleRetreats", "secondArmorMove", "surrenderVictory", "enhancedRealism"])
      expect(byKey.get(key)).toMatchObject({ type: "boolean", default: false, rule: expect.stringMatching(/^ER-/) });
    expect(byKey.get("weaponsDevelopment")).toMatchObject({ default: "classic", values: ["classic", "none", "oneFreeRoll"] });
    expect((byKey.get("enhancedRealism") as any).preset).toMatchObject({ flightRanges: true, weaponsDevelopment: "none" });
    expect((byKey.get("carrierRules") as any).conflicts).toContain("lhtrCarrierProduction");
  });

  it("ER-GEN-3: the preset creates a game with every flag on", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { enhancedRealism: true } });
    expect(r.status).toBe(200);
    expect(r.body.ruleset.options).toMatchObject({
      flightRanges: true,
      surrenderVictory: true,
      weaponsDevelopment: "none",
      placeShipsInEnemySeaZones: true,
    });
  });
});

describe("scenario 18: option conflict (ER-GEN-2)", () => {
  it("ER-GEN-2: flexibleRetreats with placeShipsInEnemySeaZones false is a 400 naming both options", async () => {
    const r = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      options: { flexibleRetreats: true, placeShipsInEnemySeaZones: false },
    });
    expect(r.status).toBe(400);
    const text = JSON.stringify(r.body);
    expect(text).toContain("flexibleRetreats");
    expect(text).toContain("placeShipsInEnemySeaZones");
  });
});
