// A battle in a hosted game (T-13: German infantry and armour against a lone British armour), with the
// admin relaying a forum's supplied dice; its report, its record replayed by POST /v1/replay, live updates.
import { describe, expect, it } from "vitest";
import { auth, call, getGame, getLog, hostGame, json, type Game } from "./hosted-helpers.js";

const egypt = {
  power: "Germans",
  phase: "combat",
  territories: {
    "Anglo Sudan Egypt": {
      units: [
        { owner: "British", type: "armour" },
        { owner: "Germans", type: "infantry" },
        { owner: "Germans", type: "armour" },
      ],
    },
  },
};

async function fightEgypt(game: Game): Promise<any> {
  const r = await json(
    "POST",
    `/v1/hosted/games/${game.id}/actions`,
    {
      action: { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: {} },
      expectedVersion: 0,
      dice: { mode: "supplied", rolls: [1, 2] },
    },
    auth(game.tokens.admin!, "battle-1"),
  );
  if (r.status !== 200) throw new Error(`battle refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

describe("hosted games: a battle", () => {
  it("T-13 (COMB-2, CAPT-1) fought with supplied dice: the Germans take Anglo Sudan Egypt", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true, title: "Desert war" });
    const r = await fightEgypt(game);
    expect(r.dice.log.map((d: any) => [d.side, d.unitType, d.values, d.hits])).toEqual([
      ["attacker", "infantry", [1], 1],
      ["defender", "armour", [2], 1],
    ]);
    expect(r.state.territories["Anglo Sudan Egypt"].owner).toBe("Germans");
    expect((await getGame(game)).body.state.territories["Anglo Sudan Egypt"].owner).toBe("Germans");
  });

  it("the battle report reads round by round with the dice, casualties and the capture", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true, title: "Desert war" });
    await fightEgypt(game);
    const md = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=markdown`)).text();
    expect(md).toBe(
      [
        "# Desert war",
        "",
        "_Log entries 1–1. Dice are seeded and signed by the referee, or supplied by the game's admin (allowSuppliedDice); each entry's receipt in the log says which._",
        "",
        "## Round 1 — Germans",
        "",
        "### Combat",
        "",
        "**Battle of Anglo Sudan Egypt** — land battle, Germans attacking (#1)",
        "",
        "- #1 **Germans**: `resolve Anglo Sudan Egypt policy {}`",
        "- **Germans** attack with 1 infantry, 1 armour; the British defend with 1 armour.",
        "- **Round 1:** Germans (attacker): 1 infantry hitting on 1 or less rolled **1** → 1 hit.",
        "- The British choose their casualties: 1 armour (u1); they fire back before being removed.",
        "- British (defender): 1 armour hitting on 2 or less rolled **2** → 1 hit.",
        "- Casualties (attacker): Germans lose 1 infantry (u2).",
        "- Casualties (defender): British lose 1 armour (u1).",
        "- After round 1: attackers 1 armour; defenders nothing.",
        "- **Germans** capture Anglo Sudan Egypt from the British.",
        "- **The Germans win and take Anglo Sudan Egypt** after 1 round.",
        "",
        `![Board after round 1 — Germans](http://referee.test/v1/hosted/games/${game.id}/board.png?version=1)`,
        "",
      ].join("\n"),
    );
    const bb = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=bbcode`)).text();
    expect(bb).toContain(
      "[b]Round 1 — Germans[/b]\n\n[i]Combat[/i]\n\n[b]Battle of Anglo Sudan Egypt[/b] — land battle, Germans attacking (#1)\n[list]\n",
    );
    // Each entry opens with its order line (issue 34), then the battle's telling.
    expect(bb).toContain(
      "[*][b]Germans[/b] attack with 1 infantry, 1 armour; the British defend with 1 armour.\n[*][b]Round 1:[/b] Germans (attacker): 1 infantry hitting on 1 or less rolled [b]1[/b] → 1 hit.\n",
    );
    expect(bb).toContain("[*][b]The Germans win and take Anglo Sudan Egypt[/b] after 1 round.\n[/list]\n");
    expect(bb).toContain(`[img]http://referee.test/v1/hosted/games/${game.id}/board.png?version=1[/img]`);
  });

  it("the record export replays to the same state with POST /v1/replay; undone actions are left out", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true });
    await fightEgypt(game);
    const end = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "endPhase", power: "Germans" }, expectedVersion: 1 },
      auth(game.tokens.Germans!),
    );
    expect(end.status).toBe(200);
    const undo = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 2 }, auth(game.tokens.admin!));
    expect(undo.status).toBe(200);
    const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "classic",
      meta: { hostedGameId: game.id },
    });
    expect(record.body.steps.map((s: any) => s.action.type)).toEqual(["resolveBattle"]);
    expect(record.body.steps[0].dice).toEqual({ mode: "supplied", rolls: [1, 2] });
    const replayed = await json("POST", "/v1/replay", record.body);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ ok: true, steps: 1 });
    expect(replayed.body.stateHash).toBe((await getGame(game)).body.stateHash);
  });
});

describe("hosted games: live updates", () => {
  it("a WebSocket gets a hello, the backlog after `since`, then each new entry", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true, private: true });
    const denied = await call("GET", `/v1/hosted/games/${game.id}/live`, undefined, { upgrade: "websocket", ...auth("aat_wrong") });
    expect(denied.status).toBe(401);
    const notWs = await call("GET", `/v1/hosted/games/${game.id}/live`);
    expect(notWs.status).toBe(426);
    await fightEgypt(game);
    const res = await call("GET", `/v1/hosted/games/${game.id}/live?since=0`, undefined, {
      upgrade: "websocket",
      ...auth(game.tokens.British!),
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const messages: any[] = [];
    ws.addEventListener("message", (e) => {
      messages.push(e.data === "pong" ? "pong" : JSON.parse(String(e.data)));
    });
    ws.accept();
    const arrived = async (n: number) => {
      for (let i = 0; i < 100 && messages.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      return messages.length;
    };
    expect(await arrived(2)).toBe(2);
    expect(messages[0]).toEqual({
      type: "hello",
      version: 1,
      due: { power: "Germans", reason: "turn" },
      next: { power: "Germans", owes: "turn" },
    });
    expect(messages[1]).not.toHaveProperty("next"); // the backlog: the hello's next is the current one
    expect(messages[1]).toMatchObject({ type: "entry", version: 1, entry: { seq: 1, action: { type: "resolveBattle" } } });
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "endPhase", power: "Germans" }, expectedVersion: 1 },
      auth(game.tokens.Germans!),
    );
    expect(r.status).toBe(200);
    expect(await arrived(3)).toBe(3);
    expect(messages[2]).toMatchObject({
      type: "entry",
      version: 2,
      entry: { seq: 2, by: "Germans", action: { type: "endPhase" } },
      next: { power: "Germans", owes: "turn" },
    });
    expect((await getLog(game, "", game.tokens.Germans)).body.entries).toHaveLength(2);
    ws.send("ping");
    expect(await arrived(4)).toBe(4);
    expect(messages[3]).toBe("pong");
    ws.close(1000, "done");
  });
});

/** Opens /live (a private game's socket with no token in the URL) and collects its messages and its close. */
async function openLive(game: Game, query = "") {
  const res = await call("GET", `/v1/hosted/games/${game.id}/live${query}`, undefined, { upgrade: "websocket" });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const messages: any[] = [];
  const closed: { code?: number; reason?: string } = {};
  ws.addEventListener("message", (e) => {
    messages.push(e.data === "pong" ? "pong" : JSON.parse(String(e.data)));
  });
  ws.addEventListener("close", (e) => {
    Object.assign(closed, { code: e.code, reason: e.reason });
  });
  ws.accept();
  const settle = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  };
  return { ws, messages, closed, settle };
}

describe("hosted games: live updates with the token in the first message (no secret in the URL)", () => {
  it("a private game's socket says nothing until {type: auth, token}; then the hello and the backlog", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true, private: true });
    await fightEgypt(game);
    const live = await openLive(game, "?since=0");
    live.ws.send("ping");
    await live.settle(() => live.messages.length > 0);
    expect(live.messages).toEqual(["pong"]); // nothing of the game before the token
    live.ws.send(JSON.stringify({ type: "auth", token: game.tokens.British }));
    await live.settle(() => live.messages.length >= 3);
    expect(live.messages.slice(1).map((m) => m.type)).toEqual(["hello", "entry"]);
    expect(live.messages[1]).toMatchObject({ version: 1, next: { power: "Germans", owes: "turn" } });
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "endPhase", power: "Germans" }, expectedVersion: 1 },
      auth(game.tokens.Germans!),
    );
    expect(r.status).toBe(200);
    await live.settle(() => live.messages.length >= 4);
    expect(live.messages[3]).toMatchObject({ type: "entry", version: 2 });
    live.ws.close(1000, "done");
  });

  it("a waiting socket gets no entries, and a wrong token closes it with 4401", async () => {
    const game = await hostGame({ position: egypt, allowSuppliedDice: true, private: true });
    const waiting = await openLive(game);
    const bad = await openLive(game);
    await fightEgypt(game);
    bad.ws.send(JSON.stringify({ type: "auth", token: "aat_not_this_game" }));
    await bad.settle(() => bad.closed.code !== undefined);
    expect(bad.closed.code).toBe(4401);
    expect(bad.messages).toEqual([]);
    waiting.ws.send("ping");
    await waiting.settle(() => waiting.messages.length > 0);
    expect(waiting.messages).toEqual(["pong"]); // the battle's entry went to nobody waiting for a token
    waiting.ws.close(1000, "done");
  });
});
