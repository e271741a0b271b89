// BOMB — battleships bombarding an amphibious assault, and AMPH-2 cargo landing after its sea battle.
import type { Ctx } from "../engine/context.js";
import type { GameState, PendingBattle, Unit } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { areEnemies, spec, unitsAt } from "../queries.js";
import { landedUnits } from "./retreat.js";

/**
 * BOMB-1, BOMB-4, BOMB-5: the attacker's battleships in the sea zones the landing came from that fought no
 * sea battle this phase — only when land units actually landed (no landing, no bombardment).
 */
export function bombardingShips(rs: Ruleset, state: GameState, b: PendingBattle): Unit[] {
  if (b.kind !== "land" || !b.amphibious || landedUnits(rs, state, b).length === 0) return [];
  return (b.unloadFrom ?? []).flatMap((z) => unitsAt(state, z).filter((u) =>
    u.owner === b.attacker && spec(rs, u.type).canBombard && !u.fought && !u.retreated));
}

/**
 * AMPH-2: cargo waiting aboard for its sea battle lands now if its transport survived in a zone the attacker
 * cleared; otherwise it stays aboard (or has sunk with its transport).
 */
export function landAwaitingCargo(ctx: Ctx, b: PendingBattle): void {
  const { rs, state } = ctx;
  const landed: string[] = [];
  for (const z of b.unloadFrom ?? []) {
    const zone = state.territories[z];
    if (!zone || zone.units.some((u) => areEnemies(rs, u.owner, b.attacker) && !spec(rs, u.type).isAA)) continue;
    const moving = zone.units.filter((u) => b.awaitingCargo?.includes(u.id) && u.aboard && zone.units.some((t) => t.id === u.aboard));
    for (const u of moving) {
      const transport = zone.units.find((t) => t.id === u.aboard);
      if (transport) transport.unloaded = true; // TRANS-4
      delete u.aboard;
      u.unloaded = true;
      u.movedInCombat = true;
      landed.push(u.id);
    }
    zone.units = zone.units.filter((u) => !moving.includes(u));
    state.territories[b.at]!.units.push(...moving);
  }
  if (b.awaitingCargo?.length) ctx.events.push({ type: "landed", at: b.at, units: landed, stayedAboard: b.awaitingCargo.filter((id) => !landed.includes(id) && unitsAt(state, b.at).every((u) => u.id !== id)), rule: "AMPH-2" });
  delete b.awaitingCargo;
}
