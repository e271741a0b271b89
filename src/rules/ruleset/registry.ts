import type { Ruleset } from "./types.js";
import { classic } from "./classic.js";
import { simplified } from "./simplified.js";

const rulesets = new Map<string, Ruleset>([
  [classic.id, classic],
  [simplified.id, simplified],
]);

export function getRuleset(id: string): Ruleset | undefined {
  return rulesets.get(id);
}
export function listRulesets(): Ruleset[] {
  return [...rulesets.values()];
}
export function registerRuleset(rs: Ruleset): void {
  rulesets.set(rs.id, rs);
}
