// What the move phases owe before they end (TRANS-5, TRANS-7, AIR-4) and what ending the non-combat move does (AIR-5).
import { violation, type Ctx } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import { makeEnv, label, landingTerritory, specOf, isSeaZone, opt, type MoveEnv } from "./env.js";
import { assignLandings, berths, combatFlyers, names } from "./landing.js";

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
        out.push(violation("TRANS-7", `${label(c)} boarded ${c.aboard} in ${zone}, which holds enemy units, in this combat move: units load there only for a declared amphibious landing, so it must unload into a territory before the combat move ends`));
      }
      const vessel = t.units.find((v) => v.id === c.aboard);
      if (!vessel || specOf(env, vessel).transportCapacity === 0) continue;
      if (vessel.unloaded) {
        out.push(violation("TRANS-5", `${label(c)} is still aboard ${label(vessel)} in ${zone}, which unloaded in this combat move: all its cargo goes into the same territory`));
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
  if (opt<boolean>(env, "kamikazeAirplanes")) return []; // OPT-18
  const r = assignLandings(env, combatFlyers(env), berths(env));
  if (r.ok) return [];
  const out = r.none.map((f) => violation("AIR-4", `${label(f.unit)} in ${f.place} moved in this combat move and can no longer reach a landing space (${Math.max(0, f.left)} left${f.nearest !== undefined ? `, the nearest is ${f.nearest} away` : ""}): a carrier that moved in the combat move counts only where it is, not by retreating from a battle`));
  if (r.crowded.length) out.push(violation("AIR-4", `${names(r.crowded)} moved in this combat move and can land only on carriers, which have room for fewer of them at once (${r.room} free seat${r.room === 1 ? "" : "s"} in reach; 2 fighters per carrier, own and allied aboard included): seats are shared (CARR-1)`));
  return out;
}

/** AIR-5: at the end of the non-combat move, the acting power's aircraft that are not on a legal landing space are lost. */
export function noncombatMoveEnd(ctx: Ctx): void {
  const env = makeEnv(ctx.rs, ctx.state, ctx.state.turn.power);
  for (const [place, t] of Object.entries(ctx.state.territories)) {
    // Aircraft that did not move this turn did not land anywhere: they stay (only one left airborne at sea is lost).
    const lost = t.units.filter((u) => u.owner === env.power && specOf(env, u).domain === "air"
      && (isSeaZone(env, place) ? !u.aboard : (Boolean(u.moved) || Boolean(u.movedInCombat)) && !landingTerritory(env, place)));
    if (lost.length === 0) continue;
    t.units = t.units.filter((u) => !lost.includes(u));
    for (const u of lost) ctx.events.push({ type: "aircraftLost", unit: u.id, unitType: u.type, owner: u.owner, at: place, rule: isSeaZone(env, place) ? "AIR-8" : "AIR-5" });
  }
}
