// Simulate mode: seeded Monte Carlo on the battle model itself, not through the full referee. It rolls the
// same dice in the same order as the referee's battle (AA-3 shots, SUB-1 first strike, then COMB-5 columns of
// equal value ascending with the early stop, OPT-20 low-luck groups), so with the same seed it fights the
// very battles the referee fights (test/unit/odds/lean.test.ts), at a fraction of the cost.
import type { BattleSpec, HitCategory, SideSpec } from "./battle.js";
import { mayTake } from "./battle.js";
import type { Fire } from "./values.js";
import type { Terminal } from "./exact.js";
import type { OddsResultKind } from "./schema.js";
import { seededDice } from "./prng.js";
import { AA_THRESHOLD } from "../../rules/combat/values.js";

/** One column candidate: the units of a slot firing with one value (supported apart, OPT-19), or the bombardment. */
interface Entry {
  slot: number;
  supported: boolean;
  bombard: boolean;
  fire: Fire;
  table: number;
  restricted: boolean;
  /** an aircraft: its hits spare submarines while its side has no destroyer (EUR-SUB-3) */
  air: boolean;
  key: string;
  /** the column (COMB-5): entries of one key side by side share one */
  col: number;
}

export interface LeanResult {
  terminals: Terminal[];
  /** rounds[k]: battles that ended after exactly k rounds */
  rounds: number[];
  runs: number;
}

/** A battle's decision the lean simulator cannot take alone (the win chance of a state): asked of the exact chain. */
export type WinChance = (a: readonly number[], d: readonly number[], round: number) => number;

const MAX_ROUNDS = 1000;

/** A restricted pool of hits beside others (EUR-SUB-3): submarine hits to ships (SUB-3), aircraft hits to no submarine. */
type PoolCat = "ships" | "notSub";
interface Pool {
  cat: PoolCat;
  hits: number;
}
const mayHit = (slot: SideSpec["slots"][number], cat: PoolCat): boolean =>
  cat === "notSub" ? !slot.withdrawn && !slot.spec.isSubmarine : mayTake(slot, cat);

/**
 * The pools in the referee's order (combat/targets.ts): fewest enemy units first, ties by rule name ("EUR-SUB-3"
 * before "SUB-3"); the order decides which pool's hits spare hits absorb first and the low-luck dice order.
 */
const airPoolFirst = (target: SideSim): boolean => target.targets("notSub") <= target.targets("ships");
const poolsOf = (airFirst: boolean, ships: number, notSub: number): Pool[] =>
  airFirst
    ? [
        { cat: "notSub", hits: notSub },
        { cat: "ships", hits: ships },
      ]
    : [
        { cat: "ships", hits: ships },
        { cat: "notSub", hits: notSub },
      ];
const RESULTS: OddsResultKind[] = ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats", "stalemate"];
const equal = (xs: readonly number[], ys: Int32Array): boolean => xs.every((x, i) => x === ys[i]);

/** The referee's column order (combat/fire.ts): value ascending, bombardment after, unit table order, restricted last. */
function entriesOf(side: SideSpec, table: readonly string[], bombard: BattleSpec["bombard"], bombardType: string): Entry[] {
  const out: Entry[] = [];
  side.slots.forEach((s, i) => {
    if (s.withdrawn || !s.fire) return;
    const restricted = s.hits === "ships";
    const add = (fire: Fire, supported: boolean) =>
      out.push({
        slot: i,
        supported,
        bombard: false,
        fire,
        table: table.indexOf(s.type),
        restricted,
        air: s.spec.domain === "air",
        key: `${s.type}|${fire.threshold}|${fire.dice}|${fire.bestOf}|${restricted}`,
        col: 0,
      });
    add(s.fire, false);
    if (s.supported) add(s.supported, true);
  });
  if (bombard)
    out.push({
      slot: -1,
      supported: false,
      bombard: true,
      fire: bombard.fire,
      table: table.indexOf(bombardType),
      restricted: true,
      air: false,
      key: `bombard|${bombardType}`,
      col: 0,
    });
  out.sort(
    (a, b) =>
      a.fire.threshold - b.fire.threshold ||
      Number(a.bombard) - Number(b.bombard) ||
      a.table - b.table ||
      Number(a.restricted) - Number(b.restricted) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  out.forEach((e, i) => {
    e.col = i > 0 && out[i - 1]!.key === e.key ? out[i - 1]!.col : i;
  });
  return out;
}

class SideSim {
  readonly counts: Int32Array;
  readonly support: Int32Array;
  /** 1 for the slots still in the battle (not withdrawn submarines) */
  private readonly fighting: Uint8Array;
  readonly entries: Entry[];
  private readonly subSlots: number[];
  constructor(
    readonly spec: SideSpec,
    table: readonly string[],
    bombard: BattleSpec["bombard"],
    bombardType: string,
  ) {
    this.counts = new Int32Array(spec.counts.length);
    this.support = new Int32Array(spec.counts.length);
    this.fighting = Uint8Array.from(spec.slots, (s) => (s.withdrawn ? 0 : 1));
    this.entries = entriesOf(spec, table, bombard, bombardType);
    this.subSlots = spec.slots.map((s, i) => (s.withdrawSlot !== undefined ? i : -1)).filter((i) => i >= 0);
  }
  reset(): void {
    this.spec.counts.forEach((c, i) => {
      this.counts[i] = c;
    });
  }
  active(): number {
    let n = 0;
    for (let i = 0; i < this.counts.length; i++) if (this.fighting[i] === 1) n += this.counts[i]!;
    return n;
  }
  eligible(cat: HitCategory): number {
    let n = 0;
    for (let i = 0; i < this.counts.length; i++) if (mayTake(this.spec.slots[i]!, cat)) n += this.counts[i]!;
    return n;
  }
  has(test: (i: number) => boolean): boolean {
    for (let i = 0; i < this.counts.length; i++) if (this.counts[i]! > 0 && !this.spec.slots[i]!.withdrawn && test(i)) return true;
    return false;
  }
  /** OPT-19: artillery pair with supportable units, in slot order (as fire.ts supportOf). */
  computeSupport(): void {
    let art = 0;
    this.spec.slots.forEach((s, i) => {
      this.support[i] = 0;
      if (s.artillery && !s.withdrawn && s.fire) art += this.counts[i]!;
    });
    for (let i = 0; i < this.counts.length && art > 0; i++) {
      const s = this.spec.slots[i]!;
      if (!s.supported || s.withdrawn) continue;
      const k = Math.min(art, this.counts[i]!);
      this.support[i] = k;
      art -= k;
    }
  }
  /** Takes hits into `into` (a copy or the counts themselves): restricted ones by category first (COMB-4). */
  hit(into: Int32Array, cat: HitCategory, restricted: number, general: number): void {
    this.take(into, cat, restricted);
    this.take(into, "any", general);
  }
  private take(into: Int32Array, cat: HitCategory, n: number): void {
    const order = this.spec.order;
    for (let x = 0; x < order.length && n > 0; x++) {
      const i = order[x]!;
      if (!mayTake(this.spec.slots[i]!, cat)) continue;
      const k = Math.min(n, into[i]!);
      into[i]! -= k;
      n -= k;
    }
  }
  /** Units in the battle (spare hits are none). */
  units(): number {
    let n = 0;
    for (let i = 0; i < this.counts.length; i++) if (this.fighting[i] === 1 && !this.spec.slots[i]!.plate) n += this.counts[i]!;
    return n;
  }
  /** Enemy units (not spare hits) a pool's hits may take: what the referee's pool order counts. */
  targets(cat: PoolCat): number {
    let n = 0;
    for (let i = 0; i < this.counts.length; i++) if (!this.spec.slots[i]!.plate && mayHit(this.spec.slots[i]!, cat)) n += this.counts[i]!;
    return n;
  }
  /** Every unit in the battle passes `test` (and there is one). */
  onlyOf(test: (s: SideSpec["slots"][number]) => boolean): boolean {
    return this.units() > 0 && !this.has((i) => !this.spec.slots[i]!.plate && !test(this.spec.slots[i]!));
  }
  /**
   * Hits of several restricted pools (EUR-SUB-3 beside SUB-3), as the referee deals them: spare hits absorb first,
   * pool by pool in order, then the unrestricted hits (combat/damage.ts); then, in casualty order, the units whose
   * hits can all still be dealt (casualties.ts pickCasualties: greedy on a transversal matroid; Hall's condition
   * over the kinds of unit, a kind being the set of pools that may hit it). Returns the units taken; `into` is
   * changed only when `apply`.
   */
  takePools(into: Int32Array, pools: readonly Pool[], general: number, apply: boolean): number {
    const { order, slots } = this.spec;
    const w = Int32Array.from(into);
    const caps = pools.map((p) => p.hits);
    let h = general;
    pools.forEach((p, j) => {
      for (const i of order) {
        if (!slots[i]!.plate || !mayHit(slots[i]!, p.cat)) continue;
        const k = Math.min(caps[j]!, w[i]!);
        w[i]! -= k;
        caps[j]! -= k;
      }
    });
    for (const i of order) {
      if (!slots[i]!.plate) continue;
      const k = Math.min(h, w[i]!);
      w[i]! -= k;
      h -= k;
    }
    const maskOf = (i: number) => pools.reduce((m, p, j) => m | (mayHit(slots[i]!, p.cat) ? 1 << j : 0), 0);
    const masks: number[] = [],
      chosen: number[] = [];
    for (const i of order)
      if (!slots[i]!.plate && w[i]! > 0 && !masks.includes(maskOf(i))) {
        masks.push(maskOf(i));
        chosen.push(0);
      }
    const capOf = (bits: number) => caps.reduce((t, c, j) => (bits & (1 << j) ? t + c : t), h);
    let taken = 0;
    for (const i of order) {
      if (slots[i]!.plate || w[i]! <= 0) continue;
      const m = masks.indexOf(maskOf(i));
      let k = w[i]!;
      for (let sub = 1; sub < 1 << masks.length && k > 0; sub++) {
        if (!(sub & (1 << m))) continue;
        let n = 0,
          bits = 0;
        masks.forEach((mask, q) => {
          if (sub & (1 << q)) {
            n += chosen[q]!;
            bits |= mask;
          }
        });
        k = Math.min(k, capOf(bits) - n);
      }
      if (k <= 0) continue;
      chosen[m]! += k;
      w[i]! -= k;
      taken += k;
    }
    if (apply) into.set(w);
    return taken;
  }
  withdrawSubs(): void {
    for (const i of this.subSlots) {
      const w = this.spec.slots[i]!.withdrawSlot!;
      this.counts[w]! += this.counts[i]!;
      this.counts[i] = 0;
    }
  }
  hasWithdrawn(): boolean {
    return this.spec.slots.some((s, i) => s.withdrawn && this.counts[i]! > 0);
  }
}

/**
 * What volley() hit: [general hits, restricted hits (SUB-3, BOMB-3), hits of aircraft without a destroyer (EUR-SUB-3)]
 * (a typed array, not a tuple allocated per volley).
 */
const volleyHits = new Int32Array(3);

/**
 * Rolls the entries `use` selects, column by column (COMB-5), or by low-luck groups (OPT-20), into volleyHits.
 * `allDead` stops the rolling between columns of different value.
 */
function volley(
  side: SideSim,
  use: (e: Entry) => boolean,
  bombardCount: number,
  lowLuck: boolean,
  next: () => number,
  allDead: (h: number, r: number, n: number) => boolean,
  everyUnitRolls: boolean,
  airLimited = false,
  airFirst = false,
): void {
  if (everyUnitRolls) allDead = () => false; // SIMP-COMB-3: no COMB-5 early stop
  const catOf = (e: Entry) => (e.restricted ? 1 : airLimited && e.air ? 2 : 0);
  const units = (e: Entry) =>
    e.bombard ? bombardCount : e.supported ? side.support[e.slot]! : side.counts[e.slot]! - side.support[e.slot]!;
  if (lowLuck) {
    // groups: unrestricted first, then the restricted pools in the referee's order (fire.ts fireLowLuck)
    const sum = [0, 0, 0],
      any = [false, false, false];
    for (const e of side.entries) {
      if (!use(e)) continue;
      const n = units(e);
      if (n <= 0) continue;
      const c = catOf(e);
      sum[c]! += n * e.fire.threshold * (e.fire.bestOf ? 1 : e.fire.dice);
      any[c] = true;
    }
    const hits = sum.map((x) => Math.floor(x / 6));
    for (const g of airFirst ? [0, 2, 1] : [0, 1, 2])
      if (any[g] && sum[g]! % 6 > 0 && !allDead(hits[0]!, hits[1]!, hits[2]!) && next() <= sum[g]! % 6) hits[g]!++;
    volleyHits[0] = hits[0]!;
    volleyHits[1] = hits[1]!;
    volleyHits[2] = hits[2]!;
    return;
  }
  let h = 0,
    r = 0,
    a = 0,
    prev = -1;
  const list = side.entries;
  for (let i = 0; i < list.length; ) {
    // one column: the adjacent entries of one key (same type, value, dice, restriction)
    const e = list[i]!;
    let n = 0,
      j = i;
    for (; j < list.length && list[j]!.col === e.col; j++) if (use(list[j]!)) n += Math.max(0, units(list[j]!));
    i = j;
    if (n === 0) continue;
    if (e.fire.threshold !== prev && allDead(h, r, a)) break;
    prev = e.fire.threshold;
    let hits = 0;
    const f = e.fire;
    for (let u = 0; u < n; u++) {
      if (f.bestOf) {
        let any = false;
        for (let k = 0; k < f.dice; k++) if (next() <= f.threshold) any = true;
        if (any) hits++;
      } else for (let k = 0; k < f.dice; k++) if (next() <= f.threshold) hits++;
    }
    const c = catOf(e);
    if (c === 1) r += hits;
    else if (c === 2) a += hits;
    else h += hits;
  }
  volleyHits[0] = h;
  volleyHits[1] = r;
  volleyHits[2] = a;
}

/** Every unit able to hit something is gone on both sides (the referee's COMB-6 guard, runner.ts nobodyCanHit). */
function nobodyCanHit(A: SideSim, D: SideSim): boolean {
  const canHit = (me: SideSim, them: SideSim) =>
    me.has((i) => me.spec.slots[i]!.fire !== null) &&
    me.has((i) => me.spec.slots[i]!.hits !== "ships" || them.has((j) => them.spec.slots[j]!.spec.domain === "sea"));
  return !canHit(A, D) && !canHit(D, A);
}

/** `runs` seeded battles of the model; the dice stream is the referee's seeded stream (prng.ts). */
export function leanOdds(
  b: BattleSpec,
  table: readonly string[],
  bombardType: string,
  runs: number,
  seed: number,
  winChance?: WinChance,
  everyUnitRolls = false,
): LeanResult {
  const A = new SideSim(b.attacker, table, b.bombard, bombardType);
  const D = new SideSim(b.defender, table, null, bombardType);
  const dice = seededDice(seed);
  const next = () => dice.next()!;
  const sea = b.kind === "sea";
  const rr = b.kind === "amphibious" ? null : b.retreat;
  const tally = new Map<number, Terminal[]>(),
    ends: Terminal[] = []; // in the order first met (as before: a Map's insertion order)
  const rounds: number[] = [];
  const dNext = new Int32Array(D.counts.length),
    aNext = new Int32Array(A.counts.length);
  const isAir = (i: number) => b.attacker.slots[i]!.spec.domain === "air";
  // EUR-SUB-3: a side's aircraft spare the enemy's submarines while it has no destroyer (combat/air-subs.ts)
  const airLimited = (me: SideSim, them: SideSim) =>
    b.airNeedsDestroyer === true &&
    them.has((i) => them.spec.slots[i]!.spec.isSubmarine) &&
    !me.has((i) => me.spec.slots[i]!.spec.isDestroyer === true && !me.spec.slots[i]!.plate);
  const subsOnly = (x: SideSim) => x.onlyOf((s) => s.spec.isSubmarine);
  const airOnly = (x: SideSim) => x.onlyOf((s) => s.spec.domain === "air");

  for (let run = 0; run < runs; run++) {
    A.reset();
    D.reset();
    // AA-3: each shot one die per aircraft still alive, hit on 1; the owner's order picks the losses (AA-5).
    for (const shot of b.aaShots) {
      const n = Math.min(shot, A.eligible("air"));
      let hits = 0;
      for (let k = 0; k < n; k++) if (next() <= AA_THRESHOLD) hits++;
      A.hit(A.counts, "air", hits, 0);
    }
    let round = b.startRound - 1;
    let result: OddsResultKind | null = null;
    for (;;) {
      const aAct = A.active(),
        dAct = D.active();
      if (aAct === 0 || dAct === 0) break;
      if (round >= MAX_ROUNDS || (round >= 3 && nobodyCanHit(A, D))) {
        result = "stalemate";
        break;
      }
      // EUR-SUB-5: submarines alone against aircraft alone: nobody can hit, the battle ends
      if (b.airNeedsDestroyer && round >= 1 && ((subsOnly(A) && airOnly(D)) || (airOnly(A) && subsOnly(D)))) {
        result = "stalemate";
        break;
      }
      const r = round + 1;
      // (a) SUB-1: attacking submarines first, at ships only; OPT-19: a defending destroyer cancels it.
      const cancelled = sea && D.has((i) => b.defender.slots[i]!.destroyer);
      if (sea && !cancelled && A.has((i) => b.attacker.slots[i]!.hits === "ships")) {
        const ships = D.eligible("ships");
        volley(
          A,
          (e) => e.restricted && !e.bombard,
          0,
          b.lowLuck,
          next,
          (_h, x) => ships > 0 && x >= ships && ships === dAct,
          everyUnitRolls,
        );
        D.hit(D.counts, "ships", volleyHits[1]!, 0);
      }
      // (b) the other attackers (and the cancelled submarines), with bombardment in round 1: set aside.
      const dLeft = D.active();
      dNext.set(D.counts);
      if (dLeft > 0) {
        A.computeSupport();
        const bomb = r === 1 && b.bombard ? b.bombard.count : 0;
        const cat: HitCategory = bomb > 0 ? "land" : "ships";
        const elig = D.eligible(cat);
        const airA = airLimited(A, D),
          airAFirst = airA && airPoolFirst(D),
          dUnits = D.units();
        volley(
          A,
          (e) => (e.bombard ? bomb > 0 : !e.restricted || (sea && cancelled)),
          bomb,
          b.lowLuck,
          next,
          airA
            ? (x, y, z) => D.takePools(D.counts, poolsOf(airAFirst, y, z), x, false) >= dUnits
            : (x, y) => {
                const t = Math.min(y, elig);
                return t + Math.min(x, dLeft - t) >= dLeft;
              },
          everyUnitRolls,
          airA,
          airAFirst,
        );
        if (airA) D.takePools(dNext, poolsOf(airAFirst, volleyHits[1]!, volleyHits[2]!), volleyHits[0]!, true);
        else D.hit(dNext, cat, volleyHits[1]!, volleyHits[0]!);
        // (c) every defender left after (a) fires, those set aside too; submarines at ships only (SUB-2, SUB-3).
        A.support.fill(0);
        D.support.fill(0);
        const aAll = A.active(),
          aShips = A.eligible("ships");
        const airD = airLimited(D, A),
          airDFirst = airD && airPoolFirst(A),
          aUnits = A.units();
        volley(
          D,
          () => true,
          0,
          b.lowLuck,
          next,
          airD
            ? (x, y, z) => A.takePools(A.counts, poolsOf(airDFirst, y, z), x, false) >= aUnits
            : (x, y) => {
                const t = Math.min(y, aShips);
                return t + Math.min(x, aAll - t) >= aAll;
              },
          everyUnitRolls,
          airD,
          airDFirst,
        );
        aNext.set(A.counts);
        if (airD) A.takePools(aNext, poolsOf(airDFirst, volleyHits[1]!, volleyHits[2]!), volleyHits[0]!, true);
        else A.hit(aNext, "ships", volleyHits[1]!, volleyHits[0]!);
        A.counts.set(aNext);
      }
      D.counts.set(dNext);
      round = r;
      // (e) SUB-5: the attacker's submarines withdraw, then the defender's.
      if (A.active() > 0 && D.active() > 0) {
        if (b.withdraw.attacker !== undefined && round >= b.withdraw.attacker) A.withdrawSubs();
        if (A.active() > 0 && D.active() > 0 && b.withdraw.defender !== undefined && round >= b.withdraw.defender) D.withdrawSubs();
      }
      const aNow = A.active();
      if (aNow === 0 || D.active() === 0) break;
      // (f) RET-1: retreat once every condition of the rule holds.
      if (
        rr &&
        (rr.whenAttackersAtMost === undefined || aNow <= rr.whenAttackersAtMost) &&
        (rr.afterRound === undefined || round >= rr.afterRound) &&
        (rr.whenOnlyAir !== true || !A.has((i) => !isAir(i))) &&
        (rr.belowWinChance === undefined || winChance!(Array.from(A.counts), Array.from(D.counts), round) < rr.belowWinChance)
      ) {
        result = "attackerRetreats";
        break;
      }
    }
    if (result === null) {
      const aAct = A.active(),
        dAct = D.active();
      result =
        aAct > 0 && dAct === 0
          ? "attackerWins"
          : aAct === 0 && dAct > 0
            ? A.hasWithdrawn()
              ? "attackerRetreats"
              : "defenderHolds"
            : aAct === 0
              ? "bothDestroyed"
              : "stalemate";
    }
    const fought = round - (b.startRound - 1);
    rounds[fought] = (rounds[fought] ?? 0) + 1;
    // the end's tally: by a hash of result and survivors (no string per battle), the same end found by comparing
    let hash = RESULTS.indexOf(result);
    for (let i = 0; i < A.counts.length; i++) hash = (Math.imul(hash, 31) + A.counts[i]!) | 0;
    for (let i = 0; i < D.counts.length; i++) hash = (Math.imul(hash, 31) + D.counts[i]!) | 0;
    const same = tally.get(hash);
    const t = same?.find((x) => x.result === result && equal(x.attacker, A.counts) && equal(x.defender, D.counts));
    if (t) t.p += 1;
    else {
      const end = { attacker: Array.from(A.counts), defender: Array.from(D.counts), result, p: 1 };
      if (same) same.push(end);
      else tally.set(hash, [end]);
      ends.push(end);
    }
  }
  for (const t of ends) t.p /= runs;
  for (let k = 0; k < rounds.length; k++) rounds[k] ??= 0;
  return { terminals: ends, rounds, runs };
}
