// POST /v1/legal-actions: what a power may do now, and every space the given units can reach this phase.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import type { App } from "../env.js";
import { GameState, Name, Next } from "../../rules/schema/state.js";
import { LegalOptions } from "../../analysis/hints/legal/schema.js";
import { BOUNDS } from "../../rules/schema/bounds.js";
import { legalActionsWithin } from "../../service/hints.js";
import { Budget } from "../../service/budget.js";
import { badInput, overBudget } from "../problem.js";
import { errorResponses } from "./referee.js";

export const LegalActionsRequest = z
  .strictObject({
    state: GameState,
    power: Name.optional().describe("default: the power the game waits for (state.next): a pending decision's, else the turn's"),
    units: z.array(Name).max(BOUNDS.maxUnits).optional().describe("unit ids; default: every unit of the power that can move now"),
  })
  .openapi("LegalActionsRequest");

const Reach = z.object({
  to: z.string(),
  path: z.array(z.string()).describe("one path that validates"),
  units: z.array(z.string()).describe("the unit ids of the move that validates"),
  battle: z.boolean().describe("reaching it starts (or joins) a battle or raid"),
  outcome: z.string().describe("battle | raid | capture | neutral | none"),
  raid: z.literal(true).optional(),
  cap: z.literal(true).optional().describe("a Combat Air Patrol: send the move with cap: true (PAC-CAP-1)"),
});
export const LegalActionsResponse = z
  .object({
    power: z.string(),
    phase: z.string(),
    actions: z.array(z.string()).describe("action types with at least one legal instance for the power now"),
    units: z.array(z.object({ unit: z.string(), type: z.string(), from: z.string(), reaches: z.array(Reach) })),
    next: Next.nullable().describe("whose input the game waits for now (state.next); null once won"),
    reason: z
      .string()
      .optional()
      .describe("present when `power` is not the one the game waits for: only what it may do out of turn is listed"),
    options: LegalOptions,
  })
  .openapi("LegalActions");

export function registerLegalActionsRoute(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/legal-actions",
      operationId: "legalActions",
      ...PUBLIC,
      tags: ["referee"],
      summary: "Legal-move hints: allowed action types and reachable spaces",
      request: { body: { required: true, content: { "application/json": { schema: LegalActionsRequest } } } },
      responses: {
        200: { description: "what the power may do", content: { "application/json": { schema: LegalActionsResponse } } },
        ...errorResponses,
      },
    }),
    (c) => {
      const { state, power, units } = c.req.valid("json");
      const r = legalActionsWithin(state, power, units, new Budget());
      if (r.kind === "badInput") return badInput(c, r.problems);
      if (r.kind === "overBudget") return overBudget(c, r.refusal);
      return c.json(r.value as z.infer<typeof LegalActionsResponse>, 200);
    },
  );
}
