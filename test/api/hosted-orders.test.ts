// POST /v1/hosted/games/{id}/orders: an orders text in a hosted game, one log entry per line, all or nothing.
import { describe, expect, it } from "vitest";
import { act, auth, call, getLog, hostGame, json } from "./hosted-helpers.js";

const RUSSIAN_TURN = `# Russia, round 1
buy 2 inf
end phase
end phase
end phase
end phase
place 2 inf Russia
end phase
end phase`;

const post = (id: string, token: string, body: Record<string, unknown>, key?: string) =>
  json("POST", `/v1/hosted/games/${id}/orders`, body, auth(token, key));

describe("hosted orders", () => {
  it("stores one log entry per line and answers the final version; an Idempotency-Key replays it", async () => {
    const game = await hostGame();
    const r = await post(game.id, game.tokens.Russians!, { orders: RUSSIAN_TURN, expectedVersion: 0 }, "k-orders-1");
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(8);
    expect(r.body.lines.map((l: { seq: number }) => l.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.body.state.turn.power).toBe("Germans");
    const log = await getLog(game);
    expect(log.body.entries).toHaveLength(8);
    const again = await post(game.id, game.tokens.Russians!, { orders: RUSSIAN_TURN, expectedVersion: 0 }, "k-orders-1");
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(8);
  });

  it("all or nothing: a 422 on line 3 stores nothing and names the line", async () => {
    const game = await hostGame();
    const r = await post(game.id, game.tokens.Russians!, { orders: "buy 2 inf\nend phase\nplace 2 inf Germany", expectedVersion: 0 });
    expect(r.status).toBe(422);
    expect(r.body.line).toBe(3);
    expect(r.body.violations.length).toBeGreaterThan(0);
    expect((await getLog(game)).body.entries).toHaveLength(0);
  });

  it("400 for an unknown name, 403 for another power's order, 409 for a stale version", async () => {
    const game = await hostGame();
    const bad = await post(game.id, game.tokens.Russians!, { orders: "buy 2 infx", expectedVersion: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ line: 1, column: 7, candidates: expect.arrayContaining(["infantry"]) });
    const other = await post(game.id, game.tokens.Germans!, { orders: "buy 2 inf", expectedVersion: 0 });
    expect(other.status).toBe(403);
    const stale = await post(game.id, game.tokens.Russians!, { orders: "buy 2 inf", expectedVersion: 3 });
    expect(stale.status).toBe(409);
  });

  it("each log entry carries its action as an order line (text or JSON actions alike), and the forum report writes it", async () => {
    const game = await hostGame();
    const r = await post(game.id, game.tokens.Russians!, { orders: "Buy 2 INF\ndone", expectedVersion: 0 });
    expect(r.status).toBe(200);
    const moved = await act(
      game,
      game.tokens.Russians!,
      { type: "move", power: "Russians", units: { infantry: 2 }, path: ["Caucasus", "Ukraine S.S.R."] },
      2,
    );
    expect(moved.status).toBe(200);
    const log = await getLog(game);
    expect(log.body.entries.map((e: { order?: string }) => e.order)).toEqual([
      "Russians: buy 2 infantry",
      "Russians: end phase",
      "Russians: move 2 infantry Caucasus -> Ukraine S.S.R.",
    ]);
    const md = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=markdown`)).text();
    expect(md).toContain("- #1 **Russians**: `buy 2 infantry`\n");
    expect(md).toContain("- #3 **Russians**: `move 2 infantry Caucasus -> Ukraine S.S.R.`\n");
    const bb = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=bbcode`)).text();
    expect(bb).toContain("[*]#3 [b]Russians[/b]: move 2 infantry Caucasus -> Ukraine S.S.R.\n");
  });
});
