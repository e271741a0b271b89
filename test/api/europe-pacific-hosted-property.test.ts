// Property over HTTP: a random legal `europe-pacific` game played as a hosted game (server dice, each action with the
// acting power's own token) for 2 rounds by the random-game harness's player, which picks only what legal-actions
// enumerates — never a 5xx, nothing offered refused, no stall or dead end, and the game's exported record replays
// (POST /v1/replay) to the hosted game's own state (EP-TURN-1, EP-TURN-2). Core-level property, with the strip
// crossings: test/unit/europe-pacific/property.test.ts. The player: hosted-random-game.ts.
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

describe("europe-pacific: random hosted games", () => {
  it("EP-TURN-1: a hosted random linked game plays 2 rounds with no 5xx and nothing offered refused; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        // round 0 (the cash advance) and two rounds of five powers
        await expectHostedReplays(await playHosted({ ruleset: "europe-pacific", rounds: 2 }, seed), 5 * 2);
      }),
      { numRuns: 1, seed: 24 }, // a fixed seed: the same game in every run
    );
  }, 300_000);
});
