// Random answers to a pending decision, drawn only from what `state.pending.decision` allows: the referee must accept
// every one (issue 30: "decision answers are never refused").
import type { Action, GameState } from "../../../src/rulesets/index.js";

type Decision = NonNullable<GameState["pending"]["decision"]>;

export const shuffle = <T>(xs: readonly T[], rand: () => number): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)]!;
/** A random subset (possibly empty, unless `min` says otherwise). */
const subset = <T>(xs: readonly T[], rand: () => number, min = 0): T[] => {
  const n = min + Math.floor(rand() * (xs.length - min + 1));
  return shuffle(xs, rand).slice(0, n);
};

/**
 * `count` casualties from `eligible` such that each restricted pool's hits land on its own units, one hit each
 * (SUB-3, BOMB-3, EUR-SUB-3): the pools with the fewest candidates are served first, then the rest at random.
 */
export function randomCasualties(d: Extract<Decision, { kind: "casualties" }>, rand: () => number): string[] {
  const eligible = new Set(d.eligible);
  const chosen = new Set<string>();
  const pools = [d.restricted, ...(d.alsoRestricted ?? [])].filter((p) => p !== undefined);
  pools.sort((a, b) => a.eligible.length - b.eligible.length);
  for (const pool of pools)
    for (const id of shuffle(pool.eligible, rand)
      .filter((x) => eligible.has(x) && !chosen.has(x))
      .slice(0, pool.hits))
      if (chosen.size < d.count) chosen.add(id);
  for (const id of shuffle(d.eligible, rand)) if (chosen.size < d.count && !chosen.has(id)) chosen.add(id);
  return [...chosen];
}

/** A random legal answer to the decision. */
export function randomAnswer(d: Decision, rand: () => number): Action {
  const { power, at } = d;
  switch (d.kind) {
    case "casualties":
      return { type: "chooseCasualties", power, at, units: randomCasualties(d, rand) };
    case "aaCasualties":
      return { type: "chooseCasualties", power, at, units: shuffle(d.eligible, rand).slice(0, d.count) };
    case "retreat":
      // press on, or retreat to a listed destination; aircraft alone may leave `to` out (RET-4)
      if (rand() < 0.6 || (!d.to.length && !d.aircraftStay.length)) return { type: "pressOn", power, at };
      return d.to.length ? { type: "retreat", power, at, to: pick(d.to, rand) } : { type: "retreat", power, at };
    case "withdrawSubmarines":
      if (!d.to.length || rand() < 0.5) return { type: "withdrawSubmarines", power, at, to: null };
      return { type: "withdrawSubmarines", power, at, units: subset(d.units, rand, 1), to: pick(d.to, rand) };
    case "intercept":
      return { type: "intercept", power, at, units: subset(d.units, rand) };
  }
}
