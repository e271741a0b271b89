// GraphQL query limits, checked when the query is validated, before any resolver runs (issue 18,
// docs/limits.md): nesting depth, aliases, and a static cost where each field that runs the referee
// counts more. Resolvers then spend the query's one work budget (src/service/budget.ts).
import { GraphQLError, Kind, type ASTNode, type SelectionSetNode, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";

export const GRAPHQL_LIMITS = {
  maxDepth: 15,
  maxAliases: 10,
  maxCost: 1_000,
  /** fields that run the referee (state checks, odds, replays, searches); every other field costs 1 */
  heavyFields: {
    adjudicate: 100,
    validate: 100,
    newGame: 100,
    legalActions: 100,
    odds: 100,
    oddsChart: 100,
    replay: 100,
    render: 100,
    verifyDice: 50,
    hostedGame: 50,
    hostedLog: 50,
    hostedReport: 50,
  } as Record<string, number>,
} as const;

interface Tally {
  depth: number;
  aliases: number;
  cost: number;
}

function walk(
  set: SelectionSetNode,
  depth: number,
  t: Tally,
  fragments: (name: string) => SelectionSetNode | undefined,
  seen: Set<string>,
): void {
  t.depth = Math.max(t.depth, depth);
  if (t.depth > GRAPHQL_LIMITS.maxDepth || t.cost > GRAPHQL_LIMITS.maxCost) return; // already over: stop early
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) t.aliases++;
      const name = sel.name.value;
      t.cost += Object.hasOwn(GRAPHQL_LIMITS.heavyFields, name) ? GRAPHQL_LIMITS.heavyFields[name]! : 1;
      if (sel.selectionSet) walk(sel.selectionSet, depth + 1, t, fragments, seen);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      walk(sel.selectionSet, depth, t, fragments, seen);
    } else {
      const name = sel.name.value;
      const frag = fragments(name);
      if (frag && !seen.has(name)) {
        seen.add(name);
        walk(frag, depth, t, fragments, seen);
        seen.delete(name);
      }
    }
  }
}

/** Refuses a query past the depth, alias or cost limit, with the limit named and how to stay within it. */
export const queryLimits: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const t: Tally = { depth: 0, aliases: 0, cost: 0 };
    walk(node.selectionSet, 1, t, (name) => context.getFragment(name)?.selectionSet, new Set());
    const report = (what: string, n: number, max: number, how: string) =>
      context.reportError(
        new GraphQLError(`graphql.${what}: the query has ${n}, at most ${max} are allowed. ${how} (docs/limits.md)`, {
          nodes: [node as ASTNode],
          extensions: {
            code: "QUERY_TOO_COMPLEX",
            status: 413,
            limit: { name: `graphql.${what}`, budget: max, requested: n, measure: what },
          },
        }),
      );
    if (t.depth > GRAPHQL_LIMITS.maxDepth) report("depth", t.depth, GRAPHQL_LIMITS.maxDepth, "Nest fewer selections.");
    if (t.aliases > GRAPHQL_LIMITS.maxAliases)
      report("aliases", t.aliases, GRAPHQL_LIMITS.maxAliases, "Send several queries instead of aliases.");
    if (t.cost > GRAPHQL_LIMITS.maxCost)
      report(
        "cost",
        t.cost,
        GRAPHQL_LIMITS.maxCost,
        "Ask for fewer fields that run the referee (each costs 100, any other field 1) in one query.",
      );
  },
});

/** The yoga plugin that adds the rule to every query's validation. */
export const queryLimitsPlugin: Plugin = {
  onValidate: ({ addValidationRule }) => {
    addValidationRule(queryLimits);
  },
};
