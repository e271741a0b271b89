// Issue 31, item 6: a route handler cast `as never` hides a drift between the responses its route declares and what
// it returns, so the compiler stops checking the wire there. None under src/api: declare the status and schema instead
// (problemResponse and the hosted `failure` answer typed responses; hosted routes declare `hostedFailures`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** Every `as never` in a source text, as "file:line". */
function castsIn(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (/\bas\s+never\b/.test(line) ? [`${file}:${i + 1}`] : []));
}

describe("no `as never` under src/api", () => {
  it("finds a cast where there is one (the check can fail)", () => {
    expect(castsIn("x.ts", "const a = 1;\n  return r as never;\nconst b = x as\n never;")).toEqual(["x.ts:2"]);
  });

  it("src/api has none", () => {
    const casts = files(join(root, "src/api")).flatMap((f) => castsIn(relative(root, f), readFileSync(f, "utf8")));
    expect(casts).toEqual([]);
  });
});
