// Battle odds (issue 11): the exact outcome distribution of a Classic battle, or a seeded Monte
// Carlo run through the referee's own battle code. Pure and deterministic.
import { OddsInput, type OddsAnswer, type OddsProblem, type OddsRequest } from "./schema.js";
import { buildFromState, buildStandAlone, type Built } from "./build.js";
import { exactOdds, TooManyStates } from "./exact.js";
import { summarise } from "./summary.js";
import { simulateOdds } from "./simulate.js";

export * from "./schema.js";
export { summarise, survivors } from "./summary.js";
export { parseUnitList } from "./parse.js";
export { seededDice, mulberry } from "./prng.js";

const DEFAULT_TOP = 20;

export function build(req: OddsRequest): Built | { problems: OddsProblem[] } {
  return "state" in req ? buildFromState(req.state, req.at, req.policy) : buildStandAlone(req);
}

/** The odds of a battle: exact by default, or `method: "simulate"` through the referee's resolveBattle. */
export function computeOdds(input: OddsInput): OddsAnswer {
  const parsed = OddsInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
  }
  const req = parsed.data;
  const built = build(req);
  if ("problems" in built) return { ok: false, problems: built.problems };
  const top = req.top ?? DEFAULT_TOP;
  if (req.method === "simulate") return simulateOdds(req, built, top);
  const maxStates = req.maxStates ?? 200_000;
  const rounds = Math.max(built.spec.retreat?.afterRound ?? 1, built.spec.withdraw.attacker ?? 1, built.spec.withdraw.defender ?? 1);
  if (rounds > 500) return { ok: false, problems: [{ path: "policy", message: `a retreat or withdrawal after round ${rounds} needs a state per round: at most 500 supported` }] };
  try {
    const r = exactOdds(built.spec, maxStates);
    return { ok: true, odds: summarise(built, r.terminals, { expectedRounds: r.expectedRounds, states: r.states, top, method: "exact" }) };
  } catch (e) {
    if (e instanceof TooManyStates) {
      return { ok: false, problems: [{ path: "maxStates", message: `the exact computation needs more than ${e.limit} battle states; raise maxStates or use method "simulate" (nothing is truncated)` }] };
    }
    throw e;
  }
}
