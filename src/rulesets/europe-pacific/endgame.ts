// The linked game's victory moments (EP-VICT-1, §9 point 5) and the endgame's after-effects that last one turn:
// EP-END-8's lost combat move ends with the power's next turn, EP-END-9's redeployment offer with the current turn.
import type { Ctx } from "../../rules/ruleset/types.js";
import { BOARDS, theatreState } from "./theatres.js";
import { checkAtTurnEnd } from "./victory.js";

export function europePacificTurnEnd(ctx: Ctx): void {
  const power = ctx.state.turn.power;
  for (const board of BOARDS) {
    const t = theatreState(ctx, board);
    if (!t) continue;
    if (t.noCombatMove?.includes(power)) {
      t.noCombatMove = t.noCombatMove.filter((p) => p !== power);
      if (!t.noCombatMove.length) delete t.noCombatMove;
    }
    delete t.sovietRedeployment; // EP-END-9: "at once"
  }
  checkAtTurnEnd(ctx); // PAC-VP-4, PAC-VICT-3 for Japan; EUR-VICT-3, PAC-VICT-2 holds
}

export const europePacificRoundEnd = (_ctx: Ctx): void => {}; // every condition is checked at turn ends (EP-VICT-1)
