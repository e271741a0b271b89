// The game score (docs/orders.md): a recorded game as text, converting both ways without loss and replaying to
// the same hash as its JSON record.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RecordedGame } from "../../../src/replay/format.js";
import { isScore, recordToScore, scoreToRecord } from "../../../src/replay/score.js";
import { replay } from "../../../src/replay/replay.js";
import { canonicalJson } from "../../../src/rules/canonical.js";
import { expectations, loadSample } from "./helpers.js";

import { docsScore, ROOT } from "./score-docs.js";
const docsRecord = (): RecordedGame =>
  RecordedGame.parse(JSON.parse(readFileSync(join(ROOT, "docs/examples/classic-two-rounds.json"), "utf8")));

const hashOf = async (record: RecordedGame) => {
  const r = await replay(record);
  if (r.kind !== "ok" || !r.value.ok) throw new Error(`replay failed: ${JSON.stringify(r).slice(0, 400)}`);
  return r.value.stateHash;
};

describe("game score", () => {
  it("REPLAY-1: the Classic game of two full rounds in docs/orders.md is its JSON record, and both replay to the same hash", async () => {
    const text = docsScore();
    expect(isScore(text)).toBe(true);
    const r = scoreToRecord(text);
    if (!r.ok) throw new Error(JSON.stringify(r.problem));
    expect(canonicalJson(r.record)).toBe(canonicalJson(docsRecord()));
    expect(recordToScore(docsRecord())).toBe(text);
    const hash = await hashOf(docsRecord());
    expect(await hashOf(r.record)).toBe(hash);
    expect(docsRecord().steps.at(-1)!.expectStateHash).toBe(hash); // and the record checks it (REPLAY-1)
    const [round1, round2] = [text.match(/^# Round 1 · /gm)?.length, text.match(/^# Round 2 · /gm)?.length];
    expect([round1, round2]).toEqual([5, 5]); // two full rounds: five powers each
  });

  it("REPLAY-1: every sample record converts to a score and back without loss, and the legal ones replay to the same hash", async () => {
    for (const [file, want] of Object.entries(expectations)) {
      const record = loadSample(file);
      const back = scoreToRecord(recordToScore(record));
      if (!back.ok) throw new Error(`${file}: ${JSON.stringify(back.problem)}`);
      if (want.valid) {
        expect(canonicalJson(back.record), file).toBe(canonicalJson(record));
        expect(await hashOf(back.record), file).toBe(await hashOf(record));
      } else {
        // the conversion reaches the failing step (an illegal action ends it there); the replay reports the same step and rule
        expect(back.record.steps.length, file).toBeGreaterThanOrEqual(want.step + 1);
        const [r, original] = [await replay(back.record), await replay(record)];
        expect(r.kind === "ok" && !r.value.ok && r.value.failedStep.index, file).toBe(want.step);
        expect(r.kind === "ok" && !r.value.ok && r.value.failedStep.rules, file).toEqual(
          original.kind === "ok" && !original.value.ok && original.value.failedStep.rules,
        );
      }
    }
  }, 120_000);

  it("a score line that names an unknown place is refused with its line, column and candidates", () => {
    const text = docsScore().replace("move 5 infantry Caucasus -> Ukraine S.S.R.", "move 5 infantry Caucasus -> Ukriane");
    const r = scoreToRecord(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.line).toBe(11);
      expect(r.problem.column).toBe(29);
      expect(r.problem.candidates).toContain("Ukraine S.S.R.");
    }
  });
});
