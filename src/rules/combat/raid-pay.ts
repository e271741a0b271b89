// ECON-3: a forced payment never exceeds the treasury.
import type { Ctx } from "../engine/context.js";
import { debit, treasuryAt } from "../economy/treasury.js";

/** ECON-3: a forced loss is capped at the treasury (for a power with several, the one of the space `at`). Returns what was paid. */
export function pay(ctx: Ctx, payer: string | null, amount: number, at: string): number {
  if (!payer || !ctx.state.powers[payer]) return 0;
  return debit(ctx, payer, amount, treasuryAt(ctx, payer, at));
}
