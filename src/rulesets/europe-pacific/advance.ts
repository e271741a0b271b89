// EP-GEN-1, EP-SETUP-2: the AAE board starts with its own game's opening, the special cash advance of round 0
// (EUR-ECON-3, EUR-ECON-4): each power in turn order buys from its advance (Europe's defaults, as the linked game has
// no options, EP-GEN-2: Germans 12, Russians 12, British 0, Americans 0; Japan none, AAP has no advance) and places
// what it bought on the AAE board where it already has units. The same phase holds the start of the game's convoy
// split of the Americans and the British (EP-MONEY-3, convoy-fund.ts).
import type { ActionHandler, PhaseSpec, PlacementCheck, View } from "../../rules/ruleset/types.js";
import type { UnitCounts } from "../../rules/schema/state.js";
import { violation } from "../../rules/engine/context.js";
import { advancePlacement, CASH_ADVANCE, cashAdvancePhase, europePurchase } from "../europe/advance.js";
import { pacific } from "../pacific/index.js";
import { onEuropeBoard } from "./boards.js";
import { chinesePlacementProblems } from "./china.js";
import { pacificPurchaseCheck } from "../pacific/china.js";

export const inOpening = (view: View): boolean => view.state.turn.phase === CASH_ADVANCE;

export const linkedOpening: readonly PhaseSpec[] = [
  { ...cashAdvancePhase, actions: [...cashAdvancePhase.actions, "allocateConvoyIncome"] },
];

/** Round 0: Europe's purchase from the advance (a treasury never pays then); later, Pacific's purchase. */
export const linkedPurchase: ActionHandler<"purchase"> = {
  actor: "turnPower",
  check(ctx, action) {
    if (!inOpening(ctx)) return pacific.actions.purchase.check(ctx, action) as ReturnType<ActionHandler<"purchase">["check"]>;
    // who may buy what holds in round 0 too: bases are never bought (PAC-MOVE-5), marines only by the Americans (PAC-PURCH-1)
    const r = europePurchase.check(ctx, action);
    const own = pacificPurchaseCheck(ctx, action.power, action.units);
    const payer =
      action.treasury === undefined
        ? []
        : [violation("EUR-ECON-3", "the cash advance pays in round 0, never a treasury: a purchase then names none", "action.treasury")];
    return { ...r, violations: [...payer, ...own, ...r.violations] };
  },
  apply: (ctx, action, plan) => (inOpening(ctx) ? europePurchase : pacific.actions.purchase).apply(ctx, action, plan as undefined),
};

/** Round 0 places on the AAE board where the power has units (EUR-ECON-3); later, Pacific's placement (PAC-PURCH-2), never in China with money (PAC-CHINA-2, EP-POW-4). */
export function linkedPlacement(view: View, power: string, at: string, units: UnitCounts, factory?: string): PlacementCheck {
  if (!inOpening(view)) {
    const r = pacific.placement(view, power, at, units, factory); // PAC-PURCH-2
    return { ...r, violations: [...chinesePlacementProblems(view, power, at, factory), ...r.violations] }; // PAC-CHINA-2, EP-POW-4
  }
  const r = advancePlacement(view, power, at, units);
  if (view.rs.board.territories.has(at) && !onEuropeBoard(view, at))
    r.violations.push(violation("EUR-ECON-3", `the cash advance is the AAE board's: ${at} is not on it`, "action.at"));
  return r;
}
