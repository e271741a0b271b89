// Persistence: after every Durable Object instance is reset (storage kept), a hosted game's state and log
// are intact and the next action applies.
import { describe, expect, it } from "vitest";
import { abortAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { act, getGame, getLog, hostGame, play, russianTurn } from "./hosted-helpers.js";

describe("hosted games: persistence", () => {
  it("state, log and idempotency keys survive a restart of the Durable Object; the next action applies", async () => {
    const game = await hostGame({ title: "Survivor" });
    await play(game, russianTurn(), 0);
    const keyed = await act(
      game,
      game.tokens.Germans!,
      { type: "purchase", power: "Germans", units: { infantry: 1 } },
      8,
      "before-restart",
    );
    expect(keyed.status).toBe(200);
    const before = await getGame(game);
    const logBefore = await getLog(game);

    const ns = (env as unknown as { HOSTED_GAMES: DurableObjectNamespace }).HOSTED_GAMES;
    const stub = ns.get(ns.idFromString(game.id));
    await runInDurableObject(stub, (instance) => {
      (instance as unknown as { marker?: number }).marker = 1;
    });

    await abortAllDurableObjects();

    // a new instance: the marker is gone, the SQLite storage is not (one snapshot per version, one log row per entry)
    const fresh = ns.get(ns.idFromString(game.id)); // stubs from before the reset are broken
    const stored = await runInDurableObject(fresh, (instance, state) => ({
      marker: (instance as unknown as { marker?: number }).marker,
      log: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM log").one().n,
      snapshots: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM snapshots").one().n,
    }));
    expect(stored).toEqual({ marker: undefined, log: 9, snapshots: 10 });

    const after = await getGame(game);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect((await getLog(game)).body).toEqual(logBefore.body);
    const retried = await act(
      game,
      game.tokens.Germans!,
      { type: "purchase", power: "Germans", units: { infantry: 1 } },
      8,
      "before-restart",
    );
    expect(retried.body).toEqual(keyed.body);
    const next = await act(game, game.tokens.Germans!, { type: "purchase", power: "Germans", units: { armour: 1 } }, 9, "after-restart");
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(10);
    expect(next.body.state.powers.Germans.purchased).toEqual({ infantry: 1, armour: 1 });
    expect((await getLog(game)).body.entries).toHaveLength(10);
  });

  it("looking up an id no game was created for is a 404 and stores nothing", async () => {
    const ns = (env as unknown as { HOSTED_GAMES: DurableObjectNamespace }).HOSTED_GAMES;
    const id = ns.newUniqueId();
    const r = await getGame({ id: id.toString(), version: 0, tokens: {} });
    expect(r.status).toBe(404);
    const tables = await runInDurableObject(ns.get(id), (_instance, state) =>
      state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((t) => t.name),
    );
    expect(tables.filter((t) => !t.startsWith("_cf"))).toEqual([]);
  });
});
