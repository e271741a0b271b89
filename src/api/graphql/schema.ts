// GraphQL at /graphql: the same capabilities as REST. Game states, actions and dice travel as the
// JSON scalar and are validated by the same zod schemas as REST (one source of truth).
import { createSchema } from "graphql-yoga";
import { GraphQLError, GraphQLScalarType } from "graphql";
import type { z } from "zod";
import { GameState } from "../../rules/schema/state.js";
import { Action } from "../../rules/schema/action.js";
import { DiceRequest } from "../../rules/schema/dice.js";
import { Position } from "../../rules/schema/position.js";
import { getRuleset, listRulesets } from "../../service/referee.js";
import { adjudicateAction, newGame, validateAction, type ServiceResult } from "../../service/referee.js";
import { jsonPath } from "../problem.js";
import type { Bindings } from "../env.js";
import { rulesetDetail } from "../routes/meta.js";
import { ruleCatalogue, ruleEntry, type RuleEntry } from "../../rulesets/catalogue.js";
import { ruleHref } from "../../service/rule-links.js";
import { extraResolvers, extraTypeDefs } from "./extensions.js";
import { parseArg, unwrap } from "./args.js";

export { badUserInput, parseArg, unwrap } from "./args.js";

export const typeDefs = /* GraphQL */ `
  "Any JSON value: game states, actions, positions, dice requests and receipts (validated like REST)."
  scalar JSON

  type Query {
    rulesets: [RulesetSummary!]!
    ruleset(id: String!): Ruleset
    "The standard start, or a GameState built from a position."
    newGame(ruleset: String!, options: JSON, position: JSON): JSON!
    "Checks an action; applies nothing and rolls no dice."
    validate(state: JSON!, action: JSON!): Validation!
    "Applies an action (also available as a mutation)."
    adjudicate(state: JSON!, action: JSON!, dice: JSON): Ruling!
  }

  type Mutation {
    adjudicate(state: JSON!, action: JSON!, dice: JSON): Ruling!
  }

  type RulesetSummary { id: String!, title: String!, phases: [String!]!, powers: [String!]! }
  type Ruleset {
    id: String!
    title: String!
    phases: [String!]!
    powers: [Power!]!
    territories: [Territory!]!
    territory(name: String!): Territory
    units: [UnitType!]!
    options: [RulesetOption!]!
    "The rule catalogue: every rule ID with its statement, source and whether it is enforced."
    rules: [Rule!]!
    "One catalogue entry (null for an unknown ID)."
    rule(id: String!): Rule
  }
  type Power { name: String!, turnOrder: Int!, alliance: String!, capital: String!, startingIpcs: Int! }
  type Territory {
    name: String!
    kind: String!
    ipc: Int!
    originalOwner: String
    capitalOf: String
    originalFactory: Boolean!
    neutral: Boolean!
    neighbours: [String!]!
  }
  type UnitType { type: String!, domain: String!, attack: Int, defense: Int, movement: Int!, cost: Int! }
  type RulesetOption { key: String!, type: String!, default: JSON, rule: String!, source: String!, description: String!, implemented: Boolean! }

  type Rule { id: String!, title: String, statement: String!, source: String!, implemented: Boolean!, note: String, href: String! }
  "A broken rule; href is its catalogue entry (GET it, or Ruleset.rule)."
  type Violation { rule: String!, message: String!, path: String, href: String }
  type Validation { ok: Boolean!, violations: [Violation!]! }
  "ok: true with state, events and dice; or ok: false with violations."
  type Ruling { ok: Boolean!, state: JSON, events: JSON, dice: JSON, violations: [Violation!]! }
${extraTypeDefs}`;

const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: () => {
    throw new GraphQLError("pass JSON values as variables");
  },
});

/** The GraphQL form of a 400: every input problem with its JSON path, as REST lists them in `errors`. */
type Ctx = { env?: Bindings };
type Args = Record<string, unknown>;

async function adjudicateResolver(_: unknown, a: Args, ctx: Ctx) {
  const r = unwrap(
    await adjudicateAction(
      parseArg(GameState, a.state, "state"),
      parseArg(Action, a.action, "action"),
      a.dice == null ? undefined : parseArg(DiceRequest, a.dice, "dice"),
      ctx.env ?? {},
    ),
  );
  return { violations: [], ...r };
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

export const graphqlSchema = createSchema<Ctx>({
  typeDefs,
  resolvers: {
    JSON: JSONScalar,
    Query: {
      rulesets: () => listRulesets().map((rs) => ({ id: rs.id, title: rs.title, phases: rs.phases, powers: rs.powers.map((p) => p.name) })),
      ruleset: (_: unknown, a: Args) => rulesetView(String(a.id)),
      newGame: (_: unknown, a: Args) => {
        const position = a.position == null ? undefined : parseArg(Position, a.position, "position");
        const options = (a.options ?? undefined) as Record<string, unknown> | undefined;
        const r = newGame({ ruleset: String(a.ruleset), ...(options ? { options } : {}), ...(position ? { position } : {}) });
        return unwrap(r);
      },
      validate: (_: unknown, a: Args) => {
        const r = unwrap(validateAction(parseArg(GameState, a.state, "state"), parseArg(Action, a.action, "action")));
        return { violations: [], ...r };
      },
      adjudicate: adjudicateResolver,
      ...extraResolvers.Query,
    },
    Mutation: { adjudicate: adjudicateResolver, ...extraResolvers.Mutation },
    ...extraResolvers.types,
  },
});
