// Issue 35, like the hosted race tests: 100 mails delivered at once to one game (40 of them re-deliveries of a
// message already sent) each get exactly one reply; no message is applied twice; the final state is what the
// accepted orders give when applied in version order to the starting position.
import { describe, expect, it } from "vitest";
import { getGame, json } from "./hosted-helpers.js";
import { mailGame, mailTo, parse, platformNoPng } from "./email-helpers.js";

const BUYS = ["buy 1 inf", "buy 1 arm", "buy 1 ftr"]; // 3, 5 and 12 IPCs of the Russians' 24: some fit, most do not

describe("issue 35: 100 mails at once to one game", () => {
  it("each gets one reply, none is applied twice, the final state is the accepted orders in version order", async () => {
    const game = await mailGame();
    const to = game.addresses.Russians!;
    const distinct = Array.from({ length: 60 }, (_, i) => ({ messageId: `<race-${i}@player.test>`, orders: BUYS[i % BUYS.length]! }));
    const mails = [...distinct, ...distinct.slice(0, 40)];
    const deliveries = await Promise.all(mails.map((m) => mailTo(to, m.orders, { messageId: m.messageId, platform: platformNoPng })));

    const applied = new Map<string, { version: number; orders: string }>();
    for (const [i, d] of deliveries.entries()) {
      expect(d.rejected).toEqual([]);
      expect(d.replies).toHaveLength(1);
      const text = (await parse(d.replies[0]!.raw)).text!;
      const fresh = /\nApplied\n/.test(text);
      const again = /Already applied/.test(text);
      const refused = /Your orders were refused/.test(text);
      expect([fresh, again, refused].filter(Boolean)).toHaveLength(1);
      if (fresh) {
        expect(applied.has(mails[i]!.messageId)).toBe(false); // one message, one fresh application
        applied.set(mails[i]!.messageId, { version: Number(/version (\d+)\./.exec(text)![1]), orders: mails[i]!.orders });
      }
      if (refused) expect(text).toMatch(/PURCH-\d+/);
    }
    // a re-delivery of an applied message is answered "already applied", never applied again
    for (const [i, d] of deliveries.entries())
      if (i >= 60 && applied.has(mails[i]!.messageId)) expect((await parse(d.replies[0]!.raw)).text).toMatch(/Already applied|\nApplied\n/);

    const view = await getGame(game);
    const accepted = [...applied.values()].sort((a, b) => a.version - b.version);
    expect(accepted.map((a) => a.version)).toEqual(accepted.map((_, i) => i + 1));
    expect(view.body.version).toBe(accepted.length);
    expect(accepted.length).toBeGreaterThan(1);

    const start = await json("POST", "/v1/games/new", { ruleset: "classic" });
    const replayed = await json("POST", "/v1/orders", { state: start.body, orders: accepted.map((a) => a.orders).join("\n") });
    expect(replayed.status).toBe(200);
    expect(replayed.body.state).toEqual(view.body.state);
  });
});
