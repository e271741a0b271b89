// Hosted games in workerd: tokens, who may act, versions, idempotency, undo, illegal actions, reads.
import { describe, expect, it } from "vitest";
import { act, auth, call, getGame, getLog, hostGame, json, play, russianTurn } from "./hosted-helpers.js";

const buy = (power: string, units: Record<string, number>) => ({ type: "purchase", power, units });

describe("hosted games: create and play", () => {
  it("creates a game with one token per power and an admin token", async () => {
    const r = await json("POST", "/v1/hosted/games", { ruleset: "classic", title: "Test" });
    expect(r.status).toBe(201);
    expect(r.body.id).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.version).toBe(0);
    expect(Object.keys(r.body.tokens).sort()).toEqual(["Americans", "British", "Germans", "Japanese", "Russians", "admin"]);
    expect(new Set(Object.values(r.body.tokens)).size).toBe(6);
    for (const t of Object.values(r.body.tokens) as string[]) expect(t).toMatch(/^aat_[A-Za-z0-9_-]{32}$/); // 192 bits
    const g = await getGame(r.body);
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({
      title: "Test",
      private: false,
      version: 0,
      turn: { round: 1, power: "Russians", phase: "purchase" },
      due: { power: "Russians", reason: "turn" },
      winner: null,
    });
    expect(g.body.stateHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a bad creation request with 400 problem+json", async () => {
    const r = await json("POST", "/v1/hosted/games", { ruleset: "classic", options: { noSuchOption: true } });
    expect(r.status).toBe(400);
    expect(r.type).toContain("application/problem+json");
    const u = await json("POST", "/v1/hosted/games", { ruleset: "nope" });
    expect(u.status).toBe(400);
  });

  it("plays a turn with two powers' tokens", async () => {
    const game = await hostGame();
    const v = await play(game, russianTurn(), 0);
    expect(v).toBe(8);
    const g = await getGame(game);
    expect(g.body.turn).toEqual({ round: 1, power: "Germans", phase: "purchase" });
    expect(
      g.body.state.territories.Russia.units.filter((u: any) => u.type === "infantry" && u.owner === "Russians").length,
    ).toBeGreaterThanOrEqual(2);
    const r = await act(game, game.tokens.Germans!, buy("Germans", { armour: 1 }), 8, "g1");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      version: 9,
      seq: 9,
      events: [{ type: "purchased", power: "Germans" }],
      dice: { mode: "seeded", log: [] },
    });
    expect(r.body.state.powers.Germans.purchased).toEqual({ armour: 1 });
    const log = await getLog(game);
    expect(log.body.entries.map((e: any) => [e.seq, e.by, e.action.type])).toEqual([
      [1, "Russians", "purchase"],
      [2, "Russians", "endPhase"],
      [3, "Russians", "endPhase"],
      [4, "Russians", "endPhase"],
      [5, "Russians", "endPhase"],
      [6, "Russians", "place"],
      [7, "Russians", "endPhase"],
      [8, "Russians", "endPhase"],
      [9, "Germans", "purchase"],
    ]);
    expect(log.body.entries[8].turn).toEqual({ round: 1, power: "Germans", phase: "purchase" });
    expect(log.body.entries[8].stateHash).toBe((await getGame(game)).body.stateHash);
  });

  it("the admin token may act for the power that is due", async () => {
    const game = await hostGame();
    const r = await act(game, game.tokens.admin!, buy("Russians", { infantry: 1 }), 0);
    expect(r.status).toBe(200);
    expect((await getLog(game)).body.entries[0].by).toBe("admin");
  });
});

describe("hosted games: tokens and who may act", () => {
  it("401 without a token, with WWW-Authenticate; nothing applied", async () => {
    const game = await hostGame();
    const r = await json("POST", `/v1/hosted/games/${game.id}/actions`, { action: buy("Russians", { infantry: 1 }), expectedVersion: 0 });
    expect(r.status).toBe(401);
    expect(r.type).toContain("application/problem+json");
    const raw = await call("POST", `/v1/hosted/games/${game.id}/actions`, { action: buy("Russians", { infantry: 1 }), expectedVersion: 0 });
    expect(raw.headers.get("www-authenticate")).toContain("Bearer");
    expect((await getGame(game)).body.version).toBe(0);
  });

  it("401 for a token of another game: tokens never work across games", async () => {
    const [a, b] = [await hostGame(), await hostGame()];
    const r = await act(a, b.tokens.Russians!, buy("Russians", { infantry: 1 }), 0);
    expect(r.status).toBe(401);
    expect(r.body.detail).toContain("not valid for this game");
    const admin = await json("POST", `/v1/hosted/games/${a.id}/undo`, { expectedVersion: 0 }, auth(b.tokens.admin!));
    expect(admin.status).toBe(401);
  });

  it("403 for the wrong power's token: acting for another power, or out of turn (TURN-3)", async () => {
    const game = await hostGame();
    const other = await act(game, game.tokens.Germans!, buy("Russians", { infantry: 1 }), 0);
    expect(other.status).toBe(403);
    expect(other.body.detail).toContain("speaks for Germans");
    const outOfTurn = await act(game, game.tokens.Germans!, buy("Germans", { infantry: 1 }), 0);
    expect(outOfTurn.status).toBe(403);
    expect(outOfTurn.body.rule).toBe("TURN-3");
    expect(outOfTurn.body.detail).toContain("Russians' turn");
    expect((await getLog(game)).body.entries).toEqual([]);
  });

  it("any power may concede for its own side at any time (VICT-3); play then stops", async () => {
    const game = await hostGame();
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/concede`,
      { power: "Germans", expectedVersion: 0 },
      auth(game.tokens.Germans!, "c1"),
    );
    expect(r.status).toBe(200);
    expect(r.body.state.winner).toMatchObject({ alliance: "Allies", condition: "VICT-3" });
    expect((await getGame(game)).body.due).toBeNull();
    const after = await act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 }), 1);
    expect(after.status).toBe(422);
    expect(after.body.violations.map((v: any) => v.rule)).toEqual(["VICT-3"]);
    const forOther = await json(
      "POST",
      `/v1/hosted/games/${game.id}/concede`,
      { power: "Russians", expectedVersion: 1 },
      auth(game.tokens.Germans!),
    );
    expect(forOther.status).toBe(403);
  });

  it("supplied dice are refused unless the game allows them, and then only from the admin token", async () => {
    const game = await hostGame();
    const r = await act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 }), 0, undefined, {
      dice: { mode: "supplied", rolls: [6] },
    });
    expect(r.status).toBe(403);
    expect(r.body.detail).toContain("allowSuppliedDice");
    const open = await hostGame({ allowSuppliedDice: true });
    const player = await act(open, open.tokens.Russians!, buy("Russians", { infantry: 1 }), 0, undefined, {
      dice: { mode: "supplied", rolls: [6] },
    });
    expect(player.status).toBe(403);
    const admin = await act(open, open.tokens.admin!, buy("Russians", { infantry: 1 }), 0, undefined, {
      dice: { mode: "supplied", rolls: [6] },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.dice).toEqual({ mode: "supplied", log: [], unused: [6] });
  });
});

describe("hosted games: versions, idempotency, illegal actions", () => {
  it("409 for a stale expectedVersion; the state is unchanged", async () => {
    const game = await hostGame();
    await play(game, [buy("Russians", { infantry: 1 })], 0);
    const before = await getGame(game);
    const r = await act(game, game.tokens.Russians!, buy("Russians", { armour: 1 }), 0);
    expect(r.status).toBe(409);
    expect(r.body.currentVersion).toBe(1);
    expect(r.type).toContain("application/problem+json");
    const after = await getGame(game);
    expect(after.body.version).toBe(1);
    expect(after.body.stateHash).toBe(before.body.stateHash);
    expect(after.body.state.powers.Russians.purchased).toEqual({ infantry: 1 });
    expect((await getLog(game)).body.entries).toHaveLength(1);
  });

  it("a retried Idempotency-Key is applied once and answers the first answer", async () => {
    const game = await hostGame();
    const first = await act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 }), 0, "retry-me");
    const again = await call(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: buy("Russians", { infantry: 1 }), expectedVersion: 0 },
      auth(game.tokens.Russians!, "retry-me"),
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(await again.json()).toEqual(first.body);
    expect((await getLog(game)).body.entries).toHaveLength(1);
    expect((await getGame(game)).body.state.powers.Russians.purchased).toEqual({ infantry: 1 });
  });

  it("the same Idempotency-Key with a different body is a 422, nothing applied", async () => {
    const game = await hostGame();
    await act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 }), 0, "once");
    const r = await act(game, game.tokens.Russians!, buy("Russians", { infantry: 2 }), 1, "once");
    expect(r.status).toBe(422);
    expect(r.body.detail).toContain("Idempotency-Key");
    expect((await getLog(game)).body.entries).toHaveLength(1);
  });

  it("an illegal action is a 422 with every violated rule, and nothing is stored", async () => {
    const game = await hostGame();
    const r = await act(game, game.tokens.Russians!, buy("Russians", { battleship: 10 }), 0, "too-much");
    expect(r.status).toBe(422);
    expect(r.body.violations.map((v: any) => v.rule)).toEqual(["PURCH-2", "ECON-3"]);
    const g = await getGame(game);
    expect(g.body.version).toBe(0);
    expect((await getLog(game)).body.entries).toEqual([]);
    // the key was not used up by the refused action
    const ok = await act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 }), 0, "too-much");
    expect(ok.status).toBe(200);
  });

  it("20 concurrent POSTs with the same expectedVersion: exactly one is applied", async () => {
    const game = await hostGame();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => act(game, game.tokens.Russians!, buy("Russians", { infantry: 1 + (n % 3) }), 0, `c-${n}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const log = await getLog(game);
    expect(log.body.entries).toHaveLength(1);
    expect((await getGame(game)).body.version).toBe(1);
  });
});

describe("hosted games: undo", () => {
  it("the admin's undo is logged as an undo entry and restores the previous state", async () => {
    const game = await hostGame();
    await play(game, [buy("Russians", { infantry: 1 }), buy("Russians", { armour: 1 })], 0);
    const notAdmin = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 2 }, auth(game.tokens.Russians!));
    expect(notAdmin.status).toBe(403);
    const u = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 2 }, auth(game.tokens.admin!, "u1"));
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ version: 3, undoes: 2 });
    expect(u.body.state.powers.Russians.purchased).toEqual({ infantry: 1 });
    const log = (await getLog(game)).body.entries;
    expect(log.map((e: any) => [e.seq, e.kind, e.by])).toEqual([
      [1, "action", "Russians"],
      [2, "action", "Russians"],
      [3, "undo", "admin"],
    ]);
    expect(log[2]).toMatchObject({ undoes: 2, action: null, events: [{ type: "undone", seq: 2, power: "Russians" }] });
    expect(log[2].stateHash).toBe(log[0].stateHash);
    // a second undo takes back the action before; a third finds nothing left
    const u2 = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 3 }, auth(game.tokens.admin!));
    expect(u2.body).toMatchObject({ version: 4, undoes: 1 });
    expect(u2.body.state.powers.Russians.purchased).toEqual({});
    const u3 = await json("POST", `/v1/hosted/games/${game.id}/undo`, { expectedVersion: 4 }, auth(game.tokens.admin!));
    expect(u3.status).toBe(409);
    expect(u3.body.detail).toContain("nothing to undo");
  });
});

describe("hosted games: reads", () => {
  it("a private game needs a token of the game even to read", async () => {
    const game = await hostGame({ private: true });
    expect((await getGame(game)).status).toBe(401);
    expect((await getLog(game)).status).toBe(401);
    expect((await json("GET", `/v1/hosted/games/${game.id}/report`)).status).toBe(401);
    expect((await getGame(game, game.tokens.Japanese!)).status).toBe(200);
    expect((await getGame(game, "aat_not-a-token")).status).toBe(401);
  });

  it("unknown and malformed game ids are 404 problem+json", async () => {
    const made = await hostGame();
    const unknown = made.id.slice(0, 60) + (made.id.endsWith("0000") ? "1111" : "0000");
    const r = await json("GET", `/v1/hosted/games/${unknown}`);
    expect(r.status).toBe(404);
    const bad = await json("GET", "/v1/hosted/games/not-an-id");
    expect(bad.status).toBe(404);
    expect(bad.type).toContain("application/problem+json");
  });

  it("the log pages with since, limit and next", async () => {
    const game = await hostGame();
    await play(game, russianTurn(), 0);
    const p1 = await getLog(game, "?limit=3");
    expect(p1.body.entries.map((e: any) => e.seq)).toEqual([1, 2, 3]);
    expect(p1.body.next).toBe(3);
    const p3 = await getLog(game, "?since=6&limit=3");
    expect(p3.body.entries.map((e: any) => e.seq)).toEqual([7, 8]);
    expect(p3.body.next).toBeNull();
    expect((await getLog(game, "?limit=100000")).status).toBe(400);
  });

  it("the report comes as Markdown or BBCode text", async () => {
    const game = await hostGame({ title: "Club game 7" });
    await play(game, russianTurn(), 0);
    const md = await call("GET", `/v1/hosted/games/${game.id}/report`);
    expect(md.headers.get("content-type")).toContain("text/markdown");
    const text = await md.text();
    expect(text.split("\n").slice(0, 3)).toEqual([
      "# Club game 7",
      "",
      "_Log entries 1–8. Every die comes from a signed receipt in the game log (check one with POST /v1/dice/verify)._",
    ]);
    // each action as its order line (docs/orders.md), then what it caused
    expect(text).toContain("- #1 **Russians**: `buy 2 infantry`\n- **Russians** buy 2 infantry for 6 IPCs (18 IPCs left).");
    expect(text).toContain("- #6 **Russians**: `place 2 infantry in Russia`\n- **Russians** place 2 infantry in Russia.");
    const bb = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=bbcode&since=5`)).text();
    expect(bb).toContain("[*]#6 [b]Russians[/b]: place 2 infantry in Russia\n[*][b]Russians[/b] place 2 infantry in Russia.");
    expect(bb).not.toContain("buy 2 infantry");
  });

  it("GraphQL reads a private hosted game with the token in the Authorization header", async () => {
    const game = await hostGame({ private: true, title: "GQL" });
    const query = `query($id: String!) {
      hostedGame(id: $id) { id title version due { power reason } turn { round power phase } pending { decision { kind } } state { nextUnitId } }
    }`;
    const r = await json("POST", "/graphql", { query, variables: { id: game.id } }, auth(game.tokens.British!));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.hostedGame).toMatchObject({
      id: game.id,
      title: "GQL",
      version: 0,
      due: { power: "Russians", reason: "turn" },
      turn: { round: 1, power: "Russians", phase: "purchase" },
      pending: { decision: null },
    });
    const denied = await json("POST", "/graphql", { query, variables: { id: game.id } });
    expect(denied.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    // a token is never a query argument
    const asArg = await json("POST", "/graphql", { query: `{ hostedGame(id: "${game.id}", token: "${game.tokens.British}") { id } }` });
    expect(asArg.body.errors[0].message).toMatch(/Unknown argument "token"/);
  });

  it("GraphQL reads the log and the report; an unknown game is null", async () => {
    const game = await hostGame({ title: "GQL log" });
    await play(game, [buy("Russians", { infantry: 2 })], 0);
    const query = `query($id: String!) {
      hostedLog(id: $id, limit: 5) {
        version next
        entries { seq by action { type power ... on PurchaseAction { units { key value } } } events { type ... on PurchasedEvent { cost } } }
      }
      hostedReport(id: $id, format: bbcode)
    }`;
    const r = await json("POST", "/graphql", { query, variables: { id: game.id } });
    expect(r.body.data.hostedLog).toMatchObject({
      version: 1,
      next: null,
      entries: [
        {
          seq: 1,
          by: "Russians",
          action: { type: "purchase", power: "Russians", units: [{ key: "infantry", value: 2 }] },
          events: [{ type: "purchased", cost: 6 }],
        },
      ],
    });
    expect(r.body.data.hostedReport).toContain(
      "[*]#1 [b]Russians[/b]: buy 2 infantry\n[*][b]Russians[/b] buy 2 infantry for 6 IPCs (18 IPCs left).",
    );
    const none = await json("POST", "/graphql", { query: '{ hostedGame(id: "nope") { id } }' });
    expect(none.body.data.hostedGame).toBeNull();
  });
});

describe("hosted games: GraphQL subscription over SSE", () => {
  /** Reads SSE events from a stream until `n` `next` events arrived (or the stream ends). */
  async function nextEvents(reader: ReadableStreamDefaultReader<Uint8Array>, n: number, seen: any[], buffer = { text: "" }) {
    const decoder = new TextDecoder();
    while (seen.length < n) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer.text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.text.indexOf("\n\n")) >= 0) {
        const block = buffer.text.slice(0, end);
        buffer.text = buffer.text.slice(end + 2);
        const lines = block.split("\n");
        if (lines.includes("event: next")) seen.push(JSON.parse(lines.find((l) => l.startsWith("data: "))!.slice(6)));
      }
    }
    return seen;
  }

  it("hostedGameUpdates: a hello, the backlog after since, then each new entry as an SSE event (token in the header)", async () => {
    const game = await hostGame({ private: true });
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    const query = `subscription($id: String!, $since: Int) {
      hostedGameUpdates(id: $id, since: $since) {
        type version
        ... on HostedGameUpdateHello { due { power reason } }
        ... on HostedGameUpdateEntry { entry { seq by action { type power } events { type ... on PurchasedEvent { cost } } } }
      }
    }`;
    const denied = await call("POST", "/graphql", { query, variables: { id: game.id } }, { accept: "text/event-stream" });
    const [refusal] = await nextEvents(denied.body!.getReader(), 1, []);
    expect(refusal.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const res = await call(
      "POST",
      "/graphql",
      { query, variables: { id: game.id, since: 0 } },
      {
        accept: "text/event-stream",
        ...auth(game.tokens.British!),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const seen: any[] = [];
    const buffer = { text: "" };
    await nextEvents(reader, 2, seen, buffer);
    expect(seen[0]).toEqual({ data: { hostedGameUpdates: { type: "hello", version: 1, due: { power: "Russians", reason: "turn" } } } });
    expect(seen[1].data.hostedGameUpdates).toEqual({
      type: "entry",
      version: 1,
      entry: { seq: 1, by: "Russians", action: { type: "purchase", power: "Russians" }, events: [{ type: "purchased", cost: 3 }] },
    });
    await play(game, [{ type: "endPhase", power: "Russians" }], 1);
    await nextEvents(reader, 3, seen, buffer);
    expect(seen[2].data.hostedGameUpdates).toMatchObject({ type: "entry", version: 2, entry: { seq: 2, action: { type: "endPhase" } } });
    await reader.cancel();
  });
});
