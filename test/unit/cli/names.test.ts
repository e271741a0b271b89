// The CLI reads names as the API does: unit aliases through the one table (src/rules/ruleset/aliases.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { buildCli, jsonLines, runCli } from "./helpers.js";

beforeAll(() => buildCli(), 60_000);

describe("aa-referee odds: unit names", () => {
  it("COMB-4: `tanks`, `tank` and `armor` are classic's armour, as in actions (same numbers)", () => {
    const odds = (attacker: string, keep?: string) =>
      jsonLines(
        runCli(["odds", "--attacker", attacker, "--defender", "3 infantry", "--json", ...(keep ? ["--keep", keep] : [])]).stdout,
      )[0];
    const own = odds("2 armour, 1 infantry", "1 armour");
    expect(own.attackerWins).toBeGreaterThan(0);
    expect(odds("2 tanks, 1 infantry", "1 tank")).toEqual(own);
    expect(odds("1 tank, 1 armor, 1 infantry", "1 tanks")).toEqual(own);
  });

  it("SIMP-UNIT-1: Simplified's `armor` takes no classic spelling", () => {
    expect(runCli(["odds", "--ruleset", "simplified", "--attacker", "2 armor", "--defender", "1 infantry"]).code).toBe(0);
    const r = runCli(["odds", "--ruleset", "simplified", "--attacker", "2 armour", "--defender", "1 infantry"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown unit type "armour"/);
  });
});

describe("aa-referee: rule set ids", () => {
  it("new and odds take europe-pacific, the id every surface uses, and the state says it", () => {
    const n = runCli(["new", "europe-pacific"]);
    expect(n.code).toBe(0);
    expect(JSON.parse(n.stdout).ruleset.id).toBe("europe-pacific");
    const o = runCli(["odds", "--ruleset", "europe-pacific", "--attacker", "2 tanks", "--defender", "1 infantry", "--json"]);
    expect(o.code).toBe(0);
    expect(jsonLines(o.stdout)[0].attackerWins).toBeGreaterThan(0.5);
  });
});
