// GraphQL `legalActions`, `odds`, `dicePublicKey` and `verifyDice`: the same answers as their REST routes.
import { z } from "zod";
import { GameState, Name } from "../../rules/schema/state.js";
import { BOUNDS } from "../../rules/schema/bounds.js";
import { Action } from "../../rules/schema/action.js";
import { DiceReceipt } from "../../rules/schema/dice.js";
import { legalActionsWithin } from "../../service/hints.js";
import { isRefusal, oddsWithin } from "../../service/odds.js";
import { OddsInput } from "../../analysis/odds/index.js";
import { publicKeyJwk, verifyWithEnv } from "../../dice/index.js";
import { budgetOf, overBudgetError, type GraphqlCtx } from "./budget.js";
import { parseArg, parseInput, unwrap } from "./args.js";
import { bare, T } from "./types.js";

export const hintsTypeDefs = /* GraphQL */ `
  extend type Query {
    "What the power (default: the one to act) may do now, and every space the given units (default: all) can reach. Same as POST /v1/legal-actions."
    legalActions(state: ${T.GameStateInput}, power: String, units: [String!]): ${T.LegalActions}
    "Battle odds, exact or simulated: same input and answer as POST /v1/odds."
    odds(input: ${T.OddsInput}): ${T.Odds}
    "The chart of the outcome distribution as an SVG document: same input as odds (format is ignored)."
    oddsChart(input: ${T.OddsInput}): String!
    "The public key (JWK) that signs seeded dice receipts."
    dicePublicKey: ${T.DicePublicKey}
    "Verifies a dice receipt: same as POST /v1/dice/verify."
    verifyDice(receipt: ${T.DiceReceiptInput}, state: ${bare(T.GameStateInput)}, action: ${bare(T.ActionInput)}): ${T.DiceVerification}
  }
`;

type Args = Record<string, unknown>;
type Ctx = GraphqlCtx;

export const hintsResolvers = {
  legalActions: (_: unknown, a: Args, ctx: Ctx) => {
    const state = parseInput(GameState, a.state, "state");
    // the same argument checks as REST's LegalActionsRequest (bounded names; "__proto__" is unknown)
    const power = a.power == null ? undefined : parseArg(Name, a.power, "power");
    const units = a.units == null ? undefined : parseArg(z.array(Name).max(BOUNDS.maxUnits), a.units, "units");
    const r = legalActionsWithin(state, power, units, budgetOf(ctx));
    if (r.kind === "overBudget") throw overBudgetError(r.refusal);
    return unwrap(r);
  },
  odds: (_: unknown, a: Args, ctx: Ctx) => {
    const r = oddsWithin(parseInput(OddsInput, a.input, "input"), budgetOf(ctx));
    if (isRefusal(r)) throw overBudgetError(r);
    return unwrap(r.ok ? { kind: "ok", value: r.odds } : { kind: "badInput", problems: r.problems });
  },
  oddsChart: (_: unknown, a: Args, ctx: Ctx) => {
    const input = parseInput(OddsInput, a.input, "input");
    const r = oddsWithin({ ...input, format: "svg" }, budgetOf(ctx));
    if (isRefusal(r)) throw overBudgetError(r);
    return unwrap(r.ok ? { kind: "ok", value: r.svg! } : { kind: "badInput", problems: r.problems });
  },
  dicePublicKey: (_: unknown, __: Args, ctx: Ctx) => publicKeyJwk(ctx.env ?? {}),
  verifyDice: (_: unknown, a: Args, ctx: Ctx) => {
    const receipt = parseInput(DiceReceipt, a.receipt, "receipt");
    const state = a.state == null ? undefined : parseInput(GameState, a.state, "state");
    const action = a.action == null ? undefined : parseInput(Action, a.action, "action");
    return verifyWithEnv(
      receipt,
      ctx.env ?? {},
      state || action ? { ...(state ? { state } : {}), ...(action ? { action } : {}) } : undefined,
    );
  },
};
