// Rate limiting with the Workers rate-limiting binding (wrangler.toml [[ratelimits]], deploys only):
// per client address; past the limit a 429 problem+json with Retry-After. Without the binding
// (npm start and the tests run [env.dev], which has none) every request passes.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.js";
import { problemResponse } from "./problem.js";

export type { RateLimiter } from "../service/bindings.js";

/** The binding's period in seconds (wrangler.toml `simple.period`): how long a refused client waits at most. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

export function rateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = c.env?.RATE_LIMITER;
    if (!limiter || c.req.method === "OPTIONS") return next();
    const key = c.req.header("cf-connecting-ip") ?? "anonymous";
    const { success } = await limiter.limit({ key });
    if (success) return next();
    return problemResponse(
      c,
      429,
      `too many requests from this address; try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds (docs/limits.md)`,
      {},
      { "retry-after": String(RATE_LIMIT_PERIOD_SECONDS) },
    );
  };
}
