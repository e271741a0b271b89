// PLACE — the `place` action (action 5): bought units go onto the board at qualifying factories.
import type { ActionHandler } from "../actions/types.js";
import { newUnit } from "../state/build.js";
import { checkPlacement, describeCounts } from "./placement-rules.js";

export const place: ActionHandler<"place"> = {
  phases: ["place", "buy"],
  actor: "turnPower",
  check: (ctx, action) => (ctx.rs.hooks?.placement ?? checkPlacement)(ctx, action.power, action.at, action.units, action.factory).violations,
  apply(ctx, action) {
    const { rs, state } = ctx;
    const { factory } = (rs.hooks?.placement ?? checkPlacement)(ctx, action.power, action.at, action.units, action.factory);
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
    // PLACE-4: count what this factory produced this turn (ships placed from it included).
    if (factory !== undefined && producing > 0) state.thisTurn.placed[factory] = (state.thisTurn.placed[factory] ?? 0) + producing;
    ctx.events.push({ type: "placed", power: action.power, at: action.at, units: Object.fromEntries(Object.entries(action.units).filter(([, n]) => n > 0)), ids, ...(factory !== undefined && producing > 0 ? { factory } : {}), summary: describeCounts(action.units) });
  },
};
