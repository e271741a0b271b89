// Taking units off the board as casualties, with what they carry (TRANS-8, CARR-3, CARR-4, AA-8).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import type { EventOf } from "../schema/events.js";
import { spec } from "../queries.js";
import { attackers, defenders } from "./sides.js";

const brief = (u: Unit) => ({ id: u.id, type: u.type, owner: u.owner });

/**
 * Removes the units `ids` from the battle space. Cargo sinks with its transport (TRANS-8, AA-8) and allied
 * fighters with the attacking carrier that carried them (CARR-3); fighters that fight in this battle
 * (defenders aboard a carrier, CARR-4, or the attacker's own) stay in the battle without their carrier.
 */
/** What the casualties event says besides the units: side, round, stage, who chose, the rule. */
type CasualtyMeta = Pick<EventOf<"casualties">, "side" | "round" | "stage" | "chosenBy" | "rule">;

export function removeUnits(ctx: Ctx, b: PendingBattle, ids: readonly string[], meta: CasualtyMeta): void {
  if (!ids.length) return;
  const territory = ctx.state.territories[b.at]!;
  const fighting = new Set([...attackers(ctx.rs, ctx.state, b), ...defenders(ctx.rs, ctx.state, b)].map((u) => u.id));
  const dead = new Set(ids);
  const lost = territory.units.filter((u) => dead.has(u.id));
  const sunk: Unit[] = [];
  for (const u of territory.units) {
    if (!u.aboard || !dead.has(u.aboard) || dead.has(u.id)) continue;
    if (spec(ctx.rs, u.type).domain === "air" && fighting.has(u.id)) delete u.aboard;
    else {
      sunk.push(u);
      dead.add(u.id);
    }
  }
  territory.units = territory.units.filter((u) => !dead.has(u.id));
  ctx.events.push({ type: "casualties", at: b.at, battle: b.kind, ...meta, units: lost.map(brief) });
  if (sunk.length)
    ctx.events.push({
      type: "cargoLost",
      at: b.at,
      battle: b.kind,
      units: sunk.map(brief),
      rule: sunk.some((u) => spec(ctx.rs, u.type).domain === "air") ? "CARR-3" : "TRANS-8",
    });
}
export { brief };
