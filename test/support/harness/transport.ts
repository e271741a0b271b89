// How the random-game harness reaches the referee: in-process over the service façade (the shells' one entry point,
// with its state checks), or over HTTP against the Worker. Both answer in the same shape: a value, the 400's
// problems, or the 422's violations. States come back as JSON either way, so a game plays the same on both.
import type { Action, GameEvent, GameState } from "../../../src/rulesets/index.js";
import type { DiceReceipt } from "../../../src/rules/schema/dice.js";
import type { RecordedGame } from "../../../src/replay/format.js";
import type { LegalActions } from "../../../src/service/referee.js";
import { adjudicateAction, legalActions, newGame, validateAction } from "../../../src/service/referee.js";
import { checkState } from "../../../src/service/state-check.js";
import { replay } from "../../../src/replay/replay.js";

export interface Problem {
  path: string;
  message: string;
}
export interface Refusal {
  rule: string;
  message: string;
  path?: string;
}
/** A referee answer: the value (200), malformed input (400: problems) or an illegal action (422: violations). */
export type Answer<T> = { kind: "ok"; value: T } | { kind: "badInput"; problems: Problem[] } | { kind: "illegal"; violations: Refusal[] };

export interface Ruling {
  state: GameState;
  events: GameEvent[];
  dice: DiceReceipt;
}
export interface Replayed {
  ok: boolean;
  stateHash?: string;
  /** the failed step, when `ok` is false */
  failure?: unknown;
}

export interface Transport {
  readonly name: string;
  /** the referee rolls (a hosted game's seeded dice): `rolls` are ignored, the receipt's log says what was rolled */
  readonly serverDice?: boolean;
  /** the game's own record (a hosted game's export): replayed at the end instead of the harness's */
  record?(): Promise<RecordedGame>;
  newGame(ruleset: string, options: Record<string, unknown>): Promise<Answer<GameState>>;
  /** applies the action with these supplied rolls (COMB-5 order); the receipt's `unused` says what was left */
  adjudicate(state: GameState, action: Action, rolls: readonly number[]): Promise<Answer<Ruling>>;
  validate(state: GameState, action: Action): Promise<Answer<true>>;
  legalActions(state: GameState, power: string, units?: readonly string[]): Promise<Answer<LegalActions>>;
  replay(record: RecordedGame): Promise<Answer<Replayed>>;
}

const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The service façade in this process (the default: unit tests, the soak script). */
export const inProcess: Transport = {
  name: "in-process",
  async newGame(ruleset, options) {
    const r = newGame({ ruleset, options });
    return r.kind === "ok" ? { kind: "ok", value: wire(r.value) } : r;
  },
  async adjudicate(state, action, rolls) {
    const r = await adjudicateAction(state, action, { mode: "supplied", rolls: [...rolls] }, {});
    return r.kind === "ok" ? { kind: "ok", value: wire({ state: r.value.state, events: r.value.events, dice: r.value.dice }) } : r;
  },
  async validate(state, action) {
    const r = validateAction(state, action);
    return r.kind === "ok" ? { kind: "ok", value: true } : r;
  },
  async legalActions(state, power, units) {
    // as POST /v1/legal-actions: the state checks first (the budget is the HTTP shell's concern)
    const { problems } = checkState(state);
    if (problems.length) return { kind: "badInput", problems };
    return { kind: "ok", value: wire(legalActions(state, power, units)) };
  },
  async replay(record) {
    const r = await replay(record);
    if (r.kind !== "ok") return r;
    return { kind: "ok", value: r.value.ok ? { ok: true, stateHash: r.value.stateHash } : { ok: false, failure: r.value.failedStep } };
  },
};

type Fetch = (request: Request) => Promise<Response>;

/** A JSON request whose answer is a value (200/201), the 400's problems or the 422's violations; anything else throws. */
function requester(fetch: Fetch, base: string) {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const res = await fetch(
      new Request(base + path, {
        method,
        headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    );
    const text = await res.text();
    const json = text ? JSON.parse(text) : undefined;
    if (res.status === 200 || res.status === 201) return { kind: "ok", value: json as T };
    if (res.status === 400) return { kind: "badInput", problems: json?.problems ?? [{ path: "", message: text }] };
    if (res.status === 422) return { kind: "illegal", violations: json?.violations ?? [] };
    throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 400)}`);
  };
}

/** The Worker over HTTP: `fetch` sends a Request (e.g. the Worker's own fetch handler with the test's bindings). */
export function overHttp(fetch: Fetch, base = "http://referee.test"): Transport {
  const request = requester(fetch, base);
  const post = <T>(path: string, body: unknown) => request<T>("POST", path, body);
  return {
    name: "http",
    newGame: (ruleset, options) => post("/v1/games/new", { ruleset, options }),
    async adjudicate(state, action, rolls) {
      const r = await post<Ruling & { ok: true }>("/v1/adjudicate", { state, action, dice: { mode: "supplied", rolls } });
      return r.kind === "ok" ? { kind: "ok", value: { state: r.value.state, events: r.value.events, dice: r.value.dice } } : r;
    },
    async validate(state, action) {
      const r = await post("/v1/validate", { state, action });
      return r.kind === "ok" ? { kind: "ok", value: true } : r;
    },
    legalActions: (state, power, units) => post("/v1/legal-actions", { state, power, ...(units ? { units } : {}) }),
    async replay(record) {
      const r = await post<{ ok: boolean; stateHash?: string; failedStep?: unknown }>("/v1/replay", record);
      if (r.kind !== "ok") return r;
      return { kind: "ok", value: r.value.ok ? { ok: true, stateHash: r.value.stateHash } : { ok: false, failure: r.value.failedStep } };
    },
  };
}

/**
 * A hosted game over HTTP (one game per transport: call it afresh for each game): the game is created with
 * POST /v1/hosted/games, every action goes to /v1/hosted/games/{id}/actions with the acting power's own token at the
 * game's version, and the server rolls its seeded dice. Validation, legal-actions and replay use the stateless
 * endpoints; the record replayed at the end is the hosted game's export (GET …/record, its receipts signed).
 */
export function hosted(fetch: Fetch, base = "http://referee.test"): Transport & { readonly id: () => string } {
  const request = requester(fetch, base);
  const stateless = overHttp(fetch, base);
  let game: { id: string; version: number; tokens: Record<string, string> } | undefined;
  const auth = (power: string) => ({ authorization: `Bearer ${game!.tokens[power] ?? game!.tokens.admin}` });
  return {
    ...stateless,
    name: "hosted",
    serverDice: true,
    id: () => game!.id,
    async newGame(ruleset, options) {
      const made = await request<{ id: string; version: number; tokens: Record<string, string> }>("POST", "/v1/hosted/games", {
        ruleset,
        ...(Object.keys(options).length ? { options } : {}),
      });
      if (made.kind !== "ok") return made;
      game = made.value;
      const view = await request<{ state: GameState; version: number }>("GET", `/v1/hosted/games/${game.id}`);
      return view.kind === "ok" ? { kind: "ok", value: view.value.state } : view;
    },
    async adjudicate(_state, action) {
      const r = await request<Ruling & { version: number }>(
        "POST",
        `/v1/hosted/games/${game!.id}/actions`,
        { action, expectedVersion: game!.version },
        auth(action.power),
      );
      if (r.kind !== "ok") return r;
      game!.version = r.value.version;
      return { kind: "ok", value: { state: r.value.state, events: r.value.events, dice: r.value.dice } };
    },
    async record() {
      const r = await request<RecordedGame>("GET", `/v1/hosted/games/${game!.id}/record`);
      if (r.kind !== "ok") throw new Error(`the hosted game's record: ${JSON.stringify(r)}`);
      return r.value;
    },
  };
}
