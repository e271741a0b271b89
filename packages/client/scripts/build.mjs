// Builds dist/: index.js bundles src/index.ts with the referee's receipt and hash modules (esbuild;
// openapi-fetch stays a dependency), index.d.ts comes from tsc, openapi.d.ts is the generated types.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dist = here("../dist/");
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [here("../src/index.ts")],
  outfile: `${dist}index.js`,
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  external: ["openapi-fetch"],
  logLevel: "warning",
});

const types = here("../.types/");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", here("../tsconfig.build.json")], { stdio: "inherit" });
copyFileSync(`${types}packages/client/src/index.d.ts`, `${dist}index.d.ts`);
copyFileSync(here("../src/openapi.d.ts"), `${dist}openapi.d.ts`);
rmSync(types, { recursive: true, force: true });
console.error("built packages/client/dist");
