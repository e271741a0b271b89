// packages/client: its generated types follow openapi.json, it builds and packs, and its example runs
// against a real local server (wrangler's dev server, what `npm start` runs) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_dev, type Unstable_DevWorker } from "wrangler";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const pkg = join(root, "packages/client");
const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, { cwd: pkg, encoding: "utf8", env: { ...process.env, ...env } });

describe("@aa-referee/client", () => {
  beforeAll(() => {
    const built = node(["scripts/build.mjs"]);
    expect(built.status, built.stderr).toBe(0);
  }, 180_000);

  it("src/openapi.d.ts is what openapi-typescript makes of the committed openapi.json", () => {
    const check = node(["scripts/generate.mjs", "--check"]);
    expect(check.status, check.stderr).toBe(0);
  }, 60_000);

  it("the generated types name each schema once: GameState is referenced, not repeated", () => {
    const types = readFileSync(join(pkg, "src/openapi.d.ts"), "utf8");
    expect(types.match(/schemaVersion: number/g)).toHaveLength(1);
    expect(types.split('components["schemas"]["GameState"]').length - 1).toBeGreaterThan(5);
    for (const op of ["adjudicate", "newGame", "playHostedAction", "verifyDiceReceipt"]) expect(types).toContain(`    ${op}: {`);
  });

  it("builds dist/index.js (bundling the referee's receipt check) with its declarations, and the example type-checks", () => {
    const js = readFileSync(join(pkg, "dist/index.js"), "utf8");
    expect(js).toContain('from "openapi-fetch"');
    expect(js).toContain("Ed25519");
    expect(existsSync(join(pkg, "dist/index.d.ts")) && existsSync(join(pkg, "dist/openapi.d.ts"))).toBe(true);
    const tsc = spawnSync(
      process.execPath,
      [createRequire(join(pkg, "package.json")).resolve("typescript/bin/tsc"), "-p", join(pkg, "tsconfig.json")],
      { encoding: "utf8" },
    );
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  }, 120_000);

  it("npm pack makes a tarball with the built files", () => {
    const dir = mkdtempSync(join(tmpdir(), "aa-client-pack-"));
    try {
      const out = execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], { cwd: pkg, encoding: "utf8" });
      const [info] = JSON.parse(out) as { filename: string; name: string; version: string; files: { path: string }[] }[];
      expect(info!.name).toBe("@aa-referee/client");
      expect(info!.version).toBe("1.0.0");
      expect(info!.files.map((f) => f.path).sort()).toEqual([
        "README.md",
        "dist/index.d.ts",
        "dist/index.js",
        "dist/openapi.d.ts",
        "package.json",
      ]);
      expect(existsSync(join(dir, info!.filename))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  describe("the example against a local server", () => {
    let worker: Unstable_DevWorker | undefined;
    beforeAll(async () => {
      worker = await unstable_dev(join(root, "src/index.ts"), {
        config: join(root, "wrangler.toml"),
        env: "dev", // the development dice key (the top level is the deploy configuration)
        ip: "127.0.0.1",
        logLevel: "warn",
        experimental: { disableExperimentalWarning: true },
      });
    }, 180_000);
    afterAll(async () => {
      await worker?.stop();
    }, 60_000);

    it("plays, gets a 422 with rule IDs, and verifies the receipt and state hash offline", async () => {
      // Asynchronously: the dev server's proxy runs in this process and must keep answering meanwhile.
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ["scripts/run-example.mjs"],
          { cwd: pkg, encoding: "utf8", env: { ...process.env, AA_REFEREE_URL: `http://${worker!.address}:${worker!.port}` } },
          (err, stdout, stderr) => resolve({ status: err ? (typeof err.code === "number" ? err.code : 1) : 0, stdout, stderr }),
        );
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain("ok  Germans buying out of turn → 422 TURN-3");
      expect(run.stdout).toContain("ok  dice receipt verified offline");
      expect(run.stdout).toMatch(/ok {2}state hash [0-9a-f]{12}… computed offline matches the log/);
      expect(run.stdout.trim().split("\n").at(-1)).toBe("example finished: every check passed");
    }, 120_000);
  });
});
