// The shared handler of an action only some rule sets play: it refuses (TURN-2), naming the rule set. A rule set
// that plays the action declares its own handler and a phase allowing it.
import type { ActionHandler } from "../ruleset/types.js";
import type { ActionType } from "../schema/action.js";
import { violation } from "../engine/context.js";

export function notOffered<T extends ActionType>(type: T): ActionHandler<T> {
  return {
    actor: "turnPower",
    check: (ctx) => ({
      violations: [violation("TURN-2", `${type} is not an action of rule set ${ctx.rs.id}`, "action.type")],
      plan: undefined,
    }),
    apply: () => {},
  };
}
