// Property over HTTP: a random legal `europe-pacific` game played as a hosted game (server dice) for 10 rounds —
// never a 5xx, every hosted state is accepted back by /v1/validate, and the game's exported record replays
// (POST /v1/replay) to the hosted game's own state (EP-TURN-1, EP-TURN-2). Core-level property, with the strip
// crossings: test/unit/europe-pacific/property.test.ts. The player is the shared one (hosted-random-game.ts).
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

const LINKED = {
  ruleset: "europe-pacific",
  capitals: {
    Germans: "Germany",
    Russians: "Moscow",
    Japanese: "Japan",
    British: "United Kingdom",
    Americans: "United States (Europe)",
  },
  purchases: ["infantry", "armour", "artillery", "fighter"],
  treasuries: { British: "uk", Americans: "europe" }, // they pay at the capital, on the Europe board (EP-MONEY-5)
  rounds: 10,
};

describe("europe-pacific: random hosted games", () => {
  it("EP-TURN-1: a hosted random linked game plays 10 rounds with no 5xx; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        await expectHostedReplays(await playHosted(LINKED, seed), 4);
      }),
      { numRuns: 1, seed: 24 }, // a fixed seed: the same game in every run
    );
  }, 600_000);
});
