// Property: random legal `pacific` games from the standard start, 10 rounds, seeded dice (the shared player of
// test/support/random-game.ts). Nothing throws, units appear only by placement (China's free infantry included) and
// vanish only as losses, every turn ends in a state that parses, and replaying the recorded steps with their dice
// reaches the same final state (PAC-TURN-1, PAC-TURN-2).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expectReplays, playRandomGame } from "../../support/random-game.js";

const PURCHASES = ["infantry", "artillery", "armour", "fighter", "bomber", "submarine", "destroyer", "transport", "marine"];

describe("pacific property", () => {
  it("PAC-TURN-2: random legal games play 10 rounds; units change only by placement and losses; the replay agrees", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const game = playRandomGame({ ruleset: "pacific", purchases: PURCHASES }, seed, 10);
        expect(game.turns).toBeGreaterThan(4);
        await expectReplays("pacific", game);
      }),
      { numRuns: 2, seed: 23 }, // fixed seeds: the same two games in every run (CI stays deterministic)
    );
  }, 180_000);
});
