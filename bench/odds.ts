// Issue 11: exact battle odds vs 10,000 Monte Carlo battles fought by the referee (simulate mode),
// for a 20-unit-a-side land battle and a large sea battle.
import { computeOdds, type OddsInput } from "../src/analysis/odds/index.js";
import { fmt, timeOf, type BenchResult } from "./measure.js";

const LAND: OddsInput = {
  kind: "land",
  attacker: { units: { infantry: 8, armour: 6, fighter: 4, bomber: 2 } },
  defender: { units: { infantry: 12, armour: 4, fighter: 4 } },
  aaGun: true,
};
const SEA: OddsInput = {
  kind: "sea",
  attacker: { units: { submarine: 4, carrier: 2, fighter: 4, battleship: 3, transport: 2 } },
  defender: { units: { submarine: 3, carrier: 2, fighter: 4, battleship: 2, transport: 4 } },
};

function exactMs(input: OddsInput): { ms: number; cpuMs: number; states: number; win: number } {
  const once = computeOdds(input);
  if (!once.ok) throw new Error(JSON.stringify(once.problems));
  const ms = timeOf(() => computeOdds(input), { samples: 9, minBatchMs: 50 });
  // CPU time per call as well: on a busy machine wall time also counts other processes.
  const c0 = process.cpuUsage();
  for (let i = 0; i < 20; i++) computeOdds(input);
  const c = process.cpuUsage(c0);
  return { ms, cpuMs: (c.user + c.system) / 1000 / 20, states: once.odds.states, win: once.odds.attackerWins };
}

function simulateMs(input: OddsInput, runs: number): { ms: number; win: number } {
  computeOdds({ ...input, method: "simulate", runs: 200, seed: 2 }); // warm-up
  const t0 = performance.now();
  const r = computeOdds({ ...input, method: "simulate", runs, seed: 1 });
  const ms = performance.now() - t0;
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return { ms, win: r.odds.attackerWins };
}

export async function benchOdds(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const [name, input, target] of [["land 20 v 20", LAND, "target ≥ 100× and < 20 ms"], ["sea 15 v 15", SEA, "target ≥ 10×"]] as const) {
    const exact = exactMs(input);
    const sim = simulateMs(input, 10_000);
    out.push({
      name: `odds ${name}: 10,000 referee battles ÷ exact`,
      ratio: sim.ms / exact.ms,
      detail: `exact ${fmt(exact.ms)} (cpu ${fmt(exact.cpuMs)}, ${exact.states} states, win ${exact.win.toFixed(4)}) vs simulate ${fmt(sim.ms)} (win ${sim.win.toFixed(4)}); ${target}`,
    });
  }
  return out;
}
