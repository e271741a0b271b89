// Issue 31, item 3: what a violation may cite. Its rule ID is an entry of its own game's catalogue listing (so its
// `href` answers 200), and it names no option the game lacks — neither by key ("option techDevelopment") nor by an
// option's rule ID (OPT-17 in Europe). Returns one line per broken citation (empty: all cite their own catalogue).
import { baseRuleId, ruleCatalogue, ruleEntry } from "../../src/rulesets/catalogue.js";
import { getRuleset } from "../../src/rulesets/index.js";

export interface Cited {
  rule: string;
  message: string;
  href?: string;
}

const OPTION_RULE = /^(?:[A-Z]+-)*OPT-\d+$/;

export function miscited(rulesetId: string, violations: readonly Cited[]): string[] {
  const rs = getRuleset(rulesetId);
  if (!rs) return [`unknown rule set ${rulesetId}`];
  const listed = new Set(ruleCatalogue(rulesetId)!.map((e) => e.id));
  const keys = new Set(rs.options.specs.map((o) => o.key));
  const optionRules = new Set(rs.options.specs.map((o) => o.rule));
  const out: string[] = [];
  for (const v of violations) {
    const id = baseRuleId(v.rule);
    const show = `${rulesetId} ${v.rule}: ${v.message}`;
    if (!listed.has(id) || !ruleEntry(rulesetId, v.rule)) out.push(`not in the ${rulesetId} catalogue — ${show}`);
    if (v.href !== `/v1/rulesets/${rulesetId}/rules/${id}`) out.push(`href ${v.href ?? "missing"} — ${show}`);
    const keysNamed = [...v.message.matchAll(/\boption (\w+)/g)].map((m) => m[1]!);
    if (keysNamed.some((k) => !keys.has(k)) || (OPTION_RULE.test(id) && !optionRules.has(id)))
      out.push(`cites an option ${rulesetId} does not have — ${show}`);
  }
  return [...new Set(out)].sort();
}
