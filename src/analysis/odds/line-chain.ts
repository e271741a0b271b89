// The exact chain of a line battle (line.ts): the same states, outcomes and chances as exact.ts's chain, spread
// row by row. Attacker rows go in order of units left (most first), one attacker's rounds in order, a row's
// places in order (hits only go down the line), so every state is complete when its row is spread.
import { type Terminal, TooManyStates } from "./battle.js";
import {
  BOTH,
  ById,
  HOLD,
  type LineBattle,
  RESULT_CODES,
  RETREAT,
  causal,
  fill,
  padInto,
  padTailsInto,
  retreatsAfter,
  Rows,
  slot,
  spreadFour,
  STALEMATE,
  tail,
  WIN,
} from "./line.js";
import type { SideState } from "./side.js";

export interface LineChainResult {
  terminals: Terminal[];
  expectedRounds: number;
  states: number;
}

/** The chain from the starts (after AA fire; the defender at line place 0). */
export function lineChain(lb: LineBattle, start: Map<SideState, number>, maxStates: number): LineChainResult {
  const { A, line, R, startRound } = lb;
  const n = line.n,
    w = n + 1;
  // room for every attacker state's row once (grown if more are live at a time: rounds kept apart), at most 1024
  let size = 2;
  for (const a of start.keys()) size += a.active + 1;
  size = Math.min(size, 1024);
  const rows = new Rows(w, size);
  // ends by row (attacker id, line place): the defender holds (HOLD), the attacker retreats, nobody can hit
  const term = RESULT_CODES.map(() => new ById());
  // ends at the line's last place (every defender unit lost): WIN of attacker id a at 1 + 2a, BOTH at 2 + 2a
  let won = new Float64Array(2 * A.all.length + 3),
    wonSeen = new Uint8Array(won.length);
  const live: ById[] = []; // live[r - startRound]: the rows of round r
  for (let r = startRound; r <= R; r++) live.push(new ById());
  const queue: number[][] = []; // attacker ids with a live row, by units left
  let queued = new Uint8Array(64);
  let states = 0;
  const sums = new Float64Array(1); // expected rounds (a typed array: a double a closure writes is boxed)

  /** The row of an end (result) for an attacker id. */
  const endRow = (result: number, aid: number): number => {
    let off = term[result]!.get(aid);
    if (off < 0) term[result]!.set(aid, (off = rows.take()));
    return off;
  };
  const liveRow = (r: number, aid: number): number => {
    const byId = live[r - startRound]!;
    let off = byId.get(aid);
    if (off >= 0) return off;
    if (aid >= queued.length) {
      const q = new Uint8Array(2 * aid + 64);
      q.set(queued);
      queued = q;
    }
    if (queued[aid] === 0) {
      queued[aid] = 1;
      (queue[A.all[aid]!.active] ??= []).push(aid);
    }
    byId.set(aid, (off = rows.take()));
    return off;
  };
  /** A state (row offset + place) enters the chain, once. */
  const mark = (at: number) => {
    if (rows.seen[at] === 0) {
      rows.seen[at] = 1;
      if (++states > maxStates) throw new TooManyStates(maxStates);
    }
  };

  const markWon = (at: number) => {
    if (wonSeen[at] === 0) {
      wonSeen[at] = 1;
      if (++states > maxStates) throw new TooManyStates(maxStates);
    }
  };

  let maxUnits = 0;
  for (const [a, p] of start) {
    // a start over before round 1 (AA-3 shot down every unit, or no defender) is an end
    if (n === 0) {
      const at = (a.active > 0 ? 1 : 2) + 2 * a.id; // WIN or BOTH
      markWon(at);
      won[at]! += p;
      continue;
    }
    const off = a.active > 0 ? liveRow(startRound, a.id) : endRow(A.hasWithdrawn(a) ? RETREAT : HOLD, a.id);
    mark(off);
    rows.m[off]! += p;
    if (a.active > maxUnits) maxUnits = a.active;
  }

  // per place of the row being spread: F (its chance ÷ the chance the round changes something), whether the
  // attacker may lose every unit there (hold), and how many attacker outcomes leave some unit (0: spreads nothing)
  const f = new Float64Array(w),
    hold = new Uint8Array(w),
    alive = new Int32Array(w);
  let coef = new Float64Array(64); // coef[slot(i, j)]: F_j · P(the attacker loses i units at place j)
  const scratch = rows.take(); // where spreadFour puts what goes nowhere (never read)
  let targets = new Int32Array(64),
    ends = new Int32Array(64),
    padA: Float64Array = new Float64Array(64), // the attacker's dice as spreadFour's kernel
    tailA: Float64Array = new Float64Array(64); // and the chance of at least d hits

  /**
   * Marks the places of the row at `target` reached from the row's places j in [jlo, jhi) with more than `above`
   * attacker outcomes that leave some unit (and, with `holds`, where the attacker may lose every unit): j … j+lenA−1.
   */
  const reach = (target: number, jlo: number, jhi: number, lenA: number, above: number, holds: boolean) => {
    let until = 0;
    const end = Math.min(jhi - 1 + lenA, n);
    for (let m = jlo; m < end; m++) {
      if (m < jhi && alive[m]! > above && (!holds || hold[m] === 1)) until = m + lenA;
      if (m < until) mark(target + m);
    }
  };

  /** The row's states (round r, attacker a, at `off`), each spread over the pairs of both sides' casualties. */
  function spreadRow(a: SideState, r: number, off: number) {
    const pA = A.fire64(a),
      lenA = pA.length,
      units = a.active;
    const aIds = lb.chains[lb.chainOf[a.id]!]!,
      a0 = lb.chainAt[a.id]!; // aIds[a0 + i]: the attacker after i more hits
    const rNext = r < R ? r + 1 : R;
    const self = r === R && !retreatsAfter(lb, a, r); // "nothing changed" leads back to this state
    const room = 4 * Math.ceil((units + 1) / 4); // slots at most: every attacker outcome
    if (coef.length < room * n) coef = new Float64Array(2 * room * n);
    if (targets.length < room) {
      targets = new Int32Array(2 * room);
      ends = new Int32Array(2 * room);
    }
    if (won.length < 2 * A.all.length + 3) {
      const grown = new Float64Array(4 * A.all.length + 3),
        seenGrown = new Uint8Array(grown.length);
      grown.set(won);
      seenGrown.set(wonSeen);
      won = grown;
      wonSeen = seenGrown;
    }
    // (rows.m and rows.seen are replaced when rows are added: read again after endRow and liveRow)
    let m = rows.m,
      seen = rows.seen;
    let jlo = n,
      jhi = 0,
      maxAlive = 0,
      marked = 0; // the places of this row below it are marked as reached (when self)
    for (let j = 0; j < n; j++) {
      alive[j] = 0;
      coef[4 * j] = 0; // slot(0, j): read by the dot product below for later places
      if (seen[off + j] === 0) continue;
      const pD = line.fire[j]!;
      if (self && j > jlo) m[off + j] = m[off + j]! + causal(coef, Math.max(j - lenA + 1, jlo), j, pA);
      const pMove = 1 - (self ? pD[0]! * pA[0]! : 0);
      if (pMove <= 1e-15) {
        // COMB-6: nobody can hit any more
        const t = endRow(STALEMATE, a.id) + j;
        m = rows.m;
        seen = rows.seen;
        mark(t);
        m[t] = m[t]! + m[off + j]!;
        continue;
      }
      const fj = m[off + j]! / pMove; // the round is fought 1/pMove times on average
      sums[0]! += fj;
      f[j] = fj;
      const lenD = pD.length;
      hold[j] = lenD > units ? 1 : 0;
      const k = Math.min(lenD, units);
      alive[j] = k;
      if (k > maxAlive) maxAlive = k;
      fill(coef, 4 * j, 4 * n, fj, pD, k);
      if (jhi === 0) jlo = j;
      jhi = j + 1;
      if (self) {
        // the places this state reaches in its own row (some defender unit lost), before the loop gets to them
        if (marked <= j) marked = j + 1;
        for (const end = Math.min(j + lenA, n); marked < end; marked++) mark(off + marked);
      }
    }
    if (jhi === 0) return;
    // slots 0 … H-1: the attacker outcomes that leave some unit; slot H: the attacker loses every unit
    const H = maxAlive,
      slots = 4 * Math.ceil((H + 1) / 4);
    let anyHold = false;
    for (let j = jlo; j < jhi; j++) {
      for (let i = alive[j]!, at = slot(i, j, n); i < slots; i++, at += (i & 3) === 0 ? 4 * n - 3 : 1) coef[at] = 0;
      if (alive[j]! > 0 && hold[j] === 1) {
        coef[slot(H, j, n)] = f[j]! * tail(line.fire[j]!, units);
        anyHold = true;
      }
    }
    // places from n − lenA + 1 on may lose every defender unit (at least n − j hits): the ends
    let winAlive = 0,
      anyBoth = false;
    for (let j = Math.max(jlo, n - lenA + 1); j < jhi; j++) {
      if (alive[j]! > winAlive) winAlive = alive[j]!;
      if (alive[j]! > 0 && hold[j] === 1) anyBoth = true;
    }
    targets.fill(scratch, 0, slots);
    ends.fill(-n, 0, slots); // won[0]: nowhere
    const aDead = aIds[a0 + units]!;
    if (anyHold) {
      // the attacker loses every unit: the defender holds, or nobody is left
      targets[H] = endRow(HOLD, aDead);
      reach(targets[H]!, jlo, jhi, lenA, 0, true);
      if (anyBoth) markWon((ends[H] = 2 + 2 * aDead - n) + n);
    }
    for (let i = 0; i < H; i++) {
      const ai = aIds[a0 + i]!;
      if (i < winAlive) markWon((ends[i] = 1 + 2 * ai - n) + n); // every defender unit lost
      if (i === 0 && self) continue; // spread into this row already
      // the battle goes on, or the attacker retreats (RET-1)
      targets[i] = retreatsAfter(lb, A.all[ai]!, r) ? endRow(RETREAT, ai) : liveRow(rNext, ai);
      reach(targets[i]!, jlo, jhi, lenA, i, false);
    }
    m = rows.m;
    for (let g = 0; g < slots; g += 4) {
      // only the places where one of these four slots has a chance (fewer defenders roll fewer dice: far down
      // the line the attacker loses few units, and the slots of more losses are 0 there)
      let lo = jhi,
        hi = jlo;
      for (let j = jlo; j < jhi; j++)
        if (alive[j]! > g || (H >= g && H < g + 4 && alive[j]! > 0 && hold[j] === 1)) {
          if (lo > j) lo = j;
          hi = j + 1;
        }
      if (lo >= hi) continue;
      spreadFour(m, targets[g]!, targets[g + 1]!, targets[g + 2]!, targets[g + 3]!, coef, g * n, lo, hi, padA, lenA, lo, n);
      spreadFour(won, ends[g]!, ends[g + 1]!, ends[g + 2]!, ends[g + 3]!, coef, g * n, lo, hi, tailA, lenA, n, n + 1);
    }
  }

  for (let u = maxUnits; u > 0; u--) {
    const ids = queue[u];
    if (!ids) continue;
    for (let q = 0; q < ids.length; q++) {
      const aid = ids[q]!;
      const a = A.all[aid]!;
      padA = padInto(padA, A.fire64(a), A.fire64(a).length);
      tailA = padTailsInto(tailA, A.fire64(a));
      for (let r = startRound; r <= R; r++) {
        const byId = live[r - startRound]!;
        const off = byId.get(aid);
        if (off < 0) continue;
        spreadRow(a, r, off);
        byId.set(aid, -1);
        rows.give(off);
      }
    }
  }

  const terminals: Terminal[] = [];
  const dOf = (j: number) => lb.D.all[line.ids[j]!]!.counts;
  for (let at = 1; at < won.length; at++)
    if (wonSeen[at] === 1)
      terminals.push({ attacker: A.all[(at - 1) >> 1]!.counts, defender: dOf(n), result: RESULT_CODES[at & 1 ? WIN : BOTH]!, p: won[at]! });
  term.forEach((byId, result) => {
    for (let aid = 0; aid < byId.bound; aid++) {
      const off = byId.get(aid);
      if (off >= 0)
        for (let j = 0; j <= n; j++)
          if (rows.seen[off + j] === 1)
            terminals.push({ attacker: A.all[aid]!.counts, defender: dOf(j), result: RESULT_CODES[result]!, p: rows.m[off + j]! });
    }
  });
  return { terminals, expectedRounds: sums[0]!, states };
}
