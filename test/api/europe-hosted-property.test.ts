// Property over HTTP: a random legal `europe` game played as a hosted game (server dice, each action with the acting
// power's own token) for 3 rounds by the random-game harness's player, which picks only what legal-actions enumerates —
// never a 5xx, nothing offered refused, no stall or dead end, every hosted state accepted back, and the game's exported
// record replays (POST /v1/replay) to the hosted game's own state (EUR-TURN-1, EUR-TURN-3). Core-level property:
// test/unit/random-games/property-europe.test.ts. The player: hosted-random-game.ts.
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

describe("europe: random hosted games", () => {
  it("EUR-TURN-1: a hosted random game plays 3 rounds with no 5xx and nothing offered refused; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        // round 0 (the cash advance) and three rounds of four powers
        await expectHostedReplays(await playHosted({ ruleset: "europe", rounds: 3 }, seed), 4 * 3);
      }),
      { numRuns: 1, seed: 22 }, // one fixed game: CI stays deterministic
    );
  }, 300_000);
});
