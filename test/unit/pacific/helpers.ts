// Shared helpers for the `pacific` rule set's unit tests (the rule-set-free ones are Europe's).
import { coreHelpers } from "../../support/core.js";
import type { GameState } from "../../../src/rulesets/index.js";
import { end } from "../europe/helpers.js";

export { end, move, totals, unitsOf } from "../europe/helpers.js";
export const { rs, position, start, act, ok, refused } = coreHelpers("pacific");

/** Ends phases until `phase` of `power` (default: the power to move). */
export function toPhase(state: GameState, phase: string, power = state.turn.power): GameState {
  let s = state;
  while (s.turn.phase !== phase || s.turn.power !== power) s = ok(s, end(s.turn.power)).state;
  return s;
}
