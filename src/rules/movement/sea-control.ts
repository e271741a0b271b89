// Sea zones with a controller (europe's and pacific's convoy zones and convoy routes, EUR-CONV-2, PAC-CONV-2): in the
// combat move a warship or submarine (never a transport) that enters or passes such a zone while an enemy holds it and
// no enemy unit is there (submerged submarines count for nothing) takes it at once, and the marker stays when the ship
// moves on. A submarine that begins its turn in such a zone may spend one point to stay and take it: its path starts
// `[zone, zone, …]`. The rule set names the rule that governs a zone (`movement.seaControl`); without it nothing here
// applies.
import type { Ctx } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import { isWarship } from "../queries.js";
import type { MoveEnv } from "./env.js";
import { isAlly, isEnemy, isSeaZone, specOf, unitsAt } from "./env.js";
import type { MovePlan, UnitStep } from "./types.js";

/** The rule under which `zone` changes control by a ship's move (undefined: the rule set has no such zones there). */
export const seaControlRule = (env: Pick<MoveEnv, "rs" | "state">, zone: string): string | undefined =>
  env.rs.movement?.seaControl?.({ rs: env.rs, state: env.state }, zone);

/** A controlled sea zone an enemy of the mover holds (EUR-MOVE-6: closed to ships in the non-combat move). */
export const enemyHeldZone = (env: MoveEnv, zone: string): boolean =>
  seaControlRule(env, zone) !== undefined && isSeaZone(env, zone) && isEnemy(env, env.state.territories[zone]?.owner ?? null);

/** An enemy-held controlled sea zone with no enemy unit that counts (submerged submarines do not). */
export function takeableZone(env: MoveEnv, zone: string): boolean {
  if (!enemyHeldZone(env, zone)) return false;
  return !unitsAt(env, zone).some((u) => isEnemy(env, u.owner) && !u.submerged);
}

/** Whether this unit takes convoy zones (a warship or a submarine, not a transport). */
export const takesZones = (env: MoveEnv, u: Unit): boolean => isWarship(specOf(env, u));

/** A submarine's stay: the path repeats its first zone, which it began the turn in and may take (PAC-CONV-2 (b)). */
export function isStay(env: MoveEnv, step: UnitStep, path: readonly string[]): boolean {
  return (
    env.combat &&
    path.length >= 2 &&
    path[0] === path[1] &&
    specOf(env, step.unit).isSubmarine &&
    !step.unit.moved &&
    !step.unit.movedInCombat &&
    takeableZone(env, path[0]!)
  );
}

/** The zones this move takes, in path order (a stay's zone first). */
export function zonesTaken(env: MoveEnv, plan: Pick<MovePlan, "path" | "units">): string[] {
  if (!env.combat) return [];
  const ships = plan.units.filter((s) => s.mode === "sea" && takesZones(env, s.unit));
  if (!ships.length) return [];
  const path = plan.path;
  const out: string[] = [];
  const from = ships.some((s) => isStay(env, s, path)) ? 0 : 1;
  for (let i = from; i < path.length; i++) if (!out.includes(path[i]!) && takeableZone(env, path[i]!)) out.push(path[i]!);
  return out;
}

/** Whether a combat move of `u` along `path` takes a zone (legal-move hints: worth a full check). */
export function takesOnTheWay(env: MoveEnv, u: Unit, path: readonly string[]): boolean {
  if (!env.combat || !takesZones(env, u)) return false;
  return (
    zonesTaken(env, { path: [...path], units: [{ unit: u, from: path[0]!, mode: "sea", steps: 0, blitzed: [], neutrals: [], aa: [] }] })
      .length > 0
  );
}

/** Takes the zones at once: an ally's original zone returns to its original owner (liberation, as CAPT-3). */
export function takeZones(ctx: Ctx, env: MoveEnv, zones: readonly string[]): void {
  const { state } = ctx;
  for (const zone of zones) {
    const t = state.territories[zone]!;
    const original = env.rs.board.territories.get(zone)?.originalOwner ?? null;
    const liberation = original !== null && original !== env.power && isAlly(env, original);
    const owner = liberation ? original : env.power;
    if (!(zone in state.thisTurn.conquered)) state.thisTurn.conquered[zone] = t.owner;
    ctx.events.push({
      type: liberation ? "liberated" : "captured",
      at: zone,
      by: env.power,
      owner,
      from: t.owner,
      rule: seaControlRule(env, zone)!,
    });
    t.owner = owner;
  }
}
