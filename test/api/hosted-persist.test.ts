// Persistence: after every Durable Object instance is reset (storage kept), a hosted game's state and log
// are intact and the next action applies.
import { describe, expect, it } from "vitest";
import { abortAllDurableObjects } from "cloudflare:test";
import { act, getGame, getLog, hostGame, play, russianTurn } from "./hosted-helpers.js";

describe("hosted games: persistence", () => {
  it("state, log and idempotency keys survive a restart of the Durable Object; the next action applies", async () => {
    const game = await hostGame({ title: "Survivor" });
    await play(game, russianTurn(), 0);
    const keyed = await act(game, game.tokens.Germans!, { type: "purchase", power: "Germans", units: { infantry: 1 } }, 8, "before-restart");
    expect(keyed.status).toBe(200);
    const before = await getGame(game);
    const logBefore = await getLog(game);

    await abortAllDurableObjects();

    const after = await getGame(game);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect((await getLog(game)).body).toEqual(logBefore.body);
    const retried = await act(game, game.tokens.Germans!, { type: "purchase", power: "Germans", units: { infantry: 1 } }, 8, "before-restart");
    expect(retried.body).toEqual(keyed.body);
    const next = await act(game, game.tokens.Germans!, { type: "purchase", power: "Germans", units: { armour: 1 } }, 9, "after-restart");
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(10);
    expect(next.body.state.powers.Germans.purchased).toEqual({ infantry: 1, armour: 1 });
    expect((await getLog(game)).body.entries).toHaveLength(10);
  });
});
