// The options of `simplified` (simplified.md §14; any other key is a 400, OPT-GEN-1), and the engine switches
// it plays with: Simplified has none of Classic's optional rules, so every switch is off or at its plain default.
import { defineOptions, type OptionsOf } from "../../rules/ruleset/options.js";
import { engineDefaults, type EngineOptions } from "../../rules/engine/options.js";
import type { View } from "../../rules/ruleset/types.js";

const table = {
  canalControl: {
    type: "boolean",
    default: false,
    rule: "SIMP-BOARD-4",
    source: "simplified.md §14",
    description: "canals need Classic control at the start of the turn",
  },
  startingMoney: {
    type: "string",
    default: "income",
    values: ["income", "zero"],
    rule: "SIMP-INC-3",
    source: "simplified.md §14",
    description: "starting money equal to starting income, or none",
  },
} as const;

export const simplifiedOptionTable = defineOptions(table);
export type SimplifiedOptions = OptionsOf<typeof table>;
/** This game's Simplified options, typed. */
export const simplifiedOptions = (view: View): SimplifiedOptions => simplifiedOptionTable.read(view.state.ruleset.options);

/**
 * The shared engine's switches in Simplified: no economic victory (SIMP-VICT-1 is its only condition), no
 * submarines to withdraw, no low luck, no shared sea zones, no carrier production rules, no optional victory rules.
 */
export const simplifiedEngine: EngineOptions = Object.freeze({
  ...engineDefaults,
  axisEconomicVictory: null,
  alliesEconomicVictory: null,
  defendingSubsMayWithdraw: false,
  techDevelopment: false,
});
