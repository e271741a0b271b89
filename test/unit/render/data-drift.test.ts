// The board geometry and the embedded font are generated (npm run data) and committed; they must match
// what scripts/gen-render-data.mjs makes from data/reference and assets/fonts.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";

describe("render data (npm run data)", () => {
  it("src/render/boards/*.json and src/render/font.ts equal what the generator makes", () => {
    expect(() => execFileSync("node", ["scripts/gen-render-data.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });
});
