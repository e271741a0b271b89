// A hosted game created before log entries carried their order line (issue 34) keeps working: its log gains the
// column when the game is next opened, old entries read as before, new ones carry their order line.
import { describe, expect, it } from "vitest";
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { act, call, getLog, hostGame, play, russianTurn } from "./hosted-helpers.js";

describe("hosted games: the order_line column", () => {
  it("an older game's log gains the column; its entries read without an order line, new entries with one", async () => {
    const game = await hostGame();
    await play(game, russianTurn(), 0);
    const ns = (env as unknown as { HOSTED_GAMES: DurableObjectNamespace }).HOSTED_GAMES;
    // the log as games created before the column have it
    await runInDurableObject(ns.get(ns.idFromString(game.id)), (_i, state) => {
      state.storage.sql.exec("ALTER TABLE log DROP COLUMN order_line");
    });
    await abortAllDurableObjects();

    const old = await getLog(game);
    expect(old.status).toBe(200);
    expect(old.body.entries).toHaveLength(8);
    expect(old.body.entries.every((e: { order?: string }) => e.order === undefined)).toBe(true);
    const next = await act(game, game.tokens.Germans!, { type: "purchase", power: "Germans", units: { infantry: 1 } }, 8);
    expect(next.status).toBe(200);
    expect((await getLog(game, "?since=8")).body.entries[0].order).toBe("Germans: buy 1 infantry");
    const md = await (await call("GET", `/v1/hosted/games/${game.id}/report`)).text();
    expect(md).toContain("- #9 **Germans**: `buy 1 infantry`\n");
    expect(md).toContain("- #1 **Russians** buy 2 infantry for 6 IPCs"); // an old entry, told from its events
  });
});
