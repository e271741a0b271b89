// Legal-move hints for the Pacific: the shared hints less the moves China's limits refuse (PAC-CHINA-4: Chinese land
// units stay in China and the territories it may enter, and never board), so every hint validates.
import type { GameState } from "../../rules/schema/state.js";
import type { Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { classicReaches } from "../../analysis/hints/classic-reaches.js";
import { chineseMoveProblems } from "./china.js";
import { loadedDestroyerReachOk } from "./carry.js";

export function pacificReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const view = { rs, state };
  const out: UnitReaches[] = [];
  for (const u of classicReaches(rs, state, power, unitIds)) {
    const here = state.territories[u.from]?.units ?? [];
    const reaches = u.reaches.filter(
      (r) =>
        chineseMoveProblems(
          view,
          here.filter((x) => r.units.includes(x.id)),
          r.path,
        ).length === 0 && loadedDestroyerReachOk(rs, state, power, here, r),
    );
    if (unitIds || reaches.length) out.push({ ...u, reaches });
  }
  return out;
}
