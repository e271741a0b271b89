// Shared helpers for the `simplified` rule set's unit tests.
import { coreHelpers } from "../../support/core.js";
import type { Action, GameState } from "../../../src/rulesets/index.js";

export const { rs, position, start, act, ok, refused } = coreHelpers("simplified");

export const move = (
  power: string,
  units: string[] | Record<string, number>,
  path: string[],
  extra: Partial<Extract<Action, { type: "move" }>> = {},
): Action => ({ type: "move", power, units, path, ...extra });
export const end = (power: string): Action => ({ type: "endPhase", power });

/** Ends phases until `phase` of the current power's turn. */
export function toPhase(state: GameState, phase: GameState["turn"]["phase"]): GameState {
  let s = state;
  while (s.turn.phase !== phase) s = ok(s, end(s.turn.power)).state;
  return s;
}

export const unitsOf = (s: GameState, place: string, owner?: string, type?: string) =>
  s.territories[place]!.units.filter((u) => (owner === undefined || u.owner === owner) && (type === undefined || u.type === type));

export const count = (s: GameState): number => Object.values(s.territories).reduce((n, t) => n + t.units.length, 0);
