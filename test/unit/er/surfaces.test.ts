// Enhanced Realism on the other surfaces: legal-action hints follow the flags (the rules live in the core), and the
// odds calculator answers for flags that leave battles alone and refuses, naming the option, those that do not.
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/rulesets/index.js";
import { computeOdds } from "../../../src/analysis/odds/index.js";
import { coreHelpers } from "../../support/core.js";

const { position } = coreHelpers("classic");

describe("hints and odds with Enhanced Realism", () => {
  it("ER-ARM-6: in the second armour move the hints offer armour only", () => {
    const s = position(
      {
        power: "Germans",
        phase: "secondArmorMove",
        territories: {
          Germany: {
            units: [
              { owner: "Germans", type: "armour" },
              { owner: "Germans", type: "infantry" },
              { owner: "Germans", type: "fighter" },
            ],
          },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
        },
      },
      { secondArmorMove: true },
    );
    const la = legalActions(s, "Germans");
    expect(la.actions).toContain("move");
    const moving = la.units.filter((u) => u.reaches.length > 0).map((u) => u.type);
    expect(moving).toEqual(["armour"]);
  });

  it("ER-AIR-1: with flightRanges the hints offer a fighter attacks 2 spaces away at most", () => {
    const s = position(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          Germany: { units: [{ owner: "Germans", type: "fighter" }] },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
          Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
        },
      },
      { flightRanges: true },
    );
    const reaches = legalActions(s, "Germans").units.flatMap((u) => u.reaches);
    expect(reaches.map((r) => r.to)).toContain("Karelia S.S.R.");
    expect(reaches.map((r) => r.to)).not.toContain("Caucasus");
  });

  it("ER-RET-1: odds answer with the movement flags and refuse flexibleRetreats, naming it", () => {
    const battle = { kind: "land" as const, attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 } } };
    expect(computeOdds({ ...battle, options: { flightRanges: true, secondArmorMove: true } } as never).ok).toBe(true);
    const r = computeOdds({ ...battle, options: { flexibleRetreats: true } } as never);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain("flexibleRetreats");
  });
});
