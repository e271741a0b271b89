// What happens when a phase ends or starts, and what it still owes before it may end.
// Each capability registers its hooks here (one line each), so the turn machine stays small.
import type { Phase } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import type { Ctx } from "../engine/context.js";
import { collectIncome } from "../economy/income.js";
import { placePhaseEnd, placePhaseOwes } from "../economy/place-phase.js";
import { checkVictoryAtRoundEnd } from "../economy/victory.js";
import { combatPhaseOwes } from "./owes.js";

export interface PhaseHook {
  /** violations that keep the phase from ending (e.g. a pending battle, COMB-1) */
  owes?(ctx: Ctx): Violation[];
  onStart?(ctx: Ctx): void;
  onEnd?(ctx: Ctx): void;
}

export const phaseHooks: Partial<Record<Phase, PhaseHook>> & { roundEnd?: (ctx: Ctx) => void } = {
  combat: { owes: combatPhaseOwes },
  place: { owes: placePhaseOwes, onEnd: placePhaseEnd }, // PLACE-1: place what can be placed; the rest is lost
  collectIncome: { onEnd: collectIncome }, // INC-1: income at the end of the turn
  roundEnd: checkVictoryAtRoundEnd, // VICT-1, VICT-2: checked after the last power's turn
};
