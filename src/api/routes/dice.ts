// Dice receipts: GET /v1/dice/public-key publishes the verification key; POST /v1/dice/verify checks a receipt.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import type { App } from "../env.js";
import { DiceReceipt } from "../../rules/schema/dice.js";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceConfigError, publicKeyJwk, verifyWithEnv } from "../../dice/index.js";
import { problemResponse } from "../problem.js";
import { diceUnavailable, errorResponses } from "./referee.js";

export const DicePublicKey = z
  .looseObject({
    kty: z.string(),
    crv: z.string().optional(),
    x: z.string().optional(),
    kid: z.string(),
    development: z.boolean().optional(),
  })
  .openapi("DicePublicKey");
const VerifyRequest = z
  .strictObject({
    receipt: DiceReceipt,
    state: GameState.describe("the state the dice were rolled for (optional: also checks the receipt's state hash)").optional(),
    action: Action.describe("the action the dice were rolled for (optional: also checks the action hash)").optional(),
  })
  .openapi("DiceVerifyRequest");
export const DiceVerification = z
  .union([z.object({ valid: z.literal(true) }), z.object({ valid: z.literal(false), reason: z.string() })])
  .openapi("DiceVerification");

export function registerDiceRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/dice/public-key",
      operationId: "getDicePublicKey",
      ...PUBLIC,
      tags: ["dice"],
      summary: "The Ed25519 public key (JWK) that signs seeded dice receipts",
      responses: {
        200: { description: "public key", content: { "application/json": { schema: DicePublicKey } } },
        ...diceUnavailable,
      },
    }),
    async (c) => {
      try {
        return c.json((await publicKeyJwk(c.env ?? {})) as z.infer<typeof DicePublicKey>, 200);
      } catch (e) {
        if (e instanceof DiceConfigError) return problemResponse(c, 503, e.message);
        throw e;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/dice/verify",
      operationId: "verifyDiceReceipt",
      ...PUBLIC,
      tags: ["dice"],
      summary: "Verify a dice receipt: signature, and optionally that it belongs to a state and action",
      request: { body: { required: true, content: { "application/json": { schema: VerifyRequest } } } },
      responses: {
        200: { description: "valid, or why not", content: { "application/json": { schema: DiceVerification } } },
        ...errorResponses,
        ...diceUnavailable,
      },
    }),
    async (c) => {
      const { receipt, state, action } = c.req.valid("json");
      try {
        const expect = state || action ? { ...(state ? { state } : {}), ...(action ? { action } : {}) } : undefined;
        return c.json(await verifyWithEnv(receipt, c.env ?? {}, expect), 200);
      } catch (e) {
        if (e instanceof DiceConfigError) return problemResponse(c, 503, e.message);
        throw e;
      }
    },
  );
}
