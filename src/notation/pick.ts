// Who acts when a line names no power, and which units `3 inf` means where the wire needs unit ids: the defaults a
// player means in ordinary play (docs/orders.md). The parser and the printer share them, so they stay inverses.
import type { GameState, Unit } from "../rules/schema/state.js";
import type { ActionType } from "../rules/schema/action.js";

/** The power to act now: the owner of the pending decision, else the turn's power. */
export const actingPower = (state: GameState): string => state.pending.decision?.power ?? state.turn.power;

/**
 * The power a line without a `Power:` prefix acts for: kamikaze is Japan's, the Soviet conversion and redeployment
 * the Russians', a scramble the owner of the territory the fighters leave; everything else the acting power.
 */
export function defaultPower(state: GameState, type: ActionType, from?: string): string {
  const has = (p: string) => Object.hasOwn(state.powers, p);
  if (type === "kamikaze" && has("Japanese")) return "Japanese";
  if ((type === "patrioticWar" || type === "redeployToMoscow") && has("Russians")) return "Russians";
  if (type === "scramble" && from) return state.territories[from]?.owner ?? actingPower(state);
  return actingPower(state);
}

/** The units `type → count` stands for in `pool`: the first of each type, in board order (ids in the order asked). */
export function defaultPick(pool: readonly Unit[], wanted: readonly { type: string; count: number }[]): string[] | { short: string } {
  const taken = new Set<string>();
  const out: string[] = [];
  for (const { type, count } of wanted) {
    const free = pool.filter((u) => u.type === type && !taken.has(u.id)).slice(0, count);
    if (free.length < count) return { short: type };
    for (const u of free) {
      taken.add(u.id);
      out.push(u.id);
    }
  }
  return out;
}

/** Every unit on the board (cargo included: it is listed in its space), in board order. */
export function boardUnits(state: GameState): Unit[] {
  return Object.values(state.territories).flatMap((t) => t.units);
}

/** The units a count stands for, by where the order's ids come from (see docs/orders.md "Unit ids"). */
export type PoolKind =
  | { kind: "at"; place: string; power: string } // the power's units in one space
  | { kind: "ids"; ids: readonly string[] } // the units a pending decision offers
  | { kind: "owned"; power: string } // every unit of the power
  | { kind: "others"; power: string }; // every unit of other powers

export function poolOf(state: GameState, p: PoolKind): Unit[] {
  switch (p.kind) {
    case "at":
      return (state.territories[p.place]?.units ?? []).filter((u) => u.owner === p.power);
    case "ids": {
      const byId = new Map(boardUnits(state).map((u) => [u.id, u]));
      return p.ids.flatMap((id) => byId.get(id) ?? []);
    }
    case "owned":
      return boardUnits(state).filter((u) => u.owner === p.power);
    case "others":
      return boardUnits(state).filter((u) => u.owner !== p.power);
  }
}
