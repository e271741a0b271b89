// Legal-move hints for the linked game: the shared hints less the moves the linked game's own move check refuses —
// the USSR–Japan peace (EP-WAR-1) and aircraft reaching the other board (EP-MOVE-2/3) — so every hint still validates.
import type { GameState } from "../../rules/schema/state.js";
import type { Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { classicReaches } from "../../analysis/hints/classic-reaches.js";
import { peaceProblems } from "./war.js";
import { crossingProblems } from "./crossing.js";

export function europePacificReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const view = { rs, state };
  const combat = state.turn.phase === "combatMove";
  const out: UnitReaches[] = [];
  for (const u of classicReaches(rs, state, power, unitIds)) {
    const unit = state.territories[u.from]?.units.find((x) => x.id === u.unit);
    const reaches = u.reaches.filter(
      (r) => peaceProblems(view, power, r.path).length === 0 && (!unit || crossingProblems(view, [unit], r.path, combat).length === 0),
    );
    if (unitIds || reaches.length) out.push({ ...u, reaches });
  }
  return out;
}
