// Issue 17 part 1: a clone with nothing beside it works, so no code, test, script or doc may point
// outside the repository (the team library beside the checkout is not shipped).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const textFiles = tracked.filter((f) => /\.(ts|mjs|js|json|md|toml|sh)$/.test(f) || f === ".ci/run");

describe("self-contained repository", () => {
  it("no tracked file points at the team library beside the checkout (its rules, reference, seeds or design brief)", () => {
    // Built from parts so that this file does not name the paths it forbids.
    const library = ["..", "shared"].join("/");
    const outside = new RegExp(`${library.replaceAll(".", "\\.")}|shared/(rules|reference|seeds)/|${"DESIGN"}\\.md`);
    const hits = textFiles.filter((f) => f !== "package-lock.json" && outside.test(readFileSync(new URL(f, root), "utf8")));
    expect(hits).toEqual([]);
  });

  it("the reference data and rule digests are in the repository, with provenance and a licence", () => {
    for (const f of [
      "data/reference/README.md",
      "data/reference/classic/classic2-setup-units.csv",
      "data/reference/classic/tripleA-classic-map-polygons.txt",
      "data/reference/europe-pacific/tripleA-pacific-map-centers.txt",
      "docs/rules/classic.md",
      "docs/rules/simplified.md",
      "LICENSE",
    ]) {
      expect(tracked, f).toContain(f);
    }
    expect(readFileSync(new URL("LICENSE", root), "utf8")).toMatch(/MIT License[\s\S]*aa-referee contributors/);
  });
});
