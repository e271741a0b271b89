// Health and rule-set discovery: GET /healthz, GET /v1/rulesets, GET /v1/rulesets/{id}.
import { createRoute, z } from "@hono/zod-openapi";
import { PUBLIC } from "../security.js";
import type { App } from "../env.js";
import { getRuleset, listRulesets, unknownRulesetMessage } from "../../service/referee.js";
import type { Ruleset } from "../../rules/ruleset/types.js";
import { problemContent, problemJson } from "../problem.js";

const RulesetSummary = z.object({ id: z.string(), title: z.string(), phases: z.array(z.string()), powers: z.array(z.string()) });
const OptionDoc = z.object({
  key: z.string(),
  type: z.string(),
  default: z.unknown(),
  values: z.array(z.string()).optional(),
  min: z.number().optional().describe("number options: the smallest value (docs/limits.md)"),
  max: z.number().optional().describe("number options: the largest value (docs/limits.md)"),
  rule: z.string(),
  source: z.string(),
  description: z.string(),
  implemented: z.boolean(),
  conflicts: z.array(z.string()).optional().describe("options that may not be on together with this one (a 400 naming both)"),
  requires: z.array(z.string()).optional().describe("options this one needs on (a 400 naming both)"),
  preset: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("a preset (ER-GEN-3): the values it gives the options not sent explicitly while it is on"),
  storedWhenGiven: z
    .boolean()
    .optional()
    .describe("true: a game's state holds the option only when it was given; absent means the default"),
});
const RulesetDetail = RulesetSummary.extend({
  powers: z.array(
    z.object({
      name: z.string(),
      turnOrder: z.number(),
      alliance: z.string(),
      capital: z.string(),
      startingIpcs: z.number(),
      treasuries: z
        .record(z.string(), z.number())
        .optional()
        .describe("europe-pacific (EP-MONEY-1): starting IPCs per treasury; startingIpcs is their sum"),
    }),
  ),
  units: z.array(
    z.looseObject({
      type: z.string(),
      attack: z.number().nullable(),
      defense: z.number().nullable(),
      movement: z.number(),
      cost: z.number(),
    }),
  ),
  board: z.object({
    territories: z.array(
      z.looseObject({
        name: z.string(),
        kind: z.enum(["land", "sea"]),
        ipc: z.number(),
        neighbours: z.array(z.string()),
        theatre: z
          .enum(["europe", "pacific", "strip"])
          .optional()
          .describe("europe-pacific (EP-GEN-3): the board the space lies on, or strip for the interboard strips"),
      }),
    ),
    edges: z.array(z.looseObject({ a: z.string(), b: z.string(), kind: z.string(), wraps: z.boolean() })),
    canals: z.array(z.object({ name: z.string(), seaZones: z.array(z.string()), controlledBy: z.array(z.string()) })),
  }),
  options: z.array(OptionDoc),
}).openapi("RulesetDetail");

const summary = (rs: Ruleset) => ({ id: rs.id, title: rs.title, phases: [...rs.phases], powers: rs.powers.map((p) => p.name) });
export const rulesetDetail = (rs: Ruleset) => ({
  ...summary(rs),
  powers: [...rs.powers],
  units: [...rs.units.values()],
  board: { territories: [...rs.board.territories.values()], edges: [...rs.board.edges], canals: [...rs.board.canals] },
  options: rs.options.specs.map((o) => ({ ...o, values: o.values ? [...o.values] : undefined })),
});

export function registerMetaRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/healthz",
      operationId: "health",
      ...PUBLIC,
      tags: ["meta"],
      summary: "Liveness check",
      responses: {
        200: { description: "alive", content: { "application/json": { schema: z.object({ ok: z.literal(true), service: z.string() }) } } },
      },
    }),
    (c) => c.json({ ok: true as const, service: "aa-referee" }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/rulesets",
      operationId: "listRulesets",
      ...PUBLIC,
      tags: ["rulesets"],
      summary: "List the rule sets",
      responses: {
        200: { description: "rule sets", content: { "application/json": { schema: z.object({ rulesets: z.array(RulesetSummary) }) } } },
      },
    }),
    (c) => c.json({ rulesets: listRulesets().map(summary) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/rulesets/{id}",
      operationId: "getRuleset",
      ...PUBLIC,
      tags: ["rulesets"],
      summary: "A rule set: board, units, powers, options with defaults and docs",
      request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "classic" }) }) },
      responses: {
        200: { description: "the rule set", content: { "application/json": { schema: RulesetDetail } } },
        404: { description: "unknown rule set", content: problemContent },
      },
    }),
    (c) => {
      const rs = getRuleset(c.req.valid("param").id);
      if (!rs) return problemJson(c, 404, unknownRulesetMessage(c.req.valid("param").id));
      return c.json(rulesetDetail(rs) as unknown as z.infer<typeof RulesetDetail>, 200);
    },
  );
}
