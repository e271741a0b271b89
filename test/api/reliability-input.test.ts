// Issue 18: every input hole the outside test found, as a regression test. Each request used to end in a 500,
// a dead isolate or a silently accepted corrupt input; now each is a 400 before any work.
import { describe, expect, it } from "vitest";
import { call, json, newClassic } from "./helpers.js";
import { hostGame } from "./hosted-helpers.js";
import { stateInput, toGraphqlInput } from "./graphql-helpers.js";
import { OddsInput } from "../../src/analysis/odds/index.js";

/** A value nested `depth` levels deep: {a:{a:{…}}}. */
const deep = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const deepText = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("issue 18: unbounded numbers and counts", () => {
  it("OPT-15 heavyBomberDice 1e9 is a 400 naming its range, on /v1/odds and /v1/games/new", async () => {
    const odds = await json("POST", "/v1/odds", {
      kind: "land",
      options: { heavyBomberDice: 1e9 },
      attacker: { units: { bomber: 1 }, techs: ["heavyBombers"] },
      defender: { units: { infantry: 1 } },
    });
    expect(odds.status).toBe(400);
    expect(odds.body.detail).toMatch(/heavyBomberDice.*from 1 to 6/);
    const game = await json("POST", "/v1/games/new", { ruleset: "classic", options: { heavyBomberDice: 1e9 } });
    expect(game.status).toBe(400);
    const rs = await json("GET", "/v1/rulesets/classic");
    const spec = rs.body.options.find((o: { key: string }) => o.key === "heavyBomberDice");
    expect([spec.min, spec.max]).toEqual([1, 6]);
  }, 90_000); // the first request of the file also starts the Worker

  it("1e9 infantry a side is a 400 (at most 1000 of a type); 10,000,000 infantry in a position is a 400", async () => {
    const odds = await json("POST", "/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: 1e9 } },
      defender: { units: { infantry: 1e9 } },
    });
    expect(odds.status).toBe(400);
    const pos = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      position: { territories: { Germany: { units: [{ owner: "Germans", type: "infantry", count: 10_000_000 }] } } },
    });
    expect(pos.status).toBe(400);
    const places = ["Germany", "West Europe", "South Europe", "East Europe", "Finland Norway", "Ukraine S.S.R."];
    const many = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      position: {
        territories: Object.fromEntries(places.map((t) => [t, { units: [{ owner: "Germans", type: "infantry", count: 1000 }] }])),
      },
    });
    expect(many.status).toBe(400);
    expect(many.body.detail).toMatch(/at most 5000/);
  });

  it("COMB-6: odds of 10,000 v 1 infantry are refused by the bound; 1000 v 1 sums to 1", async () => {
    const big = await json("POST", "/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: 10_000 } },
      defender: { units: { infantry: 1 } },
    });
    expect(big.status).toBe(400);
    const r = await json("POST", "/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: 1000 } },
      defender: { units: { infantry: 1 } },
    });
    expect(r.status).toBe(200);
    const b = r.body;
    const sum = b.attackerWins + b.defenderHolds + b.bothDestroyed + b.attackerRetreats + b.stalemate;
    expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
  });
});

describe("issue 18: depth and reserved names before any work", () => {
  for (const path of ["/v1/adjudicate", "/v1/replay", "/v1/dice/verify", "/v1/odds", "/v1/legal-actions", "/graphql"]) {
    it(`10,000-deep nesting on ${path} is a 400, not "Maximum call stack size exceeded"`, async () => {
      const r = await call("POST", path, `{"state":{"pending":{"decision":${deepText(10_000)}}}}`);
      expect(r.status).toBe(400);
      expect(r.headers.get("content-type")).toMatch(/problem\+json/);
      expect(await r.text()).toMatch(/nests deeper than 32 levels/);
    });
  }

  it("extra fields in state.pending.decision are a 400 (strict objects)", async () => {
    const state = await newClassic();
    state.pending.decision = {
      kind: "retreat",
      power: "Russians",
      at: "Ukraine S.S.R.",
      battle: "land",
      rule: "RET-1",
      round: 1,
      to: [],
      aircraftStay: [],
      junk: deep(5),
    };
    const r = await json("POST", "/v1/adjudicate", { state, action: { type: "endPhase", power: "Russians" } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toMatch(/pending\.decision/);
  });

  it("an unknown field anywhere in a request is a 400 naming it, never silently dropped (strict objects everywhere)", async () => {
    const state = await newClassic();
    const cases: Array<[string, unknown, RegExp]> = [
      ["/v1/adjudicate", { state, action: { type: "endPhase", power: "Russians", colour: "red" } }, /colour/],
      ["/v1/adjudicate", { state: { ...state, notes: "x" }, action: { type: "endPhase", power: "Russians" } }, /notes/],
      ["/v1/validate", { state, action: { type: "endPhase", power: "Russians" }, verbose: true }, /verbose/],
      [
        "/v1/games/new",
        { ruleset: "classic", position: { territories: { Germany: { units: [{ owner: "Germans", type: "infantry", hp: 2 }] } } } },
        /hp/,
      ],
      ["/v1/odds", { kind: "land", attacker: { units: { infantry: 2 }, morale: 3 }, defender: { units: { infantry: 1 } } }, /morale/],
      ["/v1/legal-actions", { state, power: "Russians", depth: 2 }, /depth/],
    ];
    for (const [path, body, field] of cases) {
      const r = await json("POST", path, body);
      expect(r.status, path).toBe(400);
      expect(JSON.stringify(r.body), path).toMatch(field);
    }
  });

  it("__proto__ and constructor are unknown names (400): in the body, in odds powers, in GraphQL arguments", async () => {
    const state = await newClassic();
    const body = JSON.stringify({ state, action: { type: "purchase", power: "Russians", units: { infantry: 1 } } });
    const proto = await call("POST", "/v1/adjudicate", body.replace('"units":{', '"units":{"__proto__":{"x":1},'));
    expect(proto.status).toBe(400);
    expect(((await proto.json()) as { detail: string }).detail).toMatch(/unknown name "__proto__"/);
    for (const power of ["Martians", "constructor", "__proto__"]) {
      const r = await json("POST", "/v1/odds", {
        kind: "land",
        attacker: { power, units: { infantry: 1 } },
        defender: { units: { infantry: 1 } },
      });
      expect(r.status, power).toBe(400);
    }
    for (const power of ["__proto__", "constructor"]) {
      const gq = await json("POST", "/graphql", {
        query: `query($s: GameStateInput!) { legalActions(state: $s, power: "${power}") { power } }`,
        variables: { s: stateInput(state) },
      });
      expect(gq.body.errors?.[0]?.extensions?.code, power).toBe("BAD_USER_INPUT");
    }
  });
});

describe("issue 18: corrupted full states are a 400 naming the place", () => {
  const send = async (edit: (s: any) => void) => {
    const state = await newClassic();
    edit(state);
    return json("POST", "/v1/adjudicate", { state, action: { type: "endPhase", power: "Russians" } });
  };
  it("SEA-4: a battleship in Germany", async () => {
    const r = await send((s) => s.territories.Germany.units.push({ id: "u999", type: "battleship", owner: "Germans" }));
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/Germany/);
  });
  it("LAND-6, TRANS-1: infantry at sea without a transport", async () => {
    const r = await send((s) => s.territories["North Sea Zone"].units.push({ id: "u999", type: "infantry", owner: "British" }));
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/North Sea Zone/);
  });
  it("a pending battle at Atlantis, or with attacker Martians", async () => {
    const atlantis = await send((s) => s.pending.battles.push({ at: "Atlantis", kind: "land", attacker: "Russians" }));
    expect(atlantis.status).toBe(400);
    expect(atlantis.body.detail).toMatch(/Atlantis/);
    const martians = await send((s) => s.pending.battles.push({ at: "Ukraine S.S.R.", kind: "land", attacker: "Martians" }));
    expect(martians.status).toBe(400);
    expect(martians.body.detail).toMatch(/Martians/);
  });
  it('odds of a pending battle check the state like every endpoint: a unit of type " " is a 400, not a 500 (found by the fuzz suite)', async () => {
    const state = await newClassic();
    state.turn = { ...state.turn, phase: "combat" };
    state.territories["Finland Norway"].units.push({ id: "u999", type: " ", owner: "Germans" });
    state.territories["Finland Norway"].units.push({ id: "u998", type: "infantry", owner: "Russians", moved: 1, movedInCombat: true });
    state.pending.battles.push({
      at: "Finland Norway",
      kind: "land",
      attacker: "Russians",
      enteredFrom: ["Karelia S.S.R."],
      aaFire: [],
      round: 0,
    });
    const r = await json("POST", "/v1/odds", { state, at: "Finland Norway" });
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/Finland Norway/);
  });
});

describe("issue 18: GraphQL checks its arguments like REST and limits its queries", () => {
  it("hostedLog(limit: -5) and hostedLog(since: -1) are BAD_USER_INPUT, like REST's 400", async () => {
    const game = await hostGame();
    for (const arg of ["limit: -5", "limit: 0", "since: -1"]) {
      const r = await json("POST", "/graphql", { query: `{ hostedLog(id: "${game.id}", ${arg}) { version } }` });
      expect(r.body.errors?.[0]?.extensions?.code, arg).toBe("BAD_USER_INPUT");
    }
    const rest = await json("GET", `/v1/hosted/games/${game.id}/log?limit=-5`);
    expect(rest.status).toBe(400);
  });

  it("30 aliases of odds (11 s before) are refused before any resolver runs; nesting depth is limited", async () => {
    const fields = Array.from({ length: 30 }, (_, i) => `o${i}: odds(input: $i) { attackerWins }`).join(" ");
    const input = { kind: "land", attacker: { units: { infantry: 40 } }, defender: { units: { infantry: 40 } } };
    const r = await json("POST", "/graphql", {
      query: `query($i: OddsRequestInput!) { ${fields} }`,
      variables: { i: toGraphqlInput(OddsInput, input) },
    });
    expect(r.body.data ?? null).toBeNull();
    expect(JSON.stringify(r.body.errors)).toMatch(/graphql\.aliases/);
    expect(JSON.stringify(r.body.errors)).toMatch(/graphql\.cost/);
    const fine = await json("POST", "/graphql", { query: `{ ruleset(id: "classic") { territories { name } } }` });
    expect(fine.status).toBe(200);
    const nest = (n: number) => `${"ofType { ".repeat(n)}name${" }".repeat(n)}`;
    const tooDeep = await json("POST", "/graphql", { query: `{ __schema { types { fields { type { ${nest(14)} } } } } }` });
    expect(JSON.stringify(tooDeep.body.errors)).toMatch(/graphql\.depth/);
  });
});

describe("issue 18: a deployment without its dice secrets", () => {
  it("GraphQL's adjudicate without the secrets: SERVICE_UNAVAILABLE (503), as REST, not a masked internal error (inside workerd: one copy of graphql)", async () => {
    const { createApp } = await import("../../src/api/app.js");
    const { toGraphqlInput } = await import("../../src/api/graphql/types.js");
    const { GameState } = await import("../../src/rules/schema/state.js");
    const { Action } = await import("../../src/rules/schema/action.js");
    const app = createApp();
    const post = (path: string, body: unknown) => app.request(path, { method: "POST", body: JSON.stringify(body) }, {});
    // a battle to fight: the only step that needs the dice key
    const start: any = await (await post("/v1/games/new", { ruleset: "classic" })).json();
    let state = { ...start, turn: { ...start.turn, phase: "combatMove" } };
    for (const action of [
      { type: "move", power: "Russians", units: { infantry: 1 }, path: ["Karelia S.S.R.", "Finland Norway"] },
      { type: "endPhase", power: "Russians" },
    ])
      state = ((await (await post("/v1/adjudicate", { state, action })).json()) as any).state;
    const fight = { type: "resolveBattle", power: "Russians", at: "Finland Norway", policy: {} };
    expect((await post("/v1/adjudicate", { state, action: fight })).status).toBe(503);
    const gql = await post("/graphql", {
      query: "mutation($s: GameStateInput!, $a: ActionInput!) { adjudicate(state: $s, action: $a) { ok } }",
      variables: { s: toGraphqlInput(GameState, state), a: toGraphqlInput(Action, fight) },
    });
    const body = (await gql.json()) as { errors?: Array<{ extensions?: { code?: string; status?: number } }> };
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
  }, 60_000);
});
