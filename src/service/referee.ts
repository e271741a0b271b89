// The referee service: the one place every shell (REST, GraphQL, hosted games, CLI) goes through
// to create games and adjudicate actions. It adds input checks and dice to the pure core.
import { adjudicate, validate } from "../rules/engine/adjudicate.js";
import { fromPosition, standardStart, checkOptions } from "../rules/state/build.js";
import { whoActs } from "../rules/turn/next.js";
import { oldWireProblems } from "../rules/state/old-wire.js";
import { getRuleset, unknownRulesetMessage } from "../rulesets/registry.js";
import { rulesetOf } from "../rulesets/index.js";
import { legalActions as legalActionsOf, type LegalActions } from "../analysis/hints/legal-actions.js";
import type { GameState, Next } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import type { DiceRequest, DiceReceipt } from "../rules/schema/dice.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import type { Position } from "../rules/schema/position.js";
import { prepareDice, type DiceEnv } from "../dice/index.js";
import { checkState, type InputProblem } from "./state-check.js";
import { linkViolations, type LinkedViolation } from "./rule-links.js";

export { getRuleset, listRulesets, unknownRulesetMessage } from "../rulesets/registry.js";
export type { LegalActions, Reach, UnitReaches } from "../analysis/hints/legal-actions.js";

export type ServiceResult<T> =
  | { kind: "ok"; value: T }
  | { kind: "badInput"; problems: InputProblem[] }
  | { kind: "illegal"; violations: LinkedViolation[] };

export interface AdjudicationOk {
  ok: true;
  state: GameState;
  events: GameEvent[];
  dice: DiceReceipt;
  /** whose input the game waits for now (state.next) */
  next: Next | null;
}

/** A new game: the state, or bad input (a setup breaks no rule of play, so never `illegal`). */
export function newGame(input: {
  ruleset: string;
  options?: Record<string, unknown>;
  position?: Position;
}): Exclude<ServiceResult<GameState>, { kind: "illegal" }> {
  const rs = getRuleset(input.ruleset);
  if (!rs) return { kind: "badInput", problems: [{ path: "ruleset", message: unknownRulesetMessage(input.ruleset) }] };
  const options = input.options ?? {};
  const optionProblems = checkOptions(rs, options);
  if (optionProblems.length) return { kind: "badInput", problems: optionProblems };
  const play = rs.forOptions(options); // the record as these options shape it (board, phases)
  if (!input.position) return { kind: "ok", value: standardStart(play, options) };
  const built = fromPosition(play, input.position, options);
  return "problems" in built ? { kind: "badInput", problems: built.problems } : { kind: "ok", value: built.state };
}

export function validateAction(state: GameState, action: Action): ServiceResult<{ ok: true }> {
  const { problems } = checkState(state);
  if (problems.length) return { kind: "badInput", problems };
  const r = validate(rulesetOf(state), state, action);
  return r.ok ? { kind: "ok", value: { ok: true } } : { kind: "illegal", violations: linkViolations(state.ruleset.id, r.violations) };
}

export async function adjudicateAction(
  state: GameState,
  action: Action,
  dice: DiceRequest | undefined,
  env: DiceEnv,
  stamp: Pick<DiceReceipt, "hosted"> = {},
): Promise<ServiceResult<AdjudicationOk>> {
  const { problems } = checkState(state);
  if (problems.length) return { kind: "badInput", problems };
  const prepared = await prepareDice(dice, state, action, env, stamp);
  const r = adjudicate(rulesetOf(state), state, action, prepared.source);
  if (!r.ok) return { kind: "illegal", violations: linkViolations(state.ruleset.id, r.violations) };
  const receipt = await prepared.finish(r.dice, r.state);
  return { kind: "ok", value: { ok: true, state: r.state, events: r.events, dice: receipt, next: r.state.next ?? null } };
}

/** Whose input the game waits for now (state.next, worked out afresh: a sent state's `next` is never trusted); nobody's in a state of an older wire. */
export function nextOf(state: GameState): Next | null {
  if (oldWireReason(state)) return null;
  return whoActs(rulesetOf(state), state);
}

/**
 * Why a state (a hosted game stored before its rule set's revision) takes no more actions: its older wire, with the
 * changelog entry (src/rules/state/old-wire.ts); null for a state of the current wire or an unknown rule set.
 */
export function oldWireReason(state: GameState): string | null {
  const rs = getRuleset(state.ruleset.id)?.forOptions(state.ruleset.options);
  const problems = rs ? oldWireProblems(rs, state) : [];
  if (!problems.length || !rs?.wire) return null;
  return `this ${rs.id} game was stored in the wire before ${rs.wire.name}: it can be read and exported, but takes no new actions (${problems[0]!.message})`;
}

/** What `power` may do now (POST /v1/legal-actions): action types, and reaches of its units. */
export function legalActions(state: GameState, power: string, unitIds?: readonly string[]): LegalActions {
  return legalActionsOf(rulesetOf(state), state, power, unitIds);
}
