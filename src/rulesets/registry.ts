// The rule sets on offer, by id. Only shells (service, API, CLI) look rule sets up; the core is handed one.
import type { Ruleset } from "../rules/ruleset/types.js";
import { didYouMean, suggestNames } from "../rules/names/suggest.js";
import { classic } from "./classic/index.js";
import { simplified } from "./simplified/index.js";
import { europe } from "./europe/index.js";
import { pacific } from "./pacific/index.js";
import { europePacific } from "./europe-pacific/index.js";

const rulesets: ReadonlyMap<string, Ruleset> = new Map([classic, simplified, europe, pacific, europePacific].map((rs) => [rs.id, rs]));

export function getRuleset(id: string): Ruleset | undefined {
  return rulesets.get(id);
}
export function listRulesets(): Ruleset[] {
  return [...rulesets.values()];
}

/** `unknown rule set "revised"; the rule sets are classic, …` — the same words on every surface, the nearest first. */
export function unknownRulesetMessage(id: string): string {
  const ids = [...rulesets.keys()];
  return `unknown rule set ${JSON.stringify(id)}; the rule sets are ${ids.join(", ")}.${didYouMean(suggestNames(id, ids))}`;
}
