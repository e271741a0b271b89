// Property: random legal `europe-pacific` games from the standard start, seeded (the random-game harness of
// test/support/harness/, favouring moves onto or off the strips): the harness's checks hold (no dead end, no refused
// hint, units and money kept, the record replays to the final hash), and across the generated games a unit crosses
// each of the two strips: from one board, over spaces of that strip, onto the other board (EP-MOVE-1). The plain
// random games of every configuration: test/unit/random-games/. Hosted games over HTTP:
// test/api/europe-pacific-hosted-property.test.ts.
import { describe, expect, it } from "vitest";
import { describeFailures, playGame, randomChooser, type GameResult } from "../../support/harness/index.js";
import { csv, rs } from "./helpers.js";

/** strip space → its strip (strips.csv: `mideast-ussr` or `americas`) */
const STRIP = new Map(csv("strips.csv").map((r) => [r.name!, r.strip!]));
const STRIPS = new Set(STRIP.values());
const onStrip = (place: string) => STRIP.has(place);

/**
 * The strips each unit crossed in the game: a unit's moves chained while each starts where the last one ended,
 * read as a run of theatres (europe, a strip, pacific); a strip between the two boards is a crossing.
 */
function crossings(game: GameResult): Map<string, string> {
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
  it("EP-MOVE-1: random linked games favouring the strips keep the harness's checks, and across them a unit crosses each strip", async () => {
    const crossed = new Map<string, string>();
    for (const seed of [24, 25]) {
      const game = await playGame({
        ruleset: "europe-pacific",
        seed,
        rounds: 8,
        chooser: randomChooser({ prefer: (r, from) => onStrip(from) || r.path.some(onStrip), moves: { combatMove: 5, noncombatMove: 6 } }),
      });
      expect(describeFailures(game)).toBe("");
      for (const [strip, how] of crossings(game)) crossed.set(strip, how);
    }
    expect([...crossed.keys()].sort()).toEqual(["americas", "mideast-ussr"]);
  }, 300_000);
});
