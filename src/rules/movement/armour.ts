// The second armour move (option secondArmorMove, ER-ARM-1…6): tanks attack only adjacent territories in the
// combat move, spend 2 movement points over the whole turn, and move again in a step of their own after combat.
import { violation } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import type { UnitSpec } from "../ruleset/types.js";
import type { MoveEnv } from "./env.js";
import { adjacent, label, optsOf } from "./env.js";
import type { MovePlan, Report } from "./types.js";

/** True in a phase the rule set declares as the second move of blitzing units (ER-ARM-3). */
export const inSecondMove = (env: MoveEnv): boolean => env.rs.phase(env.state.turn.phase).secondMove === true;

/** Who may move in the second armour move: armour that has not moved in it yet and did not travel by sea (ER-ARM-3, ER-ARM-5, ER-ARM-6). */
export function secondMoveProblems(u: Unit, s: UnitSpec, place: string): Violation[] {
  if (!s.canBlitz)
    return [
      violation(
        s.domain === "air" ? "ER-ARM-6" : "ER-ARM-3",
        `${label(u)} in ${place}: only armour moves in the second armour move`,
        "action.units",
      ),
    ];
  if (u.unloaded || u.aboard)
    return [violation("ER-ARM-5", `${label(u)} in ${place} travelled by transport this turn and does not move on its own`, "action.units")];
  if (u.secondMoved) return [violation("ER-ARM-3", `${label(u)} in ${place} already moved in this second armour move`, "action.units")];
  return [];
}

/** ER-ARM-2, ER-ARM-5: with the option, armour that moved in the combat move may still use its points in the non-combat move. */
export const armourMovesOn = (env: MoveEnv, u: Unit, s: UnitSpec): boolean => optsOf(env).secondArmorMove && s.canBlitz && !u.unloaded;

/** ER-ARM-1: in the combat move, armour attacks only a territory adjacent to where it started. */
export function checkArmourReach(env: MoveEnv, plan: MovePlan, report: Report): void {
  if (!optsOf(env).secondArmorMove || !env.combat || inSecondMove(env) || plan.outcome.kind !== "battle") return;
  const start = plan.path[0]!,
    dest = plan.path[plan.path.length - 1]!;
  if (adjacent(env, start, dest)) return;
  for (const s of plan.units)
    if (s.mode === "land" && env.rs.units.get(s.unit.type)?.canBlitz)
      report(
        violation(
          "ER-ARM-1",
          `${label(s.unit)} may attack only a territory adjacent to ${start} in the combat move (option secondArmorMove); ${dest} is not`,
          "action.path",
        ),
      );
}
