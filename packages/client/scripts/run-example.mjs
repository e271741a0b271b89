// Builds examples/play.ts to JavaScript (esbuild) and runs it. @aa-referee/client resolves to this package's
// source (src/index.ts, bundled in), so the example runs before any build of dist/.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const out = here("../examples/.build/play.mjs");
await build({
  entryPoints: [here("../examples/play.ts")],
  outfile: out,
  format: "esm",
  platform: "node",
  target: "node20",
  bundle: true,
  packages: "external",
  plugins: [
    {
      name: "this-package-from-source",
      setup(b) {
        b.onResolve({ filter: /^@aa-referee\/client$/ }, () => ({ path: here("../src/index.ts") }));
      },
    },
  ],
  logLevel: "warning",
});
const run = spawnSync(process.execPath, [out], { stdio: "inherit" });
process.exit(run.status ?? 1);
