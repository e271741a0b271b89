// POST /v1/hosted/games/{id}/orders: an orders text (docs/orders.md) played in a hosted game, one log entry per
// line, all or nothing; the same headers and rules as a single action (Bearer token, expectedVersion, Idempotency-Key).
import { createRoute, z } from "@hono/zod-openapi";
import { TOKEN } from "../security.js";
import type { App } from "../env.js";
import { GameState } from "../../rules/schema/state.js";
import { DiceRequest } from "../../rules/schema/dice.js";
import {
  failure,
  hostedFailures,
  hostedGame,
  IdParam,
  idempotencyKey,
  r401,
  r403,
  r409,
  r422,
  send,
  token,
  WriteHeaders,
} from "./hosted.js";
import { OrderRuling, OrdersText } from "./orders.js";

export const HostedOrdersRequest = z
  .strictObject({
    orders: OrdersText,
    expectedVersion: z.number().int().min(0).describe("the version the first line is meant for; any other → 409, nothing applied"),
    dice: DiceRequest.describe(
      "only in games created with allowSuppliedDice, from the admin token; one stream over the whole text",
    ).optional(),
  })
  .openapi("HostedOrdersRequest");

export const HostedOrdersResult = z
  .object({
    version: z.number().int().describe("the version after the last line"),
    state: GameState,
    lines: z.array(OrderRuling.extend({ seq: z.number().int().describe("the line's log entry") })),
  })
  .openapi("HostedOrdersResult");

export function registerHostedOrdersRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/orders",
      operationId: "playHostedOrders",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Play orders written as text: each line checked and adjudicated in turn, all stored (one entry a line) or none",
      request: {
        params: IdParam,
        headers: WriteHeaders,
        body: { required: true, content: { "application/json": { schema: HostedOrdersRequest } } },
      },
      responses: {
        200: { description: "applied and stored", content: { "application/json": { schema: HostedOrdersResult } } },
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
        await stub.orders({
          token: token(c),
          idempotencyKey: idempotencyKey(c),
          orders: body.orders,
          expectedVersion: body.expectedVersion,
          ...(body.dice ? { dice: body.dice } : {}),
        }),
      );
    },
  );
}
