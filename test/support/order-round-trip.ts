// The notation's round trip on every action a random game plays (issue 34): print the action in the state it was
// played in, parse the line back in that state, and expect the same action (JSON-equal).
import { parseOrder, printAction } from "../../src/notation/index.js";
import { rulesetOf } from "../../src/rulesets/index.js";
import type { Action } from "../../src/rules/schema/action.js";
import type { GameState } from "../../src/rules/schema/state.js";

/** Collects the actions whose printed line does not parse back to them; `failures` lists each with its line. */
export function orderRoundTrip(): { onStep(before: GameState, action: Action): void; failures: string[]; checked: () => number } {
  const failures: string[] = [];
  let checked = 0;
  return {
    onStep(before, action) {
      checked++;
      const line = printAction(before, action);
      const back = parseOrder(rulesetOf(before), before, line);
      const got = back.ok ? JSON.stringify(back.action) : `error: ${JSON.stringify(back.problem)}`;
      if (got !== JSON.stringify(action) && !(back.ok && sameJson(back.action, action)))
        failures.push(`${JSON.stringify(action)} → "${line}" → ${got}`);
    },
    failures,
    checked: () => checked,
  };
}

/** JSON-equal regardless of key order. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, x]) => [k, sorted(x)]),
    );
  return v;
}
