// aa-referee render: a state file to SVG (stdout or file) or PNG (by the -o extension); bad input named.
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderCommand } from "../../../src/cli/render.js";
import { parseArgs } from "../../../src/cli/args.js";
import { BadFile } from "../../../src/cli/io.js";
import { startState } from "../../support/render.js";

function run(argv: string[]) {
  const printed: string[] = [],
    files: Record<string, string | Uint8Array> = {};
  const done = renderCommand(
    {
      print: (t) => printed.push(t),
      writeFile: (p, d) => {
        files[p] = d;
      },
    },
    parseArgs(argv, new Set()),
  );
  return { done, printed, files };
}

describe("aa-referee render", () => {
  const dir = mkdtempSync(join(tmpdir(), "aa-render-"));
  const stateFile = join(dir, "state.json");
  writeFileSync(stateFile, JSON.stringify(startState()));
  const rulingFile = join(dir, "ruling.json");
  writeFileSync(rulingFile, JSON.stringify({ ok: true, state: startState(), events: [] }));

  it("state.json -o board.png writes a PNG of the asked width", async () => {
    const r = run([stateFile, "-o", "board.png", "--width", "500"]);
    await r.done;
    const png = r.files["board.png"] as Uint8Array;
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(500);
  }, 60_000);

  it("prints the SVG without -o, reads the state out of a ruling, and draws a --path", async () => {
    const r = run([rulingFile, "--path", "Germany, East Europe"]);
    await r.done;
    expect(r.printed[0]).toMatch(/^<svg /);
    expect(r.printed[0]).toContain('data-highlight="path"');
  });

  it("refuses an unknown place (bad file, exit 2 in main) and a PNG to standard output", async () => {
    await expect(run([stateFile, "--at", "Atlantis"]).done).rejects.toBeInstanceOf(BadFile);
    await expect(run([stateFile, "--format", "png"]).done).rejects.toThrow(/needs an output file/);
  });
});
