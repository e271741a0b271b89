// Issue 31: hosted games under `npm start` persist in .wrangler/state/ across restarts — documented, with a
// documented way to reset them (npm run reset:local).
import { describe, expect, it } from "vitest";
import { execSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../..");

describe("local hosted games: persistence documented, reset by npm run reset:local", () => {
  it("README and docs/hosted.md say where local games live and how to reset them", () => {
    for (const page of ["README.md", "docs/hosted.md"]) {
      const text = readFileSync(join(root, page), "utf8");
      expect(text, page).toContain(".wrangler/state");
      expect(text, page).toContain("npm run reset:local");
    }
  });

  it("npm run reset:local removes .wrangler/state and nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), "aa-reset-"));
    copyFileSync(join(root, "package.json"), join(dir, "package.json"));
    mkdirSync(join(dir, ".wrangler", "state", "v3", "do"), { recursive: true });
    writeFileSync(join(dir, ".wrangler", "state", "v3", "do", "game.sqlite"), "x");
    mkdirSync(join(dir, ".wrangler", "tmp"), { recursive: true });
    execSync("npm run --silent reset:local", { cwd: dir, stdio: "pipe" });
    expect(existsSync(join(dir, ".wrangler", "state"))).toBe(false);
    expect(existsSync(join(dir, ".wrangler", "tmp"))).toBe(true);
    execSync("npm run --silent reset:local", { cwd: dir, stdio: "pipe" }); // nothing to remove: still fine
  });
});
