// EP-TURN-2, EP-GEN-1: one pass through the phases per power over both boards: Pacific's phase list (the same six as
// Europe's, plus Pacific's kamikaze and scrambles in the combat phase), with the money of the linked game and each
// board's end-of-turn rules: income (income.ts, convoy-fund.ts); repairs and resurfacing end `place` (EUR-COMB-4 =
// PAC-COMB-1), where the Soviet player may also convert Allied units in the Europe board's factory cities (EUR-SOV-1/2). Japan's
// victory points decide the Pacific theatre only, after the turn (the record's turnEnd, EP-VICT-1). China's free
// infantry, counted at the American purchase, arrive at the end of the American place phase (Pacific's phases, EP-POW-4).
import type { Ctx, PhaseSpec } from "../../rules/ruleset/types.js";
import { pacificTurn } from "../pacific/turn.js";
import { collectLinkedIncome } from "./income.js";
import { fundShares } from "./convoy-fund.js";

function endOfTurn(ctx: Ctx): void {
  collectLinkedIncome(ctx, fundShares(ctx, ctx.state.turn.power)); // EP-MONEY-2, EP-MONEY-3, EUR-ME-3, PAC-VP-2
}

export const linkedTurn: readonly PhaseSpec[] = pacificTurn.map((phase): PhaseSpec => {
  if (phase.name === "place") return { ...phase, actions: [...phase.actions, "patrioticWar"] }; // EUR-SOV-2 (China's infantry arrive by Pacific's place end, EP-POW-4)
  return phase.name === "collectIncome" ? { ...phase, onEnd: endOfTurn } : phase;
});
