// ECON-3: a forced payment never exceeds the treasury.
import type { Ctx } from "../engine/context.js";

/** ECON-3: a forced loss is capped at the treasury. Returns what was paid. */
export function pay(ctx: Ctx, payer: string | null, amount: number): number {
  if (!payer || !ctx.state.powers[payer]) return 0;
  const p = ctx.state.powers[payer]!;
  const paid = Math.min(p.ipcs, amount);
  p.ipcs -= paid;
  return paid;
}
