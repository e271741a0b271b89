// The options of `europe` (europe.md §OPT; any other key is a 400, OPT-GEN-1), and the shared engine's switches
// a Europe game plays with: artillery and destroyers are ordinary units (EUR-PURCH-1), neutrals are closed
// (EUR-MOVE-2), no factory is bought (EUR-PURCH-2), no weapons development (EUR-TECH-1), no economic victory.
import { defineOptions, type OptionsOf } from "../../rules/ruleset/options.js";
import { engineDefaults, type EngineOptions } from "../../rules/engine/options.js";
import type { View } from "../../rules/ruleset/types.js";

const table = {
  advance: {
    type: "perPower",
    default: 0,
    max: 1000,
    rule: "EUR-OPT-1",
    source: "europe.md EUR-ECON-3; TA props `<power> bid`",
    description:
      "the special cash advance of a power before round 1 (key per power, e.g. advance.British: 6). Absent keys take TripleA's split: Germans 12, Russians 12, British 0, Americans 0",
  },
  destroyerCancelsFirstStrike: {
    type: "boolean",
    default: true,
    rule: "EUR-OPT-2",
    source: "europe.md EUR-SUB-2; TA WW2V2",
    description: "a defending destroyer cancels the attacking submarines' first strike; false: attacking subs always fire first",
  },
  destroyerBombardValue: {
    type: "number",
    default: 2,
    min: 1,
    max: 6,
    integer: true,
    rule: "EUR-OPT-3",
    source: "europe.md EUR-BOMB-2; FAQ",
    description: "a bombarding destroyer hits on this value or less (3 = first-edition rulebook / TripleA Beta)",
  },
  patrioticWarAutomatic: {
    type: "boolean",
    default: false,
    rule: "EUR-OPT-4",
    source: "europe.md EUR-SOV-2; TA",
    description:
      "TripleA's Patriotic War: British and American units in Soviet factory territories convert automatically at the end of their turn and do not move in the next Soviet turn; false: the Soviet player converts, unit by unit, with patrioticWar in the Soviet place phase",
  },
  middleEastRule: {
    type: "boolean",
    default: true,
    rule: "EUR-OPT-5",
    source: "europe.md EUR-ME-2, EUR-ME-3",
    description:
      "the Middle East pays no Allied income and pays Germany out of Allied treasuries; false: it pays like other British land (TripleA)",
  },
  lowLuck: {
    type: "boolean",
    default: false,
    rule: "EUR-OPT-6",
    source: "europe.md; as CLASSIC OPT-20",
    description: "low luck in battles (as Classic's lowLuck, OPT-20)",
  },
  subsEndNoncombatAmongEnemies: {
    type: "boolean",
    default: false,
    rule: "EUR-OPT-7",
    source: "europe.md EUR-MOVE-7; TA prop `Subs Can End NonCombat Move With Enemies`",
    description:
      "submarines may end the non-combat move in a sea zone holding enemy units, no battle (TripleA); false: they enter such zones only in the combat move",
  },
  tripleaVictory: {
    type: "boolean",
    default: false,
    rule: "EUR-OPT-8",
    source: "europe.md EUR-VICT-3; TA",
    description:
      "TripleA's victory check: at the end of each round, without a hold, the Axis win holding 2 of the 4 victory cities and the Allies all 4; false: a condition (EUR-VICT-2) wins once held for a full round, checked at every turn end",
  },
  individualWinner: {
    type: "boolean",
    default: false,
    rule: "EUR-OPT-9",
    source: "europe.md EUR-VICT-5; WIKI",
    description:
      "when the Allies win, the Allied power whose income rose most, in per cent, over its start is named the winner (winner.individual, as Classic's OPT-6)",
  },
} as const;

export const europeOptionTable = defineOptions(table);
export type EuropeOptions = OptionsOf<typeof table>;
/** This game's Europe options, typed. */
export const europeOptions = (view: View): EuropeOptions => europeOptionTable.read(view.state.ruleset.options);

/** EUR-ECON-3, EUR-OPT-1: TripleA's split of the advance, for powers whose `advance.<power>` is not given. */
const DEFAULT_ADVANCE: Readonly<Record<string, number>> = { Germans: 12, Russians: 12, British: 0, Americans: 0 };
export function advanceOf(options: Readonly<Record<string, unknown>>, power: string): number {
  const v = options[`advance.${power}`];
  return typeof v === "number" ? v : (DEFAULT_ADVANCE[power] ?? 0);
}

const engineCache = new WeakMap<object, EngineOptions>();
/** The engine's switches in a Europe game (chosen once per options object). */
export function europeEngine(options: Readonly<Record<string, unknown>>): EngineOptions {
  const cached = engineCache.get(options);
  if (cached) return cached;
  const engine: EngineOptions = Object.freeze({
    ...engineDefaults,
    useDestroyersAndArtillery: true, // EUR-PURCH-1: artillery and destroyers are ordinary units
    noNewFactories: true, // EUR-PURCH-2
    strictNeutrals: true, // EUR-MOVE-2, EUR-NEUT-1
    neutralFlyoverAllowed: false, // EUR-MOVE-2: no overflight either
    techDevelopment: false, // EUR-TECH-1
    axisEconomicVictory: null, // EUR-VICT-2 is the only victory condition
    alliesEconomicVictory: null,
    defendingSubsMayWithdraw: false, // Europe's submarines submerge instead (EUR-SUB-4)
    produceFightersOnCarriers: true, // EUR-PURCH-6
    moveExistingFightersToNewCarriers: true, // EUR-PURCH-6
    lhtrCarrierProduction: true, // EUR-PURCH-6: also onto a carrier already in the zone (the power's own, DEC-5)
    lowLuck: europeOptionTable.read(options).lowLuck, // EUR-OPT-6
  });
  engineCache.set(options, engine);
  return engine;
}
