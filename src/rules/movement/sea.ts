// SEA and CANAL — ships move up to 2 sea zones, stop at enemy units, pass canals held at the start of the turn.
import { violation } from "../engine/context.js";
import type { MoveEnv } from "./env.js";
import { blackSeaClosed, controlForMoves, panamaFree } from "./map-rules.js";
import { adjacent, allowance, isSeaZone, label, specOf, unitsAt, isEnemy, isAlly } from "./env.js";
import type { Report, UnitStep } from "./types.js";
import type { Unit } from "../schema/state.js";
import { flagAt } from "../queries.js";
import { enemyHeldZone, isStay } from "./sea-control.js";

/** A sea zone holding units of the mover's enemies, of any type (SEA-2). */
export function enemyAtSea(env: MoveEnv, zone: string): boolean {
  return unitsAt(env, zone).some((u) => isEnemy(env, u.owner));
}

/**
 * A zone that stops this ship (SEA-2): one holding enemy units, except that a submarine passes a zone whose only enemy
 * units are fighters on Combat Air Patrol (PAC-CAP-2: they stop surface ships).
 */
export function stopsShip(env: MoveEnv, u: Unit, zone: string): boolean {
  const enemies = unitsAt(env, zone).filter((x) => isEnemy(env, x.owner));
  if (enemies.length === 0) return false;
  return !(specOf(env, u).isSubmarine && enemies.every((x) => x.onCap));
}

/** The canal on a sea-sea edge, if any, and whether the mover may use it now (CANAL-1..4). */
export function canalBlock(env: MoveEnv, a: string, b: string): { name: string; rule: string; heldBy: string[] } | null {
  for (const c of env.rs.board.canals) {
    if (!(c.seaZones.includes(a) && c.seaZones.includes(b))) continue;
    // CANAL-4: control at the start of the turn counts; control won this turn opens it next turn (ER-MAP-1: with
    // realTimeOwnership, control now counts).
    const bad = c.controlledBy.filter((t) => !isAlly(env, controlForMoves(env, t)));
    if (bad.length === 0) return null;
    return { name: c.name, rule: c.controlledBy.length > 1 ? "CANAL-2" : "CANAL-1", heldBy: bad };
  }
  return null;
}

/**
 * Walks a ship's path (SEA-1..4, CANAL), listing every independent broken rule once: a wrong space (MOVE-1, SEA-4)
 * or a stop (SEA-2) ends the walk, the non-combat move's entry rule (MOVE-3) does not, the range (SEA-1) always counts.
 */
export function walkSea(env: MoveEnv, step: UnitStep, path: readonly string[], report: Report): void {
  const u = step.unit;
  const last = path.length - 1;
  let enemyEntered = false;
  let free = 0; // ER-MAP-7: steps that cost nothing
  for (let i = 1; i <= last; i++) {
    const from = path[i - 1]!,
      to = path[i]!;
    if (i === 1 && from === to && isStay(env, step, path)) continue; // EUR-CONV-2, PAC-CONV-2 (b): 1 point to stay and take it
    if (!adjacent(env, from, to)) {
      report(violation("MOVE-1", `${label(u)} cannot move from ${from} to ${to}: they are not adjacent`, `action.path[${i}]`));
      break;
    }
    if (!isSeaZone(env, to)) {
      report(violation("SEA-4", `${label(u)} is a ship and cannot enter the land territory ${to}`, `action.path[${i}]`));
      break;
    }
    const canal = canalBlock(env, from, to);
    if (canal) {
      report(
        violation(
          canal.rule,
          `${label(u)} cannot pass the ${canal.name} from ${from} to ${to}: ${canal.heldBy.join(" and ")} ${canal.heldBy.length > 1 ? "were" : "was"} not friendly at the start of the turn`,
          `action.path[${i}]`,
        ),
      );
    }
    if (blackSeaClosed(env, from, to))
      report(
        violation(
          "ER-MAP-6",
          `${label(u)} cannot enter ${to} from ${from}: its side does not control Turkey (option erMapChanges)`,
          `action.path[${i}]`,
        ),
      );
    if (panamaFree(env, from, to)) free += 1;
    if (!env.combat && enemyHeldZone(env, to) && path.indexOf(to) === i)
      report(
        violation(
          "EUR-MOVE-6",
          `${label(u)} cannot enter ${to} in the non-combat move: it is a convoy zone controlled by the ${env.state.territories[to]?.owner} (taking it is a combat move)`,
          `action.path[${i}]`,
        ),
      );
    if (enemyAtSea(env, to) && (i === last || stopsShip(env, u, to))) {
      // EUR-MOVE-7: a rule set may let submarines end the non-combat move among enemy units (no battle)
      const subMayStay = i === last && specOf(env, u).isSubmarine && flagAt(env.rs.movement?.submarinesEndNoncombatAmongEnemies, env, to);
      if (!env.combat && !enemyEntered && !subMayStay) {
        report(violation("MOVE-3", `${label(u)} cannot enter ${to} in the non-combat move: it holds enemy units`, `action.path[${i}]`));
      }
      enemyEntered = true;
      if (i < last) {
        report(
          violation(
            "SEA-2",
            `${label(u)} must stop in ${to}: it holds enemy units, and ships never move through such a zone`,
            `action.path[${i}]`,
          ),
        );
        break;
      }
    }
  }
  step.steps = last - free;
  const range = allowance(env, u, path[last]);
  const have = range - (u.moved ?? 0);
  if (step.steps > have) {
    report(violation("MOVE-4", `${label(u)} moves ${range} per turn: this path needs ${step.steps}, ${have} left`, "action.path"));
    report(
      violation("SEA-1", `ships move up to ${range} sea zones; ${label(u)} has ${have} left, the path needs ${step.steps}`, "action.path"),
    );
  }
}
