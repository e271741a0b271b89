// EUR-VICT-2, EUR-VICT-3, EUR-VICT-5, EUR-OPT-8, EUR-OPT-9 (europe.md, revised 2026-11): a condition wins once held for
// a full round — sampled at every turn end (state.victoryHold), won at the end of the turn just before the next turn of
// the power in whose turn it first held; tripleaVictory keeps TripleA's end-of-round check; individualWinner names the
// Allied power whose income rose most.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { end, ok, position } from "./helpers.js";

type Spec = Parameters<typeof position>[0];
const at = (power: string, round: number, territories: Spec["territories"] = {}, options?: Record<string, unknown>) =>
  position({ round, power, phase: "collectIncome", territories }, options);
/** Ends every phase of the power to move: its whole turn. */
function playTurn(s: GameState): GameState {
  const power = s.turn.power;
  let t = s;
  do t = ok(t, end(power)).state;
  while (t.turn.power === power && !t.winner);
  return t;
}
const ownedBy = (s: GameState, place: string, owner: string): GameState => ({
  ...s,
  territories: { ...s.territories, [place]: { ...s.territories[place]!, owner } },
});

describe("europe: victory held for a full round (revised 2026-11)", () => {
  it("EUR-VICT-2: the Axis condition is Germany holding Germany and one Allied capital; two Allied capitals without Germany are none", () => {
    const r = ok(at("Germans", 4, { Moscow: { owner: "Germans" } }), end("Germans"));
    expect(r.state.victoryHold).toEqual([{ alliance: "Axis", condition: "EUR-VICT-2", since: { round: 4, power: "Germans" } }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "victoryHoldStarted", alliance: "Axis", rule: "EUR-VICT-3" }));
    const noGermany = at("Germans", 4, {
      Moscow: { owner: "Germans" },
      "United Kingdom": { owner: "Germans" },
      Germany: { owner: "Russians" },
    });
    expect(ok(noGermany, end("Germans")).state.victoryHold).toBeUndefined();
    // the Allies: Germany and all three of their capitals
    expect(ok(at("British", 4, { Germany: { owner: "British" } }), end("British")).state.victoryHold).toEqual([
      { alliance: "Allies", condition: "EUR-VICT-2", since: { round: 4, power: "British" } },
    ]);
    const missing = at("British", 4, { Germany: { owner: "British" }, Moscow: { owner: "Germans" } });
    expect(ok(missing, end("British")).state.victoryHold).toBeUndefined();
  });

  it("EUR-VICT-3: Moscow taken in round 4 and held through the three Allied turns: the Axis win at the end of round 4 (E-18), not before", () => {
    let t = ok(at("Germans", 4, { Moscow: { owner: "Germans" } }), end("Germans")).state;
    for (const power of ["Russians", "British"]) {
      expect(t.turn.power).toBe(power);
      t = playTurn(t);
      expect(t.winner).toBeNull();
    }
    t = playTurn(t);
    expect(t.winner).toEqual({ alliance: "Axis", condition: "EUR-VICT-3", round: 4 });
  });

  it("EUR-VICT-3: the British retaking Moscow in their turn end the hold (E-18); the Americans' turn end wins nothing", () => {
    const r = playTurn(ok(at("Germans", 4, { Moscow: { owner: "Germans" } }), end("Germans")).state);
    const b = ok({ ...ownedBy(r, "Moscow", "Russians"), turn: { round: 4, power: "British", phase: "collectIncome" } }, end("British"));
    expect(b.events).toContainEqual(expect.objectContaining({ type: "victoryHoldLapsed", alliance: "Axis", condition: "EUR-VICT-2" }));
    expect(b.state.victoryHold).toBeUndefined();
    expect(playTurn(b.state).winner).toBeNull();
  });

  it("EUR-VICT-3: the British take Germany in round 5; Germany fails to retake it: the Allies win at the end of the Russian turn of round 6 (E-22)", () => {
    let t = ok(at("British", 5, { Germany: { owner: "British" } }), end("British")).state;
    const order: string[] = [];
    while (!t.winner) {
      order.push(`${t.turn.round} ${t.turn.power}`);
      t = playTurn(t);
    }
    expect(order).toEqual(["5 Americans", "6 Germans", "6 Russians"]);
    expect(t.winner).toEqual({ alliance: "Allies", condition: "EUR-VICT-3", round: 6 });
  });

  it("EUR-OPT-8 — tripleaVictory: TripleA's check at the end of the round, no hold: 2 of the 4 victory cities for the Axis, all 4 for the Allies", () => {
    const o = { tripleaVictory: true };
    expect(ok(at("Germans", 4, { Moscow: { owner: "Germans" } }, o), end("Germans")).state.victoryHold).toBeUndefined();
    expect(ok(at("Americans", 4, { Moscow: { owner: "Germans" } }, o), end("Americans")).state.winner).toMatchObject({
      alliance: "Axis",
      condition: "EUR-VICT-2",
      round: 4,
    });
    expect(ok(at("British", 3, { Germany: { owner: "Russians" } }, o), end("British")).state.winner).toBeNull();
    expect(ok(at("Americans", 3, { Germany: { owner: "Russians" } }, o), end("Americans")).state.winner).toMatchObject({
      alliance: "Allies",
      condition: "EUR-VICT-2",
    });
    // without the option the same end of round wins nothing yet
    expect(ok(at("Americans", 4, { Moscow: { owner: "Germans" } }), end("Americans")).state.winner).toBeNull();
  });

  it("EUR-VICT-5 — individualWinner (EUR-OPT-9): the Allied win names the power whose income rose most in per cent; off by default", () => {
    // the Russians hold Germany besides their own land: the only Allied income that rose
    const held = (options?: Record<string, unknown>) => {
      const s = at("British", 5, { Germany: { owner: "Russians" } }, options);
      return { ...s, victoryHold: [{ alliance: "Allies", condition: "EUR-VICT-2", since: { round: 4, power: "Americans" } }] };
    };
    expect(ok(held({ individualWinner: true }), end("British")).state.winner).toEqual({
      alliance: "Allies",
      condition: "EUR-VICT-3",
      round: 5,
      individual: ["Russians"],
    });
    expect(ok(held(), end("British")).state.winner).toEqual({ alliance: "Allies", condition: "EUR-VICT-3", round: 5 });
  });
});
