// A rule set's `combat.aircraftHitSubmarinesOnlyWithDestroyer` (europe: EUR-SUB-3, EUR-SUB-5): in a sea battle,
// aircraft of a side without a destroyer cannot hit submarines, so their hits go to the other enemy units only
// (a target limit, targets.ts); a battle of submarines alone against aircraft alone ends after its round.
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import { spec } from "../queries.js";
import { isAircraft } from "./fire.js";

const isSub = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).isSubmarine;
const isDestroyer = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).isDestroyer === true;

/** EUR-SUB-3: `u` is an aircraft of the side `mine`, which has no destroyer, facing submarines among `enemies`. */
export const aircraftSpareSubs = (ctx: Ctx, b: PendingBattle, u: Unit, mine: readonly Unit[], enemies: readonly Unit[]): boolean =>
  ctx.rs.combat.aircraftHitSubmarinesOnlyWithDestroyer &&
  b.kind === "sea" &&
  isAircraft(ctx, u) &&
  enemies.some((t) => isSub(ctx, t)) &&
  !mine.some((m) => isDestroyer(ctx, m));

/** What such an aircraft may hit: no submarine. */
export const notSubmarine = (ctx: Ctx, t: Unit): boolean => !isSub(ctx, t);

/** EUR-SUB-5: submarines alone against aircraft alone (without a destroyer) — nobody can hit; the battle ends. */
export function subsAgainstAircraftOnly(ctx: Ctx, b: PendingBattle, att: readonly Unit[], def: readonly Unit[]): boolean {
  if (!ctx.rs.combat.aircraftHitSubmarinesOnlyWithDestroyer || b.kind !== "sea") return false;
  const subsOnly = (us: readonly Unit[]) => us.length > 0 && us.every((u) => isSub(ctx, u));
  const airOnly = (us: readonly Unit[]) => us.length > 0 && us.every((u) => isAircraft(ctx, u));
  return (subsOnly(att) && airOnly(def)) || (airOnly(att) && subsOnly(def));
}
