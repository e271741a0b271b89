// Issue 31, item 5: answers that make nobody guess — plain words with the field's path, the valid names
// nearest an unknown one (wire names stay exact and case-sensitive: only the error suggests), a root that
// points to /docs, states checked as positions are, odds only between enemies.
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, newClassic } from "./helpers.js";
import { actionInput, stateInput } from "./graphql-helpers.js";
import { listRulesets } from "../../src/rulesets/index.js";

beforeAll(() => json("GET", "/v1/rulesets/classic"), 120_000); // the first request starts the Worker: slow on a busy machine

const texts = (r: { body: { errors?: { path: string; message: string }[]; detail?: string } }) =>
  JSON.stringify(r.body.errors ?? r.body.detail);

describe("400s in words a user understands, still with the field's path", () => {
  it("a missing field: `required but missing (expected an object)` at its path, never zod's `Invalid input`", async () => {
    const r = await json("POST", "/v1/adjudicate", {});
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: "state", message: "required but missing (expected an object)" },
      { path: "action", message: "required but missing (expected an object)" },
    ]);
    expect(r.body.detail).not.toMatch(/Invalid input|received undefined/);
  });

  it("a field of the wrong type names the type in words (no `expected record`) and what was sent", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/adjudicate", { state: { ...state, powers: 3 }, action: { type: "endPhase", power: "Russians" } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: "state.powers", message: "expected an object of name → value pairs, got 3" }]);
    expect(texts(r)).not.toMatch(/expected record/);
  });

  it("an unknown action type lists nothing of zod's and suggests the nearest (purchse → purchase)", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/adjudicate", { state, action: { type: "purchse", power: "Russians" } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe("action.type");
    expect(r.body.errors[0].message).toMatch(/^"purchse" is not one of .*Did you mean "purchase"\?$/);
  });

  it("out-of-range numbers and unknown fields read as sentences", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/adjudicate", {
      state,
      action: { type: "purchase", power: "Russians", units: { infantry: -1 }, colour: "red" },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { path: "action.units.infantry", message: "must be at least 0, got -1" },
        { path: "action", message: 'unknown field "colour" (not accepted here; check the spelling)' },
      ]),
    );
  });

  it("GraphQL arguments are worded alike (BAD_USER_INPUT with the path)", async () => {
    const state = await newClassic();
    const r = await json("POST", "/graphql", {
      query: "query($s: GameStateInput!, $a: ActionInput!) { validate(state: $s, action: $a) { ok } }",
      variables: { s: stateInput(state), a: actionInput({ type: "purchase", power: "Russians", units: { infantry: -1 } }) },
    });
    expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(r.body.errors[0].message).toBe("action.units.infantry: must be at least 0, got -1");
  });
});

describe("unknown names: the valid ones nearest, up to three", () => {
  it("POST /v1/games/new with an unknown rule set lists the valid ones", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "revised" });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe("ruleset");
    for (const rs of listRulesets()) expect(r.body.errors[0].message).toContain(rs.id);
    const typo = await json("POST", "/v1/games/new", { ruleset: "europe_pacific" });
    expect(typo.body.errors[0].message).toContain('Did you mean "europe-pacific"?');
  });

  it("OPT-GEN-1: option lowluck suggests lowLuck, and lowluck stays refused (wire names are case-sensitive)", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { lowluck: true } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ path: "options.lowluck" });
    expect(r.body.errors[0].message).toMatch(/unknown option "lowluck".*Did you mean "lowLuck"\?/);
  });

  it("an unknown place in a position suggests the place (Ukraine → Ukraine S.S.R.)", async () => {
    const r = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      position: { round: 1, territories: { Ukraine: { owner: "Russians", units: [] } } },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe("position.territories.Ukraine");
    expect(r.body.errors[0].message).toMatch(/unknown place "Ukraine".*Did you mean "Ukraine S\.S\.R\."\?/);
  });

  it("MOVE-1: an unknown space in a move suggests the nearest (Karelai → Karelia S.S.R.), and the move is refused", async () => {
    const state = await newClassic();
    state.turn.phase = "combatMove";
    const id = state.territories["Karelia S.S.R."].units.find((u: { type: string }) => u.type === "infantry").id;
    const r = await json("POST", "/v1/adjudicate", {
      state,
      action: { type: "move", power: "Russians", units: [id], path: ["Karelai", "Archangel"] },
    });
    expect(r.status).toBe(422);
    const v = r.body.violations.find((x: { path?: string }) => x.path === "action.path[0]");
    expect(v.rule).toBe("MOVE-1");
    expect(v.message).toMatch(/unknown space "Karelai".*Did you mean "Karelia S\.S\.R\."/);
  });

  it("PURCH-1 and TURN-1: unknown unit and power names suggest the right ones, case-sensitively refused", async () => {
    const state = await newClassic();
    const unit = await json("POST", "/v1/adjudicate", { state, action: { type: "purchase", power: "Russians", units: { Infantry: 1 } } });
    expect(unit.status).toBe(422);
    expect(unit.body.violations[0]).toMatchObject({ rule: "PURCH-1", path: "action.units.Infantry" });
    expect(unit.body.violations[0].message).toContain('Did you mean "infantry"?');
    const power = await json("POST", "/v1/adjudicate", { state, action: { type: "purchase", power: "Russian", units: { infantry: 1 } } });
    expect(power.status).toBe(422);
    expect(power.body.violations[0]).toMatchObject({ rule: "TURN-1", path: "action.power" });
    expect(power.body.violations[0].message).toContain('Did you mean "Russians"?');
  });

  it("an unknown place or unit type in a state suggests the valid one", async () => {
    const state = await newClassic();
    state.territories["ukraine s.s.r."] = state.territories["Ukraine S.S.R."];
    delete state.territories["Ukraine S.S.R."];
    const r = await json("POST", "/v1/legal-actions", { state });
    expect(r.status).toBe(400);
    const unknown = r.body.errors.find((e: { path: string }) => e.path === "state.territories.ukraine s.s.r.");
    expect(unknown.message).toContain('Did you mean "Ukraine S.S.R."?');
  });
});

describe("where to start", () => {
  it("GET / with a browser's Accept redirects to /docs (302)", async () => {
    const r = await call("GET", "/", undefined, { accept: "text/html,application/xhtml+xml" });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/docs");
  });

  it("GET / for a program: a small JSON index pointing to /docs, /openapi.json and /graphql", async () => {
    const r = await json("GET", "/");
    expect(r.status).toBe(200);
    expect(r.body.links).toMatchObject({ docs: "/docs", openapi: "/openapi.json", graphql: "/graphql" });
  });

  it("openapi.json's first server is `/`, so /docs `Try it` calls the origin serving the page", async () => {
    const r = await json("GET", "/openapi.json");
    expect(r.body.servers[0].url).toBe("/");
  });

  it("the /docs intro (the OpenAPI description) names all five rule sets", async () => {
    const r = await json("GET", "/openapi.json");
    for (const rs of listRulesets()) expect(r.body.info.description).toContain(`\`${rs.id}\``);
    expect(r.body.info.description).not.toMatch(/Allies Classic \(2nd edition\)\. Send/);
  });
});

describe("a Classic state in round 0 is refused as a position in round 0 is (no opening round)", () => {
  const round0 = async () => {
    const state = await newClassic();
    state.turn.round = 0;
    return state;
  };
  const expectRound0 = (r: { status: number; body: { errors: { path: string; message: string }[] } }, path = "state.turn.round") => {
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ path, message: "classic has no opening round: rounds start at 1" });
  };

  it("the position form: refused (the reference behaviour)", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", position: { round: 0, territories: {} } });
    expectRound0(r, "position.round");
  });

  it("adjudicate, legal-actions and replay refuse it", async () => {
    const state = await round0();
    expectRound0(await json("POST", "/v1/adjudicate", { state, action: { type: "endPhase", power: "Russians" } }));
    expectRound0(await json("POST", "/v1/legal-actions", { state }));
    const replay = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: state,
      steps: [],
    });
    expectRound0(replay, "initial.turn.round");
  });

  it("GraphQL validate refuses it (BAD_USER_INPUT)", async () => {
    const state = await round0();
    const r = await json("POST", "/graphql", {
      query: "query($s: GameStateInput!, $a: ActionInput!) { validate(state: $s, action: $a) { ok } }",
      variables: { s: stateInput(state), a: actionInput({ type: "endPhase", power: "Russians" }) },
    });
    expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(r.body.errors[0].message).toContain("state.turn.round: classic has no opening round");
  });

  // pacific has no opening round (its openingRound is empty): only europe and the linked game have a round 0
  it.each(["europe", "europe-pacific"])("EUR-ECON-3: %s starts in round 0 and keeps it", async (ruleset) => {
    const state = (await json("POST", "/v1/games/new", { ruleset })).body;
    expect(state.turn.round).toBe(0);
    const r = await json("POST", "/v1/legal-actions", { state });
    expect(r.status).toBe(200);
  });
});

describe("POST /v1/odds: the sides must be enemies", () => {
  const battle = (attacker: string, defender: string) => ({
    ruleset: "classic",
    kind: "land",
    attacker: { power: attacker, units: { infantry: 3 } },
    defender: { power: defender, units: { infantry: 2 } },
  });

  it.each(["exact", "simulate"])("the same power on both sides is a 400 (%s)", async (method) => {
    const r = await json("POST", "/v1/odds", { ...battle("Germans", "Germans"), method, runs: 10 });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ path: "defender.power" });
    expect(r.body.errors[0].message).toMatch(/must be enemies/);
  });

  it("two allies are a 400; enemies get their odds", async () => {
    const allies = await json("POST", "/v1/odds", battle("Germans", "Japanese"));
    expect(allies.status).toBe(400);
    expect(allies.body.errors[0].message).toMatch(/Germans and Japanese are allies: .*must be enemies/);
    expect((await json("POST", "/v1/odds", battle("Germans", "Russians"))).status).toBe(200);
  });
});
