// Helpers for movement tests: positions, moves and rulings.
import { expect } from "vitest";
import {
  adjudicate,
  fromPosition,
  getRuleset,
  listDice,
  Position,
  standardStart,
  validate,
  type GameState,
  type PositionInput,
} from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";

export const rs = getRuleset("classic")!;

export function pos(input: PositionInput, options: Record<string, unknown> = {}): GameState {
  const r = fromPosition(rs, Position.parse(input), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}
export const start = (options: Record<string, unknown> = {}): GameState => standardStart(rs, options);

type Units = string[] | Record<string, number>;
export function mv(power: string, units: Units, path: string[], extra: { transport?: string; raid?: boolean } = {}): Action {
  return { type: "move", power, units, path, ...extra } as Action;
}

/** Applies a move that must be legal; returns the new state. */
export function ok(state: GameState, action: Action): GameState {
  const r = adjudicate(state, action, listDice([]));
  if (!r.ok) throw new Error(`expected legal, got ${JSON.stringify(r.violations, null, 1)}`);
  expect(r.dice).toEqual([]); // moves never roll dice
  return r.state;
}

/** Asserts the move is refused citing every given rule; returns the rule IDs cited. */
export function bad(state: GameState, action: Action, ...rules: string[]): string[] {
  const r = validate(state, action);
  if (r.ok) throw new Error(`expected ${rules.join(", ")} but the move was accepted`);
  const cited = r.violations.map((v) => v.rule);
  for (const rule of rules) expect(cited, JSON.stringify(r.violations)).toContain(rule);
  return cited;
}

export const ids = (state: GameState, place: string, owner: string, type: string): string[] =>
  state.territories[place]!.units.filter((u) => u.owner === owner && u.type === type).map((u) => u.id);

export function unit(state: GameState, id: string) {
  for (const [place, t] of Object.entries(state.territories)) {
    const u = t.units.find((x) => x.id === id);
    if (u) return { place, ...u };
  }
  return undefined;
}

export const endPhase = (state: GameState, power: string): GameState => ok0(state, { type: "endPhase", power });
function ok0(state: GameState, action: Action): GameState {
  const r = adjudicate(state, action, listDice([]));
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r.state;
}
