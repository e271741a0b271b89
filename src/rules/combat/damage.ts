// Units that take more than one hit (a unit table's `hitPoints`; europe's battleships, EUR-COMB-4). A hit on an
// undamaged one damages it instead of sinking it; it fights on at full value. Hits a side must take go first to its
// undamaged multi-hit units (a damage costs nothing: it is repaired at the end of its owner's turn), restricted
// hits first to those among the units they may hit. Rule sets whose units all take one hit never reach this.
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import type { HitPool, HitRequest } from "./casualties.js";
import type { Side } from "./values.js";
import { spec } from "../queries.js";
import { brief } from "./remove.js";

/** An undamaged unit with hits to spare. */
export const canAbsorb = (rs: Ruleset, u: Unit): boolean => (spec(rs, u.type).hitPoints ?? 1) > 1 && !u.damaged;

/** The hits a request leaves after `units` absorb what they can (each restricted pool's hits first to its own units). */
function split(rs: Ruleset, units: readonly Unit[], req: HitRequest): { rest: HitRequest; absorbing: Unit[] } {
  const spare = units.filter((u) => canAbsorb(rs, u));
  if (!spare.length) return { rest: req, absorbing: [] };
  const absorbing: Unit[] = [];
  const absorb = (pool: HitPool): HitPool => {
    const ids = new Set(pool.ids);
    let r = pool.hits;
    for (const u of spare) if (r > 0 && ids.has(u.id) && !absorbing.includes(u)) absorbing.push(u), r--;
    return { ...pool, hits: r };
  };
  const restricted = req.restricted && absorb(req.restricted);
  const also = req.also?.map(absorb);
  let h = req.hits;
  for (const u of spare) if (h > 0 && !absorbing.includes(u)) absorbing.push(u), h--;
  return { rest: { hits: h, ...(restricted ? { restricted } : {}), ...(also ? { also } : {}) }, absorbing };
}

/** What is left of a request once the side's undamaged multi-hit units took their hit (for counting only). */
export const afterAbsorbing = (rs: Ruleset, units: readonly Unit[], req: HitRequest): HitRequest => split(rs, units, req).rest;

/** Damages the units that absorb hits of `req` and returns the hits still to be taken as casualties. */
export function absorbHits(ctx: Ctx, b: PendingBattle, side: Side, units: readonly Unit[], req: HitRequest): HitRequest {
  const { rest, absorbing } = split(ctx.rs, units, req);
  if (!absorbing.length) return req;
  for (const u of absorbing) u.damaged = true;
  ctx.events.push({ type: "unitsDamaged", at: b.at, side, round: b.round + 1, units: absorbing.map(brief), rule: "EUR-COMB-4" });
  return rest;
}

/** The acting power's damaged units are repaired at the end of its turn (europe: EUR-COMB-4; pacific: PAC-COMB-1). */
export function repairDamaged(ctx: Ctx, rule = "EUR-COMB-4"): void {
  const power = ctx.state.turn.power;
  const repaired: string[] = [];
  for (const t of Object.values(ctx.state.territories))
    for (const u of t.units)
      if (u.owner === power && u.damaged) {
        delete u.damaged;
        repaired.push(u.id);
      }
  if (repaired.length) ctx.events.push({ type: "unitsRepaired", power, units: repaired, rule });
}
