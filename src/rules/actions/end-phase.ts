import { withoutPlan } from "../engine/context.js";
import { advancePhase } from "../turn/sequence.js";

/** TURN-2: phases are ended explicitly, never skipped; a phase that still owes something can't end. */
export const endPhase = withoutPlan<"endPhase">({
  actor: "turnPower",
  check: (ctx) => ctx.rs.phase(ctx.state.turn.phase).owes?.(ctx) ?? [],
  apply: (ctx) => advancePhase(ctx),
});
