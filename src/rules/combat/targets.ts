// Per-shooter target limits (COMB-4): a firing unit's hits may go only to the enemy units that every limit applying
// to it allows. Units under the same limits pool their hits; units under none hit any enemy unit. The side hit must
// let each pool's hits land on its own units (casualties.ts). The core's limit: submarines hit ships only (SUB-3);
// the rule set's record adds its own (`combat.aircraftHitSubmarinesOnlyWithDestroyer`, air-subs.ts).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import { spec } from "../queries.js";
import { isShip } from "./fire.js";
import { aircraftSpareSubs, notSubmarine } from "./air-subs.js";

export interface TargetLimit {
  rule: string;
  /** whether it limits `u`, a unit of the side `mine` firing at `enemies` */
  limits(ctx: Ctx, b: PendingBattle, u: Unit, mine: readonly Unit[], enemies: readonly Unit[]): boolean;
  /** whether a limited unit may hit `target` */
  may(ctx: Ctx, target: Unit): boolean;
}

/** SUB-3: submarine hits go to ships only. */
const submarinesHitShips: TargetLimit = {
  rule: "SUB-3",
  limits: (ctx, _b, u) => spec(ctx.rs, u.type).isSubmarine,
  may: isShip,
};

/** EUR-SUB-3 (the record's `combat.aircraftHitSubmarinesOnlyWithDestroyer`): aircraft without a destroyer hit no submarine. */
const aircraftWithoutDestroyer: TargetLimit = { rule: "EUR-SUB-3", limits: aircraftSpareSubs, may: notSubmarine };

const LIMITS: readonly TargetLimit[] = [submarinesHitShips, aircraftWithoutDestroyer];

/** A restricted pool of a fire step: the enemy units its hits may take. */
export interface TargetPool {
  ids: string[];
  rule: string;
}

export interface FirePools {
  pools: TargetPool[];
  /** the pool a firing unit's hits join, or false when they may go to any enemy unit */
  poolOf(u: Unit): false | number;
}

const NO_POOLS: FirePools = { pools: [], poolOf: () => false };

/**
 * The pools of `firing` (units of the side `mine`) against `enemies`: one per set of limits met, the most
 * restrictive (fewest targets) first.
 */
export function targetPools(
  ctx: Ctx,
  b: PendingBattle,
  firing: readonly Unit[],
  mine: readonly Unit[],
  enemies: readonly Unit[],
): FirePools {
  const keyOf = new Map<string, string>();
  const byKey = new Map<string, TargetPool>();
  for (const u of firing) {
    // most shooters meet no limit: allocate only for those that do (this runs every fire step)
    let met: TargetLimit[] | undefined;
    for (const l of LIMITS) if (l.limits(ctx, b, u, mine, enemies)) (met ??= []).push(l);
    if (!met) continue;
    const on = met;
    const key = on.map((l) => l.rule).join(", ");
    keyOf.set(u.id, key);
    if (!byKey.has(key)) byKey.set(key, { rule: key, ids: enemies.filter((t) => on.every((l) => l.may(ctx, t))).map((t) => t.id) });
  }
  if (!byKey.size) return NO_POOLS;
  const pools = [...byKey.values()].sort((a, c) => a.ids.length - c.ids.length || a.rule.localeCompare(c.rule));
  const index = new Map(pools.map((p, i) => [p.rule, i]));
  return {
    pools,
    poolOf: (u) => {
      const key = keyOf.get(u.id);
      return key === undefined ? false : index.get(key)!;
    },
  };
}
