// Issue 18: fuzz every endpoint (REST and GraphQL) from valid requests: each request is a valid one with
// 1–3 random mutations (values replaced by hostile ones, keys removed or added, arrays grown, deep nesting,
// reserved names). The Worker must never answer 5xx, and every 422's violations cite their own game's catalogue
// (issue 31 item 3: an href to an entry of that rule set's listing, no option the game lacks). `npm test` sends 2,000 requests (500 per endpoint group);
// FUZZ_RUNS=N sends N per group instead (CI sends 4,000; 20,000 take about a minute):
//   FUZZ_RUNS=5000 npx vitest run --project api test/api/reliability-fuzz.test.ts
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { call, json } from "./helpers.js";
import { auth, hostGame } from "./hosted-helpers.js";
import { actionInput, positionInput, stateInput, toGraphqlInput } from "./graphql-helpers.js";
import { OddsInput } from "../../src/analysis/odds/index.js";
import { type Cited, miscited } from "../support/citations.js";

const RUNS = inject("fuzzRuns") || 0;
const PER_GROUP = RUNS > 0 ? RUNS : 500;

type Json = unknown;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Every [container, key] of a JSON value (the root's own slot excluded). */
function slots(v: Json, out: Array<[Record<string, unknown> | unknown[], string | number]> = []): typeof out {
  if (Array.isArray(v))
    v.forEach((x, i) => {
      out.push([v, i]);
      slots(x, out);
    });
  else if (v && typeof v === "object")
    for (const k of Object.keys(v)) {
      out.push([v as Record<string, unknown>, k]);
      slots((v as Record<string, unknown>)[k], out);
    }
  return out;
}

const deep = (n: number): Json => {
  let v: Json = 0;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};
const hostile = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    -1,
    1e9,
    -1e9,
    1e308,
    -0,
    0.5,
    2 ** 53,
    "",
    "__proto__",
    "constructor",
    "Martians",
    "Atlantis",
    "x".repeat(5000),
    [],
    {},
    [[[[]]]],
    { a: { b: { c: {} } } },
  ),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.string({ maxLength: 20 }),
  fc.integer({ min: 20, max: 200 }).map(deep),
  fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 50 }),
);
const mutation = fc.record({ slot: fc.nat(), kind: fc.constantFrom("replace", "delete", "addKey", "grow", "protoKey"), value: hostile });
type Mutation = { slot: number; kind: string; value: Json };

function mutate(base: Json, muts: Mutation[]): Json {
  const v = clone(base);
  for (const m of muts) {
    const all = slots(v);
    if (!all.length) break;
    const [parent, key] = all[m.slot % all.length]!;
    const p = parent as Record<string | number, unknown>;
    // a fresh copy each time: fast-check hands out the same constant object to many runs, and a later
    // "grow" would otherwise push a value into itself (a cyclic body that only the test would choke on)
    if (m.kind === "replace") p[key] = clone(m.value);
    else if (m.kind === "delete") {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete p[key];
    } else if (m.kind === "grow" && Array.isArray(p[key])) (p[key] as unknown[]).push(...Array.from({ length: 50 }, () => clone(m.value)));
    else if (m.kind === "protoKey" && p[key] && typeof p[key] === "object" && !Array.isArray(p[key]))
      (p[key] as Record<string, unknown>)["constructor"] = clone(m.value);
    else if (p[key] && typeof p[key] === "object" && !Array.isArray(p[key]))
      (p[key] as Record<string, unknown>)[`extra${m.slot % 7}`] = clone(m.value);
  }
  return v;
}

/** The rule set a 422 speaks for: its href's, else the state's in the request body. */
function rulesetOf(v: Cited, body: string): string {
  const fromHref = /^\/v1\/rulesets\/([^/]+)\/rules\//.exec(v.href ?? "")?.[1];
  if (fromHref) return fromHref;
  try {
    return String((JSON.parse(body) as { state?: { ruleset?: { id?: unknown } } }).state?.ruleset?.id);
  } catch {
    return "unknown";
  }
}

/** Sends base requests mutated `n` times; every answer must be below 500, every 422 cite its own catalogue. */
type Base = { method?: string; path: string | (() => string); body: Json; headers?: () => Record<string, string> };
async function fuzz(name: string, n: number, bases: Base[]): Promise<number> {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.boolean(), async (pick, muts, proto) => {
      const base = bases[pick % bases.length]!;
      let body = JSON.stringify(mutate(base.body, muts));
      if (proto) body = body.replace(/\{"/, '{"__proto__":{"x":1},"'); // a reserved key, as raw JSON
      let path = typeof base.path === "string" ? base.path : base.path();
      const get = base.method === "GET";
      if (get) {
        // a GET's "body" is its query: the mutated values go into the URL
        const query = mutate(base.body, muts) as Record<string, unknown>;
        path +=
          "?" +
          Object.entries(query ?? {})
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`)
            .join("&");
        body = "";
      }
      const res = await call(base.method ?? "POST", path, get ? undefined : body, base.headers?.() ?? {});
      const text = await res.text();
      sent++;
      expect(res.status, `${name} ${path} → ${res.status}: ${text.slice(0, 300)}\nbody: ${body.slice(0, 300)}`).toBeLessThan(500);
      if (res.status === 422) {
        const violations = (JSON.parse(text) as { violations?: Cited[] }).violations ?? [];
        for (const v of violations) expect(miscited(rulesetOf(v, body), [v]), `${name} ${path}: ${text.slice(0, 300)}`).toEqual([]);
      }
    }),
    { numRuns: n },
  );
  return sent;
}

let total = 0;

describe("issue 18: fuzz of every endpoint from valid requests — never a 5xx", () => {
  it("stateless referee: games/new, validate, adjudicate, legal-actions", async () => {
    const small = (
      await json("POST", "/v1/games/new", {
        ruleset: "classic",
        position: {
          power: "Germans",
          phase: "combatMove",
          territories: {
            Germany: {
              units: [
                { owner: "Germans", type: "infantry", count: 3 },
                { owner: "Germans", type: "armour" },
              ],
            },
            "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
          },
        },
      })
    ).body;
    const simple = (
      await json("POST", "/v1/games/new", {
        ruleset: "simplified",
        position: { territories: { Germany: { units: [{ owner: "Germans", type: "infantry", count: 2 }] } } },
      })
    ).body;
    const europe = (await json("POST", "/v1/games/new", { ruleset: "europe" })).body;
    const move = { type: "move", power: "Germans", units: { infantry: 2 }, path: ["Germany", "East Europe"] };
    total += await fuzz("referee", PER_GROUP, [
      {
        path: "/v1/games/new",
        body: {
          ruleset: "classic",
          options: { heavyBomberDice: 2, neutralCharge: 3 },
          position: {
            round: 2,
            ipcs: { Germans: 10 },
            territories: {
              Germany: { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
              "Baltic Sea Zone": {
                units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry", count: 2 }] }],
              },
            },
          },
        },
      },
      { path: "/v1/games/new", body: { ruleset: "simplified", options: { startingMoney: "zero" } } },
      { path: "/v1/validate", body: { state: small, action: move } },
      { path: "/v1/adjudicate", body: { state: small, action: move, dice: { mode: "supplied", rolls: [1, 2, 3] } } },
      { path: "/v1/adjudicate", body: { state: small, action: { type: "purchase", power: "Germans", units: { infantry: 2 } } } },
      { path: "/v1/adjudicate", body: { state: simple, action: { type: "endPhase", power: simple.turn.power } } },
      { path: "/v1/legal-actions", body: { state: small, power: "Germans" } },
      { path: "/v1/games/new", body: { ruleset: "europe" } },
      { path: "/v1/games/new", body: { ruleset: "classic", options: { enhancedRealism: true } } },
      { path: "/v1/adjudicate", body: { state: europe, action: { type: "endPhase", power: europe.turn.power } } },
      { path: "/v1/legal-actions", body: { state: europe, power: europe.turn.power } },
    ]);
  }, 600_000);

  it("odds, dice, replay", async () => {
    const standard = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    const ruled = (
      await json("POST", "/v1/adjudicate", {
        state: { ...standard, turn: { ...standard.turn, phase: "combatMove" } },
        action: { type: "move", power: "Russians", units: { infantry: 1 }, path: ["Karelia S.S.R.", "Finland Norway"] },
      })
    ).body;
    const battleState = (await json("POST", "/v1/adjudicate", { state: ruled.state, action: { type: "endPhase", power: "Russians" } })).body
      .state;
    const fought = (
      await json("POST", "/v1/adjudicate", {
        state: battleState,
        action: { type: "resolveBattle", power: "Russians", at: "Finland Norway", policy: {} },
      })
    ).body;
    total += await fuzz("odds/dice/replay", PER_GROUP, [
      {
        path: "/v1/odds",
        body: {
          kind: "land",
          attacker: { units: { infantry: 3, armour: 2, fighter: 1 }, techs: ["jetPower"] },
          defender: { units: { infantry: 4 } },
          policy: { retreat: { afterRound: 2, whenAttackersAtMost: 2 } },
          top: 5,
        },
      },
      {
        path: "/v1/odds",
        body: {
          kind: "sea",
          method: "simulate",
          runs: 50,
          seed: 3,
          attacker: { units: { submarine: 2, fighter: 1 } },
          defender: { units: { carrier: 1 } },
        },
      },
      { path: "/v1/odds", body: { state: battleState, at: "Finland Norway" } },
      {
        path: "/v1/dice/verify",
        body: {
          receipt: fought.dice,
          state: battleState,
          action: { type: "resolveBattle", power: "Russians", at: "Finland Norway", policy: {} },
        },
      },
      {
        path: "/v1/replay",
        body: {
          ruleset: "classic",
          actions: [
            { type: "endPhase", power: "Russians" },
            { type: "endPhase", power: "Russians" },
          ],
          dice: { mode: "supplied", rolls: [1, 2] },
        },
      },
      {
        path: "/v1/replay",
        body: {
          state: battleState,
          actions: [{ action: { type: "resolveBattle", power: "Russians", at: "Finland Norway", policy: {} }, dice: fought.dice }],
        },
      },
    ]);
  }, 600_000);

  it("GraphQL: every query and the mutation", async () => {
    const standard = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    const game = await hostGame();
    const s = stateInput(standard);
    const q = (query: string, variables: Json = {}) => ({ path: "/graphql", body: { query, variables } });
    total += await fuzz("graphql", PER_GROUP, [
      q('{ rulesets { id } ruleset(id: "classic") { territory(name: "Germany") { ipc } options { key } } dicePublicKey { kid } }'),
      q("query($p: PositionInput) { newGame(ruleset: classic, position: $p) { turn { round } } }", {
        p: positionInput({ territories: { Germany: { units: [{ owner: "Germans", type: "infantry" }] } } }),
      }),
      q("query($s: GameStateInput!, $a: ActionInput!) { validate(state: $s, action: $a) { ok violations { rule } } }", {
        s,
        a: actionInput({ type: "purchase", power: "Russians", units: { infantry: 1 } }),
      }),
      q("mutation($s: GameStateInput!, $a: ActionInput!) { adjudicate(state: $s, action: $a) { ok } }", {
        s,
        a: actionInput({ type: "endPhase", power: "Russians" }),
      }),
      q('query($s: GameStateInput!) { legalActions(state: $s, power: "Russians", units: ["u1"]) { power actions } }', { s }),
      q("query($i: OddsRequestInput!) { odds(input: $i) { attackerWins } }", {
        i: toGraphqlInput(OddsInput, { kind: "land", attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2 } } }),
      }),
      q("query($r: JSON!) { replay(record: $r, to: 1) { ok } }", { r: { actions: [{ type: "endPhase", power: "Russians" }] } }),
      q(
        `query($l: Int) { hostedGame(id: "${game.id}") { version } hostedLog(id: "${game.id}", limit: $l) { version } hostedReport(id: "${game.id}") }`,
        {
          l: 5,
        },
      ),
    ]);
  }, 600_000);

  it("hosted games: create, act, undo, concede, reads", async () => {
    const game = await hostGame();
    const admin = () => auth(game.tokens.admin!);
    const russians = () => auth(game.tokens.Russians!);
    total += await fuzz("hosted", PER_GROUP, [
      {
        path: "/v1/hosted/games",
        body: { ruleset: "classic", title: "fuzz", private: true, allowSuppliedDice: true, options: { neutralCharge: 4 } },
      },
      { path: "/v1/hosted/games", body: { ruleset: "europe", title: "fuzz" } },
      {
        path: "/v1/hosted/games",
        body: {
          ruleset: "simplified",
          position: { territories: { Germany: { units: [{ owner: "Germans", type: "infantry", count: 2 }] } } },
        },
      },
      {
        path: `/v1/hosted/games/${game.id}/actions`,
        body: { action: { type: "purchase", power: "Russians", units: { infantry: 1 } }, expectedVersion: 0 },
        headers: russians,
      },
      {
        path: `/v1/hosted/games/${game.id}/actions`,
        body: { action: { type: "endPhase", power: "Russians" }, expectedVersion: 0, dice: { mode: "supplied", rolls: [1] } },
        headers: admin,
      },
      { path: `/v1/hosted/games/${game.id}/undo`, body: { expectedVersion: 0 }, headers: admin },
      { path: `/v1/hosted/games/${game.id}/concede`, body: { power: "Russians", expectedVersion: 5 }, headers: russians },
      { method: "GET", path: () => `/v1/hosted/games/${game.id}/log`, body: { since: 0, limit: 3 } },
      { method: "GET", path: () => `/v1/hosted/games/${game.id}/report`, body: { format: "bbcode", since: 1 } },
      { method: "GET", path: () => `/v1/hosted/games/${game.id}/record`, body: {} },
    ]);
  }, 600_000);

  it("sent every request it was asked to (4 × 500, or 4 × FUZZ_RUNS)", () => {
    expect(total).toBeGreaterThanOrEqual(4 * PER_GROUP);
  });
});
