// Who may send an action when (TURN-2, TURN-3): the rule set's phases list the actions they allow.
import type { GameState, Phase } from "../schema/state.js";
import { ACTION_TYPES, type ActionType } from "../schema/action.js";
import type { Ruleset } from "../ruleset/types.js";

/** The action is allowed in this phase of the rule set (or in every phase). */
export const allowedIn = (rs: Ruleset, phase: Phase, type: ActionType): boolean =>
  rs.anytime.includes(type) || rs.phase(phase).actions.includes(type);

/** The phases that allow the action, in turn order (for TURN-2 messages). */
export const phasesAllowing = (rs: Ruleset, type: ActionType): Phase[] => rs.phases.filter((p) => rs.phase(p).actions.includes(type));

/** The action types whose generic preconditions (turn, phase, actor, game over) the power meets now. */
export function allowedActionTypes(rs: Ruleset, state: GameState, power: string): ActionType[] {
  if (!rs.powers.some((p) => p.name === power)) return [];
  return ACTION_TYPES.filter((type) => {
    if (state.winner && type !== "concede") return false;
    const h = rs.actions[type];
    const actorOk =
      h.actor === "anyPower" ||
      (h.actor === "turnPower" ? power === state.turn.power : power === (state.pending.decision?.power ?? state.turn.power));
    return actorOk && allowedIn(rs, state.turn.phase, type);
  });
}
