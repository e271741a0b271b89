// Property: random legal `europe-pacific` games from the standard start, 10 rounds, seeded dice (the shared player of
// test/support/random-game.ts, favouring moves onto or off the strips). Nothing throws, units appear only by placement
// and vanish only as losses, every turn ends in a state that parses, the recorded steps replay to the same final
// state, every move the legal-move hints offered is accepted, and across the generated games a unit crosses each of
// the two strips: from one board, over spaces of that strip, onto the other board (EP-TURN-2, EP-MOVE-1). Hosted
// games over HTTP: test/api/europe-pacific-hosted-property.test.ts.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expectReplays, playRandomGame, type RandomGame } from "../../support/random-game.js";
import { csv, rs } from "./helpers.js";

const PURCHASES = ["infantry", "artillery", "armour", "fighter", "bomber", "submarine", "destroyer", "transport"];
/** strip space → its strip (strips.csv: `mideast-ussr` or `americas`) */
const STRIP = new Map(csv("strips.csv").map((r) => [r.name!, r.strip!]));
const STRIPS = new Set(STRIP.values());
const onStrip = (place: string) => STRIP.has(place);

/**
 * The strips each unit crossed in the game: a unit's moves chained while each starts where the last one ended,
 * read as a run of theatres (europe, a strip, pacific); a strip between the two boards is a crossing.
 */
function crossings(game: RandomGame): Map<string, string> {
  const trail = new Map<string, string[]>(); // unit id → spaces since its last break
  const crossed = new Map<string, string>(); // strip → "unit: spaces"
  for (const { action } of game.steps) {
    if (action.type !== "move") continue;
    for (const id of Array.isArray(action.units) ? action.units : []) {
      const before = trail.get(id) ?? [];
      const spaces = before.at(-1) === action.path[0] ? [...before, ...action.path.slice(1)] : [...action.path];
      trail.set(id, spaces);
      const runs = spaces.map((p) => STRIP.get(p) ?? rs.board.territories.get(p)!.theatre!).filter((x, i, xs) => x !== xs[i - 1]);
      for (let i = 1; i + 1 < runs.length; i++)
        if (STRIPS.has(runs[i]!) && [runs[i - 1], runs[i + 1]].sort().join() === "europe,pacific")
          crossed.set(runs[i]!, `${id}: ${spaces.join(" > ")}`);
    }
  }
  return crossed;
}

describe("europe-pacific property", () => {
  it("EP-TURN-2: random legal linked games play 10 rounds; units change only by placement and losses; the replay agrees; a unit crosses each strip", async () => {
    const crossed = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const game = playRandomGame(
          { ruleset: "europe-pacific", purchases: PURCHASES, prefer: (r, from) => onStrip(from) || r.path.some(onStrip) },
          seed,
          10,
        );
        expect(game.turns).toBeGreaterThan(4);
        expect(game.refusedHints, "every move the hints offer validates").toEqual([]);
        await expectReplays("europe-pacific", game);
        for (const [strip, how] of crossings(game)) crossed.set(strip, how);
      }),
      { numRuns: 2, seed: 24 }, // fixed seeds: the same games in every run (CI stays deterministic)
    );
    expect([...crossed.keys()].sort()).toEqual(["americas", "mideast-ussr"]);
  }, 180_000);
});
