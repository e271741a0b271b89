// The exact chain for battles whose every round is general casualties on both sides (side.ts plainSide: no
// submarine fires, no bombardment, no low-luck zeros; and no withdrawal or win-chance rule). Then the defender's
// sides form one line, d_0 (as it starts) and d_j after j hits, so a live state is an attacker state and a place
// j on that line. Its chance spreads as in exact.ts (same states, outcomes and sums, in another order), but by
// rows: the states of one attacker row all fire the same attacker dice, so each of its outcomes a_i receives the
// row's chances convolved with those dice: dot products into a register instead of a store per pair.
import type { BattleSpec, RetreatRule } from "./battle.js";
import { plainSide, type Side, type SideState } from "./side.js";
import type { OddsResultKind } from "./schema.js";

/** The defender's line: ids[j] is the defender after j hits (j = 0 … n, n: every unit lost), fire[j] its dice. */
export interface Line {
  n: number;
  ids: Int32Array;
  fire: Float64Array[];
}

/** What the line's chains share: the sides, the line, the rounds the rules keep apart, the retreat rule. */
export interface LineBattle {
  A: Side;
  D: Side;
  line: Line;
  startRound: number;
  /** the last round kept apart: later rounds are the same state */
  R: number;
  rr: RetreatRule | null;
  /**
   * Each start's general chain (side.ts generalIds: the start after 0, 1, … hits); an attacker state of id a is
   * place chainAt[a] of chains[chainOf[a]], so its own outcomes follow it there.
   */
  chains: Int32Array[];
  chainOf: Int32Array;
  chainAt: Int32Array;
}

/** A live start of the chain (after AA fire): the attacker state and its chance, the defender at line place 0. */
export type Start = [SideState, number];

/**
 * The battle as a line battle, or null if some round is not general casualties on both sides (then exact.ts walks
 * it state by state). Every attacker state of the chain is a start after some hits; each is checked.
 */
export function lineBattle(b: BattleSpec, A: Side, D: Side, starts: Start[], d0: SideState, R: number): LineBattle | null {
  if (b.withdraw.attacker !== undefined || b.withdraw.defender !== undefined || b.retreat?.belowWinChance !== undefined) return null;
  if (b.bombard && b.startRound === 1) return null; // BOMB-2: round 1 has restricted hits
  const n = d0.active;
  const ids = D.generalIds(d0, n + 1).slice(0, n + 1);
  const fire: Float64Array[] = [];
  for (let j = 0; j <= n; j++) {
    const d = D.all[ids[j]!]!;
    if (!plainSide(D, d)) return null;
    fire.push(D.fire64(d));
  }
  const chains = starts.map(([a]) => A.generalIds(a, a.active + 1));
  const chainOf = new Int32Array(A.all.length).fill(-1),
    chainAt = new Int32Array(A.all.length);
  chains.forEach((chain, c) => {
    for (let i = 0; i < chain.length; i++) {
      if (chainOf[chain[i]!] !== -1) continue;
      if (!plainSide(A, A.all[chain[i]!]!)) return;
      chainOf[chain[i]!] = c;
      chainAt[chain[i]!] = i;
    }
  });
  if (chains.some((chain) => chain.some((id) => chainOf[id] === -1))) return null; // not plain
  const rr = b.kind === "amphibious" ? null : b.retreat;
  return { A, D, line: { n, ids, fire }, startRound: b.startRound, R, rr, chains, chainOf, chainAt };
}

/** RET-1 without a win-chance rule: the attacker left as `a` retreats after round r. */
export function retreatsAfter(lb: LineBattle, a: SideState, r: number): boolean {
  const rr = lb.rr;
  return (
    rr !== null &&
    (rr.whenAttackersAtMost === undefined || a.active <= rr.whenAttackersAtMost) &&
    (rr.afterRound === undefined || r >= rr.afterRound) &&
    (rr.whenOnlyAir !== true || lb.A.onlyAir(a))
  );
}

/**
 * Four rows' chances spread over the places the attacker's dice leave the defender at: for t = 0 … 3,
 * buf[o_t + m] += Σ_j c[base + 4j + t] · ker[m − j] over the places j in [jlo, jhi) with 0 ≤ m − j < len, for m in
 * [mlo, mhi). `pad` is the kernel with a 0 before and after it (pad[d + 1] = ker[d]), so that two places m, m + 1
 * share one pass over j. Coefficients of four rows side by side, the sums as dot products in registers: each
 * coefficient is read once for two places and each kernel value once for four rows, and no sum waits for another.
 */
export function spreadFour(
  buf: Float64Array,
  o0: number,
  o1: number,
  o2: number,
  o3: number,
  c: Float64Array,
  base: number,
  jlo: number,
  jhi: number,
  pad: Float64Array,
  len: number,
  mlo: number,
  mhi: number,
) {
  const end = Math.min(jhi - 1 + len, mhi);
  let m = Math.max(mlo, jlo);
  for (; m < end; m += 2) {
    // places m and m + 1 (past `end` the sums of m + 1 are 0: it is not written)
    const j0 = Math.max(m - len + 1, jlo),
      j1 = Math.min(m + 1, jhi - 1);
    let a0 = 0,
      a1 = 0,
      a2 = 0,
      a3 = 0,
      b0 = 0,
      b1 = 0,
      b2 = 0,
      b3 = 0;
    for (let j = j0; j <= j1; j++) {
      const k0 = pad[m - j + 1]!,
        k1 = pad[m - j + 2]!,
        x = base + 4 * j;
      const c0 = c[x]!,
        c1 = c[x + 1]!,
        c2 = c[x + 2]!,
        c3 = c[x + 3]!;
      a0 += c0 * k0;
      a1 += c1 * k0;
      a2 += c2 * k0;
      a3 += c3 * k0;
      b0 += c0 * k1;
      b1 += c1 * k1;
      b2 += c2 * k1;
      b3 += c3 * k1;
    }
    buf[o0 + m] = buf[o0 + m]! + a0;
    buf[o1 + m] = buf[o1 + m]! + a1;
    buf[o2 + m] = buf[o2 + m]! + a2;
    buf[o3 + m] = buf[o3 + m]! + a3;
    if (m + 1 < end) {
      buf[o0 + m + 1] = buf[o0 + m + 1]! + b0;
      buf[o1 + m + 1] = buf[o1 + m + 1]! + b1;
      buf[o2 + m + 1] = buf[o2 + m + 1]! + b2;
      buf[o3 + m + 1] = buf[o3 + m + 1]! + b3;
    }
  }
}

/** pad[d + 1] = hits[d], with a 0 before and after (spreadFour's kernel): `pad`, or a longer one. */
export function padInto(pad: Float64Array, hits: ArrayLike<number>, len: number): Float64Array {
  if (pad.length < len + 2) pad = new Float64Array(2 * len + 2);
  pad[0] = 0;
  for (let d = 0; d < len; d++) pad[d + 1] = hits[d]!;
  pad[len + 1] = 0;
  return pad;
}

/**
 * Rows of chances by line place, all in one growing typed array (a row is an offset: no allocation per row for the
 * GC), with a flag per place the chain has reached. A row given back is handed out again, zeroed.
 */
export class Rows {
  m: Float64Array;
  seen: Uint8Array;
  private used = 0;
  private readonly free: number[] = [];
  constructor(
    readonly width: number,
    rows = 64,
  ) {
    this.m = new Float64Array(rows * width);
    this.seen = new Uint8Array(rows * width);
  }
  /** Room for k more rows: until then no row is added by growing (the arrays are replaced only here). */
  reserve(k: number): void {
    const need = (this.used + k) * this.width;
    if (need <= this.m.length) return;
    const m = new Float64Array(2 * need),
      seen = new Uint8Array(2 * need);
    m.set(this.m);
    seen.set(this.seen);
    this.m = m;
    this.seen = seen;
  }
  /** A zeroed row: its offset. */
  take(): number {
    let off = this.free.pop();
    if (off === undefined) {
      this.reserve(1);
      off = this.used++ * this.width;
    }
    this.m.fill(0, off, off + this.width);
    this.seen.fill(0, off, off + this.width);
    return off;
  }
  give(off: number): void {
    this.free.push(off);
  }
  clear(): void {
    this.used = 0;
    this.free.length = 0;
  }
}

/** Row offsets by attacker id (a growing typed array; -1: none). */
export class ById {
  private at = new Int32Array(64).fill(-1);
  get(id: number): number {
    return id < this.at.length ? this.at[id]! : -1;
  }
  set(id: number, off: number): void {
    if (id >= this.at.length) {
      const at = new Int32Array(2 * id + 64).fill(-1);
      at.set(this.at);
      this.at = at;
    }
    this.at[id] = off;
  }
  /** Every id with a row is below this. */
  get bound(): number {
    return this.at.length;
  }
  clear(): void {
    this.at.fill(-1);
  }
}

/**
 * Σ c[4i]·ker[j − i] over i in [i0, j): the chance a row's place j gets from its own earlier places (slot 0 of each),
 * in four sums that do not wait for each other.
 */
export function causal(c: Float64Array, i0: number, j: number, ker: Float64Array): number {
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0,
    i = i0;
  for (; i + 3 < j; i += 4) {
    s0 += c[4 * i]! * ker[j - i]!;
    s1 += c[4 * i + 4]! * ker[j - i - 1]!;
    s2 += c[4 * i + 8]! * ker[j - i - 2]!;
    s3 += c[4 * i + 12]! * ker[j - i - 3]!;
  }
  for (; i < j; i++) s0 += c[4 * i]! * ker[j - i]!;
  return s0 + s1 + (s2 + s3);
}

/** Slots 0 … k-1 of one place (its first at `at`, the next four `stride` on): f · p[i]. */
export function fill(c: Float64Array, at: number, stride: number, f: number, p: Float64Array, k: number): void {
  let i = 0;
  for (; i + 3 < k; i += 4, at += stride) {
    c[at] = f * p[i]!;
    c[at + 1] = f * p[i + 1]!;
    c[at + 2] = f * p[i + 2]!;
    c[at + 3] = f * p[i + 3]!;
  }
  for (let t = 0; i < k; i++, t++) c[at + t] = f * p[i]!;
}

/** Where coefficient (outcome i, place j) of a row is kept for spreadFour: outcomes in fours, places within. */
export const slot = (i: number, j: number, n: number): number => ((i >> 2) * n + j) * 4 + (i & 3);

/** The tails of `hits` (the chance of at least d hits, d < hits.length) as a padded kernel (padInto). */
export function padTailsInto(pad: Float64Array, hits: Float64Array): Float64Array {
  const len = hits.length;
  if (pad.length < len + 2) pad = new Float64Array(2 * len + 2);
  pad[0] = 0;
  pad[len + 1] = 0;
  let s = 0;
  for (let d = len - 1; d >= 0; d--) pad[d + 1] = s += hits[d]!;
  return pad;
}

/** Σ hits[k] for k ≥ from, summed upwards (as side.ts lastOf). */
export function tail(hits: Float64Array, from: number): number {
  let s = 0;
  for (let k = from; k < hits.length; k++) s += hits[k]!;
  return s;
}

export const RESULT_CODES: OddsResultKind[] = ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats", "stalemate"];
export const WIN = 0,
  HOLD = 1,
  BOTH = 2,
  RETREAT = 3,
  STALEMATE = 4;
