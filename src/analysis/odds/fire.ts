// What one side fires in one step of a round, shared by the exact chain (as hit distributions) and the
// lean simulator (as dice): COMB-3, SUB-1/SUB-3 (submarines apart), OPT-19 artillery support, OPT-20 low luck.
import { binomial, convolve, POINT0, type Dist } from "./dist.js";
import type { SideSpec } from "./battle.js";
import type { Fire } from "./values.js";

/** Units of one slot firing with one Fire (a slot's supported and unsupported units are two of these). */
export interface Shot {
  slot: number;
  n: number;
  fire: Fire;
}

/**
 * OPT-19: each attacking artillery gives one supportable unit +1 (the referee's shootersOf): the number of
 * supported units per slot, given in slot order. Only attacker slots have `supported` set (build.ts).
 */
export function supportOf(side: SideSpec, counts: ArrayLike<number>): number[] | null {
  let artillery = 0;
  side.slots.forEach((s, i) => {
    if (s.artillery && !s.withdrawn && s.fire) artillery += counts[i]!;
  });
  if (artillery === 0) return null;
  const out = side.slots.map(() => 0);
  side.slots.forEach((s, i) => {
    if (!s.supported || s.withdrawn || artillery === 0) return;
    const k = Math.min(artillery, counts[i]!);
    out[i] = k;
    artillery -= k;
  });
  return out;
}

/** The units firing: submarines (`subs`, hits on ships only) or all the others, with support split off. */
export function shotsOf(side: SideSpec, counts: ArrayLike<number>, subs: boolean): Shot[] {
  const support = subs ? null : supportOf(side, counts);
  const out: Shot[] = [];
  side.slots.forEach((slot, i) => {
    const n = counts[i]!;
    if (n === 0 || !slot.fire || slot.withdrawn || (slot.hits === "ships") !== subs) return;
    const k = support?.[i] ?? 0;
    if (k > 0) out.push({ slot: i, n: k, fire: slot.supported! });
    if (n > k) out.push({ slot: i, n: n - k, fire: slot.fire });
  });
  return out;
}

/** Sum of values of a low-luck group: each die of a heavy bomber counts, an LHTR best-of bomber once (OPT-20). */
export const lowLuckSum = (shots: readonly { n: number; fire: Fire }[]): number =>
  shots.reduce((t, s) => t + s.n * s.fire.threshold * (s.fire.bestOf ? 1 : s.fire.dice), 0);

/** Hit distribution of a group of shots: binomials per column (COMB-3), or low luck's sure hits + one die (OPT-20). */
export function groupDist(shots: readonly { n: number; fire: Fire }[], lowLuck: boolean): Dist {
  if (!shots.length) return POINT0;
  if (lowLuck) {
    const sum = lowLuckSum(shots);
    const sure = Math.floor(sum / 6),
      rest = sum % 6;
    const d: Dist = new Array<number>(sure + (rest > 0 ? 2 : 1)).fill(0);
    if (rest > 0) {
      d[sure] = 1 - rest / 6;
      d[sure + 1] = rest / 6;
    } else d[sure] = 1;
    return d;
  }
  let d: Dist = POINT0;
  for (const s of shots) {
    const f = s.fire;
    const q = f.bestOf ? 1 - (1 - f.threshold / 6) ** f.dice : f.threshold / 6;
    d = convolve(d, binomial(f.bestOf ? s.n : s.n * f.dice, q));
  }
  return d;
}
