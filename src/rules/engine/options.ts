// The options of the shared engine (classic.md §OPT, optional.md): every switch the engine's rules read, with its
// rule ID, default and source. Classic offers them all; another rule set maps its own options onto them
// (Ruleset.engineOptions). OPT-GEN-1: an unknown key is a 400.
import { defineOptions, type OptionsOf } from "../ruleset/options.js";

const table = {
  totalVictory: {
    type: "boolean",
    default: false,
    rule: "OPT-1",
    source: "RB App. IV",
    description: "military victory also requires control of all own capitals",
  },
  placeShipsInEnemySeaZones: {
    type: "boolean",
    default: false,
    rule: "OPT-2",
    source: "RB App. IV",
    description:
      "new ships may be placed in sea zones holding enemy units, with no battle (PLACE-3 relaxed, OPT-NAVAL-1). The zone stays shared: in a later combat move the power to move may attack there without moving (action attackInPlace {power, at}; its ships there attack having moved 0 spaces and have no retreat space of their own), move in, sail away, or stay with no battle; cargo unloading from the zone lands only after the sea battle there (AMPH-2, OPT-NAVAL-3). Fighters still go on land only unless OPT-23 allows otherwise",
  },
  russiaRestricted: {
    type: "boolean",
    default: false,
    rule: "OPT-3",
    source: "RB App. IV; TA",
    description: "no Russian combat move in round 1",
  },
  noNewFactories: {
    type: "boolean",
    default: false,
    rule: "OPT-4",
    source: "RB App. IV",
    description: "factories cannot be bought",
  },
  weaponsDevelopmentBenefits: {
    type: "boolean",
    default: false,
    rule: "OPT-5",
    source: "RB App. IV",
    description: "Germany starts with jet power, Japan with super submarines",
  },
  individualWinner: {
    type: "boolean",
    default: false,
    rule: "OPT-6",
    source: "RB p. 22 (secondary)",
    description: "when a side wins, also name its power(s) with the largest percentage NPL increase",
  },
  strictNeutrals: {
    type: "boolean",
    default: false,
    rule: "OPT-7",
    source: "later editions; TA",
    description: "neutrals are closed to all units",
  },
  axisEconomicVictory: {
    type: "numberOrNull",
    default: 84,
    min: 0,
    max: 1_000,
    rule: "OPT-8",
    source: "DAAK 5.1",
    description: "Axis win at the end of a round when their territories total this many IPCs; null = off",
  },
  alliesEconomicVictory: {
    type: "numberOrNull",
    default: null,
    min: 0,
    max: 1_000,
    rule: "OPT-9",
    source: "TA",
    description: "Allies win at the end of a round at this NPL; null = off",
  },
  militaryVictoryTiming: {
    type: "string",
    default: "endOfRound",
    values: ["endOfRound", "immediate"],
    rule: "OPT-10",
    source: "VICT-1",
    description: "when military victory is checked",
  },
  neutralFlyoverAllowed: {
    type: "boolean",
    default: true,
    rule: "OPT-11",
    source: "DAAK 2.7(3)",
    description: "aircraft may overfly unviolated neutrals in the combat move by paying the fee",
  },
  neutralCharge: {
    type: "number",
    default: 3,
    min: 0,
    max: 100,
    integer: true,
    rule: "OPT-12",
    source: "RB; TA",
    description: "IPCs paid per neutral violated",
  },
  defendingSubsMayWithdraw: {
    type: "boolean",
    default: true,
    rule: "OPT-13",
    source: "RB; DAAK 4.2",
    description: "defending submarines may withdraw (SUB-5)",
  },
  superSubDefenseBonus: {
    type: "number",
    default: 0,
    min: 0,
    max: 5,
    integer: true,
    rule: "OPT-14",
    source: "TA",
    description: "extra defence of super submarines",
  },
  heavyBomberDice: {
    type: "number",
    default: 3,
    min: 1,
    max: 6,
    integer: true,
    rule: "OPT-15",
    source: "TA",
    description: "dice per heavy bomber",
  },
  lhtrHeavyBombers: {
    type: "boolean",
    default: false,
    rule: "OPT-15",
    source: "TA",
    description: "heavy bombers keep the best die, +1 in raids",
  },
  rocketsPerAAGun: {
    type: "boolean",
    default: false,
    rule: "OPT-16",
    source: "TA",
    description: "every aaGun may fire a rocket, one per target factory",
  },
  techDevelopment: {
    type: "boolean",
    default: true,
    rule: "OPT-17",
    source: "TA",
    description: "weapons development allowed (TECH-1)",
  },
  kamikazeAirplanes: {
    type: "boolean",
    default: false,
    rule: "OPT-18",
    source: "TA",
    description: "AIR-4 not checked",
  },
  useDestroyersAndArtillery: {
    type: "boolean",
    default: false,
    rule: "OPT-19",
    source: "TA",
    description:
      "adds artillery 2/2/1/4 (3 with industrial technology; takes 1 transport place; each attacking artillery gives one attacking infantry +1, TA artillerySupportable) and destroyer 3/3/2/12 (10; a defending destroyer cancels the attacking submarines' first strike SUB-1: they fire with the other attackers, at ships only). Without the option both are unknown types (PURCH-1; 400 in positions); the rule set's unit list marks them with `option`",
  },
  lowLuck: {
    type: "boolean",
    default: false,
    rule: "OPT-20",
    source: "TA",
    description:
      "hits = floor(sum of values / 6), remainder rolled: per side and fire step, units whose hits go to the same enemies (unrestricted; submarines SUB-3 / bombardment BOMB-3 apart) add their values; each full 6 is a sure hit, a remainder r is ONE die hitting on ≤ r (supplied dice: one per group with a remainder, unrestricted group first; none once the sure hits take every enemy unit). Dice log: one entry per group with sureHits, threshold = r. AA fire, raids, rockets and development dice stay normal (TripleA's separate low-luck properties, optional.md OPT-TA-4)",
  },
  bid: {
    type: "perPower",
    default: 0,
    max: 1_000,
    rule: "OPT-21",
    source: "TA",
    description:
      "a bid: extra IPCs for that power before round 1 (key per power, e.g. bid.Germans: 7; a whole number ≥ 0); added to its starting treasury in the standard start (POST /v1/games/new); a position states treasuries itself, so there it changes nothing",
  },
  pieceLimits: {
    type: "boolean",
    default: false,
    rule: "OPT-22",
    source: "RB setup",
    implemented: false,
    description:
      "units limited to the pieces in the box. Not implemented: neither classic.md nor optional.md gives the box's piece counts per power and type (PURCH-4: chips extend stacks, so by default there is no limit); accepted and stored, it changes nothing",
  },
  produceFightersOnCarriers: {
    type: "boolean",
    default: false,
    rule: "OPT-23",
    source: "TA",
    description:
      "new fighters may be placed onto the power's own carriers placed this turn (in the same placement or earlier), as many as they hold (CARR-1); they count against the factory's PLACE-4 limit; old carriers only with lhtrCarrierProduction",
  },
  moveExistingFightersToNewCarriers: {
    type: "boolean",
    default: false,
    rule: "OPT-23",
    source: "TA",
    description:
      "in placement, the power's fighters in the producing factory's territory may move onto the carriers placed now in its sea zone (place action `fighters`: their ids; not production, PLACE-4); fighters may also land on carriers placed this turn",
  },
  lhtrCarrierProduction: {
    type: "boolean",
    default: false,
    rule: "OPT-23",
    source: "TA",
    description:
      "LHTR carrier production: new fighters may be placed onto the power's new and old carriers in a placement zone (CARR-1 room). Its other half, new carriers placed under fighters already in the zone, cannot arise: aircraft never end a move at sea without a carrier (AIR-5, AIR-8)",
  },
} as const;

export const engineOptionTable = defineOptions(table);
/** The engine's switches as typed fields, e.g. `opts.lowLuck`. */
export type EngineOptions = OptionsOf<typeof table>;
/** Every switch at its default: Classic's own game, and the base another rule set adjusts. */
export const engineDefaults: EngineOptions = engineOptionTable.read({});
