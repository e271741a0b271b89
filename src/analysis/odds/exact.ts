// Exact battle odds: a Markov chain over battle states (remaining units per side, and the round
// where it matters), walked forward in an order where every transition leads to a later state,
// so each state is evaluated once. No sampling, no truncation.
import { binomial, POINT0, type Dist } from "./dist.js";
import { groupDist } from "./fire.js";
import { shotsOf } from "./fire.js";
import { mayTake, type BattleSpec, type HitCategory, type SideSpec } from "./battle.js";
import type { OddsResultKind } from "./schema.js";
import { AA_THRESHOLD } from "../../rules/combat/values.js";

/** One side's remaining units, interned so identical sides share caches. */
interface SideState {
  id: number;
  counts: number[];
  /** units still fighting (withdrawn submarines excluded) */
  active: number;
  /** cached fire: hits by submarines (ships only) and by the others (any unit) */
  subFire?: Dist;
  mainFire?: Dist;
  hitCache: Map<number, SideState>;
  /** general[k]: the side after k hits any unit may take */
  general?: (SideState | undefined)[];
  /** scratch for merging outcomes of one round without a Map (see Merge) */
  acc: number;
  stamp: number;
  destroyer?: boolean;
}

class Side {
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
      s = { id: this.all.length, counts, active, hitCache: new Map(), acc: 0, stamp: 0 };
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

export interface Terminal {
  attacker: number[];
  defender: number[];
  result: OddsResultKind;
  p: number;
}

export interface ExactResult {
  terminals: Terminal[];
  expectedRounds: number;
  states: number;
  /** endedByRound[k]: P(the battle ended after exactly k rounds), k = 0 (before round 1: AA) … trackRounds */
  endedByRound: number[];
}

export class TooManyStates extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} battle states`);
  }
}

interface BState {
  a: SideState;
  d: SideState;
  r: number;
  mass: number;
}

/** Results as small integer codes, for the terminal grid. */
const RESULTS: OddsResultKind[] = ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats", "stalemate"];
const WIN = 0,
  HOLD = 1,
  BOTH = 2,
  RETREAT = 3,
  STALEMATE = 4;

/** One side's casualties of a round, for one outcome of the attacking submarines' first strike. */
interface Branch {
  p: number;
  aOut: SideState[];
  aP: number[];
  dOut: SideState[];
  dP: number[];
}

/** The full outcome distribution of a battle (COMB-2 sequence, AA-3 before it). */
export function exactOdds(b: BattleSpec, maxStates = 200_000, trackRounds = 0): ExactResult {
  const A = new Side(b.attacker, b.lowLuck),
    D = new Side(b.defender, b.lowLuck);
  const amphibious = b.kind === "amphibious";
  // Rounds that differ: round 1 (bombardment), and the rounds named by retreat and withdrawal rules.
  // Rounds up to trackRounds are kept apart too, so the chance the battle is over by round k is exact.
  const R = Math.max(distinctRounds(b), b.startRound + trackRounds);
  const endedByRound: number[] = new Array<number>(trackRounds + 1).fill(0);
  let cont = 0; // mass the state being evaluated passes on to states that fight on

  // grid[r][a.id][d.id]: the battle state; buckets by active units of both sides, then round,
  // so that every transition goes to a later bucket (units only decrease; rounds only grow).
  const grid: (BState | undefined)[][][] = [];
  const buckets: BState[][][] = [];
  const term: number[][][] = RESULTS.map(() => []); // term[result][a.id][d.id] = p
  let stateCount = 0;
  let expectedRounds = 0;

  const terminal = (a: SideState, d: SideState, result: number, p: number) => {
    const row = (term[result]![a.id] ??= []);
    const old = row[d.id];
    if (old === undefined) stateCount++;
    row[d.id] = (old ?? 0) + p;
  };
  const enqueue = (a: SideState, d: SideState, r: number, p: number) => {
    const row = ((grid[r] ??= [])[a.id] ??= []);
    const s = row[d.id];
    if (s) {
      s.mass += p;
      return;
    }
    if (++stateCount > maxStates) throw new TooManyStates(maxStates);
    const ns: BState = { a, d, r, mass: p };
    row[d.id] = ns;
    ((buckets[a.active + d.active] ??= [])[r] ??= []).push(ns);
  };
  const classify = (a: SideState, d: SideState): number =>
    a.active > 0 ? WIN : d.active > 0 ? (A.hasWithdrawn(a) ? RETREAT : HOLD) : BOTH;
  const withdrawing = b.withdraw.attacker !== undefined || b.withdraw.defender !== undefined;
  // withdrawals and win-chance retreats go through settle(), state by state (the hot loop below does rows)
  const generic = withdrawing || b.retreat?.belowWinChance !== undefined;
  const rr = amphibious ? null : b.retreat; // AMPH-4: never from an amphibious assault

  const chance = rr?.belowWinChance !== undefined ? new WinChance(b, A, D, maxStates) : null;
  /** RET-1: the rule holds after round r (`d` is needed only by a win-chance rule, which goes through settle). */
  const retreats = (a: SideState, d: SideState | null, r: number) =>
    rr !== null &&
    (rr.whenAttackersAtMost === undefined || a.active <= rr.whenAttackersAtMost) &&
    (rr.afterRound === undefined || r >= rr.afterRound) &&
    (rr.whenOnlyAir !== true || A.onlyAir(a)) &&
    (chance === null || chance.after(a, d!, r) < rr.belowWinChance!);
  /** SUB-5 after round r, attacker first: the sides once submarines have withdrawn. */
  const withdrawAfter = (a: SideState, d: SideState, r: number): [SideState, SideState] => {
    if (withdrawing && a.active > 0 && d.active > 0) {
      if (b.withdraw.attacker !== undefined && r >= b.withdraw.attacker) a = A.withdrawSubs(a);
      if (a.active > 0 && b.withdraw.defender !== undefined && r >= b.withdraw.defender) d = D.withdrawSubs(d);
    }
    return [a, d];
  };
  /** Where the battle goes after round `r` left sides a, d: on, or over (COMB-6, SUB-5, RET). */
  const settle = (a0: SideState, d0: SideState, r: number, p: number) => {
    let a = a0,
      d = d0;
    if (withdrawing) [a, d] = withdrawAfter(a0, d0, r); // (allocates: only when a withdrawal rule exists)
    if (a.active === 0 || d.active === 0) {
      terminal(a, d, classify(a, d), p);
      return;
    }
    if (retreats(a, d, r)) {
      terminal(a, d, RETREAT, p);
      return;
    } // RET-1: after a round, while defenders remain
    cont += p;
    enqueue(a, d, r < R ? r + 1 : R, p);
  };
  /** A round that changes nothing and leads back to the same state (only at the last distinct round). */
  const loops = (s: BState): boolean => {
    if (s.r !== R || retreats(s.a, s.d, s.r)) return false;
    const [a, d] = withdrawAfter(s.a, s.d, s.r);
    return a === s.a && d === s.d;
  };

  // AA-3: AA shots before the battle, one die per aircraft, hit on 1; the owner loses aircraft by his order (AA-5).
  let start = new Map<SideState, number>([[A.intern(b.attacker.counts.slice()), 1]]);
  for (const dice of b.aaShots) {
    const next = new Map<SideState, number>();
    for (const [a, p] of start) {
      const air = a.counts.reduce(
        (n, c, i) => n + (b.attacker.slots[i]!.spec.domain === "air" && !b.attacker.slots[i]!.withdrawn ? c : 0),
        0,
      );
      binomial(Math.min(dice, air), AA_THRESHOLD / 6).forEach((q, h) => {
        if (q === 0) return;
        const a2 = A.hit(a, "air", h, 0);
        next.set(a2, (next.get(a2) ?? 0) + p * q);
      });
    }
    start = next;
  }
  const d0 = D.intern(b.defender.counts.slice());
  for (const [a, p] of start) {
    if (a.active === 0 || d0.active === 0) terminal(a, d0, classify(a, d0), p);
    else enqueue(a, d0, b.startRound, p);
    if (a.active === 0 || d0.active === 0) endedByRound[0]! += p;
  }

  for (let total = buckets.length - 1; total >= 0; total--) {
    const byRound = buckets[total];
    if (!byRound) continue;
    for (let r = 1; r <= R; r++) {
      const list = byRound[r];
      if (!list) continue;
      for (const s of list) {
        cont = 0;
        evaluate(s, r);
        const k = r - b.startRound + 1;
        if (r < R && k <= trackRounds) endedByRound[k]! += s.mass - cont;
      }
    }
  }
  function evaluate(s: BState, r: number): void {
    const branches = round(s, b, A, D);
    // At the last distinct round, "nothing changed" is a self-loop: solve it (geometric series).
    let pSelf = 0;
    const selfLoop = loops(s);
    if (selfLoop) {
      for (const br of branches) {
        const i = br.aOut.indexOf(s.a),
          j = br.dOut.indexOf(s.d);
        if (i >= 0 && j >= 0) pSelf += br.p * br.aP[i]! * br.dP[j]!;
      }
    }
    const pMove = 1 - pSelf;
    if (pMove <= 1e-15) {
      terminal(s.a, s.d, STALEMATE, s.mass);
      return;
    } // COMB-6: nobody can hit any more
    expectedRounds += s.mass / pMove; // the round is fought 1/pMove times on average
    const scale = s.mass / pMove;
    const rNext = r < R ? r + 1 : R;
    for (const br of branches) {
      const f = scale * br.p;
      const dOut = br.dOut,
        dP = br.dP;
      for (let i = 0; i < br.aOut.length; i++) {
        const a2 = br.aOut[i]!,
          fa = f * br.aP[i]!;
        if (generic) {
          for (let j = 0; j < dOut.length; j++) {
            if (selfLoop && a2 === s.a && dOut[j] === s.d) continue;
            settle(a2, dOut[j]!, r, fa * dP[j]!);
          }
          continue;
        }
        // The same as settle(), row by row (the hot loop of the whole computation).
        if (a2.active === 0) {
          for (let j = 0; j < dOut.length; j++) terminal(a2, dOut[j]!, dOut[j]!.active > 0 ? HOLD : BOTH, fa * dP[j]!);
          continue;
        }
        const win = (term[WIN]![a2.id] ??= []);
        const ret = retreats(a2, null, r) ? (term[RETREAT]![a2.id] ??= []) : null;
        const next = ((grid[rNext] ??= [])[a2.id] ??= []);
        for (let j = 0; j < dOut.length; j++) {
          const d2 = dOut[j]!,
            p = fa * dP[j]!;
          const row = d2.active === 0 ? win : ret;
          if (row) {
            const old = row[d2.id];
            if (old === undefined) {
              row[d2.id] = p;
              stateCount++;
            } else row[d2.id] = old + p;
          } else if (!(selfLoop && a2 === s.a && d2 === s.d)) {
            const st = next[d2.id];
            cont += p;
            if (st) st.mass += p;
            else enqueue(a2, d2, rNext, p);
          }
        }
      }
    }
  }
  const terminals: Terminal[] = [];
  term.forEach((rows, result) =>
    rows.forEach((row, aid) =>
      row.forEach((p, did) => {
        terminals.push({ attacker: A.all[aid]!.counts, defender: D.all[did]!.counts, result: RESULTS[result]!, p });
      }),
    ),
  );
  return { terminals, expectedRounds, states: stateCount, endedByRound };
}

/** Rounds that differ: round 1 (bombardment), and the rounds named by retreat and withdrawal rules. */
export function distinctRounds(b: BattleSpec): number {
  return Math.max(
    b.startRound,
    b.bombard && b.startRound === 1 ? 2 : 1,
    b.retreat?.afterRound ?? 1,
    b.withdraw.attacker ?? 1,
    b.withdraw.defender ?? 1,
  );
}

/**
 * The attacker's chance to win by pressing on to the end (no retreat) from the sides a, d after round r:
 * a memoised backward recursion over the same rounds as the chain (for the belowWinChance retreat rule).
 */
export class WinChance {
  private readonly memo = new Map<string, number>();
  private readonly R: number;
  constructor(
    private readonly b: BattleSpec,
    private readonly A: Side,
    private readonly D: Side,
    private readonly limit: number,
  ) {
    this.R = distinctRounds(b);
  }

  /** For the lean simulator: sides given as counts per slot. */
  static forCounts(b: BattleSpec, limit: number): (a: readonly number[], d: readonly number[], r: number) => number {
    const A = new Side(b.attacker, b.lowLuck),
      D = new Side(b.defender, b.lowLuck);
    const w = new WinChance(b, A, D, limit);
    return (a, d, r) => w.after(A.intern([...a]), D.intern([...d]), r);
  }

  /** SUB-5 after round r: the sides once submarines have withdrawn (attacker first). */
  private withdrawn(a: SideState, d: SideState, r: number): [SideState, SideState] {
    if (a.active > 0 && d.active > 0) {
      if (this.b.withdraw.attacker !== undefined && r >= this.b.withdraw.attacker) a = this.A.withdrawSubs(a);
      if (a.active > 0 && this.b.withdraw.defender !== undefined && r >= this.b.withdraw.defender) d = this.D.withdrawSubs(d);
    }
    return [a, d];
  }

  /** After round r: withdrawals, then the end (1 = the attacker won) or the next round. */
  after(a0: SideState, d0: SideState, r: number): number {
    const [a, d] = this.withdrawn(a0, d0, r);
    if (a.active === 0) return 0;
    if (d.active === 0) return 1;
    return this.at(a, d, r < this.R ? r + 1 : this.R);
  }

  /** At the start of round r. */
  private at(a: SideState, d: SideState, r: number): number {
    const key = `${a.id},${d.id},${r}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.memo.size >= this.limit) throw new TooManyStates(this.limit);
    let pSelf = 0,
      v = 0;
    for (const br of round({ a, d, r, mass: 1 }, this.b, this.A, this.D)) {
      for (let i = 0; i < br.aOut.length; i++) {
        for (let j = 0; j < br.dOut.length; j++) {
          const p = br.p * br.aP[i]! * br.dP[j]!;
          if (r === this.R) {
            const [a2, d2] = this.withdrawn(br.aOut[i]!, br.dOut[j]!, r);
            if (a2 === a && d2 === d) {
              pSelf += p;
              continue;
            } // nothing changed: solved as a geometric series
          }
          v += p * this.after(br.aOut[i]!, br.dOut[j]!, r);
        }
      }
    }
    const out = pSelf >= 1 - 1e-15 ? 0 : v / (1 - pSelf);
    this.memo.set(key, out);
    return out;
  }
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
  done(): { out: SideState[]; p: number[] } {
    return { out: this.out, p: this.out.map((s) => s.acc) };
  }
}

/** One round from state s (COMB-2): per first-strike outcome, each side's casualties. */
function round(s: BState, b: BattleSpec, A: Side, D: Side): Branch[] {
  const branches: Branch[] = [];
  // OPT-19: facing a destroyer the attacking submarines have no first strike: they fire in (b), at ships only.
  const cancelled = b.kind === "sea" && D.hasDestroyer(s.d);
  const subs = A.fire(s.a, true);
  const first = cancelled ? POINT0 : subs; // (a) attacking submarines, ships only (SUB-1, SUB-3)
  const main = A.fire(s.a, false);
  // (b) restricted hits: bombarding battleships in round 1 at land units (BOMB-2, BOMB-3), or the cancelled submarines at ships
  const bomb = s.r === 1 && b.bombard ? groupDist([{ n: b.bombard.count, fire: b.bombard.fire }], b.lowLuck) : POINT0;
  const restricted = cancelled ? subs : bomb;
  const cat: HitCategory = cancelled ? "ships" : "land";
  first.forEach((pf, sh) => {
    if (pf === 0) return;
    const d1 = D.hit(s.d, "ships", sh, 0); // removed at once: they do not fire back (SUB-1)
    // defender's casualties of step (b): set aside, they still fire (COMB-2 c, BOMB-3)
    const dOut = new Merge();
    restricted.forEach((pb, bh) => {
      if (pb === 0) return;
      main.forEach((pm, mh) => {
        if (pm === 0) return;
        const d2 = D.hit(d1, cat, bh, mh);
        dOut.add(d2, pb * pm);
      });
    });
    // (c) every defender left after (a) fires: submarines at ships only (SUB-2, SUB-3)
    const dSub = D.fire(d1, true),
      dMain = D.fire(d1, false);
    const aOut = new Merge();
    dSub.forEach((ps, sh2) => {
      if (ps === 0) return;
      dMain.forEach((pm, mh) => {
        if (pm === 0) return;
        const a2 = A.hit(s.a, "ships", sh2, mh);
        aOut.add(a2, ps * pm);
      });
    });
    const ao = aOut.done(),
      dd = dOut.done();
    branches.push({ p: pf, aOut: ao.out, aP: ao.p, dOut: dd.out, dP: dd.p });
  });
  return branches;
}
