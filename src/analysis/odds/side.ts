// One side of the exact chain: its remaining units as interned states (so identical sides share caches and
// get small integer ids the chain indexes typed arrays with), and one round's casualties of both sides.
import { POINT0, type Dist } from "./dist.js";
import { groupDist, shotsOf } from "./fire.js";
import { mayTake, type BattleSpec, type HitCategory, type SideSpec } from "./battle.js";

/** One side's remaining units, interned so identical sides share caches. */
export interface SideState {
  /** index in Side.all: the chain's typed arrays are indexed by it */
  id: number;
  counts: number[];
  /** units still fighting (withdrawn submarines excluded) */
  active: number;
  /** cached fire: hits by submarines (ships only) and by the others (any unit) */
  subFire: Dist | undefined;
  mainFire: Dist | undefined;
  main64: Float64Array | undefined;
  hitCache: Map<number, SideState>;
  /** general[k]: the side after k hits any unit may take */
  general: (SideState | undefined)[] | undefined;
  /** scratch for merging outcomes of one round without a Map (see Merge) */
  acc: number;
  stamp: number;
  destroyer: boolean | undefined;
  /** the side's main fire has no zero chance (see Side.clean) */
  clean: boolean | undefined;
  /** genIds[k]: the id of general[k], filled for k < genN */
  genIds: Int32Array | undefined;
  genN: number;
}

export class Side {
  private readonly byKey = new Map<string, SideState>();
  readonly all: SideState[] = [];
  constructor(
    readonly spec: SideSpec,
    readonly lowLuck: boolean,
  ) {}

  intern(counts: number[]): SideState {
    const key = counts.join(",");
    let s = this.byKey.get(key);
    if (!s) {
      let active = 0;
      counts.forEach((c, i) => {
        if (!this.spec.slots[i]!.withdrawn) active += c;
      });
      // every field from the start: one object shape for all states (a field added later deoptimises the hot loop)
      s = {
        id: this.all.length,
        counts,
        active,
        subFire: undefined,
        mainFire: undefined,
        main64: undefined,
        hitCache: new Map(),
        general: undefined,
        acc: 0.5, // a double from the start (not a small integer)
        stamp: 0,
        destroyer: undefined,
        clean: undefined,
        genIds: undefined,
        genN: 0,
      };
      this.byKey.set(key, s);
      this.all.push(s);
    }
    return s;
  }

  /** Hit distribution of the side's firing units: submarines apart (SUB-1, SUB-3) from the rest (OPT-19, OPT-20). */
  fire(s: SideState, subs: boolean): Dist {
    const cached = subs ? s.subFire : s.mainFire;
    if (cached) return cached;
    const d = groupDist(shotsOf(this.spec, s.counts, subs), this.lowLuck);
    if (subs) s.subFire = d;
    else s.mainFire = d;
    return d;
  }

  /** The main fire as a typed array (what the chain's hot loop reads). */
  fire64(s: SideState): Float64Array {
    return (s.main64 ??= Float64Array.from(this.fire(s, false)));
  }

  /** The side's main fire has no zero chance (binomials: always; low luck: rarely), so its casualties are general. */
  clean(s: SideState): boolean {
    if (s.clean === undefined) s.clean = !this.fire(s, false).includes(0);
    return s.clean;
  }

  /** OPT-19: a destroyer among the side's units (cancels the enemy submarines' first strike). */
  hasDestroyer(s: SideState): boolean {
    if (s.destroyer === undefined) s.destroyer = this.spec.slots.some((slot, i) => slot.destroyer && !slot.withdrawn && s.counts[i]! > 0);
    return s.destroyer;
  }

  /** Only aircraft are left fighting (RET-4). */
  onlyAir(s: SideState): boolean {
    return s.active > 0 && this.spec.slots.every((slot, i) => slot.withdrawn || s.counts[i] === 0 || slot.spec.domain === "air");
  }

  /** Assigns `restricted` hits of category `cat` first, then `general` hits to any unit (COMB-4). */
  hit(s: SideState, cat: HitCategory, restricted: number, general: number): SideState {
    if (restricted === 0 && general === 0) return s;
    restricted = Math.min(restricted, s.active);
    general = Math.min(general, s.active);
    if (restricted === 0) {
      // the common case (no restricted hits): a dense list per state
      const g = (s.general ??= new Array<SideState | undefined>(s.active + 1).fill(undefined));
      return (g[general] ??= this.compute(s, cat, 0, general));
    }
    const n = s.active + 1;
    const key = ((cat === "ships" ? 1 : cat === "air" ? 2 : cat === "land" ? 3 : 0) * n + restricted) * n + general;
    const hit = s.hitCache.get(key);
    if (hit) return hit;
    const out = this.compute(s, cat, restricted, general);
    s.hitCache.set(key, out);
    return out;
  }

  /** The ids of the side after 0 … n-1 hits any unit may take (n ≤ active + 1). */
  generalIds(s: SideState, n: number): Int32Array {
    const ids = (s.genIds ??= new Int32Array(s.active + 1));
    // one hit at a time: k hits in casualty order are k-1 hits, then one more (each state computes its next once)
    if (s.genN === 0 && n > 0) ids[s.genN++] = s.id;
    for (; s.genN < n; s.genN++) ids[s.genN] = this.hit(this.all[ids[s.genN - 1]!]!, "any", 0, 1).id;
    return ids;
  }

  private compute(s: SideState, cat: HitCategory, restricted: number, general: number): SideState {
    const counts = s.counts.slice();
    const take = (c: HitCategory, n: number) => {
      for (const i of this.spec.order) {
        if (n === 0) break;
        if (!mayTake(this.spec.slots[i]!, c)) continue;
        const k = Math.min(n, counts[i]!);
        counts[i]! -= k;
        n -= k;
      }
    };
    take(cat, restricted);
    take("any", general);
    return this.intern(counts);
  }

  /** All submarines of the side leave the battle (SUB-5). */
  withdrawSubs(s: SideState): SideState {
    const counts = s.counts.slice();
    let moved = false;
    this.spec.slots.forEach((slot, i) => {
      if (slot.withdrawSlot !== undefined && counts[i]! > 0) {
        counts[slot.withdrawSlot]! += counts[i]!;
        counts[i] = 0;
        moved = true;
      }
    });
    return moved ? this.intern(counts) : s;
  }

  hasWithdrawn(s: SideState): boolean {
    return this.spec.slots.some((slot, i) => slot.withdrawn && s.counts[i]! > 0);
  }
}

/**
 * One side's casualties of a round: the side states it may be left as, with their chances. "general": k hits any
 * unit may take, k drawn from `hits` (the hot case of every round, kept as a view so the chain allocates nothing):
 * outcome k < n is `s` after k hits (its id ids[k]) with chance hits[k], except the last, whose chance is `last`
 * (when it is `s` with every unit lost, the chance of every hit count from there on). No outcome has chance 0.
 * "merged": any other mix (restricted hits, low luck's zero chances), as lists.
 */
export type Outcomes =
  | { kind: "general"; s: SideState; hits: Float64Array; n: number; last: number; ids: Int32Array }
  | { kind: "merged"; out: SideState[]; ids: number[]; p: number[] };

/** One round's casualties of both sides, for one outcome (chance p) of the attacking submarines' first strike. */
export interface Branch {
  p: number;
  a: Outcomes;
  d: Outcomes;
}

/** The outcomes as lists (for the paths that are not hot). */
export function listOf(o: Outcomes, side: Side): { out: SideState[]; p: number[] } {
  if (o.kind === "merged") return o;
  const out: SideState[] = [],
    p: number[] = [];
  for (let k = 0; k < o.n; k++) {
    out.push(side.all[o.ids[k]!]!);
    p.push(k === o.n - 1 ? o.last : o.hits[k]!);
  }
  return { out, p };
}

/** The chance the side is left as the state with this id (0 if it cannot be). */
export function chanceOf(o: Outcomes, id: number): number {
  if (o.kind === "merged") {
    const i = o.ids.indexOf(id);
    return i < 0 ? 0 : o.p[i]!;
  }
  for (let k = 0; k < o.n; k++) if (o.ids[k] === id) return k === o.n - 1 ? o.last : o.hits[k]!;
  return 0;
}

let stampSeq = 0;

/** Sums probabilities per side state (outcomes of one round) in the states' scratch fields: no Map. */
class Merge {
  readonly out: SideState[] = [];
  private readonly stamp = ++stampSeq;
  add(s: SideState, p: number): void {
    if (s.stamp !== this.stamp) {
      s.stamp = this.stamp;
      s.acc = 0;
      this.out.push(s);
    }
    s.acc += p;
  }
  done(): Outcomes {
    return { kind: "merged", out: this.out, ids: this.out.map((s) => s.id), p: this.out.map((s) => s.acc) };
  }
}

/**
 * `s` after k hits any unit may take, k drawn from `hits` (no restricted hits). The same sums as Merge gives (hits
 * past the last unit add up, in order, on the side with every unit lost); a distribution with a zero chance before
 * that (low luck) goes through Merge, which leaves impossible outcomes out.
 */
function generalOutcomes(side: Side, s: SideState, hits: Float64Array): Outcomes {
  const n = Math.min(hits.length, s.active + 1);
  const last = lastOf(hits, s);
  let zero = last === 0;
  for (let k = 0; k < n - 1 && !zero; k++) zero = hits[k] === 0;
  if (zero) {
    const m = new Merge();
    hits.forEach((pk, k) => {
      if (pk !== 0) m.add(side.hit(s, "any", 0, k), pk);
    });
    return m.done();
  }
  return { kind: "general", s, hits, n, last, ids: side.generalIds(s, n) };
}
/**
 * The chance of the last general outcome of `s` under `hits`: every hit count from s.active on (all its units lost),
 * summed in Merge's order; or, when fewer hits are possible, the chance of the most.
 */
export function lastOf(hits: ArrayLike<number>, s: SideState): number {
  if (hits.length <= s.active) return hits[hits.length - 1]!;
  let last = 0;
  for (let k = s.active; k < hits.length; k++) last += hits[k]!;
  return last;
}

const isPoint0 = (d: Dist): boolean => d.length === 1;

/**
 * A round where both sides only take hits any unit may take, with no zero chance among them (round() would give
 * one branch of two "general" outcomes, generalOutcomes of each side's main fire): no submarine fires on either
 * side (SUB-1, SUB-2; OPT-19 cancelled ones would be restricted hits), no bombardment (BOMB-2), no low-luck zeros.
 */
export function plainRound(a: SideState, d: SideState, r: number, b: BattleSpec, A: Side, D: Side): boolean {
  return !(r === 1 && b.bombard) && plainSide(A, a) && plainSide(D, d);
}

/** The side's part of plainRound: no submarine of it fires, and its main fire has no zero chance. */
export function plainSide(S: Side, s: SideState): boolean {
  return isPoint0(S.fire(s, true)) && S.clean(s);
}

/** One round from the sides a, d in round r (COMB-2): per first-strike outcome, each side's casualties. */
export function round(a: SideState, d: SideState, r: number, b: BattleSpec, A: Side, D: Side): Branch[] {
  const branches: Branch[] = [];
  // OPT-19: facing a destroyer the attacking submarines have no first strike: they fire in (b), at ships only.
  const cancelled = b.kind === "sea" && D.hasDestroyer(d);
  const subs = A.fire(a, true);
  const first = cancelled ? POINT0 : subs; // (a) attacking submarines, ships only (SUB-1, SUB-3)
  const main = A.fire(a, false);
  // (b) restricted hits: bombarding battleships in round 1 at land units (BOMB-2, BOMB-3), or the cancelled submarines at ships
  const bomb = r === 1 && b.bombard ? groupDist([{ n: b.bombard.count, fire: b.bombard.fire }], b.lowLuck) : POINT0;
  const restricted = cancelled ? subs : bomb;
  const cat: HitCategory = cancelled ? "ships" : "land";
  for (let sh = 0; sh < first.length; sh++) {
    const pf = first[sh]!;
    if (pf === 0) continue;
    const d1 = D.hit(d, "ships", sh, 0); // removed at once: they do not fire back (SUB-1)
    // defender's casualties of step (b): set aside, they still fire (COMB-2 c, BOMB-3)
    let dOut: Outcomes;
    if (isPoint0(restricted)) dOut = generalOutcomes(D, d1, A.fire64(a));
    else {
      const m = new Merge();
      restricted.forEach((pb, bh) => {
        if (pb === 0) return;
        main.forEach((pm, mh) => {
          if (pm !== 0) m.add(D.hit(d1, cat, bh, mh), pb * pm);
        });
      });
      dOut = m.done();
    }
    // (c) every defender left after (a) fires: submarines at ships only (SUB-2, SUB-3)
    const dSub = D.fire(d1, true),
      dMain = D.fire(d1, false);
    let aOut: Outcomes;
    if (isPoint0(dSub)) aOut = generalOutcomes(A, a, D.fire64(d1));
    else {
      const m = new Merge();
      dSub.forEach((ps, sh2) => {
        if (ps === 0) return;
        dMain.forEach((pm, mh) => {
          if (pm !== 0) m.add(A.hit(a, "ships", sh2, mh), ps * pm);
        });
      });
      aOut = m.done();
    }
    branches.push({ p: pf, a: aOut, d: dOut });
  }
  return branches;
}
