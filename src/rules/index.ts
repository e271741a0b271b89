// Public surface of the pure core for shells, tools and tests. Core modules never import this file.
export * from "./schema/index.js";
export { adjudicate, validate, type CoreRuling } from "./engine/adjudicate.js";
export { DiceRoller, DiceExhausted, listDice, noDice, type DiceSource } from "./engine/dice.js";
export type { Ruleset, UnitSpec, TerritoryData, Reach, UnitReaches } from "./ruleset/types.js";
export type { OptionSpec } from "./ruleset/options.js";
export { standardStart, fromPosition, checkOptions, resolveOptions } from "./state/build.js";
