// Issue 18, secure by default: the deploy configuration (wrangler.toml's top level, what `wrangler deploy`
// and `wrangler deploy --dry-run` use) has no development dice setting and carries the rate limiter;
// `npm start` and the tests run [env.dev], which rolls with the development key and has no rate limit.
// Read with wrangler's own config reader, so environments resolve exactly as deploy resolves them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { rateLimit, type RateLimiter } from "../../../src/api/rate-limit.js";

const root = join(import.meta.dirname, "../../..");
const readConfig = async (env?: string) => {
  const { unstable_readConfig } = await import("wrangler");
  return unstable_readConfig({ config: join(root, "wrangler.toml"), ...(env ? { env } : {}) });
};

describe("issue 18: secure by default on deploy", () => {
  it("the deploy configuration has no DICE_DEV_MODE and is rate limited", async () => {
    const deploy = await readConfig();
    expect(deploy.vars ?? {}).not.toHaveProperty("DICE_DEV_MODE");
    expect(JSON.stringify(deploy)).not.toMatch(/DICE_DEV_MODE/);
    expect(JSON.stringify(deploy)).not.toMatch(/WEBHOOKS_ALLOW_LOCAL_HTTP/); // deploys deliver webhooks over HTTPS only
    expect(deploy.ratelimits.map((r: { name: string }) => r.name)).toEqual(["RATE_LIMITER"]);
    expect(deploy.durable_objects.bindings.map((b: { name: string }) => b.name)).toEqual(["HOSTED_GAMES"]);
  }, 60_000);

  it("[env.dev] (npm start, tests) rolls with the development key and has no rate limit", async () => {
    const dev = await readConfig("dev");
    expect(dev.vars).toEqual({ DICE_DEV_MODE: "true", WEBHOOKS_ALLOW_LOCAL_HTTP: "true", EMAIL_DOMAIN: "referee.localhost" });
    // no RATE_LIMITER: the one entry is wrangler.toml's placeholder the code never reads (see the file)
    expect(dev.ratelimits.map((r: { name: string }) => r.name)).not.toContain("RATE_LIMITER");
    expect(dev.durable_objects.bindings.map((b: { name: string }) => b.name)).toEqual(["HOSTED_GAMES"]);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toMatch(/wrangler dev --env dev/);
    expect(readFileSync(join(root, "vitest.config.ts"), "utf8")).toMatch(/environment: "dev"/);
  }, 60_000);

  it("issue 31: wrangler reads [env.dev] (npm start) without a warning", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      await readConfig("dev");
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([]);
  }, 60_000);

  it("docs/deploy.md names the secrets and how to generate them", () => {
    const doc = readFileSync(join(root, "docs/deploy.md"), "utf8");
    for (const word of ["DICE_SECRET", "DICE_SIGNING_KEY", "wrangler secret put", "openssl", "--dry-run", "503"])
      expect(doc).toContain(word);
  });
});

describe("issue 18: without secrets a deployment refuses to roll (503); rate limiting (deploys only)", () => {
  it("seeded dice without DICE_SECRET/DICE_SIGNING_KEY and without dev mode: 503 problem+json naming the secrets", async () => {
    const { createApp } = await import("../../../src/api/app.js");
    const app = createApp();
    const pub = await app.request("/v1/dice/public-key", {}, {});
    expect(pub.status).toBe(503);
    const body = (await pub.json()) as { detail: string; type: string };
    expect(body.detail).toMatch(/DICE_SECRET and DICE_SIGNING_KEY/);
    expect(body.type).toBe("/problems/unavailable");
  }, 60_000);

  const appWith = (limiter?: RateLimiter) => {
    const app = new Hono<{ Bindings: { RATE_LIMITER?: RateLimiter } }>();
    app.use("*", rateLimit());
    app.get("/x", (c) => c.text("ok"));
    return (ip: string) => app.request("/x", { headers: { "cf-connecting-ip": ip } }, limiter ? { RATE_LIMITER: limiter } : {});
  };
  it("past the limit: 429 problem+json with Retry-After, per client address", async () => {
    const seen = new Map<string, number>();
    const fake: RateLimiter = {
      limit: async ({ key }) => {
        seen.set(key, (seen.get(key) ?? 0) + 1);
        return { success: seen.get(key)! <= 2 };
      },
    };
    const get = appWith(fake);
    expect((await get("1.1.1.1")).status).toBe(200);
    expect((await get("1.1.1.1")).status).toBe(200);
    const third = await get("1.1.1.1");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("60");
    expect(third.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await get("2.2.2.2")).status).toBe(200);
  });
  it("without the binding (npm start, tests) nothing is limited", async () => {
    const get = appWith();
    for (let i = 0; i < 50; i++) expect((await get("1.1.1.1")).status).toBe(200);
  });
});
