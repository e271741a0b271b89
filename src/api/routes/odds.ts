// POST /v1/odds: the exact outcome distribution of a battle (or a seeded simulation through the referee).
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import { EXAMPLES } from "../examples.js";
import type { App } from "../env.js";
import { OddsInput, OddsOutput } from "../../analysis/odds/index.js";
import { isRefusal, oddsWithin } from "../../service/odds.js";
import { badInput, notModelled, overBudget, problemContent } from "../problem.js";
import { errorResponses } from "./referee.js";

export function registerOddsRoute(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/odds",
      operationId: "battleOdds",
      ...PUBLIC,
      tags: ["odds"],
      summary: "Battle odds: a pending battle of a state, or a stand-alone battle",
      request: { body: { required: true, content: { "application/json": { schema: OddsInput, examples: EXAMPLES.battleOdds } } } },
      responses: {
        200: {
          description: 'the outcome distribution; with `format: "svg"` a chart of it (survivors per side) as an SVG image',
          content: { "application/json": { schema: OddsOutput }, "image/svg+xml": { schema: z.string() } },
        },
        ...errorResponses,
        422: {
          description: "a battle the rules allow that the calculator does not model: each problem names its rule ID",
          content: problemContent,
        },
      },
    }),
    (c) => {
      const r = oddsWithin(c.req.valid("json"));
      if (isRefusal(r)) return overBudget(c, r);
      if (!r.ok && r.problems.every((p) => p.unmodelled)) return notModelled(c, r.problems);
      if (!r.ok) return badInput(c, r.problems);
      if (r.svg !== undefined) return c.body(r.svg, 200, { "content-type": "image/svg+xml; charset=utf-8" });
      return c.json(r.odds, 200);
    },
  );
}
