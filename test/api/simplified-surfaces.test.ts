// `simplified` on every surface `classic` has: legal-actions, odds, replay, hosted games (workerd).
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { auth } from "./hosted-helpers.js";

const turn = (power: string, extra: Record<string, unknown>[] = []) => [
  ...extra.filter((a) => a.type === "move"),
  { type: "endPhase", power },
  { type: "endPhase", power },
  { type: "endPhase", power },
  ...extra.filter((a) => a.type !== "move"),
  { type: "endPhase", power },
  { type: "endPhase", power },
];

describe("simplified on every surface", () => {
  it("POST /v1/legal-actions: allowed actions and reaches that validate", async () => {
    const state = (await json("POST", "/v1/games/new", { ruleset: "simplified" })).body;
    const r = await json("POST", "/v1/legal-actions", { state });
    expect(r.status).toBe(200);
    expect(r.body.actions).toEqual(expect.arrayContaining(["move", "endPhase"]));
    expect(r.body.actions).not.toContain("purchase");
    const russia = r.body.units.find((u: any) => u.from === "Russia" && u.type === "armor");
    expect(russia.reaches.map((x: any) => x.to)).toEqual(expect.arrayContaining(["Caucasus", "Karelia S.S.R."]));
  });

  it("POST /v1/odds with ruleset simplified", async () => {
    const r = await json("POST", "/v1/odds", {
      ruleset: "simplified",
      kind: "land",
      attacker: { units: { armor: 2 } },
      defender: { units: { infantry: 2 } },
    });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toMatch(/attacker/);
    expect(
      (
        await json("POST", "/v1/odds", {
          ruleset: "simplified",
          kind: "land",
          attacker: { units: { armour: 1 } },
          defender: { units: { infantry: 1 } },
        })
      ).status,
    ).toBe(400);
  });

  it("POST /v1/replay replays a recorded simplified game", async () => {
    const steps = [
      ...turn("Russians", [
        { type: "move", power: "Russians", units: { infantry: 1 }, path: ["Russia", "Caucasus"] },
        { type: "purchase", power: "Russians", units: { infantry: 2 } },
        { type: "place", power: "Russians", at: "Russia", units: { infantry: 2 } },
      ]),
      ...turn("Germans"),
    ].map((action) => ({ action }));
    const r = await json("POST", "/v1/replay", {
      format: "aa-referee/recorded-game",
      version: 1,
      ruleset: "simplified",
      initial: "standard",
      steps,
    });
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    expect(r.body.finalState.turn).toEqual({ round: 1, power: "British", phase: "movement" });
    expect(r.body.finalState.powers.Russians.ipcs).toBe(24 - 6 + 24);
  });

  it("hosted games: create a simplified game, play a turn with the power's token", async () => {
    const g = await json("POST", "/v1/hosted/games", { ruleset: "simplified" });
    expect(g.status).toBe(201);
    let version = 0;
    const first = await json("GET", `/v1/hosted/games/${g.body.id}`);
    version = first.body.version ?? 0;
    for (const action of turn("Russians")) {
      const r = await json(
        "POST",
        `/v1/hosted/games/${g.body.id}/actions`,
        { action, expectedVersion: version },
        auth(g.body.tokens.Russians, `k-${crypto.randomUUID()}`),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      version = r.body.version;
    }
    const after = await json("GET", `/v1/hosted/games/${g.body.id}`);
    expect(after.body.state.turn).toEqual({ round: 1, power: "Germans", phase: "movement" });
  });
});
