// EUR-CONV-2, EUR-MOVE-6: convoy zones change control like territories. After the combat phase, a power at war
// with a convoy zone's controller takes it when a warship or submarine of its own that moved in this combat move
// is there and no enemy ship is; an Allied power doing so returns it to its original owner (liberation). In the
// non-combat move no ship may end its move in a convoy zone an enemy controls.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { areAllied, areEnemies, isWarship, spec } from "../../rules/queries.js";
import { isConvoyZone } from "./income.js";

export function captureConvoyZones(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  for (const [place, t] of Object.entries(state.territories)) {
    if (!isConvoyZone(ctx, place) || !areEnemies(rs, power, t.owner)) continue;
    const mine = t.units.some((u) => u.owner === power && u.movedInCombat && isWarship(spec(rs, u.type))); // EUR-CONV-2: transports alone do not count
    const enemyShips = t.units.some((u) => areEnemies(rs, power, u.owner) && spec(rs, u.type).domain === "sea");
    if (!mine || enemyShips) continue;
    const original = rs.board.territories.get(place)!.originalOwner!;
    const liberation = original !== power && areAllied(rs, original, power);
    const newOwner = liberation ? original : power;
    if (!(place in state.thisTurn.conquered)) state.thisTurn.conquered[place] = t.owner;
    ctx.events.push({
      type: liberation ? "liberated" : "captured",
      at: place,
      by: power,
      owner: newOwner,
      from: t.owner,
      rule: "EUR-CONV-2",
    });
    t.owner = newOwner;
  }
}

/** EUR-MOVE-6: ships may not end a non-combat move in a convoy zone an enemy controls. */
export function convoyNoncombatCheck(view: View, power: string, path: readonly string[], types: readonly string[]): Violation[] {
  const dest = path[path.length - 1]!;
  if (view.state.turn.phase !== "noncombatMove" || !isConvoyZone(view, dest)) return [];
  const controller = view.state.territories[dest]?.owner ?? null;
  if (!areEnemies(view.rs, power, controller) || !types.some((t) => spec(view.rs, t).domain === "sea")) return [];
  return [
    violation(
      "EUR-MOVE-6",
      `${dest} is a convoy zone controlled by the ${controller}: ships may not end a non-combat move there (taking it is a combat move)`,
      "action.path",
    ),
  ];
}
