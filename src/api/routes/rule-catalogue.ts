// The rule catalogue of each rule set: GET /v1/rulesets/{id}/rules and /v1/rulesets/{id}/rules/{ruleId}.
// Every violation's `href` points at one of these entries.
import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../env.js";
import { PUBLIC } from "../security.js";
import { RuleEntry, ruleCatalogue, ruleEntry } from "../../rulesets/catalogue.js";
import { ruleHref } from "../../service/rule-links.js";
import { unknownRulesetMessage } from "../../service/referee.js";
import { problemContent, problemJson } from "../problem.js";

const RuleDoc = RuleEntry.extend({ href: z.string().describe("this entry's own path") }).openapi("RuleEntry");
const RuleList = z.object({ ruleset: z.string(), rules: z.array(RuleDoc) }).openapi("RuleCatalogue");

const rulesetParam = z.string().openapi({ param: { name: "id", in: "path" }, example: "classic" });
const withHref = (rulesetId: string, e: RuleEntry): z.infer<typeof RuleDoc> => ({ ...e, href: ruleHref(rulesetId, e.id) });

const listRoute = createRoute({
  method: "get",
  path: "/v1/rulesets/{id}/rules",
  operationId: "listRules",
  ...PUBLIC,
  tags: ["rulesets"],
  summary: "The rule catalogue: every rule ID with its statement, source and whether it is enforced",
  request: { params: z.object({ id: rulesetParam }) },
  responses: {
    200: { description: "the catalogue", content: { "application/json": { schema: RuleList } } },
    404: { description: "unknown rule set", content: problemContent },
  },
});

const entryRoute = createRoute({
  method: "get",
  path: "/v1/rulesets/{id}/rules/{ruleId}",
  operationId: "getRule",
  ...PUBLIC,
  tags: ["rulesets"],
  summary: "One rule of the catalogue (e.g. TRANS-5, OPT-NAVAL-2, DEC-3)",
  request: {
    params: z.object({ id: rulesetParam, ruleId: z.string().openapi({ param: { name: "ruleId", in: "path" }, example: "TRANS-5" }) }),
  },
  responses: {
    200: { description: "the rule", content: { "application/json": { schema: RuleDoc } } },
    404: { description: "unknown rule set or rule ID", content: problemContent },
  },
});

export function registerRuleCatalogueRoutes(app: App): void {
  app.openapi(listRoute, (c) => {
    const { id } = c.req.valid("param");
    const rules = ruleCatalogue(id);
    if (!rules) return problemJson(c, 404, unknownRulesetMessage(id));
    return c.json({ ruleset: id, rules: rules.map((e) => withHref(id, e)) }, 200);
  });

  app.openapi(entryRoute, (c) => {
    const { id, ruleId } = c.req.valid("param");
    if (!ruleCatalogue(id)) return problemJson(c, 404, unknownRulesetMessage(id));
    const entry = ruleEntry(id, ruleId);
    if (!entry) return problemJson(c, 404, `rule set ${id} has no rule "${ruleId}"; see GET /v1/rulesets/${id}/rules`);
    return c.json(withHref(id, entry), 200);
  });
}
