// Shared helpers for the `europe` rule set's unit tests.
import { coreHelpers } from "../../support/core.js";
import type { Action, GameState } from "../../../src/rulesets/index.js";

export const { rs, position, start, act, ok, refused } = coreHelpers("europe");

export const move = (power: string, units: string[] | Record<string, number>, path: string[]): Action => ({
  type: "move",
  power,
  units,
  path,
});
export const end = (power: string): Action => ({ type: "endPhase", power });

/** Ends phases until `phase` (of whichever power's turn comes first). */
export function toPhase(state: GameState, phase: string, power = state.turn.power): GameState {
  let s = state;
  while (s.turn.phase !== phase || s.turn.power !== power) s = ok(s, end(s.turn.power)).state;
  return s;
}

export const unitsOf = (s: GameState, place: string, owner?: string, type?: string) =>
  s.territories[place]!.units.filter((u) => (owner === undefined || u.owner === owner) && (type === undefined || u.type === type));

/** Units per power and type on the whole board. */
export function totals(s: GameState): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const t of Object.values(s.territories))
    for (const u of t.units) {
      const m = (out[u.owner] ??= {});
      m[u.type] = (m[u.type] ?? 0) + 1;
    }
  return out;
}
