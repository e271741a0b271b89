// The Hono application: REST (@hono/zod-openapi), GraphQL, docs, errors. No Durable Object class here,
// so the same app also runs in Node (OpenAPI generation, tests of the document).
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env.js";
import { BODY_LIMIT_BYTES, jsonBody, limitBody } from "./body.js";
import { docsPage, problemPage } from "./pages.js";
import { PROBLEM_KINDS, badInput, problemResponse } from "./problem.js";
import { inputProblems } from "./issues.js";
import { rateLimit } from "./rate-limit.js";
import { registerMetaRoutes } from "./routes/meta.js";
import { registerRuleCatalogueRoutes } from "./routes/rule-catalogue.js";
import { registerRefereeRoutes } from "./routes/referee.js";
import { registerOrdersRoutes } from "./routes/orders.js";
import { registerReplayRoutes } from "./routes/replay.js";
import { registerHostedRoutes } from "./routes/hosted.js";
import { registerHostedOrdersRoutes } from "./routes/hosted-orders.js";
import { registerWebhookRoutes } from "./routes/webhooks.js";
import { registerGamePage } from "./page/routes.js";
import { registerHostedEmailRoutes } from "./routes/hosted-email.js";
import type { MailPlatform } from "../hosted/mail/inbound.js";
import { registerDiceRoutes } from "./routes/dice.js";
import { registerLegalActionsRoute } from "./routes/legal-actions.js";
import { registerOddsRoute } from "./routes/odds.js";
import "./components.js"; // names the shared schemas as OpenAPI components before any document is built
import { type PngRenderer, registerRenderRoutes } from "./routes/render.js";
import { mountGraphql } from "./graphql/yoga.js";
import { oldWireStates } from "../service/old-wire-scan.js";

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "aa-referee",
    version: "1.0.0",
    description:
      "An open rules referee for Axis & Allies, five rule sets: `classic` (Classic 2nd edition, its optional rules and Enhanced Realism as options), `simplified` (Simplified Axis & Allies on the Classic board), `europe` (Axis & Allies: Europe), `pacific` (Axis & Allies: Pacific) and `europe-pacific` (the linked Europe + Pacific game); GET /v1/rulesets lists them. Send a game state and an action; get the next state, the events and every die rolled — or the rule IDs the action breaks.",
    license: { name: "MIT", identifier: "MIT" },
  },
  servers: [
    // first: the origin serving this document, so /docs "Try it" calls the server the page came from
    { url: "/", description: "this server (the one serving this document)" },
    { url: "http://localhost:8787", description: "local: npm start (wrangler dev)" },
    {
      url: "https://{host}",
      description: "a deployment (wrangler deploy)",
      variables: { host: { default: "aa-referee.your-subdomain.workers.dev", description: "your Worker's host name" } },
    },
  ],
  tags: [
    { name: "meta", description: "liveness" },
    { name: "rulesets", description: "the rule sets: board, units, powers, options" },
    { name: "referee", description: "the stateless referee: send a state and an action" },
    { name: "odds", description: "battle odds" },
    { name: "dice", description: "signed dice receipts" },
    { name: "replay", description: "recorded games" },
    { name: "hosted", description: "hosted games: the referee keeps the state; writes need a game token" },
    { name: "render", description: "pictures of the board: SVG and PNG" },
  ],
};

/** GET / for programs: where the reference, the document and the entry points are. */
export const ROOT_LINKS = {
  docs: "/docs",
  openapi: "/openapi.json",
  graphql: "/graphql",
  rulesets: "/v1/rulesets",
  health: "/healthz",
} as const;

/** Response headers a browser app may read (CORS): hosted writes, 405 and 401 answers. */
export const EXPOSED_HEADERS = ["Idempotent-Replayed", "Allow", "WWW-Authenticate"] as const;

/** Per-path body limits: replays carry whole games. */
export const bodyLimitFor = (path: string): number => (path.startsWith("/v1/replay") ? 16 * BODY_LIMIT_BYTES : BODY_LIMIT_BYTES);

function allowedMethods(app: OpenAPIHono<AppEnv>, path: string): string[] {
  const methods = new Set<string>();
  for (const r of app.routes) {
    if (r.method === "ALL") continue;
    const pattern = new RegExp(`^${r.path.replace(/:[^/]+/g, "[^/]+").replace(/\*/g, ".*")}$`);
    if (pattern.test(path)) methods.add(r.method);
  }
  return [...methods].sort();
}

/** `png`: the SVG → PNG renderer of the platform (the Worker's resvg-wasm); without it PNG requests answer 500. */
export function createApp(options: { png?: PngRenderer; mail?: MailPlatform } = {}): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    // Schema errors become a 400 problem+json listing every issue with its JSON path.
    defaultHook: async (result, c) => {
      if (!result.success) {
        // a state of a rule set's older wire: said first, with the changelog entry (old-wire-scan.ts)
        const body = result.target === "json" ? await c.req.json().catch(() => undefined) : undefined;
        return badInput(c, [...oldWireStates(body), ...inputProblems(result.error.issues)]);
      }
    },
  });

  // The public API is called from browsers directly; they may read these response headers too.
  app.use("*", cors({ origin: "*", exposeHeaders: [...EXPOSED_HEADERS] }));
  app.use("*", rateLimit()); // deploys only: the binding is absent locally and in tests
  app.use("*", limitBody(bodyLimitFor));
  app.use("*", jsonBody);

  registerMetaRoutes(app);
  registerRuleCatalogueRoutes(app);
  registerRefereeRoutes(app);
  registerOrdersRoutes(app);
  registerLegalActionsRoute(app);
  registerOddsRoute(app);
  registerDiceRoutes(app);
  registerReplayRoutes(app);
  registerHostedRoutes(app);
  registerHostedOrdersRoutes(app);
  registerWebhookRoutes(app);
  registerGamePage(app);
  registerHostedEmailRoutes(app, options.mail);
  registerRenderRoutes(app, options.png);
  mountGraphql(app);

  app.doc31("/openapi.json", OPENAPI_INFO);
  app.get("/docs", docsPage());
  // GET /: a browser goes to the API reference; a program gets a small index of where things are.
  app.get("/", (c) => {
    if (c.req.header("accept")?.includes("text/html")) return c.redirect("/docs", 302);
    return c.json({ name: OPENAPI_INFO.info.title, description: OPENAPI_INFO.info.description, links: ROOT_LINKS });
  });
  app.get("/problems/:slug", (c) => {
    const entry = Object.entries(PROBLEM_KINDS).find(([, k]) => k.slug === c.req.param("slug"));
    if (!entry) return problemResponse(c, 404, `no problem type "${c.req.param("slug")}"; see /docs`);
    return c.html(problemPage(entry[1], Number(entry[0])));
  });

  app.notFound((c) => {
    // 405 when the path exists with other methods; 404 otherwise.
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length)
      return problemResponse(
        c,
        405,
        `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(", ")}`,
        {},
        { allow: allowed.join(", ") },
      );
    return problemResponse(c, 404, `no route for ${c.req.method} ${c.req.path}; see /docs`);
  });
  app.onError((err, c) => {
    if (err instanceof HTTPException) return problemResponse(c, err.status, err.message);
    console.error(err);
    return problemResponse(c, 500, "the referee failed unexpectedly; the state you sent was not changed");
  });
  return app;
}
