#!/usr/bin/env node
// Runs a TypeScript entry under Node: bundles it with esbuild (platform node, ESM, target node20)
// into node_modules/.cache/run-ts/ and executes the bundle, passing the remaining argv through.
// Usage: node scripts/run-ts.mjs <entry.ts> [args...]
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [entryArg, ...rest] = process.argv.slice(2);
if (!entryArg) {
  console.error("usage: node scripts/run-ts.mjs <entry.ts> [args...]");
  process.exit(2);
}
const entry = resolve(entryArg);
const cacheDir = join(root, "node_modules", ".cache", "run-ts");
mkdirSync(cacheDir, { recursive: true });
const outfile = join(cacheDir, `${basename(entry).replace(/\.[cm]?tsx?$/, "")}-${process.pid}.mjs`);

// The bundle lives in the cache dir, so make import.meta.{url,dirname,filename} in project
// sources keep pointing at the original .ts file (scripts use them to find the repo root).
const keepImportMeta = {
  name: "keep-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${"/"}node_modules${"/"}`)) return undefined;
      const src = readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents: src, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

try {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "inline",
    packages: "external",
    logLevel: "warning",
    plugins: [keepImportMeta],
    // Bundled code may use require() (CJS deps) and __dirname; give ESM output both.
    banner: {
      js: [
        'import { createRequire as __runTsCreateRequire } from "node:module";',
        "const require = __runTsCreateRequire(import.meta.url);",
      ].join("\n"),
    },
  });
} catch {
  process.exit(1); // esbuild already printed the errors
}

const result = spawnSync(process.execPath, ["--enable-source-maps", outfile, ...rest], {
  stdio: "inherit",
  cwd: process.cwd(),
});
rmSync(outfile, { force: true });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
