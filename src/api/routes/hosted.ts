// Hosted games under /v1/hosted (docs/hosted.md): one Durable Object per game holds the state and the
// event log; these routes check the input, find the game and map its answers to HTTP.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { recordToScore } from "../../replay/score.js";
import { HOSTED_TOKEN_SCHEME, PUBLIC, TOKEN, TOKEN_IF_PRIVATE } from "../security.js";
import { EXAMPLES } from "../examples.js";
import type { App } from "../env.js";
import { GameState, Next } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceReceipt, DiceRequest } from "../../rules/schema/dice.js";
import { GameEvent } from "../../rules/schema/ruling.js";
import { Position } from "../../rules/schema/position.js";
import { RecordedGame } from "../../replay/format.js";
import { newGame } from "../../service/referee.js";
import { type ProblemDetails, badInput, illegal, problemContent, problemResponse } from "../problem.js";
import { errorResponses } from "./referee.js";
import { gameStub, HostedUnavailable, newGameStub } from "../../hosted/client.js";
import { LIMITS, type Failure, type HostedGameRpc, type Result } from "../../hosted/protocol.js";
import { bearerToken } from "../../hosted/tokens.js";
import { renderReport, SUPPLIED_DICE_NOTE } from "../../hosted/report.js";
import { toRecordedGame, withDiceHeader } from "../../hosted/record.js";

export const r401 = {
  401: { description: "no token, or a token that is not one of this game's (private games: also for reads)", content: problemContent },
};
export const r403 = {
  403: { description: "the token's power is not the one due to act, or the request needs the admin token", content: problemContent },
};
export const r404 = { 404: { description: "no hosted game with this id", content: problemContent } };
export const r409 = {
  409: {
    description: "stale expectedVersion (nothing was applied; `currentVersion` says where the game is), or nothing to undo",
    content: problemContent,
  },
};
export const r422 = {
  422: {
    description: "the action breaks the rules (nothing stored), or an Idempotency-Key reused for a different request",
    content: problemContent,
  },
};

/**
 * Every status a game's answer may fail with (protocol.ts Failure), declared on each hosted route so the handlers'
 * types check against them; a route's own descriptions (r401, r403, …) spread after these replace the generic ones.
 */
export const hostedFailures = {
  ...errorResponses,
  401: { description: "no token, or a token that is not one of this game's", content: problemContent },
  403: { description: "the token may not do this", content: problemContent },
  ...r404,
  409: { description: "the game's version or state does not allow it now", content: problemContent },
  422: { description: "refused: the rules, or a reused Idempotency-Key", content: problemContent },
  500: { description: "the hosted-games binding is missing", content: problemContent },
  503: { description: "the game's dice keys are not configured (docs/deploy.md)", content: problemContent },
};

// ---- wire schemas ----

export const CreateHostedGame = z
  .strictObject({
    ruleset: z.string().openapi({ example: "classic" }),
    options: z.record(z.string(), z.unknown()).optional().describe("rule-set options; an unknown key is a 400"),
    position: Position.describe("a hand-written position; without it the standard start").optional(),
    private: z.boolean().optional().describe("private games need a token of the game even to read (default false)"),
    title: z.string().max(LIMITS.maxTitleLength).optional(),
    allowSuppliedDice: z
      .boolean()
      .optional()
      .describe(
        "allow the admin token to send `dice: {mode: supplied}` (a forum's own trusted dice server); default false: the game rolls its own seeded dice",
      ),
  })
  .openapi("CreateHostedGame");

export const HostedGameCreated = z
  .object({
    id: z.string().describe("the game id (64 hex digits)"),
    version: z.number().int(),
    tokens: z.record(z.string(), z.string()).describe("power → secret token, and `admin`; shown once, stored only as hashes"),
  })
  .openapi("HostedGameCreated");

const Due = z
  .object({ power: z.string(), reason: z.enum(["decision", "turn"]) })
  .nullable()
  .describe("the power the game waits for; null once won");

const NextNow = Next.nullable().describe("whose input the game waits for now and what it owes (state.next); null once won");

export const HostedGameView = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    private: z.boolean(),
    allowSuppliedDice: z.boolean(),
    version: z.number().int().describe("send it back as expectedVersion"),
    turn: GameState.shape.turn,
    due: Due,
    next: NextNow,
    pending: GameState.shape.pending.describe("state.pending"),
    winner: GameState.shape.winner.describe("state.winner"),
    stateHash: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    state: GameState,
  })
  .openapi("HostedGameView");

export const HostedActionRequest = z
  .strictObject({
    action: Action,
    expectedVersion: z.number().int().min(0).describe("the version the action is meant for; any other → 409, nothing applied"),
    dice: DiceRequest.describe(
      "only in games created with allowSuppliedDice, from the admin token; default: the game's seeded dice",
    ).optional(),
  })
  .openapi("HostedActionRequest");

export const HostedActionResult = z
  .object({
    version: z.number().int(),
    seq: z.number().int(),
    state: GameState,
    events: z.array(GameEvent),
    dice: DiceReceipt,
    next: NextNow,
  })
  .openapi("HostedActionResult");

const VersionRequest = z.strictObject({ expectedVersion: z.number().int().min(0) });
export const HostedUndoResult = z
  .object({
    version: z.number().int(),
    seq: z.number().int(),
    undoes: z.number().int().describe("seq of the action taken back"),
    state: GameState,
  })
  .openapi("HostedUndoResult");

const ConcedeRequest = z.strictObject({
  power: z.string().min(1).describe("the conceding power (its token, or the admin's)"),
  expectedVersion: z.number().int().min(0),
});

export const HostedLogEntry = z
  .object({
    seq: z.number().int(),
    kind: z.enum(["action", "undo"]),
    by: z.string().describe("power name or admin"),
    power: z.string(),
    turn: GameState.shape.turn.describe("the turn when the entry was written"),
    action: Action.nullable(),
    unitTypes: z.record(z.string(), z.string()).optional().describe("types of the units the action names by id"),
    order: z
      .string()
      .optional()
      .describe("the action as its order line, power named (docs/orders.md), written in the state it was played on"),
    events: z.array(GameEvent),
    dice: DiceReceipt.describe("verifiable with POST /v1/dice/verify").nullable(),
    undoes: z.number().int().optional(),
    version: z.number().int(),
    stateHash: z.string(),
    time: z.string(),
  })
  .openapi("HostedLogEntry");

export const HostedLogPage = z
  .object({
    entries: z.array(HostedLogEntry),
    version: z.number().int(),
    title: z.string().nullable(),
    allowSuppliedDice: z.boolean(),
    next: z.number().int().nullable().describe("pass as `since` for the next page; null at the end"),
  })
  .openapi("HostedLogPage");

/** The messages of a game's live updates (src/hosted/live.ts): WebSocket text messages, GraphQL subscription events. */
export const HostedLiveMessage = z
  .discriminatedUnion("type", [
    z
      .object({ type: z.literal("hello"), version: z.number().int(), due: Due, next: NextNow })
      .describe("first, on connecting: the game's version and the power it waits for"),
    z
      .object({
        type: z.literal("entry"),
        version: z.number().int().describe("the game's version after it"),
        entry: HostedLogEntry,
        next: NextNow.optional().describe("whose input the game waits for after it: on entries written live (the backlog leaves it out)"),
      })
      .describe("a log entry: the backlog after `since`, then each new one as it is written"),
  ])
  .describe("a live update of a hosted game");

export const IdParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "5e1c…" }) });
export const WriteHeaders = z.object({
  "idempotency-key": z
    .string()
    .max(LIMITS.maxIdempotencyKeyLength)
    .optional()
    .describe("a retry with the same key returns the first answer without applying twice; the same key with another body is a 422"),
});
const LogQuery = z.object({
  since: z.coerce.number().int().min(0).optional().describe("entries after this seq (default 0)"),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).optional().describe(`page size (default ${LIMITS.defaultPageSize})`),
});
const ReportQuery = z.object({
  format: z.enum(["markdown", "bbcode"]).optional().describe("default markdown"),
  since: z.coerce.number().int().min(0).optional().describe("entries after this seq (default 0)"),
  until: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe("entries up to this seq (default: to the end); one turn: since = its first seq − 1"),
});

// ---- helpers ----

export const token = (c: Context): string | null => bearerToken(c.req.header("authorization"));

/** A game's failure as problem+json typed by its status (routes declare `hostedFailures`): 401s say how to authenticate. */
export function failure(c: Context, f: Failure) {
  if (f.status === 422 && f.violations && !f.extra) return illegal(c, f.violations);
  if (f.status === 401) c.header("www-authenticate", WWW_AUTHENTICATE);
  const extra = f.violations ? { ok: false as const, violations: f.violations, ...(f.extra ?? {}) } : (f.extra ?? {});
  return problemResponse(c, f.status, f.detail, extra as Partial<ProblemDetails>);
}

/** Games change with every action and private ones hold secrets: no cache may keep an answer. */
export const NO_STORE = { "cache-control": "no-store" };
const WWW_AUTHENTICATE = 'Bearer realm="aa-referee hosted game"';

/** What `c.json` answers (hono does not export the name). */
type Json<T, S extends 200 | 201> = Response & TypedResponse<JSONParsed<T>, S, "json">;

/** A game's answer: its value with the status, or its failure. */
export function send<T extends object>(c: Context, r: Result<T>): ReturnType<typeof failure> | Json<T, 200>;
export function send<T extends object, S extends 200 | 201>(c: Context, r: Result<T>, status: S): ReturnType<typeof failure> | Json<T, S>;
export function send<T extends object>(c: Context, r: Result<T>, status: 200 | 201 = 200) {
  if (!r.ok) return failure(c, r.failure);
  return c.json(r.value, status, { ...NO_STORE, ...(r.replayed ? { "idempotent-replayed": "true" } : {}) });
}

/** The game's stub, or why there is none (no such game, no binding). Wrapped: an RPC stub answers `in` for any name. */
export function hostedGame(
  c: Context<{ Bindings: { HOSTED_GAMES?: DurableObjectNamespace } }>,
  id: string,
): { stub: HostedGameRpc } | { failure: Failure } {
  try {
    const stub = gameStub(c.env?.HOSTED_GAMES, id);
    return stub ? { stub } : { failure: { status: 404, detail: "no hosted game with this id" } };
  } catch (e) {
    if (e instanceof HostedUnavailable) return { failure: { status: 500, detail: e.message } };
    throw e;
  }
}

/** The game's stub, or the 404/500 response (plain Hono routes; routes typed by createRoute use hostedGame and failure). */
export function stubOr(c: Context<{ Bindings: { HOSTED_GAMES?: DurableObjectNamespace } }>, id: string): HostedGameRpc | Response {
  const g = hostedGame(c, id);
  return "failure" in g ? failure(c, g.failure) : g.stub;
}

/** The same as `failure` (its name where the game answers carry no violations). */
export const typedFailure = failure;

export const idempotencyKey = (c: Context): string | null => c.req.header("idempotency-key") ?? null;

export function registerHostedRoutes(app: App): void {
  app.openAPIRegistry.registerComponent("securitySchemes", HOSTED_TOKEN_SCHEME, {
    type: "http",
    scheme: "bearer",
    description: "a hosted game's power or admin token (from POST /v1/hosted/games)",
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games",
      operationId: "createHostedGame",
      ...PUBLIC,
      tags: ["hosted"],
      summary: "Host a new game: its id and one secret token per power plus an admin token",
      request: {
        body: { required: true, content: { "application/json": { schema: CreateHostedGame, examples: EXAMPLES.createHostedGame } } },
      },
      responses: {
        201: { description: "the game was created", content: { "application/json": { schema: HostedGameCreated } } },
        ...hostedFailures,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const made = newGame({
        ruleset: body.ruleset,
        ...(body.options ? { options: body.options } : {}),
        ...(body.position ? { position: body.position } : {}),
      });
      if (made.kind === "badInput") return badInput(c, made.problems);
      let game;
      try {
        game = newGameStub(c.env?.HOSTED_GAMES);
      } catch (e) {
        if (e instanceof HostedUnavailable) return problemResponse(c, 500, e.message);
        throw e;
      }
      const r = await game.stub.create({
        id: game.id,
        state: made.value,
        title: body.title ?? null,
        private: body.private ?? false,
        allowSuppliedDice: body.allowSuppliedDice ?? false,
      });
      return send(c, r, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}",
      operationId: "getHostedGame",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary: "The game: state, version, whose turn, pending decision, winner",
      request: { params: IdParam },
      responses: {
        200: { description: "the game", content: { "application/json": { schema: HostedGameView } } },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      return send(c, await stub.view(token(c)));
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/actions",
      operationId: "playHostedAction",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Play an action: checked in full, then adjudicated with the game's seeded dice and stored in one step",
      request: {
        params: IdParam,
        headers: WriteHeaders,
        body: { required: true, content: { "application/json": { schema: HostedActionRequest, examples: EXAMPLES.playHostedAction } } },
      },
      responses: {
        200: {
          description: "applied and stored: the new version, state, events and dice receipt",
          content: { "application/json": { schema: HostedActionResult } },
        },
        ...hostedFailures,
        ...r401,
        ...r403,
        ...r409,
        ...r422,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const body = c.req.valid("json");
      return send(
        c,
        await stub.act({
          token: token(c),
          idempotencyKey: idempotencyKey(c),
          action: body.action,
          expectedVersion: body.expectedVersion,
          ...(body.dice ? { dice: body.dice } : {}),
        }),
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/undo",
      operationId: "undoHostedAction",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Admin: take back the last action still in effect (logged as an undo entry, never a silent rewrite)",
      request: {
        params: IdParam,
        headers: WriteHeaders,
        body: { required: true, content: { "application/json": { schema: VersionRequest, examples: EXAMPLES.undoHostedAction } } },
      },
      responses: {
        200: { description: "undone", content: { "application/json": { schema: HostedUndoResult } } },
        ...hostedFailures,
        ...r401,
        ...r403,
        ...r409,
        ...r422,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      return send(
        c,
        await stub.undo({ token: token(c), idempotencyKey: idempotencyKey(c), expectedVersion: c.req.valid("json").expectedVersion }),
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/concede",
      operationId: "concedeHostedGame",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Resign: the power's side concedes and the other side wins (VICT-3); the power's token or the admin's",
      request: {
        params: IdParam,
        headers: WriteHeaders,
        body: { required: true, content: { "application/json": { schema: ConcedeRequest, examples: EXAMPLES.concedeHostedGame } } },
      },
      responses: {
        200: { description: "conceded", content: { "application/json": { schema: HostedActionResult } } },
        ...hostedFailures,
        ...r401,
        ...r403,
        ...r409,
        ...r422,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const { power, expectedVersion } = c.req.valid("json");
      return send(
        c,
        await stub.act({ token: token(c), idempotencyKey: idempotencyKey(c), action: { type: "concede", power }, expectedVersion }),
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/log",
      operationId: "getHostedLog",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary: "The event log, page by page: each entry with its action, events, dice receipt and state hash",
      request: { params: IdParam, query: LogQuery },
      responses: {
        200: { description: "a page of the log", content: { "application/json": { schema: HostedLogPage } } },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const q = c.req.valid("query");
      return send(c, await stub.log(token(c), q.since ?? 0, q.limit ?? LIMITS.defaultPageSize));
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/report",
      operationId: "getHostedReport",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary: `A report for humans (Markdown or BBCode): moves, battles round by round with the dice, casualties, captures, income (at most ${LIMITS.maxReportEntries} entries from \`since\`)`,
      request: { params: IdParam, query: ReportQuery },
      responses: {
        200: { description: "the report", content: { "text/markdown": { schema: z.string() }, "text/plain": { schema: z.string() } } },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const q = c.req.valid("query");
      const r = await stub.log(token(c), q.since ?? 0, LIMITS.maxReportEntries);
      if (!r.ok) return failure(c, r.failure);
      const entries = q.until === undefined ? r.value.entries : r.value.entries.filter((e) => e.seq <= q.until!);
      const format = q.format ?? "markdown";
      // Each turn ends with the picture of the board it left (GET …/board.png?version=n, cacheable for good).
      const board = (version: number) =>
        `${new URL(c.req.url).origin}/v1/hosted/games/${c.req.valid("param").id}/board.png?version=${version}`;
      const text = renderReport(entries, format, r.value.title ?? "Game report", {
        ...(r.value.allowSuppliedDice ? { note: SUPPLIED_DICE_NOTE } : {}),
        boardUrl: board,
      });
      return c.body(text, 200, {
        ...NO_STORE,
        "content-type": format === "markdown" ? "text/markdown; charset=utf-8" : "text/plain; charset=utf-8",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/record",
      operationId: "getHostedRecord",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary:
        "The game as a recorded game (POST /v1/replay, the CLI's verify): the initial state and every action in effect with its dice",
      request: { params: IdParam },
      responses: {
        200: { description: "the recorded game", content: { "application/json": { schema: RecordedGame } } },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const r = await stub.history(token(c));
      if (!r.ok) return failure(c, r.failure);
      const record = await withDiceHeader(toRecordedGame(r.value, new Date().toISOString()), r.value, c.env ?? {});
      return c.json(record, 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/score",
      operationId: "getHostedScore",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary: "The game as a game score (text, docs/orders.md): the record's header, then the orders turn by turn, receipts kept whole",
      request: { params: IdParam },
      responses: {
        200: { description: "the game score", content: { "text/plain": { schema: z.string() } } },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      const r = await stub.history(token(c));
      if (!r.ok) return failure(c, r.failure);
      const record = await withDiceHeader(toRecordedGame(r.value, new Date().toISOString()), r.value, c.env ?? {});
      return c.text(recordToScore(record), 200, { ...NO_STORE, "content-type": "text/plain; charset=utf-8" });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/live",
      operationId: "watchHostedGame",
      ...TOKEN_IF_PRIVATE,
      tags: ["hosted"],
      summary:
        "Live updates over WebSocket: a hello, the entries after `since`, then every new log entry as it is written (private games: the token as the first message)",
      request: {
        params: IdParam,
        query: z.object({
          since: z.coerce.number().int().min(0).optional().describe("send the entries after this seq first (default: none)"),
          token: z
            .string()
            .optional()
            .describe(
              'deprecated (the token ends up in logs): open without it and send {"type": "auth", "token": …} as the first message (private games)',
            ),
        }),
      },
      responses: {
        101: { description: "switching to the WebSocket protocol" },
        426: { description: "not a WebSocket upgrade request", content: problemContent },
        ...hostedFailures,
        ...r401,
      },
    }),
    async (c) => {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        return problemResponse(
          c,
          426,
          "connect with a WebSocket (Upgrade: websocket) to receive live updates",
          {},
          { upgrade: "websocket" },
        );
      }
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return failure(c, g.failure);
      const { stub } = g;
      return stub.fetch(c.req.raw);
    },
  );
}
