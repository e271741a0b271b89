// The linked game's move: the Pacific record's move (shared movement with China's limits, destroyer cargo and convoy
// zones) plus the USSR–Japan peace (EP-WAR-1..3), aircraft crossing between boards (EP-MOVE-2/3), the canals'
// own rule IDs (EP-MOVE-4 Panama, EP-MOVE-5 Suez; the shared CANAL-1 check does the work on the canal data), and the
// decided-theatre endgame (EP-END-1/2/4/5/8).
import type { ActionHandler, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { MovePlan } from "../../rules/movement/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { pacific } from "../pacific/index.js";
import { peaceProblems, startWarIfJapanAttacks } from "./war.js";
import { crossingProblems, noteStartTheatres } from "./crossing.js";
import { theatreOf } from "./spaces.js";
import { convertedMayNotMove } from "../europe/soviet.js";
import { endgameMoveProblems, markOptionalBattles, victorMayLeave } from "./endgame-move.js";

const base = pacific.actions.move as ActionHandler<"move", MovePlan>;

const CANALS: Readonly<Record<string, string>> = { Panama: "EP-MOVE-4", Suez: "EP-MOVE-5" };

/** CANAL-1 found a closed canal: cite the linked game's rule for Panama and Suez (the Bosphorus keeps Europe's). */
const canalRule = (v: Violation): Violation => {
  if (v.rule !== "CANAL-1") return v;
  const name = Object.keys(CANALS).find((c) => v.message.includes(`the ${c} `));
  return name ? { ...v, rule: CANALS[name]! } : v;
};

/** What the linked game adds to the Pacific record's move check (the legal-move hints leave these moves out too). */
export function linkedMoveProblems(view: View, power: string, path: readonly string[], units: readonly Unit[]): Violation[] {
  const combat = view.state.turn.phase === "combatMove";
  return [
    ...peaceProblems(view, power, path),
    ...endgameMoveProblems(view, power, path), // EP-END-4, EP-END-5, EP-END-8
    ...crossingProblems(view, units, path, combat),
    ...convertedMayNotMove(view, units), // EP-GEN-1: EUR-SOV-2 (the conversion happens on the Europe board)
  ];
}

export const europePacificMove: ActionHandler<"move", MovePlan> = {
  actor: "turnPower",
  check(ctx, action) {
    const checked = base.check(ctx, action);
    const units = checked.plan.units.map((s) => s.unit);
    return {
      violations: [
        ...checked.violations.filter((v) => !victorMayLeave(ctx, action.power, action.path, v)).map(canalRule), // EP-END-1
        ...linkedMoveProblems(ctx, action.power, action.path, units),
      ],
      plan: checked.plan,
    };
  },
  apply(ctx, action, plan) {
    const from = action.path[0]!;
    const ids = new Set(plan.units.map((s) => s.unit.id));
    noteStartTheatres(
      ctx,
      (ctx.state.territories[from]?.units ?? []).filter((u) => ids.has(u.id)),
      from,
    );
    startWarIfJapanAttacks(ctx, action.power, action.path, ctx.state.turn.phase === "combatMove"); // before the battle changes the space
    base.apply(ctx, action, plan);
    markOptionalBattles(ctx, action.power); // EP-END-2
  },
};
