// Options of the `classic` rule set: classic.md §OPT and optional.md (OPT-GEN-1: an unknown key is a 400).
import type { OptionSpec } from "./types.js";

const opt = (key: string, type: OptionSpec["type"], def: unknown, rule: string, source: string, description: string, implemented = false, values?: readonly string[]): OptionSpec =>
  ({ key, type, default: def, rule, source, description, implemented, ...(values ? { values } : {}) });

export const classicOptions: readonly OptionSpec[] = [
  opt("totalVictory", "boolean", false, "OPT-1", "RB App. IV", "military victory also requires control of all own capitals", true),
  opt("placeShipsInEnemySeaZones", "boolean", false, "OPT-2", "RB App. IV", "new ships may be placed in sea zones holding enemy units, with no battle (PLACE-3 relaxed, OPT-NAVAL-1). The zone stays shared: in a later combat move the power to move may attack there without moving (action attackInPlace {power, at}; its ships there attack having moved 0 spaces and have no retreat space of their own), move in, sail away, or stay with no battle; cargo unloading from the zone lands only after the sea battle there (AMPH-2, OPT-NAVAL-3). Fighters still go on land only unless OPT-23 allows otherwise", true),
  opt("russiaRestricted", "boolean", false, "OPT-3", "RB App. IV; TA", "no Russian combat move in round 1", true),
  opt("noNewFactories", "boolean", false, "OPT-4", "RB App. IV", "factories cannot be bought", true),
  opt("weaponsDevelopmentBenefits", "boolean", false, "OPT-5", "RB App. IV", "Germany starts with jet power, Japan with super submarines", true),
  opt("individualWinner", "boolean", false, "OPT-6", "RB p. 22 (secondary)", "when a side wins, also name its power(s) with the largest percentage NPL increase", true),
  opt("strictNeutrals", "boolean", false, "OPT-7", "later editions; TA", "neutrals are closed to all units", true),
  opt("axisEconomicVictory", "numberOrNull", 84, "OPT-8", "DAAK 5.1", "Axis win at the end of a round when their territories total this many IPCs; null = off", true),
  opt("alliesEconomicVictory", "numberOrNull", null, "OPT-9", "TA", "Allies win at the end of a round at this NPL; null = off", true),
  opt("militaryVictoryTiming", "string", "endOfRound", "OPT-10", "VICT-1", "when military victory is checked", true, ["endOfRound", "immediate"]),
  opt("neutralFlyoverAllowed", "boolean", true, "OPT-11", "DAAK 2.7(3)", "aircraft may overfly unviolated neutrals in the combat move by paying the fee", true),
  opt("neutralCharge", "number", 3, "OPT-12", "RB; TA", "IPCs paid per neutral violated", true),
  opt("defendingSubsMayWithdraw", "boolean", true, "OPT-13", "RB; DAAK 4.2", "defending submarines may withdraw (SUB-5)", true),
  opt("superSubDefenseBonus", "number", 0, "OPT-14", "TA", "extra defence of super submarines", true),
  opt("heavyBomberDice", "number", 3, "OPT-15", "TA", "dice per heavy bomber", true),
  opt("lhtrHeavyBombers", "boolean", false, "OPT-15", "TA", "heavy bombers keep the best die, +1 in raids", true),
  opt("rocketsPerAAGun", "boolean", false, "OPT-16", "TA", "every aaGun may fire a rocket, one per target factory", true),
  opt("techDevelopment", "boolean", true, "OPT-17", "TA", "weapons development allowed (TECH-1)", true),
  opt("kamikazeAirplanes", "boolean", false, "OPT-18", "TA", "AIR-4 not checked", true),
  opt("useDestroyersAndArtillery", "boolean", false, "OPT-19", "TA", "adds artillery 2/2/1/4 (3 with industrial technology; takes 1 transport place; each attacking artillery gives one attacking infantry +1, TA artillerySupportable) and destroyer 3/3/2/12 (10; a defending destroyer cancels the attacking submarines' first strike SUB-1: they fire with the other attackers, at ships only). Without the option both are unknown types (PURCH-1; 400 in positions); the rule set's unit list marks them with `option`", true),
  opt("lowLuck", "boolean", false, "OPT-20", "TA", "hits = floor(sum of values / 6), remainder rolled: per side and fire step, units whose hits go to the same enemies (unrestricted; submarines SUB-3 / bombardment BOMB-3 apart) add their values; each full 6 is a sure hit, a remainder r is ONE die hitting on ≤ r (supplied dice: one per group with a remainder, unrestricted group first; none once the sure hits take every enemy unit). Dice log: one entry per group with sureHits, threshold = r. AA fire, raids, rockets and development dice stay normal (TripleA's separate low-luck properties, optional.md OPT-TA-4)", true),
  opt("bid.<power>", "number", 0, "OPT-21", "TA", "a bid: extra IPCs for that power before round 1 (key per power, e.g. bid.Germans: 7; a whole number ≥ 0); added to its starting treasury in the standard start (POST /v1/games/new); a position states treasuries itself, so there it changes nothing", true),
  opt("pieceLimits", "boolean", false, "OPT-22", "RB setup", "units limited to the pieces in the box. Not implemented: neither classic.md nor optional.md gives the box's piece counts per power and type (PURCH-4: chips extend stacks, so by default there is no limit); accepted and stored, it changes nothing"),
  opt("produceFightersOnCarriers", "boolean", false, "OPT-23", "TA", "new fighters may be placed onto the power's own carriers placed this turn (in the same placement or earlier), as many as they hold (CARR-1); they count against the factory's PLACE-4 limit; old carriers only with lhtrCarrierProduction", true),
  opt("moveExistingFightersToNewCarriers", "boolean", false, "OPT-23", "TA", "in placement, the power's fighters in the producing factory's territory may move onto the carriers placed now in its sea zone (place action `fighters`: their ids; not production, PLACE-4); fighters may also land on carriers placed this turn", true),
  opt("lhtrCarrierProduction", "boolean", false, "OPT-23", "TA", "LHTR carrier production: new fighters may be placed onto the power's new and old carriers in a placement zone (CARR-1 room). Its other half, new carriers placed under fighters already in the zone, cannot arise: aircraft never end a move at sea without a carrier (AIR-5, AIR-8)", true),
];
