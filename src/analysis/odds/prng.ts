// A deterministic pure dice source for simulate mode: a seeded PRNG (mulberry32 stream seeded
// through a splitmix-style mix), unbiased d6 by rejection. Same seed → same dice, everywhere.
import type { DiceSource } from "../../rules/engine/dice.js";

/** 32-bit generator: mulberry32. Returns uint32 values. */
export function mulberry(seed: number): () => number {
  let s = mix(seed >>> 0);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** An endless seeded d6 source. 4294967292 = 6 × 715827882: values above are re-drawn (no bias). */
export function seededDice(seed: number): DiceSource {
  const next = mulberry(seed);
  return {
    next() {
      let v: number;
      do v = next();
      while (v >= 4294967292);
      return (v % 6) + 1;
    },
  };
}
