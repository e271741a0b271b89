// The typed option tables of the rule-set seam (OPT-GEN-1, OPT-GEN-2): checked once, read as typed fields.
import { describe, expect, it } from "vitest";
import { defineOptions } from "../../../src/rules/ruleset/options.js";
import { engineOptionTable } from "../../../src/rules/engine/options.js";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";

const table = defineOptions({
  fast: { type: "boolean", default: false, rule: "T-1", source: "test", description: "fast", conflicts: ["slow"] },
  slow: { type: "boolean", default: false, rule: "T-2", source: "test", description: "slow" },
  turbo: { type: "boolean", default: false, rule: "T-3", source: "test", description: "turbo", requires: ["fast"] },
  dice: { type: "number", default: 3, min: 1, max: 6, integer: true, rule: "T-4", source: "test", description: "dice" },
  mode: { type: "string", default: "a", values: ["a", "b"], rule: "T-5", source: "test", description: "mode" },
  bid: { type: "perPower", default: 0, rule: "T-6", source: "test", description: "bid" },
});
const who = { id: "test", powers: ["Reds", "Blues"] };

describe("option tables (OPT-GEN-1, OPT-GEN-2)", () => {
  it("OPT-GEN-2: read gives typed fields with every default; per-power keys become a record", () => {
    const o = table.read({ dice: 2, "bid.Reds": 5 });
    expect(o).toEqual({ fast: false, slow: false, turbo: false, dice: 2, mode: "a", bid: { Reds: 5 } });
    const same = { mode: "b" };
    expect(table.read(same)).toBe(table.read(same)); // one read per options object
  });

  it("OPT-GEN-1: unknown keys, wrong types and ranges are each a problem with the option's path", () => {
    const problems = table.check({ nope: true, dice: 7, mode: "c", "bid.Greens": 1, "bid.Reds": -1 }, who);
    expect(problems.map((p) => p.path).sort()).toEqual([
      "options.bid.Greens",
      "options.bid.Reds",
      "options.dice",
      "options.mode",
      "options.nope",
    ]);
    expect(problems.find((p) => p.path === "options.dice")?.message).toContain("from 1 to 6");
    expect(table.check({ dice: 2.5 }, who)).toHaveLength(1);
  });

  it("OPT-GEN-1: declared conflicts and dependencies are a 400 naming both options", () => {
    const conflict = table.check({ fast: true, slow: true }, who);
    expect(conflict).toHaveLength(1);
    expect(conflict[0]!.message).toMatch(/"fast".*"slow"/);
    const missing = table.check({ turbo: true }, who);
    expect(missing[0]!.message).toMatch(/"turbo" requires "fast"/);
    expect(table.check({ turbo: true, fast: true }, who)).toEqual([]);
  });

  it("OPT-GEN-2: resolve fills every default in for the wire and keeps given per-power keys", () => {
    expect(table.resolve({ "bid.Blues": 4 })).toEqual({ fast: false, slow: false, turbo: false, dice: 3, mode: "a", "bid.Blues": 4 });
  });

  it("OPT-GEN-2: a game's state carries Classic's options in full, and the engine reads them typed", () => {
    const rs = getRuleset("classic")!;
    const state = standardStart(rs, { lowLuck: true });
    expect(state.ruleset.options.lowLuck).toBe(true);
    expect(rs.engineOptions(state.ruleset.options).lowLuck).toBe(true);
    expect(rs.engineOptions(state.ruleset.options).heavyBomberDice).toBe(3);
    expect(engineOptionTable.specs.find((s) => s.key === "bid.<power>")?.type).toBe("number");
  });

  it("SIMP-INC-3: Simplified reads its own options and plays with fixed engine switches", () => {
    const rs = getRuleset("simplified")!;
    const state = standardStart(rs, { startingMoney: "zero" });
    expect(Object.values(state.powers).every((p) => p.ipcs === 0)).toBe(true);
    expect(rs.engineOptions(state.ruleset.options).axisEconomicVictory).toBeNull();
    expect(rs.options.check({ lowLuck: true }, { id: rs.id, powers: [] })[0]!.message).toContain('unknown option "lowLuck"');
  });
});
