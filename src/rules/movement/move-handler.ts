// The `move` action of the combat move and the non-combat move (MOVE, LAND, SEA, AIR, TRANS, CARR, CANAL, NEUT, AA).
import type { ActionHandler } from "../actions/types.js";
import { makeEnv } from "./env.js";
import { planMove } from "./plan.js";
import { applyPlan } from "./apply.js";

/** Moves never roll dice; every broken rule of the whole move is listed. */
export const move: ActionHandler<"move"> = {
  actor: "turnPower",
  check(ctx, action) {
    return planMove(makeEnv(ctx.rs, ctx.state, action.power), action).violations;
  },
  apply(ctx, action) {
    const env = makeEnv(ctx.rs, ctx.state, action.power);
    const plan = planMove(env, action);
    if (plan.violations.length) throw new Error(`move applied despite violations: ${plan.violations[0]!.message}`);
    applyPlan(ctx, env, plan);
  },
};
