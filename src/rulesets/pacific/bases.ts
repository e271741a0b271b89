// PAC-MOVE-2, PAC-MOVE-3: a fighter or bomber starting its move in a territory with a friendly airfield, or a ship
// starting in a sea zone next to a territory with a friendly harbour, moves 1 space further. The bonus is fixed where
// the unit stands when the turn's moves begin (the combat move; units still unmoved when the non-combat move
// begins are looked at again) and kept on the unit as `movementBonus` for the rest of the turn. PAC-MOVE-4, PAC-OPT-3:
// with `baseBonusRule: "startOrEnd"` a unit without that bonus also moves 1 further on a move that ends at a friendly
// base (an aircraft in a territory with a friendly airfield, a ship in a zone next to a friendly harbour).
import type { View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import { areAllied, spec } from "../../rules/queries.js";
import { pacificOptions } from "./options.js";

const AIRFIELD = "airfield";
const HARBOUR = "harbour";

const hasBase = (view: View, place: string, type: string, owner: string): boolean =>
  (view.state.territories[place]?.units ?? []).some((b) => b.type === type && areAllied(view.rs, b.owner, owner));

/** The bonus a unit in `place` has from a friendly base there (0 or 1); `aboard`: whether it stands on a carrier. */
function bonusAt(view: View, u: Unit, place: string, aboard: boolean): number {
  const s = spec(view.rs, u.type);
  if (s.domain === "air") return !aboard && hasBase(view, place, AIRFIELD, u.owner) ? 1 : 0; // PAC-MOVE-2
  if (s.domain !== "sea") return 0;
  const coasts = view.rs.board.territories.get(place)?.neighbours ?? [];
  return coasts.some((c) => hasBase(view, c, HARBOUR, u.owner)) ? 1 : 0; // PAC-MOVE-3
}

/** The bonus a unit standing in `place` has from a friendly base now (0 or 1). */
export const baseBonus = (view: View, u: Unit, place: string): number => bonusAt(view, u, place, u.aboard !== undefined);

/** PAC-OPT-3 `startOrEnd`: the bonus of a move ending in `place` (the engine adds it to units without a start bonus). */
export const endBonus = (view: View, u: Unit, place: string): number =>
  pacificOptions(view).baseBonusRule === "startOrEnd" ? bonusAt(view, u, place, false) : 0;

/**
 * On entering a move phase (or creating a game in one): the acting power's unmoved aircraft and ships at a
 * friendly base get their bonus.
 */
export function grantBaseBonuses(view: View): void {
  const power = view.state.turn.power;
  const phase = view.state.turn.phase;
  if (phase !== "combatMove" && phase !== "noncombatMove") return;
  for (const [place, t] of Object.entries(view.state.territories))
    for (const u of t.units) {
      if (u.owner !== power || u.moved || u.movementBonus) continue;
      const bonus = baseBonus(view, u, place);
      if (bonus > 0) u.movementBonus = bonus;
    }
}
