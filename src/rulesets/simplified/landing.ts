// SIMP-AIR-4, SIMP-AIR-5 — phase 3: planes that fought land within 3 steps or are destroyed.
import type { Ctx } from "../../rules/engine/context.js";
import type { GameState, Unit } from "../../rules/schema/state.js";
import type { Ruleset } from "../../rules/ruleset/types.js";
import { shortestPaths, domainOf, isLandingTerritory, isNeutral, kindOf, shipsWithPlaneSlot } from "./common.js";

/** SIMP-AIR-4: steps a plane that fought may take in phase 3. */
export const LANDING_STEPS = 3;

/** Every landing place within `steps` of `from` for a plane of `power` (SIMP-AIR-5), nearest first. */
export function reachableLandings(rs: Ruleset, state: GameState, plane: Unit, from: string, steps: number): string[] {
  const paths = shortestPaths(rs, from, steps, (p) => !isNeutral(rs, p));
  return [...paths.entries()]
    .filter(([p]) =>
      kindOf(rs, p) === "land"
        ? isLandingTerritory(rs, state, plane.owner, p)
        : shipsWithPlaneSlot(rs, state, plane.owner, p, plane).length > 0,
    )
    .sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]))
    .map(([p]) => p);
}

/**
 * A plane already on a landing place (SIMP-AIR-5): aboard a ship, on friendly land not captured this turn, or at sea
 * beside a friendly ship with a free slot. A plane elsewhere in phase 3 fought (a position cannot say so otherwise).
 */
export function onLandingPlace(rs: Ruleset, state: GameState, plane: Unit, at: string): boolean {
  if (plane.aboard) return true;
  return kindOf(rs, at) === "land"
    ? isLandingTerritory(rs, state, plane.owner, at)
    : shipsWithPlaneSlot(rs, state, plane.owner, at, plane).length > 0;
}

export interface PlaneToLand {
  unit: Unit;
  at: string;
  canLand: boolean;
  example?: string;
}

/**
 * The acting nation's planes that fought and are not yet on a landing place. A plane at sea beside a friendly
 * ship with a free slot counts as landed (it is seated when the phase ends).
 */
export function planesToLand(ctx: Pick<Ctx, "rs" | "state">): PlaneToLand[] {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const out: PlaneToLand[] = [];
  for (const [at, t] of Object.entries(state.territories)) {
    const reserved = new Map<string, number>();
    for (const u of t.units) {
      if (u.owner !== power || u.aboard || domainOf(rs, u) !== "air") continue;
      if (kindOf(rs, at) === "land" && isLandingTerritory(rs, state, power, at)) continue;
      if (kindOf(rs, at) === "sea") {
        const ship = shipsWithPlaneSlot(rs, state, power, at, u, reserved)[0];
        if (ship) {
          reserved.set(ship.id, (reserved.get(ship.id) ?? 0) + 1);
          continue;
        }
      }
      const reach = reachableLandings(rs, state, u, at, LANDING_STEPS);
      out.push({ unit: u, at, canLand: reach.length > 0, ...(reach[0] ? { example: reach[0] } : {}) });
    }
  }
  return out;
}

/** End of phase 3: planes at sea board a friendly ship there; those still without a landing place are destroyed (SIMP-AIR-4). */
export function settlePlanes(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  for (const [at, t] of Object.entries(state.territories)) {
    if (kindOf(rs, at) !== "sea") continue;
    for (const u of t.units) {
      if (u.owner !== power || u.aboard || domainOf(rs, u) !== "air") continue;
      const ship = shipsWithPlaneSlot(rs, state, power, at, u)[0];
      if (ship) {
        u.aboard = ship.id;
        ctx.events.push({ type: "planeLanded", unit: u.id, at, aboard: ship.id, rule: "SIMP-AIR-5" });
      }
    }
  }
  for (const p of planesToLand(ctx)) {
    const t = state.territories[p.at]!;
    t.units = t.units.filter((u) => u.id !== p.unit.id);
    ctx.events.push({
      type: "destroyed",
      unit: p.unit.id,
      unitType: p.unit.type,
      owner: p.unit.owner,
      at: p.at,
      reason: "no landing place reached in phase 3",
      rule: "SIMP-AIR-4",
    });
  }
}

/** Start of phase 3: the nation's planes in the areas of this turn's battles took part in them (SIMP-AIR-2, SIMP-AIR-6). */
export function markPlanesThatFought(ctx: Ctx): void {
  const { rs, state } = ctx;
  for (const at of state.thisTurn.battlesFought) {
    for (const u of state.territories[at]?.units ?? []) if (u.owner === state.turn.power && domainOf(rs, u) === "air") u.fought = true;
  }
}
