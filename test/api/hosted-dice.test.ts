// Seeded dice in a hosted game: players act with their own tokens, the power due to decide answers each
// battle decision, every receipt verifies with POST /v1/dice/verify, and the record replays with them.
import { describe, expect, it } from "vitest";
import { auth, getGame, getLog, hostGame, json } from "./hosted-helpers.js";

const AT = "Anglo Sudan Egypt";
const egypt2 = {
  power: "Germans",
  phase: "combat",
  territories: {
    [AT]: {
      units: [
        { owner: "British", type: "armour" },
        { owner: "British", type: "infantry" },
        { owner: "Germans", type: "infantry", count: 3 },
        { owner: "Germans", type: "armour", count: 2 },
      ],
    },
  },
};

describe("hosted games: seeded dice", () => {
  it("a battle fought with seeded dice: only the power due to decide may answer, every receipt verifies, the record replays", async () => {
    const game = await hostGame({ position: egypt2 });
    const post = (power: string, action: Record<string, unknown>, version: number) =>
      json("POST", `/v1/hosted/games/${game.id}/actions`, { action, expectedVersion: version }, auth(game.tokens[power]!, `k${version}`));

    const first = await post("Germans", { type: "resolveBattle", power: "Germans", at: AT }, 0);
    expect(first.status).toBe(200);
    const receipts = [first.body.dice];
    expect(first.body.dice).toMatchObject({ mode: "seeded", development: true, keyId: "dev" });
    expect(first.body.dice.log.length).toBeGreaterThan(0);
    expect(first.body.dice.signature).toEqual(expect.any(String));

    let version = 1;
    let refusedOther = 0;
    for (let guard = 0; guard < 30; guard++) {
      const g = (await getGame(game)).body;
      if (!g.state.pending.battles.length) break;
      const decision = g.state.pending.decision;
      expect(decision).not.toBeNull();
      expect(g.due).toEqual({ power: decision.power, reason: "decision" });
      const answer =
        decision.kind === "retreat"
          ? { type: "pressOn", power: decision.power, at: AT }
          : { type: "chooseCasualties", power: decision.power, at: AT, units: decision.eligible.slice(0, decision.count) };
      // the other side may not answer the decision (TURN-3), with its own power or the decider's
      const other = decision.power === "Germans" ? "British" : "Germans";
      const wrong = await post(other, { ...answer, power: other }, version);
      expect(wrong.status).toBe(403);
      const borrowed = await post(other, answer, version);
      expect(borrowed.status).toBe(403);
      refusedOther++;
      const r = await post(decision.power, answer, version);
      expect(r.status).toBe(200);
      version = r.body.version;
      if (r.body.dice.log.length) receipts.push(r.body.dice);
    }
    expect(refusedOther).toBeGreaterThan(0);
    const end = (await getGame(game)).body;
    expect(end.state.pending.battles).toEqual([]);
    expect(end.state.thisTurn.battlesFought).toEqual([AT]);

    // every receipt is signed and verifies; the log carries the same receipts
    for (const receipt of receipts) {
      const v = await json("POST", "/v1/dice/verify", { receipt });
      expect(v.body).toEqual({ valid: true });
    }
    const logged = (await getLog(game)).body.entries.map((e: any) => e.dice).filter((d: any) => d.log.length);
    expect(logged).toEqual(receipts);
    // the receipts chain: each one names the previous
    for (let n = 1; n < receipts.length; n++) expect(receipts[n].previous).toEqual(expect.any(String));

    const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
    const replayed = await json("POST", "/v1/replay", record.body);
    expect(replayed.body).toMatchObject({
      ok: true,
      steps: version,
      receipts: { checked: receipts.length, signatureVerified: receipts.length },
    });
    expect(replayed.body.stateHash).toBe(end.stateHash);
  });

  it("an undo cannot re-roll: the same action on the restored state gets the same dice again", async () => {
    const game = await hostGame({ position: egypt2 });
    const battle = { type: "resolveBattle", power: "Germans", at: AT, policy: {} };
    const first = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: battle, expectedVersion: 0 },
      auth(game.tokens.Germans!),
    );
    expect(first.status).toBe(200);
    const undo = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 1 }, auth(game.tokens.admin!));
    expect(undo.status).toBe(200);
    const again = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: battle, expectedVersion: 2 },
      auth(game.tokens.Germans!),
    );
    expect(again.status).toBe(200);
    expect(again.body.dice.log).toEqual(first.body.dice.log);
    expect(again.body.state).toEqual(first.body.state);
    expect((await getLog(game)).body.entries.map((e: any) => e.kind)).toEqual(["action", "undo", "action"]);
  });

  it("an action that rolls no dice gets an empty unsigned receipt and leaves the chain alone", async () => {
    const game = await hostGame();
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "purchase", power: "Russians", units: { infantry: 1 } }, expectedVersion: 0 },
      auth(game.tokens.Russians!),
    );
    expect(r.body.dice).toEqual({ mode: "seeded", log: [] });
    expect(r.body.state.lastDiceReceipt).toBeNull();
  });
});
