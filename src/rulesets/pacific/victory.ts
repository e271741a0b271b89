// PAC-VICT-1..3: at the end of each round, Japan wins holding 2 of the 3 victory cities, the Allies holding all 3; else the Allies win controlling spaces worth 134 or more of the board's 143
// (Japan with option axisEconomicVictory: that many). PAC-VP-4 is checked at the end of Japan's turn (victory-points.ts).
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";
import { VICTORY_CITIES } from "./spaces.js";
import { pacificOptions } from "./options.js";

const AXIS_CITIES = 2;
export const ALLIES_ECONOMIC_VICTORY = 134;

/** The value of every space (land and convoy centre) an alliance controls (PAC-VICT-3). */
export function allianceValue(view: View, alliance: string): number {
  let total = 0;
  for (const [place, t] of Object.entries(view.state.territories))
    if (t.owner !== null && allianceOf(view.rs, t.owner) === alliance) total += view.rs.board.territories.get(place)?.ipc ?? 0;
  return total;
}

export function pacificRoundEnd(ctx: Ctx): void {
  const { rs, state } = ctx;
  if (state.winner) return;
  const held = (alliance: string) =>
    VICTORY_CITIES.filter((c) => {
      const owner = state.territories[c]?.owner ?? null;
      return owner !== null && allianceOf(rs, owner) === alliance;
    });
  const axis = held("Axis");
  const allies = held("Allies");
  if (axis.length >= AXIS_CITIES) {
    state.winner = { alliance: "Axis", condition: "PAC-VICT-2", round: state.turn.round };
    ctx.events.push({ type: "victory", ...state.winner, kind: "capital", value: axis.length });
    return;
  }
  if (allies.length === VICTORY_CITIES.length) {
    state.winner = { alliance: "Allies", condition: "PAC-VICT-2", round: state.turn.round };
    ctx.events.push({ type: "victory", ...state.winner, kind: "capital", value: allies.length });
    return;
  }
  const alliesValue = allianceValue(ctx, "Allies");
  if (alliesValue >= ALLIES_ECONOMIC_VICTORY) {
    state.winner = { alliance: "Allies", condition: "PAC-VICT-3", round: state.turn.round };
    ctx.events.push({ type: "victory", ...state.winner, kind: "economic", value: alliesValue });
    return;
  }
  const axisTarget = pacificOptions(ctx).axisEconomicVictory; // PAC-OPT-5
  const axisValue = allianceValue(ctx, "Axis");
  if (axisTarget !== null && axisValue >= axisTarget) {
    state.winner = { alliance: "Axis", condition: "PAC-OPT-5", round: state.turn.round };
    ctx.events.push({ type: "victory", ...state.winner, kind: "economic", value: axisValue });
  }
}
