// The `move` action of the combat move and the non-combat move (MOVE, LAND, SEA, AIR, TRANS, CARR, CANAL, NEUT, AA).
import type { ActionHandler } from "../actions/types.js";
import { makeEnv } from "./env.js";
import { planMove } from "./plan.js";
import { applyPlan, rebindPlan } from "./apply.js";
import type { MovePlan } from "./types.js";

/** Moves never roll dice; every broken rule of the whole move is listed. The check's plan is what apply carries out. */
export const move: ActionHandler<"move", MovePlan> = {
  actor: "turnPower",
  check(ctx, action) {
    const plan = planMove(makeEnv(ctx.rs, ctx.state, action.power), action);
    return { violations: plan.violations, plan };
  },
  apply(ctx, action, checked) {
    const env = makeEnv(ctx.rs, ctx.state, action.power);
    applyPlan(ctx, env, rebindPlan(env, checked));
  },
};
