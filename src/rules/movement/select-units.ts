// Which concrete units a move names: ids, or {type: count} taken from path[0] by a documented choice.
import { violation } from "../engine/context.js";
import type { ActionOf } from "../schema/action.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { isSeaZone, label, locate, movementLeft, specOf, unitsAt } from "./env.js";
import { cannotMove, modeOf } from "./can-move.js";
import { idNum } from "./air.js";
import type { Report } from "./types.js";
import { withSuggestions } from "../names/suggest.js";

/**
 * Units named by id must stand (or ride) in path[0]. Units named by count are the acting power's units of that
 * type in path[0], chosen in this order: units that may make the move first, then the most movement left, then
 * cargo by transport id, then the lowest unit id. Land units in a sea zone are cargo (only they can unload);
 * `action.transport` restricts cargo to that transport.
 */
export function selectUnits(env: MoveEnv, action: ActionOf<"move">, report: Report): Unit[] {
  const start = action.path[0]!;
  if (Array.isArray(action.units)) {
    const out: Unit[] = [];
    const seen = new Set<string>();
    action.units.forEach((id, i) => {
      if (seen.has(id)) {
        report(violation("MOVE-1", `unit ${id} is named twice`, `action.units[${i}]`));
        return;
      }
      seen.add(id);
      const here = unitsAt(env, start).find((u) => u.id === id);
      const found = here ? { place: start, unit: here } : locate(env, id);
      if (!found) {
        report(violation("MOVE-1", `there is no unit ${id}`, `action.units[${i}]`));
        return;
      }
      if (found.place !== start) {
        report(
          violation("MOVE-1", `${label(found.unit)} is in ${found.place}, not in ${start} where the path starts`, `action.units[${i}]`),
        );
        return;
      }
      if (found.unit.submerged) {
        const rule = env.rs.combat.resurfaceStep?.submerged ?? "EUR-SUB-7";
        report(
          violation(rule, `${label(found.unit)} is submerged: it does not move until its owner's place phase ends`, `action.units[${i}]`),
        );
        return;
      }
      out.push(found.unit);
    });
    return out;
  }
  const out: Unit[] = [];
  const atSea = isSeaZone(env, start);
  for (const [type, count] of Object.entries(action.units)) {
    if (count === 0) continue;
    if (!env.rs.units.has(type)) {
      report(
        violation(
          "MOVE-1",
          withSuggestions(`${type} is not a unit type of rule set ${env.rs.id}`, type, env.rs.units.keys()),
          `action.units.${type}`,
        ),
      );
      continue;
    }
    const land = env.rs.units.get(type)!.domain === "land";
    const candidates = unitsAt(env, start).filter(
      (u) =>
        u.type === type &&
        u.owner === env.power &&
        (!land || !atSea || (u.aboard !== undefined && (action.transport === undefined || u.aboard === action.transport))),
    );
    const free = new Map(candidates.map((u) => [u.id, cannotMove(env, u, start, modeOf(env, u, action.path)).length === 0]));
    candidates.sort(
      (a, b) =>
        Number(free.get(b.id)) - Number(free.get(a.id)) ||
        movementLeft(env, b) - movementLeft(env, a) ||
        idNum(a.aboard ?? "u0") - idNum(b.aboard ?? "u0") ||
        idNum(a.id) - idNum(b.id),
    );
    if (candidates.length < count) {
      report(
        violation(
          "MOVE-1",
          `${start} holds ${candidates.length} ${env.power} ${type}${atSea && land ? " aboard transports" : ""}; the move names ${count}`,
          `action.units.${type}`,
        ),
      );
      continue;
    }
    out.push(...candidates.slice(0, count));
  }
  if (out.length === 0 && !Object.values(action.units).some((n) => n > 0))
    report(violation("MOVE-1", "the move names no units", "action.units"));
  return out;
}

export const isAircraft = (env: MoveEnv, u: Unit): boolean => specOf(env, u).domain === "air";
