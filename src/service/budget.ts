// The work budget of one request (issue 18, docs/limits.md): every capability that can cost more than a
// fixed amount of CPU says up front, from its input alone, how much work it will do, in WORK UNITS
// (1 unit ≈ 1 µs of CPU on the reference machine; counted from the input, never timed, so answers stay
// deterministic). A request may spend at most REQUEST_BUDGET units; past that it is refused before any
// work with a 413 naming the limit and how to stay within it. GraphQL shares one budget between all the
// fields of a query, so 30 aliases of an expensive field cost 30 times.
//
// To add a capability: write its cost function here (input → Cost) and call `spend` before the work.

/** Work units one request may spend (≈ 0.5 s of CPU measured on a loaded 2-core machine: well under the 1 s a request may take). */
export const REQUEST_BUDGET = 500_000;

/** Conversion rates, work units per counted item (measured with `npm run bench`, see docs/limits.md). */
export const RATES = {
  /**
   * exact odds: per (battle state × pair of the two sides' casualties), i.e. per (A+1)(D+1) pairs for each of the
   * (A+1)(D+1)·r·g states of A attackers, D defenders, r rounds kept apart and g AA outcomes (the typed chain of
   * src/analysis/odds/exact.ts: about 1 ns a pair on the reference machine under load, so this keeps a 1–2× margin)
   */
  exactTransition: 0.001,
  /** exact odds: per battle state (fixed part) */
  exactState: 1,
  /**
   * simulated odds (the lean simulator of src/analysis/odds/lean.ts): per simulated battle, plus per unit in it.
   * Measured at load 13 on the 2-core machine: 3.4 µs a run of 10 units, 6.6 of 40, 17 of 100, 22 of 200 (about
   * 2.5 + 0.12 per unit); charged with a 1.5–3× margin, so 10,000 runs of 20 v 20 cost 140,000 units.
   */
  simulateRun: 8,
  simulateUnitRun: 0.15,
  /** replay: per step, plus per unit on the board per step (copying and checking the state) */
  replayStep: 100,
  replayStepUnit: 0.4,
  /** legal actions: per unit searched, plus per unit on the board for each */
  legalUnit: 150,
  legalUnitBoard: 0.05,
  /** one adjudication, validation or new game: fixed part and per unit on the board */
  adjudicate: 500,
  adjudicateUnit: 4,
} as const;

/** A piece of work: its size in units, the limit it counts against, and how to stay within it. */
export interface Cost {
  units: number;
  limit: string;
  measure: string;
  howToStay: string;
}

/** A refusal: 413 problem+json members (detail names the limit and how to stay within it). */
export interface Refusal {
  status: 413;
  detail: string;
  limit: { name: string; budget: number; requested: number; measure: string };
}

export class Budget {
  private used = 0;
  constructor(readonly total: number = REQUEST_BUDGET) {}

  get remaining(): number {
    return this.total - this.used;
  }

  /** Reserves `cost` when it fits in what is left; otherwise reserves nothing and says why. */
  spend(cost: Cost): Refusal | null {
    const units = Math.ceil(cost.units);
    if (units <= this.remaining) {
      this.used += units;
      return null;
    }
    const left = this.remaining < this.total ? ` (${this.remaining} left of ${this.total} after the earlier fields of this request)` : "";
    return {
      status: 413,
      detail: `${cost.limit}: this request needs ~${units} work units (${cost.measure}); one request may spend ${this.total}${left}. ${cost.howToStay} (docs/limits.md)`,
      limit: { name: cost.limit, budget: this.total, requested: units, measure: cost.measure },
    };
  }
}

// ---- cost functions, one per request class (input → Cost, before any work) ----

/**
 * Exact odds of A attackers v D defenders: at most (A+1)(D+1) states per round kept apart (`rounds`) and per number of
 * aircraft an AA gun may shoot down (`aaOutcomes`: each starts a chain of its own, AA-3), each spreading its mass
 * over about (A+1)(D+1) pairs of casualties.
 */
export function exactOddsCost(attackers: number, defenders: number, rounds: number, aaOutcomes = 1): Cost {
  const grid = (attackers + 1) * (defenders + 1) * Math.max(1, rounds) * Math.max(1, aaOutcomes);
  return {
    units: grid * RATES.exactState + grid * (attackers + 1) * (defenders + 1) * RATES.exactTransition,
    limit: "odds.exact",
    measure: `${attackers} v ${defenders} units${rounds > 1 ? `, ${rounds} rounds tracked` : ""}${aaOutcomes > 1 ? `, ${aaOutcomes} AA outcomes` : ""}`,
    howToStay: `Use fewer units (exact odds grow with (attackers+1)²·(defenders+1)², times the aircraft facing AA fire + 1), or method "simulate" with fewer runs.`,
  };
}

/** The most battle states an exact computation of this size may visit within what `budget` has left. */
export function exactStateCap(budget: Budget, attackers: number, defenders: number): number {
  return Math.max(1, Math.floor(budget.remaining / (RATES.exactState + (attackers + 1) * (defenders + 1) * RATES.exactTransition)));
}

export function simulateCost(runs: number, units: number): Cost {
  return {
    units: runs * simulateRunCost(units),
    limit: "odds.simulate",
    measure: `${runs} runs × ${units} units`,
    howToStay: `Lower runs: at most ${simulateRunsWithin(REQUEST_BUDGET, units)} runs of a battle of ${units} units.`,
  };
}

const simulateRunCost = (units: number): number => RATES.simulateRun + units * RATES.simulateUnitRun;

/** How many simulated battles of `units` units `budget` units pay for (at least 1). */
export function simulateRunsWithin(budget: number, units: number): number {
  return Math.max(1, Math.floor(budget / simulateRunCost(units)));
}

export function replayCost(steps: number, boardUnits: number): Cost {
  return {
    units: steps * (RATES.replayStep + boardUnits * RATES.replayStepUnit),
    limit: "replay.steps",
    measure: `${steps} steps on a board of ${boardUnits} units`,
    howToStay: "Replay fewer steps at once: `to` stops early, and the state it returns can start the next record.",
  };
}

/** An orders text: each line is a replay step plus its parsing (a third of adjudicating it, `npm run bench`). */
export function ordersCost(lines: number, boardUnits: number): Cost {
  return {
    units: Math.max(1, lines) * 1.5 * (RATES.replayStep + boardUnits * RATES.replayStepUnit),
    limit: "orders.lines",
    measure: `${lines} order lines on a board of ${boardUnits} units`,
    howToStay: "Send fewer order lines at once: the state one answer returns can take the next lines.",
  };
}

export function legalActionsCost(searched: number, boardUnits: number): Cost {
  return {
    units: searched * (RATES.legalUnit + boardUnits * RATES.legalUnitBoard),
    limit: "legalActions.units",
    measure: `${searched} units searched on a board of ${boardUnits}`,
    howToStay: "Ask for fewer units at once with `units`.",
  };
}

export function adjudicateCost(boardUnits: number): Cost {
  return {
    units: RATES.adjudicate + boardUnits * RATES.adjudicateUnit,
    limit: "referee.state",
    measure: `a state of ${boardUnits} units`,
    howToStay: "Send smaller states, or fewer fields per GraphQL query.",
  };
}

/** Units on the board of a state-like value (anything with territories → {units: []}). */
export function boardUnits(state: { territories: Record<string, { units: readonly unknown[] }> }): number {
  let n = 0;
  for (const t of Object.values(state.territories)) n += t.units.length;
  return n;
}
