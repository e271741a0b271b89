// Links each violated rule to its catalogue entry, so a 422 (or a GraphQL ruling) says where to read the
// rule: `href` = GET /v1/rulesets/{ruleset}/rules/{ruleId}. The core cites IDs only; the link is a shell concern.
import { z } from "zod";
import { Violation } from "../rules/schema/ruling.js";
import { baseRuleId, ruleEntry } from "../rulesets/catalogue.js";

export const LinkedViolation = Violation.extend({
  href: z
    .string()
    .optional()
    .describe("the rule's catalogue entry, e.g. /v1/rulesets/classic/rules/TRANS-5 (absent when the ID is not catalogued)"),
});
export type LinkedViolation = z.infer<typeof LinkedViolation>;

/** The API path of a rule's catalogue entry (a part letter such as COMB-2b links to COMB-2). */
export const ruleHref = (rulesetId: string, ruleId: string): string => `/v1/rulesets/${rulesetId}/rules/${baseRuleId(ruleId)}`;

export function linkViolations(rulesetId: string, violations: readonly Violation[]): LinkedViolation[] {
  return violations.map((v) => (ruleEntry(rulesetId, v.rule) ? { ...v, href: ruleHref(rulesetId, v.rule) } : v));
}
