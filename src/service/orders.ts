// POST /v1/orders (and the hosted, GraphQL and CLI shells): an orders text applied line by line, all or nothing.
// Each line is parsed in the state the lines before it left (the acting power and defaults follow the game), then
// adjudicated; supplied dice are one stream over the whole text.
import { parseOrder, orderLines, type OrderProblem } from "../notation/index.js";
import { rulesetOf } from "../rulesets/index.js";
import type { Action } from "../rules/schema/action.js";
import type { DiceReceipt, DiceRequest } from "../rules/schema/dice.js";
import type { GameEvent } from "../rules/schema/ruling.js";
import type { GameState } from "../rules/schema/state.js";
import type { DiceEnv } from "../dice/index.js";
import { checkState, type InputProblem } from "./state-check.js";
import { adjudicateAction } from "./referee.js";
import type { LinkedViolation } from "./rule-links.js";

export interface OrderStep {
  line: number;
  text: string;
  action: Action;
  events: GameEvent[];
  dice: DiceReceipt;
  /** the state after this line (kept for hosted games, which store one entry per line) */
  state: GameState;
}

export type OrdersResult =
  | { kind: "ok"; state: GameState; steps: OrderStep[] }
  | { kind: "badInput"; problems: InputProblem[] }
  | { kind: "badLine"; line: number; text: string; problem: OrderProblem }
  | { kind: "illegal"; line: number; column: number; text: string; violations: LinkedViolation[]; state: GameState };

export interface OrdersOptions {
  dice?: DiceRequest;
  /** a dry run returns the same answer but no signed receipt */
  dryRun?: boolean;
  /** hosted games stamp their receipts (REPLAY-5) */
  stamp?: Pick<DiceReceipt, "hosted">;
  /** hosted games: may the caller act for this action's power? (a problem message, or null) */
  mayAct?: (state: GameState, action: Action) => string | null;
}

/** Applies every order of `orders` to `state` in turn; the first line that fails stops it and nothing is kept. */
export async function applyOrders(state: GameState, orders: string, env: DiceEnv, opts: OrdersOptions = {}): Promise<OrdersResult> {
  const { problems } = checkState(state);
  if (problems.length) return { kind: "badInput", problems };
  const rs = rulesetOf(state);
  let rolls = opts.dice?.mode === "supplied" ? [...opts.dice.rolls] : null;
  let current = state;
  const steps: OrderStep[] = [];
  for (const { line, text } of orderLines(orders)) {
    const parsed = parseOrder(rs, current, text);
    if (!parsed.ok) return { kind: "badLine", line, text, problem: parsed.problem };
    const refused = opts.mayAct?.(current, parsed.action);
    if (refused) return { kind: "badLine", line, text, problem: { column: 1, message: refused, forbidden: true } };
    const request: DiceRequest = rolls ? { mode: "supplied", rolls } : { mode: "seeded" };
    const r = await adjudicateAction(current, parsed.action, request, env, opts.stamp);
    if (r.kind === "badInput") return r;
    if (r.kind === "illegal") return { kind: "illegal", line, column: firstColumn(text), text, violations: r.violations, state: current };
    if (rolls) rolls = r.value.dice.unused ?? [];
    const dice = opts.dryRun ? unsigned(r.value.dice) : r.value.dice;
    steps.push({ line, text, action: parsed.action, events: r.value.events, dice, state: r.value.state });
    current = r.value.state;
  }
  return { kind: "ok", state: current, steps };
}

const firstColumn = (text: string): number => text.length - text.trimStart().length + 1;

function unsigned(receipt: DiceReceipt): DiceReceipt {
  const { signature: _s, keyId: _k, ...rest } = receipt;
  return rest;
}
