// INC — income at the end of the turn (action 6).
import { opts, type Ctx } from "../engine/context.js";
import { capitalLost, capitalOf, npl } from "../queries.js";

/**
 * INC-1: the power receives its NPL at this moment (ECON-4) — territories conquered this turn count, former
 * neutrals are worth 0 (NEUT-6), and territories it holds for an ally whose capital is lost pay it (CAPT-3).
 * INC-2: nothing while its own capital is enemy-controlled; its remaining territories then pay nobody.
 * INC-3: raid and rocket losses were paid when they happened, never deducted here.
 */
export function collectIncome(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const o = opts(ctx);
  if (o.incomeAtTurnStart) {
    // ER-INC-2: nothing is saved; the next income is counted when the power's next turn begins (ER-INC-1).
    const unspent = state.powers[power]!.ipcs;
    state.powers[power]!.ipcs = 0;
    ctx.events.push({ type: "income", power, amount: -unspent, ipcs: 0, rule: "ER-INC-2", reason: "unspent IPCs are lost" });
    return;
  }
  const value = npl(rs, state, power);
  const lost = !o.surrenderVictory && capitalLost(rs, state, power); // ER-VICT-2: a lost capital stops no income
  const amount = lost ? 0 : value;
  state.powers[power]!.ipcs += amount;
  ctx.events.push({
    type: "income",
    power,
    amount,
    npl: value,
    ipcs: state.powers[power]!.ipcs,
    ...(lost
      ? { rule: "INC-2", reason: `capital ${capitalOf(rs, power)} held by the enemy (${state.territories[capitalOf(rs, power)!]?.owner})` }
      : { rule: "INC-1" }),
  });
}
