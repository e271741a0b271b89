// Unit types as typed in orders: the one alias table of every surface (src/rules/ruleset/aliases.ts: each rule
// set's `unitAliases`, forum abbreviations included), in any case, singular or plural.
import { unitNameFromText } from "../rules/ruleset/aliases.js";
import type { Ruleset } from "../rules/ruleset/types.js";

/** The rule set's unit type a typed name means, or undefined. */
export function unitTypeOf(rs: Ruleset, text: string): string | undefined {
  return unitNameFromText(rs, text.replace(/\s+/g, " "));
}
