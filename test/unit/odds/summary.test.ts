// Issue 19 summaries: win/draw/capture, IPC loss and TUV swing (mean and distribution), survivors
// overall and if won, P(over by round k) — exact flags, and standard errors that hold in simulate mode.
import { describe, expect, it } from "vitest";
import { computeOdds, type OddsInput, type OddsOutput } from "../../../src/analysis/odds/index.js";

function odds(input: OddsInput): OddsOutput {
  const r = computeOdds(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

type F = { value: number; exact: boolean; se?: number };

describe("summary figures", () => {
  it("COMB-3: 1 infantry vs 1 infantry, by hand: over by round k, IPC loss and TUV swing distributions, survivors", () => {
    const s = odds({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, rounds: 2 }).summary;
    const go = 1 - (5 / 6) * (4 / 6);
    const win = ((1 / 6) * (4 / 6)) / go,
      hold = ((5 / 6) * (2 / 6)) / go,
      both = ((1 / 6) * (2 / 6)) / go;
    expect(s.attackerWins).toEqual({ value: expect.closeTo(win, 12), exact: true });
    expect(s.draw.value).toBeCloseTo(both, 12);
    expect(s.captures!.value).toBeCloseTo(win, 12);
    expect(s.overByRound.map((x) => x.round)).toEqual([1, 2]);
    expect(s.overByRound[0]!.p.value).toBeCloseTo(go, 12);
    expect(s.overByRound[1]!.p.value).toBeCloseTo(1 - (1 - go) ** 2, 12);
    expect(s.ipcLoss.attacker.distribution.map((x) => x.ipc)).toEqual([0, 3]);
    expect(s.ipcLoss.attacker.distribution[1]!.p).toBeCloseTo(hold + both, 12);
    expect(s.tuvSwing.mean.value).toBeCloseTo(3 * (win + both) - 3 * (hold + both), 12);
    expect(s.tuvSwing.distribution.map((x) => x.ipc)).toEqual([-3, 0, 3]);
    expect(s.survivors.attacker.overall.infantry!.value).toBeCloseTo(win, 12);
    expect(s.survivors.attacker.ifWon.infantry!.value).toBeCloseTo(1, 12);
    expect(s.survivors.defender.ifWon.infantry!.value).toBeCloseTo(1, 12);
  });

  it("every figure of simulate mode carries a standard error, and lies within 4 of them of the exact figure", () => {
    const battle: OddsInput = {
      kind: "land",
      attacker: { units: { infantry: 4, armour: 2, fighter: 1 } },
      defender: { units: { infantry: 4, armour: 1 } },
      aaGun: true,
      rounds: 4,
    };
    const e = odds(battle).summary;
    const runs = 20_000;
    const s = odds({ ...battle, method: "simulate", runs, seed: 11 }).summary;
    const pairs: Array<[string, F, F]> = [
      ["attackerWins", e.attackerWins, s.attackerWins],
      ["defenderWins", e.defenderWins, s.defenderWins],
      ["draw", e.draw, s.draw],
      ["captures", e.captures!, s.captures!],
      ["ipcLoss.attacker", e.ipcLoss.attacker.mean, s.ipcLoss.attacker.mean],
      ["ipcLoss.defender", e.ipcLoss.defender.mean, s.ipcLoss.defender.mean],
      ["tuvSwing", e.tuvSwing.mean, s.tuvSwing.mean],
      ...e.overByRound.map((x, i) => [`overByRound ${x.round}`, x.p, s.overByRound[i]!.p] as [string, F, F]),
      ...Object.keys(e.survivors.attacker.overall).map(
        (t) => [`survivors ${t}`, e.survivors.attacker.overall[t]!, s.survivors.attacker.overall[t]!] as [string, F, F],
      ),
      ...Object.keys(e.survivors.attacker.ifWon).map(
        (t) => [`survivors if won ${t}`, e.survivors.attacker.ifWon[t]!, s.survivors.attacker.ifWon[t]!] as [string, F, F],
      ),
    ];
    for (const [name, ex, sim] of pairs) {
      expect(ex.exact, name).toBe(true);
      expect(sim.exact, name).toBe(false);
      expect(sim.se, name).toBeGreaterThanOrEqual(0);
      expect(Math.abs(sim.value - ex.value), `${name}: exact ${ex.value} vs ${sim.value} ± ${sim.se}`).toBeLessThanOrEqual(
        4 * sim.se! + 1e-9,
      );
    }
  }, 60_000);
});
