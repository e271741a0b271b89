// RET — the attacker's retreat after a round, and AMPH-3/AMPH-4.
import type { Ctx } from "../engine/context.js";
import type { GameState, PendingBattle } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import type { Violation } from "../schema/ruling.js";
import { violation } from "../engine/context.js";
import { areAdjacent, areAllied, areEnemies, isLand, isSea, spec, unitsAt } from "../queries.js";
import { attackers } from "./sides.js";
import { brief } from "./remove.js";
import { landedUnits, landingLosses } from "./bombard.js";

/** AMPH-4: nobody retreats from an amphibious assault in which a land unit landed (AMPH-3: otherwise it's ordinary). */
export const amphibiousLocked = (rs: Ruleset, state: GameState, b: PendingBattle): boolean =>
  b.kind === "land" && b.amphibious === true && (b.landed ?? landedUnits(rs, state, b).length > landingLosses(rs, state, b).length); // even after every landed unit died

/** RET-3: the units a retreat moves — every remaining attacking land unit (land battle) or ship (sea battle). */
export const retreatingUnits = (rs: Ruleset, state: GameState, b: PendingBattle) =>
  attackers(rs, state, b).filter((u) => spec(rs, u.type).domain !== "air");

/**
 * RET-4 (DAAK 4.1(2)): only aircraft are left to attack (cargo still to land, AMPH-2, counts as land units).
 * Then a retreat moves nobody: the aircraft stop fighting, stay, and fly off in the non-combat move.
 */
export const onlyAircraftLeft = (rs: Ruleset, state: GameState, b: PendingBattle): boolean =>
  !b.awaitingCargo?.length && retreatingUnits(rs, state, b).length === 0 && attackers(rs, state, b).length > 0;

/**
 * RET-2: the spaces the attacker may retreat to — adjacent spaces some attacking unit entered from that are
 * friendly now (land: controlled by the attacker or an ally; sea: no enemy units). RET-4: with only aircraft
 * left nothing moves, so the decision offers the spaces they entered from and the battle space itself
 * (any board space, or none, is accepted: see retreatViolations).
 */
export function retreatOptions(rs: Ruleset, state: GameState, b: PendingBattle): string[] {
  if (b.kind === "raid" || !rs.combat.mayRetreat) return []; // a rule set may have no retreat
  if (onlyAircraftLeft(rs, state, b)) return [...new Set([...b.enteredFrom, b.at])];
  return [...new Set(b.enteredFrom)].filter((p) => {
    if (!areAdjacent(rs, b.at, p)) return false;
    if (b.kind === "land") return isLand(rs, p) && areAllied(rs, state.territories[p]?.owner ?? null, b.attacker);
    return isSea(rs, p) && !unitsAt(state, p).some((u) => areEnemies(rs, u.owner, b.attacker));
  });
}

/**
 * Every reason a retreat of this battle to `to` is illegal now (RET-2, AMPH-4); rounds and defenders are checked
 * by the caller. RET-4: when only aircraft are left, `to` is moot (they stay): it may be omitted or name any space.
 */
export function retreatViolations(rs: Ruleset, state: GameState, b: PendingBattle, to: string | undefined, path: string): Violation[] {
  if (amphibiousLocked(rs, state, b))
    return [violation("AMPH-4", `no attacking unit retreats from the amphibious assault on ${b.at} (RET-5)`, path)];
  const options = retreatOptions(rs, state, b);
  if (options.length && onlyAircraftLeft(rs, state, b)) {
    return to === undefined || rs.board.territories.has(to)
      ? []
      : [
          violation(
            "RET-2",
            `"${to}" is not a space of the board (only aircraft attack ${b.at}: \`to\` may be omitted, they stay, RET-4)`,
            path,
          ),
        ];
  }
  if (to !== undefined && options.includes(to)) return [];
  const what = b.kind === "sea" ? "ships" : "land units";
  const legal = options.length ? options.join(", ") : "none here";
  if (to === undefined)
    return [
      violation(
        "RET-2",
        `the attackers at ${b.at} must name where their ${what} retreat to: one adjacent friendly space an attacking unit came from (${legal})`,
        path,
      ),
    ];
  return [
    violation(
      "RET-2",
      `the attackers at ${b.at} cannot retreat to ${to}: retreat goes to one adjacent friendly space an attacking unit came from (${legal})`,
      path,
    ),
  ];
}

/**
 * RET-3, RET-4, TRANS-8: all the attacker's land units (or ships, with their cargo) go to `to`; aircraft stay
 * and fly off in the non-combat move. Retreated units are marked (RET-5).
 */
export function retreatTo(ctx: Ctx, b: PendingBattle, to: string | undefined): void {
  const { rs, state } = ctx;
  const here = state.territories[b.at]!;
  const movers = retreatingUnits(rs, state, b);
  const ids = new Set(movers.map((u) => u.id));
  for (const u of here.units) {
    if (!u.aboard || !ids.has(u.aboard)) continue;
    if (u.owner === b.attacker && spec(rs, u.type).domain === "air")
      delete u.aboard; // CARR-2: own fighters fly on their own
    else ids.add(u.id); // cargo and allied fighters ride along (TRANS-8, CARR-3)
  }
  const moving = here.units.filter((u) => ids.has(u.id));
  here.units = here.units.filter((u) => !ids.has(u.id));
  for (const u of moving) if (!u.aboard) u.retreated = true;
  if (moving.length) state.territories[to!]!.units.push(...moving); // checked: `to` is given when units move (RET-2)
  const stay = attackers(rs, state, b);
  // RET-4: aircraft alone just break off; the event names the battle space when no `to` was given.
  ctx.events.push({
    type: "retreat",
    at: b.at,
    to: to ?? b.at,
    power: b.attacker,
    round: b.round,
    units: moving.map(brief),
    aircraftStay: stay.map(brief),
    rule: moving.length ? "RET-2" : "RET-4",
  });
}
