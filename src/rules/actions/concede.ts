import { allianceOf } from "../queries.js";
import { violation, withoutPlan } from "../engine/context.js";
import { winnerRecord } from "../economy/victory.js";

/** VICT-3: a side may concede at any time; the other side wins. */
export const concede = withoutPlan<"concede">({
  actor: "anyPower",
  // VICT-3: once the game is won, nothing — a concession included — changes the result.
  check: (ctx) =>
    ctx.state.winner
      ? [
          violation(
            "VICT-3",
            `the game is over: the ${ctx.state.winner.alliance} won (${ctx.state.winner.condition}); nothing can be conceded`,
          ),
        ]
      : [],
  apply(ctx, action) {
    const { rs, state } = ctx;
    const loser = allianceOf(rs, action.power);
    const winner = rs.powers.find((p) => p.alliance !== loser)?.alliance ?? "none";
    state.winner = winnerRecord(ctx, winner, "VICT-3"); // OPT-6 adds the individual winner
    ctx.events.push({ type: "conceded", power: action.power, alliance: loser, winner });
  },
});
