// The enumerated chooser: the harness's default player picks only among what POST /v1/legal-actions enumerates for
// the power to act — `options` (purchases, placements, battles, the pending decision's answers, declarations,
// endPhase) and `units[].reaches` for moves (the move enumeration is the reaches, issue 33 item 3) — through the
// transport, so over HTTP the answer the bot reads is the wire's. It is the selfplay bot (src/analysis/hints/legal/
// bot.ts): every action it sends was offered, so a refusal is a failure of the game, and a state where the answer
// offers nothing at all is a stall.
import { chooseAction } from "../../../src/analysis/hints/legal/bot.js";
import type { Chooser } from "./chooser.js";

export interface EnumeratedChooserOptions {
  /** accepted actions in a phase before the bot winds it down (answers, fights by policy, lands, ends): default 6 */
  budget?: number;
}

export function enumeratedChooser(options: EnumeratedChooserOptions = {}): Chooser {
  return async (ctx) => {
    const legal = await ctx.hints();
    const action = chooseAction({
      rs: ctx.ruleset,
      state: ctx.state,
      legal,
      rand: ctx.rand,
      steps: ctx.acceptedThisPhase,
      ...(options.budget !== undefined ? { budget: options.budget } : {}),
    });
    if (!action) {
      const owes = legal.options.endPhase?.owes.map((o) => `${o.rule}: ${o.message}`).join("; ");
      return {
        stall: `the enumeration offers the ${ctx.actor} nothing in ${ctx.state.turn.phase}${owes ? ` (endPhase owes ${owes})` : ""}`,
      };
    }
    return { action, promised: ctx.state.pending.decision ? "decision" : "option" };
  };
}
