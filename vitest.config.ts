import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// .env holds wrangler's own settings (see the file), not Worker variables: keep them out of the test Worker.
process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV ??= "false";

const UNIT = ["test/unit/**/*.test.ts", "src/**/*.test.ts"];
const OWN_MODULE_GRAPH = [
  "test/unit/generated/**", // zod-openapi extends zod's prototype: its own graph
  "test/unit/api/issues.test.ts", // the same for zod
  "test/unit/client/**", // builds and packs packages/client, starts a dev server
  "test/unit/docs/docs-run.test.ts", // starts wrangler's dev server and runs curl/jq
  "test/unit/render/browser.test.ts", // launches Chromium
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // Generous: on a busy 2-core machine a CLI child process or a property run can take many seconds.
          testTimeout: 60_000,
          include: UNIT,
          exclude: ["**/node_modules/**", ...OWN_MODULE_GRAPH],
          // One module graph per worker: importing the referee is most of a unit file's time when each file
          // imports it afresh (measured on 2 cores: 438 s isolated, 137 s shared, same 1,308 tests).
          isolate: false,
        },
      },
      {
        // The unit files that need a module graph of their own (or start servers and browsers), isolated.
        test: {
          name: "unit-isolated",
          environment: "node",
          testTimeout: 60_000,
          include: OWN_MODULE_GRAPH,
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
