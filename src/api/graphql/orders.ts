// GraphQL `applyOrders(state, orders, dice, dryRun)`: the same answer as POST /v1/orders, typed. A line that breaks
// the rules is an answer (ok: false with its line, column, violations and the state before it, as REST's 422); a
// line that does not parse or names something unknown is BAD_USER_INPUT with line, column, expected and
// candidates in its extensions (REST's 400).
import { GraphQLError } from "graphql";
import { GameState } from "../../rules/schema/state.js";
import { applyOrders } from "../../service/orders.js";
import { OrdersText } from "../routes/orders.js";
import { DiceRequest } from "../../rules/schema/dice.js";
import { badUserInput, parseArg, parseInput } from "./args.js";
import { bare, T } from "./types.js";
import { spendOrThrow, type GraphqlCtx } from "./budget.js";
import { boardUnits, ordersCost } from "../../service/budget.js";
import { orderLines } from "../../notation/index.js";

export const ordersTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Applies orders written as text (docs/orders.md) line by line, all or nothing. Same answer as POST /v1/orders: ok with the final state and each line's action and ruling; or ok: false naming the first line that breaks the rules. A line that does not parse is BAD_USER_INPUT (extensions: line, column, expected, candidates)."
    applyOrders(
      state: ${T.GameStateInput}
      "one order per line; blank lines and # comment lines are ignored"
      orders: String!
      "supplied rolls are consumed line by line over the whole text"
      dice: ${bare(T.DiceRequestInput)}
      "the same answer as a real run, with no signed receipt"
      dryRun: Boolean
    ): ${T.OrdersVerdict}
  }
`;

export async function applyOrdersResolver(_: unknown, a: Record<string, unknown>, ctx: GraphqlCtx) {
  const state = parseInput(GameState, a.state, "state");
  const orders = parseArg(OrdersText, a.orders, "orders");
  spendOrThrow(ctx, ordersCost(orderLines(orders).length, boardUnits(state))); // every line is adjudicated
  const dice = a.dice == null ? undefined : parseInput(DiceRequest, a.dice, "dice");
  let r: Awaited<ReturnType<typeof applyOrders>>;
  try {
    r = await applyOrders(state, orders, ctx.env ?? {}, { ...(dice ? { dice } : {}), ...(a.dryRun === true ? { dryRun: true } : {}) });
  } catch (e) {
    if (e instanceof Error && e.name === "DiceConfigError")
      throw new GraphQLError(e.message, { extensions: { code: "SERVICE_UNAVAILABLE", status: 503 } });
    throw e;
  }
  switch (r.kind) {
    case "badInput":
      throw badUserInput(r.problems);
    case "badLine": {
      const { column, message, expected, candidates } = r.problem;
      const detail = `line ${r.line}, column ${column}: ${message}`;
      throw new GraphQLError(detail, {
        extensions: {
          code: "BAD_USER_INPUT",
          status: 400,
          errors: [{ path: "orders", message: detail }],
          line: r.line,
          column,
          ...(expected ? { expected } : {}),
          ...(candidates ? { candidates } : {}),
        },
      });
    }
    case "illegal":
      return { ok: false, line: r.line, column: r.column, violations: r.violations, state: r.state };
    case "ok":
      return {
        ok: true,
        state: r.state,
        lines: r.steps.map(({ line, text, action, events, dice }) => ({ line, text, action, events, dice })),
      };
  }
}
