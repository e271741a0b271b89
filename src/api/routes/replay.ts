// POST /v1/replay: a recorded game → the final state, or the first step that fails.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import { EXAMPLES } from "../examples.js";
import type { App, Bindings } from "../env.js";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceRoll } from "../../rules/schema/dice.js";
import { GameEvent } from "../../rules/schema/ruling.js";
import { LinkedViolation } from "../../service/rule-links.js";
import { explainIssues, fromShorthand, RecordedGame, StateHash } from "../../replay/format.js";
import { replay, TRACE_LIMIT, type ReplayOptions, type ReplayResult } from "../../replay/replay.js";
import { receiptOptions } from "../../replay/receipts.js";
import { badInput, jsonPath, overBudget, problemResponse } from "../problem.js";
import { scoreToRecord } from "../../replay/score.js";
import { Budget, type Refusal } from "../../service/budget.js";
import { recordCost } from "../../replay/cost.js";
import { inputProblems } from "../issues.js";
import { errorResponses } from "./referee.js";
import type { Context } from "hono";

const StepTrace = z.object({
  index: z.number().int(),
  turn: GameState.shape.turn.describe("the turn the step was played in"),
  action: Action,
  order: z.string().describe("the action as its order line, power named (docs/orders.md): `Russians: buy 3 infantry`"),
  events: z.array(GameEvent),
  dice: z.array(DiceRoll),
  stateHash: StateHash,
});

const DiceProvenance = z
  .object({
    header: z
      .object({
        dice: z.enum(["signed", "signedOrSupplied"]),
        hostedGame: z.string(),
        keyId: z.string(),
        development: z.boolean().optional(),
        verified: z.boolean().describe("its signature verified with a key this referee trusts"),
      })
      .nullable()
      .describe("the record's signed dice header (REPLAY-5), or null when it has none"),
    rolled: z.number().int().describe("steps that rolled dice"),
    signed: z.number().int().describe("of them: with the server's signed receipt"),
    verified: z.number().int().describe("of them: whose receipt's signature verified"),
    supplied: z.number().int().describe("of them: with supplied dice (the players' word)"),
  })
  .describe("where the dice came from (REPLAY-5): the record's dice header and the dice of every step that rolled")
  .openapi("DiceProvenance");

export const ReplayOk = z
  .object({
    ok: z.literal(true),
    steps: z.number().int().describe("steps replayed (all of them unless `to` was given)"),
    totalSteps: z.number().int(),
    complete: z.boolean().describe("false when `to` stopped the replay early"),
    stateHash: StateHash.describe("hash of the final state"),
    finalState: GameState,
    receipts: z
      .object({ checked: z.number().int(), signatureVerified: z.number().int() })
      .describe("dice receipts checked against the replay, and how many of them had their signature verified"),
    provenance: DiceProvenance,
    trace: z.array(StepTrace).optional().describe(`per-step events, dice and state hash for steps from \`from\` (at most ${TRACE_LIMIT})`),
  })
  .openapi("ReplayOk");

export const ReplayFailed = z
  .object({
    ok: z.literal(false),
    failedStep: z.object({
      index: z.number().int().describe("0-based index into `steps`"),
      action: Action,
      violations: z.array(LinkedViolation).min(1),
      rules: z.array(z.string()).describe("the rule IDs of `violations`"),
      expectedStateHash: StateHash.optional(),
      actualStateHash: StateHash.optional(),
    }),
    stepsReplayed: z.number().int().describe("steps that passed before the failing one"),
    totalSteps: z.number().int(),
    stateBefore: GameState.describe("the state the failing step was played on"),
    trace: z.array(StepTrace).optional(),
  })
  .openapi("ReplayFailed");

export const ReplayVerdict = z.discriminatedUnion("ok", [ReplayOk, ReplayFailed]);

const ReplayQuery = z.object({
  to: z.coerce.number().int().min(0).optional().describe("replay only steps [0, to): the state at any point of a long game"),
  from: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(`return the events, dice and state hash of each step from this index (at most ${TRACE_LIMIT} steps)`),
});

/** Replays through the shared core with the Worker's dice key (receipts signed by this referee verify). */
export async function replayFor(
  env: Bindings,
  record: RecordedGame,
  paging: { to?: number; from?: number } = {},
  budget: Budget = new Budget(),
): Promise<ReplayResult | OverBudget> {
  // the work budget before any step runs (src/service/budget.ts): steps × board size
  const refusal = budget.spend(recordCost(record, paging.to));
  if (refusal) return { kind: "overBudget", refusal };
  const opts: ReplayOptions = {
    ...(await receiptOptions(env)),
    ...(paging.to !== undefined ? { to: paging.to } : {}),
    ...(paging.from !== undefined ? { traceFrom: paging.from } : {}),
  };
  return replay(record, opts);
}

export type OverBudget = { kind: "overBudget"; refusal: Refusal };

export function respondReplay(c: Context, r: ReplayResult | OverBudget) {
  if (r.kind === "overBudget") return overBudget(c, r.refusal);
  if (r.kind === "badInput") return badInput(c, r.problems);
  return c.json(r.value, 200);
}

export function registerReplayRoutes(app: App): void {
  // The shorthand body ({state?, actions: [...], dice?} without `format`) becomes a full record first.
  app.use("/v1/replay", async (c, next) => {
    if (c.req.method !== "POST") return next();
    const text = await c.req.raw.text();
    let asJson = false;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    } // jsonBody already answered malformed JSON
    // a game score (docs/orders.md) sent as `{score}` becomes the record it stands for
    const given = (body as { score?: unknown } | undefined)?.score;
    const score = typeof given === "string" ? given : null;
    if (score !== null) {
      const converted = scoreToRecord(score);
      if (!converted.ok) {
        const { line, column, message, expected, candidates } = converted.problem;
        return problemResponse(c, 400, `score line ${line}, column ${column}: ${message}`, {
          line,
          column,
          errors: [{ path: "score", message: `line ${line}, column ${column}: ${message}` }],
          ...(expected ? { expected } : {}),
          ...(candidates ? { candidates } : {}),
        });
      }
      body = converted.record;
      asJson = true;
    }
    const full = body === undefined ? text : JSON.stringify(fromShorthand(body));
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length"); // the body may have changed size
    if (asJson) headers.set("content-type", "application/json");
    c.req.raw = new Request(c.req.raw.url, { method: "POST", headers, body: full });
    return next();
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/replay",
      operationId: "replayGame",
      ...PUBLIC,
      tags: ["replay"],
      summary: "Replay a recorded game: the final state, or the first step that fails",
      description:
        'Replays every step of an `aa-referee/recorded-game` (schema/recorded-game.json) through the referee. A legal game answers `ok: true` with the final state and its hash; the first illegal step, dice that are not the recorded ones or a state hash that differs answers `ok: false` with the step\'s index, action and violated rule IDs (REPLAY-1 state hash, REPLAY-2 signature, REPLAY-3 receipt chain, REPLAY-4 receipt dice). Both are 200: the replay itself worked. Bodies up to 8 MiB; `to` and `from` page through long games. A shorthand body without `format` — `{ruleset?, options?, state? | position?, actions: [Action | {action, dice?}], dice?: {mode: supplied, rolls}}` — is read as the recorded game it stands for, and so is a game score (docs/orders.md) sent as `{score: "…"}`.',
      request: {
        query: ReplayQuery,
        body: { required: true, content: { "application/json": { schema: RecordedGame, examples: EXAMPLES.replayGame } } },
      },
      responses: {
        200: { description: "the verdict", content: { "application/json": { schema: ReplayVerdict } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { to, from } = c.req.valid("query");
      return respondReplay(
        c,
        await replayFor(c.env ?? {}, c.req.valid("json"), { ...(to !== undefined ? { to } : {}), ...(from !== undefined ? { from } : {}) }),
      );
    },
    (result, c) => {
      // Schema errors as the app reports them, with the `initial` union resolved to the branch meant.
      if (result.success) return;
      return (async () => {
        if (result.target !== "json") return badInput(c, inputProblems(result.error.issues, result.target === "query" ? "query" : ""));
        const isInitial = (i: { path: readonly PropertyKey[] }) => i.path.length === 1 && i.path[0] === "initial";
        const initial = explainIssues(await c.req.json(), result.error.issues.filter(isInitial)).map((i) => ({
          path: jsonPath("", i.path),
          message: i.message,
        }));
        return badInput(c, [...initial, ...inputProblems(result.error.issues.filter((i) => !isInitial(i)))]);
      })();
    },
  );
}
