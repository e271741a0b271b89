// INC — income at the end of the turn.
import type { Ctx } from "../engine/context.js";
import { capitalLost, npl } from "../queries.js";

/** INC-1: the power receives its NPL (ECON-4); INC-2: nothing while its capital is enemy-controlled. */
export function collectIncome(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const lost = capitalLost(rs, state, power);
  const amount = lost ? 0 : npl(rs, state, power);
  state.powers[power]!.ipcs += amount;
  ctx.events.push({ type: "income", power, amount, ipcs: state.powers[power]!.ipcs, ...(lost ? { rule: "INC-2", reason: "capital held by the enemy" } : { rule: "INC-1" }) });
}
