// Battle odds (issues 11, 19): the exact outcome distribution of a battle, or a seeded Monte Carlo on the
// same battle model (the lean simulator, which rolls the referee's dice in the referee's order). Pure and
// deterministic.
import { OddsInput, type OddsAnswer, type OddsOutput, type OddsProblem, type OddsRequest } from "./schema.js";
import { buildFromState, buildStandAlone, type Built } from "./build.js";
import { exactOdds, type Terminal } from "./exact.js";
import { TooManyStates } from "./battle.js";
import { WinChance } from "./win-chance.js";
import { summarise, survivors } from "./summary.js";
import { oddsChart } from "./chart.js";
import { leanOdds } from "./lean.js";
import { canonicalRequest } from "./names.js";

export * from "./schema.js";
export { summarise, survivors } from "./summary.js";
export { parseUnitList } from "./parse.js";
export { seededDice, mulberry } from "./prng.js";
export { refereeOdds } from "./referee.js";

const DEFAULT_TOP = 20;
/** P(over by round k) for k = 1 … 3 unless asked otherwise */
const DEFAULT_ROUNDS = 3;
export const DEFAULT_MAX_STATES = 200_000;

export function build(req: OddsRequest): Built | { problems: OddsProblem[] } {
  return "state" in req ? buildFromState(req.state, req.at, req.policy, req.method) : buildStandAlone(req);
}

/** Parses and builds a request: the battle model, or every problem (400 without rule, 422 with). */
export function prepare(input: OddsInput): { req: OddsRequest; built: Built } | { problems: OddsProblem[] } {
  const parsed = OddsInput.safeParse(input);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
  const req = canonicalRequest(parsed.data);
  const built = build(req);
  return "problems" in built ? built : { req, built };
}

/**
 * The odds of a battle: exact by default, or `method: "simulate"` (lean seeded Monte Carlo). Unbudgeted: the
 * shells call it through src/service/odds.ts, which decides the work up front (src/service/budget.ts).
 */
export function computeOdds(input: OddsInput): OddsAnswer {
  const p = prepare(input);
  if ("problems" in p) return { ok: false, problems: p.problems };
  const { req, built } = p;
  const top = req.top ?? DEFAULT_TOP;
  const rounds = Math.max(built.spec.retreat?.afterRound ?? 1, built.spec.withdraw.attacker ?? 1, built.spec.withdraw.defender ?? 1);
  if (rounds > 500)
    return {
      ok: false,
      problems: [
        { path: "policy", message: `a retreat or withdrawal after round ${rounds} needs a state per round: at most 500 supported` },
      ],
    };
  const maxStates = req.maxStates ?? DEFAULT_MAX_STATES;
  try {
    if (req.method === "simulate") {
      const runs = req.runs ?? 10_000,
        seed = req.seed ?? 1;
      // a win-chance retreat asks the exact chance of the state it is in (memoised across runs)
      const chance = built.spec.retreat?.belowWinChance !== undefined ? WinChance.forCounts(built.spec, maxStates) : undefined;
      const r = leanOdds(built.spec, [...built.rs.units.keys()], bombardType(built), runs, seed, chance, built.rs.combat.everyUnitRolls);
      const figures = { runs, rounds: req.rounds ?? DEFAULT_ROUNDS, endedByRound: r.rounds.map((n) => n / runs) };
      const odds0 = summarise(built, r.terminals, {
        expectedRounds: r.rounds.reduce((t, n, k) => t + n * k, 0) / runs,
        states: 0,
        top,
        method: "simulate",
        figures,
      });
      const pw = odds0.attackerWins;
      return answer(req, built, r.terminals, { ...odds0, runs, seed, standardError: Math.sqrt((pw * (1 - pw)) / runs) });
    }
    const rounds = req.rounds ?? DEFAULT_ROUNDS;
    const r = exactOdds(built.spec, maxStates, rounds);
    return answer(
      req,
      built,
      r.terminals,
      summarise(built, r.terminals, {
        expectedRounds: r.expectedRounds,
        states: r.states,
        top,
        method: "exact",
        figures: { rounds, endedByRound: r.endedByRound },
      }),
    );
  } catch (e) {
    if (e instanceof TooManyStates) {
      return {
        ok: false,
        problems: [
          {
            path: "maxStates",
            message: `the exact computation needs more than ${e.limit} battle states; raise maxStates or use method "simulate" (nothing is truncated)`,
          },
        ],
      };
    }
    throw e;
  }
}

/** The answer, with the chart when `format: "svg"` asks for it. */
function answer(req: OddsRequest, built: Built, terminals: Terminal[], odds: OddsOutput): OddsAnswer {
  if (req.format !== "svg") return { ok: true, odds };
  const list = (side: Built["spec"]["attacker"]) =>
    Object.entries(survivors(side, side.counts))
      .map(([t, n]) => `${n} ${t}`)
      .join(", ");
  const title = `${built.spec.kind} battle: ${list(built.spec.attacker)} vs ${list(built.spec.defender)}`;
  return { ok: true, odds, svg: oddsChart(built.spec, terminals, odds, title) };
}

/** BOMB-2: the rule set's bombarding ship type (its place in the referee's dice order). */
export const bombardType = (built: Built): string => [...built.rs.units.values()].find((u) => u.canBombard)?.type ?? "";
