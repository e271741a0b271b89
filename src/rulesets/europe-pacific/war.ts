// EP-WAR-1..3: the USSR and Japan start at peace (state.relations.ussrJapan, absent = peace). While at peace the
// USSR may not move into a space holding Japanese units or under Japanese control; Japan may, and its attack on a
// Soviet-held space or Soviet units starts the war for good. The USSR cannot start it.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";

const USSR = "Russians";
const JAPAN = "Japanese";

export const atWar = (view: View): boolean => view.state.relations?.ussrJapan === "war";

/** Does entering `place` attack `enemy` (its units there, or its control of the land)? */
function touches(view: View, place: string, enemy: string): boolean {
  const t = view.state.territories[place];
  return !!t && (t.owner === enemy || t.units.some((u) => u.owner === enemy));
}

/** EP-WAR-1, EP-WAR-3: a Soviet move into Japanese units or territory while at peace (every such space on the path). */
export function peaceProblems(view: View, power: string, path: readonly string[]): Violation[] {
  if (power !== USSR || atWar(view)) return [];
  return path
    .slice(1)
    .filter((p) => touches(view, p, JAPAN))
    .map((p) => ({
      rule: "EP-WAR-1",
      message: `the USSR and Japan are at peace: Soviet units may not enter ${p}, which holds Japanese units or is Japanese-controlled; only Japan can start the war (EP-WAR-3)`,
    }));
}

/** EP-WAR-2: Japan's combat move into a Soviet-held space or onto Soviet units starts the war, permanently. */
export function startWarIfJapanAttacks(ctx: Ctx, power: string, path: readonly string[], combat: boolean): void {
  if (power !== JAPAN || !combat || atWar(ctx)) return;
  const to = path[path.length - 1];
  if (to !== undefined && touches(ctx, to, USSR)) ctx.state.relations = { ussrJapan: "war" };
}
