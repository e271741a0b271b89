// Public surface of the pure core.
export * from "./schema/index.js";
export { adjudicate, validate, type CoreRuling } from "./engine/adjudicate.js";
export { DiceRoller, DiceExhausted, listDice, noDice, type DiceSource } from "./engine/dice.js";
export { getRuleset, listRulesets } from "./ruleset/registry.js";
export type { Ruleset, UnitSpec, OptionSpec, TerritoryData } from "./ruleset/types.js";
export { standardStart, fromPosition, checkOptions, resolveOptions } from "./state/build.js";
export { legalActions, allowedActionTypes, type LegalActions, type Reach, type UnitReaches } from "./movement/legal.js";
