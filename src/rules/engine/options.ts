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
  // Enhanced Realism (R.D. Baker, Section I; docs/rules/enhanced-realism.md): deltas to Classic, each off by default,
  // stored in a state only when given, so a game without them keeps its Classic state and state hashes.
  flightRanges: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-AIR-1",
    source: "ER §I (aircraft flight ranges)",
    description:
      "ER-AIR-1…4: combat-move caps (bomber on a raid 3, carrier-based fighter 1, other aircraft 2), the return leg at most the mission's cap, full range (4/6, +2 long range) for aircraft that did not fight; AIR-4 uses the cap",
  },
  oneSeaZoneRule: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-AIR-5",
    source: "ER §I (one sea zone rule)",
    description:
      "ER-AIR-5…6: an aircraft flying to a battle, or back from one, enters at most one sea zone (a sea-zone target counts; a carrier's own zone does not); paths are checked as declared",
  },
  carrierRules: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-CARR-1",
    source: "ER §I (carriers)",
    conflicts: ["produceFightersOnCarriers", "moveExistingFightersToNewCarriers", "lhtrCarrierProduction"],
    description:
      "ER-CARR-1…6: carriers hold own fighters only; a carrier may move 1–2 zones and launch its fighters at range 1, then moves no more; fighters that fought land back on their carrier (else land within 1); assignment to or from carriers only in the non-combat move by fighters that did not fight; fighters placed onto new or adjacent carriers. Conflicts with the OPT-23 flags (ER-GEN-2 e)",
  },
  incomeAtTurnStart: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-INC-1",
    source: "ER §I (income)",
    description:
      "ER-INC-1…5: a power's IPCs are set at the start of its turn to its territories' value minus its pending bombing losses (state: powers.<p>.pendingLosses); unspent IPCs are lost at the end of its turn; raids and rockets record a pending loss on the complex instead of taking IPCs; a captured complex's pending loss is deleted",
  },
  limitedFactories: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-IC-1",
    source: "ER §I (industrial complexes)",
    description:
      "ER-IC-1…5: extra complexes and AA guns in the setup (Caucasus, East Europe, East Canada, India, Australia, Manchuria); no complex may be bought; every complex places at most its territory's IPC value per turn; a complex's pending bombing loss never exceeds that value",
  },
  realTimeOwnership: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-MAP-1",
    source: "ER §I (ownership)",
    description:
      "ER-MAP-1…2: canal control and aircraft landing are checked at the moment of use; aircraft may land in territories captured this turn (placement still waits, PLACE-2)",
  },
  erMapChanges: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-MAP-3",
    source: "ER §I (map changes)",
    description:
      "ER-MAP-3…7, board data: West Canada not adjacent to East Canada Sea Zone for transports; South Africa – Mozambique Sea Zone removed; South Europe – Turkey land edge added; Black Sea entry only while Turkey is friendly; the Panama step costs 0 for the side holding Panama",
  },
  erNeutrals: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-NEUT-1",
    source: "ER §I (neutrals)",
    conflicts: ["strictNeutrals", "neutralCharge"],
    implies: () => ({ neutralFlyoverAllowed: true }),
    description:
      "ER-NEUT-1…6: no fee; the first violation of a neutral makes the enemy power with the closest capital roll 3 dice (6 for Turkey and Spain, in the dice log) and place that many IPCs of land and air units there; former neutrals are worth 1 IPC. Conflicts with strictNeutrals, a non-default neutralCharge and neutralFlyoverAllowed: false (ER-GEN-2 d)",
  },
  flexibleRetreats: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-RET-1",
    source: "ER §I (retreats)",
    implies: () => ({ placeShipsInEnemySeaZones: true }),
    description:
      "ER-RET-1…9: after each round the attacker, then the defender, may retreat all its units, each to any adjacent friendly space (the defender's `retreat` may split: `to` a list of {to, units}); ships may break off contact. Sets placeShipsInEnemySeaZones (ER-GEN-2 a: given as false, a 400)",
  },
  secondArmorMove: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-ARM-1",
    source: "ER §I (second armour move)",
    description:
      "ER-ARM-1…6: tanks attack only adjacent occupied territories in the combat move; 2 movement points per turn; the phases become purchase, combatMove, combat, secondArmorMove, noncombatMove, place, collectIncome: in `secondArmorMove` tanks with points left move (`move`, armour only) and attack again, its battles resolved there (`resolveBattle`) before `endPhase`",
  },
  surrenderVictory: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-VICT-1",
    source: "ER §I (victory)",
    implies: () => ({ axisEconomicVictory: null, alliesEconomicVictory: null, totalVictory: false }),
    description:
      "ER-VICT-1…5: the game ends only by concession (or a side with every power eliminated); a lost capital stops neither income nor spending and is not plundered; a power with no units and no complex at the start of its turn is eliminated; liberation returns to a non-eliminated owner. Sets the economic victories to null (ER-GEN-2 b: a number, or totalVictory: true, is a 400)",
  },
  weaponsDevelopment: {
    type: "string",
    default: "classic",
    storedWhenGiven: true,
    values: ["classic", "none", "oneFreeRoll"],
    rule: "ER-TECH-1",
    source: "ER §I (weapons development)",
    implies: (v: unknown) => (v === "none" ? { techDevelopment: false } : { techDevelopment: true }),
    description:
      "ER-TECH-1…3: classic = TECH-1…9; none = no research at all (sets techDevelopment false); oneFreeRoll = no dice bought, one free die per turn for a power holding its own capital (with techDevelopment false, a 400: ER-GEN-2 c)",
  },
  enhancedRealism: {
    type: "boolean",
    default: false,
    storedWhenGiven: true,
    rule: "ER-GEN-3",
    source: "ER §I",
    preset: {
      flightRanges: true,
      oneSeaZoneRule: true,
      carrierRules: true,
      incomeAtTurnStart: true,
      limitedFactories: true,
      realTimeOwnership: true,
      erMapChanges: true,
      erNeutrals: true,
      flexibleRetreats: true,
      secondArmorMove: true,
      surrenderVictory: true,
      placeShipsInEnemySeaZones: true,
      weaponsDevelopment: "none",
    },
    description:
      "ER-GEN-3 preset: every Enhanced Realism flag on, placeShipsInEnemySeaZones on, weaponsDevelopment none; options given explicitly override it",
  },
} as const;

export const engineOptionTable = defineOptions(table);
/** The engine's switches as typed fields, e.g. `opts.lowLuck`. */
export type EngineOptions = OptionsOf<typeof table>;
/** Every switch at its default: Classic's own game, and the base another rule set adjusts. */
export const engineDefaults: EngineOptions = engineOptionTable.read({});
