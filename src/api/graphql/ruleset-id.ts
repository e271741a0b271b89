// Rule set ids in GraphQL are the ids of every other surface ("europe-pacific"), as a string scalar: an enum
// cannot spell a hyphen. Until the next release the former enum's literals are still read (deprecated):
// `newGame(ruleset: classic)` without quotes, and `europe_pacific` for "europe-pacific" (CHANGELOG.md).
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { listRulesets } from "../../service/referee.js";

export const RULESET_ID_DESCRIPTION =
  'a rule set id as every surface spells it (GET /v1/rulesets), e.g. "classic", "europe-pacific". Deprecated, read until the next release: the former enum literals (classic without quotes) and europe_pacific';

/** The former enum's names that differ from the id (europe_pacific → europe-pacific), from the registry. */
const formerNames = (): Map<string, string> =>
  new Map(
    listRulesets()
      .map((r) => [r.id.replace(/-/g, "_"), r.id] as const)
      .filter(([name, id]) => name !== id),
  );

/** A rule set id read from GraphQL input: the id itself, or its deprecated former enum name. */
export function readRulesetId(value: unknown): string {
  if (typeof value !== "string") throw new GraphQLError(`a rule set id is a string, e.g. "classic"; got ${JSON.stringify(value)}`);
  return formerNames().get(value) ?? value;
}

export const RulesetIdScalar = new GraphQLScalarType({
  name: "RulesetId",
  description: RULESET_ID_DESCRIPTION,
  serialize: (v) => String(v),
  parseValue: readRulesetId,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.ENUM)
      throw new GraphQLError(`a rule set id is a string, e.g. "classic"`, { nodes: ast });
    return readRulesetId(ast.value);
  },
});
