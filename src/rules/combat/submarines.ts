// SUB-5: submarine withdrawal after a round, attacker first, then the defender (OPT-13).
import type { Ctx } from "../engine/context.js";
import type { GameState, PendingBattle } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { opts } from "../engine/context.js";
import { areAdjacent, areEnemies, isSea, spec, unitsAt } from "../queries.js";
import { attackers, defenders, defendingPower } from "./sides.js";
import { brief } from "./remove.js";
import type { Side } from "./values.js";

export function submarinesOf(rs: Ruleset, state: GameState, b: PendingBattle, side: Side) {
  if (b.kind !== "sea") return [];
  return (side === "attacker" ? attackers(rs, state, b) : defenders(rs, state, b)).filter((u) => spec(rs, u.type).isSubmarine);
}

/**
 * Where a side's submarines may withdraw: the attacker's to an adjacent sea zone an attacking ship came
 * from; the defender's (if OPT-13 allows) to adjacent sea zones with no enemy units and no battle this turn.
 */
export function withdrawOptions(ctx: Pick<Ctx, "rs" | "state">, b: PendingBattle, side: Side): string[] {
  const { rs, state } = ctx;
  if (b.kind !== "sea") return [];
  if (rs.combat.submerge) return [b.at]; // EUR-SUB-4: they submerge where they are, attacker's and defender's alike
  if (side === "attacker") return [...new Set(b.enteredFrom)].filter((p) => isSea(rs, p) && areAdjacent(rs, b.at, p));
  if (!opts(ctx).defendingSubsMayWithdraw) return [];
  const defender = defendingPower(rs, state, b);
  const battles = new Set([...state.thisTurn.battlesFought, ...state.pending.battles.map((x) => x.at)]);
  return [...(rs.board.adjacency.get(b.at) ?? [])]
    .filter((p) => isSea(rs, p) && !battles.has(p) && !unitsAt(state, p).some((u) => areEnemies(rs, u.owner, defender)))
    .sort();
}

/** Moves the submarines `ids` out of the battle to `to`; they don't move again this turn (SUB-6). */
export function withdraw(ctx: Ctx, b: PendingBattle, side: Side, ids: readonly string[], to: string): void {
  const here = ctx.state.territories[b.at]!;
  const set = new Set(ids);
  if (to === b.at) {
    // EUR-SUB-4: submerged, they stay in the zone and take no further part in the battle
    const down = here.units.filter((u) => set.has(u.id));
    for (const u of down) u.submerged = true;
    ctx.events.push({ type: "submarinesWithdrawn", at: b.at, side, to, round: b.round, units: down.map(brief), rule: "EUR-SUB-4" });
    return;
  }
  const moving = here.units.filter((u) => set.has(u.id));
  here.units = here.units.filter((u) => !set.has(u.id));
  for (const u of moving) u.retreated = true;
  ctx.state.territories[to]!.units.push(...moving);
  ctx.events.push({ type: "submarinesWithdrawn", at: b.at, side, to, round: b.round, units: moving.map(brief), rule: "SUB-5" });
}
