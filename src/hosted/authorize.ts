// Who may write to a hosted game. Only the power the game waits for may act: the pending decision's
// power for a decision, the turn's power otherwise (TURN-3); any power may concede for its own side
// at any time (VICT-3). The admin token may act for whichever power is due (a forum referee service
// relays its players' moves with it). The core still checks every rule afterwards.
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import { getRuleset } from "../service/referee.js";
import { ADMIN, type Failure, type Role } from "./protocol.js";

/** The power the game waits for, or null once it is won. */
export function duePower(state: GameState): { power: string; reason: "decision" | "turn" } | null {
  if (state.winner) return null;
  const decider = state.pending.decision?.power;
  return decider ? { power: decider, reason: "decision" } : { power: state.turn.power, reason: "turn" };
}

/** The powers that may send this action now, by the handler's actor kind; null: any power. */
function powersDueFor(state: GameState, action: Action): string[] | null {
  const actor = getRuleset(state.ruleset.id)?.actions[action.type]?.actor ?? "turnPower";
  if (actor === "anyPower") return null;
  if (actor === "decider") return [state.pending.decision?.power ?? state.turn.power];
  return [state.turn.power];
}

/** null when `role` may send `action` now; otherwise the 403 to answer. */
export function actorFailure(state: GameState, action: Action, role: Role): Failure | null {
  if (role !== ADMIN && role !== action.power) {
    return { status: 403, detail: `this token speaks for ${role}; it cannot act for ${action.power}` };
  }
  if (state.winner) return null; // the core answers VICT-3 for anything but a concession
  const due = powersDueFor(state, action);
  if (due && !due.includes(action.power)) {
    const decision = state.pending.decision;
    const why =
      decision && action.type !== "endPhase" && getRuleset(state.ruleset.id)?.actions[action.type]?.actor === "decider"
        ? `the game waits for the ${decision.power}' ${decision.kind} decision`
        : `it is the ${state.turn.power}' turn (${state.turn.phase} phase)`;
    return { status: 403, detail: `${why}: ${action.power} may not ${action.type} now (TURN-3)`, extra: { rule: "TURN-3" } };
  }
  return null;
}

/** Supplied dice only in games created with allowSuppliedDice, and only from the admin token. */
export function suppliedDiceFailure(allowSuppliedDice: boolean, role: Role): Failure | null {
  if (!allowSuppliedDice)
    return {
      status: 403,
      detail: "this hosted game rolls its own seeded dice; it was not created with allowSuppliedDice, so `dice` may not be sent",
    };
  if (role !== ADMIN) return { status: 403, detail: "only the admin token may supply dice in this game" };
  return null;
}
