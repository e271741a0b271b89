// Legal-move hints for the linked game: the shared hints less the moves the linked game's own move check refuses
// (linkedMoveProblems: EP-WAR-1, EP-MOVE-2/3, EUR-SOV-2, EUR-MOVE-6), so every hint still validates.
import type { GameState } from "../../rules/schema/state.js";
import type { Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { classicReaches } from "../../analysis/hints/classic-reaches.js";
import { linkedMoveProblems } from "./move.js";
import { loadedDestroyerReachOk } from "../pacific/carry.js";

export function europePacificReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const view = { rs, state };
  const out: UnitReaches[] = [];
  for (const u of classicReaches(rs, state, power, unitIds)) {
    const here = state.territories[u.from]?.units ?? [];
    const reaches = u.reaches.filter((r) => {
      const units = here.filter((x) => r.units.includes(x.id));
      return linkedMoveProblems(view, power, r.path, units).length === 0 && loadedDestroyerReachOk(rs, state, power, here, r);
    });
    if (unitIds || reaches.length) out.push({ ...u, reaches });
  }
  return out;
}
