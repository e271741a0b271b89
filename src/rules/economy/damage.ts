// What bombing and rocket damage takes (SBR-3, TECH-9), as the game's options say: IPCs paid at once, capped at
// the treasury (ECON-3); with incomeAtTurnStart a pending loss recorded on the complex, deducted from the owner's
// next income (ER-INC-3); with limitedFactories at most the complex's territory value (ER-IC-4).
import { opts, type Ctx } from "../engine/context.js";
import { pay } from "../combat/raid-pay.js";

export interface Damage {
  /** IPCs taken from the treasury now */
  paid: number;
  /** ER-INC-3: IPCs recorded as a pending loss on the complex (absent when paid at once) */
  pendingLoss?: number;
}

/** Takes `amount` of damage to the complex in `factory` from its controller `payer`. */
export function damageFactory(ctx: Ctx, payer: string | null, factory: string, amount: number): Damage {
  if (!payer || !ctx.state.powers[payer]) return { paid: 0 };
  const o = opts(ctx);
  const value = ctx.rs.board.territories.get(factory)?.ipc ?? 0;
  if (o.incomeAtTurnStart) {
    const pending = (ctx.state.powers[payer]!.pendingLosses ??= {});
    const before = pending[factory] ?? 0;
    const after = o.limitedFactories ? Math.min(value, before + amount) : before + amount; // ER-IC-4
    pending[factory] = after;
    return { paid: 0, pendingLoss: after - before };
  }
  if (!o.limitedFactories) return { paid: pay(ctx, payer, amount, factory) };
  // ER-IC-4: without income at turn start, the cap limits what raids and rockets take per enemy turn.
  const taken = (ctx.state.thisTurn.factoryDamage ??= {});
  const room = Math.max(0, value - (taken[factory] ?? 0));
  const paid = pay(ctx, payer, Math.min(room, amount), factory);
  taken[factory] = (taken[factory] ?? 0) + paid;
  return { paid };
}
