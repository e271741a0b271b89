// AIR-4, AIR-5, CARR-1, CARR-7 (DAAK 3.4(7)): aircraft that owe a landing against the landing spaces and carrier
// seats they can reach, decided as one matching. Land takes any number; a carrier seat takes one fighter, so two
// fighters never count on the one free seat, and fighters already aboard (own or allied) hold theirs. A carrier the
// mover can still move counts in every zone it can reach (CARR-7) — but the fighters it takes must meet in one zone.
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import type { Berth, Flyer, LandingCache } from "./types.js";
import { allowance, carrierFor, isAlly, isSeaZone, label, landingTerritory, specOf, unitsAt } from "./env.js";
import { boardIndex, distances } from "./board-index.js";
import { canalBlock, enemyAtSea } from "./sea.js";
import { idNum, newCarriersTakeFighters } from "./air.js";

export type { Berth, Flyer } from "./types.js";
/** Flyers with no landing in reach at all (`none`), and those left without a seat when seats are shared (`crowded`). */
export interface Assignment {
  ok: boolean;
  none: Array<Flyer & { nearest?: number }>;
  crowded: Flyer[];
  room: number;
}

/** One step a carrier may take in the non-combat move (CARR-7): no zone with enemy units, open canals only. */
export const carrierSeaStep =
  (env: MoveEnv) =>
  (a: string, b: string): boolean =>
    isSeaZone(env, b) && !enemyAtSea(env, b) && canalBlock(env, a, b) === null;

/** What every check on one state shares (env.cache: valid while the state is not mutated): legal-move hints plan many moves. */
const cacheOf = (env: MoveEnv): LandingCache => (env.cache.landing ??= { flights: new Map() });

/** Spaces no aircraft flies over when it lands: unviolated neutrals (AIR-7). */
function blockedSpaces(env: MoveEnv): Uint8Array {
  const c = cacheOf(env);
  if (c.blocked) return c.blocked;
  const bi = boardIndex(env.rs);
  const blocked = new Uint8Array(bi.names.length);
  for (let i = 0; i < bi.names.length; i++) if (bi.neutral[i] && env.state.territories[bi.names[i]!]?.owner === null) blocked[i] = 1;
  return (c.blocked = blocked);
}

/** Land an aircraft may end the non-combat move on: friendly, held since the start of the turn (AIR-5, AIR-6). */
function landingSpaces(env: MoveEnv): Uint8Array {
  const c = cacheOf(env);
  if (c.landing) return c.landing;
  const bi = boardIndex(env.rs);
  const landing = new Uint8Array(bi.names.length);
  for (let i = 0; i < bi.names.length; i++) if (!bi.sea[i] && landingTerritory(env, bi.names[i]!)) landing[i] = 1;
  return (c.landing = landing);
}

/** Distances over the board from `place` (flights). */
function flightFrom(env: MoveEnv, place: string): Int16Array {
  const cache = cacheOf(env).flights;
  let d = cache.get(place);
  if (!d) {
    const bi = boardIndex(env.rs);
    d = distances(bi, [bi.id.get(place)!], blockedSpaces(env));
    cache.set(place, d);
  }
  return d;
}

/** Flights to the nearest landing space from `place` (Infinity: none). */
function nearestLanding(env: MoveEnv, place: string): number {
  const c = cacheOf(env);
  const bi = boardIndex(env.rs);
  const p = bi.id.get(place)!;
  if (blockedSpaces(env)[p]) {
    // the reverse search below never enters a blocked space, so search forward from it
    const landing = landingSpaces(env);
    const d = flightFrom(env, place);
    let nearest = Infinity;
    for (let i = 0; i < d.length; i++) if (landing[i] && d[i]! >= 0 && d[i]! < nearest) nearest = d[i]!;
    return nearest;
  }
  // One search from every landing space at once answers every place (flights go both ways over the same spaces).
  if (!c.toLanding) {
    const landing = landingSpaces(env);
    const sources: number[] = [];
    for (let i = 0; i < landing.length; i++) if (landing[i]) sources.push(i);
    c.toLanding = distances(bi, sources, blockedSpaces(env));
  }
  const d = c.toLanding[p]!;
  return d < 0 ? Infinity : d;
}

/** A landing space beyond the flyer's range that a rule set's bonus for ending a move there brings in reach (PAC-MOVE-2). */
function landingByEndBonus(env: MoveEnv, f: Flyer): boolean {
  const bonus = env.rs.movement?.endBonus;
  if (!bonus || f.unit.flightCap !== undefined || f.left < 0) return false;
  const landing = landingSpaces(env);
  const d = flightFrom(env, f.place);
  const names = boardIndex(env.rs).names;
  for (let i = 0; i < d.length; i++) if (landing[i] && d[i]! > f.left && d[i]! <= f.left + bonus(env, f.unit, names[i]!)) return true;
  return false;
}

/** The flyer can reach land to land on: then no carrier seat is needed for it, whatever the others do. */
export const landInReach = (env: MoveEnv, f: Flyer): boolean =>
  f.left >= 0 && (nearestLanding(env, f.place) <= f.left || landingByEndBonus(env, f));

const seatCost = (env: MoveEnv, u: Unit): number => specOf(env, u).carrierCost ?? 0;
const isFighter = (env: MoveEnv, u: Unit): boolean => specOf(env, u).carrierCost !== null;

/** Sea zones a carrier can be in when aircraft land: where it is, and (own, not moved in combat, CARR-7) where it can still sail. */
function zonesOf(env: MoveEnv, carrier: Unit, zone: string): number[] {
  const bi = boardIndex(env.rs);
  const step = carrierSeaStep(env);
  const canMove = carrier.owner === env.power && !carrier.movedInCombat && !carrier.retreated;
  const left = canMove ? allowance(env, carrier) - (carrier.moved ?? 0) : 0;
  const out = [zone],
    seen = new Set(out);
  let frontier = out.slice();
  for (let d = 0; d < left; d++) {
    const next: string[] = [];
    for (const z of frontier)
      for (const n of env.rs.board.adjacency.get(z) ?? []) {
        if (seen.has(n) || !step(z, n)) continue;
        seen.add(n);
        next.push(n);
        out.push(n);
      }
    frontier = next;
  }
  return out.map((z) => bi.id.get(z)!);
}

/** Every friendly carrier fighters may land on this turn (CARR-1, CARR-8 / OPT-23), with its free seats (a fresh copy). */
export function berths(env: MoveEnv): Berth[] {
  const c = cacheOf(env);
  c.berths ??= collectBerths(env);
  return c.berths.map((b) => ({ ...b }));
}
function collectBerths(env: MoveEnv): Berth[] {
  const out: Berth[] = [];
  for (const zone of boardIndex(env.rs).seaZones) {
    const here = unitsAt(env, zone);
    for (const c of here) {
      if (specOf(env, c).carrierCapacity === 0 || !carrierFor(env, c.owner) || (c.placedThisTurn && !newCarriersTakeFighters(env)))
        continue;
      const used = here.reduce((n, x) => n + (x.aboard === c.id ? seatCost(env, x) : 0), 0);
      out.push({ carrier: c, zone, zones: zonesOf(env, c, zone), free: specOf(env, c).carrierCapacity - used });
    }
  }
  return out.sort(
    (a, b) => Number(b.carrier.owner === env.power) - Number(a.carrier.owner === env.power) || idNum(a.carrier.id) - idNum(b.carrier.id),
  );
}

/** The mover's aircraft that moved in this combat move: each owes a landing in the non-combat move (AIR-4). */
export function combatFlyers(env: MoveEnv): Flyer[] {
  const c = cacheOf(env);
  c.flyers ??= collectFlyers(env);
  return c.flyers.slice();
}
function collectFlyers(env: MoveEnv): Flyer[] {
  const out: Flyer[] = [];
  for (const [place, t] of Object.entries(env.state.territories)) {
    for (const u of t.units) {
      if (u.owner !== env.power || !u.movedInCombat || specOf(env, u).domain !== "air") continue;
      out.push({ unit: u, place, left: allowance(env, u) - (u.moved ?? 0) });
    }
  }
  return out;
}

/** Per flyer: can it reach land to land on, and which berths (with the zones where it can meet each)? */
function optionsOf(env: MoveEnv, flyers: readonly Flyer[], list: readonly Berth[]) {
  return flyers.map((f) => {
    const d = flightFrom(env, f.place);
    let nearest = nearestLanding(env, f.place);
    const land = nearest <= f.left || landingByEndBonus(env, f);
    if (isFighter(env, f.unit)) {
      for (const b of list)
        if (b.free >= seatCost(env, f.unit)) for (const z of b.zones) if (d[z]! >= 0) nearest = Math.min(nearest, d[z]!);
    }
    const seats: Array<{ berth: number; zones: number[] }> = [];
    if (!land && isFighter(env, f.unit) && f.left >= 0) {
      list.forEach((b, k) => {
        if (b.free < seatCost(env, f.unit)) return;
        const zones = b.zones.filter((z) => d[z]! >= 0 && d[z]! <= f.left);
        if (zones.length) seats.push({ berth: k, zones });
      });
    }
    return { f, land: land && f.left >= 0, seats, nearest: Number.isFinite(nearest) ? nearest : undefined };
  });
}

/** Search bound: beyond it a seating problem is taken as solvable (never reached by real positions: ≤ 2 fighters a carrier). */
const SEARCH_LIMIT = 200_000;

/**
 * Whether every flyer gets a landing at once: land where it can reach land, else a seat on a carrier it can reach,
 * all fighters of one carrier meeting it in one zone, no carrier over its free seats.
 */
export function assignLandings(env: MoveEnv, flyers: readonly Flyer[], list: readonly Berth[]): Assignment {
  const opts = optionsOf(env, flyers, list);
  const none = opts
    .filter((o) => !o.land && o.seats.length === 0)
    .map((o) => (o.nearest === undefined ? o.f : { ...o.f, nearest: o.nearest }));
  const need = opts.filter((o) => !o.land && o.seats.length > 0).sort((a, b) => a.seats.length - b.seats.length);
  const reach = new Set(need.flatMap((o) => o.seats.map((s) => s.berth)));
  const room = [...reach].reduce((n, k) => n + list[k]!.free, 0);
  if (none.length) return { ok: false, none, crowded: [], room };
  const used = list.map(() => 0);
  const meet: Array<number[] | null> = list.map(() => null);
  let steps = 0;
  const go = (i: number): boolean => {
    if (i === need.length || ++steps > SEARCH_LIMIT) return true;
    const o = need[i]!;
    const cost = seatCost(env, o.f.unit);
    for (const s of o.seats) {
      const b = list[s.berth]!;
      if (used[s.berth]! + cost > b.free) continue;
      const before = meet[s.berth]!;
      const zones = before === null ? s.zones : before.filter((z) => s.zones.includes(z));
      if (zones.length === 0) continue;
      used[s.berth]! += cost;
      meet[s.berth] = zones;
      if (go(i + 1)) return true;
      used[s.berth]! -= cost;
      meet[s.berth] = before;
    }
    return false;
  };
  const ok = go(0);
  return { ok, none: [], crowded: ok ? [] : need.map((o) => o.f), room };
}

/** "fighter u3, fighter u4" */
export const names = (flyers: readonly Flyer[]): string => flyers.map((f) => `${label(f.unit)} in ${f.place}`).join(", ");

/**
 * AIR-5 at the end of the non-combat move: the mover's fighters at sea not aboard, seated on a friendly carrier with
 * room in their zone (those with the least movement left first; own carriers first, then by id).
 */
export function seatsInZone(env: MoveEnv): Map<string, string> {
  const out = new Map<string, string>();
  const list = berths(env);
  for (const zone of boardIndex(env.rs).seaZones) {
    const waiting = unitsAt(env, zone)
      .filter((u) => u.owner === env.power && !u.aboard && !u.onCap && isFighter(env, u)) // PAC-CAP-1: a patrol boards nothing
      .sort((a, b) => allowance(env, a) - (a.moved ?? 0) - (allowance(env, b) - (b.moved ?? 0)) || idNum(a.id) - idNum(b.id));
    for (const f of waiting) {
      const b = list.find((x) => x.zone === zone && x.free >= seatCost(env, f));
      if (!b) continue;
      b.free -= seatCost(env, f);
      out.set(f.id, b.carrier.id);
    }
  }
  return out;
}

/** The mover's aircraft that are not on a landing space now (AIR-5, AIR-6, AIR-8), given the seats `seated` will take. */
export function unlanded(env: MoveEnv, seated: ReadonlyMap<string, string>): Flyer[] {
  const out: Flyer[] = [];
  for (const [place, t] of Object.entries(env.state.territories)) {
    for (const u of t.units) {
      if (u.owner !== env.power || specOf(env, u).domain !== "air" || u.onCap) continue; // PAC-CAP-3: a patrol stays out
      // Aircraft that did not move this turn did not land anywhere: on land they stay; at sea only a seat holds them.
      const off = isSeaZone(env, place)
        ? !u.aboard && !seated.has(u.id)
        : (Boolean(u.moved) || Boolean(u.movedInCombat)) && !landingTerritory(env, place);
      if (off) out.push({ unit: u, place, left: allowance(env, u) - (u.moved ?? 0) });
    }
  }
  return out;
}

/** Berths as they are once `seated` fighters have taken their seats. */
export function berthsAfter(env: MoveEnv, seated: ReadonlyMap<string, string>): Berth[] {
  const list = berths(env);
  for (const carrier of seated.values()) {
    const b = list.find((x) => x.carrier.id === carrier);
    if (b) b.free -= 1;
  }
  return list;
}

/** Berths counted only in the zone each carrier is in now (no sailing still to come: the end-of-phase check of AIR-5). */
export function berthsWhereTheyAre(env: MoveEnv, list: readonly Berth[]): Berth[] {
  const bi = boardIndex(env.rs);
  return list.map((b) => ({ ...b, zones: [bi.id.get(b.zone)!] }));
}

/** Whether `to` is a landing space for the flyer now: land to land on, or (a fighter) a zone where a carrier has room. */
export function landsAt(env: MoveEnv, f: Flyer, to: string, list: readonly Berth[]): boolean {
  if (nearestLanding(env, to) === 0) return true;
  return isFighter(env, f.unit) && list.some((b) => b.zone === to && b.free >= seatCost(env, f.unit));
}

/** Each flyer that could still land somewhere on its own (land in reach, or a carrier seat it can reach). */
export function couldLand(env: MoveEnv, flyers: readonly Flyer[], list: readonly Berth[]): Flyer[] {
  return optionsOf(env, flyers, list)
    .filter((o) => o.land || o.seats.length > 0)
    .map((o) => o.f);
}
