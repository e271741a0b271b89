// EUR-CONV-2, EUR-MOVE-6: convoy zones change control like territories. A warship or submarine entering or passing an
// empty enemy zone in the combat move takes it at once (the shared move: rules/movement/sea-control.ts); after the
// combat phase, a power at war with a zone's controller takes it when a warship or submarine of its own that moved in
// this combat move is there and no enemy ship is (a sea battle won); an Allied power doing so returns it to its
// original owner (liberation). In the non-combat move no ship may enter, pass or end in a convoy zone an enemy controls
// (EUR-MOVE-6, also the shared walk: rules/movement/sea.ts).
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
