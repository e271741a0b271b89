// Enhanced Realism limits on aircraft flights (ER-AIR-1…6): mission caps in the combat move and on the way back
// (`flightRanges`), at most one sea zone entered to and from a battle (`oneSeaZoneRule`). Both are options of
// the game; off, nothing here applies.
import { violation } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { isSeaZone, label, optsOf, specOf } from "./env.js";
import type { Report, UnitStep } from "./types.js";
import { launchRange } from "./carrier-rules.js";

/** ER-AIR-1: the outbound cap of an aircraft's combat mission: a raid 3, from a carrier 1, any other 2. */
export function missionCap(env: MoveEnv, u: Unit, raid: boolean): number {
  if (raid && specOf(env, u).isStrategicBomber) return 3;
  if (u.aboard !== undefined) return 1; // carrier-based fighter (ER-CARR-2)
  return 2;
}

/** Checks one aircraft's path against the Enhanced Realism limits in force; records the mission's cap on the step. */
export function checkFlightLimits(env: MoveEnv, step: UnitStep, path: readonly string[], raid: boolean, report: Report): void {
  const o = optsOf(env);
  const u = step.unit;
  const flown = path.length - 1;
  launchRange(env, u, flown).forEach(report); // ER-CARR-2
  if (o.flightRanges && env.combat) {
    const cap = missionCap(env, u, raid);
    step.flightCap = cap;
    if ((u.moved ?? 0) + flown > cap) {
      const mission = cap === 3 ? "on a strategic bombing raid" : cap === 1 ? "from its carrier" : "in the combat move";
      report(
        violation(
          "ER-AIR-1",
          `${label(u)} may fly at most ${cap} space${cap === 1 ? "" : "s"} ${mission} (option flightRanges); this path needs ${flown}`,
          "action.path",
        ),
      );
    }
  }
  if (o.flightRanges && !env.combat && u.flightCap !== undefined && (u.moved ?? 0) + flown > u.flightCap) {
    const back = u.flightCap - (u.moved ?? 0);
    report(
      violation(
        "ER-AIR-2",
        `${label(u)} fought this turn: it may fly back at most its mission's cap (option flightRanges): ${Math.max(0, back)} space${back === 1 ? "" : "s"} left, this path needs ${flown}`,
        "action.path",
      ),
    );
  }
  // ER-AIR-5: to a battle (combat move) or back from one (an aircraft that moved in the combat move).
  if (o.oneSeaZoneRule && (env.combat || u.movedInCombat)) {
    const zones = path.slice(1).filter((p) => isSeaZone(env, p));
    if (zones.length > 1)
      report(
        violation(
          "ER-AIR-5",
          `${label(u)} may enter only one sea zone ${env.combat ? "flying to a battle" : "flying back from a battle"} (option oneSeaZoneRule); this path enters ${zones.length}: ${zones.join(", ")}`,
          "action.path",
        ),
      );
  }
}
