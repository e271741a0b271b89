import { createYoga } from "graphql-yoga";
import type { App } from "../env.js";
import type { GraphqlCtx } from "./budget.js";
import { graphqlSchema } from "./schema.js";
import { graphiqlPage } from "../pages.js";
import { queryLimitsPlugin } from "./limits.js";
import { Budget } from "../../service/budget.js";

export function mountGraphql(app: App): void {
  const yoga = createYoga<GraphqlCtx>({
    schema: graphqlSchema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "aa-referee GraphQL" },
    renderGraphiQL: (opts) => graphiqlPage(opts?.title), // served from /vendor/, not a CDN
    // Depth, alias and cost limits before any resolver runs (limits.ts).
    plugins: [queryLimitsPlugin],
  });
  // One work budget per HTTP request, shared by every field of the query (budget.ts).
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => yoga.fetch(c.req.raw, { env: c.env, budget: new Budget() }));
}
