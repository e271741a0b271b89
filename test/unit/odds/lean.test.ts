// The lean simulator rolls the referee's dice in the referee's order: with the same seed it fights the
// very battles the referee's own resolveBattle fights (same survivors, same ends, battle by battle).
import { describe, expect, it } from "vitest";
import { computeOdds, prepare, refereeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";
import { randomBattles } from "./agreement.js";
import { randomOptionBattles } from "./option-battles.js";

/** Runs per battle: enough to reach every branch of a small battle many times. */
const RUNS = Number(process.env.ODDS_PARITY_RUNS ?? 300);

const kind = (b: OddsInput) => ("kind" in b ? b.kind : "state");

function referee(input: OddsInput) {
  const p = prepare(input);
  if ("problems" in p) throw new Error(JSON.stringify(p.problems));
  const r = refereeOdds({ ...p.req, method: "simulate", runs: RUNS, seed: 7 }, p.built, 1_000_000);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}
function lean(input: OddsInput) {
  const r = computeOdds({ ...input, method: "simulate", runs: RUNS, seed: 7, top: 1_000_000 });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

describe("lean simulator = the referee's battles, die for die", () => {
  const battles: Array<[string, OddsInput]> = [
    ...randomBattles()
      .slice(0, 12)
      .map((b, i) => [`classic #${i} (${b.kind})`, b as OddsInput] as [string, OddsInput]),
    ...randomOptionBattles("both", 12, 5).map((b, i) => [`OPT-19 + OPT-20 #${i} (${kind(b)})`, b] as [string, OddsInput]),
    ...randomOptionBattles("artillery", 8, 6).map((b, i) => [`OPT-19 #${i} (${kind(b)})`, b] as [string, OddsInput]),
    [
      "simplified land (SIMP-COMB-3: every unit rolls)",
      {
        ruleset: "simplified",
        kind: "land",
        attacker: { units: { infantry: 3, armor: 2, plane: 1 } },
        defender: { units: { infantry: 4, plane: 1 } },
      },
    ],
    [
      "simplified sea",
      { ruleset: "simplified", kind: "sea", attacker: { units: { ship: 2, plane: 2 } }, defender: { units: { ship: 3 } } },
    ],
    ...randomOptionBattles("keepLand", 8, 7).map((b, i) => [`keep N land #${i} (${kind(b)})`, b] as [string, OddsInput]),
  ];
  for (const [name, battle] of battles) {
    it(`COMB-2, COMB-5, AA-3, SUB-1, OPT-19, OPT-20: ${name} gives the referee's outcomes with the same seed`, () => {
      const ref = referee(battle),
        mine = lean(battle);
      const key = (o: typeof ref) => JSON.stringify(o.outcomes.map((x) => [x.result, x.attacker, x.defender, x.p]).sort());
      expect(key(mine), JSON.stringify(battle)).toBe(key(ref));
      expect(mine.expectedRounds).toBeCloseTo(ref.expectedRounds, 12);
    }, 60_000);
  }
});
