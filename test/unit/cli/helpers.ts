// Builds the CLI bundle as `npm run build:cli` does (dist/cli.mjs; written to a temp file and renamed, so
// test files building at once never read a half-written bundle) and runs it as a child process.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "../../..");
export const CLI = join(ROOT, "dist", "cli.mjs");

let built: Promise<void> | undefined;
export function buildCli(): Promise<void> {
  built ??= (async () => {
    mkdirSync(join(ROOT, "dist"), { recursive: true });
    const tmp = join(ROOT, "dist", `cli.${process.pid}.${Date.now()}.mjs`);
    await build({
      entryPoints: [join(ROOT, "src/cli/main.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: tmp,
      banner: { js: "#!/usr/bin/env node" },
      logLevel: "error",
    });
    chmodSync(tmp, 0o755); // as `npm run build:cli`: `npx aa-referee` runs it directly
    renameSync(tmp, CLI);
  })();
  return built;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Each line of --json output parsed. */
export const jsonLines = (stdout: string): any[] =>
  stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
