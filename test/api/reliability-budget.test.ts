// Issue 18: the one work budget (src/service/budget.ts) refuses work past it up front, with a 413 naming the
// limit and how to stay within it: exact odds, simulate, replay, legal actions and GraphQL (shared per query).
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";
import { toGraphqlInput } from "./graphql-helpers.js";
import { OddsInput } from "../../src/analysis/odds/index.js";

describe("issue 18: the work budget refuses up front (413 naming the limit)", () => {
  it("exact odds 300 v 300 with maxStates 5,000,000 (20–30 s before)", async () => {
    const r = await json("POST", "/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: 300 } },
      defender: { units: { infantry: 300 } },
      maxStates: 5_000_000,
    });
    expect(r.status).toBe(413);
    expect(r.type).toMatch(/problem\+json/);
    expect(r.body.limit.name).toBe("odds.exact");
    expect(r.body.detail).toMatch(/simulate/);
  }, 90_000); // the first request of the file also starts the Worker

  it("simulate 100 v 100 with 100,000 runs (130–190 s before)", async () => {
    const r = await json("POST", "/v1/odds", {
      kind: "land",
      method: "simulate",
      runs: 100_000,
      attacker: { units: { infantry: 100 } },
      defender: { units: { infantry: 100 } },
    });
    expect(r.status).toBe(413);
    expect(r.body.limit.name).toBe("odds.simulate");
    expect(r.body.detail).toMatch(/Lower runs/);
  });

  it("a 10,001-step replay is a 400 (the record bound) and a 5,000-step one a 413 (the budget)", async () => {
    const step = { type: "endPhase", power: "Russians" };
    const over = await json("POST", "/v1/replay", { actions: Array.from({ length: 10_001 }, () => step) });
    expect(over.status).toBe(400);
    const long = await json("POST", "/v1/replay", { actions: Array.from({ length: 5_000 }, () => step) });
    expect(long.status).toBe(413);
    expect(long.body.limit.name).toBe("replay.steps");
    expect(long.body.detail).toMatch(/`to` stops early/);
  });

  it("legal actions: searching every unit of a 5,000-unit board is refused; naming fewer units is answered", async () => {
    const state = await newClassic();
    const units = state.territories.Russia.units;
    for (let i = 0; i < 4_600; i++) units.push({ id: `x${i}`, type: "infantry", owner: "Russians" });
    const all = await json("POST", "/v1/legal-actions", { state });
    expect(all.status).toBe(413);
    expect(all.body.limit.name).toBe("legalActions.units");
    const few = await json("POST", "/v1/legal-actions", { state, units: ["x1", "x2"] });
    expect(few.status).toBe(200);
  });

  it("GraphQL: odds fields share one budget; the field past what is left is refused (WORK_BUDGET_EXCEEDED)", async () => {
    const fields = Array.from({ length: 3 }, (_, i) => `o${i}: odds(input: $i) { attackerWins }`).join(" ");
    const input = { kind: "land", attacker: { units: { infantry: 110 } }, defender: { units: { infantry: 110 } } }; // ~328,000 units each
    const r = await json("POST", "/graphql", {
      query: `query($i: OddsRequestInput!) { ${fields} }`,
      variables: { i: toGraphqlInput(OddsInput, input) },
    });
    const errors = (r.body.errors ?? []) as { extensions?: { code?: string; limit?: { name: string } } }[];
    expect(errors.map((e) => e.extensions?.code)).toContain("WORK_BUDGET_EXCEEDED");
    expect(errors.find((e) => e.extensions?.code === "WORK_BUDGET_EXCEEDED")?.extensions?.limit?.name).toBe("odds.exact");
  });
});
