// docs/cli.md stays true (issue 17: a stale hash on the page): every ```console block is run as a shell
// session in a scratch folder, `aa-referee` being the built CLI, and the transcript must equal the block.
import { beforeAll, describe, expect, it } from "vitest";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { CLI, ROOT, buildCli } from "./helpers.js";

const page = readFileSync(join(ROOT, "docs/cli.md"), "utf8");
const blocks = [...page.matchAll(/```console\n([\s\S]*?)```/g)].map((m) => m[1]!);
let scratch: string;

beforeAll(async () => {
  await buildCli();
  scratch = mkdtempSync(join(tmpdir(), "aa-cli-docs-"));
  mkdirSync(join(scratch, "bin"));
  writeFileSync(join(scratch, "bin", "aa-referee"), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  chmodSync(join(scratch, "bin", "aa-referee"), 0o755);
  symlinkSync(join(ROOT, "test"), join(scratch, "test")); // the page's paths are relative to the repository
}, 60_000);

/** The block as a script that prints each `$ command` before running it, keeping `$?` between commands. */
function script(block: string): string {
  const lines = ["s=0"];
  for (const line of block.split("\n")) {
    if (!line.startsWith("$ ")) continue;
    lines.push(`printf '%s\\n' ${JSON.stringify(line).replace(/\$/g, "\\$")}`, `(exit $s); ${line.slice(2)} 2>&1; s=$?`);
  }
  return `${lines.join("\n")}\n`;
}

describe("docs/cli.md console examples", () => {
  it("the page has examples of verify (legal and illegal), adjudicate and odds", () => {
    const all = blocks.join("");
    for (const c of ["$ aa-referee verify", "$ aa-referee adjudicate", "$ aa-referee odds"]) expect(all).toContain(c);
  });

  it.each(blocks.map((b, i) => [i + 1, b] as const))(
    "block %i prints what the page shows",
    (_n, block) => {
      const r = spawnSync("bash", ["-c", script(block)], {
        cwd: scratch,
        encoding: "utf8",
        env: { PATH: `${join(scratch, "bin")}:${process.env.PATH ?? ""}`, HOME: process.env.HOME ?? "", NO_COLOR: "1" },
      });
      expect(r.stdout.trimEnd()).toBe(block.trimEnd());
    },
    60_000,
  );
});
