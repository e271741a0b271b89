// The one way the enumerators decide what is legal: ask `validate` (the referee's own checks, no dice, nothing
// applied). Candidates come from the state; only those the referee accepts are listed.
import { validate } from "../../../rules/engine/adjudicate.js";
import type { Action } from "../../../rules/schema/action.js";
import type { GameState } from "../../../rules/schema/state.js";
import type { Ruleset } from "../../../rules/ruleset/types.js";
import type { Violation } from "../../../rules/schema/ruling.js";

export interface Probe {
  rs: Ruleset;
  state: GameState;
  power: string;
  /** the referee accepts the action now */
  ok(action: Action): boolean;
  /** every rule the action breaks now (empty: accepted) */
  refusal(action: Action): Violation[];
  /** the largest n in [lo, hi] with legal(n), given legal(lo) and that legality only falls as n grows */
  most(lo: number, hi: number, legal: (n: number) => boolean): number;
}

export function probeFor(rs: Ruleset, state: GameState, power: string): Probe {
  const refusal = (a: Action): Violation[] => {
    const r = validate(rs, state, a);
    return r.ok ? [] : r.violations;
  };
  return {
    rs,
    state,
    power,
    refusal,
    ok: (a) => validate(rs, state, a).ok,
    most(lo, hi, legal) {
      let good = lo;
      let bad = hi + 1;
      while (bad - good > 1) {
        const mid = Math.floor((good + bad) / 2);
        if (legal(mid)) good = mid;
        else bad = mid;
      }
      return good;
    },
  };
}
