// Scrambled fighters seated on a carrier during their battle (CARR-5) fly home as plain fighters (issue 30, item 1):
// the state after the battle keeps the referee's own invariants, so the next request with it is not a 400.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { checkState } from "../../../src/service/state-check.js";
import { ok, position, unitsOf } from "./helpers.js";

const ids = (s: GameState, place: string, owner: string, type: string) => unitsOf(s, place, owner, type).map((u) => u.id);

describe("pacific: scrambled fighters and carriers", () => {
  it("PAC-SCRAM-3: fighters scrambled into a zone with a friendly carrier fly home after the battle not aboard it; the state reads back", () => {
    const s = position(
      {
        round: 3,
        power: "Americans",
        phase: "combat",
        territories: {
          Japan: {
            units: [
              { owner: "Japanese", type: "airfield" },
              { owner: "Japanese", type: "fighter", count: 2 },
            ],
          },
          "36 Sea Zone": {
            units: [
              { owner: "Japanese", type: "carrier" },
              { owner: "Americans", type: "destroyer" },
            ],
          },
        },
      },
      { scramble: true },
    );
    const fighters = ids(s, "Japan", "Japanese", "fighter");
    const passed = ok(s, { type: "kamikaze", power: "Japanese", targets: [] }).state; // PAC-KAMI-3: Japan passes
    const up = ok(passed, { type: "scramble", power: "Japanese", from: "Japan", to: "36 Sea Zone", units: fighters }).state;
    // the destroyer misses; the carrier and both fighters hit: the battle is over in one round
    const after = ok(up, { type: "resolveBattle", power: "Americans", at: "36 Sea Zone", policy: {} }, [6, 1, 1, 1, 1, 1, 1]).state;
    expect(after.pending.battles).toEqual([]);
    const home = unitsOf(after, "Japan", "Japanese", "fighter");
    expect(home.map((u) => u.id).sort()).toEqual([...fighters].sort());
    for (const u of home) expect(u.aboard, `${u.id} in Japan`).toBeUndefined();
    expect(checkState(after).problems).toEqual([]);
  });
});
