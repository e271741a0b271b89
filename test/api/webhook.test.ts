// Webhooks of hosted games (docs/webhooks.md), inside workerd. The receiver is local: the Durable Object runs in the
// test's isolate, so its outbound fetch is answered by a stub that records every request (no network). Alarms are
// run by hand (runDurableObjectAlarm), so retries happen without waiting for their backoff.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { json } from "./helpers.js";
import { auth, hostGame, play, type Game } from "./hosted-helpers.js";
import { verifyWebhook } from "../../src/hosted/webhooks/sign.js";
import { MAX_ATTEMPTS } from "../../src/hosted/webhooks/outbox.js";

interface Received {
  url: string;
  headers: Headers;
  body: string;
}
/** every request the stub receiver got, all games of the file (each test reads its own game's with `got`) */
const received: Received[] = [];
/** how the receiver answers, per URL prefix (default 200) */
const answers = new Map<string, (r: Received) => number>();

beforeAll(() => {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith("https://hooks.example/")) return real(input, init);
    const r = { url, headers: new Headers(init?.headers), body: String(init?.body ?? "") };
    received.push(r);
    const answer = [...answers].find(([prefix]) => url.startsWith(prefix))?.[1];
    const status = answer ? answer(r) : 200;
    return new Response(status === 204 ? null : "ok", { status });
  });
});
afterAll(() => vi.restoreAllMocks());

const ns = (env as unknown as { HOSTED_GAMES: DurableObjectNamespace }).HOSTED_GAMES;
const stubOf = (game: Game) => ns.get(ns.idFromString(game.id));
/** Runs the game's alarm until none is left (at most `max` times); the runtime may also have run it already. */
async function settle(game: Game, max = 10): Promise<void> {
  for (let i = 0; i < max && (await runDurableObjectAlarm(stubOf(game))); i++);
}
/** What this game's hooks received (other tests' games may deliver late into the same recorder). */
const got = (game: Game) => received.filter((r) => r.url.includes(game.id));
const url = (game: Game, name: string) => `https://hooks.example/${game.id}/${name}`;
const addHook = (game: Game, body: Record<string, unknown>, token = game.tokens.admin!) =>
  json("POST", `/v1/hosted/games/${game.id}/webhooks`, body, auth(token));
const deliveries = async (game: Game) =>
  (await json("GET", `/v1/hosted/games/${game.id}/webhooks/deliveries`, undefined, auth(game.tokens.admin!))).body.deliveries;

describe("webhooks: registration (admin only, HTTPS, a few per game)", () => {
  it("only the admin token registers, lists and removes; a power's token is a 403", async () => {
    const game = await hostGame();
    expect((await addHook(game, { url: url(game, "a") }, game.tokens.Russians!)).status).toBe(403);
    const anonymous = await json("POST", `/v1/hosted/games/${game.id}/webhooks`, { url: url(game, "a") });
    expect(anonymous.status).toBe(401);
    expect(anonymous.type).toMatch(/problem\+json/);
    const made = await addHook(game, { url: url(game, "a") });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ url: url(game, "a"), format: "json" });
    expect(made.body.secret).toMatch(/^whsec_/);
    const list = await json("GET", `/v1/hosted/games/${game.id}/webhooks`, undefined, auth(game.tokens.admin!));
    expect(list.body.webhooks).toEqual([{ id: made.body.id, url: url(game, "a"), format: "json", createdAt: made.body.createdAt }]);
    expect(JSON.stringify(list.body)).not.toContain("whsec_");
    const del = await json("DELETE", `/v1/hosted/games/${game.id}/webhooks/${made.body.id}`, undefined, auth(game.tokens.admin!));
    expect(del.status).toBe(200);
    const again = await json("DELETE", `/v1/hosted/games/${game.id}/webhooks/${made.body.id}`, undefined, auth(game.tokens.admin!));
    expect(again.status).toBe(404);
  });

  it("a non-HTTPS URL, or a URL with credentials, is a 400; the sixth hook is a 409", async () => {
    const game = await hostGame();
    const plain = await addHook(game, { url: url(game, "a").replace("https:", "http:") });
    expect(plain.status).toBe(400);
    expect(plain.body.detail).toMatch(/HTTPS/);
    expect((await addHook(game, { url: url(game, "a").replace("https://", "https://user:pw@") })).status).toBe(400);
    expect((await addHook(game, { url: url(game, "a"), format: "teams" })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await addHook(game, { url: url(game, String(i)) })).status).toBe(201);
    expect((await addHook(game, { url: url(game, "6") })).status).toBe(409);
  });
});

describe("webhooks: deliveries", () => {
  it("every change is POSTed as JSON signed with the hook's secret (HMAC, timestamped); the log says delivered", async () => {
    const game = await hostGame();
    const { body: hook } = await addHook(game, { url: url(game, "json") });
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    await settle(game);
    expect(got(game)).toHaveLength(1);
    const [r] = got(game);
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyWebhook(hook.secret, r!.headers.get("AA-Referee-Signature"), r!.body, now)).toBe(true);
    expect(await verifyWebhook("whsec_wrong", r!.headers.get("AA-Referee-Signature"), r!.body, now)).toBe(false);
    expect(await verifyWebhook(hook.secret, r!.headers.get("AA-Referee-Signature"), `${r!.body} `, now)).toBe(false);
    expect(await verifyWebhook(hook.secret, r!.headers.get("AA-Referee-Signature"), r!.body, now + 3600)).toBe(false);
    const body = JSON.parse(r!.body);
    expect(body).toMatchObject({
      event: "action",
      version: 1,
      power: "Russians",
      action: { type: "purchase" },
      next: { power: "Russians", reason: "turn" },
      game: { id: game.id },
    });
    expect(body.board).toMatch(new RegExp(`/v1/hosted/games/${game.id}/board\\.png\\?version=1$`));
    expect(r!.headers.get("AA-Referee-Event")).toBe("action");
    const log = await deliveries(game);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ hook: hook.id, version: 1, status: "delivered", attempts: 1, lastStatus: 200 });
  });

  it("a turn that passes is the event `turn`, listed with the action among the changes", async () => {
    const game = await hostGame();
    await addHook(game, { url: url(game, "json") });
    const end = { type: "endPhase", power: "Russians" };
    await play(game, [end, end, end, end, end, end], 0); // purchase … collectIncome: the Germans' turn begins
    await settle(game);
    const bodies = got(game).map((r) => JSON.parse(r.body));
    expect(bodies).toHaveLength(6);
    expect(bodies.at(-1)).toMatchObject({ event: "turn", changes: ["turn", "action"], turn: { power: "Germans" } });
    expect(bodies.slice(0, -1).every((b) => b.event === "action")).toBe(true);
  });

  it("a receiver answering 500 is tried again later, then delivered; the log shows both attempts", async () => {
    const game = await hostGame();
    await addHook(game, { url: url(game, "flaky") });
    let calls = 0;
    answers.set(url(game, ""), () => (++calls === 1 ? 500 : 204));
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    await runDurableObjectAlarm(stubOf(game)); // the runtime may have run the first attempt already
    let [d] = await deliveries(game);
    if (d.status === "pending") {
      expect(d).toMatchObject({ attempts: 1, lastStatus: 500 });
      expect(Date.parse(d.nextAt) - Date.now()).toBeGreaterThan(20_000); // backoff: not before ~30 s
    }
    await settle(game);
    [d] = await deliveries(game);
    expect(d).toMatchObject({ status: "delivered", attempts: 2, lastStatus: 204 });
    expect(got(game)).toHaveLength(2);
    expect(got(game)[0]!.body).toBe(got(game)[1]!.body); // the same delivery, the same body
  });

  it(`a receiver that keeps failing is tried ${MAX_ATTEMPTS} times, then the delivery is failed and no alarm is left`, async () => {
    const game = await hostGame();
    await addHook(game, { url: url(game, "down") });
    answers.set(url(game, ""), () => 503);
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    await settle(game, MAX_ATTEMPTS + 2);
    expect(got(game)).toHaveLength(MAX_ATTEMPTS);
    const [d] = await deliveries(game);
    expect(d).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastStatus: 503, nextAt: null });
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(false); // nothing left to try
  });

  it("orders posted as text queue one delivery per applied line", async () => {
    const game = await hostGame();
    await addHook(game, { url: url(game, "json") });
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/orders`,
      { orders: "buy 1 inf\nend phase", expectedVersion: 0 },
      auth(game.tokens.Russians!),
    );
    expect(r.status).toBe(200);
    await settle(game);
    expect(got(game).map((x) => JSON.parse(x.body).version)).toEqual([1, 2]);
  });

  it("discord and slack hooks get the message shapes those services document (text and the board picture link)", async () => {
    const game = await hostGame({ title: "Forum game 7" });
    await addHook(game, { url: url(game, "discord"), format: "discord" });
    await addHook(game, { url: url(game, "slack"), format: "slack" });
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    await settle(game);
    const discord = JSON.parse(got(game).find((r) => r.url.endsWith("/discord"))!.body);
    // Discord "Execute Webhook": content ≤ 2000 characters; embeds[] with title, description, url, image.url
    expect(Object.keys(discord).sort()).toEqual(["content", "embeds"]);
    expect(discord.content.length).toBeLessThanOrEqual(2000);
    expect(discord.content).toContain("Forum game 7");
    expect(discord.embeds[0]).toMatchObject({ title: "Forum game 7", url: expect.stringContaining(game.id) });
    expect(discord.embeds[0].image.url).toMatch(/board\.png\?version=1$/);
    const slack = JSON.parse(got(game).find((r) => r.url.endsWith("/slack"))!.body);
    // Slack incoming webhook: `text` plus Block Kit blocks (a mrkdwn section, an image with image_url and alt_text)
    expect(typeof slack.text).toBe("string");
    expect(slack.blocks[0]).toMatchObject({ type: "section", text: { type: "mrkdwn" } });
    expect(slack.blocks[1]).toMatchObject({ type: "image", image_url: expect.stringMatching(/board\.png\?version=1$/) });
    expect(typeof slack.blocks[1].alt_text).toBe("string");
  });

  it("a private game's messages carry no picture link (the picture needs a token)", async () => {
    const game = await hostGame({ private: true });
    await addHook(game, { url: url(game, "json") });
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    await settle(game);
    expect(JSON.parse(got(game)[0]!.body).board).toBeNull();
  });

  it("a game without hooks schedules no alarm and answers an empty log", async () => {
    const game = await hostGame();
    await play(game, [{ type: "purchase", power: "Russians", units: { infantry: 1 } }], 0);
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(false); // nothing left to try
    expect(await deliveries(game)).toEqual([]);
  });
});
