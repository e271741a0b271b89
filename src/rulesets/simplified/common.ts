// Small read helpers of the `simplified` rule set (simplified.md): carrying, landing places, enemy presence.
import type { GameState, Unit } from "../../rules/schema/state.js";
import type { Ruleset } from "../../rules/ruleset/types.js";
import { areAllied, areEnemies, conqueredThisTurn, spec, unitsAt } from "../../rules/queries.js";

export const domainOf = (rs: Ruleset, u: Unit): "land" | "sea" | "air" => spec(rs, u.type).domain;
export const isNeutral = (rs: Ruleset, place: string): boolean => rs.board.territories.get(place)?.neutral === true;
export const kindOf = (rs: Ruleset, place: string): "land" | "sea" | undefined => rs.board.territories.get(place)?.kind;
export const describeUnit = (u: Unit): string => `${u.id} (${u.owner} ${u.type})`;

/** SIMP-MOVE-2, SIMP-SEA-2: units of the enemy alliance in an area (planes and cargo included). */
export function enemyUnits(rs: Ruleset, state: GameState, power: string, place: string): Unit[] {
  return unitsAt(state, place).filter((u) => areEnemies(rs, power, u.owner));
}

/** SIMP-AMPH-1 (2 land units, at most 1 armor; own ships only, SIMP-AMPH-2) and SIMP-AIR-5/6 (2 planes, own or allied ships). */
export function mayCarry(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean {
  if (domainOf(rs, carrier) !== "sea") return false;
  const d = domainOf(rs, cargo);
  if (d === "land") {
    const land = aboard.filter((u) => domainOf(rs, u) === "land");
    const heavy = (u: Unit) => u.type === "armor";
    return cargo.owner === carrier.owner && land.length < 2 && !(heavy(cargo) && land.some(heavy));
  }
  if (d === "air") return areAllied(rs, carrier.owner, cargo.owner) && aboard.filter((u) => domainOf(rs, u) === "air").length < 2;
  return false;
}

/** Ships of `power`'s alliance in a sea zone that could take one more plane, own ships first (SIMP-AIR-5b). */
export function shipsWithPlaneSlot(
  rs: Ruleset,
  state: GameState,
  power: string,
  zone: string,
  plane: Unit,
  reserved: ReadonlyMap<string, number> = new Map(),
): Unit[] {
  const units = unitsAt(state, zone);
  const ships = units.filter((u) => domainOf(rs, u) === "sea" && areAllied(rs, power, u.owner));
  ships.sort((a, b) => Number(b.owner === power) - Number(a.owner === power));
  return ships.filter((s) => {
    const aboard = units.filter((u) => u.aboard === s.id && u.id !== plane.id);
    const extra = reserved.get(s.id) ?? 0;
    return aboard.filter((u) => domainOf(rs, u) === "air").length + extra < 2 && mayCarry(rs, s, plane, aboard);
  });
}

/** SIMP-AIR-5a: a land territory of the plane's nation or an ally, not captured this turn by anyone. */
export function isLandingTerritory(rs: Ruleset, state: GameState, power: string, place: string): boolean {
  return (
    kindOf(rs, place) === "land" &&
    !isNeutral(rs, place) &&
    areAllied(rs, power, state.territories[place]?.owner ?? null) &&
    !conqueredThisTurn(state, place)
  );
}

/**
 * Breadth-first shortest paths from `from` (one per area, `from` excluded) of at most `maxSteps` steps: `enter` says
 * which areas may be entered, `through` which entered areas a unit may go on from (SIMP-AIR-1: never neutral).
 */
export function shortestPaths(
  rs: Ruleset,
  from: string,
  maxSteps: number,
  enter: (place: string) => boolean,
  through: (place: string) => boolean = () => true,
): Map<string, string[]> {
  const paths = new Map<string, string[]>([[from, [from]]]);
  let frontier = [from];
  for (let d = 0; d < maxSteps && frontier.length; d++) {
    const next: string[] = [];
    for (const p of frontier) {
      if (d > 0 && !through(p)) continue;
      for (const n of rs.board.adjacency.get(p) ?? []) {
        if (paths.has(n) || !enter(n)) continue;
        paths.set(n, [...paths.get(p)!, n]);
        next.push(n);
      }
    }
    frontier = next;
  }
  paths.delete(from);
  return paths;
}
