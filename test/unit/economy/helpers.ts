// Shared test helpers for the economy tests: positions, actions, rulings.
import { expect } from "vitest";
import { adjudicate, fromPosition, getRuleset, listDice, Position, standardStart, type CoreRuling } from "../../../src/rules/index.js";
import type { Action, GameState, PositionInput } from "../../../src/rules/index.js";
import type { Ctx } from "../../../src/rules/engine/context.js";
import { DiceRoller } from "../../../src/rules/engine/dice.js";

export const rs = getRuleset("classic")!;

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

/** A working context over a private copy of the state, for calling core functions directly. */
export function ctxOf(state: GameState, dice: number[] = []): Ctx {
  return { rs, state: structuredClone(state), events: [], dice: new DiceRoller(listDice(dice)) };
}

export const count = (state: GameState, place: string, type: string, owner?: string): number =>
  state.territories[place]!.units.filter((u) => u.type === type && (owner === undefined || u.owner === owner)).length;

export const totalIpcs = (state: GameState): number => Object.values(state.powers).reduce((n, p) => n + p.ipcs, 0);

/** Ends phases until the given phase (of the same turn) is reached. */
export function endUntil(state: GameState, phase: GameState["turn"]["phase"]): GameState {
  let s = state;
  for (let i = 0; i < 10 && s.turn.phase !== phase; i++) s = ok(s, { type: "endPhase", power: s.turn.power }).state;
  expect(s.turn.phase).toBe(phase);
  return s;
}
