// Worker bindings (wrangler.toml) the shells use; all optional so the app also runs in Node for tooling.
import type { DiceEnv } from "../dice/index.js";

export interface Bindings extends DiceEnv {
  HOSTED_GAMES?: DurableObjectNamespace;
  /** deploys only (wrangler.toml [[ratelimits]], src/api/rate-limit.ts); absent under npm start and in tests */
  RATE_LIMITER?: RateLimiter;
  /** "true" under `npm start` and in tests ([env.dev]): webhooks may be plain HTTP to localhost (docs/webhooks.md) */
  WEBHOOKS_ALLOW_LOCAL_HTTP?: string;
  /** milliseconds between a change and its webhooks' first attempt (default 0); the API tests set an hour */
  WEBHOOKS_FIRST_DELAY_MS?: string;
  /** the domain of the seats' e-mail addresses (docs/email.md); without it e-mail play is off */
  EMAIL_DOMAIN?: string;
  /** Email Routing's send_email binding: notifications to registered players (docs/email.md) */
  SEND_EMAIL?: SendEmail;
}

/** The Workers rate-limiting binding's surface: one call per request, keyed by the caller. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
