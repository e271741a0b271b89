// The read-only view a move is checked against: who moves, in which phase, and cached board facts.
import type { GameState, Unit } from "../schema/state.js";
import type { Ruleset, UnitSpec } from "../ruleset/types.js";
import { conqueredThisTurn, hasTech, isFixture, isUnviolatedNeutral, ownerAtTurnStart, spec } from "../queries.js";
import { opts } from "../engine/context.js";
import type { EngineOptions } from "../engine/options.js";
import type { LandingCache } from "./types.js";

export interface MoveEnv {
  readonly rs: Ruleset;
  readonly state: GameState;
  readonly power: string;
  /** true in the combat move (action 2), false in the non-combat move (action 4) */
  readonly combat: boolean;
  /** lazily filled caches; valid as long as `state` is not mutated */
  readonly cache: {
    where?: Map<string, { place: string; unit: Unit }>;
    opts?: EngineOptions;
    landingDist?: { fighter: Pick<Map<string, number>, "get">; bomber: Pick<Map<string, number>, "get"> };
    /** landing.ts: carriers, aircraft owing a landing, landing spaces and flight distances of this state */
    landing?: LandingCache;
  };
}

export function makeEnv(rs: Ruleset, state: GameState, power: string): MoveEnv {
  return { rs, state, power, combat: rs.phase(state.turn.phase).movement === "combat", cache: {} };
}

/** Where a unit is, by id (one index per env). */
export function locate(env: MoveEnv, id: string): { place: string; unit: Unit } | undefined {
  let where = env.cache.where;
  if (!where) {
    where = new Map();
    for (const [place, t] of Object.entries(env.state.territories)) for (const unit of t.units) where.set(unit.id, { place, unit });
    env.cache.where = where;
  }
  return where.get(id);
}

export const specOf = (env: MoveEnv, u: Unit): UnitSpec => spec(env.rs, u.type);
/** The units in a space that count for movement: a submerged submarine counts for nothing (EUR-SUB-7, PAC-COMB-3). */
export function unitsAt(env: MoveEnv, place: string): Unit[] {
  const units = env.state.territories[place]?.units ?? [];
  return units.some((u) => u.submerged) ? units.filter((u) => !u.submerged) : units;
}
export const isSeaZone = (env: MoveEnv, place: string): boolean => env.rs.board.territories.get(place)?.kind === "sea";
export const adjacent = (env: MoveEnv, a: string, b: string): boolean => env.rs.board.adjacency.get(a)?.has(b) ?? false;
export const ownerOf = (env: MoveEnv, place: string): string | null => env.state.territories[place]?.owner ?? null;
export const unviolatedNeutral = (env: MoveEnv, place: string): boolean => isUnviolatedNeutral(env.rs, env.state, place);

/** Alliance per power of a rule set, built once (areAllied/areEnemies without a linear search per call). */
const alliances = new WeakMap<Ruleset, Map<string, string | undefined>>();
let lastRs: Ruleset | undefined, lastMap: Map<string, string | undefined> | undefined; // one-entry memo in front of the WeakMap
function allianceOf(rs: Ruleset, power: string): string | undefined {
  if (rs !== lastRs) {
    let m = alliances.get(rs);
    if (!m) {
      m = new Map(rs.powers.map((p) => [p.name, p.alliance]));
      alliances.set(rs, m);
    }
    lastRs = rs;
    lastMap = m;
  }
  return lastMap!.get(power);
}
/** areAllied(rs, mover, owner): the mover itself or a power of its alliance. */
export function isAlly(env: MoveEnv, owner: string | null): boolean {
  if (owner === null) return false;
  if (owner === env.power) return true;
  const mine = allianceOf(env.rs, env.power);
  return mine !== undefined && mine === allianceOf(env.rs, owner);
}
/** areEnemies(rs, mover, owner): a power of another alliance (neutrals are nobody's enemy). */
export function isEnemy(env: MoveEnv, owner: string | null): boolean {
  if (owner === null) return false;
  const mine = allianceOf(env.rs, env.power),
    theirs = allianceOf(env.rs, owner);
  return mine !== undefined && theirs !== undefined && mine !== theirs;
}

/** A carrier the mover's fighters may use: friendly (CARR-1), or with carrierRules its own only (ER-CARR-1). */
export const carrierFor = (env: MoveEnv, owner: string): boolean => (optsOf(env).carrierRules ? owner === env.power : isAlly(env, owner));

/** Enemy-controlled land (LAND-2). */
export const enemyLand = (env: MoveEnv, place: string): boolean => !isSeaZone(env, place) && isEnemy(env, ownerOf(env, place));
/** Land controlled by the mover or an ally (MOVE-7). */
export const friendlyLand = (env: MoveEnv, place: string): boolean => !isSeaZone(env, place) && isAlly(env, ownerOf(env, place));

/** Enemy units that occupy a space: aaGuns, factories and infrastructure never do (AA-6, PAC-MOVE-5). */
const occupies = (env: MoveEnv, u: Unit): boolean => {
  if (!isEnemy(env, u.owner)) return false;
  const s = specOf(env, u);
  return !s.isAA && !isFixture(s);
};
export function enemyOccupants(env: MoveEnv, place: string): Unit[] {
  return unitsAt(env, place).filter((u) => occupies(env, u));
}
export const hasEnemyUnits = (env: MoveEnv, place: string): boolean => unitsAt(env, place).some((u) => occupies(env, u));

/** AIR-5, AIR-6: friendly land held since the start of the turn and not conquered this turn. */
export function landingTerritory(env: MoveEnv, place: string): boolean {
  if (optsOf(env).realTimeOwnership) return friendlyLand(env, place) && !unviolatedNeutral(env, place); // ER-MAP-2
  return friendlyLand(env, place) && !conqueredThisTurn(env.state, place) && isAlly(env, ownerAtTurnStart(env.state, place));
}

/**
 * Movement allowance (LAND-1, SEA-1, AIR-1) with long-range aircraft (TECH-6); `end`: where the move being checked
 * ends, for a rule set's bonus at the end of a move (PAC-OPT-3).
 */
export function allowance(env: MoveEnv, u: Unit, end?: string): number {
  const s = specOf(env, u);
  if (u.flightCap !== undefined) return u.flightCap; // ER-AIR-2: set by a combat mission under flightRanges
  const endBonus = end !== undefined ? (env.rs.movement?.endBonus?.(env, u, end) ?? 0) : 0;
  const bonus = (u.movementBonus ?? 0) + endBonus; // PAC-MOVE-2…4: the start bonus, set by the rule set when the turn's moves begin
  return (s.domain === "air" && hasTech(env.state, u.owner, "longRangeAircraft") ? s.movement + 2 : s.movement) + bonus;
}
export const movementLeft = (env: MoveEnv, u: Unit): number => Math.max(0, allowance(env, u) - (u.moved ?? 0));

/** The game's engine switches, typed (read once per env). */
export const optsOf = (env: MoveEnv): EngineOptions => (env.cache.opts ??= opts(env));

/** "fighter u23" — how violations name a unit. */
export const label = (u: Unit): string => `${u.type} ${u.id}`;

/** Capacity used aboard a transport (TRANS-1) or carrier (CARR-1). */
export function loadOf(env: MoveEnv, vessel: Unit, place: string): number {
  const s = specOf(env, vessel);
  let used = 0;
  for (const c of unitsAt(env, place)) {
    if (c.aboard !== vessel.id) continue;
    const cs = specOf(env, c);
    used += s.transportCapacity > 0 ? (cs.transportCost ?? 0) : (cs.carrierCost ?? 0);
  }
  return used;
}
export const capacityOf = (env: MoveEnv, vessel: Unit): number =>
  specOf(env, vessel).transportCapacity + specOf(env, vessel).carrierCapacity;
export const cargoOf = (env: MoveEnv, vessel: Unit, place: string): Unit[] => unitsAt(env, place).filter((c) => c.aboard === vessel.id);
