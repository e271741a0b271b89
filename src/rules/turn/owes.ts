import type { Violation } from "../schema/ruling.js";
import { violation, type Ctx } from "../engine/context.js";

/** COMB-1: every battle created in the combat move is fought in the combat phase (an optional one only once begun). */
export function combatPhaseOwes(ctx: Ctx): Violation[] {
  return ctx.state.pending.battles
    .filter((b) => !b.optional || b.step !== undefined)
    .map((b) =>
      violation("COMB-1", `the ${b.kind === "raid" ? "raid" : "battle"} at ${b.at} must be resolved before the combat phase ends`),
    );
}

/**
 * Optional battles (PendingBattle.optional names the rule) not begun when a phase that fights battles ends are left
 * unresolved: the forces stay mixed and control does not change.
 */
export function declineOptionalBattles(ctx: Ctx): void {
  const left = ctx.state.pending.battles.filter((b) => b.optional && b.step === undefined);
  if (!left.length) return;
  ctx.state.pending.battles = ctx.state.pending.battles.filter((b) => !left.includes(b));
  for (const b of left) {
    if (b.kind === "raid") for (const u of ctx.state.territories[b.at]?.units ?? []) delete u.raiding;
    ctx.events.push({
      type: "battleCancelled",
      at: b.at,
      kind: b.kind,
      reason: "the attacker left it unresolved: the forces stay mixed and control does not change",
      rule: b.optional!,
    });
  }
}
