// Legal-move hints for Europe: the shared hints less the moves Europe's own move check refuses (EUR-SOV-2: units
// converted this round stay; EUR-MOVE-6 is the shared walk's), so every hint validates.
import type { GameState } from "../../rules/schema/state.js";
import type { Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { classicReaches } from "../../analysis/hints/classic-reaches.js";
import { convertedMayNotMove } from "./soviet.js";

export function europeReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const view = { rs, state };
  const out: UnitReaches[] = [];
  for (const u of classicReaches(rs, state, power, unitIds)) {
    const here = state.territories[u.from]?.units ?? [];
    const reaches = u.reaches.filter((r) => {
      const units = here.filter((x) => r.units.includes(x.id));
      return convertedMayNotMove(view, units).length === 0;
    });
    if (unitIds || reaches.length) out.push({ ...u, reaches });
  }
  return out;
}
