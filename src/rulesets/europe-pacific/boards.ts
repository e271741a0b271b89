// EP-GEN-1: the rules the two base games play differently, each on its own board. The record is composed from the
// Pacific one (its rules hold on the AAP board and, as the composition's base, on the strips); Europe's own rules hold
// on the AAE board: no Japanese first-turn surprise (PAC-SURP-1 is AAP's); raids have escorts and interceptors on
// every board (EUR-SBR = PAC-SBR). The Middle East, the Soviet conversion and the convoy-zone ban are in income.ts,
// turn.ts and move.ts.
import type { RulesetDefinition, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import { pacific } from "../pacific/index.js";
import { theatreOf } from "./spaces.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { launchProblems, patrolMayMove } from "../pacific/cap.js";

export const onEuropeBoard = (view: View, place: string): boolean => theatreOf(view, place) === "europe";

/** Where a unit stands (a battle's units are few; the board is searched once per unit value asked). */
function placeOf(view: View, u: Unit): string | undefined {
  for (const [place, t] of Object.entries(view.state.territories)) if (t.units.some((x) => x.id === u.id)) return place;
  return undefined;
}

const unitValue: NonNullable<RulesetDefinition["combat"]["unitValue"]> = (view, u, side, value) => {
  const changed = pacific.combat.unitValue?.(view, u, side, value);
  if (changed?.rule !== "PAC-SURP-1") return changed; // marines keep their own rule on any board (strips.md §5)
  const at = placeOf(view, u);
  return at !== undefined && onEuropeBoard(view, at) ? undefined : changed;
};

export const linkedCombat: RulesetDefinition["combat"] = {
  ...pacific.combat,
  unitValue, // PAC-TRANS-3 everywhere, PAC-SURP-1 off the AAE board
};

/**
 * EUR-MOVE-7 (revised 2026-11): submarines enter enemy-occupied zones only in the combat move on both boards (EP-GEN-2:
 * no TripleA option). Convoy zones change hands by entering or passing them: EUR-CONV-2 on the AAE board, PAC-CONV-2
 * elsewhere. No boarding among enemy units before their battle on the AAE board (EUR-TRANS-2).
 */
export const linkedMovement: RulesetDefinition["movement"] = {
  seaControl: (view, zone) => (onEuropeBoard(view, zone) ? "EUR-CONV-2" : "PAC-CONV-2"),
  noBoardingAmongEnemies: onEuropeBoard, // EUR-TRANS-2
  combatAirPatrol: { launch: linkedLaunchProblems, mayMove: patrolMayMove }, // PAC-CAP-1…5, EP-MOVE-7
};

/** EP-MOVE-7: Combat Air Patrols fly over AAP and strip sea zones only, never over the AAE board's (EP-GEN-1). */
function linkedLaunchProblems(view: View, units: readonly Unit[], path: readonly string[]): Violation[] {
  const zone = path[path.length - 1]!;
  const out = launchProblems(view, units, path);
  if (onEuropeBoard(view, zone))
    out.push({
      rule: "EP-MOVE-7",
      message: `${zone} is a sea zone of the Europe board: Combat Air Patrols fly only over the Pacific board and the strips`,
      path: "action.path",
    });
  return out;
}
