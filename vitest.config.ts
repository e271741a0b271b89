import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"],
        },
      },
      {
        // Runs inside workerd (Miniflare) with the bindings from wrangler.toml; fully local.
        plugins: [
          cloudflareTest({
            main: "./src/index.ts",
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
          }),
        ],
        test: {
          name: "api",
          testTimeout: 30_000,
          include: ["test/api/**/*.test.ts"],
        },
      },
    ],
  },
});
