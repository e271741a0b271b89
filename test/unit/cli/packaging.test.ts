// How people start the CLI (issue 17): `npx aa-referee` with and without a build, an executable bundle,
// a pipe closed early (`| head`), and one version everywhere.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { CLI, ROOT, buildCli } from "./helpers.js";
import { BOOLEANS, VERSION } from "../../../src/cli/main.js";
import { STRING_OPTIONS } from "../../../src/cli/args.js";
import { OPENAPI_INFO } from "../../../src/api/app.js";
import { GAMES_DIR } from "../replay/helpers.js";

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };

beforeAll(() => buildCli(), 60_000);

describe("aa-referee packaging", () => {
  it("one version: package.json, the API's info.version, the CLI's --version", () => {
    expect(pkg.version).toBe("1.0.0");
    expect(OPENAPI_INFO.info.version).toBe(pkg.version);
    expect(VERSION).toBe(pkg.version);
    const committed = JSON.parse(readFileSync(join(ROOT, "openapi.json"), "utf8"));
    expect(committed.info.version).toBe(pkg.version);
  });

  it("the bin runs the sources before any build, and the bundle after it; the bundle is executable", () => {
    const bin = join(ROOT, pkg.bin["aa-referee"]);
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    // Without dist/: the stub runs the TypeScript through run-ts (checked by pointing it at a missing bundle).
    const fromSources = spawnSync(process.execPath, [join(ROOT, "scripts/run-ts.mjs"), join(ROOT, "src/cli/main.ts"), "--version"], {
      cwd: ROOT,
      encoding: "utf8",
      env,
    });
    expect(fromSources.stdout.trim()).toBe(pkg.version);
    expect(readFileSync(bin, "utf8")).toContain('scripts", "run-ts.mjs"');
    const viaStub = spawnSync(bin, ["--version"], { cwd: ROOT, encoding: "utf8", env });
    expect(viaStub.stdout.trim()).toBe(pkg.version);
    expect(statSync(CLI).mode & 0o111).toBe(0o111);
    const direct = spawnSync(CLI, ["--version"], { cwd: ROOT, encoding: "utf8", env });
    expect(direct.stdout.trim()).toBe(pkg.version);
  }, 60_000);

  it("every --option the help texts name is declared for node:util parseArgs (strict: undeclared ones are refused)", () => {
    const help = ["main.ts", "render.ts"].map((f) => readFileSync(join(ROOT, "src/cli", f), "utf8")).join("\n");
    const named = new Set([...help.matchAll(/--([a-z][a-z-]+)/g)].map((m) => m[1]!));
    const declared = new Set<string>([...STRING_OPTIONS, ...BOOLEANS]);
    expect([...named].filter((n) => !declared.has(n))).toEqual([]);
  });

  it("npm run build:cli writes an executable dist/cli.mjs", () => {
    expect(pkg.scripts["build:cli"]).toMatch(/chmodSync\('dist\/cli\.mjs', 0o755\)/);
  });

  it("verify --json | head -1 ends quietly (no EPIPE crash)", () => {
    const r = spawnSync(
      "bash",
      ["-c", `"${process.execPath}" "${CLI}" verify "${GAMES_DIR}" --json | head -1; echo "status=\${PIPESTATUS[0]}" >&2`],
      { cwd: ROOT, encoding: "utf8", env },
    );
    expect(JSON.parse(r.stdout.trim())).toHaveProperty("file");
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
    expect(r.stderr.trim()).toBe("status=0");
  }, 60_000);
});
