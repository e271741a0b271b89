// TRANS — boarding ([land, seaZone]) and unloading ([seaZone, land]) of transports.
import { violation } from "../engine/context.js";
import { flagAt } from "../queries.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { removedEdge, transportEdgeClosed } from "./map-rules.js";
import {
  adjacent,
  capacityOf,
  cargoOf,
  enemyLand,
  isSeaZone,
  label,
  loadOf,
  locate,
  specOf,
  unitsAt,
  unviolatedNeutral,
  isAlly,
  optsOf,
} from "./env.js";
import { enemyAtSea } from "./sea.js";
import { idNum } from "./air.js";
import type { Report, UnitStep } from "./types.js";

/** Why a transport cannot take on cargo of `power` now, or null. */
function transportRefuses(env: MoveEnv, t: Unit, zone: string): { rule: string; why: string } | null {
  if (t.owner === env.power) {
    if (t.unloaded) return { rule: "TRANS-4", why: `${label(t)} unloaded this turn and takes no more part in this turn's moves` };
    if (!env.combat && t.movedInCombat)
      return { rule: "MOVE-3", why: `${label(t)} moved in the combat move; loading is part of a transport's move (TRANS-3)` };
    if (t.retreated) return { rule: "RET-5", why: `${label(t)} retreated this turn` };
  } else if (env.combat) {
    return {
      rule: "MOVE-2",
      why: `${label(t)} is ${t.owner}: allied cargo cannot land before its power's next turn (TRANS-9), so boarding it is no combat move`,
    };
  }
  const other = cargoOf(env, t, zone).find((c) => c.owner !== env.power);
  if (other) return { rule: "TRANS-11", why: `${label(t)} already carries ${other.owner} units: never two powers' cargo at once` };
  return null;
}

/**
 * TRANS-7: a coast of the zone where cargo that must land this combat move can go — enemy territory, or a neutral the
 * rules let land units enter (never with strictNeutrals, OPT-7, which Europe and the Pacific always have) and whose
 * fee the power can still pay (NEUT-4; none under ER-NEUT-1).
 */
export function hasLandingCoast(env: MoveEnv, zone: string): boolean {
  const o = optsOf(env);
  const fee = o.erNeutrals ? 0 : o.neutralCharge;
  const neutralsOpen = !o.strictNeutrals && fee <= (env.state.powers[env.power]?.ipcs ?? 0);
  return [...(env.rs.board.adjacency.get(zone) ?? [])].some((p) => enemyLand(env, p) || (neutralsOpen && unviolatedNeutral(env, p)));
}

/** Cargo aboard the vessel that boarded among enemy ships in this combat move and must land before it ends (TRANS-7). */
export const carriesOwedCargo = (env: MoveEnv, vessel: Unit, at: string): boolean =>
  unitsAt(env, at).some((c) => c.aboard === vessel.id && c.mustLand === true);

/** Checks a boarding move and seats each unit on a transport in the sea zone (TRANS-1..3, TRANS-7, TRANS-11). */
export function planBoarding(env: MoveEnv, steps: UnitStep[], path: readonly string[], wanted: string | undefined, report: Report): void {
  if (steps.length === 0) return;
  const [land, zone] = [path[0]!, path[1]!];
  if (transportEdgeClosed(env, land, zone)) {
    report(violation("ER-MAP-3", `${land} is not adjacent to ${zone} for transports (option erMapChanges)`, "action.path[1]"));
    return;
  }
  if (!adjacent(env, land, zone)) {
    report(
      violation(
        "MOVE-1",
        `${land} is not adjacent to ${zone}: units board only from a coast of the transport's sea zone (TRANS-3)`,
        "action.path[1]",
      ),
    );
    return;
  }
  const contested = env.combat && enemyAtSea(env, zone);
  if (enemyAtSea(env, zone)) {
    if (!env.combat)
      report(violation("MOVE-3", `units cannot board in ${zone} in the non-combat move: it holds enemy units`, "action.path[1]"));
    else if (flagAt(env.rs.movement?.noBoardingAmongEnemies, env, zone))
      report(
        violation(
          "EUR-TRANS-2",
          `units may not board in ${zone} before its sea battle: it holds enemy units (transports load only where no enemy is)`,
          "action.path[1]",
        ),
      );
    else if (!hasLandingCoast(env, zone)) {
      report(
        violation(
          "TRANS-7",
          `units may board in ${zone}, which holds enemy units, only for a declared amphibious landing from it; no enemy territory borders it, nor a neutral the ${env.power} may enter now (NEUT-2, NEUT-4: the fee payable from what is left)`,
          "action.path[1]",
        ),
      );
    }
  }
  const all = unitsAt(env, zone).filter((t) => specOf(env, t).transportCapacity > 0 && isAlly(env, t.owner));
  let transports = all;
  if (wanted !== undefined) {
    transports = all.filter((t) => t.id === wanted);
    if (transports.length === 0) {
      report(violation("TRANS-3", `there is no friendly transport ${wanted} in ${zone} to board`, "action.transport"));
      return;
    }
  }
  if (transports.length === 0) {
    report(violation("TRANS-3", `there is no friendly transport in ${zone} to board`, "action.path[1]"));
    return;
  }
  // Seating order: own transports first, those already holding the mover's cargo first, then by id.
  const extra = new Map<string, number>();
  const usable = transports
    .map((t) => ({ t, refuse: transportRefuses(env, t, zone) }))
    .sort(
      (a, b) =>
        Number(b.t.owner === env.power) - Number(a.t.owner === env.power) ||
        Number(cargoOf(env, b.t, zone).length > 0) - Number(cargoOf(env, a.t, zone).length > 0) ||
        idNum(a.t.id) - idNum(b.t.id),
    );
  for (const step of steps) {
    const u = step.unit;
    const cost = specOf(env, u).transportCost;
    if (cost === null) {
      report(violation("TRANS-1", `${label(u)} cannot be carried by a transport`, "action.units"));
      continue;
    }
    if ((u.moved ?? 0) > 0)
      report(violation("TRANS-2", `${label(u)} has already moved this turn: only units that have not moved may be loaded`, "action.units"));
    // the record's "what may carry what" has the last word (pacific: destroyers carry Japanese infantry only, PAC-TRANS-2)
    const seat = usable.find(
      ({ t, refuse }) =>
        !refuse &&
        loadOf(env, t, zone) + (extra.get(t.id) ?? 0) + cost <= capacityOf(env, t) &&
        env.rs.mayCarry(env.rs, t, u, cargoOf(env, t, zone)),
    );
    if (!seat) {
      const refused = usable.find((x) => x.refuse);
      if (refused && usable.every((x) => x.refuse))
        report(violation(refused.refuse!.rule, `${label(u)} cannot board in ${zone}: ${refused.refuse!.why}`, "action.path[1]"));
      else
        report(
          violation(
            "TRANS-1",
            `${label(u)} does not fit: no transport in ${zone}${wanted ? ` (${wanted})` : ""} has room left (2 infantry, or 1 armour, or 1 aaGun)`,
            "action.units",
          ),
        );
      continue;
    }
    extra.set(seat.t.id, (extra.get(seat.t.id) ?? 0) + cost);
    step.transport = seat.t.id;
    if (contested) step.mustLand = true; // TRANS-7
  }
}

/** Checks an unloading move: cargo of one transport, into one coast (TRANS-2, TRANS-5, TRANS-6, TRANS-9, TRANS-11). */
export function checkUnloading(env: MoveEnv, steps: UnitStep[], path: readonly string[], report: Report): void {
  if (steps.length === 0) return;
  const [zone, target] = [path[0]!, path[path.length - 1]!];
  if (path.length !== 2) {
    report(
      violation(
        "LAND-6",
        `cargo moves only with its transport: an unloading path is [seaZone, land], not ${path.length} spaces`,
        "action.path",
      ),
    );
    return;
  }
  if (isSeaZone(env, target)) {
    report(
      violation(
        "TRANS-11",
        `cargo cannot move from ${zone} to ${target}: units never change transports at sea; cargo moves with its transport`,
        "action.path[1]",
      ),
    );
    return;
  }
  if (transportEdgeClosed(env, target, zone)) {
    report(violation("ER-MAP-3", `${target} is not adjacent to ${zone} for transports (option erMapChanges)`, "action.path[1]"));
    return;
  }
  if (!adjacent(env, zone, target)) {
    report(violation("MOVE-1", `${target} is not a coast of ${zone}: cargo unloads only into adjacent land`, "action.path[1]"));
    if (removedEdge(env, zone, target))
      report(violation("ER-MAP-4", `${target} is not adjacent to ${zone} (option erMapChanges)`, "action.path[1]"));
    return;
  }
  // MOVE-3, OPT-NAVAL-3: a zone holding enemy units (e.g. shared under OPT-2) is left by cargo only in an amphibious
  // assault whose sea battle there is fought first (AMPH-2) — a combat move; in the non-combat move, as for boarding, never.
  if (!env.combat && enemyAtSea(env, zone)) {
    report(
      violation(
        "MOVE-3",
        `units cannot unload from ${zone} in the non-combat move: it holds enemy units (cargo leaves such a zone only in an amphibious assault whose sea battle there is fought first)`,
        "action.path[0]",
      ),
    );
  }
  const byTransport = new Map<string, UnitStep[]>();
  for (const st of steps) {
    const id = st.unit.aboard!;
    st.transport = id;
    byTransport.set(id, [...(byTransport.get(id) ?? []), st]);
  }
  for (const [id, group] of byTransport) {
    const t = locate(env, id)?.unit;
    if (!t) continue;
    const cargo = cargoOf(env, t, zone);
    if (t.owner !== env.power) {
      const all = cargo.every((c) => group.some((g) => g.unit.id === c.id));
      // TRANS-9: allied cargo boards in its power's turn and unloads in its next turn, all into one territory.
      // Each power moves once a round, so cargo boarded in an earlier round has seen the owner's turn (b) since.
      // Cargo without boardedRound (given aboard in a position) boarded before this turn: nothing has moved yet.
      for (const g of group) {
        if (g.unit.boardedRound !== undefined && g.unit.boardedRound >= env.state.turn.round) {
          report(
            violation(
              "TRANS-9",
              `${label(g.unit)} boarded the ${t.owner} ${label(t)} this round: allied cargo unloads only in its power's next turn, after the transport's owner has moved`,
              "action.units",
            ),
          );
        }
      }
      if (!all)
        report(
          violation(
            "TRANS-9",
            `allied cargo of ${label(t)} unloads all together into one territory: ${cargo.length} aboard, ${group.length} in this move`,
            "action.units",
          ),
        );
    } else if (env.combat && t.unloadedTo !== undefined && t.unloadedTo !== target) {
      // TRANS-5: the first unload of the combat move fixes the territory; the rest of the cargo may follow in later
      // moves, only there (ending the combat move with cargo left aboard is refused by combatMoveOwes).
      report(
        violation(
          "TRANS-5",
          `${label(t)} already unloaded into ${t.unloadedTo} in this combat move: all its cargo goes into that one territory, not into ${target}`,
          "action.path[1]",
        ),
      );
    }
  }
}
