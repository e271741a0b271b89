// Shared test helpers for the economy tests: positions, actions, rulings.
import { expect } from "vitest";
import { coreHelpers } from "../../support/core.js";
import { listDice, type GameState } from "../../../src/rulesets/index.js";
import type { Ctx } from "../../../src/rules/engine/context.js";
import { DiceRoller } from "../../../src/rules/engine/dice.js";

export const { rs, position, start, act, ok, refused } = coreHelpers("classic");

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
