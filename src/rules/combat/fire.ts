// COMB-3, COMB-5: one side fires. Dice are rolled by columns of equal value, ascending; once every
// enemy unit is a casualty the remaining columns are not rolled. This order is the order supplied dice are used.
import { opts, type Ctx } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import type { DiceRoll } from "../schema/dice.js";
import { spec } from "../queries.js";
import { countHits, firepower, bombardValue, type Side } from "./values.js";

/** A group of units firing together: same type and firepower. */
export interface Shooter {
  type: string;
  units: number;
  value: number;
  dice: number;
  bestOf: boolean;
  /** their hits may only go to some enemy units (submarines → ships SUB-3; bombardment → land units BOMB-3) */
  restricted: boolean;
  /** which of the fire step's restricted pools their hits join (0 when there is one) */
  pool?: number;
  purpose: "battle" | "bombard";
}

export interface Volley {
  hits: number;
  /** all restricted hits, and by pool */
  restrictedHits: number;
  poolHits: number[];
  rolls: DiceRoll[];
}

/**
 * Shooters of a side's units, grouped; `poolOf` names the restricted pool a unit's hits join (true: the only
 * one), or false when they may go to any enemy unit.
 */
export function shootersOf(ctx: Ctx, units: readonly Unit[], side: Side, poolOf: (u: Unit) => boolean | number): Shooter[] {
  const o = opts(ctx);
  const groups = new Map<string, Shooter>();
  // OPT-19: each attacking artillery raises one supportable unit (infantry) by 1; without artillery nothing changes.
  let support = side === "attacker" ? units.filter((u) => ctx.rs.units.get(u.type)?.artillery === true).length : 0;
  for (const u of units) {
    let f = firepower(ctx.rs, u.type, side, ctx.state.powers[u.owner]?.techs ?? [], o);
    if (f.dice === 0) continue; // COMB-3: value 0 never rolls
    if (support > 0 && ctx.rs.units.get(u.type)?.artillerySupportable === true) {
      f = { ...f, value: Math.min(6, f.value + 1) };
      support--;
    }
    const changed = ctx.rs.combat.unitValue?.(ctx, u, side, f.value); // the rule set's own (PAC-TRANS-3, PAC-SURP-1)
    if (changed !== undefined) f = { ...f, value: Math.max(0, Math.min(6, changed.value)) };
    if (f.value === 0) continue;
    const p = poolOf(u);
    const restricted = p !== false;
    const pool = typeof p === "number" ? p : 0;
    const key = `${u.type}|${f.value}|${f.dice}|${f.bestOf}|${restricted}|${pool}`;
    const g = groups.get(key);
    if (g) g.units++;
    else groups.set(key, { type: u.type, units: 1, ...f, restricted, ...(pool ? { pool } : {}), purpose: "battle" });
  }
  return [...groups.values()];
}

/** BOMB-2: each bombarding battleship rolls one die at its attack value; its hits go to land units (BOMB-3). */
export function bombardShooters(ctx: Ctx, ships: readonly Unit[]): Shooter[] {
  const byType = new Map<string, number>(); // one group per type (europe's destroyers bombard too, EUR-BOMB-2)
  for (const u of ships) byType.set(u.type, (byType.get(u.type) ?? 0) + 1);
  return [...byType].map(([type, units]) => ({
    type,
    units,
    value: bombardValue(ctx.rs, type),
    dice: 1,
    bestOf: false,
    restricted: true,
    purpose: "bombard" as const,
  }));
}

/**
 * Rolls the shooters column by column (COMB-5). `allDead(hits, restrictedHits)` tells whether every enemy unit
 * is already a casualty, which stops the rolling between columns — except in a rule set where every unit rolls
 * every round (SIMP-COMB-3): there the same column order is kept, without the stop.
 */
export function fire(
  ctx: Ctx,
  meta: { at: string; round: number; side: Side },
  shooters: readonly Shooter[],
  stopWhen: (hits: number, restrictedHits: number, poolHits: readonly number[]) => boolean,
): Volley {
  const allDead = ctx.rs.combat.everyUnitRolls ? () => false : stopWhen;
  if (opts(ctx).lowLuck) return fireLowLuck(ctx, meta, shooters, allDead); // OPT-20
  const table = [...ctx.rs.units.keys()];
  const sorted = [...shooters].sort(
    (a, b) =>
      a.value - b.value ||
      Number(a.purpose === "bombard") - Number(b.purpose === "bombard") ||
      table.indexOf(a.type) - table.indexOf(b.type) ||
      poolRank(a) - poolRank(b),
  );
  const out: Volley = { hits: 0, restrictedHits: 0, poolHits: [], rolls: [] };
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i]!;
    if ((i === 0 || sorted[i - 1]!.value !== s.value) && allDead(out.hits, out.restrictedHits, out.poolHits)) break;
    const values = ctx.dice.roll(
      s.units * s.dice,
      { purpose: s.purpose, battle: meta.at, round: meta.round, side: meta.side, unitType: s.type, threshold: s.value },
      (v) => countHits(v, s.value, s.dice, s.bestOf),
    );
    const hits = countHits(values, s.value, s.dice, s.bestOf);
    if (s.restricted) addPoolHits(out, s.pool ?? 0, hits);
    else out.hits += hits;
    out.rolls.push(ctx.dice.log[ctx.dice.log.length - 1]!);
  }
  return out;
}

/** unrestricted shooters first, then the restricted pools in order */
const poolRank = (s: Shooter): number => (s.restricted ? 1 + (s.pool ?? 0) : 0);

function addPoolHits(v: Volley, pool: number, hits: number): void {
  v.restrictedHits += hits;
  while (v.poolHits.length <= pool) v.poolHits.push(0);
  v.poolHits[pool]! += hits;
}

/**
 * OPT-20 low luck (TripleA "Low Luck"): a side's firing units whose hits go to the same enemy units (one
 * group for unrestricted hits, one per restricted pool: submarines SUB-3, bombardment BOMB-3, aircraft EUR-SUB-3)
 * add up their values (a heavy bomber counts each of its dice; an LHTR best-of bomber its value once); every full
 * 6 is a sure hit, and a remainder r > 0 is rolled as ONE die that hits on ≤ r. Supplied dice: one die per group
 * with a remainder — unrestricted group first, then the restricted pools in order — and none when the sure hits
 * already take every enemy unit (COMB-5). Each group logs one entry: `sureHits`, `threshold` = remainder,
 * `values` = the die (or none), `hits` = sure hits + the die's hit.
 */
function fireLowLuck(
  ctx: Ctx,
  meta: { at: string; round: number; side: Side },
  shooters: readonly Shooter[],
  allDead: (hits: number, restrictedHits: number, poolHits: readonly number[]) => boolean,
): Volley {
  const out: Volley = { hits: 0, restrictedHits: 0, poolHits: [], rolls: [] };
  const pools = [...new Set(shooters.filter((s) => s.restricted).map((s) => s.pool ?? 0))].sort((a, b) => a - b);
  const groups = [shooters.filter((s) => !s.restricted), ...pools.map((p) => shooters.filter((s) => s.restricted && (s.pool ?? 0) === p))];
  const sum = (g: readonly Shooter[]) => g.reduce((n, s) => n + s.units * s.value * (s.bestOf ? 1 : s.dice), 0);
  const credit = (i: number, hits: number) => (i === 0 ? (out.hits += hits) : addPoolHits(out, pools[i - 1]!, hits));
  // Sure hits first: they need no die, so they count before any remainder die is rolled.
  groups.forEach((g, i) => credit(i, Math.floor(sum(g) / 6)));
  groups.forEach((g, i) => {
    if (!g.length) return;
    const sure = Math.floor(sum(g) / 6),
      rest = sum(g) % 6;
    const roll = rest > 0 && !allDead(out.hits, out.restrictedHits, out.poolHits);
    if (!roll && sure === 0) return;
    const types = [...new Set(g.map((s) => s.type))];
    const values = ctx.dice.roll(
      roll ? 1 : 0,
      {
        purpose: g[0]!.purpose,
        battle: meta.at,
        round: meta.round,
        side: meta.side,
        ...(types.length === 1 ? { unitType: types[0]! } : {}),
        threshold: rest,
        sureHits: sure,
      },
      (v) => sure + v.filter((x) => x <= rest).length,
    );
    credit(i, values.filter((x) => x <= rest).length);
    out.rolls.push(ctx.dice.log[ctx.dice.log.length - 1]!);
  });
  return out;
}

export const isShip = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).domain === "sea";
export const isLandUnit = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).domain === "land";
export const isAircraft = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).domain === "air";
