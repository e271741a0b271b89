// Game scores over HTTP: POST /v1/replay reads one beside the JSON record; a hosted game exports its score and
// the export verifies (docs/orders.md "Game score").
import { describe, expect, it } from "vitest";
import { call, json } from "./helpers.js";
import { auth, hostGame } from "./hosted-helpers.js";
import record from "../../docs/examples/classic-two-rounds.json";
import { recordToScore } from "../../src/replay/score.js";
import { RecordedGame } from "../../src/replay/format.js";

describe("game scores over HTTP", () => {
  it("REPLAY-1: /v1/replay replays the Classic two-round score (as {score}) to the hash of its JSON record", async () => {
    const fromJson = await json("POST", "/v1/replay", record);
    expect(fromJson.status).toBe(200);
    expect(fromJson.body.ok).toBe(true);
    const score = recordToScore(RecordedGame.parse(record));
    const fromScore = await json("POST", "/v1/replay", { score });
    expect(fromScore.status).toBe(200);
    expect(fromScore.body.stateHash).toBe(fromJson.body.stateHash);
  });

  it("400 names the score's line and column", async () => {
    const score = recordToScore(RecordedGame.parse(record)).replace("buy 10 infantry", "buy 10 infx");
    const r = await json("POST", "/v1/replay", { score });
    expect(r.status).toBe(400);
    expect(r.body.line).toBeGreaterThan(1);
    expect(r.body.candidates).toContain("infantry");
  });

  it("REPLAY-2, REPLAY-5: a hosted game exports its score, with its signed receipts and dice header, and the export verifies", async () => {
    const game = await hostGame();
    const orders = "buy 3 inf\nend phase\nmove 3 inf Caucasus -> Ukraine\nend phase\nresolve Ukraine\n";
    const played = await json("POST", `/v1/hosted/games/${game.id}/orders`, { orders, expectedVersion: 0 }, auth(game.tokens.Russians!));
    expect(played.status).toBe(200);
    const res = await call("GET", `/v1/hosted/games/${game.id}/score`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const score = await res.text();
    expect(score).toContain("[DiceHeader");
    expect(score).toMatch(/^ {2}dice \{.*"signature"/m);
    const verdict = await json("POST", "/v1/replay", { score });
    expect(verdict.status).toBe(200);
    expect(verdict.body.ok).toBe(true);
    expect(verdict.body.steps).toBe(played.body.lines.length);
    expect(verdict.body.provenance.verified).toBeGreaterThan(0);
    expect(verdict.body.finalState.turn).toEqual(played.body.state.turn);
  });
});
