// Property: random legal `pacific` games from the standard start, 10 rounds, seeded dice (the shared player of
// test/support/random-game.ts). Nothing throws, units appear only by placement (China's free infantry included) and
// vanish only as losses, every turn ends in a state that parses, and replaying the recorded steps with their dice
// reaches the same final state (PAC-TURN-1, PAC-TURN-2).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { playRandomGame } from "../../support/random-game.js";
import { replay } from "../../../src/replay/replay.js";
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION } from "../../../src/replay/format.js";

const PURCHASES = ["infantry", "artillery", "armour", "fighter", "bomber", "submarine", "destroyer", "transport", "marine"];

describe("pacific property", () => {
  it("PAC-TURN-2: random legal games play 10 rounds; units change only by placement and losses; the replay agrees", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const game = playRandomGame({ ruleset: "pacific", purchases: PURCHASES }, seed, 10);
        expect(game.turns).toBeGreaterThan(4);
        const r = await replay({
          format: RECORDED_GAME_FORMAT,
          version: RECORDED_GAME_VERSION,
          ruleset: "pacific",
          initial: "standard",
          steps: game.steps,
        });
        expect(r.kind).toBe("ok");
        if (r.kind !== "ok") return;
        expect(r.value.ok, JSON.stringify(r.value).slice(0, 600)).toBe(true);
        if (r.value.ok) expect(r.value.finalState).toEqual(game.final);
      }),
      { numRuns: 2, seed: 23 }, // fixed seeds: the same two games in every run (CI stays deterministic)
    );
  }, 180_000);
});
