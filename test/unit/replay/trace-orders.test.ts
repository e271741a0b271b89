// The recorded-game trace writes each step as its order line (docs/orders.md), power named: the Classic game of
// docs/orders.md replayed with a trace gives back the orders of its game score, line for line.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RecordedGame } from "../../../src/replay/format.js";
import { replay } from "../../../src/replay/replay.js";
import { docsScore, ROOT } from "./score-docs.js";

describe("the replay trace", () => {
  it("REPLAY-1: each traced step carries its order line, the score's line with the power named", async () => {
    const record = RecordedGame.parse(JSON.parse(readFileSync(join(ROOT, "docs/examples/classic-two-rounds.json"), "utf8")));
    const r = await replay(record, { traceFrom: 0 });
    if (r.kind !== "ok" || !r.value.ok) throw new Error("the docs game replays");
    const trace = r.value.trace ?? [];
    // the score's order lines: not the header, not comments, not the indented lines under an order
    const lines = docsScore()
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("[") && !l.startsWith("#") && !l.startsWith(" "));
    expect(trace).toHaveLength(lines.length);
    trace.forEach((step, i) => expect(step.order, `step ${i}`).toBe(`${step.action.power}: ${lines[i]}`));
    expect(trace[0]!.order).toBe("Russians: buy 8 infantry");
  });
});
