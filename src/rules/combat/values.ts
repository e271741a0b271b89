// Combat values of a unit type on one side of a battle, with the owner's developments (unit table,
// TECH-4, TECH-5, TECH-8, OPT-14, OPT-15). Small pure functions: the odds calculator reuses them.
import type { Ruleset } from "../ruleset/types.js";
import type { Tech } from "../schema/state.js";
import { engineDefaults, type EngineOptions } from "../engine/options.js";

export type Side = "attacker" | "defender";

/** The options that change combat values (OPT-14, OPT-15): the engine's switches, read once per battle. */
export type CombatOptions = Pick<EngineOptions, "superSubDefenseBonus" | "heavyBomberDice" | "lhtrHeavyBombers">;

export const DEFAULT_COMBAT_OPTIONS: CombatOptions = engineDefaults;

/** How a unit fires: a die ≤ value hits (COMB-3); `dice` dice per unit; `bestOf`: at most one hit per unit (LHTR). */
export interface Firepower {
  value: number;
  dice: number;
  bestOf: boolean;
}

const NONE: Firepower = { value: 0, dice: 0, bestOf: false };

/** Attack or defence value of `type` for an owner with `techs`. Units without a value (aaGun, factory) roll nothing. */
export function combatValue(
  rs: Ruleset,
  type: string,
  side: Side,
  techs: readonly Tech[],
  opts: CombatOptions = DEFAULT_COMBAT_OPTIONS,
): number {
  const s = rs.units.get(type);
  if (!s) return 0;
  if (side === "attacker") {
    if (s.isSubmarine && techs.includes("superSubmarines")) return 3; // TECH-5: super subs attack at 3
    return s.attack ?? 0;
  }
  if (s.domain === "air" && s.carrierCost !== null && techs.includes("jetPower")) return 5; // TECH-4: jet fighters defend at 5
  if (s.isSubmarine && techs.includes("superSubmarines")) return Math.min(6, (s.defense ?? 0) + opts.superSubDefenseBonus); // OPT-14
  return s.defense ?? 0;
}

/** Value and dice of one unit in a battle round. A unit with value 0 rolls no die (COMB-3). */
export function firepower(
  rs: Ruleset,
  type: string,
  side: Side,
  techs: readonly Tech[],
  opts: CombatOptions = DEFAULT_COMBAT_OPTIONS,
): Firepower {
  const value = combatValue(rs, type, side, techs, opts);
  if (value <= 0) return NONE;
  const s = rs.units.get(type)!;
  if (side === "attacker" && s.isStrategicBomber && techs.includes("heavyBombers")) {
    // TECH-8 / OPT-15: heavy bombers roll several dice, each a possible hit; LHTR keeps the best of 2.
    return opts.lhtrHeavyBombers ? { value, dice: 2, bestOf: true } : { value, dice: Math.max(1, opts.heavyBomberDice), bestOf: false };
  }
  return { value, dice: 1, bestOf: false };
}

/** BOMB-2: a bombarding battleship rolls one die at its attack value. */
export function bombardValue(rs: Ruleset, type: string): number {
  const s = rs.units.get(type);
  return s?.bombard ?? s?.attack ?? 0; // europe's destroyers bombard at 2 (EUR-BOMB-2)
}

/** AA-3: an aaGun hits an aircraft on a 1. */
export const AA_THRESHOLD = 1;

/** SBR-3 / TECH-8 / OPT-15: damage dice of one raiding bomber and how they are added up. */
export function raidDice(
  rs: Ruleset,
  type: string,
  techs: readonly Tech[],
  opts: CombatOptions = DEFAULT_COMBAT_OPTIONS,
): { dice: number; bestOf: boolean; bonus: number } {
  const s = rs.units.get(type);
  if (!s?.isStrategicBomber || !techs.includes("heavyBombers")) return { dice: 1, bestOf: false, bonus: 0 };
  return opts.lhtrHeavyBombers ? { dice: 2, bestOf: true, bonus: 1 } : { dice: Math.max(1, opts.heavyBomberDice), bestOf: false, bonus: 0 };
}

/** Hits of a group of dice rolled by units with `dicePerUnit` dice each (COMB-3; LHTR best-of counts one hit per unit). */
export function countHits(values: readonly number[], threshold: number, dicePerUnit: number, bestOf: boolean): number {
  if (!bestOf) return values.filter((v) => v <= threshold).length;
  let hits = 0;
  for (let i = 0; i < values.length; i += dicePerUnit) {
    if (values.slice(i, i + dicePerUnit).some((v) => v <= threshold)) hits++;
  }
  return hits;
}
