// A small deterministic PRNG for seeded dice: xoshiro128** seeded from the 32 HMAC bytes, and unbiased
// dice by rejection. Pure: the same seed always gives the same dice, in Node, workerd or a browser.

/** xoshiro128** (Blackman & Vigna) over four 32-bit words. */
export class Xoshiro128 {
  private s: Uint32Array;
  constructor(seed: Uint8Array) {
    if (seed.length < 16) throw new Error("xoshiro128** needs at least 16 seed bytes");
    // Fold all seed bytes into 4 words (32 bytes of HMAC: bytes i and i+16 are XORed).
    const s = new Uint32Array(4);
    for (let i = 0; i < seed.length; i++) s[(i >> 2) & 3]! ^= seed[i]! << ((i & 3) * 8);
    if (s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0) s[0] = 1; // the all-zero state is a fixed point
    this.s = s;
  }

  /** The next 32-bit output (unsigned). */
  nextUint32(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  }
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** The largest multiple of 6 below 2^32: outputs at or above it are rejected, so each face has equal odds. */
const LIMIT = Math.floor(0x1_0000_0000 / 6) * 6;

/** An unbiased die 1–6 from the generator. */
export function rollDie(g: Xoshiro128): number {
  for (;;) {
    const x = g.nextUint32();
    if (x < LIMIT) return (x % 6) + 1;
  }
}
