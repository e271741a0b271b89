// Bought units stay placeable through the buy phase (issue 30, item 4): a placement that would take the one site a
// unit bought this turn still needs is refused, so the phase can always end with every unit placed.
import { describe, expect, it } from "vitest";
import { end, ok, position, refused, unitsOf } from "./helpers.js";

describe("simplified: placing what was bought", () => {
  it("SIMP-BUY-7: with Baltic Sea Zone held by the enemy a ship can go only beside South Europe; infantry may not take South Europe's one unit first", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "buy",
      ipcs: { Germans: 30 },
      territories: { "Baltic Sea Zone": { units: [{ owner: "British", type: "ship" }] } },
    });
    const bought = ok(ok(s, { type: "purchase", power: "Germans", units: { ship: 1 } }).state, {
      type: "purchase",
      power: "Germans",
      units: { infantry: 1 },
    }).state;
    // SIMP-BUY-4: South Europe takes Germany's one extra unit; the ship has no other site (SIMP-BUY-3, SIMP-BUY-6)
    expect(refused(bought, { type: "place", power: "Germans", at: "South Europe", units: { infantry: 1 } })).toContain("SIMP-BUY-7");
    const ship = ok(bought, { type: "place", power: "Germans", at: "Central Mediteranean Sea Zone", units: { ship: 1 } }).state;
    const done = ok(ship, { type: "place", power: "Germans", at: "Germany", units: { infantry: 1 } }).state;
    expect(unitsOf(done, "Central Mediteranean Sea Zone", "Germans", "ship")).toHaveLength(1);
    expect(ok(done, end("Germans")).state.turn.phase).toBe("collectIncome");
  });
});
