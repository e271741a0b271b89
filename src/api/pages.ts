// The two browser pages: the API reference (/docs, Scalar) and GraphiQL (GET /graphql with Accept:
// text/html). Both load their scripts from /vendor/, files the Worker itself serves as static assets
// (scripts/copy-assets.mjs copies them from node_modules), so they work with no network and their
// versions are the ones pinned in package-lock.json.
import { Scalar } from "@scalar/hono-api-reference";

export const VENDOR = "/vendor";

/** GET /docs: Scalar with its script from this server, no web fonts, no telemetry. */
export const docsPage = () =>
  Scalar({
    url: "/openapi.json",
    pageTitle: "aa-referee API reference",
    cdn: `${VENDOR}/scalar/standalone.js`,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: "never",
    agent: { disabled: true },
  });

const EXAMPLE_QUERY = `# The rule sets the referee serves. Press the run button (or Ctrl-Enter).
{
  rulesets {
    id
  }
}
`;

/** GraphiQL 3 (React 18 UMD builds), talking to this server's /graphql. */
export function graphiqlPage(title = "aa-referee GraphQL"): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${VENDOR}/graphiql/graphiql.min.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading GraphiQL…</div>
<script src="${VENDOR}/react/react.production.min.js"></script>
<script src="${VENDOR}/react-dom/react-dom.production.min.js"></script>
<script src="${VENDOR}/graphiql/graphiql.min.js"></script>
<script>
  const fetcher = GraphiQL.createFetcher({ url: new URL("/graphql", location.href).href });
  ReactDOM.createRoot(document.getElementById("graphiql")).render(
    React.createElement(GraphiQL, { fetcher, defaultQuery: ${JSON.stringify(EXAMPLE_QUERY)}, shouldPersistHeaders: false }),
  );
</script>
</body>
</html>
`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot" } as const)[ch as "&"]};`);

/** GET /problems/<slug>: what a problem+json `type` means, as a short page. */
export function problemPage(kind: { slug: string; title: string; about: string }, status: number): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(kind.title)} — aa-referee problem</title></head>
<body>
<h1>${escapeHtml(kind.title)}</h1>
<p>HTTP ${status}, <code>application/problem+json</code> with <code>"type": "/problems/${kind.slug}"</code> (RFC 9457).</p>
<p>${escapeHtml(kind.about).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>
<p>The <code>detail</code> member of each answer says what went wrong in that request. See <a href="/docs">/docs</a>.</p>
</body>
</html>
`;
}
