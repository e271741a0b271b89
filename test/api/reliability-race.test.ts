// Issue 18: a 500-write race on one hosted game (its own file: a fresh Worker, apart from the fuzz suite).
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { act, auth, hostGame } from "./hosted-helpers.js";

describe("issue 18: hosted games under a write race", () => {
  it("500 concurrent writes with the same expectedVersion: exactly one 200, the rest 409", async () => {
    const game = await hostGame();
    const results = await Promise.all(
      Array.from({ length: 500 }, () => act(game, game.tokens.Russians!, { type: "endPhase", power: "Russians" }, 0)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(499);
    const view = await json("GET", `/v1/hosted/games/${game.id}`, undefined, auth(game.tokens.admin!));
    expect(view.body.version).toBe(1);
  }, 900_000); // ~20 s alone; many minutes on a loaded 2-core machine
});
