#!/usr/bin/env node
// `npx aa-referee …` in a checkout: runs the bundled CLI (dist/cli.mjs, `npm run build:cli`) when it is
// there, else the TypeScript sources through scripts/run-ts.mjs, so the command works before any build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundle = join(root, "dist", "cli.mjs");
const args = existsSync(bundle) ? [bundle] : [join(root, "scripts", "run-ts.mjs"), join(root, "src", "cli", "main.ts")];
const r = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { stdio: "inherit" });
if (r.error) throw r.error;
process.exit(r.status ?? 1);
