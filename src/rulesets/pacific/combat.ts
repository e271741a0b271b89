// The Pacific's own combat values (RulesetDefinition.combat.unitValue): marines landing from ships attack +1
// (PAC-TRANS-3); in round 1, every unit but China's (`chinese: true`, or TripleA's Chinese power) defending against Japan defends at 1 at most (PAC-SURP-1,
// PAC-CHINA-5). The rest of combat is the shared engine's, as Europe plays it (PAC-COMB-1).
import type { View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import { spec } from "../../rules/queries.js";
import { CHINESE, JAPANESE } from "./spaces.js";

/** PAC-SURP-1: Japan's first-turn attack. */
export const surpriseAttack = (view: View): boolean => view.state.turn.round === 1 && view.state.turn.power === JAPANESE;

export function pacificUnitValue(
  view: View,
  u: Unit,
  side: "attacker" | "defender",
  value: number,
): { value: number; rule: string } | undefined {
  if (side === "defender")
    return surpriseAttack(view) && u.owner !== CHINESE && !u.chinese && value > 1 ? { value: 1, rule: "PAC-SURP-1" } : undefined;
  // PAC-TRANS-3: unloaded from a ship into this battle this turn (marines stand only where they landed)
  return spec(view.rs, u.type).marine && u.unloaded ? { value: value + 1, rule: "PAC-TRANS-3" } : undefined;
}
