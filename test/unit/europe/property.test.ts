// Property: random legal `europe` games from the standard start (cash advance included), 10 rounds, seeded dice (the
// shared player of test/support/random-game.ts). Nothing throws, units appear only by placement and vanish only as
// casualties (or aircraft that could not land), every turn ends in a state that parses as a GameState (EUR-TURN-1..3,
// EUR-ECON-3, EUR-COMB-1), and the game's record (every action with the dice it rolled) replays to the same final
// state. Hosted games: test/api/europe-hosted-property.test.ts.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expectReplays, playRandomGame } from "../../support/random-game.js";

const PURCHASES = ["infantry", "artillery", "armour", "fighter", "submarine", "destroyer", "battleship", "transport"];

describe("europe property", () => {
  it("EUR-TURN-1: random legal games play 10 rounds without errors; unit counts change only by placement and losses; the record replays to the same state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const game = playRandomGame({ ruleset: "europe", purchases: PURCHASES }, seed, 10);
        expect(game.turns).toBeGreaterThan(4);
        await expectReplays("europe", game);
      }),
      { numRuns: 2 },
    );
  }, 180_000);
});
