// The victory scenarios of pacific.md (P-16, P-27, P-29, P-30; revised 2026-11) over HTTP: a capital held for a full
// round (PAC-VICT-1/2, state.victoryHold), Japan's collection of 9 or less (PAC-VICT-3) and its 22 VP (PAC-VP-4) at the
// end of its turn. Positions from POST /v1/games/new, actions through /v1/validate and /v1/adjudicate.
import { describe, expect, it } from "vitest";
import { end, endPhasesUntil, legal, move, ok, owner, pacific, type State } from "./scenario-helpers.js";

/** Ends phases until `power`'s `phase` comes round (or the game is won). */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 60 && !t.winner && !(t.turn.power === power && t.turn.phase === phase); i++)
    t = (await ok(t, end(t.turn.power))).state;
  return t;
}
const types = (body: any): string[] => body.events.map((e: any) => e.type).filter((t: string) => t.startsWith("victory"));

/** Round `round`, Japan's combat move: one armour next to an emptied Allied capital, which it takes. */
async function japanTakes(round: number, target: string, from: string): Promise<State> {
  const s = await pacific({
    round,
    power: "Japanese",
    phase: "combatMove",
    territories: { [from]: { owner: "Japanese", units: [{ owner: "Japanese", type: "armour" }] }, [target]: { units: [] } },
  });
  const moved = await legal(s, move("Japanese", { armour: 1 }, [from, target]));
  const t = await endPhasesUntil(moved.state, "noncombatMove");
  expect(owner(t, target)).toBe("Japanese");
  return t;
}

describe("pacific.md victory scenarios over HTTP (revised 2026-11)", () => {
  it("P-16 — round 3: Japan takes New South Wales and the British and Americans do not retake it: Japan wins at the end of the American turn (PAC-VICT-1/2)", async () => {
    const took = await japanTakes(3, "New South Wales", "Queensland");
    const japanEnds = await until(took, "Japanese", "collectIncome");
    const held = await ok(japanEnds, end("Japanese"));
    expect(held.state.victoryHold).toEqual([{ alliance: "Axis", condition: "PAC-VICT-1", since: { round: 3, power: "Japanese" } }]);
    expect(types(held.body)).toEqual(["victoryPoints", "victoryHoldStarted"]);
    const british = await until(held.state, "Americans", "purchase");
    expect(british.winner).toBeNull();
    const won = await ok(await until(british, "Americans", "collectIncome"), end("Americans"));
    expect(won.state.winner).toEqual({ alliance: "Axis", condition: "PAC-VICT-2", round: 3 });
    expect(won.body.events).toContainEqual(expect.objectContaining({ type: "victory", alliance: "Axis", condition: "PAC-VICT-2" }));
  });

  it("P-16 — the British retake New South Wales in their turn: the hold lapses, no win", async () => {
    const took = await japanTakes(3, "New South Wales", "Queensland");
    const held = (await ok(await until(took, "Japanese", "collectIncome"), end("Japanese"))).state;
    const b = await until(held, "British", "collectIncome");
    // the British take it back (a sent state is the referee's whole input): the hold fails at the end of their turn
    b.territories["New South Wales"] = { ...b.territories["New South Wales"], owner: "British", units: [] };
    const lapsed = await ok(b, end("British"));
    expect(types(lapsed.body)).toEqual(["victoryHoldLapsed"]);
    expect(lapsed.state.victoryHold).toBeUndefined();
    const a = await ok(await until(lapsed.state, "Americans", "collectIncome"), end("Americans"));
    expect(a.state.winner).toBeNull();
  });

  it("P-27 — Japan collects 9 IPCs at the end of its turn: the Allies win (PAC-VICT-3), unless it reached 22 VP (PAC-VP-4 first)", async () => {
    const lost = Object.fromEntries(["Bonin", "French Indo-China", "Ryukyu", "Shantung", "Siam"].map((p) => [p, { owner: "Americans" }]));
    const s = await pacific({ round: 4, power: "Japanese", phase: "collectIncome", territories: lost });
    const r = await ok(s, end("Japanese"));
    expect(r.body.events.find((e: any) => e.type === "income")).toMatchObject({ power: "Japanese", amount: 9 });
    expect(r.state.winner).toEqual({ alliance: "Allies", condition: "PAC-VICT-3", round: 4 });
    const vp = await ok({ ...s, vp: { Japanese: 21 } }, end("Japanese")); // +0 VP from 9: still 21
    expect(vp.state.winner).toMatchObject({ condition: "PAC-VICT-3" });
    const enough = await ok({ ...s, vp: { Japanese: 22 } }, end("Japanese"));
    expect(enough.state.winner).toEqual({ alliance: "Axis", condition: "PAC-VP-4", round: 4 });
  });

  it("P-29 — round 5: the Americans take Japan; Japan does not retake it in round 6: it collects nothing and the Allies win at the end of its turn (PAC-VICT-3), before their hold completes", async () => {
    // the Americans' round-5 turn after the landing on Japan (the capture itself is the engine's, tested elsewhere)
    const s = await pacific({
      round: 5,
      power: "Americans",
      phase: "collectIncome",
      territories: { Japan: { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] } },
    });
    const a = await ok(s, end("Americans"));
    expect(a.state.victoryHold).toEqual([{ alliance: "Allies", condition: "PAC-VICT-1", since: { round: 5, power: "Americans" } }]);
    const j = await ok(await until(a.state, "Japanese", "collectIncome"), end("Japanese"));
    expect(j.body.events.find((e: any) => e.type === "income")).toMatchObject({ power: "Japanese", amount: 0, rule: "INC-2" });
    expect(j.state.winner).toEqual({ alliance: "Allies", condition: "PAC-VICT-3", round: 6 });
  });

  it("P-30 — round 4: Japan takes United States and holds it through the British and American turns: Japan wins at the end of round 4 (PAC-VICT-1/2)", async () => {
    const took = await japanTakes(4, "United States", "Canada");
    const held = await ok(await until(took, "Japanese", "collectIncome"), end("Japanese"));
    expect(held.state.victoryHold).toEqual([{ alliance: "Axis", condition: "PAC-VICT-1", since: { round: 4, power: "Japanese" } }]);
    const british = await ok(await until(held.state, "British", "collectIncome"), end("British"));
    expect(british.state.winner).toBeNull();
    const won = await ok(await until(british.state, "Americans", "collectIncome"), end("Americans"));
    expect(won.state.winner).toEqual({ alliance: "Axis", condition: "PAC-VICT-2", round: 4 });
  });
});
