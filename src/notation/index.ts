// Orders in plain text (docs/orders.md): one order per line, parsed against a game state into the wire's actions,
// and actions printed back as lines. Pure: no I/O; the service applies the actions (src/service/orders.ts).
import type { Action } from "../rules/schema/action.js";
import type { GameState } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { parseLine } from "./grammar.js";
import { resolveLine } from "./resolve.js";
import { OrderError, type OrderProblem } from "./errors.js";

export { printAction, printWithPower } from "./print.js";
export { OrderError, type OrderProblem } from "./errors.js";
export { unitTypeOf } from "./units.js";
export { lookupPlace } from "./places.js";

/** A line of an orders text that holds an order (blank lines and `#` comments are skipped). */
export interface OrderLine {
  line: number;
  text: string;
}

/** The lines of `orders` that hold orders, with their 1-based line numbers. */
export function orderLines(orders: string): OrderLine[] {
  return orders
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, text }))
    .filter((l) => l.text.trim() !== "" && !l.text.trim().startsWith("#"));
}

export type ParsedOrder = { ok: true; action: Action } | { ok: false; problem: OrderProblem };

/** One order line as an action in `state`: the acting power is the one to act now unless the line names one. */
export function parseOrder(rs: Ruleset, state: GameState, text: string): ParsedOrder {
  const syntax = parseLine(text);
  if (!syntax.ok) {
    const found = text.slice(syntax.column - 1).split(/\s/)[0] ?? "";
    return {
      ok: false,
      problem: {
        column: syntax.column,
        message: found ? `unexpected "${found}"` : "the line ends too early",
        expected: syntax.expected,
      },
    };
  }
  try {
    return { ok: true, action: resolveLine(rs, state, syntax.value) };
  } catch (e) {
    if (e instanceof OrderError) return { ok: false, problem: e.problem };
    throw e;
  }
}
export { DECISION_ORDERS } from "./decisions.js";
