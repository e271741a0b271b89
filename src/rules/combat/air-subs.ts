// A rule set's `combat.aircraftHitSubmarinesOnlyWithDestroyer` (europe: EUR-SUB-3, EUR-SUB-5): in a sea battle,
// aircraft of a side without a destroyer cannot hit submarines, so their hits go to the other enemy units only;
// a battle of submarines alone against aircraft alone ends after its round (neither can hit the other).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import { spec } from "../queries.js";
import { isAircraft } from "./fire.js";

const isSub = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).isSubmarine;
const isDestroyer = (ctx: Ctx, u: Unit): boolean => spec(ctx.rs, u.type).isDestroyer === true;

/** The firing side's aircraft may not hit the enemy submarines present (EUR-SUB-3). */
export function airSpareSubs(ctx: Ctx, b: PendingBattle, firing: readonly Unit[], targets: readonly Unit[]): boolean {
  return (
    ctx.rs.combat.aircraftHitSubmarinesOnlyWithDestroyer &&
    b.kind === "sea" &&
    firing.some((u) => isAircraft(ctx, u)) &&
    targets.some((u) => isSub(ctx, u)) &&
    !firing.some((u) => isDestroyer(ctx, u))
  );
}

/** The targets aircraft may hit then: every unit but the submarines. */
export const notSubs = (ctx: Ctx, targets: readonly Unit[]): string[] => targets.filter((u) => !isSub(ctx, u)).map((u) => u.id);

/** EUR-SUB-5: submarines alone against aircraft alone (without a destroyer) — nobody can hit; the battle ends. */
export function subsAgainstAircraftOnly(ctx: Ctx, b: PendingBattle, att: readonly Unit[], def: readonly Unit[]): boolean {
  if (!ctx.rs.combat.aircraftHitSubmarinesOnlyWithDestroyer || b.kind !== "sea") return false;
  const subsOnly = (us: readonly Unit[]) => us.length > 0 && us.every((u) => isSub(ctx, u));
  const airOnly = (us: readonly Unit[]) => us.length > 0 && us.every((u) => isAircraft(ctx, u));
  return (subsOnly(att) && airOnly(def)) || (airOnly(att) && subsOnly(def));
}
