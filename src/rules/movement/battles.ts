// Combat move: what a move does at its destination, and the pending battles it records (COMB-1, AMPH-1, SBR-1, AA-3).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle } from "../schema/state.js";
import { conqueredThisTurn } from "../queries.js";
import type { MoveEnv } from "./env.js";
import { enemyLand, enemyOccupants, isSeaZone, unviolatedNeutral } from "./env.js";
import { enemyAtSea } from "./sea.js";
import type { Outcome, UnitStep } from "./types.js";

/** What arriving at `dest` in the combat move means for the units of this move. */
export function outcomeAt(env: MoveEnv, dest: string, steps: readonly UnitStep[], raid: boolean): Outcome {
  if (!env.combat) return { kind: "none" };
  if (raid) return { kind: "raid" };
  if (isSeaZone(env, dest)) return enemyAtSea(env, dest) ? { kind: "battle", battle: "sea", amphibious: false } : { kind: "none" };
  if (unviolatedNeutral(env, dest)) return { kind: "neutral" };
  const unloading = steps.filter((s) => s.mode === "unload");
  if (!enemyLand(env, dest)) return joinsCapture(env, dest, steps) ? { kind: "capture" } : { kind: "none" };
  const amphibious = unloading.length > 0;
  const pending = env.state.pending.battles.some((b) => b.at === dest && b.kind === "land");
  // AMPH-2: cargo unloading from a zone with enemy ships lands only after that sea battle, so it is a battle.
  const contestedShore = unloading.some((s) => enemyAtSea(env, s.from));
  if (pending || enemyOccupants(env, dest).length > 0 || contestedShore) return { kind: "battle", battle: "land", amphibious };
  // LAND-5: land units entering an enemy territory without enemy units take it at once; aircraft alone take nothing.
  return steps.some((s) => s.mode !== "air") ? { kind: "capture" } : { kind: "none" };
}

/**
 * MOVE-2 with AA-3 "moves count as simultaneous": land units (aircraft only alongside them) may end in a territory
 * this combat move already took without a battle (LAND-5, LAND-3, NEUT-2): they join that capture. Not from a sea
 * zone with enemy units (AMPH-2: such cargo lands only after the sea battle, so it is no part of a capture).
 */
function joinsCapture(env: MoveEnv, dest: string, steps: readonly UnitStep[]): boolean {
  if (!conqueredThisTurn(env.state, dest) || isSeaZone(env, dest)) return false;
  if (steps.some((s) => s.mode === "unload" && enemyAtSea(env, s.from))) return false;
  return steps.some((s) => s.mode === "land" || s.mode === "unload");
}

/** The pending battle at `at` of that kind, created on first use: one entry per space (COMB-1). */
export function battleAt(ctx: Ctx, at: string, kind: PendingBattle["kind"]): PendingBattle {
  const battles = ctx.state.pending.battles;
  let b = battles.find((x) => x.at === at && x.kind === kind);
  if (!b) {
    b = { at, kind, attacker: ctx.state.turn.power, enteredFrom: [], aaFire: [], round: 0 };
    battles.push(b);
    ctx.events.push({ type: "battleDeclared", at, kind, attacker: b.attacker, rule: kind === "raid" ? "SBR-1" : "COMB-1" });
  }
  return b;
}

const addUnique = (list: string[], item: string): void => {
  if (!list.includes(item)) list.push(item);
};

/** RET-2: the space each attacking unit entered the battle from (its path's second-to-last space). */
export function addEnteredFrom(b: PendingBattle, from: string): void {
  addUnique(b.enteredFrom, from);
}

/** AMPH-1, AMPH-2: the assault and the sea zones its cargo unloads from. */
export function markAmphibious(b: PendingBattle, zone: string): void {
  b.amphibious = true;
  b.unloadFrom = b.unloadFrom ?? [];
  addUnique(b.unloadFrom, zone);
}

/**
 * AA-3, SBR-2: a shot per gun at the aircraft passing it, in the order the paths reach the guns, the target's own
 * gun last; a gun fires at a given aircraft once.
 */
export function addAaShot(b: PendingBattle, gun: string, over: string, aircraft: string): void {
  const existing = b.aaFire.find((s) => s.gun === gun);
  if (existing) {
    addUnique(existing.aircraft, aircraft);
    return;
  }
  const shot = { gun, over, aircraft: [aircraft] };
  const own = b.aaFire.findIndex((s) => s.over === b.at);
  if (over !== b.at && own >= 0) b.aaFire.splice(own, 0, shot);
  else b.aaFire.push(shot);
}
