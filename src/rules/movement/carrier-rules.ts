// Enhanced Realism carriers (option carrierRules, ER-CARR-1…4): carriers sail with their own fighters and launch
// them at range 1, then move no more; fighters that fought go back to their own carrier, and no fighter that fought
// changes between land and carriers this turn.
import { violation } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import type { MoveEnv } from "./env.js";
import { isSeaZone, label, locate, optsOf, specOf, unitsAt } from "./env.js";

const on = (env: MoveEnv): boolean => optsOf(env).carrierRules;

/** ER-CARR-2: a fighter launched from a carrier in the combat move attacks at range 1. */
export function launchRange(env: MoveEnv, u: Unit, flown: number): Violation[] {
  if (!on(env) || !env.combat || u.aboard === undefined || flown <= 1) return [];
  return [
    violation(
      "ER-CARR-2",
      `${label(u)} launches from its carrier and attacks at range 1 (option carrierRules); this path needs ${flown}`,
      "action.path",
    ),
  ];
}

/** ER-CARR-2: a carrier that launched a fighter into combat moves no more this turn. */
export function launchedCarrier(env: MoveEnv, u: Unit, place: string): Violation[] {
  if (!on(env) || !u.launched) return [];
  return [
    violation(
      "ER-CARR-2",
      `${label(u)} in ${place} launched a fighter into combat this turn and moves no more (option carrierRules)`,
      "action.units",
    ),
  ];
}

/** ER-CARR-2: a carrier may end its combat move without a battle to launch the own fighters it carries. */
export const carriesOwnFighters = (env: MoveEnv, carrier: Unit, from: string): boolean =>
  on(env) &&
  specOf(env, carrier).carrierCapacity > 0 &&
  unitsAt(env, from).some((c) => c.aboard === carrier.id && c.owner === env.power && specOf(env, c).domain === "air");

/** ER-CARR-2: the carrier's own fighters ride along with it (Classic's stay behind and fly on their own, CARR-2). */
export const fightersRide = (env: MoveEnv): boolean => on(env);

/**
 * ER-CARR-3, ER-CARR-4: where a fighter that fought may land in the non-combat move: back on its own carrier if it
 * still floats with room, else on land within 1; a land-based fighter that fought never on a carrier.
 * `carrier`: the carrier the landing would seat it on (sea zones).
 */
export function foughtLanding(env: MoveEnv, u: Unit, dest: string, flown: number, carrier: Unit | undefined): Violation[] {
  if (!on(env) || env.combat || !u.movedInCombat || specOf(env, u).carrierCost === null) return [];
  if (u.launchedFrom === undefined) {
    if (!isSeaZone(env, dest)) return [];
    return [
      violation(
        "ER-CARR-4",
        `${label(u)} fought this turn from land: it may not land on a carrier this turn (option carrierRules)`,
        "action.path",
      ),
    ];
  }
  const own = locate(env, u.launchedFrom);
  const room = own ? specOf(env, own.unit).carrierCapacity - aboardCost(env, own.unit, own.place) : 0;
  if (own && room > 0) {
    if (carrier?.id === own.unit.id) return [];
    return [
      violation(
        "ER-CARR-3",
        `${label(u)} must land back on its own carrier ${own.unit.id} in ${own.place} (option carrierRules)`,
        "action.path",
      ),
    ];
  }
  if (isSeaZone(env, dest) || flown > 1)
    return [
      violation(
        "ER-CARR-3",
        `${label(u)}'s carrier is gone or full: it may land only on land within 1 space (option carrierRules)`,
        "action.path",
      ),
    ];
  return [];
}

const aboardCost = (env: MoveEnv, carrier: Unit, zone: string): number =>
  unitsAt(env, zone)
    .filter((c) => c.aboard === carrier.id)
    .reduce((n, c) => n + (specOf(env, c).carrierCost ?? 0), 0);
