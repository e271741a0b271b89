// Unit values for the odds calculator. They come from the referee's own combat module
// (src/rules/combat/values.ts), so odds and referee never disagree.
import type { Ruleset, UnitSpec } from "../../rules/ruleset/types.js";
import type { Tech } from "../../rules/schema/state.js";
import { bombardValue, combatValue, firepower } from "../../rules/combat/values.js";
import { casualtyTypeOrder } from "../../rules/combat/casualties.js";
import { isFixture } from "../../rules/queries.js";

/** How one unit fires: `dice` dice hitting on ≤ threshold; `bestOf` = at most one hit per unit (LHTR). */
export interface Fire {
  threshold: number;
  dice: number;
  bestOf: boolean;
}

export interface ValueContext {
  rs: Ruleset;
  options: Record<string, unknown>;
}

function fireOf(vc: ValueContext, type: string, side: "attacker" | "defender", techs: readonly Tech[]): Fire | null {
  const f = firepower(vc.rs, type, side, techs, vc.rs.engineOptions(vc.options));
  return f.dice === 0 || f.value <= 0 ? null : { threshold: Math.min(6, f.value), dice: f.dice, bestOf: f.bestOf };
}

/** Attack fire (COMB-3, TECH-5 super subs 3, TECH-8/OPT-15 heavy bombers); null: rolls no die (a transport). */
export const attackFire = (vc: ValueContext, type: string, techs: readonly Tech[]): Fire | null => fireOf(vc, type, "attacker", techs);

/** Defence fire (COMB-3, TECH-4 jet fighters 5, OPT-14). */
export const defenceFire = (vc: ValueContext, type: string, techs: readonly Tech[]): Fire | null => fireOf(vc, type, "defender", techs);

/** Bombardment (BOMB-2): one die per battleship at its attack value, round 1 only. */
export function bombardFire(vc: ValueContext, type: string): Fire | null {
  const v = bombardValue(vc.rs, type);
  return v > 0 ? { threshold: v, dice: 1, bestOf: false } : null;
}

/** The referee's casualty type order: listed types, then cheapest, then lower value, then table order (COMB-4). */
export function typeOrder(
  vc: ValueContext,
  types: readonly string[],
  listed: readonly string[] | undefined,
  side: "attacker" | "defender",
  techsOf: (type: string) => readonly Tech[],
): string[] {
  const opts = vc.rs.engineOptions(vc.options);
  return casualtyTypeOrder(vc.rs, types, listed ?? [], (t) => combatValue(vc.rs, t, side, techsOf(t), opts));
}

/** Units that never fight and are never casualties (AA-6, PAC-MOVE-5). */
export const isNonCombatant = (s: UnitSpec): boolean => s.isAA || isFixture(s);
