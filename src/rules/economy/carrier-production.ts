// OPT-23: TripleA's carrier production options, which relax CARR-8 ("new fighters on land only; no fighter
// on a carrier placed this turn"):
// - `produceFightersOnCarriers`: new fighters may be placed onto the power's carriers placed this turn;
// - `lhtrCarrierProduction`: new fighters may be placed onto the power's new AND old carriers in a placement zone;
// - `moveExistingFightersToNewCarriers`: the power's fighters standing in the producing factory's territory
//   may move onto the new carriers placed in its sea zone (place action `fighters`).
// Developer decision DEC-5: only the placing power's own carriers take fighters; the new fighters count against the
// factory's PLACE-4 limit like the ships; fighters moved from the coast don't (nothing is produced).
import type { Ctx } from "../engine/context.js";
import { opts, violation } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import type { Unit, UnitCounts } from "../schema/state.js";
import { carrierRoomUsed, spec, unitsAt } from "../queries.js";

type View = Pick<Ctx, "rs" | "state">;

export interface CarrierProduction {
  /** new fighters may go onto carriers placed this turn */
  newFighters: boolean;
  /** … and onto carriers already on the board (LHTR) */
  oldCarriers: boolean;
  /** fighters on the coast may move onto new carriers */
  moveExisting: boolean;
}

export function carrierProduction(ctx: View): CarrierProduction {
  const o = opts(ctx);
  // ER-CARR-5 (carrierRules): new fighters onto new carriers and onto own carriers beside the complex; fighters of
  // the complex's territory onto new carriers (ER-GEN-2 e keeps the OPT-23 flags off alongside).
  const lhtr = o.lhtrCarrierProduction || o.carrierRules;
  return {
    newFighters: lhtr || o.produceFightersOnCarriers,
    oldCarriers: lhtr,
    moveExisting: o.moveExistingFightersToNewCarriers || o.carrierRules,
  };
}

const isCarrierFighter = (ctx: View, type: string): boolean => {
  const s = ctx.rs.units.get(type);
  return s !== undefined && s.domain === "air" && s.carrierCost !== null;
};

/** Free carrier room in `zone` on the power's new carriers (placed this turn, plus `adding` from this placement) and old ones. */
export function carrierRoom(ctx: View, power: string, zone: string, adding: UnitCounts): { fresh: number; old: number } {
  const units = unitsAt(ctx.state, zone);
  const room = { fresh: 0, old: 0 };
  for (const c of units) {
    const s = spec(ctx.rs, c.type);
    if (c.owner !== power || s.carrierCapacity === 0) continue;
    room[c.placedThisTurn ? "fresh" : "old"] += Math.max(0, s.carrierCapacity - carrierRoomUsed(ctx.rs, units, c.id));
  }
  for (const [type, n] of Object.entries(adding)) {
    const s = ctx.rs.units.get(type);
    if (s && s.domain === "sea" && n > 0) room.fresh += s.carrierCapacity * n;
  }
  return room;
}

/** Carrier room the new fighters of `units` need (CARR-1 costs). */
export function newFighterNeed(ctx: View, units: UnitCounts): number {
  return Object.entries(units).reduce(
    (n, [type, c]) => n + (c > 0 && isCarrierFighter(ctx, type) ? c * (spec(ctx.rs, type).carrierCost ?? 0) : 0),
    0,
  );
}

/** OPT-23: may new fighters of `type` go into the sea zone at all (before room is counted)? */
export const newFightersAtSea = (ctx: View, type: string): boolean => isCarrierFighter(ctx, type) && carrierProduction(ctx).newFighters;

/**
 * CARR-8 / OPT-23: every rule that the existing fighters `ids` moving onto the new carriers at `at` break.
 * `factory`: the territory whose factory the placement draws on (the fighters stand there).
 */
export function checkExistingFighters(
  ctx: View,
  power: string,
  at: string,
  units: UnitCounts,
  ids: readonly string[],
  factory: string | undefined,
): Violation[] {
  if (!ids.length) return [];
  const out: Violation[] = [];
  const production = carrierProduction(ctx);
  if (!production.moveExisting) {
    return [
      violation(
        "CARR-8",
        `no fighter may move onto a carrier placed this turn (${ids.join(", ")}); option moveExistingFightersToNewCarriers (OPT-23) is off`,
        "action.fighters",
      ),
    ];
  }
  if (ctx.rs.board.territories.get(at)?.kind !== "sea" || factory === undefined) {
    return [
      violation(
        "CARR-8",
        `existing fighters (${ids.join(", ")}) move only onto new carriers placed in a sea zone from a factory (OPT-23)`,
        "action.fighters",
      ),
    ];
  }
  let need = 0;
  ids.forEach((id, i) => {
    const u = unitsAt(ctx.state, factory).find((x) => x.id === id);
    if (!u || u.owner !== power || !isCarrierFighter(ctx, u.type)) {
      out.push(
        violation(
          "CARR-8",
          `${id} is not a ${power} fighter in ${factory}, the territory whose factory places the carriers at ${at} (OPT-23)`,
          `action.fighters[${i}]`,
        ),
      );
      return;
    }
    if (u.movedInCombat && opts(ctx).carrierRules)
      out.push(
        violation("ER-CARR-5", `${id} fought this turn: only fighters that did not may move onto new carriers`, `action.fighters[${i}]`),
      );
    need += spec(ctx.rs, u.type).carrierCost ?? 0;
  });
  // CARR-1: the moved fighters need room on new carriers; new fighters need what is left (plus old carriers under LHTR).
  const room = carrierRoom(ctx, power, at, units);
  const newNeed = newFighterNeed(ctx, units);
  if (need > room.fresh || need + newNeed > room.fresh + (production.oldCarriers ? room.old : 0)) {
    out.push(
      violation(
        "CARR-1",
        `${ids.length} existing and ${newNeed} new fighters for ${at}, but the ${power} carriers placed this turn there have room for ${room.fresh} (OPT-23)`,
        "action.fighters",
      ),
    );
  }
  return out;
}

/** Seats fighters at `zone` aboard the power's carriers: new carriers first, then (LHTR) old ones, by id. */
export function seatFighters(ctx: View, power: string, zone: string, fighters: readonly Unit[], oldCarriers: boolean): void {
  const units = unitsAt(ctx.state, zone);
  const carriers = units
    .filter((c) => c.owner === power && spec(ctx.rs, c.type).carrierCapacity > 0 && (c.placedThisTurn || oldCarriers))
    .sort((a, b) => Number(b.placedThisTurn === true) - Number(a.placedThisTurn === true) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
  for (const f of fighters) {
    const cost = spec(ctx.rs, f.type).carrierCost ?? 0;
    const c = carriers.find((x) => spec(ctx.rs, x.type).carrierCapacity - carrierRoomUsed(ctx.rs, units, x.id) >= cost);
    if (c) f.aboard = c.id;
  }
}
