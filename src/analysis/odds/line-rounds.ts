// P(the battle is over after exactly k rounds) of a line battle (line.ts), k = 1 … K: the chance of each state
// after exactly k − 1 rounds, carried forward round by round (each round a layer of rows, spread as the chain
// spreads them but with nothing merged), and the part of it that one more round ends. The last layer only sums,
// so K rounds cost K − 1 spreads, of which the first starts from the start states alone.
import { ById, fill, type LineBattle, padInto, retreatsAfter, Rows, slot, spreadFour, type Start } from "./line.js";

/** Fills ended[1 … K] (ended[0], before round 1, is the caller's). */
export function lineRounds(lb: LineBattle, starts: Start[], K: number, ended: number[]): void {
  const { A, line, startRound } = lb;
  const n = line.n;
  // the layer of round k and the one it spreads into, swapped after each round
  // room for every attacker state once, +1 for the scratch row, at most 1024 to start with (grown as needed)
  const size = Math.min(
    starts.reduce((t, [a]) => t + a.active, 1),
    1024,
  );
  let rows = new Rows(n, size),
    next = new Rows(n, size),
    at = new ById(),
    nextAt = new ById();
  // row 0 of both layers: where spreadFour puts what goes nowhere (never read)
  const scratch = rows.take();
  next.take();
  for (const [a, p] of starts) {
    let off = at.get(a.id);
    if (off < 0) at.set(a.id, (off = rows.take()));
    rows.m[off]! += p;
  }
  const alive = new Int32Array(n);
  // sums of the first t chances of each place's dice (cumD[cumAt[j] + t]) and of the attacker's (cumA[t])
  const cumAt = new Int32Array(n + 1);
  for (let j = 0; j < n; j++) cumAt[j + 1] = cumAt[j]! + line.fire[j]!.length + 1;
  const cumD = new Float64Array(cumAt[n]!);
  for (let j = 0; j < n; j++) {
    const pD = line.fire[j]!;
    for (let t = 0; t < pD.length; t++) cumD[cumAt[j]! + t + 1] = cumD[cumAt[j]! + t]! + pD[t]!;
  }
  let cumA = new Float64Array(64),
    padA: Float64Array = new Float64Array(64);
  let coef = new Float64Array(64),
    ret = new Uint8Array(64),
    targets = new Int32Array(64);
  const sum = new Float64Array(1); // the chance this layer ends (a typed array: unboxed)
  for (let k = 1; k <= K; k++) {
    const r = startRound + k - 1;
    sum[0] = 0;
    for (let aid = 0; aid < at.bound; aid++) {
      const off = at.get(aid);
      if (off < 0) continue;
      const a = A.all[aid]!;
      const pA = A.fire64(a),
        lenA = pA.length,
        units = a.active;
      const aIds = lb.chains[lb.chainOf[aid]!]!,
        a0 = lb.chainAt[aid]!; // aIds[a0 + i]: the attacker after i more hits
      if (ret.length < units) ret = new Uint8Array(2 * units);
      let firstRet = units; // the fewest hits after which the attacker retreats (RET-1)
      for (let i = units - 1; i >= 0; i--) if ((ret[i] = retreatsAfter(lb, A.all[aIds[a0 + i]!]!, r) ? 1 : 0)) firstRet = i;
      if (cumA.length <= lenA) cumA = new Float64Array(2 * lenA + 2);
      for (let t = 0; t < lenA; t++) cumA[t + 1] = cumA[t]! + pA[t]!;
      const slots = 4 * Math.ceil(units / 4);
      if (coef.length < slots * n) coef = new Float64Array(2 * slots * n);
      if (targets.length < slots) targets = new Int32Array(2 * slots);
      const mu = rows.m;
      let jlo = n,
        jhi = 0,
        maxAlive = 0;
      for (let j = 0; j < n; j++) {
        alive[j] = 0;
        const x = mu[off + j]!;
        if (x === 0) continue;
        const pD = line.fire[j]!;
        const kA = Math.min(pD.length, units); // attacker outcomes that leave some unit
        const kD = Math.min(lenA, n - j); // defender outcomes that leave some unit
        // P(the attacker keeps some unit and stays) · P(the defender keeps some unit)
        let sA = 0;
        if (kA <= firstRet) sA = cumD[cumAt[j]! + kA]!;
        else for (let i = 0; i < kA; i++) if (ret[i] === 0) sA += pD[i]!;
        sum[0]! += x - x * sA * cumA[kD]!; // the part this round ends (or the attacker retreats)
        if (k === K) continue;
        alive[j] = kA;
        if (kA > maxAlive) maxAlive = kA;
        fill(coef, 4 * j, 4 * n, x, pD, kA);
        if (jhi === 0) jlo = j;
        jhi = j + 1;
      }
      if (jhi === 0) continue;
      const used = 4 * Math.ceil(maxAlive / 4);
      for (let j = jlo; j < jhi; j++)
        for (let i = alive[j]!, at = slot(i, j, n); i < used; i++, at += (i & 3) === 0 ? 4 * n - 3 : 1) coef[at] = 0;
      for (let i = 0; i < used; i++) {
        targets[i] = scratch;
        if (i >= maxAlive || ret[i] === 1) continue;
        const ai = aIds[a0 + i]!;
        let t = nextAt.get(ai);
        if (t < 0) nextAt.set(ai, (t = next.take()));
        targets[i] = t;
      }
      const buf = next.m; // (after every take: a take may replace it)
      padA = padInto(padA, pA, lenA);
      for (let g = 0; g < used; g += 4) {
        let lo = jhi,
          hi = jlo;
        for (let j = jlo; j < jhi; j++)
          if (alive[j]! > g) {
            if (lo > j) lo = j;
            hi = j + 1;
          }
        if (lo < hi)
          spreadFour(buf, targets[g]!, targets[g + 1]!, targets[g + 2]!, targets[g + 3]!, coef, g * n, lo, hi, padA, lenA, lo, n);
      }
    }
    ended[k] = sum[0]!;
    // the layer spread into is the one to spread next; the old one is emptied, but for its scratch row
    [rows, next, at, nextAt] = [next, rows, nextAt, at];
    next.clear();
    next.take();
    nextAt.clear();
  }
}
