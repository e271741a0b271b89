// Small helpers every rule uses: building a violation, reading the game's options as typed fields.
import type { Violation } from "../schema/ruling.js";
import type { ActionHandler, Ctx, View } from "../ruleset/types.js";
import type { ActionOf, ActionType } from "../schema/action.js";
import type { EngineOptions } from "./options.js";

export type { Ctx, View } from "../ruleset/types.js";

export const violation = (rule: string, message: string, path?: string): Violation =>
  path === undefined ? { rule, message } : { rule, message, path };

/** The engine's switches for this game, typed (OPT-GEN-2): the rule set maps its options onto them once. */
export const opts = (view: View): EngineOptions => view.rs.engineOptions(view.state.ruleset.options);

/** A handler whose `check` finds violations only (its `apply` needs nothing worked out in advance). */
export interface PlanlessHandler<T extends ActionType> {
  actor: ActionHandler<T>["actor"];
  check(ctx: Ctx, action: ActionOf<T>): Violation[];
  apply(ctx: Ctx, action: ActionOf<T>): void;
}
export function withoutPlan<T extends ActionType>(h: PlanlessHandler<T>): ActionHandler<T> {
  return {
    actor: h.actor,
    check: (ctx, action) => ({ violations: h.check(ctx, action), plan: undefined }),
    apply: (ctx, action) => h.apply(ctx, action),
  };
}
