// ER-VICT-3, ER-VICT-5 (option surrenderVictory): a power with no units on the board and no industrial complex at
// the start of its turn is eliminated for good; a side whose every power is eliminated has lost.
import { opts, type Ctx } from "../engine/context.js";
import { winnerRecord } from "./victory.js";

/** True when the power to move takes no turn: eliminated before, or now (ER-VICT-3). */
export function skipsTurn(ctx: Ctx): boolean {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const p = state.powers[power];
  if (!p) return false;
  if (p.eliminated) return true;
  if (!opts(ctx).surrenderVictory) return false;
  const hasUnits = Object.values(state.territories).some((t) => t.units.some((u) => u.owner === power));
  if (hasUnits) return false; // a complex is a unit of its controller, so this covers both conditions
  p.eliminated = true;
  ctx.events.push({ type: "powerEliminated", power, round: state.turn.round, rule: "ER-VICT-3" });
  // ER-VICT-5: a side with no power left cannot surrender; the other side wins.
  const alliance = rs.powers.find((x) => x.name === power)?.alliance;
  const side = rs.powers.filter((x) => x.alliance === alliance);
  if (side.every((x) => state.powers[x.name]?.eliminated)) {
    const other = rs.powers.find((x) => x.alliance !== alliance)?.alliance;
    if (other) {
      state.winner = winnerRecord(ctx, other, "ER-VICT-5");
      ctx.events.push({ type: "victory", ...state.winner, round: state.turn.round });
    }
  }
  return true;
}
