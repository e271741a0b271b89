// Property over HTTP: a random legal `europe` game played as a hosted game (server dice) for 10 rounds —
// never a 5xx, every hosted state is accepted back by /v1/validate, and the game's exported record replays
// (POST /v1/replay) to the hosted game's own state (EUR-TURN-1, EUR-TURN-3). Core-level property:
// test/unit/random-games/property-europe.test.ts. The player is the shared one (hosted-random-game.ts).
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

const EUROPE = {
  ruleset: "europe",
  capitals: { Germans: "Germany", Russians: "Moscow", British: "United Kingdom", Americans: "United States" },
  purchases: ["infantry", "armour", "artillery", "fighter"],
  rounds: 10,
};

describe("europe: random hosted games", () => {
  it("EUR-TURN-1: a hosted random game plays 10 rounds with no 5xx; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        await expectHostedReplays(await playHosted(EUROPE, seed), 4);
      }),
      { numRuns: 1 },
    );
  }, 600_000);
});
