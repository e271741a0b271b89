// Benchmark helpers: medians of repeated timings, reported as ratios to a baseline measured in the same run.
import type { DiceSource } from "../src/rulesets/index.js";

export interface BenchResult {
  name: string;
  ratio: number;
  detail: string;
}

/** Median time per call in milliseconds, over `samples` batches after a warm-up. */
export function timeOf(fn: () => unknown, { samples = 15, minBatchMs = 20 } = {}): number {
  for (let i = 0; i < 20; i++) fn(); // warm-up: let the JIT settle
  let batch = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - t0 >= minBatchMs) break;
    batch *= 2;
  }
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    times.push((performance.now() - t0) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * `fn`'s CPU time as a ratio to `base`'s, measured in alternating batches so that load from other processes hits both
 * alike: the median of the per-sample ratios, and the median times.
 */
export function ratioOf(fn: () => unknown, base: () => unknown, { samples = 21, minBatchMs = 25 } = {}) {
  const batchOf = (f: () => unknown): number => {
    // warm-up: V8 optimises hot code in tiers, so run each for a while before measuring the steady state
    const until = performance.now() + 1000;
    while (performance.now() < until) f();
    let batch = 1;
    for (;;) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) f();
      if (performance.now() - t0 >= minBatchMs) return batch;
      batch *= 2;
    }
  };
  const nf = batchOf(fn),
    nb = batchOf(base);
  // CPU time of this process, not wall time: on a shared machine waiting for a core is not work.
  const per = (f: () => unknown, n: number): number => {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) f();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000 / n;
  };
  const ratios: number[] = [],
    fs: number[] = [],
    bs: number[] = [];
  for (let s = 0; s < samples; s++) {
    const b = per(base, nb),
      f = per(fn, nf);
    ratios.push(f / b);
    fs.push(f);
    bs.push(b);
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { ratio: median(ratios), time: median(fs), base: median(bs) };
}

/** The floor as a function: JSON.parse + JSON.stringify of the same state (for ratioOf). */
export function jsonRoundTrip(state: unknown): () => unknown {
  const text = JSON.stringify(state);
  return () => JSON.stringify(JSON.parse(text));
}

export async function timeOfAsync(fn: () => Promise<unknown>, runs = 200): Promise<number> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The floor every core figure is compared with: JSON.parse + JSON.stringify of the same state. */
export function jsonFloor(state: unknown): number {
  const text = JSON.stringify(state);
  return timeOf(() => JSON.stringify(JSON.parse(text)));
}

export const fmt = (ms: number): string => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

/** A fixed, endless die sequence (1, 2, … 6, 1, …): the same battle every run. */
export const cycling = (): DiceSource => {
  let i = 0;
  return { next: () => (i++ % 6) + 1 };
};
