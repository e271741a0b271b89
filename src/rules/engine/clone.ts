import type { GameState } from "../schema/state.js";

/** A private copy of the state for one adjudication; the caller's state is never altered. */
export function cloneState(state: GameState): GameState {
  return structuredClone(state);
}
