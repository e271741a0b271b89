import type { OpenAPIHono } from "@hono/zod-openapi";
import type { DiceEnv } from "../dice/index.js";

/** Worker bindings the API uses (wrangler.toml); all optional so the app also runs in Node for tooling. */
export interface Bindings extends DiceEnv {
  HOSTED_GAMES?: DurableObjectNamespace;
}
export type AppEnv = { Bindings: Bindings };
export type App = OpenAPIHono<AppEnv>;
