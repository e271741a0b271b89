// What the move phases owe before they end (TRANS-5, TRANS-7, AIR-4, AIR-5) and what ending the non-combat move does (AIR-5).
import { violation, type Ctx } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import { makeEnv, label, locate, specOf, isSeaZone, optsOf, type MoveEnv } from "./env.js";
import {
  assignLandings,
  berths,
  berthsAfter,
  berthsWhereTheyAre,
  combatFlyers,
  couldLand,
  landsAt,
  names,
  seatsInZone,
  unlanded,
} from "./landing.js";

/**
 * TRANS-5: combatMove may not end while a transport that unloaded in it still has cargo aboard.
 * TRANS-7: nor while units that boarded in a sea zone with enemy units (`mustLand`) are still aboard.
 */
export function combatMoveOwes(ctx: Ctx): Violation[] {
  const env = makeEnv(ctx.rs, ctx.state, ctx.state.turn.power);
  const out: Violation[] = [];
  for (const [zone, t] of Object.entries(ctx.state.territories)) {
    if (!isSeaZone(env, zone)) continue;
    for (const c of t.units) {
      if (!c.aboard || c.owner !== env.power) continue;
      if (c.mustLand) {
        out.push(
          violation(
            "TRANS-7",
            `${label(c)} boarded ${c.aboard} in ${zone}, which holds enemy units, in this combat move: units load there only for a declared amphibious landing, so it must unload into a territory before the combat move ends`,
          ),
        );
      }
      const vessel = t.units.find((v) => v.id === c.aboard);
      if (!vessel || specOf(env, vessel).transportCapacity === 0) continue;
      if (vessel.unloaded) {
        out.push(
          violation(
            "TRANS-5",
            `${label(c)} is still aboard ${label(vessel)} in ${zone}, which unloaded in this combat move: all its cargo goes into the same territory`,
          ),
        );
      }
    }
  }
  out.push(...strandedAircraft(env));
  return out;
}

/**
 * AIR-4 (T-09, DAAK 3.4(7)): at the end of the combat move every aircraft that moved in it still has a landing —
 * land in reach or a carrier seat, seats shared (CARR-1); carriers that moved in the combat move count only where
 * they are. (Each move that would break this is already refused; this catches whatever order of moves got here.)
 */
function strandedAircraft(env: MoveEnv): Violation[] {
  if (optsOf(env).kamikazeAirplanes) return []; // OPT-18
  const r = assignLandings(env, combatFlyers(env), berths(env));
  if (r.ok) return [];
  const out = r.none.map((f) =>
    violation(
      "AIR-4",
      `${label(f.unit)} in ${f.place} moved in this combat move and can no longer reach a landing space (${Math.max(0, f.left)} left${f.nearest !== undefined ? `, the nearest is ${f.nearest} away` : ""}): a carrier that moved in the combat move counts only where it is, not by retreating from a battle`,
    ),
  );
  if (r.crowded.length)
    out.push(
      violation(
        "AIR-4",
        `${names(r.crowded)} moved in this combat move and can land only on carriers, which have room for fewer of them at once (${r.room} free seat${r.room === 1 ? "" : "s"} in reach; 2 fighters per carrier, own and allied aboard included): seats are shared (CARR-1)`,
      ),
    );
  return out;
}

/**
 * AIR-5: the non-combat move may not end while an aircraft of the mover that has not landed can still fly to a landing
 * space — land held since the start of the turn, or a friendly carrier with a free seat where that carrier is now: a
 * landing the referee would accept as the aircraft's own move. A carrier still able to sail to it is not an obligation
 * (CARR-7: the carrier *may* move there); the aircraft that cannot get there are lost (AIR-5). Fighters at sea beside
 * a carrier with room are seated when the phase ends and owe nothing. A landing counts only where the rule set's own
 * legal moves (its `reaches`) take the aircraft: a rule set may forbid a flight the distances allow (EP-MOVE-2), and a
 * landing no legal move reaches must never hold the phase open.
 */
export function noncombatMoveOwes(ctx: Ctx): Violation[] {
  const env = makeEnv(ctx.rs, ctx.state, ctx.state.turn.power);
  const seated = seatsInZone(env);
  const waiting = unlanded(env, seated);
  if (waiting.length === 0) return [];
  const list = berthsWhereTheyAre(env, berthsAfter(env, seated));
  const offered = (f: (typeof waiting)[number]) =>
    ctx.rs.reaches(ctx.rs, ctx.state, env.power, [f.unit.id]).some((u) => u.reaches.some((r) => landsAt(env, f, r.to, list)));
  return couldLand(env, waiting, list)
    .filter(offered)
    .map((f) =>
      violation(
        "AIR-5",
        `${label(f.unit)} in ${f.place} has not landed and can still reach a landing space (${Math.max(0, f.left)} space${f.left === 1 ? "" : "s"} left): it lands before the non-combat move ends; only aircraft that cannot land are lost`,
      ),
    );
}

/**
 * AIR-5, AIR-8: at the end of the non-combat move the mover's fighters at sea are seated on a friendly carrier with room
 * in their zone; the aircraft still not on a landing space (none of which could reach one: noncombatMoveOwes) are lost.
 */
export function noncombatMoveEnd(ctx: Ctx): void {
  const env = makeEnv(ctx.rs, ctx.state, ctx.state.turn.power);
  const seated = seatsInZone(env);
  const lost = unlanded(env, seated);
  for (const [id, carrier] of seated) {
    const f = locate(env, id)!;
    f.unit.aboard = carrier; // CARR-1
    ctx.events.push({
      type: "fighterLanded",
      at: f.place,
      unit: { id, type: f.unit.type, owner: f.unit.owner },
      on: carrier,
      rule: "AIR-5",
    });
  }
  for (const f of lost) {
    const t = ctx.state.territories[f.place]!;
    t.units = t.units.filter((u) => u.id !== f.unit.id);
    ctx.events.push({
      type: "aircraftLost",
      unit: f.unit.id,
      unitType: f.unit.type,
      owner: f.unit.owner,
      at: f.place,
      rule: isSeaZone(env, f.place) ? "AIR-8" : "AIR-5",
    });
  }
}
