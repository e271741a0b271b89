// REPLAY-2, REPLAY-5: a hosted game's exported score verifies with `aa-referee verify` (as with POST /v1/replay,
// test/api/score.test.ts). The game is played here as the hosted game plays an orders text — applyOrders with the
// hosted stamp and seeded, signed dice (the development key, which the CLI holds too) — and exported by the same
// functions as GET /v1/hosted/games/{id}/score: its history as a record with the signed dice header, as a score.
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli, jsonLines, runCli } from "./helpers.js";
import { applyOrders } from "../../../src/service/orders.js";
import { cliDiceEnv } from "../../../src/cli/dice-env.js";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";
import { stateHash } from "../../../src/replay/hash.js";
import { toRecordedGame, withDiceHeader } from "../../../src/hosted/record.js";
import { recordToScore } from "../../../src/replay/score.js";
import type { History, LogEntry } from "../../../src/hosted/protocol.js";

let tmp: string;
beforeAll(async () => {
  await buildCli();
  tmp = mkdtempSync(join(tmpdir(), "aa-hosted-score-"));
}, 60_000);

const GAME = "hosted-score-test";
const ORDERS = "buy 3 inf\nend phase\nmove 3 inf Caucasus -> Ukraine\nend phase\nresolve Ukraine\n";

async function hostedExport(): Promise<{ score: string; finalHash: string; steps: number }> {
  const env = cliDiceEnv({});
  const initial = standardStart(getRuleset("classic")!, {});
  const r = await applyOrders(initial, ORDERS, env, { dice: { mode: "seeded" }, stamp: { hosted: { game: GAME, dice: "signed" } } });
  if (r.kind !== "ok") throw new Error(`the orders apply: ${JSON.stringify(r)}`);
  const time = "2026-11-28T11:00:00.000Z";
  const entries: LogEntry[] = [];
  let before = initial;
  for (const [i, s] of r.steps.entries()) {
    entries.push({
      seq: i + 1,
      kind: "action",
      by: s.action.power,
      power: s.action.power,
      action: s.action,
      events: s.events,
      dice: s.dice,
      turn: { ...before.turn },
      version: i + 1,
      stateHash: await stateHash(s.state),
      time,
    });
    before = s.state;
  }
  const history: History = {
    id: GAME,
    title: "Hosted export",
    initial,
    entries,
    final: r.state,
    version: entries.length,
    allowSuppliedDice: false,
  };
  const record = await withDiceHeader(toRecordedGame(history, time), history, env);
  return { score: recordToScore(record), finalHash: await stateHash(r.state), steps: entries.length };
}

describe("a hosted game's score and aa-referee verify", () => {
  it("REPLAY-2, REPLAY-5: the export keeps its signed receipts and dice header, and verifies to the game's final hash", async () => {
    const { score, finalHash, steps } = await hostedExport();
    expect(score).toContain("[DiceHeader");
    expect(score).toMatch(/^ {2}dice \{.*"signature"/m);
    const file = join(tmp, "hosted.score");
    writeFileSync(file, score);
    const r = runCli(["verify", file, "--json"]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const v = jsonLines(r.stdout)[0];
    expect(v).toMatchObject({ ok: true, steps, stateHash: finalHash });
    expect(v.receipts.signatureVerified).toBeGreaterThan(0);
    expect(v.provenance.verified).toBeGreaterThan(0);
  });

  it("REPLAY-2: a die changed in the exported score no longer verifies", async () => {
    const { score } = await hostedExport();
    const forged = score.replace(/"values":\[(\d)/, (_m, d: string) => `"values":[${d === "6" ? 5 : 6}`);
    expect(forged).not.toBe(score);
    const file = join(tmp, "forged.score");
    writeFileSync(file, forged);
    const r = runCli(["verify", file, "--json"]);
    expect(r.code).toBe(1);
    expect(jsonLines(r.stdout)[0].failedStep.rules).toContain("REPLAY-2");
  });
});
