// The end of a battle (COMB-6): capture (CAPT-1, via captureTerritory), CARR-5 landings, BOMB-1 marks,
// the battle leaves `pending.battles` and joins `thisTurn.battlesFought`.
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import { captureTerritory } from "../capture.js";
import { areAllied, carrierRoomUsed, spec, unitsAt } from "../queries.js";
import { attackers, defenders } from "./sides.js";
import { brief } from "./remove.js";
import { settleLanding } from "./bombard.js";

export type BattleResult = "attackerWon" | "defenderWon" | "bothDestroyed" | "retreated" | "submarinesWithdrew" | "raided" | "stalemate";

const count = (units: readonly Unit[]) => units.reduce<Record<string, number>>((m, u) => ({ ...m, [u.type]: (m[u.type] ?? 0) + 1 }), {});

/** CARR-5: surviving defending fighters whose carrier sank land on a friendly carrier with room there, or a friendly one-zone island, or are lost. */
function landOrphanFighters(ctx: Ctx, b: PendingBattle): void {
  const { rs, state } = ctx;
  const zone = state.territories[b.at]!;
  const orphans = defenders(rs, state, b).filter(
    // PAC-CAP-3: fighters on Combat Air Patrol had no carrier: the survivors stay on patrol
    (u) => spec(rs, u.type).domain === "air" && !u.onCap && (!u.aboard || !zone.units.some((c) => c.id === u.aboard)),
  );
  for (const f of orphans) {
    const carrier = zone.units.find((c) => {
      const s = spec(rs, c.type);
      if (s.carrierCapacity === 0 || !areAllied(rs, c.owner, f.owner)) return false;
      return carrierRoomUsed(rs, zone.units, c.id) + (spec(rs, f.type).carrierCost ?? 99) <= s.carrierCapacity;
    });
    if (carrier) {
      f.aboard = carrier.id;
      ctx.events.push({ type: "fighterLanded", at: b.at, unit: brief(f), on: carrier.id, rule: "CARR-5" });
      continue;
    }
    const island = !rs.combat.orphanAircraftToIslands
      ? undefined
      : [...(rs.board.adjacency.get(b.at) ?? [])].sort().find((p) => {
          const t = rs.board.territories.get(p);
          return t?.singleSeaZoneIsland === true && areAllied(rs, state.territories[p]?.owner ?? null, f.owner);
        });
    zone.units = zone.units.filter((u) => u.id !== f.id);
    if (island) {
      delete f.aboard;
      state.territories[island]!.units.push(f);
      ctx.events.push({ type: "fighterLanded", at: b.at, unit: brief(f), to: island, rule: "CARR-5" });
    } else {
      ctx.events.push({
        type: "fighterLost",
        at: b.at,
        unit: brief(f),
        reason: "its carrier sank and no friendly carrier with room or one-zone island is there",
        rule: "CARR-5",
      });
    }
  }
}

/**
 * AIR-5, CARR-6, RB App. II: the attacker's fighters that fought in a sea zone with its carriers are on them after
 * the battle, as far as the surviving friendly carriers there have room (those with the least movement left first;
 * own carriers first, then by id) — the rest land in the non-combat move. Rule sets without a non-combat move land
 * their aircraft by rules of their own.
 */
function seatAttackingFighters(ctx: Ctx, b: PendingBattle): void {
  const { rs, state } = ctx;
  if (!rs.phases.includes("noncombatMove")) return;
  const zone = state.territories[b.at]!;
  const left = (u: Unit) => spec(rs, u.type).movement - (u.moved ?? 0);
  const idNum = (id: string) => Number(id.slice(1)) || 0;
  const fighters = zone.units
    .filter((u) => u.owner === b.attacker && !u.aboard && spec(rs, u.type).domain === "air" && spec(rs, u.type).carrierCost !== null)
    .sort((x, y) => left(x) - left(y) || idNum(x.id) - idNum(y.id));
  const carriers = zone.units
    .filter((c) => spec(rs, c.type).carrierCapacity > 0 && areAllied(rs, c.owner, b.attacker) && !c.placedThisTurn)
    .sort((x, y) => Number(y.owner === b.attacker) - Number(x.owner === b.attacker) || idNum(x.id) - idNum(y.id));
  for (const f of fighters) {
    const cost = spec(rs, f.type).carrierCost ?? 0;
    const c = carriers.find((k) => carrierRoomUsed(rs, zone.units, k.id) + cost <= spec(rs, k.type).carrierCapacity);
    if (!c) continue;
    f.aboard = c.id;
    ctx.events.push({ type: "fighterLanded", at: b.at, unit: brief(f), on: c.id, rule: "AIR-5" });
  }
}

/** Ends the battle: applies its result and removes it from the pending battles. */
export function finishBattle(ctx: Ctx, b: PendingBattle, forced?: BattleResult): BattleResult {
  const { rs, state } = ctx;
  const att = attackers(rs, state, b);
  const def = defenders(rs, state, b);
  const result: BattleResult =
    forced ?? (def.length === 0 ? (att.length ? "attackerWon" : "bothDestroyed") : att.length === 0 ? "defenderWon" : "stalemate");
  let captured = false;
  if (b.kind === "land" && !forced && def.length === 0) {
    // CAPT-1: only surviving land units capture; aircraft alone, or nobody, leave it to the defender.
    const captors = att.filter((u) => spec(rs, u.type).domain === "land");
    const owner = state.territories[b.at]?.owner ?? null;
    if (captors.length && !areAllied(rs, owner, b.attacker)) {
      captureTerritory(ctx, b.at, b.attacker);
      captured = true;
    }
  }
  if (b.kind === "sea") {
    landOrphanFighters(ctx, b);
    seatAttackingFighters(ctx, b);
    for (const u of unitsAt(state, b.at)) if (u.owner === b.attacker && spec(rs, u.type).domain === "sea") u.fought = true; // BOMB-1
  }
  if (b.kind === "land" && def.length === 0 && att.length && !att.some((u) => spec(rs, u.type).domain === "land")) {
    ctx.events.push({
      type: "notCaptured",
      at: b.at,
      reason: "only aircraft survived: aircraft cannot capture (CAPT-1, AIR-9)",
      rule: "CAPT-1",
    });
  }
  const i = state.pending.battles.indexOf(b);
  if (i >= 0) state.pending.battles.splice(i, 1);
  if (!state.thisTurn.battlesFought.includes(b.at)) state.thisTurn.battlesFought.push(b.at);
  if (b.kind === "sea") settleLandingsFrom(ctx, b.at);
  ctx.events.push({
    type: "battleEnded",
    at: b.at,
    kind: b.kind,
    attacker: b.attacker,
    result,
    captured,
    rounds: b.round,
    attackers: count(attackers(rs, state, b)),
    defenders: count(defenders(rs, state, b)),
    owner: state.territories[b.at]?.owner ?? null,
  });
  return result;
}

export { count as countTypes };

/**
 * AMPH-2, TRANS-8: once the sea battle a landing unloads from is over, the cargo of transports that sank goes
 * with them at once (and cargo of transports that retreated is back aboard); a land battle left without
 * attackers is dropped — nothing lands, nothing is fought.
 */
function settleLandingsFrom(ctx: Ctx, zone: string): void {
  const { rs, state } = ctx;
  for (const lb of [...state.pending.battles]) {
    if (lb.kind !== "land" || lb.step !== undefined || !(lb.unloadFrom ?? []).includes(zone)) continue;
    settleLanding(ctx, lb);
    if (attackers(rs, state, lb).length === 0 && !lb.awaitingCargo?.length) {
      state.pending.battles.splice(state.pending.battles.indexOf(lb), 1);
      ctx.events.push({
        type: "battleCancelled",
        at: lb.at,
        kind: lb.kind,
        reason: `no attacking unit is left: the landing from ${zone} did not happen`,
        rule: "AMPH-2",
      });
    }
  }
}
