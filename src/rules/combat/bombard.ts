// BOMB — battleships bombarding an amphibious assault, and AMPH-2 cargo landing after its sea battle.
import type { Ctx } from "../engine/context.js";
import type { GameState, PendingBattle, Unit } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { areEnemies, spec, unitsAt } from "../queries.js";
import { attackers } from "./sides.js";
import { brief } from "./remove.js";

/** AMPH-1/AMPH-3: land units of the attacker that landed from transports this turn. */
export function landedUnits(rs: Ruleset, state: GameState, b: PendingBattle) {
  return b.kind === "land" && b.amphibious
    ? attackers(rs, state, b).filter((u) => spec(rs, u.type).domain === "land" && u.unloaded === true)
    : [];
}

/**
 * BOMB-1, BOMB-4, BOMB-5: the attacker's battleships in the sea zones the landing came from that fought no
 * sea battle this phase — only when land units actually landed (no landing, no bombardment) — and that the rule
 * set lets bombard (`combat.mayBombard`).
 */
export function bombardingShips(rs: Ruleset, state: GameState, b: PendingBattle): Unit[] {
  if (b.kind !== "land" || !b.amphibious || !(b.landed ?? landedUnits(rs, state, b).length > landingLosses(rs, state, b).length)) return [];
  return (b.unloadFrom ?? []).flatMap((z) =>
    unitsAt(state, z).filter(
      (u) =>
        u.owner === b.attacker &&
        spec(rs, u.type).canBombard &&
        !u.fought &&
        !u.retreated &&
        (rs.combat.mayBombard?.({ rs, state }, u) ?? true),
    ),
  );
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
  if (b.awaitingCargo?.length)
    ctx.events.push({
      type: "landed",
      at: b.at,
      units: landed,
      stayedAboard: b.awaitingCargo.filter((id) => !landed.includes(id) && unitsAt(state, b.at).every((u) => u.id !== id)),
      rule: "AMPH-2",
    });
  delete b.awaitingCargo;
}

/**
 * AMPH-2 when the combat move already put the cargo ashore (the movement engine's way): if every zone the
 * landing came from had a sea battle this turn, the landed units keep only the room of the attacker's
 * unloaded transports that survived in a cleared zone (armour first, then infantry); the rest sank with their
 * transports. Which unit rode which transport is not recorded, so this is a capacity count (developer decision DEC-2).
 */
export function settleLanding(ctx: Ctx, b: PendingBattle): void {
  const { rs, state } = ctx;
  let lost = landingLosses(rs, state, b);
  if (!lost.length) return;
  // Cargo whose transport retreated from the sea battle stays aboard it (AMPH-2, TRANS-8): back on the
  // attacker's retreated, unloaded transports next to the landing zones, as far as there is room.
  const aboard: Unit[] = [];
  const near = new Set((b.unloadFrom ?? []).flatMap((z) => [...(rs.board.adjacency.get(z) ?? [])]));
  for (const place of [...near].sort()) {
    const zone = state.territories[place];
    if (!zone) continue;
    for (const t of zone.units.filter(
      (x) => x.owner === b.attacker && x.unloaded && x.retreated && spec(rs, x.type).transportCapacity > 0,
    )) {
      let room =
        spec(rs, t.type).transportCapacity -
        zone.units.filter((c) => c.aboard === t.id).reduce((n, c) => n + (spec(rs, c.type).transportCost ?? 0), 0);
      for (const u of lost) {
        const cost = spec(rs, u.type).transportCost ?? 99;
        if (aboard.includes(u) || cost > room || zone.units.some((c) => c.aboard === t.id && c.owner !== u.owner)) continue; // TRANS-1, TRANS-11
        room -= cost;
        aboard.push(u);
        state.territories[b.at]!.units = state.territories[b.at]!.units.filter((x) => x !== u);
        delete u.unloaded;
        u.aboard = t.id;
        u.retreated = true;
        zone.units.push(u);
      }
    }
  }
  if (aboard.length)
    ctx.events.push({
      type: "cargoReturned",
      at: b.at,
      units: aboard.map(brief),
      reason: "its transport retreated from the sea battle: the cargo stays aboard",
      rule: "AMPH-2",
    });
  lost = lost.filter((u) => !aboard.includes(u));
  if (!lost.length) return;
  const dead = new Set(lost.map((u) => u.id));
  ctx.state.territories[b.at]!.units = ctx.state.territories[b.at]!.units.filter((u) => !dead.has(u.id));
  ctx.events.push({
    type: "cargoLost",
    at: b.at,
    units: lost.map(brief),
    reason: "its transport sank or its zone was not cleared before the landing",
    rule: "AMPH-2",
  });
}

/** The landed units that settleLanding takes away (pure: also answers AMPH-3 before the battle starts). */
export function landingLosses(rs: Ruleset, state: GameState, b: PendingBattle): Unit[] {
  const zones = b.unloadFrom ?? [];
  if (b.kind !== "land" || !b.amphibious || !zones.length || !zones.every((z) => state.thisTurn.battlesFought.includes(z))) return [];
  let room = 0;
  for (const z of zones) {
    const here = unitsAt(state, z);
    if (here.some((u) => areEnemies(rs, u.owner, b.attacker) && !spec(rs, u.type).isAA)) continue; // not cleared
    room += here
      .filter((u) => u.owner === b.attacker && u.unloaded && spec(rs, u.type).transportCapacity > 0)
      .reduce((n, t) => n + spec(rs, t.type).transportCapacity, 0);
  }
  const landed = landedUnits(rs, state, b).sort((x, y) => (spec(rs, y.type).transportCost ?? 0) - (spec(rs, x.type).transportCost ?? 0));
  const lost: Unit[] = [];
  for (const u of landed) {
    const cost = spec(rs, u.type).transportCost ?? 0;
    if (cost <= room) room -= cost;
    else lost.push(u);
  }
  return lost;
}
