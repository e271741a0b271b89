// GraphQL `legalActions`, `odds`, `dicePublicKey` and `verifyDice`: the same answers as their REST routes.
import { GameState } from "../../rules/schema/state.js";
import { DiceReceipt } from "../../rules/schema/dice.js";
import { legalActions } from "../../service/referee.js";
import { computeOdds, OddsInput } from "../../analysis/odds/index.js";
import { checkState } from "../../service/state-check.js";
import { publicKeyJwk, verifyWithEnv } from "../../dice/index.js";
import type { Bindings } from "../env.js";
import { parseInput, unwrap } from "./args.js";
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
type Ctx = { env?: Bindings };

export const hintsResolvers = {
  legalActions: (_: unknown, a: Args) => {
    const state = parseInput(GameState, a.state, "state");
    const { problems } = checkState(state);
    // same answer as REST: an unknown power is bad input, not an empty list
    if (typeof a.power === "string" && !(a.power in state.powers)) problems.push({ path: "power", message: `unknown power "${a.power}"` });
    unwrap(problems.length ? { kind: "badInput", problems } : { kind: "ok", value: null });
    return legalActions(
      state,
      typeof a.power === "string" ? a.power : state.turn.power,
      Array.isArray(a.units) ? (a.units as string[]) : undefined,
    );
  },
  odds: (_: unknown, a: Args) => {
    const r = computeOdds(parseInput(OddsInput, a.input, "input"));
    return unwrap(r.ok ? { kind: "ok", value: r.odds } : { kind: "badInput", problems: r.problems });
  },
  oddsChart: (_: unknown, a: Args) => {
    const input = parseInput(OddsInput, a.input, "input");
    const r = computeOdds({ ...input, format: "svg" });
    return unwrap(r.ok ? { kind: "ok", value: r.svg! } : { kind: "badInput", problems: r.problems });
  },
  dicePublicKey: (_: unknown, __: Args, ctx: Ctx) => publicKeyJwk(ctx.env ?? {}),
  verifyDice: (_: unknown, a: Args, ctx: Ctx) => {
    const receipt = parseInput(DiceReceipt, a.receipt, "receipt");
    const state = a.state == null ? undefined : parseInput(GameState, a.state, "state");
    return verifyWithEnv(
      receipt,
      ctx.env ?? {},
      state || a.action != null ? { ...(state ? { state } : {}), ...(a.action != null ? { action: a.action } : {}) } : undefined,
    );
  },
};
