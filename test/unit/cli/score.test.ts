// aa-referee verify reads a game score beside the JSON record (same hash); `score` converts both ways; `orders`
// applies an orders text (docs/orders.md).
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli, jsonLines, ROOT, runCli } from "./helpers.js";
import { docsScore } from "../replay/score-docs.js";

let tmp: string;
beforeAll(async () => {
  await buildCli();
  tmp = mkdtempSync(join(tmpdir(), "aa-score-"));
}, 60_000);

describe("aa-referee and game scores", () => {
  it("REPLAY-1: verify replays the docs' Classic score and its JSON record to the same hash", () => {
    const score = join(tmp, "classic-two-rounds.score");
    writeFileSync(score, docsScore());
    const json = join(ROOT, "docs/examples/classic-two-rounds.json");
    const [a, b] = [runCli(["verify", score, "--json"]), runCli(["verify", json, "--json"])];
    expect(a.code, a.stderr + a.stdout).toBe(0);
    expect(b.code).toBe(0);
    expect(jsonLines(a.stdout)[0].stateHash).toBe(jsonLines(b.stdout)[0].stateHash);
    expect(jsonLines(a.stdout)[0].steps).toBe(92);
  });

  it("score converts a record to its score and the score back to the record", () => {
    const json = join(ROOT, "docs/examples/classic-two-rounds.json");
    const toScore = runCli(["score", json]);
    expect(toScore.code).toBe(0);
    expect(`${toScore.stdout.trimEnd()}\n`).toBe(docsScore());
    const score = join(tmp, "back.score");
    writeFileSync(score, toScore.stdout);
    const back = runCli(["score", score]);
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout)).toEqual(JSON.parse(readFileSync(json, "utf8")));
  });

  it("orders applies an orders text to a state; an unknown place exits 2 naming line, column and candidates", () => {
    const state = join(tmp, "start.json");
    const start = runCli(["new", "classic"]);
    writeFileSync(state, start.stdout);
    const good = join(tmp, "good.txt");
    writeFileSync(good, "# Russia\nbuy 3 inf\nend phase\n");
    const r = runCli(["orders", state, good, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout)[0].state.turn.phase).toBe("combatMove");
    const bad = join(tmp, "bad.txt");
    writeFileSync(bad, "buy 3 inf\nend phase\nmove 1 inf Karelai -> Russia\n");
    const b = runCli(["orders", state, bad]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain("line 3, column 12");
    expect(b.stderr).toContain("Karelia S.S.R.");
  });
});
