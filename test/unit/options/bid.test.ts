// OPT-21 `bid.<power>`: extra IPCs before round 1 (TURN-4 standard start); OPT-GEN-1 key checks.
import { describe, expect, it } from "vitest";
import { checkOptions, fromPosition, getRuleset, resolveOptions, standardStart } from "../../../src/rulesets/index.js";
import { Position } from "../../../src/rules/schema/position.js";

const rs = getRuleset("classic")!;

describe("OPT-21 bid.<power> (TURN-4 starting treasuries)", () => {
  it("OPT-21: bid.Germans 7 adds 7 IPCs to the Germans' starting 32; the others keep theirs", () => {
    const s = standardStart(rs, { "bid.Germans": 7 });
    expect(s.powers.Germans!.ipcs).toBe(39);
    expect(s.powers.Russians!.ipcs).toBe(24);
    expect(s.ruleset.options["bid.Germans"]).toBe(7);
  });
  it("OPT-21: without a bid the treasuries are the chart's and no bid key is stored", () => {
    const s = standardStart(rs, {});
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual({
      Russians: 24,
      Germans: 32,
      British: 30,
      Japanese: 25,
      Americans: 36,
    });
    expect(Object.keys(s.ruleset.options).some((k) => k.startsWith("bid."))).toBe(false);
    expect(resolveOptions(rs, {})).not.toHaveProperty("bid.<power>");
  });
  it("OPT-21: several bids at once", () => {
    const s = standardStart(rs, { "bid.Russians": 5, "bid.Americans": 0 });
    expect(s.powers.Russians!.ipcs).toBe(29);
    expect(s.powers.Americans!.ipcs).toBe(36);
  });
  it("OPT-21: a position states its treasuries; the bid does not change them", () => {
    const r = fromPosition(rs, Position.parse({ ipcs: { Germans: 10 } }), { "bid.Germans": 7 });
    expect("state" in r && r.state.powers.Germans!.ipcs).toBe(10);
  });
  it("OPT-GEN-1 / OPT-21: valid bid keys pass the option check", () => {
    expect(checkOptions(rs, { "bid.Germans": 7, "bid.Japanese": 0 })).toEqual([]);
  });
  it("OPT-GEN-1 / OPT-21: an unknown power, a negative or fractional bid and the pattern itself are 400s naming the key", () => {
    const p = checkOptions(rs, { "bid.Italians": 3, "bid.Germans": -1, "bid.British": 2.5, "bid.<power>": 1, "bid.Russians": "7" });
    expect(p.map((x) => x.path).sort()).toEqual(
      ["options.bid.<power>", "options.bid.British", "options.bid.Germans", "options.bid.Italians", "options.bid.Russians"].sort(),
    );
    expect(p.find((x) => x.path === "options.bid.Italians")!.message).toContain("Italians");
  });
  it("OPT-GEN-4: the rule set documents the bid option", () => {
    const o = rs.options.specs.find((x) => x.key === "bid.<power>")!;
    expect(o).toMatchObject({ rule: "OPT-21", type: "number", default: 0, implemented: true });
  });
});
