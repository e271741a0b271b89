// Europe's legal-move hints offer only moves Europe's own move check accepts (issue 30, item 5).
import { describe, expect, it } from "vitest";
import { legalActions, validate } from "../../../src/rulesets/index.js";
import { position } from "./helpers.js";

describe("europe hints", () => {
  it("EUR-MOVE-6: in the Germans' non-combat move a submarine is not offered a British convoy zone, and every offer validates", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "noncombatMove",
      territories: { "Azores Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] } },
    });
    const reaches = legalActions(s, "Germans").units.flatMap((u) => u.reaches);
    expect(reaches.length).toBeGreaterThan(0);
    expect(reaches.map((r) => r.to)).not.toContain("British Convoy 3 Sea Zone");
    for (const r of reaches)
      expect(validate(s, { type: "move", power: "Germans", units: r.units, path: r.path, ...(r.cap ? { cap: true } : {}) }).ok, r.to).toBe(
        true,
      );
  });

  it("EUR-CONV-2: in the Germans' combat move a submarine is offered an enemy convoy zone it may take there, and the offer validates", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: { "Azores Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] } },
    });
    const offer = legalActions(s, "Germans")
      .units.flatMap((u) => u.reaches)
      .find((r) => r.to === "British Convoy 3 Sea Zone");
    expect(offer).toBeDefined();
    expect(validate(s, { type: "move", power: "Germans", units: offer!.units, path: offer!.path }).ok).toBe(true);
  });
});
