// Enhanced Realism map clarifications that are movement rules rather than board edges (option erMapChanges,
// ER-MAP-3, ER-MAP-6, ER-MAP-7; the edge edits ER-MAP-4/5 are board data of the rule set's variant). The places
// are the Classic board's, which is the only board the option exists on.
import { ownerAtTurnStart } from "../queries.js";
import type { MoveEnv } from "./env.js";
import { isAlly, optsOf, ownerOf } from "./env.js";

const pair = (a: string, b: string, x: string, y: string) => (a === x && b === y) || (a === y && b === x);

/** ER-MAP-3: West Canada and East Canada Sea Zone are not adjacent for transports (loading, unloading, assaults). */
export const transportEdgeClosed = (env: MoveEnv, land: string, zone: string): boolean =>
  optsOf(env).erMapChanges && pair(land, zone, "West Canada", "East Canada Sea Zone");

/** ER-MAP-4: the edge the map edits removed, cited beside MOVE-1. */
export const removedEdge = (env: MoveEnv, a: string, b: string): boolean =>
  optsOf(env).erMapChanges && pair(a, b, "South Africa", "Mozambique Sea Zone");

/** Control "now" with realTimeOwnership (ER-MAP-1), else at the start of the turn (CANAL-4). */
export const controlForMoves = (env: MoveEnv, place: string): string | null =>
  optsOf(env).realTimeOwnership ? ownerOf(env, place) : ownerAtTurnStart(env.state, place);

/** ER-MAP-6: ships enter Black Sea Zone from the Mediterranean only while their side controls Turkey (now). */
export function blackSeaClosed(env: MoveEnv, from: string, to: string): boolean {
  if (!optsOf(env).erMapChanges || to !== "Black Sea Zone") return false;
  if (from !== "Central Mediteranean Sea Zone" && from !== "East Mediteranean Sea Zone") return false;
  return !isAlly(env, ownerOf(env, "Turkey"));
}

/** ER-MAP-7: the side holding Panama moves between its two sea zones at no cost. */
export function panamaFree(env: MoveEnv, from: string, to: string): boolean {
  return (
    optsOf(env).erMapChanges && pair(from, to, "Carribean Sea Zone", "West Panama Sea Zone") && isAlly(env, controlForMoves(env, "Panama"))
  );
}
