// AIR and AA-3 — aircraft fly any spaces within their range for the whole turn; enemy aaGuns fire at them.
import { violation } from "../engine/context.js";
import { conqueredThisTurn, ownerAtTurnStart } from "../queries.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { adjacent, allowance, carrierFor, isSeaZone, label, optsOf, specOf, unitsAt, unviolatedNeutral, isEnemy, isAlly } from "./env.js";
import type { Report, UnitStep } from "./types.js";
import { boardIndex, distances } from "./board-index.js";
import { checkFlightLimits } from "./flight-limits.js";

/**
 * An aaGun that fires at the mover's aircraft over `place` (AA-3, AA-4): an enemy gun, or one captured this
 * turn from an enemy (moves count as simultaneous, so a gun in a blitzed territory still fires).
 */
export function hostileGun(env: MoveEnv, place: string): Unit | undefined {
  if (isSeaZone(env, place)) return undefined;
  return unitsAt(env, place).find(
    (g) =>
      specOf(env, g).isAA &&
      !g.aboard &&
      (isEnemy(env, g.owner) ||
        (g.captured === true && conqueredThisTurn(env.state, place) && isEnemy(env, ownerAtTurnStart(env.state, place)))),
  );
}

/** Walks an aircraft's path: adjacency, neutrals (NEUT-3, AIR-7), AA overflight (AA-3) and range (AIR-1, AIR-2). */
export function walkAir(env: MoveEnv, step: UnitStep, path: readonly string[], report: Report, raid = false): void {
  const u = step.unit;
  const last = path.length - 1;
  // PAC-CAP-4: a fighter on patrol lands on a carrier in its own zone with the path [zone, zone], for no movement
  if (u.onCap && last === 1 && path[0] === path[1] && isSeaZone(env, path[0]!)) return;
  const seen = new Set<string>();
  for (let i = 1; i <= last; i++) {
    const from = path[i - 1]!,
      to = path[i]!;
    if (!adjacent(env, from, to)) {
      report(violation("MOVE-1", `${label(u)} cannot fly from ${from} to ${to}: they are not adjacent`, `action.path[${i}]`));
      break; // the range still counts (AIR-1)
    }
    if (unviolatedNeutral(env, to)) {
      if (!env.combat) {
        report(violation("AIR-7", `${label(u)} cannot overfly the unviolated neutral ${to} in the non-combat move`, `action.path[${i}]`));
        report(violation("NEUT-7", `aircraft never overfly an unviolated neutral in the non-combat move: ${to}`, `action.path[${i}]`));
      } else if (optsOf(env).strictNeutrals) {
        report(
          violation(
            "NEUT-7",
            `${label(u)} cannot overfly the neutral ${to}: option strictNeutrals (OPT-7) closes neutrals`,
            `action.path[${i}]`,
          ),
        );
        report(violation("OPT-7", `strictNeutrals is on: ${to} is closed to all units`, `action.path[${i}]`));
      } else if (!optsOf(env).neutralFlyoverAllowed) {
        report(
          violation(
            "NEUT-3",
            `${label(u)} cannot overfly the neutral ${to}: option neutralFlyoverAllowed (OPT-11) is off`,
            `action.path[${i}]`,
          ),
        );
        report(violation("OPT-11", `neutralFlyoverAllowed is false: no overflight of ${to}`, `action.path[${i}]`));
      } else if (!step.neutrals.includes(to)) {
        step.neutrals.push(to); // NEUT-3: overflight in the combat move pays the fee and takes control
      }
    }
    if (env.combat && !seen.has(to)) {
      seen.add(to);
      const gun = hostileGun(env, to);
      if (gun) step.aa.push({ gun: gun.id, over: to }); // AA-3: once per gun and aircraft
    }
  }
  step.steps = last;
  checkFlightLimits(env, step, path, raid, report); // ER-AIR-1…6 (options flightRanges, oneSeaZoneRule)
  const total = (u.moved ?? 0) + last;
  const range = allowance(env, u, path[last]);
  if (total > range) {
    const rule = (u.moved ?? 0) > 0 ? "AIR-2" : "AIR-1";
    report(
      violation(
        rule,
        `${label(u)} has a range of ${range} for the whole turn: ${u.moved ?? 0} used before, this path needs ${last} more (${total} > ${range})`,
        "action.path",
      ),
    );
    report(violation("MOVE-4", `${label(u)} would fly ${total} spaces this turn, more than its ${range}`, "action.path"));
  }
}

/** Fighters aboard a carrier that count against its room for a landing later this turn (CARR-1). */
function carrierRoom(env: MoveEnv, carrier: Unit, zone: string, ignoreOwnFighters: boolean, leaving?: ReadonlySet<string>): number {
  let used = 0;
  for (const c of unitsAt(env, zone)) {
    if (c.aboard !== carrier.id || leaving?.has(c.id)) continue; // fighters of this move leave their place free
    if (ignoreOwnFighters && c.owner === env.power) continue; // they take off with moves of their own (CARR-2)
    used += specOf(env, c).carrierCost ?? 0;
  }
  return specOf(env, carrier).carrierCapacity - used;
}

/** OPT-23 `moveExistingFightersToNewCarriers`: carriers placed this turn take fighters too (CARR-8 relaxed). */
export const newCarriersTakeFighters = (env: MoveEnv): boolean => optsOf(env).moveExistingFightersToNewCarriers;

/** Friendly carriers with room in `zone` now, in the order fighters are seated (own first, then by id). */
export function carriersWithRoom(env: MoveEnv, zone: string, leaving?: ReadonlySet<string>): Array<{ carrier: Unit; room: number }> {
  return unitsAt(env, zone)
    .filter((c) => specOf(env, c).carrierCapacity > 0 && carrierFor(env, c.owner) && (!c.placedThisTurn || newCarriersTakeFighters(env))) // CARR-8, OPT-23
    .map((carrier) => ({ carrier, room: carrierRoom(env, carrier, zone, false, leaving) }))
    .filter((x) => x.room > 0)
    .sort(
      (a, b) => Number(b.carrier.owner === env.power) - Number(a.carrier.owner === env.power) || idNum(a.carrier.id) - idNum(b.carrier.id),
    );
}
export const idNum = (id: string): number => Number(id.slice(1)) || 0;

/** Sea zones a carrier can still reach in the non-combat move (CARR-7); where it is if it cannot move. */
function carrierZones(env: MoveEnv, carrier: Unit, zone: string, seaStep: (a: string, b: string) => boolean): string[] {
  const canMove = carrier.owner === env.power && !carrier.movedInCombat && !carrier.retreated;
  const left = canMove ? allowance(env, carrier) - (carrier.moved ?? 0) : 0;
  const out = [zone];
  const seen = new Set(out);
  let frontier = out.slice();
  for (let d = 0; d < left; d++) {
    const next: string[] = [];
    for (const z of frontier)
      for (const n of env.rs.board.adjacency.get(z) ?? []) {
        if (seen.has(n) || !seaStep(z, n)) continue;
        seen.add(n);
        next.push(n);
        out.push(n);
      }
    frontier = next;
  }
  return out;
}

/**
 * Distances from every space to the nearest legal landing space for the mover's aircraft (AIR-4): friendly land held
 * since the start of the turn (AIR-5, AIR-6), and for fighters the zones a friendly carrier with room is in or can
 * still reach (CARR-7). Flights in the non-combat move never cross an unviolated neutral (AIR-7).
 */
export function landingDistances(
  env: MoveEnv,
  landing: (place: string) => boolean,
  seaStep: (a: string, b: string) => boolean,
): NonNullable<MoveEnv["cache"]["landingDist"]> {
  if (env.cache.landingDist) return env.cache.landingDist;
  const bi = boardIndex(env.rs);
  const blocked = new Uint8Array(bi.names.length);
  const land: number[] = [];
  for (let i = 0; i < bi.names.length; i++) {
    const name = bi.names[i]!;
    if (bi.neutral[i] && env.state.territories[name]?.owner === null) blocked[i] = 1;
    else if (!bi.sea[i] && landing(name)) land.push(i);
  }
  const carrierTargets: number[] = [];
  for (const zone of bi.seaZones) {
    for (const c of env.state.territories[zone]?.units ?? []) {
      if (specOf(env, c).carrierCapacity === 0 || !carrierFor(env, c.owner) || (c.placedThisTurn && !newCarriersTakeFighters(env)))
        continue;
      if (carrierRoom(env, c, zone, true) <= 0) continue;
      for (const z of carrierZones(env, c, zone, seaStep)) carrierTargets.push(bi.id.get(z)!);
    }
  }
  const asMap = (d: Int16Array) => ({
    get: (p: string): number | undefined => {
      const i = bi.id.get(p);
      const v = i === undefined ? -1 : d[i]!;
      return v < 0 ? undefined : v;
    },
  });
  const result = { fighter: asMap(distances(bi, [...land, ...carrierTargets], blocked)), bomber: asMap(distances(bi, land, blocked)) };
  env.cache.landingDist = result;
  return result;
}

/** Where an aircraft may end the non-combat move (AIR-5, AIR-6, AIR-8); carriers are seated by the caller. */
export function landingProblem(env: MoveEnv, u: Unit, place: string): { rule: string; why: string } | null {
  if (isSeaZone(env, place)) {
    if (specOf(env, u).carrierCost === null)
      return { rule: "AIR-8", why: `${u.type}s never land on carriers and no aircraft ends a turn at sea except fighters aboard carriers` };
    return null; // seated on a carrier by the caller (CARR-1)
  }
  if (unviolatedNeutral(env, place)) return { rule: "AIR-5", why: `${place} is an unviolated neutral` };
  if (!isAlly(env, env.state.territories[place]?.owner ?? null)) return { rule: "AIR-5", why: `${place} is not friendly` };
  if (optsOf(env).realTimeOwnership) return null; // ER-MAP-2: control now counts, conquered this turn included
  if (conqueredThisTurn(env.state, place)) return { rule: "AIR-6", why: `${place} was conquered this turn` };
  if (!isAlly(env, ownerAtTurnStart(env.state, place))) return { rule: "AIR-5", why: `${place} was not friendly at the start of the turn` };
  return null;
}
