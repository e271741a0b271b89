// The victory scenarios of europe.md (E-18, E-22; revised 2026-11) over HTTP: a condition (EUR-VICT-2) wins once held
// for a full round (EUR-VICT-3, state.victoryHold), sampled at every turn end.
import { describe, expect, it } from "vitest";
import { end, europe, legal, move, ok, type State } from "./scenario-helpers.js";

/** Ends phases until `power`'s `phase` comes round (or the game is won). */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 60 && !t.winner && !(t.turn.power === power && t.turn.phase === phase); i++)
    t = (await ok(t, end(t.turn.power))).state;
  return t;
}

/** Germany's round-4 combat move: an armour in Russia takes an emptied Moscow when combat ends. */
async function germansTakeMoscow(): Promise<State> {
  const s = await europe({
    round: 4,
    power: "Germans",
    phase: "combatMove",
    territories: { Russia: { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] }, Moscow: { units: [] } },
  });
  const moved = await legal(s, move("Germans", { armour: 1 }, ["Russia", "Moscow"]));
  const t = await until(moved.state, "Germans", "collectIncome");
  expect(t.territories.Moscow.owner).toBe("Germans");
  return t;
}

describe("europe.md victory scenarios over HTTP (revised 2026-11)", () => {
  it("E-18 — the Germans take Moscow in round 4 and still hold it and Germany at the end of the American turn: the Axis win at the end of round 4 (EUR-VICT-2/3)", async () => {
    const held = await ok(await germansTakeMoscow(), end("Germans"));
    expect(held.state.victoryHold).toEqual([{ alliance: "Axis", condition: "EUR-VICT-2", since: { round: 4, power: "Germans" } }]);
    expect(held.body.events).toContainEqual(expect.objectContaining({ type: "victoryHoldStarted", rule: "EUR-VICT-3" }));
    const british = await ok(await until(held.state, "British", "collectIncome"), end("British"));
    expect(british.state.winner).toBeNull();
    const won = await ok(await until(british.state, "Americans", "collectIncome"), end("Americans"));
    expect(won.state.winner).toEqual({ alliance: "Axis", condition: "EUR-VICT-3", round: 4 });
  });

  it("E-18 — the British retaking Moscow in their turn: the hold lapses, no win at the end of round 4", async () => {
    const held = (await ok(await germansTakeMoscow(), end("Germans"))).state;
    const b = await until(held, "British", "collectIncome");
    b.territories.Moscow = { ...b.territories.Moscow, owner: "Russians", units: [] };
    const lapsed = await ok(b, end("British"));
    expect(lapsed.body.events).toContainEqual(expect.objectContaining({ type: "victoryHoldLapsed", alliance: "Axis" }));
    expect(lapsed.state.victoryHold).toBeUndefined();
    const a = await ok(await until(lapsed.state, "Americans", "collectIncome"), end("Americans"));
    expect(a.state.winner).toBeNull();
  });

  it("E-22 — the British take Germany in round 5 holding the Allied capitals; Germany fails to retake it: the Allies win at the end of the Russian turn of round 6, not at the end of round 5 (EUR-VICT-2/3)", async () => {
    const s = await europe({
      round: 5,
      power: "British",
      phase: "combatMove",
      territories: { Poland: { owner: "British", units: [{ owner: "British", type: "armour" }] }, Germany: { units: [] } },
    });
    const moved = await legal(s, move("British", { armour: 1 }, ["Poland", "Germany"]));
    const b = await ok(await until(moved.state, "British", "collectIncome"), end("British"));
    expect(b.state.territories.Germany.owner).toBe("British");
    expect(b.state.victoryHold).toEqual([{ alliance: "Allies", condition: "EUR-VICT-2", since: { round: 5, power: "British" } }]);
    const round5 = await ok(await until(b.state, "Americans", "collectIncome"), end("Americans"));
    expect(round5.state.winner).toBeNull();
    const germans = await ok(await until(round5.state, "Germans", "collectIncome"), end("Germans"));
    expect(germans.state.winner).toBeNull();
    const won = await ok(await until(germans.state, "Russians", "collectIncome"), end("Russians"));
    expect(won.state.winner).toEqual({ alliance: "Allies", condition: "EUR-VICT-3", round: 6 });
  });
});
