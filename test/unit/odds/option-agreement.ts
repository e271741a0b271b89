// Issue 19 agreement: exact odds against 20,000 lean simulated battles (within 4 standard errors computed
// from the runs) on 30 random battles each with OPT-19, with OPT-20 and with both, and 20 with keep-N-land.
// The lean simulator fights the referee's battles die for die (lean.test.ts), so this is exact vs referee.
import { expect, it } from "vitest";
import { computeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";
import { agrees } from "./agreement.js";
import { randomOptionBattles, type OptionMix } from "./option-battles.js";

/** Simulated battles per random battle (issue 19: 20,000). */
export const RUNS = Number(process.env.ODDS_AGREEMENT_RUNS ?? 20_000);

export function optionAgreement(mix: OptionMix, count: number, seed: number): void {
  randomOptionBattles(mix, count, seed).forEach((battle, i) => {
    it(`${mix === "keepLand" ? "COMB-4 keep N land, CAPT-1" : mix === "lowLuck" ? "OPT-20" : mix === "artillery" ? "OPT-19" : "OPT-19 + OPT-20"}: random battle #${i} — exact agrees with ${RUNS} simulated battles within 4 SE, and says nothing is left unmodelled`, () => {
      const e = computeOdds(battle);
      const s = computeOdds({ ...battle, method: "simulate", runs: RUNS, seed: 1000 + i } as OddsInput);
      if (!e.ok || !s.ok) throw new Error(JSON.stringify([e, s]));
      const ctx = JSON.stringify(battle);
      for (const f of ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats"] as const) {
        expect(agrees(e.odds[f], s.odds[f], RUNS), `${f} ${e.odds[f]} vs ${s.odds[f]}: ${ctx}`).toBe(true);
      }
      if (e.odds.captures !== undefined)
        expect(agrees(e.odds.captures, s.odds.captures!, RUNS), `captures ${e.odds.captures} vs ${s.odds.captures}: ${ctx}`).toBe(true);
      for (const n of [...e.odds.notes, ...s.odds.notes]) expect(n).not.toMatch(/not modelled|ordinary dice|printed values/i);
    }, 60_000);
  });
}
