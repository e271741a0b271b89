import type { ActionType } from "../schema/action.js";
import type { Phase } from "../schema/state.js";
import type { ActionHandler } from "./types.js";
import { violation } from "../engine/context.js";

/** A placeholder for an action whose capability has not landed yet: always refused, never a fake success. */
export function notImplemented<T extends ActionType>(type: T, capability: string, phases: readonly Phase[] | "any", actor: ActionHandler<T>["actor"] = "turnPower"): ActionHandler<T> {
  return {
    phases,
    actor,
    check: () => [violation("NOT-IMPLEMENTED", `the ${type} action (${capability}) is not implemented by this referee yet`, "action.type")],
    apply: () => { throw new Error(`${type} is not implemented`); },
  };
}
