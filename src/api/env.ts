import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Bindings } from "../service/bindings.js";

export type { Bindings } from "../service/bindings.js";
export type AppEnv = { Bindings: Bindings };
export type App = OpenAPIHono<AppEnv>;
