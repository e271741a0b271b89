#!/usr/bin/env node
// Copies the browser files of the API reference (Scalar) and GraphiQL from node_modules into
// public/vendor/, which the Worker serves as static assets ([assets] in wrangler.toml). So /docs and
// /graphql work with no network, and the versions are the exact ones in package.json/package-lock.json.
// The packages are MIT-licensed (their LICENSE files are copied where the package has one).
// Runs before `npm start`, `npm test` and deploys (npm scripts); public/vendor/ is not committed.
// It also bundles the game page's script (src/web/game.ts → public/app/game.js, esbuild, local: no network).
// Usage: node scripts/copy-assets.mjs [--check]   (--check: fail when public/vendor/ is missing or stale)
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "public", "vendor");

/** package → [file in the package, path under public/vendor/] */
export const ASSETS = {
  "@scalar/api-reference": [["dist/browser/standalone.js", "scalar/standalone.js"]],
  graphiql: [
    ["graphiql.min.js", "graphiql/graphiql.min.js"],
    ["graphiql.min.css", "graphiql/graphiql.min.css"],
    ["LICENSE", "graphiql/LICENSE"],
  ],
  react: [
    ["umd/react.production.min.js", "react/react.production.min.js"],
    ["LICENSE", "react/LICENSE"],
  ],
  "react-dom": [
    ["umd/react-dom.production.min.js", "react-dom/react-dom.production.min.js"],
    ["LICENSE", "react-dom/LICENSE"],
  ],
};

const pkgJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const versions = {};
for (const [name, files] of Object.entries(ASSETS)) {
  const dir = join(root, "node_modules", name);
  const wanted = pkgJson.devDependencies?.[name] ?? pkgJson.dependencies?.[name];
  const installed = existsSync(join(dir, "package.json")) ? JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version : undefined;
  if (installed !== wanted) {
    console.error(
      `copy-assets: ${name} ${installed ?? "is not installed"}${installed ? " is installed" : ""}, package.json wants ${wanted}: run npm ci`,
    );
    process.exit(1);
  }
  versions[name] = installed;
  for (const [from, to] of files) {
    if (!existsSync(join(dir, from))) {
      console.error(`copy-assets: ${name}@${installed} has no ${from}`);
      process.exit(1);
    }
  }
}

const manifest = `${JSON.stringify(versions, null, 2)}\n`;
const manifestPath = join(out, "versions.json");
if (process.argv.includes("--check")) {
  const stale =
    !existsSync(manifestPath) ||
    readFileSync(manifestPath, "utf8") !== manifest ||
    Object.values(ASSETS)
      .flat()
      .some(([, to]) => !existsSync(join(out, to)));
  if (stale || !existsSync(join(root, "public", "app", "game.js"))) {
    console.error("copy-assets: public/vendor/ or public/app/ is missing or stale (run npm run assets)");
    process.exit(1);
  }
  process.exit(0);
}
for (const [name, files] of Object.entries(ASSETS)) {
  for (const [from, to] of files) {
    mkdirSync(dirname(join(out, to)), { recursive: true });
    copyFileSync(join(root, "node_modules", name, from), join(out, to));
  }
}
writeFileSync(manifestPath, manifest);

// The game page's script: one small ES module (the dice check is the referee's own code, src/dice/receipt.ts).
buildSync({
  entryPoints: [join(root, "src", "web", "game.ts")],
  outfile: join(root, "public", "app", "game.js"),
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
