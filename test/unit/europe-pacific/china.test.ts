// EP-POW-4 with PAC-CHINA-1/2 as American rules: China's free infantry are counted at the start of the American
// purchase and arrive for the Americans at the end of their place phase, in Szechwan only (`chinese: true`); money never
// places units in China's land.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { end, ok, refused, start, unitsOf } from "./helpers.js";

/** The standard start at the end of the British turn of round 2 with owners changed (China's land flagged), played on to the American place phase. */
function placing(owners: Record<string, string> = {}, pacificBought: Record<string, number> = {}): GameState {
  const s = start();
  s.turn = { round: 2, power: "British", phase: "collectIncome" };
  for (const [place, owner] of Object.entries(owners)) {
    s.territories[place]!.owner = owner;
    if (owner === "Americans")
      s.territories[place]!.chinese = true; // PAC-CHINA-6: China's land
    else delete s.territories[place]!.chinese;
  }
  let r = ok(s, end("British")).state; // the American purchase starts: China's infantry are counted (PAC-CHINA-1)
  for (let i = 0; i < 4; i++) r = ok(r, end("Americans")).state;
  expect(r.turn.phase).toBe("place");
  if (Object.keys(pacificBought).length) {
    r.powers.Americans!.purchased = { ...pacificBought };
    r.powers.Americans!.purchasedBy = { pacific: { ...pacificBought } };
  }
  return r;
}
const place = (at: string, units: Record<string, number>): Action => ({ type: "place", power: "Americans", at, units });
const infantryIn = (s: GameState, at: string) => unitsOf(s, at, "Americans", "infantry").length;

describe("europe-pacific: China's production as an American rule (EP-POW-4, PAC-CHINA-1/2)", () => {
  it("EP-POW-4, PAC-CHINA-1: at the end of the American place phase the Americans receive Sikang 1 + Szechwan 1 + the Burma Road = 3 infantry, in Szechwan (P-06)", () => {
    const s = placing();
    const before = infantryIn(s, "Szechwan");
    expect(s.thisTurn.chineseInfantry).toBe(3);
    const r = ok(s, end("Americans"));
    expect(infantryIn(r.state, "Szechwan")).toBe(before + 3);
    expect(r.state.territories.Szechwan!.units.filter((u) => u.placedThisTurn).every((u) => u.chinese)).toBe(true);
    expect(r.state.powers.Americans!.ipcs).toBe(s.powers.Americans!.ipcs); // free: no treasury pays
  });

  it("PAC-CHINA-1: Japan holding Burma closes the road: 2 infantry (P-07); Chinese land the Japanese hold counts for nothing", () => {
    const s = placing({ Burma: "Japanese", Sikang: "Japanese" });
    const before = infantryIn(s, "Szechwan");
    expect(infantryIn(ok(s, end("Americans")).state, "Szechwan")).toBe(before + 1);
  });

  it("PAC-CHINA-1, EP-POW-4: Manchuria taken back by the Allies counts as a Chinese territory of the Americans", () => {
    const s = placing({ Manchuria: "Americans" });
    const before = infantryIn(s, "Szechwan");
    expect(infantryIn(ok(s, end("Americans")).state, "Szechwan")).toBe(before + 4);
  });

  it("PAC-CHINA-1: the infantry arrive in the American turn only (the British place phase grants none)", () => {
    const s = placing();
    s.turn = { round: 2, power: "British", phase: "place" };
    const before = infantryIn(s, "Szechwan");
    expect(infantryIn(ok(s, end("British")).state, "Szechwan")).toBe(before);
  });

  it("PAC-CHINA-2: while Szechwan is enemy-held the free infantry are lost, placed nowhere", () => {
    const s = placing({ Szechwan: "Japanese" });
    const count = (x: GameState) =>
      Object.values(x.territories).reduce((n, t) => n + t.units.filter((u) => u.owner === "Americans").length, 0);
    const r = ok(s, end("Americans"));
    expect(count(r.state)).toBe(count(s));
    expect(r.events).toContainEqual(expect.objectContaining({ type: "unitsLost", rule: "PAC-CHINA-2" }));
  });

  it("PAC-CHINA-2, EP-POW-4: units bought with US-Pacific money are never placed at the Szechwan factory", () => {
    const s = placing({}, { infantry: 1, armour: 1 });
    expect(refused(s, place("Szechwan", { armour: 1 }))).toContain("PAC-CHINA-2");
    expect(refused(s, place("Szechwan", { infantry: 1 }))).toContain("PAC-CHINA-2");
  });
});
