import type { ActionHandler } from "./types.js";
import { allianceOf } from "../queries.js";

/** VICT-3: a side may concede at any time; the other side wins. */
export const concede: ActionHandler<"concede"> = {
  phases: "any",
  actor: "anyPower",
  check: () => [],
  apply(ctx, action) {
    const { rs, state } = ctx;
    const loser = allianceOf(rs, action.power);
    const winner = rs.powers.find((p) => p.alliance !== loser)?.alliance ?? "none";
    state.winner = { alliance: winner, condition: "VICT-3", round: state.turn.round };
    ctx.events.push({ type: "conceded", power: action.power, alliance: loser, winner });
  },
};
