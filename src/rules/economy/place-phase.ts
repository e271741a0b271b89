// PLACE-1: the placement phase may end only when nothing bought can still be placed; what can't is lost.
import type { Ctx } from "../engine/context.js";
import { violation } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import { treasuryPlacementProblems } from "./treasury.js";
import { resurfaceAndRepair } from "../combat/resurface.js";

/** A legal place for one unit of `type`, or undefined (board order, so the answer is deterministic). */
export function somewhereToPlace(ctx: Pick<Ctx, "rs" | "state">, power: string, type: string): string | undefined {
  for (const place of ctx.rs.board.territories.keys()) {
    const units = { [type]: 1 };
    const r = ctx.rs.placement(ctx, power, place, units);
    if (r.violations.length === 0 && treasuryPlacementProblems(ctx, power, place, units, r.factory).length === 0) return place;
  }
  return undefined;
}

/**
 * PLACE-1: "all units bought this turn are placed now" — ending the phase is refused while any waiting
 * unit could still legally be placed (developer decision DEC-4: a unit is never lost by a forgotten `place`).
 */
export function placePhaseOwes(ctx: Ctx): Violation[] {
  const power = ctx.state.turn.power;
  const out: Violation[] = [];
  for (const [type, count] of Object.entries(ctx.state.powers[power]?.purchased ?? {})) {
    if (count <= 0) continue;
    const where = somewhereToPlace(ctx, power, type);
    if (where !== undefined)
      out.push(
        violation(
          "PLACE-1",
          `${power} must still place ${count} ${type} bought this turn (it can go e.g. to ${where}); units are lost only when they cannot be placed anywhere`,
          `state.powers.${power}.purchased.${type}`,
        ),
      );
  }
  return out;
}

/** PLACE-1 (TA): units that could not be placed are lost without refund — said in an event, never silently. */
export function placePhaseEnd(ctx: Ctx): void {
  const power = ctx.state.turn.power;
  const p = ctx.state.powers[power];
  if (p) loseUnplaced(ctx, power, p);
  resurfaceAndRepair(ctx); // EUR-TURN-2, PAC-TURN-2: the rule set's end-of-place step, if it has one
}

function loseUnplaced(ctx: Ctx, power: string, p: NonNullable<Ctx["state"]["powers"][string]>): void {
  const lost = Object.fromEntries(Object.entries(p.purchased).filter(([, n]) => n > 0));
  if (Object.keys(lost).length > 0) {
    ctx.events.push({ type: "unitsLost", power, units: lost, reason: "no legal placement for them", refund: 0, rule: "PLACE-1" });
  }
  p.purchased = {};
  delete p.purchasedBy;
}
