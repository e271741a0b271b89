// Issue 35, play by e-mail (docs/email.md), inside workerd: every seat of a hosted game has a private address; a mail's
// plain-text orders are applied as POST …/orders applies them, and the answer goes back in the same thread.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import worker from "../../src/index.js";
import type { Bindings } from "../../src/service/bindings.js";
import { auth, getGame, json, type Game } from "./hosted-helpers.js";
import {
  deliver,
  DOMAIN,
  mailbox,
  mailGame,
  mailTo,
  parse,
  platformNoPng,
  rawMail,
  register,
  requestWith,
  withWrongKey,
} from "./email-helpers.js";

const TURN = (power: "Russians" | "Germans", buy: string, at: string) =>
  [`${power}: buy ${buy}`, "end phase", "end phase", "end phase", "end phase", `place ${buy} ${at}`, "end phase", "end phase"].join("\n");

const version = async (game: Game) => (await getGame(game)).body.version as number;

describe("issue 35: seat addresses", () => {
  it("each seat has its own address, local part at most 64 characters, on EMAIL_DOMAIN; a power sees only its own", async () => {
    const game = await mailGame();
    expect(Object.keys(game.addresses)).toEqual(["Russians", "Germans", "British", "Japanese", "Americans"]);
    for (const [seat, a] of Object.entries(game.addresses)) {
      const [local, domain] = a.split("@");
      expect(domain).toBe(DOMAIN);
      expect(local!.length).toBeLessThanOrEqual(64);
      expect(local!.startsWith(`${seat.toLowerCase()}.`)).toBe(true);
    }
    expect(new Set(Object.values(game.addresses)).size).toBe(5);
    const own = await json("GET", `/v1/hosted/games/${game.id}/email`, undefined, auth(game.tokens.Germans!));
    expect(own.body.seats.map((s: { seat: string }) => s.seat)).toEqual(["Germans"]);
    expect(own.body.seats[0].address).toBe(game.addresses.Germans);
    // enabling again keeps the addresses
    const again = await json("POST", `/v1/hosted/games/${game.id}/email`, {}, auth(game.tokens.admin!));
    expect(again.body.seats.map((s: { address: string }) => s.address)).toEqual(Object.values(game.addresses));
  });

  it("only the admin enables, registers and rotates; a seat opts out with its own token", async () => {
    const game = await mailGame();
    const path = `/v1/hosted/games/${game.id}/email`;
    expect((await json("POST", path, {}, auth(game.tokens.Russians!))).status).toBe(403);
    expect((await json("PATCH", `${path}/seats/Germans`, { rotate: true }, auth(game.tokens.Germans!))).status).toBe(403);
    const reg = await json("PATCH", `${path}/seats/Germans`, { player: "g@example.org" }, auth(game.tokens.Germans!));
    expect(reg.status).toBe(403);
    expect((await json("PATCH", `${path}/seats/Germans`, { optedOut: true }, auth(game.tokens.Russians!))).status).toBe(403);
    const out = await json("PATCH", `${path}/seats/Germans`, { optedOut: true }, auth(game.tokens.Germans!));
    expect(out.status).toBe(200);
    expect(out.body.seats).toEqual([expect.objectContaining({ seat: "Germans", optedOut: true })]);
    expect((await json("PATCH", `${path}/seats/Nobody`, { optedOut: true }, auth(game.tokens.admin!))).status).toBe(404);
    expect((await json("PATCH", `${path}/seats/Germans`, { player: "not an address" }, auth(game.tokens.admin!))).status).toBe(400);
  });

  it("a game without e-mail play answers 409 to its seat routes", async () => {
    const game = await mailGame();
    const other = await json("POST", "/v1/hosted/games", { ruleset: "classic" });
    const r = await json("PATCH", `/v1/hosted/games/${other.body.id}/email/seats/Germans`, { rotate: true }, auth(other.body.tokens.admin));
    expect(r.status).toBe(409);
    expect(game.id).not.toBe(other.body.id);
  });

  it("registering a player address the deployment cannot reach is a 422 that says why; nothing is registered", async () => {
    const game = await mailGame();
    const box = mailbox(["lost@example.org"]);
    const put = (address: string) =>
      requestWith(box.env, "PATCH", `/v1/hosted/games/${game.id}/email/seats/Germans`, { player: address }, auth(game.tokens.admin!));
    const refused = await put("lost@example.org");
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/verified destination/);
    const ok = await put("germans@example.org");
    expect(ok.status).toBe(200);
    expect(ok.body.seats.find((s: { seat: string }) => s.seat === "Germans").player).toBe("germans@example.org");
    // the first mail went out from the Germans' own address to the player
    expect(box.sent.map((m) => [m.from, m.to])).toEqual([[game.addresses.Germans, "germans@example.org"]]);
  });
});

describe("issue 35: a Classic turn by e-mail", () => {
  it("the Russians' and the Germans' orders by mail: applied, answered in the thread with report, receipts, next and the board", async () => {
    const game = await mailGame();
    const box = mailbox();
    // the Germans' player is registered for notifications; the British one opted out
    for (const [seat, address] of [
      ["Germans", "germans@example.org"],
      ["British", "british@example.org"],
    ])
      expect((await register(game, seat!, address!, box)).status).toBe(200);
    await json("PATCH", `/v1/hosted/games/${game.id}/email/seats/British`, { optedOut: true }, auth(game.tokens.British!));
    box.sent.length = 0;

    const russians = await mailTo(game.addresses.Russians!, `${TURN("Russians", "2 inf", "Russia")}\n\n-- \nIvan\nbuy 99 inf`, {
      from: "ivan@example.org",
      env: box.env,
    });
    expect(russians.rejected).toEqual([]);
    expect(russians.replies).toHaveLength(1);
    const reply = russians.replies[0]!;
    expect(reply.from).toBe(game.addresses.Russians);
    expect(reply.to).toBe("ivan@example.org");
    const parsed = await parse(reply.raw);
    expect(parsed.inReplyTo).toBe(russians.messageId);
    expect(parsed.references).toContain(russians.messageId);
    expect(parsed.subject).toBe("Re: orders");
    expect(parsed.text).toMatch(/Applied/);
    expect(parsed.text).toMatch(/Dice receipts/);
    expect(parsed.text).toMatch(/The game waits for the Germans: to play the purchase phase/);
    expect(parsed.html).toMatch(/<h2>Applied<\/h2>/);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: "board.png", mimeType: "image/png" });
    const png = new Uint8Array(parsed.attachments[0]!.content as ArrayBuffer);
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    // the Russians' own address is the only referee address in the reply
    for (const [seat, a] of Object.entries(game.addresses)) if (seat !== "Russians") expect(reply.raw).not.toContain(a);
    expect(await version(game)).toBe(8);

    // the Germans' player was told, from the Germans' own address; the British opted out
    expect(box.sent.map((m) => [m.from, m.to])).toEqual([[game.addresses.Germans, "germans@example.org"]]);
    const notice = await parse(box.sent[0]!.raw);
    expect(notice.text).toMatch(/Russians played/);
    expect(notice.text).toMatch(/That is you \(Germans\)/);
    expect(box.sent[0]!.raw).not.toContain(game.addresses.Russians);

    const germans = await mailTo(game.addresses.Germans!, TURN("Germans", "1 arm", "Germany"), { env: box.env, platform: platformNoPng });
    expect(germans.replies).toHaveLength(1);
    const view = await getGame(game);
    expect(view.body.version).toBe(16);
    expect(view.body.turn).toMatchObject({ power: "British", phase: "purchase" });
    expect(view.body.state.territories.Germany.units.filter((u: { type: string }) => u.type === "armour").length).toBeGreaterThan(0);
    const log = await json("GET", `/v1/hosted/games/${game.id}/log`, undefined);
    expect(log.body.entries.map((e: { by: string }) => e.by)).toEqual([...Array(8).fill("Russians"), ...Array(8).fill("Germans")]);
  });

  it("a battle by mail: the reply lists the dice with their signed receipts (COMB-2)", async () => {
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
    const game = await mailGame({ position: egypt });
    const r = await mailTo(game.addresses.Germans!, "resolve Anglo Sudan Egypt", { platform: platformNoPng });
    const text = (await parse(r.replies[0]!.raw)).text!;
    expect(text).toMatch(/Dice receipts/);
    const receipt = JSON.parse(/^#1 (\{.*\})$/m.exec(text)![1]!);
    expect(receipt.log.length).toBeGreaterThan(0);
    expect(receipt).toMatchObject({ mode: "seeded", hosted: { game: game.id } });
    expect(receipt.signature).toEqual(expect.any(String));
    const log = await json("GET", `/v1/hosted/games/${game.id}/log`, undefined);
    expect(log.body.entries[0].dice).toEqual(receipt);
  });

  it("an illegal order: the reply names the line and the rule, and nothing of the mail is applied", async () => {
    const game = await mailGame();
    const r = await mailTo(game.addresses.Russians!, "buy 2 inf\n\nbuy 99 inf", { platform: platformNoPng });
    expect(r.rejected).toEqual([]);
    const text = (await parse(r.replies[0]!.raw)).text!;
    expect(text).toMatch(/Your orders were refused/);
    expect(text).toMatch(/line 3/i);
    expect(text).toMatch(/PURCH-\d+/);
    expect(text).toMatch(/Nothing was applied/);
    expect(await version(game)).toBe(0);
  });

  it("an unknown name: the reply gives line, column and the nearest names", async () => {
    const game = await mailGame();
    const r = await mailTo(game.addresses.Russians!, "buy 2 inf\nend phase\nmove 1 inf Rusia -> Karelia", { platform: platformNoPng });
    const text = (await parse(r.replies[0]!.raw)).text!;
    expect(text).toMatch(/line 3, column \d+/);
    expect(text).toMatch(/Nearest names: .*Russia/);
    expect(await version(game)).toBe(0);
  });

  it("a quoted reply and a signature are not orders", async () => {
    const game = await mailGame();
    const body = "buy 1 inf\n\nOn Mon, 1 Jan 2026, Referee wrote:\n> buy 99 inf\n> end phase\n\n-- \nbuy 50 inf";
    const r = await mailTo(game.addresses.Russians!, body, { platform: platformNoPng });
    expect((await parse(r.replies[0]!.raw)).text).toMatch(/Applied/);
    expect(await version(game)).toBe(1);
  });

  it("the same mail delivered twice is applied once; the second delivery is answered with the same result", async () => {
    const game = await mailGame();
    const messageId = `<${crypto.randomUUID()}@player.test>`;
    const first = await mailTo(game.addresses.Russians!, "buy 2 inf\nend phase", { messageId, platform: platformNoPng });
    const second = await mailTo(game.addresses.Russians!, "buy 2 inf\nend phase", { messageId, platform: platformNoPng });
    expect(first.replies).toHaveLength(1);
    expect(second.replies).toHaveLength(1);
    expect((await parse(second.replies[0]!.raw)).text).toMatch(/Already applied/);
    expect(await version(game)).toBe(2);
  });

  it("a mail without orders gets the board, whose turn it is, what the seat owes and what is legal now", async () => {
    const game = await mailGame();
    const r = await mailTo(game.addresses.Germans!, "# nothing yet\n");
    const parsed = await parse(r.replies[0]!.raw);
    expect(parsed.text).toMatch(/the Russians' turn, purchase phase/);
    expect(parsed.text).toMatch(/You \(Germans\) owe nothing now/);
    expect(parsed.text).toMatch(/Legal now/);
    expect(parsed.attachments[0]?.filename).toBe("board.png");
    const russians = await mailTo(game.addresses.Russians!, "", { platform: platformNoPng });
    expect((await parse(russians.replies[0]!.raw)).text).toMatch(/What Russians may do now: .*purchase/);
    expect(await version(game)).toBe(0);
  });
});

describe("issue 35: refused mail changes nothing", () => {
  it("a wrong key, an unknown handle, another domain: rejected with a reason, no reply", async () => {
    const game = await mailGame();
    const good = game.addresses.Russians!;
    const wrongKey = withWrongKey(good);
    const unknownHandle = good.replace(/\.([a-z2-7]{10})\./, ".aaaaaaaaaa.");
    for (const [to, reason] of [
      [wrongKey, /wrong key/],
      [unknownHandle, /unknown address/],
      [good.replace(DOMAIN, "elsewhere.test"), /unknown address/],
      [`russians@${DOMAIN}`, /unknown address/],
    ] as const) {
      const r = await mailTo(to, "buy 1 inf", { platform: platformNoPng });
      expect(r.replies).toEqual([]);
      expect(r.rejected).toEqual([expect.stringMatching(reason)]);
    }
    expect(await version(game)).toBe(0);
  });

  it("a rotated address is refused with the reason; the new one plays", async () => {
    const game = await mailGame();
    const rotated = await json("PATCH", `/v1/hosted/games/${game.id}/email/seats/Russians`, { rotate: true }, auth(game.tokens.admin!));
    expect(rotated.status).toBe(200);
    const now = rotated.body.seats.find((s: { seat: string }) => s.seat === "Russians");
    expect(now.address).not.toBe(game.addresses.Russians);
    expect(now.rotation).toBe(1);
    const old = await mailTo(game.addresses.Russians!, "buy 1 inf", { platform: platformNoPng });
    expect(old.rejected).toEqual([expect.stringMatching(/replaced by the game's admin/)]);
    expect(await version(game)).toBe(0);
    const fresh = await mailTo(now.address, "buy 1 inf", { platform: platformNoPng });
    expect(fresh.rejected).toEqual([]);
    expect(await version(game)).toBe(1);
  });

  it("oversize and non-text mail is rejected unread", async () => {
    const game = await mailGame();
    const to = game.addresses.Russians!;
    const from = "p@example.org";
    const big = await deliver(rawMail({ from, to, body: "buy 1 inf" }), { from, to }, { rawSize: 10_000_000, platform: platformNoPng });
    expect(big.rejected).toEqual([expect.stringMatching(/too large/)]);
    const html = await deliver(rawMail({ from, to, body: "<p>buy 1 inf</p>", html: true }), { from, to }, { platform: platformNoPng });
    expect(html.rejected).toEqual([expect.stringMatching(/not text/)]);
    expect(await version(game)).toBe(0);
  });

  it("the Worker's email() export is the handler: a wrong key is rejected through it", async () => {
    const game = await mailGame();
    const to = withWrongKey(game.addresses.Russians!);
    const rejected: string[] = [];
    const raw = rawMail({ from: "p@example.org", to, body: "buy 1 inf" });
    await worker.email(
      {
        from: "p@example.org",
        to,
        raw: new Response(raw).body!,
        rawSize: raw.length,
        setReject: (r: string) => void rejected.push(r),
        reply: async () => ({ messageId: "x" }),
      },
      env as unknown as Bindings,
    );
    expect(rejected).toEqual([expect.stringMatching(/wrong key/)]);
    expect(await version(game)).toBe(0);
  });
});
