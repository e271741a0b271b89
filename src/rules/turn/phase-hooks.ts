// What happens when a phase ends or starts, and what it still owes before it may end.
// Each capability registers its hooks here (one line each), so the turn machine stays small.
import type { Phase } from "../schema/state.js";
import type { Ctx } from "../engine/context.js";
import type { PhaseHook } from "../ruleset/types.js";
import { collectIncome } from "../economy/income.js";
import { placePhaseEnd, placePhaseOwes } from "../economy/place-phase.js";
import { checkVictoryAtRoundEnd } from "../economy/victory.js";
import { combatPhaseOwes } from "./owes.js";
import { combatMoveOwes, noncombatMoveEnd, noncombatMoveOwes } from "../movement/phase.js";

export type { PhaseHook };

export const phaseHooks: Partial<Record<Phase, PhaseHook>> & { roundEnd?: (ctx: Ctx) => void } = {
  combatMove: { owes: combatMoveOwes }, // TRANS-5, TRANS-7: cargo still owed to a landing; AIR-4: aircraft without a landing
  combat: { owes: combatPhaseOwes },
  noncombatMove: { owes: noncombatMoveOwes, onEnd: noncombatMoveEnd }, // AIR-5: aircraft that can land must; those that cannot are lost
  place: { owes: placePhaseOwes, onEnd: placePhaseEnd }, // PLACE-1: place what can be placed; the rest is lost
  collectIncome: { onEnd: collectIncome }, // INC-1: income at the end of the turn
  roundEnd: checkVictoryAtRoundEnd, // VICT-1, VICT-2: checked after the last power's turn
};

/** The hook of a phase: the rule set's own (hooks.phases) when it has one, else the shared table's. */
export function phaseHookFor(ctx: Pick<Ctx, "rs">, phase: Phase): PhaseHook | undefined {
  return ctx.rs.hooks?.phases?.[phase] ?? phaseHooks[phase];
}
