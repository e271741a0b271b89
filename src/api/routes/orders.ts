// POST /v1/orders: an orders text (docs/orders.md) applied to a state, all or nothing.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import type { App } from "../env.js";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceReceipt, DiceRequest } from "../../rules/schema/dice.js";
import { GameEvent } from "../../rules/schema/ruling.js";
import { badInput, orderProblem, problemContent, problemResponse } from "../problem.js";
import { applyOrders } from "../../service/orders.js";
import { LinkedViolation } from "../../service/rule-links.js";
import { diceUnavailable, errorResponses } from "./referee.js";

/** An orders text: at most this many characters (about 2,000 lines). */
export const MAX_ORDERS_CHARS = 100_000;

export const OrdersText = z
  .string()
  .max(MAX_ORDERS_CHARS)
  .describe("one order per line (docs/orders.md); blank lines and `#` comment lines are ignored")
  .openapi({ example: "buy 3 inf, 1 arm\nend phase" });

export const OrdersRequest = z
  .strictObject({
    state: GameState,
    orders: OrdersText,
    dice: DiceRequest.describe("default {mode: seeded}; supplied rolls are consumed line by line over the whole text").optional(),
    dryRun: z.boolean().optional().describe("the same answer as a real run, with no signed receipt"),
  })
  .openapi("OrdersRequest");

export const OrderRuling = z
  .object({
    line: z.number().int().describe("the line of the text (1-based)"),
    text: z.string(),
    action: Action,
    events: z.array(GameEvent),
    dice: DiceReceipt,
  })
  .describe("one order line: its parsed action and its ruling")
  .openapi("OrderRuling");

export const OrdersOk = z
  .object({ state: GameState.describe("the state after the last line"), lines: z.array(OrderRuling) })
  .openapi("OrdersOk");

// GraphQL's applyOrders answers both outcomes as one typed verdict (src/api/graphql/orders.ts); REST's 422 is the
// refused one as a problem.
export const OrdersApplied = z.object({
  ok: z.literal(true),
  state: GameState.describe("ok: the state after the last line; not ok: the state before the failing line"),
  lines: z.array(OrderRuling).describe("each order line's action and ruling, in order"),
});
export const OrdersRefused = z.object({
  ok: z.literal(false),
  line: z.number().int().describe("the first line that breaks the rules (1-based); nothing was applied"),
  column: z.number().int().describe("where its order starts"),
  violations: z.array(LinkedViolation).min(1),
  state: GameState.describe("ok: the state after the last line; not ok: the state before the failing line"),
});
export const OrdersVerdict = z.discriminatedUnion("ok", [OrdersApplied, OrdersRefused]);

export function registerOrdersRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/orders",
      operationId: "applyOrders",
      ...PUBLIC,
      tags: ["referee"],
      summary: "Apply orders written as text, line by line, all or nothing",
      request: { body: { required: true, content: { "application/json": { schema: OrdersRequest } } } },
      responses: {
        200: { description: "every line's action and ruling, and the final state", content: { "application/json": { schema: OrdersOk } } },
        ...errorResponses,
        422: {
          description: "a line breaks the rules: its line, column, violated rule IDs and the state before it",
          content: problemContent,
        },
        ...diceUnavailable,
      },
    }),
    async (c) => {
      const { state, orders, dice, dryRun } = c.req.valid("json");
      try {
        const r = await applyOrders(state, orders, c.env ?? {}, { ...(dice ? { dice } : {}), ...(dryRun ? { dryRun } : {}) });
        if (r.kind === "badInput") return badInput(c, r.problems);
        if (r.kind !== "ok") return orderProblem(c, r);
        const lines = r.steps.map(({ line, text, action, events, dice }) => ({ line, text, action, events, dice }));
        return c.json({ state: r.state, lines }, 200);
      } catch (e) {
        if (e instanceof Error && e.name === "DiceConfigError") return problemResponse(c, 503, e.message);
        throw e;
      }
    },
  );
}
