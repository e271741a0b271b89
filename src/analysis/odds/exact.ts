// Exact battle odds: a Markov chain over battle states (remaining units per side, and the round
// where it matters), walked forward in an order where every transition leads to a later state,
// so each state is evaluated once. No sampling, no truncation.
//
// Speed (issue 19: 20 v 20 in < 5 ms, 60 v 60 with an AA gun in < 100 ms, with the round figures): most battles are
// line battles, walked by rows (line.ts). For the others, side states are interned with small ids (side.ts), and the
// probability mass of the live states is kept in typed arrays, one Float64Array per (round, attacker state) indexed
// by the defender state's id. A round's casualties of each side are independent given the state, so the state's mass
// spreads over the outer product of the two outcome lists: that product (≈ (A+1)(D+1) pairs per state) is the hot
// loop, a multiply-add into a typed array per pair.
import { binomial } from "./dist.js";
import { chanceOf, lastOf, listOf, plainRound, round, Side, type SideState } from "./side.js";
import { distinctRounds, TooManyStates, type BattleSpec, type Terminal } from "./battle.js";
import { WinChance } from "./win-chance.js";
import type { OddsResultKind } from "./schema.js";
import { AA_THRESHOLD } from "../../rules/combat/values.js";
import { lineBattle, type LineBattle, type Start } from "./line.js";
import { lineChain } from "./line-chain.js";
import { lineRounds } from "./line-rounds.js";

export type { Terminal } from "./battle.js";

export interface ExactResult {
  terminals: Terminal[];
  expectedRounds: number;
  states: number;
  /** endedByRound[k]: P(the battle ended after exactly k rounds), k = 0 (before round 1: AA) … trackRounds */
  endedByRound: number[];
  /** how the chain was walked: by rows (a line battle, line.ts) or state by state */
  walk: "rows" | "states";
}

/** Probability mass per defender state id (of one round and attacker state, or one result and attacker state). */
interface Row {
  m: Float64Array;
  /** 1 once the state is in the chain (counted) */
  seen: Uint8Array;
}

/** A growing list of (attacker id, defender id) pairs in a typed array (outside the heap the GC copies). */
interface IdPairs {
  ids: Int32Array;
  n: number;
}

/** Results as small integer codes, for the terminal rows. */
const RESULTS: OddsResultKind[] = ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats", "stalemate"];
const CONT = 0,
  ROUNDS = 1;
const A_LAST = 0,
  D_LAST = 1,
  F = 2;
const WIN = 0,
  HOLD = 1,
  BOTH = 2,
  RETREAT = 3,
  STALEMATE = 4;

/**
 * The full outcome distribution of a battle (COMB-2 sequence, AA-3 before it), and the chance it is over after each of
 * its first `trackRounds` rounds. A line battle (line.ts: every round general casualties on both sides, the common
 * land battle) goes row by row (line-chain.ts, line-rounds.ts); any other battle state by state here. There the round
 * figures need the first rounds kept apart: when the rules keep them apart anyway, one chain does both; otherwise one
 * chain merges the rounds as far as the rules allow (the distribution, `states`), and a second fights the first
 * `trackRounds` rounds only, each apart, its last one only counting what fights on. `walk: "states"` walks a line
 * battle state by state too (the same figures: the tests compare the two).
 */
export function exactOdds(b: BattleSpec, maxStates = 200_000, trackRounds = 0, walk: "any" | "states" = "any"): ExactResult {
  const A = new Side(b.attacker, b.lowLuck),
    D = new Side(b.defender, b.lowLuck);
  const start = aaStarts(b, A),
    d0 = D.intern(b.defender.counts.slice());
  const live: Start[] = d0.active > 0 ? [...start].filter(([a]) => a.active > 0) : [];
  const lb = walk === "any" ? lineBattle(b, A, D, live, d0, distinctRounds(b)) : null;
  if (lb) return lineOdds(lb, start, live, maxStates, trackRounds);
  if (trackRounds === 0 || distinctRounds(b) >= b.startRound + trackRounds) return chain(b, A, D, start, maxStates, trackRounds, false);
  const whole = chain(b, A, D, start, maxStates, 0, false);
  const first = chain(b, A, D, start, maxStates, trackRounds, true);
  return { ...whole, endedByRound: first.endedByRound };
}

/** AA-3: AA shots before the battle, one die per aircraft, hit on 1; the owner loses aircraft by his order (AA-5). */
function aaStarts(b: BattleSpec, A: Side): Map<SideState, number> {
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
  return start;
}

/** A line battle (line.ts): its chain, its round figures, and its ends as terminals. */
function lineOdds(lb: LineBattle, start: Map<SideState, number>, live: Start[], maxStates: number, trackRounds: number): ExactResult {
  const { line } = lb;
  const endedByRound: number[] = new Array<number>(trackRounds + 1).fill(0);
  for (const [a, p] of start) if (a.active === 0 || line.n === 0) endedByRound[0]! += p; // over before round 1
  const r = lineChain(lb, start, maxStates);
  if (trackRounds > 0) lineRounds(lb, live, trackRounds, endedByRound);
  return { ...r, endedByRound, walk: "rows" };
}

/**
 * The chain. `firstRounds`: only the first `trackRounds` rounds are fought (for endedByRound): the states after them
 * are not evaluated, and the last round spreads nothing into them, it only sums what fights on.
 */
function chain(
  b: BattleSpec,
  A: Side,
  D: Side,
  start: Map<SideState, number>,
  maxStates: number,
  trackRounds: number,
  firstRounds: boolean,
): ExactResult {
  const amphibious = b.kind === "amphibious";
  // Rounds that differ: round 1 (bombardment), and the rounds named by retreat and withdrawal rules.
  // Rounds up to trackRounds are kept apart too, so the chance the battle is over by round k is exact.
  const R = Math.max(distinctRounds(b), b.startRound + trackRounds);
  const endedByRound: number[] = new Array<number>(trackRounds + 1).fill(0);
  // sums[CONT]: the mass the state being evaluated passes on to states that fight on; sums[ROUNDS]: expected rounds
  // (a typed array, not closure variables: a double stored in a closure is boxed, an allocation per store)
  const sums = new Float64Array(2);
  // spreadGeneral's rows held to be spread four at a time, with their factors (a typed array: unboxed)
  const heldRows: Row[] = [],
    heldA: number[] = [],
    fHeld = new Float64Array(4);
  const args = new Float64Array(3); // spreadGeneral's double arguments: args[A_LAST], args[D_LAST], args[F]
  let pa = new Float64Array(64); // scratch: the attacker's chances of one round (spreadGeneral)
  let tracking = false; // cont is needed (the state's round is reported in endedByRound)

  // live[r][a.id]: the row of live states of round r; term[result][a.id]: the row of terminal states.
  // buckets[active units of both sides][r]: the live states as pairs of ids (a.id, d.id), so that every
  // transition goes to a later bucket (units only decrease; rounds only grow).
  const live: (Row | undefined)[][] = [];
  const term: (Row | undefined)[][] = RESULTS.map(() => []);
  const buckets: (IdPairs | undefined)[][] = [];
  let stateCount = 0;

  /** The row rows[index], long enough for ids up to `maxId`. */
  const rowOf = (rows: (Row | undefined)[], index: number, maxId: number): Row => {
    const row = rows[index];
    if (row && row.m.length > maxId) return row;
    const n = Math.max(maxId + 1, 2 * (row?.m.length ?? 8)); // doubling: a row grows O(log n) times
    const m = new Float64Array(n),
      seen = new Uint8Array(n);
    if (!row) return (rows[index] = { m, seen });
    m.set(row.m);
    seen.set(row.seen);
    row.m = m;
    row.seen = seen;
    return row;
  };
  const terminal = (a: SideState, d: SideState, result: number, p: number) => {
    // wins by defender id (few: the defender left with nobody), then attacker id; the others by attacker, then defender
    const i = result === WIN ? d.id : a.id,
      j = result === WIN ? a.id : d.id;
    const row = rowOf(term[result]!, i, j);
    if (row.seen[j] === 0) {
      row.seen[j] = 1;
      stateCount++;
    }
    row.m[j]! += p;
  };
  /** A live state (attacker id a, defender id d) enters the chain (its mass is added by the caller). */
  const register = (a: number, d: number, r: number, row: Row) => {
    if (++stateCount > maxStates) throw new TooManyStates(maxStates);
    row.seen[d] = 1;
    const list = ((buckets[A.all[a]!.active + D.all[d]!.active] ??= [])[r] ??= { ids: new Int32Array(16), n: 0 });
    if (list.n + 2 > list.ids.length) {
      const ids = new Int32Array(2 * list.ids.length);
      ids.set(list.ids);
      list.ids = ids;
    }
    list.ids[list.n++] = a;
    list.ids[list.n++] = d;
  };
  const enqueue = (a: SideState, d: SideState, r: number, p: number) => {
    const row = rowOf((live[r] ??= []), a.id, d.id);
    if (row.seen[d.id] === 0) register(a.id, d.id, r, row);
    row.m[d.id]! += p;
  };
  const classify = (a: SideState, d: SideState): number =>
    a.active > 0 ? WIN : d.active > 0 ? (A.hasWithdrawn(a) ? RETREAT : HOLD) : BOTH;
  const withdrawing = b.withdraw.attacker !== undefined || b.withdraw.defender !== undefined;
  // withdrawals and win-chance retreats go through settle(), pair by pair (the hot loop below does rows)
  const generic = withdrawing || b.retreat?.belowWinChance !== undefined;
  const rr = amphibious ? null : b.retreat; // AMPH-4: never from an amphibious assault
  const mayRetreat = rr !== null;

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
    sums[CONT]! += p;
    enqueue(a, d, r < R ? r + 1 : R, p);
  };
  /** A round that changes nothing and leads back to the same state (only at the last distinct round). */
  const loops = (a0: SideState, d0: SideState, r: number): boolean => {
    if (r !== R || retreats(a0, d0, r)) return false;
    if (!withdrawing) return true;
    const [a, d] = withdrawAfter(a0, d0, r);
    return a === a0 && d === d0;
  };

  const d0 = D.intern(b.defender.counts.slice());
  for (const [a, p] of start) {
    if (a.active === 0 || d0.active === 0) terminal(a, d0, classify(a, d0), p);
    else enqueue(a, d0, b.startRound, p);
    if (a.active === 0 || d0.active === 0) endedByRound[0]! += p;
  }

  for (let total = buckets.length - 1; total >= 0; total--) {
    const byRound = buckets[total];
    if (!byRound) continue;
    for (let r = 1; r <= (firstRounds ? R - 1 : R); r++) {
      const list = byRound[r];
      if (!list) continue;
      const k = r - b.startRound + 1;
      tracking = r < R && k <= trackRounds;
      const rows = live[r]!;
      for (let x = 0; x < list.n; x += 2) {
        const a = A.all[list.ids[x]!]!,
          d = D.all[list.ids[x + 1]!]!;
        const mass = rows[a.id]!.m[d.id]!;
        sums[CONT] = 0;
        evaluate(a, d, r, mass);
        if (tracking) endedByRound[k]! += mass - sums[CONT]!;
      }
    }
  }

  function evaluate(a: SideState, d: SideState, r: number, mass: number): void {
    const selfLoop = loops(a, d, r);
    const rNext = r < R ? r + 1 : R;
    if (!generic && plainRound(a, d, r, b, A, D)) {
      // the hot case: one branch, both sides' casualties general (side.ts plainRound), no list built
      const onA = D.fire64(d),
        onD = A.fire64(a);
      // At the last distinct round, "nothing changed" is a self-loop: solve it (geometric series).
      const pMove = 1 - (selfLoop ? onA[0]! * onD[0]! : 0);
      if (pMove <= 1e-15) {
        terminal(a, d, STALEMATE, mass);
        return;
      } // COMB-6: nobody can hit any more
      sums[ROUNDS]! += mass / pMove; // the round is fought 1/pMove times on average
      // doubles go through a typed array: passed to a call, each would be boxed (an allocation per state)
      args[A_LAST] = lastOf(onA, a);
      args[D_LAST] = lastOf(onD, d);
      args[F] = mass / pMove;
      spreadGeneral(a, onA, d, onD, r, rNext, selfLoop ? a : null, d.id);
      return;
    }
    const branches = round(a, d, r, b, A, D);
    let pSelf = 0;
    if (selfLoop) for (const br of branches) pSelf += br.p * chanceOf(br.a, a.id) * chanceOf(br.d, d.id);
    const pMove = 1 - pSelf;
    if (pMove <= 1e-15) {
      terminal(a, d, STALEMATE, mass);
      return;
    }
    sums[ROUNDS]! += mass / pMove;
    const scale = mass / pMove;
    const skipA = selfLoop ? a : null;
    for (const br of branches) {
      const f = scale * br.p;
      if (!generic && br.a.kind === "general" && br.d.kind === "general") {
        args[A_LAST] = br.a.last;
        args[D_LAST] = br.d.last;
        args[F] = f;
        spreadGeneral(br.a.s, br.a.hits, br.d.s, br.d.hits, r, rNext, skipA, d.id);
        continue;
      }
      const ao = listOf(br.a, A),
        dl = listOf(br.d, D);
      const dOut = dl.out,
        dP = dl.p;
      for (let i = 0; i < ao.out.length; i++) {
        const a2 = ao.out[i]!,
          fa = f * ao.p[i]!;
        if (generic) {
          for (let j = 0; j < dOut.length; j++) if (!(a2 === skipA && dOut[j] === d)) settle(a2, dOut[j]!, r, fa * dP[j]!);
          continue;
        }
        // the same as settle(), row by row
        if (a2.active === 0) {
          for (let j = 0; j < dOut.length; j++) terminal(a2, dOut[j]!, dOut[j]!.active > 0 ? HOLD : BOTH, fa * dP[j]!);
          continue;
        }
        const ret = retreats(a2, null, r);
        for (let j = 0; j < dOut.length; j++) {
          const d2 = dOut[j]!,
            p = fa * dP[j]!;
          if (d2.active === 0) terminal(a2, d2, WIN, p);
          else if (ret) terminal(a2, d2, RETREAT, p);
          else if (!(a2 === skipA && d2 === d)) {
            sums[CONT]! += p;
            enqueue(a2, d2, rNext, p);
          }
        }
      }
    }
  }

  /**
   * The hot loop, for both sides' general casualties (side.ts generalOutcomes: outcome k is the side after k hits,
   * with chance hits[k], the last with chance `last`) when no withdrawal or win-chance rule applies: the same as
   * settle() for every pair of outcomes, done row by row: per attacker outcome, one multiply-add per defender
   * outcome into that attacker state's typed row. Outcome 0 of a side is the side unchanged, so the self-loop
   * pair (skipA, skipD) can only be the first of a row.
   */
  function spreadGeneral(
    a: SideState,
    aHits: Float64Array,
    d: SideState,
    dHits: Float64Array,
    r: number,
    rNext: number,
    skipA: SideState | null,
    skipD: number,
  ) {
    const aLast = args[A_LAST]!,
      dLast = args[D_LAST]!,
      f = args[F]!;
    const an = Math.min(aHits.length, a.active + 1),
      dn = Math.min(dHits.length, d.active + 1);
    const aIds = A.generalIds(a, an),
      dIds = D.generalIds(d, dn);
    // the defender's outcomes 0 … nLive-1 still fight, each with chance hits[k]; the last may be every unit lost
    const deadState = dn - 1 === d.active ? D.all[dIds[dn - 1]!]! : null;
    const nLive = deadState ? dn - 1 : dn;
    let maxId = 0,
      liveSum = 0;
    for (let k = 0; k < nLive; k++) {
      if (dIds[k]! > maxId) maxId = dIds[k]!;
      liveSum += dHits[k]!;
    }
    // the attacker's chances in a typed scratch array: `last ? x : hits[i]` in the loop would box every hits[i]
    if (pa.length < an) pa = new Float64Array(2 * an);
    for (let i = 0; i < an - 1; i++) pa[i] = aHits[i]!;
    pa[an - 1] = aLast;
    const rows = (live[rNext] ??= []);
    // outcome i of the attacker is the attacker after i hits: the last one (i = a.active) has every unit lost
    const nA = an - 1 === a.active ? an - 1 : an;
    if (nA < an) {
      // the attacker lost every unit: the defender holds, or nobody is left
      const a2 = A.all[aIds[an - 1]!]!,
        fa = f * pa[an - 1]!;
      const t = rowOf(term[HOLD]!, a2.id, maxId);
      for (let k = 0; k < nLive; k++) {
        const id = dIds[k]!;
        if (t.seen[id] === 0) {
          t.seen[id] = 1;
          stateCount++;
        }
        t.m[id]! += fa * dHits[k]!;
      }
      if (deadState) terminal(a2, deadState, BOTH, fa * dLast);
    }
    if (deadState) {
      // the attacker wins: one row per defender left with nobody, by attacker id (inline: a double passed to a
      // call is boxed, an allocation per row)
      const w = rowOf(term[WIN]!, deadState.id, A.all.length - 1);
      for (let i = 0; i < nA; i++) {
        const id = aIds[i]!;
        if (w.seen[id] === 0) {
          w.seen[id] = 1;
          stateCount++;
        }
        w.m[id]! += f * pa[i]! * dLast;
      }
    }
    if (nLive === 0) return;
    if (firstRounds && rNext === R) {
      // the last round fought for endedByRound: only what fights on counts (no self-loop: it is not round R)
      let c = 0;
      for (let i = 0; i < nA; i++) if (!(mayRetreat && retreats(A.all[aIds[i]!]!, null, r))) c += f * pa[i]! * liveSum;
      sums[CONT]! += c;
      return;
    }
    let nHeld = 0;
    for (let i = 0; i < nA; i++) {
      const id = aIds[i]!,
        fa = f * pa[i]!;
      if (mayRetreat && retreats(A.all[id]!, null, r)) {
        const t = rowOf(term[RETREAT]!, id, maxId);
        for (let k = 0; k < nLive; k++) {
          const did = dIds[k]!;
          if (t.seen[did] === 0) {
            t.seen[did] = 1;
            stateCount++;
          }
          t.m[did]! += fa * dHits[k]!;
        }
        continue;
      }
      let row = rows[id];
      if (row === undefined || row.m.length <= maxId) row = rowOf(rows, id, maxId);
      if (i === 0 && skipA !== null && id === skipA.id && dIds[0] === skipD) {
        // the self-loop pair (nothing changed) is solved above: this row starts at the defender's outcome 1
        if (tracking) sums[CONT]! += fa * (liveSum - dHits[0]!);
        spreadOne(id, row, fa, dIds, dHits, 1, nLive, rNext);
        continue;
      }
      if (tracking) sums[CONT]! += fa * liveSum;
      // rows are spread four at a time, in one loop (each defender outcome read once for all four)
      heldRows[nHeld] = row;
      heldA[nHeld] = id;
      fHeld[nHeld++] = fa;
      if (nHeld === 4) {
        spreadFour(dIds, dHits, nLive, rNext);
        nHeld = 0;
      }
    }
    if (nHeld >= 2) {
      spreadTwo(heldA[0]!, heldRows[0]!, fHeld[0]!, heldA[1]!, heldRows[1]!, fHeld[1]!, dIds, dHits, nLive, rNext);
      if (nHeld === 3) spreadOne(heldA[2]!, heldRows[2]!, fHeld[2]!, dIds, dHits, 0, nLive, rNext);
    } else if (nHeld === 1) spreadOne(heldA[0]!, heldRows[0]!, fHeld[0]!, dIds, dHits, 0, nLive, rNext);
  }

  /** The four held rows in one loop. */
  function spreadFour(dIds: Int32Array, dHits: Float64Array, n: number, rNext: number) {
    const r1 = heldRows[0]!,
      r2 = heldRows[1]!,
      r3 = heldRows[2]!,
      r4 = heldRows[3]!;
    const m1 = r1.m,
      m2 = r2.m,
      m3 = r3.m,
      m4 = r4.m;
    const f1 = fHeld[0]!,
      f2 = fHeld[1]!,
      f3 = fHeld[2]!,
      f4 = fHeld[3]!;
    for (let k = 0; k < n; k++) {
      const id = dIds[k]!,
        h = dHits[k]!;
      const o1 = m1[id]!,
        o2 = m2[id]!,
        o3 = m3[id]!,
        o4 = m4[id]!;
      if (o1 === 0 || o2 === 0 || o3 === 0 || o4 === 0) {
        // a new state has mass 0: then its `seen`
        if (o1 === 0 && r1.seen[id] === 0) register(heldA[0]!, id, rNext, r1);
        if (o2 === 0 && r2.seen[id] === 0) register(heldA[1]!, id, rNext, r2);
        if (o3 === 0 && r3.seen[id] === 0) register(heldA[2]!, id, rNext, r3);
        if (o4 === 0 && r4.seen[id] === 0) register(heldA[3]!, id, rNext, r4);
      }
      m1[id] = o1 + f1 * h;
      m2[id] = o2 + f2 * h;
      m3[id] = o3 + f3 * h;
      m4[id] = o4 + f4 * h;
    }
  }

  /** One attacker outcome's row: a multiply-add per defender outcome k0 … n-1 (a new state has mass 0: then `seen`). */
  function spreadOne(a2: number, row: Row, fa: number, dIds: Int32Array, dHits: Float64Array, k0: number, n: number, rNext: number) {
    const m = row.m,
      seen = row.seen;
    for (let k = k0; k < n; k++) {
      const id = dIds[k]!;
      const old = m[id]!;
      if (old === 0 && seen[id] === 0) register(a2, id, rNext, row);
      m[id] = old + fa * dHits[k]!;
    }
  }

  /** Two attacker outcomes' rows in one loop. */
  function spreadTwo(
    a1: number,
    r1: Row,
    f1: number,
    a2: number,
    r2: Row,
    f2: number,
    dIds: Int32Array,
    dHits: Float64Array,
    n: number,
    rNext: number,
  ) {
    const m1 = r1.m,
      s1 = r1.seen,
      m2 = r2.m,
      s2 = r2.seen;
    for (let k = 0; k < n; k++) {
      const id = dIds[k]!,
        h = dHits[k]!;
      const o1 = m1[id]!;
      if (o1 === 0 && s1[id] === 0) register(a1, id, rNext, r1);
      m1[id] = o1 + f1 * h;
      const o2 = m2[id]!;
      if (o2 === 0 && s2[id] === 0) register(a2, id, rNext, r2);
      m2[id] = o2 + f2 * h;
    }
  }

  const terminals: Terminal[] = [];
  term.forEach((rows, result) =>
    rows.forEach((row, i) => {
      if (!row) return;
      for (let j = 0; j < row.m.length; j++) {
        if (row.seen[j] === 0) continue;
        const aid = result === WIN ? j : i,
          did = result === WIN ? i : j;
        terminals.push({ attacker: A.all[aid]!.counts, defender: D.all[did]!.counts, result: RESULTS[result]!, p: row.m[j]! });
      }
    }),
  );
  return { terminals, expectedRounds: sums[ROUNDS]!, states: stateCount, endedByRound, walk: "states" };
}
