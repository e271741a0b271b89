// INC — income at the end of the turn (action 6).
import type { Ctx } from "../engine/context.js";
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
  const value = npl(rs, state, power);
  const lost = capitalLost(rs, state, power);
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
