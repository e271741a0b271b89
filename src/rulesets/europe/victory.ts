// EUR-VICT-1..3: honourable surrender. At the end of a round the Axis win holding 2 victory cities (Germany and
// one Allied capital); the Allies win holding all 4. The victory cities are the four capitals.
import type { Ctx } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";

const AXIS_NEEDS = 2;

export function honourableSurrender(ctx: Ctx): void {
  const { rs, state } = ctx;
  if (state.winner) return;
  const cities = rs.powers.map((p) => p.capital); // EUR-VICT-1
  const held = (alliance: string) =>
    cities.filter((c) => {
      const owner = state.territories[c]?.owner ?? null;
      return owner !== null && allianceOf(rs, owner) === alliance;
    });
  const axis = held("Axis");
  const allies = held("Allies");
  const alliance = axis.length >= AXIS_NEEDS ? "Axis" : allies.length === cities.length ? "Allies" : null;
  if (!alliance) return;
  state.winner = { alliance, condition: "EUR-VICT-2", round: state.turn.round };
  ctx.events.push({ type: "victory", ...state.winner, kind: "capital", value: (alliance === "Axis" ? axis : allies).length });
}
