// Issue 18: the input limits every shell applies before any work (src/service/limits.ts, the schema bounds of
// src/rules/schema/bounds.ts, option ranges) and GraphQL's query limits (src/api/graphql/limits.ts).
import { describe, expect, it } from "vitest";
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { checkJsonShape } from "../../../src/service/limits.js";
import { BOUNDS } from "../../../src/rules/schema/bounds.js";
import { GameState, Position } from "../../../src/rules/index.js";
import { computeOdds } from "../../../src/analysis/odds/index.js";
import { getRuleset } from "../../../src/rulesets/registry.js";
import { checkOptions } from "../../../src/rules/state/build.js";
import { queryLimits } from "../../../src/api/graphql/limits.js";
import { Budget, exactOddsCost, REQUEST_BUDGET, simulateRunsWithin } from "../../../src/service/budget.js";
import { isRefusal, oddsWithin } from "../../../src/service/odds.js";
import { oversized } from "../../../src/hosted/store.js";

describe("JSON shape guard", () => {
  it("refuses nesting past 32 levels at any depth without recursion (100,000 levels)", () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = { a: v };
    expect(checkJsonShape(v)[0]!.message).toMatch(/deeper than 32/);
    let ok: unknown = 1;
    for (let i = 0; i < 31; i++) ok = [ok];
    expect(checkJsonShape(ok)).toEqual([]);
  });
  it("__proto__, constructor and prototype keys are unknown names", () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      expect(checkJsonShape(JSON.parse(`{"state":{"powers":{"${key}":{}}}}`))).toEqual([
        { path: `state.powers.${key}`, message: `unknown name "${key}"` },
      ]);
    }
  });
});

describe("bounds in the schemas", () => {
  it("a stack, a position and a state are bounded", () => {
    const pos = (count: number) => ({ territories: { Germany: { units: [{ owner: "Germans", type: "infantry", count }] } } });
    expect(Position.safeParse(pos(BOUNDS.maxStack)).success).toBe(true);
    expect(Position.safeParse(pos(BOUNDS.maxStack + 1)).success).toBe(false);
    const big = {
      territories: {
        Germany: {
          units: [{ owner: "Germans", type: "transport", count: 1000, cargo: [{ owner: "Germans", type: "infantry", count: 5 }] }],
        },
      },
    };
    expect(Position.safeParse(big).error?.issues[0]?.message).toMatch(/places 6000 units; at most 5000/);
    expect(GameState.shape.turn.shape.round.safeParse(BOUNDS.maxRound + 1).success).toBe(false);
  });
  it("OPT-GEN-1: number options have documented ranges (OPT-15 heavyBomberDice 1..6, OPT-21 bids ≤ 1000)", () => {
    const rs = getRuleset("classic")!;
    expect(checkOptions(rs, { heavyBomberDice: 1e9 })[0]?.message).toMatch(/from 1 to 6/);
    expect(checkOptions(rs, { heavyBomberDice: 2 })).toEqual([]);
    expect(checkOptions(rs, { "bid.Germans": 1e9 })[0]?.message).toMatch(/from 0 to 1000/);
    expect(rs.options.specs.find((o) => o.key === "heavyBomberDice")).toMatchObject({ min: 1, max: 6 });
  });
  it("COMB-6: 4000 v 1 exact odds sum to 1 (no underflow of the binomial)", () => {
    const r = computeOdds({
      kind: "land",
      attacker: { units: { infantry: 1000, armour: 1000, fighter: 1000, bomber: 1000 } },
      defender: { units: { infantry: 1 } },
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const o = r.odds;
      expect(Math.abs(o.attackerWins + o.defenderHolds + o.bothDestroyed + o.attackerRetreats + o.stalemate - 1)).toBeLessThan(1e-9);
    }
  });
});

describe("GraphQL query limits", () => {
  const schema = buildSchema("type Query { odds(i: Int): Int, a: A } type A { b: A, n: Int }");
  const errors = (q: string) => validate(schema, parse(q), [...specifiedRules, queryLimits]).map((e) => e.message);
  it("GraphiQL's introspection query passes", () => {
    expect(errors(getIntrospectionQuery())).toEqual([]);
  });
  it("aliases, depth and cost past their limits are refused, each named", () => {
    expect(errors(`{ ${Array.from({ length: 11 }, (_, i) => `x${i}: a { n }`).join(" ")} }`).join()).toMatch(/graphql\.aliases/);
    expect(errors(`{ ${"a { b { ".repeat(8)} n ${"} } ".repeat(8)} }`).join()).toMatch(/graphql\.depth/);
    expect(errors(`{ ${Array.from({ length: 11 }, (_, i) => `x${i}: odds(i: ${i})`).join(" ")} }`).join()).toMatch(/graphql\.cost/);
    expect(errors(`{ constructor: a { n } }`)).toEqual([]);
  });
});

describe("the work budget (src/service/budget.ts)", () => {
  it("refuses up front, naming the limit and how to stay within it; spends nothing when refused", () => {
    const b = new Budget();
    const r = b.spend(exactOddsCost(300, 300, 1));
    expect(r?.status).toBe(413);
    expect(r?.limit.name).toBe("odds.exact");
    expect(r?.detail).toMatch(/simulate/);
    expect(b.remaining).toBe(REQUEST_BUDGET);
  });
  it("one budget is shared: the second piece of work past what is left is refused", () => {
    const b = new Budget();
    const cost = exactOddsCost(90, 90, 4); // ~307,000 of the 500,000 units
    expect(b.spend(cost)).toBeNull();
    expect(b.spend(cost)?.detail).toMatch(/left of/);
  });
  it("odds.exact counts every AA outcome as a chain of its own (AA-3): 40 v 40 with 12 aircraft facing AA costs 13 times as much", () => {
    expect(exactOddsCost(40, 40, 4, 13).units).toBe(13 * exactOddsCost(40, 40, 4).units);
    const sides = {
      attacker: { units: { infantry: 30, armour: 18, fighter: 8, bomber: 4 } },
      defender: { units: { infantry: 40, armour: 12, fighter: 8 } },
    };
    // 60 v 60 with AA and P(over by round k) up to 5: 4 grids × 13 AA outcomes, past the budget
    const aa = oddsWithin({ kind: "land", ...sides, aaGun: true, rounds: 5 }, new Budget());
    expect(isRefusal(aa) && aa.detail).toMatch(/13 AA outcomes/);
    const noAa = oddsWithin({ kind: "land", ...sides, rounds: 5 }, new Budget());
    expect(!isRefusal(noAa) && noAa.ok).toBe(true);
  });
  it("odds: 300 v 300 exact with maxStates 5,000,000 is refused before any work; 20 v 20 is computed", () => {
    const big = oddsWithin(
      { kind: "land", attacker: { units: { infantry: 300 } }, defender: { units: { infantry: 300 } }, maxStates: 5_000_000 },
      new Budget(),
    );
    expect(isRefusal(big) && big.limit.name).toBe("odds.exact");
    const fine = oddsWithin({ kind: "land", attacker: { units: { infantry: 20 } }, defender: { units: { infantry: 20 } } });
    expect(!isRefusal(fine) && fine.ok).toBe(true);
  });
  it("simulate: 100,000 runs of 100 v 100 are refused; without runs, as many as the budget pays for", () => {
    const sides = { attacker: { units: { infantry: 100 } }, defender: { units: { infantry: 100 } } };
    const big = oddsWithin({ kind: "land", method: "simulate", runs: 100_000, ...sides });
    expect(isRefusal(big) && big.limit.name).toBe("odds.simulate");
    const fine = oddsWithin({ kind: "land", method: "simulate", ...sides });
    expect(!isRefusal(fine) && fine.ok && fine.odds.runs).toBe(Math.min(10_000, simulateRunsWithin(REQUEST_BUDGET, 200)));
  });
  it("simulate: the ordinary request, 10,000 runs of a 20 v 20 land battle, fits the budget (charged at the lean simulator's cost)", () => {
    const r = oddsWithin({
      kind: "land",
      method: "simulate",
      runs: 10_000,
      attacker: { units: { infantry: 10, armour: 6, fighter: 4 } },
      defender: { units: { infantry: 14, armour: 3, fighter: 3 } },
    });
    expect(isRefusal(r)).toBe(false);
    expect(!isRefusal(r) && r.ok && r.odds.runs).toBe(10_000);
    expect(simulateRunsWithin(REQUEST_BUDGET, 40)).toBeGreaterThan(30_000);
  });
});

describe("hosted storage", () => {
  it("a value past the storage limit is named before anything is stored", () => {
    expect(oversized({ "new state": { units: "x".repeat(100) } })).toBeNull();
    expect(oversized({ "new state": { units: "x".repeat(1_600_000) } })).toMatch(/new state would take \d+ bytes/);
  });
});
