// EP-POW-4 over HTTP: China's production stays its own as an American rule (PAC-CHINA-1/2) — the free infantry
// arrive in Szechwan at the end of the American place phase; money never places units in a Chinese territory.
import { describe, expect, it } from "vitest";
import { europePacific, legal, ok, place, refused, type State } from "./scenario-helpers.js";

const infantryIn = (s: State, at: string): number =>
  s.territories[at].units.filter((u: { owner: string; type: string }) => u.owner === "Americans" && u.type === "infantry").length;

describe("europe-pacific: China as an American rule over HTTP", () => {
  it("EP-POW-4, PAC-CHINA-1/2: the Americans receive 3 Chinese infantry (counted at their purchase) in Szechwan (P-06); US-Pacific infantry at the Szechwan factory is a 422 naming PAC-CHINA-2", async () => {
    const b: State = await europePacific();
    b.turn = { round: 2, power: "British", phase: "collectIncome" };
    const started = await ok(b, { type: "endPhase", power: "British" }); // the American purchase starts: China's infantry counted
    expect(started.body.events).toContainEqual(
      expect.objectContaining({ type: "unitsGranted", power: "Americans", units: { infantry: 3 }, rule: "PAC-CHINA-1" }),
    );
    const s = started.state;
    const bought = await legal(s, { type: "purchase", power: "Americans", units: { infantry: 1 }, treasury: "pacific" });
    const placing = (await ok(bought.state, { type: "endPhase", power: "Americans" })).state;
    expect(placing.turn.phase).not.toBe("purchase");
    let t = placing;
    for (let i = 0; i < 6 && t.turn.phase !== "place"; i++) t = (await ok(t, { type: "endPhase", power: "Americans" })).state;
    expect(t.turn).toMatchObject({ power: "Americans", phase: "place" });
    await refused(t, place("Americans", "Szechwan", { infantry: 1 }), "PAC-CHINA-2");
    const placed = await legal(t, place("Americans", "United States (Pacific)", { infantry: 1 }));
    const before = infantryIn(placed.state, "Szechwan");
    const ended = await ok(placed.state, { type: "endPhase", power: "Americans" });
    expect(infantryIn(ended.state, "Szechwan")).toBe(before + 3);
    expect(ended.state.territories.Szechwan.units.filter((u: any) => u.placedThisTurn && u.chinese)).toHaveLength(3);
  });
});
