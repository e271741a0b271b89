// Battle odds through the work budget (src/service/budget.ts): the size of the battle is read from the built
// battle before any dice or chain, exact odds get a state cap their budget pays for, and simulate pays per
// run and unit. REST, GraphQL and the CLI call this, never computeOdds directly.
import { computeOdds, DEFAULT_MAX_STATES, OddsInput, prepare, type OddsAnswer } from "../analysis/odds/index.js";
import { checkState } from "./state-check.js";
import { Budget, exactOddsCost, exactStateCap, REQUEST_BUDGET, simulateCost, simulateRunsWithin, type Refusal } from "./budget.js";

export { Budget };

const DEFAULT_RUNS = 10_000;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function oddsWithin(input: OddsInput, budget: Budget = new Budget()): OddsAnswer | Refusal {
  // a pending battle of a state: the state gets the checks every other endpoint gives it (names, invariants)
  // before the battle is built from it
  const parsed = OddsInput.safeParse(input);
  if (parsed.success && "state" in parsed.data) {
    const { problems } = checkState(parsed.data.state);
    if (problems.length) return { ok: false, problems };
  }
  const p = prepare(input);
  if ("problems" in p) return { ok: false, problems: p.problems };
  const { req, built } = p;
  const attackers = sum(built.spec.attacker.counts) + (built.spec.bombard?.count ?? 0);
  const defenders = sum(built.spec.defender.counts);
  const rounds = Math.max(1, built.spec.retreat?.afterRound ?? 1, built.spec.withdraw.attacker ?? 1, built.spec.withdraw.defender ?? 1);
  if (rounds > 500) return computeOdds(req); // its 400: a state per round, at most 500
  const exact = req.method !== "simulate" || built.spec.retreat?.belowWinChance !== undefined; // a win-chance retreat runs the chain too
  const cap = exactStateCap(budget, attackers, defenders);
  if (exact) {
    // copies of the (A+1)(D+1) grid the chains walk (src/analysis/odds/exact.ts): one per round a retreat or
    // withdrawal waits for, and for P(over by round k), k ≤ `rounds` (default 3), a second chain of the first k
    // rounds apart, whose first and last rounds cost little: k − 2 more
    const tracked = rounds + Math.max(0, (req.rounds ?? 3) - 2);
    // AA-3: one chain per number of aircraft shot down (at most every die, at most every aircraft)
    const air = built.spec.attacker.slots.reduce((n, slot, i) => n + (slot.spec.domain === "air" ? built.spec.attacker.counts[i]! : 0), 0);
    const aaOutcomes = Math.min(air, sum(built.spec.aaShots)) + 1;
    const refused = budget.spend(exactOddsCost(attackers, defenders, tracked, aaOutcomes));
    if (refused) return refused;
  }
  const wanted = req.maxStates ?? DEFAULT_MAX_STATES;
  let runs = req.runs;
  if (req.method === "simulate") {
    // Without `runs`: 10,000, or as many as one request's whole budget pays for (the same for the same input).
    runs ??= Math.min(DEFAULT_RUNS, simulateRunsWithin(REQUEST_BUDGET, attackers + defenders));
    const refused = budget.spend(simulateCost(runs, attackers + defenders));
    if (refused) return refused;
  }
  const r = computeOdds({ ...req, maxStates: Math.min(wanted, cap), ...(runs !== undefined ? { runs } : {}) });
  if (!r.ok && cap < wanted && r.problems.some((x) => x.path === "maxStates")) {
    return {
      status: 413,
      limit: { name: "odds.exact", budget: budget.total, requested: wanted, measure: `more than ${cap} battle states` },
      detail: `odds.exact: this battle needs more than ${cap} battle states, all one request's work budget pays for (${budget.total} units); nothing is truncated. Use method "simulate" or fewer units (docs/limits.md)`,
    };
  }
  return r;
}

export const isRefusal = (r: unknown): r is Refusal => typeof r === "object" && r !== null && (r as Refusal).status === 413 && "limit" in r;
