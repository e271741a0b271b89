// The stateless referee: POST /v1/games/new, /v1/validate, /v1/adjudicate.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import { EXAMPLES } from "../examples.js";
import type { App } from "../env.js";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceRequest } from "../../rules/schema/dice.js";
import { Position } from "../../rules/schema/position.js";
import { RulingOk } from "../../rules/schema/ruling.js";
import { Violation } from "../../rules/schema/ruling.js";
import { badInput, illegal, problemContent, problemResponse } from "../problem.js";
import { adjudicateAction, newGame, validateAction, type ServiceResult } from "../../service/referee.js";
import type { Context } from "hono";

export const errorResponses = {
  400: { description: "malformed JSON, schema error or impossible input (with JSON paths)", content: problemContent },
  413: { description: "body over the size limit", content: problemContent },
};
export const illegalResponse = { 422: { description: "the action breaks the rules: every violated rule ID", content: problemContent } };
/** Seeded dice asked for on a deployment without its dice keys (docs/deploy.md). */
export const diceUnavailable = {
  503: { description: "the dice keys are not configured on this deployment (docs/deploy.md)", content: problemContent },
};

export const NewGameRequest = z
  .strictObject({
    ruleset: z.string().openapi({ example: "classic" }),
    options: z.record(z.string(), z.unknown()).optional().describe("rule-set options; an unknown key is a 400"),
    position: Position.describe("a hand-written position; without it the standard start").optional(),
  })
  .openapi("NewGameRequest");

export const ActionRequest = z
  .strictObject({
    state: GameState,
    action: Action,
    dice: DiceRequest.describe("default {mode: seeded}").optional(),
  })
  .openapi("ActionRequest");

export const ValidationOk = z.object({ ok: z.literal(true), violations: z.array(Violation).length(0) }).openapi("ValidationOk");

/** Maps a service result to a response: 200 with the value, 400 bad input, 422 illegal action. */
export function respond<T extends object>(c: Context, r: ServiceResult<T>) {
  if (r.kind === "badInput") return badInput(c, r.problems);
  if (r.kind === "illegal") return illegal(c, r.violations);
  return c.json(r.value, 200);
}

export function registerRefereeRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/games/new",
      operationId: "newGame",
      ...PUBLIC,
      tags: ["referee"],
      summary: "A new game: the standard start, or a position",
      request: { body: { required: true, content: { "application/json": { schema: NewGameRequest, examples: EXAMPLES.newGame } } } },
      responses: { 200: { description: "the GameState", content: { "application/json": { schema: GameState } } }, ...errorResponses },
    }),
    (c) => {
      const r = newGame(c.req.valid("json"));
      return r.kind === "ok" ? c.json(r.value, 200) : badInput(c, r.problems);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/validate",
      operationId: "validateAction",
      ...PUBLIC,
      tags: ["referee"],
      summary: "Check an action without applying it (rolls no dice)",
      request: { body: { required: true, content: { "application/json": { schema: ActionRequest } } } },
      responses: {
        200: { description: "legal", content: { "application/json": { schema: ValidationOk } } },
        ...errorResponses,
        ...illegalResponse,
      },
    }),
    (c) => {
      const { state, action } = c.req.valid("json");
      const r = validateAction(state, action);
      return respond(c, r.kind === "ok" ? { kind: "ok", value: { ok: true as const, violations: [] } } : r);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/adjudicate",
      operationId: "adjudicate",
      ...PUBLIC,
      tags: ["referee"],
      summary: "Apply an action: the next state, events and dice — or the violated rules",
      request: { body: { required: true, content: { "application/json": { schema: ActionRequest } } } },
      responses: {
        200: { description: "the ruling", content: { "application/json": { schema: RulingOk } } },
        ...errorResponses,
        ...illegalResponse,
        ...diceUnavailable,
      },
    }),
    async (c) => {
      const { state, action, dice } = c.req.valid("json");
      try {
        return respond(c, await adjudicateAction(state, action, dice, c.env ?? {}));
      } catch (e) {
        if (e instanceof Error && e.name === "DiceConfigError") return problemResponse(c, 503, e.message);
        throw e;
      }
    },
  );
}
