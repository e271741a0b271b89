// Issue 31, item 5: the CLI's answers say what is wrong and what happened, so nobody has to guess.
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli, jsonLines, runCli } from "./helpers.js";
import { listRulesets } from "../../../src/rulesets/index.js";

let tmp: string;

beforeAll(async () => {
  await buildCli();
  tmp = mkdtempSync(join(tmpdir(), "aa-cli-answers-"));
}, 60_000);

describe("aa-referee answers that make nobody guess", () => {
  it("`new revised` says the rule set is unknown and lists the rule sets (exit 2), not `not a usable file`", () => {
    const r = runCli(["new", "revised"]);
    expect(r.code).toBe(2);
    const all = r.stdout + r.stderr;
    expect(all).toContain('unknown rule set "revised"');
    for (const rs of listRulesets()) expect(all).toContain(rs.id);
    expect(all).not.toContain("not a usable file");
  });

  it("`new clasic` suggests classic", () => {
    const r = runCli(["new", "clasic"]);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('Did you mean "classic"?');
  });

  it("`--help` describes every rule set served, not Classic only", () => {
    const r = runCli(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/referee for Axis & Allies Classic, on the command line/);
    for (const rs of listRulesets()) expect(r.stdout).toContain(rs.id);
  });

  it("VICT-3: `verify` of a conceded game says who won, in text and in --json", () => {
    const file = join(tmp, "conceded.json");
    const record = {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: "standard",
      steps: [{ action: { type: "concede", power: "Russians" } }],
    };
    writeFileSync(file, JSON.stringify(record));
    const text = runCli(["verify", file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/game over: the Axis won \(VICT-3: the Russians conceded/);
    const json = runCli(["verify", file, "--json"]);
    expect(jsonLines(json.stdout)[0].winner).toMatchObject({ alliance: "Axis", condition: "VICT-3" });
  });

  it("a game still going says nothing of a winner", () => {
    const file = join(tmp, "going.json");
    const record = {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      initial: "standard",
      steps: [{ action: { type: "endPhase", power: "Russians" } }],
    };
    writeFileSync(file, JSON.stringify(record));
    const r = runCli(["verify", file]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("game over");
  });

  it("a bad file's problems are in plain words with their paths (no `Invalid input: expected …`)", () => {
    const file = join(tmp, "no-steps.json");
    writeFileSync(file, JSON.stringify({ format: "aa-referee/recorded-game", version: 1, ruleset: "classic", initial: "standard" }));
    const r = runCli(["verify", file]);
    expect(r.code).toBe(2);
    const all = r.stdout + r.stderr;
    expect(all).toMatch(/steps: required but missing \(expected a list\)/);
    expect(all).not.toContain("Invalid input");
  });
});
