import type { ActionOf, ActionType } from "../schema/action.js";
import type { Phase } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import type { Ctx } from "../engine/context.js";

/**
 * One action type: when it may be sent, who sends it, how it is checked and applied.
 * `check` never mutates; `apply` runs only after `check` found nothing and may roll dice.
 */
export interface ActionHandler<T extends ActionType> {
  /** phases in which the action is allowed (TURN-2); "any" for e.g. concede */
  phases: readonly Phase[] | "any";
  /** who may send it: the power whose turn it is (TURN-3), or whoever the pending decision names */
  actor: "turnPower" | "decider" | "anyPower";
  check(ctx: Ctx, action: ActionOf<T>): Violation[];
  apply(ctx: Ctx, action: ActionOf<T>): void;
}

export type HandlerTable = { [T in ActionType]: ActionHandler<T> };
