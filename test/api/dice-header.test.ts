// REPLAY-5 (issue 18) over HTTP: a hosted game with signed dice exports its record with the server's signed
// dice header; POST /v1/replay checks it and answers the dice provenance; re-rolling a signed step fails.
import { describe, expect, it } from "vitest";
import { auth, hostGame, json } from "./hosted-helpers.js";

const AT = "Anglo Sudan Egypt";
const position = {
  power: "Germans",
  phase: "combat",
  territories: {
    [AT]: {
      units: [
        { owner: "British", type: "infantry", count: 10 },
        { owner: "Germans", type: "infantry", count: 3 },
        { owner: "Germans", type: "armour", count: 3 },
      ],
    },
  },
};

describe("REPLAY-5: a hosted game's record says what dice it allows", () => {
  it("the export carries the signed header; the replay verifies it; a re-rolled step fails", async () => {
    const game = await hostGame({ position });
    const r = await json(
      "POST",
      `/v1/hosted/games/${game.id}/actions`,
      { action: { type: "resolveBattle", power: "Germans", at: AT, policy: {} }, expectedVersion: 0 },
      auth(game.tokens.Germans!),
    );
    expect(r.status).toBe(200);
    expect(r.body.dice.hosted).toEqual({ game: game.id, dice: "signed" });
    const record = (await json("GET", `/v1/hosted/games/${game.id}/record`)).body;
    expect(record.diceHeader).toMatchObject({ dice: "signed", hostedGame: game.id, keyId: "dev", development: true });
    const ok = await json("POST", "/v1/replay", record);
    expect(ok.body).toMatchObject({
      ok: true,
      provenance: { header: { dice: "signed", verified: true }, rolled: 1, signed: 1, verified: 1, supplied: 0 },
    });
    const forged = structuredClone(record);
    forged.steps[0].dice = { mode: "supplied", rolls: Array.from({ length: 60 }, () => 1) };
    delete forged.steps[0].expectStateHash;
    const bad = await json("POST", "/v1/replay", forged);
    expect(bad.body).toMatchObject({ ok: false, failedStep: { index: 0, rules: ["REPLAY-5"] } });
  }, 90_000);
});
