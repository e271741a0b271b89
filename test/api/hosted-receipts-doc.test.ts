// docs/hosted.md says which log entries carry a signed dice receipt (issue 17: its dice/verify example
// picked an entry without dice): entries that rolled seeded dice verify, an entry without dice has an
// empty unsigned receipt, and the page's jq selection picks a verifiable one.
import { beforeAll, describe, expect, it } from "vitest";
import { auth, getLog, hostGame, json } from "./hosted-helpers.js";
// @ts-expect-error — vitest-pool-workers reads the file through Vite's ?raw import
import hostedMd from "../../docs/hosted.md?raw";

beforeAll(async () => {
  await json("GET", "/healthz");
}, 120_000);

describe("docs/hosted.md: which entries carry a verifiable receipt", () => {
  it("a purchase (no dice) has {mode: seeded, log: []} and no signature; development dice are signed and verify", async () => {
    const game = await hostGame();
    const buy = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "developWeapons", power: "Russians", dice: 1 }, expectedVersion: 0 },
      auth(game.tokens.Russians!, "d1"),
    );
    expect(buy.status).toBe(200);
    const plain = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "purchase", power: "Russians", units: { infantry: 1 } }, expectedVersion: 1 },
      auth(game.tokens.Russians!, "p1"),
    );
    expect(plain.status).toBe(200);
    const entries = (await getLog(game, "?since=0&limit=100", game.tokens.Russians)).body.entries as { dice: any }[];
    expect(entries.map((e) => Boolean(e.dice.signature))).toEqual([true, false]);
    expect(entries[1]!.dice).toEqual({ mode: "seeded", log: [] });
    // The page's selection: the first entry with a signature verifies; the unsigned one says why not.
    const signed = entries.filter((e) => e.dice.signature)[0]!.dice;
    expect((await json("POST", "/v1/dice/verify", { receipt: signed })).body).toMatchObject({ valid: true });
    expect((await json("POST", "/v1/dice/verify", { receipt: entries[1]!.dice })).body).toMatchObject({
      valid: false,
      reason: "the receipt has no signature",
    });
    expect(hostedMd).toContain("select(.dice.signature)");
    expect(hostedMd).toContain('`{mode: "seeded", log: []}`');
  });
});
