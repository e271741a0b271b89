// What a webhook delivery says about one log entry (src/hosted/webhooks/payload.ts), from states built by the core.
import { describe, expect, it } from "vitest";
import { changeOf, bodyFor } from "../../../src/hosted/webhooks/payload.js";
import type { LogEntry } from "../../../src/hosted/protocol.js";
import { coreHelpers } from "../../support/core.js";

const { start } = coreHelpers("classic");
const game = { id: "g1", title: "Test", private: false, origin: "https://referee.example" };
const entry = (over: Partial<LogEntry> = {}): LogEntry => ({
  seq: 3,
  version: 3,
  kind: "action",
  by: "Germans",
  power: "Germans",
  action: { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." },
  events: [],
  dice: null,
  turn: { round: 1, power: "Germans", phase: "combat" },
  stateHash: "h",
  time: "2026-11-28T00:00:00.000Z",
  ...over,
});

describe("webhook change kinds", () => {
  it("a decision newly owed is the event `decision`, and `next` names who owes it", () => {
    const before = start();
    const after = structuredClone(before);
    after.pending.decision = {
      kind: "casualties",
      power: "Russians",
      at: "Karelia S.S.R.",
      battle: "land",
      side: "defender",
      count: 1,
      eligible: [],
      round: 1,
    } as never;
    const c = changeOf(game, entry(), before, after);
    expect(c.event).toBe("decision");
    expect(c.changes).toEqual(["decision", "action"]);
    expect(c.next).toEqual({ power: "Russians", reason: "decision" });
  });

  it("a game won is the event `won`, with no one to act next; messages say who won", () => {
    const before = start();
    const after = structuredClone(before);
    after.winner = { alliance: "Axis", condition: "VICT-1" };
    const c = changeOf(game, entry(), before, after);
    expect(c.event).toBe("won");
    expect(c.next).toBeNull();
    expect((bodyFor("slack", c) as { text: string }).text).toContain("won by the Axis (VICT-1)");
  });

  it("an undo is the event `undo`; a private game's change has no picture link", () => {
    const s = start();
    const c = changeOf({ ...game, private: true }, entry({ kind: "undo", action: null, by: "admin" }), s, s);
    expect(c.event).toBe("undo");
    expect(c.board).toBeNull();
  });
});
