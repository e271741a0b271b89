// Issues 11 and 19: exact battle odds and the lean simulator, against trials fought through the full
// referee (resolveBattle) measured in the same run. Times are CPU milliseconds of this process (the
// machine is shared: wall time also counts other processes); the issue's targets are printed beside them.
import { computeOdds, prepare, refereeOdds, type OddsInput } from "../src/analysis/odds/index.js";
import { loadavg } from "node:os";
import { fmt, type BenchResult } from "./measure.js";

/** The machine's load when a figure was taken (the machine is shared: a loaded core runs slower). */
const load = (): string => `load ${loadavg()[0]!.toFixed(1)}`;

const LAND20: OddsInput = {
  kind: "land",
  attacker: { units: { infantry: 10, armour: 6, fighter: 4 } },
  defender: { units: { infantry: 14, armour: 3, fighter: 3 } },
};
const LAND60_AA: OddsInput = {
  kind: "land",
  attacker: { units: { infantry: 30, armour: 18, fighter: 8, bomber: 4 } },
  defender: { units: { infantry: 40, armour: 12, fighter: 8 } },
  aaGun: true,
  maxStates: 5_000_000,
};
const SEA: OddsInput = {
  kind: "sea",
  attacker: { units: { submarine: 4, carrier: 2, fighter: 4, battleship: 3, transport: 2 } },
  defender: { units: { submarine: 3, carrier: 2, fighter: 4, battleship: 2, transport: 4 } },
};

/**
 * CPU ms per call of fn: the median of 7 batches, each of enough calls for ≥ 30 ms, after warm-up calls for ≥ 300 ms
 * of CPU and ≥ 1.5 s of wall time (V8 optimises the hot loop in tiers, on a background thread that a loaded machine
 * runs late). The median, not the mean: on a shared machine a batch now and then also pays for another process's
 * load (cache, the sibling hyperthread), which a mean would spread over every figure.
 */
function cpuMs(fn: () => unknown): number {
  const cpu = (n: number): number => {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  let batch = 1,
    warm = 0;
  const until = performance.now() + 1500;
  while (warm < 300 || performance.now() < until) {
    const t = cpu(batch);
    warm += t;
    if (t < 30) batch *= 2;
  }
  const per: number[] = [];
  for (let s = 0; s < 7; s++) per.push(cpu(batch) / batch);
  return per.sort((a, b) => a - b)[3]!;
}

function ok(input: OddsInput) {
  const r = computeOdds(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

/** CPU ms per trial fought through the referee (resolveBattle with a seeded dice source). */
function refereePerTrial(input: OddsInput, runs: number): number {
  const p = prepare({ ...input, method: "simulate" });
  if ("problems" in p) throw new Error(JSON.stringify(p.problems));
  return cpuMs(() => refereeOdds({ ...p.req, runs, seed: 1 }, p.built, 20)) / runs;
}

export async function benchOdds(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  // exact: the outcome distribution alone (rounds: 0) and with the default P(over by round 1…3) figures
  for (const [name, input, target] of [
    ["20 v 20 land", LAND20, "< 5 ms"],
    ["60 v 60 land with AA", LAND60_AA, "< 100 ms"],
    ["sea 15 v 15", SEA, ""],
  ] as const) {
    const bare = cpuMs(() => ok({ ...input, rounds: 0 }));
    const full = cpuMs(() => ok(input));
    const o = ok({ ...input, rounds: 0 });
    out.push({
      name: `odds exact ${name}: with P(over by round ≤3) ÷ without`,
      ratio: full / bare,
      detail: `exact ${fmt(bare)} cpu (${o.states} states, win ${o.attackerWins.toFixed(4)})${target ? ` target ${target}` : ""}; with the round figures ${fmt(full)}; ${load()}`,
    });
  }
  // lean simulate vs trials through the full referee, per trial
  for (const [name, input] of [
    ["20 v 20 land", LAND20],
    ["sea 15 v 15", SEA],
  ] as const) {
    const ref = refereePerTrial(input, name.startsWith("sea") ? 300 : 500);
    const lean10k = cpuMs(() => ok({ ...input, method: "simulate", runs: 10_000, seed: 1 }));
    const lean = lean10k / 10_000;
    out.push({
      name: `odds simulate ${name}: referee trial ÷ lean trial`,
      ratio: ref / lean,
      detail: `referee ${fmt(ref)}/trial, lean ${fmt(lean)}/trial (target ≥ 50×); 10,000 lean runs ${fmt(lean10k)} cpu${name.startsWith("20") ? " (target < 200 ms)" : ""}; ${load()}`,
    });
  }
  return out;
}
