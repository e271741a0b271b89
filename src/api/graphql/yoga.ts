import { createYoga } from "graphql-yoga";
import type { App, Bindings } from "../env.js";
import { graphqlSchema } from "./schema.js";
import { graphiqlPage } from "../pages.js";

export function mountGraphql(app: App): void {
  const yoga = createYoga<{ env?: Bindings }>({
    schema: graphqlSchema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "aa-referee GraphQL" },
    renderGraphiQL: (opts) => graphiqlPage(opts?.title), // served from /vendor/, not a CDN
  });
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => yoga.fetch(c.req.raw, { env: c.env }));
}
