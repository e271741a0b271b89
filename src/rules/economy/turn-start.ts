// What happens as a power's turn begins (its first phase is entered), as the game's options say: with
// incomeAtTurnStart its IPCs are set to its territories' value minus its pending bombing losses (ER-INC-1, ER-INC-3).
import { opts, type Ctx } from "../engine/context.js";
import { capitalLost, capitalOf, npl } from "../queries.js";

export function turnStartIncome(ctx: Ctx): void {
  const o = opts(ctx);
  if (!o.incomeAtTurnStart) return;
  const { rs, state } = ctx;
  const power = state.turn.power;
  const p = state.powers[power];
  if (!p) return;
  const value = npl(rs, state, power);
  const lost = !o.surrenderVictory && capitalLost(rs, state, power); // INC-2 still applies without surrenderVictory
  const pending = Object.values(p.pendingLosses ?? {}).reduce((a, n) => a + n, 0);
  p.ipcs = Math.max(0, (lost ? 0 : value) - pending);
  delete p.pendingLosses; // ER-INC-3: deducted once, then cleared
  ctx.events.push({
    type: "income",
    power,
    amount: p.ipcs,
    npl: value,
    ipcs: p.ipcs,
    rule: "ER-INC-1",
    ...(lost
      ? { reason: `capital ${capitalOf(rs, power)} held by the enemy (INC-2)` }
      : pending > 0
        ? { reason: `pending bombing losses of ${pending} deducted (ER-INC-3)` }
        : {}),
  });
}
