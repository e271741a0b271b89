// Seeded randomness for the random-game harness: one stream for the player's choices, one for the dice, so a
// different chooser still rolls the same dice in the same order.

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dice drawn on demand: `peek(n)` shows the next n without using them, `take(k)` uses the first k of those. */
export class DiceStream {
  private readonly ahead: number[] = [];
  private readonly rand: () => number;
  constructor(seed: number) {
    this.rand = prng(seed ^ 0x5eed_d1ce);
  }
  peek(n: number): number[] {
    while (this.ahead.length < n) this.ahead.push(1 + Math.floor(this.rand() * 6));
    return this.ahead.slice(0, n);
  }
  take(k: number): number[] {
    return this.ahead.splice(0, k);
  }
}
