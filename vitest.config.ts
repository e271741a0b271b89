import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// .env holds wrangler's own settings (see the file), not Worker variables: keep them out of the test Worker.
process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV ??= "false";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // Generous: on a busy 2-core machine a CLI child process or a property run can take many seconds.
          testTimeout: 60_000,
          include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"],
        },
      },
      {
        // A real browser (Debian's chromium) against `npm start`: /docs and GraphiQL work offline (test/browser/support.ts).
        test: {
          name: "browser",
          environment: "node",
          include: ["test/browser/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Runs inside workerd (Miniflare) with the bindings of wrangler.toml [env.dev]; fully local.
        plugins: [
          cloudflareTest({
            main: "./src/index.ts",
            remoteBindings: false,
            // [env.dev]: the development dice key and no rate limit (the top level is the deploy configuration).
            wrangler: { configPath: "./wrangler.toml", environment: "dev" },
            // Webhook deliveries wait for the alarm the tests run themselves (runDurableObjectAlarm), never the
            // runtime's own, so what a receiver got is known when a test looks (test/api/webhook.test.ts).
            miniflare: { bindings: { WEBHOOKS_FIRST_DELAY_MS: "3600000" } },
          }),
        ],
        test: {
          name: "api",
          // The first request of a file starts the Worker in workerd: 10–30 s on a busy 2-core machine.
          testTimeout: 90_000,
          // FUZZ_RUNS=N: requests per endpoint group of the fuzz suite (test/api/reliability-fuzz.test.ts); .ci/run sets it
          provide: { fuzzRuns: Number(process.env.FUZZ_RUNS ?? 0) || 0 },
          include: ["test/api/**/*.test.ts"],
        },
      },
    ],
  },
});
