// The referee bound to the rule sets on offer: the core's functions with the rule set resolved from the state
// (`state.ruleset.id`). For shells, tools and tests; the core itself is always handed its rule set.
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { Violation } from "../rules/schema/ruling.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import type { DiceSource } from "../rules/engine/dice.js";
import * as core from "../rules/engine/adjudicate.js";
import * as hints from "../analysis/hints/legal-actions.js";
import { getRuleset } from "./registry.js";

export * from "../rules/index.js";
export { getRuleset, listRulesets, unknownRulesetMessage } from "./registry.js";
export { allowedActionTypes, type LegalActions } from "../analysis/hints/legal-actions.js";

/** The rule set of a state, as its options shape it (a programmer error if unknown: shells check states first). */
export function rulesetOf(state: Pick<GameState, "ruleset">): Ruleset {
  const rs = getRuleset(state.ruleset.id);
  if (!rs) throw new Error(`unknown rule set ${state.ruleset.id}: the shell must reject it first`);
  return rs.forOptions(state.ruleset.options);
}

export const adjudicate = (state: GameState, action: Action, dice: DiceSource): core.CoreRuling =>
  core.adjudicate(rulesetOf(state), state, action, dice);

export const validate = (state: GameState, action: Action): { ok: true } | { ok: false; violations: Violation[] } =>
  core.validate(rulesetOf(state), state, action);

export const legalActions = (state: GameState, power: string, unitIds?: readonly string[]): hints.LegalActions =>
  hints.legalActions(rulesetOf(state), state, power, unitIds);
