// The Pacific's legal-move hints offer only moves the Pacific's own move check accepts (issue 30, item 7).
import { describe, expect, it } from "vitest";
import { legalActions, validate } from "../../../src/rulesets/index.js";
import { position } from "./helpers.js";

describe("pacific hints", () => {
  it("PAC-CHINA-4: China's infantry (American, chinese: true) in Yunnan are not offered Shan State or Hong Kong, and every offer validates", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "noncombatMove",
      territories: { Yunnan: { owner: "Americans", units: [{ owner: "Americans", type: "infantry", chinese: true }] } },
    });
    const reaches = legalActions(s, "Americans").units.flatMap((u) => u.reaches);
    expect(reaches.length).toBeGreaterThan(0);
    expect(reaches.map((r) => r.to)).not.toContain("Shan State");
    expect(reaches.map((r) => r.to)).not.toContain("Hong Kong");
    for (const r of reaches)
      expect(
        validate(s, { type: "move", power: "Americans", units: r.units, path: r.path, ...(r.cap ? { cap: true } : {}) }).ok,
        r.to,
      ).toBe(true);
  });
});
