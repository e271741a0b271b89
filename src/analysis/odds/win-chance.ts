// The attacker's exact chance to win by pressing on from a given state, for the belowWinChance retreat rule
// (RET-1): a memoised backward recursion over the same rounds as the chain (exact.ts), shared with the lean
// simulator, which asks it for the state each simulated battle is in.
import { listOf, round, Side, type SideState } from "./side.js";
import { distinctRounds, TooManyStates, type BattleSpec } from "./battle.js";

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
    for (const br of round(a, d, r, this.b, this.A, this.D)) {
      const ao = listOf(br.a, this.A),
        dl = listOf(br.d, this.D);
      for (let i = 0; i < ao.out.length; i++) {
        for (let j = 0; j < dl.out.length; j++) {
          const p = br.p * ao.p[i]! * dl.p[j]!;
          if (r === this.R) {
            const [a2, d2] = this.withdrawn(ao.out[i]!, dl.out[j]!, r);
            if (a2 === a && d2 === d) {
              pSelf += p;
              continue;
            } // nothing changed: solved as a geometric series
          }
          v += p * this.after(ao.out[i]!, dl.out[j]!, r);
        }
      }
    }
    const out = pSelf >= 1 - 1e-15 ? 0 : v / (1 - pSelf);
    this.memo.set(key, out);
    return out;
  }
}
