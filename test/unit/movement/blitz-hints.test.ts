// LAND-3 in the hints: armour may blitz through an empty enemy territory and end its combat move in friendly land
// beyond it (the capture on the way is its combat). The shortest path to that friendly land (straight there) is
// refused (MOVE-2), so the hints offer the blitz path instead: every destination a legal move reaches is listed
// (the hints ⇔ validate property of issue 30; found by the soak in Enhanced Realism's second armour move).
import { describe, expect, it } from "vitest";
import { legalActions, validate } from "../../../src/rulesets/index.js";
import { pos } from "./helpers.js";

const blitzer = (options: Record<string, unknown> = {}) =>
  pos(
    {
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Germany: { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        Switzerland: { owner: "British", units: [] },
        "West Europe": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
      },
    },
    options,
  );

describe("blitz paths in the hints (LAND-3)", () => {
  for (const options of [{}, { enhancedRealism: true }])
    it(`LAND-3: ${JSON.stringify(options)} — armour blitzing through empty enemy Switzerland into friendly West Europe is offered, and the offered path validates`, () => {
      const s = blitzer(options);
      const armour = s.territories.Germany!.units[0]!.id;
      const path = ["Germany", "Switzerland", "West Europe"];
      expect(validate(s, { type: "move", power: "Germans", units: [armour], path })).toEqual({ ok: true });
      const offered = legalActions(s, "Germans", [armour]).units[0]!.reaches.find((r) => r.to === "West Europe");
      expect(offered?.path).toEqual(path);
      const all = legalActions(s, "Germans")
        .units.find((u) => u.unit === armour)!
        .reaches.find((r) => r.to === "West Europe");
      expect(all?.path).toEqual(path);
    });
});
