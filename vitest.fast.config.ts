// `npm run test:fast`: the inner loop. The unit tests minus the slow ones (Monte-Carlo agreement, property
// runs, CLI child processes), without per-file isolation (one module graph per worker: most of a unit
// file's time is importing the referee). `npm test` still runs everything, isolated.
import { defineConfig } from "vitest/config";

export const SLOW = [
  "test/unit/odds/agreement-*.test.ts", // 20,000 battles each
  "test/unit/odds/referee.test.ts",
  "test/unit/cli/**", // builds the CLI and spawns it
  "**/propert*.test.ts", // fast-check runs
  "test/unit/economy/ipc-conservation*.test.ts",
  "test/unit/state/position.test.ts",
  "test/unit/render/browser.test.ts", // launches Chromium
  "test/unit/generated/**", // needs its own module graph (zod-openapi); `npm run openapi:check` checks the same
  "test/unit/client/**", // builds and packs packages/client, starts a dev server
  "test/unit/api/issues.test.ts", // needs its own module graph (zod), like generated/
  "test/unit/docs/docs-run.test.ts", // starts wrangler's dev server and runs curl/jq
];

export default defineConfig({
  test: {
    name: "fast",
    environment: "node",
    include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...SLOW],
    isolate: false,
    testTimeout: 60_000,
  },
});
