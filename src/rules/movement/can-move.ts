// Whether a unit may start a move now, whatever the path: owner, phase and this turn's facts.
import { violation } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";
import type { MoveEnv } from "./env.js";
import { isSeaZone, label, specOf } from "./env.js";
import { enemyAtSea } from "./sea.js";
import type { UnitMode } from "./types.js";
import { armourMovesOn, inSecondMove, secondMoveProblems } from "./armour.js";
import { launchedCarrier } from "./carrier-rules.js";

/** How a unit moves along a path: by its domain, and for land units by where the path starts and ends. */
export function modeOf(env: MoveEnv, u: Unit, path: readonly string[]): UnitMode {
  const d = specOf(env, u).domain;
  if (d === "air" || d === "sea") return d;
  if (u.aboard) return "unload";
  if (path.length === 2 && isSeaZone(env, path[1]!) && !isSeaZone(env, path[0]!)) return "board";
  return "land";
}

/** Every reason the unit cannot make a move of this mode now (empty when it may). */
export function cannotMove(env: MoveEnv, u: Unit, place: string, mode: UnitMode): Violation[] {
  const out: Violation[] = [];
  const s = specOf(env, u);
  if (u.owner !== env.power) {
    out.push(
      violation(
        "TURN-3",
        `${label(u)} in ${place} belongs to the ${u.owner}: only the ${env.power}' own units move in their turn (allied units only as cargo)`,
        "action.units",
      ),
    );
    return out;
  }
  if (inSecondMove(env)) return secondMoveProblems(u, s, place); // ER-ARM-3, ER-ARM-5, ER-ARM-6
  const patrol = env.rs.movement?.combatAirPatrol?.mayMove(env, u, place) ?? []; // PAC-CAP-3, PAC-CAP-4
  if (patrol.length) return patrol;
  out.push(...launchedCarrier(env, u, place)); // ER-CARR-2
  if (s.isFactory) out.push(violation("LAND-1", `${label(u)} in ${place} is a factory: factories never move`, "action.units"));
  if (s.infrastructure) out.push(violation("PAC-MOVE-5", `${label(u)} in ${place} is infrastructure: it never moves`, "action.units"));
  if (s.isAA && env.combat)
    out.push(violation("AA-1", `${label(u)} in ${place} is an aaGun: aaGuns move only in the non-combat move`, "action.units"));
  if (s.isAA && u.captured)
    out.push(
      violation("AA-7", `${label(u)} in ${place} was captured this turn and may not move in this turn's non-combat move`, "action.units"),
    );
  if (u.retreated)
    out.push(
      violation(
        s.isSubmarine ? "SUB-6" : "RET-5",
        `${label(u)} in ${place} retreated or withdrew from a battle this turn and does not move in the non-combat move`,
        "action.units",
      ),
    );
  if (u.unloaded) {
    out.push(
      s.transportCapacity > 0
        ? violation("TRANS-4", `${label(u)} in ${place} unloaded this turn and moves no further`, "action.units")
        : violation("TRANS-2", `${label(u)} in ${place} was unloaded this turn and cannot move again`, "action.units"),
    );
  }
  if (u.aboard && mode !== "unload" && s.domain === "land") {
    out.push(
      violation(
        "LAND-6",
        `${label(u)} in ${place} is cargo aboard ${u.aboard}: it moves only with its transport, or unloads with a path [seaZone, land]`,
        "action.path",
      ),
    );
  }
  if (!env.combat && u.movedInCombat && s.domain !== "air" && !armourMovesOn(env, u, s)) {
    out.push(
      violation(
        "MOVE-3",
        `${label(u)} in ${place} moved in the combat move: only aircraft move again in the non-combat move (to land)`,
        "action.units",
      ),
    );
    // LAND-3 (DAAK 3.6(1)): a blitz is declared and completed in the combat move; armour does not go on later.
    if (s.canBlitz)
      out.push(
        violation(
          "LAND-3",
          `${label(u)} in ${place} moved in the combat move: armour completes its whole move (a blitz included) in the combat move and cannot go on in the non-combat move`,
          "action.units",
        ),
      );
  }
  if (env.combat && u.movedInCombat) {
    if (mode === "board")
      out.push(violation("TRANS-2", `${label(u)} in ${place} has already moved this turn and cannot be loaded`, "action.units"));
    else if (mode !== "unload" && (s.domain !== "sea" || enemyAtSea(env, place))) {
      out.push(violation("MOVE-2", `${label(u)} in ${place} already ended its combat move where it will fight or capture`, "action.units"));
    }
  }
  return out;
}
