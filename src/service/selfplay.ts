// Self-play (aa-referee selfplay, the random-game harness's enumerated chooser): seeded random games in which every
// action is picked from what POST /v1/legal-actions enumerates. A refusal of an enumerated action, or a state where
// the enumeration offers nothing (or a phase that never ends), is a failure naming the step.
import { adjudicate } from "../rules/engine/adjudicate.js";
import type { Action } from "../rules/schema/action.js";
import type { GameState } from "../rules/schema/state.js";
import type { Violation } from "../rules/schema/ruling.js";
import { chooseAction } from "../analysis/hints/legal/bot.js";
import { rulesetOf } from "../rulesets/index.js";
import { legalActions, newGame, type LegalActions } from "./referee.js";

export interface SelfPlaySpec {
  ruleset: string;
  options?: Record<string, unknown>;
  seed: number;
  /** play until this round is over (or a winner) */
  rounds: number;
  /** a phase with more accepted actions than this is a stall */
  maxPhaseSteps?: number;
  /** called with every state and what was enumerated for the power to act (tests check the enumeration here) */
  onState?(state: GameState, legal: LegalActions): void;
}
export interface SelfPlayFailure {
  kind: "refused" | "stall" | "badInput";
  step: number;
  turn: GameState["turn"] | null;
  power?: string;
  action?: Action;
  violations?: Violation[];
  message: string;
}
export interface SelfPlayResult {
  ok: boolean;
  steps: number;
  round: number;
  winner: GameState["winner"];
  battles: number;
  failure?: SelfPlayFailure;
  final?: GameState;
}

/** A small seeded generator (mulberry32): the same seed plays the same game. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function selfPlay(spec: SelfPlaySpec): SelfPlayResult {
  const made = newGame({ ruleset: spec.ruleset, ...(spec.options ? { options: spec.options } : {}) });
  if (made.kind !== "ok") {
    const message = made.kind === "badInput" ? made.problems.map((p) => `${p.path}: ${p.message}`).join("; ") : "refused";
    return { ok: false, steps: 0, round: 0, winner: null, battles: 0, failure: { kind: "badInput", step: 0, turn: null, message } };
  }
  let state = made.value;
  const rs = rulesetOf(state);
  const rand = seeded(spec.seed);
  const dice = { next: () => 1 + Math.floor(rand() * 6) };
  const maxPhaseSteps = spec.maxPhaseSteps ?? 400;
  let steps = 0;
  let battles = 0;
  let phaseSteps = 0;
  const fail = (f: Omit<SelfPlayFailure, "step" | "turn">): SelfPlayResult => ({
    ok: false,
    steps,
    round: state.turn.round,
    winner: state.winner,
    battles,
    failure: { ...f, step: steps + 1, turn: state.turn },
    final: state,
  });
  while (!state.winner && state.turn.round <= spec.rounds) {
    const next = state.next;
    if (!next) break;
    const legal = legalActions(state, next.power);
    spec.onState?.(state, legal);
    const action = chooseAction({ rs, state, legal, rand, steps: phaseSteps });
    if (!action)
      return fail({ kind: "stall", power: next.power, message: `the enumeration offers the ${next.power} nothing (owes ${next.owes})` });
    const r = adjudicate(rs, state, action, dice);
    if (!r.ok)
      return fail({ kind: "refused", power: next.power, action, violations: r.violations, message: "an enumerated action was refused" });
    steps++;
    if (action.type === "resolveBattle" || action.type === "fightRound") battles++;
    const moved = r.state.turn.phase !== state.turn.phase || r.state.turn.power !== state.turn.power;
    phaseSteps = moved ? 0 : phaseSteps + 1;
    state = r.state;
    if (phaseSteps > maxPhaseSteps)
      return fail({
        kind: "stall",
        power: next.power,
        message: `the ${state.turn.phase} phase did not end after ${maxPhaseSteps} actions`,
      });
  }
  return { ok: true, steps, round: state.turn.round, winner: state.winner, battles, final: state };
}
