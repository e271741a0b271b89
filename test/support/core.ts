// Test helpers over the pure core, for one rule set: build positions, apply actions with supplied dice,
// and read refusals as rule IDs.
import { expect } from "vitest";
import { adjudicate, fromPosition, getRuleset, listDice, Position, standardStart, type CoreRuling } from "../../src/rulesets/index.js";
import type { Action, GameState, PositionInput } from "../../src/rulesets/index.js";

export function coreHelpers(rulesetId: string) {
  const rs = getRuleset(rulesetId);
  if (!rs) throw new Error(`unknown rule set ${rulesetId}`);

  const position = (p: PositionInput, options: Record<string, unknown> = {}): GameState => {
    const r = fromPosition(rs, Position.parse(p), options);
    if ("problems" in r) throw new Error(JSON.stringify(r.problems));
    return r.state;
  };
  const start = (options: Record<string, unknown> = {}): GameState => standardStart(rs, options);
  const act = (state: GameState, action: Action, dice: number[] = []): CoreRuling => adjudicate(state, action, listDice(dice));

  /** Applies the action and expects success; returns the ruling. */
  const ok = (state: GameState, action: Action, dice: number[] = []): Extract<CoreRuling, { ok: true }> => {
    const r = act(state, action, dice);
    if (!r.ok) throw new Error(`expected ${action.type} to be legal: ${JSON.stringify(r.violations)}`);
    return r;
  };

  /** The rule IDs an action breaks (expects it to be refused). */
  const refused = (state: GameState, action: Action, dice: number[] = []): string[] => {
    const r = act(state, action, dice);
    expect(r.ok, `expected ${action.type} to be refused`).toBe(false);
    return r.ok ? [] : r.violations.map((v) => v.rule);
  };

  return { rs, position, start, act, ok, refused };
}
