// The action handlers whose rules are Simplified's own: movement, and the Classic actions it lacks.
// Battles (resolveBattle, fightRound, chooseCasualties) are the shared combat engine's, with the record's `combat`.
import type { ActionType } from "../../rules/schema/action.js";
import type { ActionHandler, HandlerTable } from "../../rules/ruleset/types.js";
import { violation } from "../../rules/engine/context.js";
import { simplifiedMove } from "./movement.js";

/** An action that this rule set does not have: always refused with the rule that says so. */
function absent<T extends ActionType>(type: T, rule: string, why: string): ActionHandler<T> {
  return {
    actor: "anyPower",
    check: () => ({ violations: [violation(rule, `${type}: ${why}`, "action.type")], plan: undefined }),
    apply: () => {
      throw new Error(`${type} is absent`);
    },
  };
}

export const simplifiedActions: Partial<HandlerTable> = {
  move: simplifiedMove,
  retreat: absent(
    "retreat",
    "SIMP-COMB-5",
    "there is no retreat in Simplified Axis & Allies: battles are fought until one side (or both) is gone",
  ),
  pressOn: absent("pressOn", "SIMP-COMB-5", "there is no retreat decision to answer: battles are fought to the end"),
  withdrawSubmarines: absent("withdrawSubmarines", "SIMP-UNIT-2", "there are no submarines in Simplified Axis & Allies"),
  developWeapons: absent("developWeapons", "SIMP-UNIT-2", "there is no weapons development in Simplified Axis & Allies"),
  rocketAttack: absent("rocketAttack", "SIMP-UNIT-2", "there are no AA guns or rockets in Simplified Axis & Allies"),
};
