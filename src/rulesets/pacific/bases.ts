// PAC-MOVE-2…4, PAC-OPT-3: the board's air bases (`airfield`) and naval bases (`harbour`). With the default
// `baseBonusRule: "board"`: an aircraft that begins the turn on a friendly air base has +1 for the turn (kept on the
// unit as `movementBonus`, fixed when the turn's moves begin), and +1 more on a move after which it stands on one
// (+2 from base to base); a ship has +1 for a non-combat move that starts, as its first move of the turn, in a zone
// next to a friendly naval base and ends in such a zone — never in the combat move, at most +1 a turn. With `"start"`
// (TripleA): +1 to aircraft starting at a friendly airfield and ships starting next to a friendly harbour, any move.
import type { View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import { areAllied, spec } from "../../rules/queries.js";
import { pacificOptions } from "./options.js";

const AIRFIELD = "airfield";
const HARBOUR = "harbour";

const hasBase = (view: View, place: string, type: string, owner: string): boolean =>
  (view.state.territories[place]?.units ?? []).some((b) => b.type === type && areAllied(view.rs, b.owner, owner));

/** A sea zone touching a territory with a naval base of the unit's side (PAC-MOVE-3). */
const nextToNavalBase = (view: View, zone: string, owner: string): boolean =>
  (view.rs.board.territories.get(zone)?.neighbours ?? []).some((c) => hasBase(view, c, HARBOUR, owner));

/** The start bonus of a unit in `place` (0 or 1): aircraft on an air base; ships next to a naval base under "start". */
export function baseBonus(view: View, u: Unit, place: string): number {
  const s = spec(view.rs, u.type);
  if (s.domain === "air") return u.aboard === undefined && hasBase(view, place, AIRFIELD, u.owner) ? 1 : 0; // PAC-MOVE-2
  if (s.domain !== "sea" || pacificOptions(view).baseBonusRule !== "start") return 0; // PAC-MOVE-3 is no start bonus
  return nextToNavalBase(view, place, u.owner) ? 1 : 0; // PAC-MOVE-4
}

function placeOf(view: View, id: string): string | undefined {
  for (const [place, t] of Object.entries(view.state.territories)) if (t.units.some((x) => x.id === id)) return place;
  return undefined;
}

/** The bonus of a move ending in `place` ("board" only): PAC-MOVE-2 for aircraft, PAC-MOVE-3 for ships. */
export function endBonus(view: View, u: Unit, place: string): number {
  if (pacificOptions(view).baseBonusRule !== "board") return 0;
  const s = spec(view.rs, u.type);
  if (s.domain === "air") return view.rs.board.territories.get(place)?.kind === "land" && hasBase(view, place, AIRFIELD, u.owner) ? 1 : 0;
  if (s.domain !== "sea" || view.state.turn.phase !== "noncombatMove" || u.moved || u.movedInCombat) return 0;
  if (!nextToNavalBase(view, place, u.owner)) return 0;
  const from = placeOf(view, u.id);
  return from !== undefined && nextToNavalBase(view, from, u.owner) ? 1 : 0;
}

/**
 * On entering a move phase (or creating a game in one): the acting power's unmoved aircraft (and under "start" its
 * ships) at a friendly base get their start bonus.
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
