// The options of `pacific` (pacific.md §OPT; any other key is a 400, OPT-GEN-1), and the shared engine's switches
// a Pacific game plays with: artillery and destroyers are ordinary units, neutrals are impassable (PAC-MOVE-1), no
// weapons development (PAC-TECH-1); victory is the rule set's own (victory.ts), so the engine's economic victory is off.
import { defineOptions, type OptionsOf } from "../../rules/ruleset/options.js";
import { engineDefaults, type EngineOptions } from "../../rules/engine/options.js";
import type { View } from "../../rules/ruleset/types.js";

const table = {
  balancedSetup: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-1",
    source: "pacific.md PAC-TURN-4; FAQ",
    description:
      "the FAQ's (and TripleA's) balanced setup instead of the printed one: French Indo-China 2 Japanese infantry, Hainan 6, 37 Sea Zone 1 transport, no fighter in Mariana, the submarine in 22 Sea Zone rather than 20",
  },
  baseBonusRule: {
    type: "string",
    default: "board",
    values: ["board", "start"],
    rule: "PAC-OPT-3",
    source: "pacific.md PAC-MOVE-2…4; MM p2",
    description:
      "board: +1 to an aircraft that begins the turn on a friendly air base and +1 while it stands after a move on one; +1 to a ship's non-combat move from a zone next to a friendly naval base to such a zone. start: TripleA's +1 to every aircraft starting at a friendly airfield and every ship starting next to a friendly harbour, in any move",
  },
  loadedDestroyerMayAttack: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-4",
    source: "pacific.md PAC-TRANS-2",
    description: "a Japanese destroyer carrying an infantry may move into a sea battle (TripleA); false: it may not attack while loaded",
  },
  axisEconomicVictory: {
    type: "numberOrNull",
    default: null,
    min: 0,
    max: 1_000,
    rule: "PAC-OPT-5",
    source: "pacific.md PAC-VICT-3; TA prop `Axis Economic Victory` 50",
    description: "Japan wins at the end of a round controlling spaces worth this many IPCs (50 = TripleA); null = off",
  },
  scramble: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-6",
    source: "pacific.md PAC-SCRAM-1",
    description:
      "TripleA's scrambling: fighters may scramble from airfields and harbours into adjacent sea zones attacked, and no Combat Air Patrols are flown; false: Combat Air Patrols, no scrambling",
  },
  fixedConvoySplit: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-7",
    source: "pacific.md PAC-ECON-4, PAC-TURN-3; TA",
    description:
      "TripleA's fixed split: 52 and 49 Sea Zone always pay india, 15 Sea Zone australia; no allocateConvoyIncome and no round 0",
  },
  separateChineseTurn: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-8",
    source: "pacific.md PAC-TURN-1, PAC-CHINA-1…3; TA v1.1",
    description:
      "TripleA v1.1's turns Japanese, British, Chinese, Americans: Chinese is a power with its own turn, owning China's units and land (no chinese flags); assignCapture.to names the holding power",
  },
  tripleaVictory: {
    type: "boolean",
    default: false,
    rule: "PAC-OPT-9",
    source: "pacific.md PAC-VICT-1…3, PAC-VP-4; TA",
    description:
      "TripleA's victory: victory cities Japan, India, New South Wales (Japan wins holding Japan and one other, the Allies all three), Allied economic victory at 134, checked at the end of each round, no hold",
  },
} as const;

export const pacificOptionTable = defineOptions(table);
export type PacificOptions = OptionsOf<typeof table>;
/** This game's Pacific options, typed. */
export const pacificOptions = (view: View): PacificOptions => pacificOptionTable.read(view.state.ruleset.options);

const engineCache = new WeakMap<object, EngineOptions>();
/** The engine's switches in a Pacific game (chosen once per options object). */
export function pacificEngine(options: Readonly<Record<string, unknown>>): EngineOptions {
  const cached = engineCache.get(options);
  if (cached) return cached;
  const engine: EngineOptions = Object.freeze({
    ...engineDefaults,
    useDestroyersAndArtillery: true, // PAC-PURCH-1: artillery and destroyers are ordinary units
    strictNeutrals: true, // PAC-MOVE-1: Himalayas and Soviet Union are impassable
    neutralFlyoverAllowed: false, // PAC-MOVE-1
    techDevelopment: false, // PAC-TECH-1
    axisEconomicVictory: null, // PAC-VICT-2/3 are the rule set's own (victory.ts)
    alliesEconomicVictory: null,
    defendingSubsMayWithdraw: false, // submarines submerge instead (PAC-COMB-1 as EUR-SUB-4)
    produceFightersOnCarriers: true, // PAC-PURCH-2 as EUR-PURCH-6
    moveExistingFightersToNewCarriers: true, // PAC-PURCH-2 as EUR-PURCH-6
  });
  engineCache.set(options, engine);
  return engine;
}
