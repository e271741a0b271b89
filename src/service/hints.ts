// Legal-move hints through the service layer: the state checks and the work budget (src/service/budget.ts)
// before the search. REST and GraphQL both call this, so both give the same answers and refusals.
import type { GameState } from "../rules/schema/state.js";
import { legalActions, nextOf, type LegalActions } from "./referee.js";
import { checkState } from "./state-check.js";
import type { InputProblem } from "./problems.js";
import { type Budget, boardUnits, legalActionsCost, type Refusal } from "./budget.js";
import { withSuggestions } from "../rules/names/suggest.js";

export type HintsResult =
  | { kind: "ok"; value: LegalActions }
  | { kind: "badInput"; problems: InputProblem[] }
  | { kind: "overBudget"; refusal: Refusal };

export function legalActionsWithin(state: GameState, power: string | undefined, units: string[] | undefined, budget: Budget): HintsResult {
  const { problems } = checkState(state);
  // an own power of the state, never a prototype member like "constructor": an unknown power is bad input
  if (power !== undefined && !Object.hasOwn(state.powers, power))
    problems.push({ path: "power", message: withSuggestions(`unknown power "${power}"`, power, Object.keys(state.powers)) });
  if (problems.length) return { kind: "badInput", problems };
  const who = power ?? nextOf(state)?.power ?? state.turn.power; // default: the power the game waits for
  let searched = units?.length ?? 0;
  if (units === undefined) for (const t of Object.values(state.territories)) for (const u of t.units) if (u.owner === who) searched++;
  const refusal = budget.spend(legalActionsCost(searched, boardUnits(state)));
  if (refusal) return { kind: "overBudget", refusal };
  return { kind: "ok", value: legalActions(state, who, units) };
}
