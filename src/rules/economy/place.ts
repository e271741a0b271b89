// PLACE — the `place` action (action 5): bought units go onto the board at qualifying factories.
import type { ActionHandler } from "../actions/types.js";
import { newUnit } from "../state/build.js";
import { describeCounts } from "./placement-rules.js";
import { carrierProduction, checkExistingFighters, seatFighters } from "./carrier-production.js";
import { takeWaiting, treasuryAt, treasuryPlacementProblems } from "./treasury.js";

/** The check's plan: the factory (or the rule set's placement site) whose per-turn limit the placement uses. */
export const place: ActionHandler<"place", string | undefined> = {
  actor: "turnPower",
  check(ctx, action) {
    const r = ctx.rs.placement(ctx, action.power, action.at, action.units, action.factory);
    const fighters = checkExistingFighters(ctx, action.power, action.at, action.units, action.fighters ?? [], r.factory); // OPT-23
    const paid = treasuryPlacementProblems(ctx, action.power, action.at, action.units, r.factory); // ECON-1: who paid
    return { violations: [...r.violations, ...fighters, ...paid], plan: r.factory };
  },
  apply(ctx, action, factory) {
    const { rs, state } = ctx;
    const waiting = state.powers[action.power]!.purchased;
    const territory = state.territories[action.at]!;
    const ids: string[] = [];
    let producing = 0;
    for (const [type, count] of Object.entries(action.units)) {
      if (count <= 0) continue;
      for (let i = 0; i < count; i++) {
        const u = newUnit(state, type, action.power);
        u.placedThisTurn = true; // CARR-8, PLACE-5: new this turn
        territory.units.push(u);
        ids.push(u.id);
      }
      waiting[type] = (waiting[type] ?? 0) - count;
      if (waiting[type] === 0) delete waiting[type];
      if (!rs.units.get(type)!.isFactory) producing += count;
    }
    takeWaiting(ctx, action.power, treasuryAt(ctx, action.power, factory ?? action.at), action.units);
    // OPT-23: fighters from the coast move onto the new carriers first, then new fighters at sea are seated.
    if (rs.board.territories.get(action.at)?.kind === "sea") {
      const opts = carrierProduction(ctx);
      const moving = (action.fighters ?? []).map((id) => state.territories[factory!]!.units.find((u) => u.id === id)!);
      if (moving.length) {
        state.territories[factory!]!.units = state.territories[factory!]!.units.filter((u) => !moving.includes(u));
        territory.units.push(...moving);
        seatFighters(ctx, action.power, action.at, moving, false);
      }
      const fresh = territory.units.filter((u) => ids.includes(u.id) && rs.units.get(u.type)!.domain === "air");
      if (fresh.length) seatFighters(ctx, action.power, action.at, fresh, opts.oldCarriers);
    }
    // PLACE-4: count what this factory produced this turn (ships placed from it included).
    if (factory !== undefined && producing > 0) state.thisTurn.placed[factory] = (state.thisTurn.placed[factory] ?? 0) + producing;
    ctx.events.push({
      type: "placed",
      power: action.power,
      at: action.at,
      units: Object.fromEntries(Object.entries(action.units).filter(([, n]) => n > 0)),
      ids,
      ...(factory !== undefined && producing > 0 ? { factory } : {}),
      ...(action.fighters?.length ? { fighters: [...action.fighters] } : {}),
      summary: describeCounts(action.units),
    });
  },
};
