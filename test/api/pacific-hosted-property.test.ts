// Property over HTTP: a random legal `pacific` game played as a hosted game (server dice) for 10 rounds — never a
// 5xx, every hosted state is accepted back by /v1/validate, and the game's exported record replays (POST /v1/replay)
// to the hosted game's own state (PAC-TURN-1, PAC-TURN-2). The player follows the legal-move hints only: each
// aircraft aloft takes the first landing offered, and the phase always ends (AIR-5 owes only landings an aircraft
// can fly to now; a carrier that could still sail to a fighter is no obligation, CARR-7). Core-level property:
// test/unit/random-games/property-pacific.test.ts.
import { describe, it } from "vitest";
import fc from "fast-check";
import { expectHostedReplays, playHosted } from "./hosted-random-game.js";

const PACIFIC = {
  ruleset: "pacific",
  // China buys nothing (its purchase is a 422) and places its free infantry in Szechwan (PAC-CHINA-1/2)
  capitals: { Japanese: "Japan", British: "India", Australians: "New South Wales", Chinese: "Szechwan", Americans: "United States" },
  purchases: ["infantry", "armour", "artillery", "fighter", "marine"],
  rounds: 10,
};

describe("pacific: random hosted games", () => {
  it("PAC-TURN-1: a hosted random game plays 10 rounds with no 5xx, units conserved outside battles and purchases; its record replays to the hosted state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        await expectHostedReplays(await playHosted(PACIFIC, seed), 4 * 5);
      }),
      { numRuns: 1, seed: 23 }, // one fixed game: CI stays deterministic
    );
  }, 300_000);
});
