// Legal-move hints, odds and dice receipts over HTTP (inside workerd).
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";
import { fromGraphql, selection, stateInput, toGraphqlInput } from "./graphql-helpers.js";
import { OddsInput, OddsOutput } from "../../src/analysis/odds/schema.js";
import { LegalActionsResponse } from "../../src/api/routes/legal-actions.js";

const adjudicate = async (state: any, action: object, dice?: object) =>
  json("POST", "/v1/adjudicate", { state, action, ...(dice ? { dice } : {}) });

describe("POST /v1/legal-actions", () => {
  it("lists the action types allowed now and reaches that validate", async () => {
    let state = await newClassic();
    const now = await json("POST", "/v1/legal-actions", { state });
    expect(now.status).toBe(200);
    expect(now.body.actions).toEqual(expect.arrayContaining(["purchase", "endPhase"]));
    expect(now.body.actions).not.toContain("move");
    state = (await adjudicate(state, { type: "endPhase", power: "Russians" })).body.state;
    const karelia = state.territories["Karelia S.S.R."].units.find((u: any) => u.type === "infantry");
    const r = await json("POST", "/v1/legal-actions", { state, units: [karelia.id] });
    expect(r.body.actions).toContain("move");
    const reaches = r.body.units[0].reaches;
    const finland = reaches.find((x: any) => x.to === "Finland Norway");
    expect(finland).toMatchObject({ battle: true, path: ["Karelia S.S.R.", "Finland Norway"] });
    for (const reach of reaches) {
      const v = await json("POST", "/v1/validate", {
        state,
        action: { type: "move", power: "Russians", units: reach.units, path: reach.path },
      });
      expect(v.status, JSON.stringify(v.body)).toBe(200);
    }
  });

  it("an unknown power is a 400", async () => {
    const r = await json("POST", "/v1/legal-actions", { state: await newClassic(), power: "Italians" });
    expect(r.status).toBe(400);
  });
});

describe("POST /v1/odds", () => {
  it("1 infantry vs 1 infantry: attacker wins with the closed-form probability", async () => {
    const r = await json("POST", "/v1/odds", {
      ruleset: "classic",
      kind: "land",
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
    });
    expect(r.status).toBe(200);
    const a = 1 / 6,
      d = 2 / 6;
    // a round decides when someone hits; the attacker wins when only the attacker hits
    expect(r.body.attackerWins).toBeCloseTo((a * (1 - d)) / (1 - (1 - a) * (1 - d)), 12);
    expect(r.body.attackerWins + r.body.defenderHolds + r.body.bothDestroyed + r.body.attackerRetreats + r.body.stalemate).toBeCloseTo(
      1,
      12,
    );
  });

  it("bad input is a 400 problem", async () => {
    const r = await json("POST", "/v1/odds", {
      ruleset: "classic",
      kind: "land",
      attacker: { units: { tiger: 1 } },
      defender: { units: { infantry: 1 } },
    });
    expect(r.status).toBe(400);
  });

  const OPT = {
    ruleset: "classic",
    kind: "land",
    options: { useDestroyersAndArtillery: true, lowLuck: true },
    attacker: { units: { infantry: 3, artillery: 2, armour: 1 } },
    defender: { units: { infantry: 2, artillery: 1, armour: 1, fighter: 1 } },
  };

  it("OPT-19, OPT-20: exact odds with both options, the summary the same in REST and GraphQL", async () => {
    const r = await json("POST", "/v1/odds", { ...OPT, policy: { mustCapture: true } });
    expect(r.status).toBe(200);
    expect(r.body.attackerWins).toBeCloseTo(0.819, 3);
    expect(r.body.notes.join(" ")).not.toMatch(/not modelled/);
    expect(r.body.summary.attackerWins).toEqual({ value: r.body.attackerWins, exact: true });
    expect(r.body.summary.overByRound.map((x: { round: number }) => x.round)).toEqual([1, 2, 3]);
    const g = await json("POST", "/graphql", {
      query: `query($i: OddsRequestInput!) { odds(input: $i) ${selection("Odds")} }`,
      variables: { i: toGraphqlInput(OddsInput, { ...OPT, policy: { mustCapture: true } }) },
    });
    expect(g.body.errors).toBeUndefined();
    expect((fromGraphql(OddsOutput, g.body.data.odds) as any).summary).toEqual(r.body.summary);
  });

  it("format svg: a chart of the outcome distribution (image/svg+xml), also from GraphQL oddsChart", async () => {
    const { call } = await import("./helpers.js");
    const res = await call("POST", "/v1/odds", { ...OPT, format: "svg" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("attacker wins 81.9%");
    const g = await json("POST", "/graphql", {
      query: "query($i: OddsRequestInput!) { oddsChart(input: $i) }",
      variables: { i: toGraphqlInput(OddsInput, OPT) },
    });
    expect(g.body.data.oddsChart).toBe(svg);
  });
});

describe("dice receipts", () => {
  const battle = async () => {
    const state = await newClassic({
      position: {
        power: "Germans",
        phase: "combat",
        territories: {
          "Ukraine S.S.R.": {
            owner: "Russians",
            units: [
              { owner: "Russians", type: "infantry" },
              { owner: "Germans", type: "armour", count: 2 },
            ],
          },
        },
      },
    });
    expect(state.pending.battles.map((b: any) => b.at)).toEqual(["Ukraine S.S.R."]);
    return state;
  };

  it("seeded dice are the same for the same state and action, and the receipt verifies", async () => {
    const state = await battle();
    const action = { type: "resolveBattle", power: "Germans", at: "Ukraine S.S.R." };
    const first = await adjudicate(state, action);
    const again = await adjudicate(state, action);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body.dice).toEqual(first.body.dice);
    expect(first.body.dice.log.length).toBeGreaterThan(0);
    expect(first.body.state.lastDiceReceipt).toEqual(expect.any(String));
    const ok = await json("POST", "/v1/dice/verify", { receipt: first.body.dice });
    expect(ok.body).toEqual({ valid: true });
    const key = await json("GET", "/v1/dice/public-key");
    expect(key.body).toMatchObject({ kty: "OKP", crv: "Ed25519", development: true });
  });

  it("a receipt with one die changed does not verify", async () => {
    const r = await adjudicate(await battle(), { type: "resolveBattle", power: "Germans", at: "Ukraine S.S.R." });
    const forged = structuredClone(r.body.dice);
    forged.log[0].values[0] = forged.log[0].values[0] === 6 ? 5 : 6;
    const v = await json("POST", "/v1/dice/verify", { receipt: forged });
    expect(v.body.valid).toBe(false);
    expect(v.body.reason).toEqual(expect.any(String));
  });

  it("DICE-1: too few supplied rolls is a 422 saying how many more are needed", async () => {
    const r = await adjudicate(
      await battle(),
      { type: "resolveBattle", power: "Germans", at: "Ukraine S.S.R." },
      { mode: "supplied", rolls: [1] },
    );
    expect(r.status).toBe(422);
    expect(r.body.violations[0].rule).toBe("DICE-1");
    expect(r.body.violations[0].message).toMatch(/\d+ more/);
  });
});

describe("GraphQL legalActions", () => {
  it("answers like REST, and an unknown power is a BAD_USER_INPUT error", async () => {
    const state = await newClassic();
    const query = `query($s: GameStateInput!, $p: String) { legalActions(state: $s, power: $p) ${selection("LegalActions")} }`;
    const ok = await json("POST", "/graphql", { query, variables: { s: stateInput(state) } });
    const rest = await json("POST", "/v1/legal-actions", { state });
    expect(fromGraphql(LegalActionsResponse, ok.body.data.legalActions)).toEqual(rest.body);
    const bad = await json("POST", "/graphql", { query, variables: { s: stateInput(state), p: "Italians" } });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
