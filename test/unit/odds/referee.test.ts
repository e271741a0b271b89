// Agreement of exact odds with simulate mode (the referee's battles, die for die: lean.test.ts). The
// tolerance is 4 standard errors computed from the runs, never typed in.
import { describe, expect, it } from "vitest";
import { computeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";
import { agrees, both, randomBattles, RUNS } from "./agreement.js";

describe("exact odds agree with simulate mode", () => {
  it("COMB-2: 1 infantry against 1 infantry — the simulated frequency is within 4 standard errors of 1/4", () => {
    const { exact, sim } = both({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } } }, 11);
    expect(exact.attackerWins).toBeCloseTo(0.25, 12);
    expect(sim.runs).toBe(RUNS);
    expect(agrees(exact.attackerWins, sim.attackerWins, RUNS)).toBe(true);
    // and the check can fail: 1/3 is far outside
    expect(agrees(1 / 3, sim.attackerWins, RUNS)).toBe(false);
  }, 30_000);

  it("SUB-3, COMB-6: in simulated battles too, a lone submarine never hurts two fighters", () => {
    const input: OddsInput = { kind: "sea", attacker: { units: { submarine: 1 } }, defender: { units: { fighter: 2 } } };
    const s = computeOdds({ ...input, method: "simulate", runs: 300, seed: 4, top: 100 });
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(s.odds.attackerWins).toBe(0);
    expect(s.odds.outcomes).toEqual([{ attacker: {}, defender: { fighter: 2 }, p: 1, result: "defenderHolds" }]);
  }, 30_000);

  it("simulate mode is seeded and reproducible", () => {
    const input: OddsInput = {
      kind: "sea",
      attacker: { units: { submarine: 2, fighter: 1 } },
      defender: { units: { carrier: 1, fighter: 1 } },
      method: "simulate",
      runs: 300,
      seed: 5,
    };
    expect(JSON.stringify(computeOdds(input))).toBe(JSON.stringify(computeOdds(input)));
    expect(JSON.stringify(computeOdds(input))).not.toBe(JSON.stringify(computeOdds({ ...input, seed: 6 })));
  }, 30_000);

  it("the random battles of the agreement shards cover land, sea and amphibious battles", () => {
    expect([...new Set(randomBattles().map((b) => b.kind))].sort()).toEqual(["amphibious", "land", "sea"]);
  });
});
