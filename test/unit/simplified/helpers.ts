// Shared helpers for the `simplified` rule set's unit tests.
import { expect } from "vitest";
import { adjudicate, fromPosition, getRuleset, listDice, Position, standardStart, type CoreRuling } from "../../../src/rules/index.js";
import type { Action, GameState, PositionInput } from "../../../src/rules/index.js";

export const rs = getRuleset("simplified")!;

export function position(p: PositionInput, options: Record<string, unknown> = {}): GameState {
  const r = fromPosition(rs, Position.parse(p), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}

export const start = (options: Record<string, unknown> = {}): GameState => standardStart(rs, options);

export const act = (state: GameState, action: Action, dice: number[] = []): CoreRuling => adjudicate(state, action, listDice(dice));

/** Applies the action and expects success; returns the ruling. */
export function ok(state: GameState, action: Action, dice: number[] = []): Extract<CoreRuling, { ok: true }> {
  const r = act(state, action, dice);
  if (!r.ok) throw new Error(`expected ${action.type} to be legal: ${JSON.stringify(r.violations)}`);
  return r;
}

/** The rule IDs an action breaks (expects it to be refused). */
export function refused(state: GameState, action: Action, dice: number[] = []): string[] {
  const r = act(state, action, dice);
  expect(r.ok, `expected ${action.type} to be refused`).toBe(false);
  return r.ok ? [] : r.violations.map((v) => v.rule);
}

export const move = (power: string, units: string[] | Record<string, number>, path: string[], extra: Partial<Extract<Action, { type: "move" }>> = {}): Action =>
  ({ type: "move", power, units, path, ...extra });
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
