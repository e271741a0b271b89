// Worker bindings (wrangler.toml) the shells use; all optional so the app also runs in Node for tooling.
import type { DiceEnv } from "../dice/index.js";

export interface Bindings extends DiceEnv {
  HOSTED_GAMES?: DurableObjectNamespace;
  /** deploys only (wrangler.toml [[ratelimits]], src/api/rate-limit.ts); absent under npm start and in tests */
  RATE_LIMITER?: RateLimiter;
}

/** The Workers rate-limiting binding's surface: one call per request, keyed by the caller. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
