// Property over HTTP: a random legal `pacific` game played as a hosted game (server dice, each action with the acting
// power's own token) for 3 rounds by the random-game harness's player, which picks only what legal-actions enumerates —
// never a 5xx, nothing offered refused, no stall or dead end (AIR-5 owes only landings an aircraft can fly to now),
// and the game's exported record replays (POST /v1/replay) to the hosted game's own state (PAC-TURN-1, PAC-TURN-2).
// Core-level property: test/unit/random-games/property-pacific.test.ts. The player: hosted-random-game.ts.
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

describe("pacific: random hosted games", () => {
  it("PAC-TURN-1: a hosted random game plays 3 rounds with no 5xx, units conserved outside battles and purchases; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        await expectHostedReplays(await playHosted({ ruleset: "pacific", rounds: 3 }, seed), 3 * 3);
      }),
      { numRuns: 1, seed: 23 }, // one fixed game: CI stays deterministic
    );
  }, 300_000);
});
