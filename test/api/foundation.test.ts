// Issue 5 through the HTTP API, inside workerd: rule sets, new games, a first round, bad input.
import { describe, expect, it } from "vitest";
import { call, json, newClassic } from "./helpers.js";
import { actionInput, fromGraphql, selection, stateInput } from "./graphql-helpers.js";
import { GameState } from "../../src/rules/schema/state.js";

const PROBLEM = "application/problem+json";

describe("rule sets", () => {
  it("GET /v1/rulesets lists classic", async () => {
    const r = await json("GET", "/v1/rulesets");
    expect(r.status).toBe(200);
    expect(r.body.rulesets.map((x: any) => x.id)).toContain("classic");
  });

  it("GET /v1/rulesets/classic gives board, units and options with defaults and docs", async () => {
    const r = await json("GET", "/v1/rulesets/classic");
    expect(r.status).toBe(200);
    expect(r.body.board.territories).toHaveLength(128);
    expect(r.body.board.edges).toHaveLength(309);
    expect(r.body.units.find((u: any) => u.type === "battleship")).toMatchObject({ attack: 4, defense: 4, movement: 2, cost: 24 });
    expect(r.body.options.find((o: any) => o.key === "neutralCharge")).toMatchObject({ default: 3, rule: "OPT-12" });
  });

  it("an unknown rule set is a 404 problem", async () => {
    const r = await json("GET", "/v1/rulesets/risk");
    expect(r.status).toBe(404);
    expect(r.type).toBe(PROBLEM);
  });
});

describe("POST /v1/games/new", () => {
  it("returns the complete Classic start state (TURN-4)", async () => {
    const s = await newClassic();
    expect(s.turn).toEqual({ round: 1, power: "Russians", phase: "purchase" });
    expect(Object.keys(s.territories)).toHaveLength(128);
    expect(Object.values(s.territories).flatMap((t: any) => t.units)).toHaveLength(161);
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]: any) => [p, v.ipcs]))).toEqual({
      Russians: 24,
      Germans: 32,
      British: 30,
      Japanese: 25,
      Americans: 36,
    });
    expect(s.territories.Germany.owner).toBe("Germans");
    expect(s.territories.Spain.owner).toBeNull();
    expect(s.winner).toBeNull();
    expect(s.pending).toEqual({ battles: [], decision: null });
  });

  it("fills option defaults into the state and rejects an unknown option with 400", async () => {
    const s = await newClassic({ options: { neutralCharge: 4 } });
    expect(s.ruleset.options.neutralCharge).toBe(4);
    expect(s.ruleset.options.axisEconomicVictory).toBe(84);
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { fogOfWar: true } });
    expect(r.status).toBe(400);
    expect(r.type).toBe(PROBLEM);
    expect(r.body.errors[0].path).toBe("options.fogOfWar");
  });

  it("builds a position: round, power, phase, treasuries, techs, owners, units, cargo, fighters on carriers", async () => {
    const s = await newClassic({
      position: {
        round: 3,
        power: "Japanese",
        phase: "combatMove",
        ipcs: { Japanese: 17 },
        techs: { Japanese: ["superSubmarines"] },
        territories: {
          Manchuria: { owner: "Russians", units: [{ owner: "Russians", type: "infantry", count: 2 }] },
          "Japan Sea Zone": {
            units: [
              { owner: "Japanese", type: "transport", cargo: [{ owner: "Japanese", type: "infantry", count: 2 }] },
              { owner: "Japanese", type: "carrier" },
              { owner: "Japanese", type: "fighter", count: 2 },
            ],
          },
        },
      },
    });
    expect(s.turn).toEqual({ round: 3, power: "Japanese", phase: "combatMove" });
    expect(s.powers.Japanese.ipcs).toBe(17);
    expect(s.powers.Russians.ipcs).toBe(0);
    expect(s.powers.Japanese.techs).toEqual(["superSubmarines"]);
    expect(s.territories.Manchuria.owner).toBe("Russians");
    const sea = s.territories["Japan Sea Zone"].units;
    const transport = sea.find((u: any) => u.type === "transport");
    const carrier = sea.find((u: any) => u.type === "carrier");
    expect(sea.filter((u: any) => u.aboard === transport.id).map((u: any) => u.type)).toEqual(["infantry", "infantry"]);
    expect(sea.filter((u: any) => u.aboard === carrier.id).map((u: any) => u.type)).toEqual(["fighter", "fighter"]);
    expect(s.territories.Germany.units).toEqual([]); // places not named are empty
  });

  it("gives each transport of an entry with count > 1 the entry's cargo", async () => {
    const s = await newClassic({
      position: {
        power: "British",
        phase: "combatMove",
        territories: {
          "North Sea Zone": {
            units: [{ owner: "British", type: "transport", count: 2, cargo: [{ owner: "British", type: "infantry", count: 2 }] }],
          },
        },
      },
    });
    const sea = s.territories["North Sea Zone"].units;
    const transports = sea.filter((u: any) => u.type === "transport");
    expect(transports).toHaveLength(2);
    for (const t of transports) expect(sea.filter((u: any) => u.aboard === t.id).map((u: any) => u.type)).toEqual(["infantry", "infantry"]);
  });

  const impossible: Array<[string, object, string]> = [
    ["an unknown place", { territories: { Atlantis: { units: [] } } }, "Atlantis"],
    ["an unknown unit type", { territories: { Germany: { units: [{ owner: "Germans", type: "tiger" }] } } }, "Germany"],
    ["ships on land", { territories: { Germany: { units: [{ owner: "Germans", type: "battleship" }] } } }, "Germany"],
    [
      "land units at sea without a transport",
      { territories: { "North Sea Zone": { units: [{ owner: "British", type: "infantry" }] } } },
      "North Sea Zone",
    ],
    [
      "a transport over capacity",
      {
        territories: {
          "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "armour", count: 2 }] }] },
        },
      },
      "North Sea Zone",
    ],
    [
      "a carrier over capacity",
      {
        territories: {
          "North Sea Zone": {
            units: [
              { owner: "British", type: "carrier" },
              { owner: "British", type: "fighter", count: 3 },
            ],
          },
        },
      },
      "North Sea Zone",
    ],
    ["units of an unknown power", { territories: { Germany: { units: [{ owner: "Italians", type: "infantry" }] } } }, "Germany"],
  ];
  for (const [what, position, place] of impossible) {
    it(`rejects ${what} with a 400 naming ${place}`, async () => {
      const r = await json("POST", "/v1/games/new", { ruleset: "classic", position });
      expect(r.status).toBe(400);
      expect(r.type).toBe(PROBLEM);
      expect(r.body.errors.some((e: any) => e.path.includes(place))).toBe(true);
      expect(r.body.detail).toContain(place);
    });
  }
});

describe("a full first round of purchases and endPhase", () => {
  it("each power's IPCs at the end equal start − spent + income", async () => {
    let state = await newClassic();
    const buys: Record<string, Record<string, number>> = {
      Russians: { infantry: 3 },
      Germans: { armour: 2, infantry: 1 },
      British: { fighter: 1 },
      Japanese: { transport: 1 },
      Americans: { bomber: 1 },
    };
    const spent: Record<string, number> = { Russians: 9, Germans: 13, British: 12, Japanese: 8, Americans: 15 };
    const placeAt: Record<string, string> = {
      Russians: "Russia",
      Germans: "Germany",
      British: "United Kingdom",
      Japanese: "Japan",
      Americans: "East US",
    };
    const start = Object.fromEntries(Object.entries(state.powers).map(([p, v]: any) => [p, v.ipcs]));
    const incomes: Record<string, number> = {};
    for (const power of ["Russians", "Germans", "British", "Japanese", "Americans"]) {
      const act = async (action: object) => {
        const r = await json("POST", "/v1/adjudicate", { state, action, dice: { mode: "supplied", rolls: [] } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        state = r.body.state;
        return r.body;
      };
      await act({ type: "purchase", power, units: buys[power] });
      while (state.turn.phase !== "place") await act({ type: "endPhase", power });
      const placeUnits = { ...buys[power] };
      if (power === "Japanese") {
        delete placeUnits.transport;
        await act({ type: "place", power, at: "Japan Sea Zone", units: { transport: 1 } });
      }
      if (Object.keys(placeUnits).length) await act({ type: "place", power, at: placeAt[power], units: placeUnits });
      await act({ type: "endPhase", power }); // → collectIncome
      const done = await act({ type: "endPhase", power }); // income at the end of the turn (INC-1)
      incomes[power] = done.events.find((e: any) => e.type === "income").amount;
    }
    expect(state.turn).toEqual({ round: 2, power: "Russians", phase: "purchase" });
    expect(incomes).toEqual({ Russians: 24, Germans: 32, British: 30, Japanese: 25, Americans: 36 });
    for (const p of Object.keys(start)) expect(state.powers[p].ipcs, p).toBe(start[p] - spent[p]! + incomes[p]!);
  });
});

describe("bad input answers with problem+json and changes nothing", () => {
  const expectProblem = (r: { status: number; type: string | null; body: any }, status: number) => {
    expect(r.status).toBe(status);
    expect(r.type).toBe(PROBLEM);
    expect(r.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  };

  it("malformed JSON → 400", async () => {
    expectProblem(await json("POST", "/v1/adjudicate", '{"state": '), 400);
  });

  it("a wrong-typed field → 400 with its JSON path", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/adjudicate", {
      state: { ...state, turn: { ...state.turn, round: "one" } },
      action: { type: "endPhase", power: "Russians" },
    });
    expectProblem(r, 400);
    expect(r.body.errors.map((e: any) => e.path)).toContain("state.turn.round");
  });

  it("an unknown action type → 400 naming action.type", async () => {
    const r = await json("POST", "/v1/adjudicate", { state: await newClassic(), action: { type: "teleport", power: "Russians" } });
    expectProblem(r, 400);
    expect(r.body.errors.map((e: any) => e.path)).toContain("action.type");
  });

  it("a purchase over budget → 422 PURCH-2, state unchanged", async () => {
    const state = await newClassic();
    const before = JSON.stringify(state);
    const r = await json("POST", "/v1/adjudicate", {
      state,
      action: { type: "purchase", power: "Russians", units: { battleship: 1, infantry: 1 } },
    });
    expectProblem(r, 422);
    expect(r.body.violations.map((v: any) => v.rule)).toContain("PURCH-2");
    expect(JSON.stringify(state)).toBe(before);
  });

  it("a purchase by the wrong power → 422 TURN-3", async () => {
    const r = await json("POST", "/v1/adjudicate", {
      state: await newClassic(),
      action: { type: "purchase", power: "Germans", units: { infantry: 1 } },
    });
    expectProblem(r, 422);
    expect(r.body.violations.map((v: any) => v.rule)).toEqual(["TURN-3"]);
  });

  it("a body over the limit → 413", async () => {
    const big = JSON.stringify({ state: { padding: "x".repeat(600 * 1024) } });
    expectProblem(await json("POST", "/v1/adjudicate", big), 413);
  });

  it("validate applies nothing: 200 when legal, 422 with violations when not", async () => {
    const state = await newClassic();
    const ok = await json("POST", "/v1/validate", { state, action: { type: "purchase", power: "Russians", units: { infantry: 1 } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, violations: [] });
    const bad = await json("POST", "/v1/validate", { state, action: { type: "purchase", power: "Russians", units: { infantry: 100 } } });
    expectProblem(bad, 422);
    expect(bad.body.ok).toBe(false);
  });

  it("unknown paths → 404, wrong methods → 405 with Allow", async () => {
    expectProblem(await json("GET", "/v1/nothing"), 404);
    const res = await call("GET", "/v1/adjudicate");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("CORS is open for browser apps", async () => {
    const res = await call("OPTIONS", "/v1/rulesets", undefined, {
      origin: "https://board.example",
      "access-control-request-method": "POST",
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("OpenAPI, docs and GraphQL", () => {
  it("GET /openapi.json equals the committed openapi.json", async () => {
    const served = await json("GET", "/openapi.json");
    const committed = (await import("../../openapi.json")).default;
    expect(served.body).toEqual(JSON.parse(JSON.stringify(committed)));
  });

  it("GET /docs renders an interactive reference of /openapi.json", async () => {
    const res = await call("GET", "/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/openapi.json");
    expect(html.toLowerCase()).toContain("<html");
  });

  it("/graphql answers the same data as REST", async () => {
    const gql = await json("POST", "/graphql", {
      query: '{ ruleset(id: "classic") { territories { name ipc neighbours } } rulesets { id } }',
    });
    const rest = await json("GET", "/v1/rulesets/classic");
    expect(gql.body.data.ruleset.territories).toEqual(
      rest.body.board.territories.map((t: any) => ({ name: t.name, ipc: t.ipc, neighbours: t.neighbours })),
    );
    const state = await newClassic();
    const STATE = selection("GameState");
    const g = await json("POST", "/graphql", {
      query: `query($s: GameStateInput!, $a: ActionInput!, $d: DiceRequestInput) {
        adjudicate(state: $s, action: $a, dice: $d) { ok state ${STATE} violations { rule } }
        newGame(ruleset: classic) ${STATE}
      }`,
      variables: {
        s: stateInput(state),
        a: { purchase: { power: "Russians", units: [{ key: "infantry", value: 2 }] } },
        d: { supplied: { rolls: [] } },
      },
    });
    const r = await json("POST", "/v1/adjudicate", {
      state,
      action: { type: "purchase", power: "Russians", units: { infantry: 2 } },
      dice: { mode: "supplied", rolls: [] },
    });
    expect(fromGraphql(GameState, g.body.data.adjudicate.state)).toEqual(r.body.state);
    expect(fromGraphql(GameState, g.body.data.newGame)).toEqual(state);
    const bad = await json("POST", "/graphql", {
      query: "query($s: GameStateInput!, $a: ActionInput!) { validate(state: $s, action: $a) { ok violations { rule } } }",
      variables: { s: stateInput(state), a: actionInput({ type: "purchase", power: "Germans", units: {} }) },
    });
    expect(bad.body.data.validate).toEqual({ ok: false, violations: [{ rule: "TURN-3" }] });
  });
});
