import {
  adjudicate,
  getRuleset,
  listDice,
  standardStart,
  fromPosition,
  Position,
  type GameState,
  type Action,
  type PositionInput,
} from "../../../src/rulesets/index.js";

export const classic = getRuleset("classic")!;
export const start = (): GameState => standardStart(classic);

export function position(p: PositionInput, options: Record<string, unknown> = {}): GameState {
  const r = fromPosition(classic, Position.parse(p), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}

/** Applies an action that must be legal; returns the ruling. */
export function apply(state: GameState, action: Action, rolls: number[] = []) {
  const r = adjudicate(state, action, listDice(rolls));
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.violations)}`);
  return r;
}

/** The rule IDs an illegal action violates. */
export function rulesOf(state: GameState, action: Action, rolls: number[] = []): string[] {
  const r = adjudicate(state, action, listDice(rolls));
  return r.ok ? [] : r.violations.map((v) => v.rule);
}

export const endPhase = (s: GameState) => apply(s, { type: "endPhase", power: s.turn.power }).state;
