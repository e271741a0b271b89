// GraphQL at /graphql: the same capabilities as REST. States, actions, events and dice are typed from the same
// zod schemas as REST (types.ts); inputs are turned back into wire values and parsed by those schemas.
import { createSchema } from "graphql-yoga";
import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from "graphql";
import { z } from "zod";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceRequest } from "../../rules/schema/dice.js";
import { Position } from "../../rules/schema/position.js";
import { getRuleset, listRulesets } from "../../service/referee.js";
import { adjudicateAction, newGame, validateAction } from "../../service/referee.js";
import { rulesetDetail } from "../routes/meta.js";
import { ruleCatalogue, ruleEntry, type RuleEntry } from "../../rulesets/catalogue.js";
import { ruleHref } from "../../service/rule-links.js";
import { extraResolvers, extraTypeDefs } from "./extensions.js";
import { parseArg, parseInput, unwrap } from "./args.js";
import { payForState, type GraphqlCtx } from "./budget.js";
import { bare, conv, generatedTypeDefs, T } from "./types.js";
import { readRulesetId, RulesetIdScalar } from "./ruleset-id.js";

export { badUserInput, parseArg, parseInput, unwrap } from "./args.js";

export const typeDefs = /* GraphQL */ `
  "Any JSON value. Used only where a value's shape is the rule set's business (its option table); every such field says why."
  scalar JSON

  type Query {
    "Every rule set on offer."
    rulesets: [RulesetSummary!]!
    "One rule set: board, units, options and rule catalogue (null for an unknown id)."
    ruleset("a rule set id, e.g. classic or europe-pacific (the deprecated europe_pacific is read as europe-pacific)" id: String!): Ruleset
    "The standard start, or a GameState built from a position."
    newGame(
      ruleset: RulesetId!
      "JSON: rule-set-specific, the rule set's option table (keys and value types per rule set, GET /v1/rulesets/{id})"
      options: JSON
      position: ${bare(T.PositionInput)}
    ): ${T.GameState}
    "Checks an action; applies nothing and rolls no dice."
    validate(state: ${T.GameStateInput}, action: ${T.ActionInput}): Validation!
    "Applies an action (also available as a mutation)."
    adjudicate(state: ${T.GameStateInput}, action: ${T.ActionInput}, dice: ${bare(T.DiceRequestInput)}): Ruling!
  }

  type Mutation {
    "Applies an action: the next state with its events and dice, or the violated rules."
    adjudicate(state: ${T.GameStateInput}, action: ${T.ActionInput}, dice: ${bare(T.DiceRequestInput)}): Ruling!
  }

  "A rule set on offer."
  type RulesetSummary { id: RulesetId!, title: String!, phases: [Phase!]!, powers: [PowerName!]! }
  "A rule set: its board, units, option table and rule catalogue (as GET /v1/rulesets/{id})."
  type Ruleset {
    id: RulesetId!
    title: String!
    phases: [Phase!]!
    powers: [Power!]!
    territories: [BoardTerritory!]!
    "One territory or sea zone of the board (null for an unknown name)."
    territory(name: String!): BoardTerritory
    units: [UnitType!]!
    options: [RulesetOption!]!
    "The rule catalogue: every rule ID with its statement, source and whether it is enforced."
    rules: [Rule!]!
    "One catalogue entry (null for an unknown ID)."
    rule(id: String!): Rule
  }
  "A power of a rule set."
  type Power { name: PowerName!, turnOrder: Int!, alliance: String!, capital: String!, startingIpcs: Int! }
  "A territory or sea zone of a rule set's board."
  type BoardTerritory {
    name: String!
    kind: String!
    ipc: Int!
    originalOwner: String
    capitalOf: String
    originalFactory: Boolean!
    neutral: Boolean!
    neighbours: [String!]!
  }
  "A unit type of a rule set."
  type UnitType { type: String!, domain: String!, attack: Int, defense: Int, movement: Int!, cost: Int! }
  "An option of a rule set's option table."
  type RulesetOption {
    key: String!
    type: String!
    "JSON: rule-set-specific, the option's default (a boolean, number or string, as its type says)"
    default: JSON
    rule: String!
    source: String!
    description: String!
    implemented: Boolean!
  }

  "A rule of the catalogue."
  type Rule { id: String!, title: String, statement: String!, source: String!, implemented: Boolean!, note: String, href: String! }
  "A broken rule; href is its catalogue entry (GET it, or Ruleset.rule)."
  type Violation { rule: String!, message: String!, path: String, href: String }
  "Whether an action is legal now, and every rule it breaks."
  type Validation { ok: Boolean!, violations: [Violation!]! }
  "ok: true with state, events and dice; or ok: false with violations."
  type Ruling { ok: Boolean!, state: ${bare(T.GameState)}, events: ${T.GameEvents}, dice: ${bare(T.DiceReceipt)}, next: ${bare(T.Next)}, violations: [Violation!]! }
${generatedTypeDefs}
${extraTypeDefs}`;

const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value. Used only where a value's shape is the rule set's business (its option table); every such field says why.",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables), // inline literals as well as variables
});

/** The GraphQL form of a 400: every input problem with its JSON path, as REST lists them in `errors`. */
type Ctx = GraphqlCtx;
type Args = Record<string, unknown>;

/** A state argument, parsed and paid for from the query's work budget (budget.ts). */
function stateArg(a: Args, ctx: Ctx): GameState {
  const state = parseInput(GameState, a.state, "state");
  payForState(ctx, state);
  return state;
}

async function adjudicateResolver(_: unknown, a: Args, ctx: Ctx) {
  const state = stateArg(a, ctx);
  const action = parseInput(Action, a.action, "action");
  const dice = a.dice == null ? undefined : parseInput(DiceRequest, a.dice, "dice");
  try {
    return { violations: [], ...unwrap(await adjudicateAction(state, action, dice, ctx.env ?? {})) };
  } catch (e) {
    // a deployment without its dice secrets: REST's 503, not a masked "Unexpected error"
    if (e instanceof Error && e.name === "DiceConfigError")
      throw new GraphQLError(e.message, { extensions: { code: "SERVICE_UNAVAILABLE", status: 503 } });
    throw e;
  }
}

const rulesetView = (id: string) => {
  const rs = getRuleset(id);
  if (!rs) return null;
  const d = rulesetDetail(rs);
  const rule = (e: RuleEntry) => ({ ...e, href: ruleHref(id, e.id) });
  return {
    ...d,
    territories: d.board.territories,
    territory: ({ name }: { name: string }) => d.board.territories.find((t) => t.name === name) ?? null,
    rules: () => (ruleCatalogue(id) ?? []).map(rule),
    rule: ({ id: ruleId }: { id: string }) => {
      const e = ruleEntry(id, ruleId);
      return e ? rule(e) : null;
    },
  };
};

/** The field resolvers of both, type by type (the generated ones reshape maps; the extensions add fields). */
function mergeTypes(...maps: Record<string, Record<string, unknown>>[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const m of maps) for (const [type, fields] of Object.entries(m)) out[type] = { ...out[type], ...fields };
  return out;
}

export const graphqlSchema = createSchema<Ctx>({
  typeDefs,
  resolvers: {
    JSON: JSONScalar,
    RulesetId: RulesetIdScalar,
    Query: {
      rulesets: () => listRulesets().map((rs) => ({ id: rs.id, title: rs.title, phases: rs.phases, powers: rs.powers.map((p) => p.name) })),
      ruleset: (_: unknown, a: Args) => rulesetView(readRulesetId(a.id)),
      newGame: (_: unknown, a: Args, ctx: Ctx) => {
        payForState(ctx, undefined);
        const position = a.position == null ? undefined : parseInput(Position, a.position, "position");
        const options = a.options == null ? undefined : parseArg(z.record(z.string(), z.unknown()), a.options, "options");
        const r = newGame({ ruleset: String(a.ruleset), ...(options ? { options } : {}), ...(position ? { position } : {}) });
        return unwrap(r);
      },
      validate: (_: unknown, a: Args, ctx: Ctx) => {
        const r = unwrap(validateAction(stateArg(a, ctx), parseInput(Action, a.action, "action")));
        return { violations: [], ...r };
      },
      adjudicate: adjudicateResolver,
      ...extraResolvers.Query,
    },
    Mutation: { adjudicate: adjudicateResolver, ...extraResolvers.Mutation },
    Subscription: extraResolvers.Subscription,
    ...mergeTypes(conv.resolvers, extraResolvers.types),
  },
});
