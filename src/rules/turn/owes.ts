import type { Violation } from "../schema/ruling.js";
import { violation, type Ctx } from "../engine/context.js";

/** COMB-1: every battle created in the combat move is fought in the combat phase. */
export function combatPhaseOwes(ctx: Ctx): Violation[] {
  return ctx.state.pending.battles.map((b) =>
    violation("COMB-1", `the ${b.kind === "raid" ? "raid" : "battle"} at ${b.at} must be resolved before the combat phase ends`),
  );
}
