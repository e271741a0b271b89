// One work budget per GraphQL request, shared by every field of the query (src/service/budget.ts): 30 aliases
// of an expensive field cost 30 times. A field past what is left is a 413-style error before its work.
import { GraphQLError } from "graphql";
import type { Bindings } from "../env.js";
import { boardUnits, adjudicateCost, Budget, type Cost, type Refusal } from "../../service/budget.js";
import type { GameState } from "../../rules/schema/state.js";

/** Every resolver's context: the Worker's bindings and the query's one work budget. */
export type GraphqlCtx = { env?: Bindings; budget?: Budget; request?: Request };

/** The query's budget (yoga.ts makes one per request; a bare schema call gets its own). */
export function budgetOf(ctx: GraphqlCtx): Budget {
  ctx.budget ??= new Budget();
  return ctx.budget;
}

/** The GraphQL form of a 413 past the work budget. */
export function overBudgetError(r: Refusal): GraphQLError {
  return new GraphQLError(r.detail, { extensions: { code: "WORK_BUDGET_EXCEEDED", status: 413, limit: r.limit } });
}

/** Spends `cost` from the query's budget, or throws the 413 error before any work. */
export function spendOrThrow(ctx: GraphqlCtx, cost: Cost): void {
  const refused = budgetOf(ctx).spend(cost);
  if (refused) throw overBudgetError(refused);
}

/** A state the referee will check and rule on: its fixed cost plus its size. */
export function payForState(ctx: GraphqlCtx, state: GameState | undefined): void {
  spendOrThrow(ctx, adjudicateCost(state ? boardUnits(state) : 0));
}
