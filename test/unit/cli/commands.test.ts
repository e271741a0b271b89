import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli, jsonLines, runCli } from "./helpers.js";
import { GAMES_DIR } from "../replay/helpers.js";

const game = (f: string) => join(GAMES_DIR, f);
const ANSI = /\u001b\[/;
let tmp: string;

beforeAll(async () => {
  await buildCli();
  tmp = mkdtempSync(join(tmpdir(), "aa-cli-"));
}, 60_000);

describe("aa-referee adjudicate, new", () => {
  it("new classic prints the standard start; adjudicate applies a legal purchase (exit 0) and writes the state", () => {
    const start = join(tmp, "start.json");
    const n = runCli(["new", "classic", "--out", start]);
    expect(n.code).toBe(0);
    const state = JSON.parse(readFileSync(start, "utf8"));
    expect(state.turn).toEqual({ round: 1, power: "Russians", phase: "purchase" });
    const buy = join(tmp, "buy.json");
    writeFileSync(buy, JSON.stringify({ type: "purchase", power: "Russians", units: { infantry: 3 } }));
    const next = join(tmp, "next.json");
    const r = runCli(["adjudicate", "--state", start, "--action", buy, "--out", next]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/legal: Russians: buy 3 infantry/); // the action as its order line (docs/orders.md)
    expect(JSON.parse(readFileSync(next, "utf8")).powers.Russians.ipcs).toBe(state.powers.Russians.ipcs - 9);
    const j = jsonLines(runCli(["adjudicate", "--state", start, "--action", buy, "--json"]).stdout)[0];
    expect(j).toMatchObject({ ok: true, dice: { mode: "seeded", log: [] } });
  });

  it("PURCH-2: adjudicate an over-budget purchase → exit 1 with every rule ID; --json lists the violations", () => {
    const start = join(tmp, "start2.json");
    runCli(["new", "classic", "--out", start]);
    const buy = join(tmp, "buy-big.json");
    writeFileSync(buy, JSON.stringify({ type: "purchase", power: "Russians", units: { bomber: 3 } }));
    const r = runCli(["adjudicate", "--state", start, "--action", buy]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/PURCH-2/);
    expect(r.stdout).toMatch(/ECON-3/);
    const j = jsonLines(runCli(["adjudicate", "--state", start, "--action", buy, "--json"]).stdout)[0];
    expect(j.violations.map((v: { rule: string }) => v.rule)).toEqual(["PURCH-2", "ECON-3"]);
  });

  it("TECH-2: seeded dice in the CLI use the development key (a signed receipt marked development); supplied dice work too", () => {
    const start = join(tmp, "start3.json");
    runCli(["new", "classic", "--out", start]);
    const dev = join(tmp, "dev.json");
    writeFileSync(dev, JSON.stringify({ type: "developWeapons", power: "Russians", dice: 1 }));
    const seeded = jsonLines(runCli(["adjudicate", "--state", start, "--action", dev, "--json"]).stdout)[0];
    expect(seeded.dice).toMatchObject({ mode: "seeded", development: true, keyId: "dev" });
    expect(seeded.dice.signature).toEqual(expect.any(String));
    const dice = join(tmp, "dice.json");
    writeFileSync(dice, JSON.stringify({ mode: "supplied", rolls: [6, 3] }));
    const supplied = jsonLines(runCli(["adjudicate", "--state", start, "--action", dev, "--dice", dice, "--json"]).stdout)[0];
    expect(supplied.state.powers.Russians.techs).toHaveLength(1); // a 6: one breakthrough, picked by the 3
    expect(supplied.dice.log.map((r: { values: number[] }) => r.values)).toEqual([[6], [3]]);
  });

  it("exit 2: adjudicate without --action, new with an unknown rule set, an unknown command", () => {
    expect(runCli(["adjudicate", "--state", "x.json"]).code).toBe(2);
    const n = runCli(["new", "nope"]);
    expect(n.code).toBe(2);
    expect(n.stderr).toMatch(/unknown rule set "nope"/);
    const u = runCli(["fly"]);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/unknown command "fly"/);
  });
});

describe("aa-referee report, odds, help", () => {
  it("report: markdown and bbcode of the legal game (exit 0); an illegal game is reported up to its step (exit 1)", () => {
    const md = runCli(["report", game("legal-two-rounds.json"), "--format", "markdown"]);
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^# Two rounds/m);
    expect(md.stdout).toMatch(/Battle of Ukraine S\.S\.R\./);
    // each action as its order line (docs/orders.md): a code span in Markdown, plain in BBCode
    expect(md.stdout).toContain("- #1 **Russians**: `buy 2 infantry`\n");
    expect(md.stdout).toContain("- #3 **Russians**: `move 5 infantry Caucasus -> Ukraine S.S.R.`\n");
    expect(md.stdout).toMatch(/Position reached:\*\* round 3, Russians, purchase/);
    const bb = runCli(["report", game("legal-two-rounds.json"), "--format", "bbcode"]);
    expect(bb.code).toBe(0);
    expect(bb.stdout).toMatch(/\[b\]/);
    expect(bb.stdout).not.toMatch(/^#/m);
    expect(bb.stdout).toContain("[*]#3 [b]Russians[/b]: move 5 infantry Caucasus -> Ukraine S.S.R.\n");
    const bad = runCli(["report", game("illegal-over-budget.json")]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/Step 22 is illegal:\*\* British: buy 2 infantry, 3 bomber — PURCH-2/);
    expect(runCli(["report", game("legal-two-rounds.json"), "--format", "html"]).code).toBe(2);
  });

  it("odds: the exact odds of a battle from unit lists; --json gives the numbers", () => {
    const r = runCli(["odds", "--attacker", "1 infantry", "--defender", "1 infantry"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/attacker wins\s+\d+\.\d%/);
    const j = jsonLines(runCli(["odds", "--attacker", "1 infantry", "--defender", "1 infantry", "--json"]).stdout)[0];
    // 1 inf (hits on 1) vs 1 inf (hits on 2), rounds repeat while both miss: P(attacker wins) = (1/6·4/6) / (1 − 5/6·4/6)
    expect(j.attackerWins).toBeCloseTo(((1 / 6) * (4 / 6)) / (1 - (5 / 6) * (4 / 6)), 9);
    expect(runCli(["odds", "--attacker", "6 dragons", "--defender", "1 infantry"]).code).toBe(2);
  });

  it("odds: options, techs and policy flags; the summary with error bars; --chart writes the SVG", () => {
    const dir = mkdtempSync(join(tmpdir(), "odds-chart-"));
    const file = join(dir, "battle.svg");
    const r = runCli([
      "odds",
      "--attacker",
      "3 infantry, 2 artillery, 1 armour",
      "--defender",
      "2 infantry, 1 artillery, 1 armour, 1 fighter",
      "--option",
      "lowLuck=true,useDestroyersAndArtillery=true",
      "--must-capture",
      "--chart",
      file,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/attacker wins\s+81\.9%/);
    expect(r.stdout).toMatch(/over by round: 1: /);
    expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*>[\s\S]*attacker wins 81\.9%[\s\S]*<\/svg>\n$/);
    const sim = runCli([
      "odds",
      "--attacker",
      "4 infantry, 2 fighter",
      "--defender",
      "4 infantry",
      "--simulate",
      "--runs",
      "2000",
      "--retreat-only-air",
      "--attacker-techs",
      "jetPower",
    ]);
    expect(sim.code).toBe(0);
    expect(sim.stdout).toMatch(/attacker wins\s+\d+\.\d% ±\d+\.\d%/);
    expect(runCli(["odds", "--attacker", "1 infantry", "--defender", "1 infantry", "--keep", "2 infantry"]).code).toBe(2);
  });

  it("--help for the CLI and every command; colours only on a TTY (never when piped)", () => {
    const h = runCli(["--help"]);
    expect(h.code).toBe(0);
    for (const c of ["verify", "adjudicate", "new", "report", "odds", "--json", "Exit codes"]) expect(h.stdout).toContain(c);
    for (const c of ["verify", "adjudicate", "new", "report", "odds"]) {
      const r = runCli([c, "--help"]);
      expect(r.code, c).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: aa-referee ${c}`));
    }
    expect(runCli([]).code).toBe(2);
    expect(runCli(["verify", game("legal-two-rounds.json")], { FORCE_COLOR: "1" }).stdout).not.toMatch(ANSI);
  });
});
