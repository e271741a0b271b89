// PAC-VICT-1…3, PAC-VP-4, PAC-OPT-9 (pacific.md, revised 2026-11): Japan wins holding India, New South Wales or United
// States for a full round, the Allies holding Japan; the hold is sampled at every turn end (state.victoryHold); at the
// end of Japan's turn 22 VP, then a collection of 9 or less, come first. tripleaVictory keeps TripleA's check.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { end, ok, position } from "./helpers.js";

type Spec = Parameters<typeof position>[0];
const at = (power: string, round: number, territories: Spec["territories"] = {}, options?: Record<string, unknown>) =>
  position({ round, power, phase: "collectIncome", territories }, options);
/** Ends every phase of the power to move: its whole turn. */
function playTurn(s: GameState): { state: GameState; events: { type: string }[] } {
  const power = s.turn.power;
  const events: { type: string }[] = [];
  let t = s;
  do {
    const r = ok(t, end(power));
    events.push(...r.events);
    t = r.state;
  } while (t.turn.power === power && !t.winner);
  return { state: t, events };
}
const types = (events: { type: string }[]) => events.map((e) => e.type).filter((t) => t.startsWith("victory"));

describe("pacific: victory held for a full round (revised 2026-11)", () => {
  it("PAC-VICT-1: Japan's targets are India, New South Wales and United States; the Allies' is Japan — holding one starts a hold", () => {
    for (const place of ["India", "New South Wales", "United States"]) {
      const r = ok(at("Japanese", 4, { [place]: { owner: "Japanese" } }), end("Japanese"));
      expect(r.state.victoryHold).toEqual([{ alliance: "Axis", condition: "PAC-VICT-1", since: { round: 4, power: "Japanese" } }]);
      expect(r.events).toContainEqual(expect.objectContaining({ type: "victoryHoldStarted", alliance: "Axis", rule: "PAC-VICT-2" }));
      expect(r.state.winner).toBeNull();
    }
    // Japan holding Japan is no condition (no own-capital condition either way)
    expect(ok(at("British", 4), end("British")).state.victoryHold).toBeUndefined();
    const allies = ok(at("British", 4, { Japan: { owner: "British" } }), end("British"));
    expect(allies.state.victoryHold).toEqual([{ alliance: "Allies", condition: "PAC-VICT-1", since: { round: 4, power: "British" } }]);
  });

  it("PAC-VICT-2: a Japanese capture held through the British and American turns wins at the end of that round (three turn ends), not before", () => {
    const j = ok(at("Japanese", 4, { "United States": { owner: "Japanese" } }), end("Japanese")).state;
    const b = playTurn(j);
    expect(b.state.winner).toBeNull();
    expect(b.state.turn).toMatchObject({ power: "Americans", round: 4 });
    const a = playTurn(b.state);
    expect(a.state.winner).toEqual({ alliance: "Axis", condition: "PAC-VICT-2", round: 4 });
    expect(a.events).toContainEqual(
      expect.objectContaining({ type: "victory", alliance: "Axis", condition: "PAC-VICT-2", by: "Japanese" }),
    );
  });

  it("PAC-VICT-2: the hold lapses at the end of a turn in which the condition fails; no win at the end of the round", () => {
    const j = ok(at("Japanese", 3, { "New South Wales": { owner: "Japanese" } }), end("Japanese")).state;
    const b = playTurn(j).state;
    expect(b.victoryHold).toHaveLength(1);
    const retaken = {
      ...b,
      territories: { ...b.territories, "New South Wales": { ...b.territories["New South Wales"]!, owner: "British" } },
    };
    const a = playTurn({ ...retaken, turn: { ...retaken.turn, power: "British", phase: "collectIncome" } });
    expect(types(a.events)).toEqual(["victoryHoldLapsed"]);
    expect(a.state.victoryHold).toBeUndefined();
    expect(playTurn(a.state).state.winner).toBeNull();
  });

  it("PAC-VICT-2: an American capture of Japan wins at the end of the following British turn — unless Japan collects nothing first (PAC-VICT-3)", () => {
    const s = ok(at("Americans", 5, { Japan: { owner: "Americans" } }), end("Americans")).state;
    expect(s.victoryHold).toEqual([{ alliance: "Allies", condition: "PAC-VICT-1", since: { round: 5, power: "Americans" } }]);
    const j = playTurn(s).state; // Japan's turn of round 6: its capital is enemy-held, it collects nothing
    expect(j.winner).toEqual({ alliance: "Allies", condition: "PAC-VICT-3", round: 6 });
    // the hold alone: a state whose Japanese turn just ended (Japan's collection no longer matters)
    const b = ok({ ...j, winner: null, turn: { round: 6, power: "British", phase: "collectIncome" } }, end("British"));
    expect(b.state.winner).toEqual({ alliance: "Allies", condition: "PAC-VICT-2", round: 6 });
  });

  it("PAC-VICT-2 with separateChineseTurn (PAC-OPT-8): four turn ends — the Chinese turn comes between", () => {
    const j = ok(at("Japanese", 4, { India: { owner: "Japanese" } }, { separateChineseTurn: true }), end("Japanese")).state;
    let t = j;
    const seen: string[] = [];
    while (!t.winner) {
      seen.push(t.turn.power);
      t = playTurn(t).state;
    }
    expect(seen).toEqual(["British", "Chinese", "Americans"]);
    expect(t.winner).toMatchObject({ alliance: "Axis", condition: "PAC-VICT-2", round: 4 });
  });

  it("PAC-VICT-3: the Allies win when Japan collects 9 IPCs or less at the end of its turn; 10 does not", () => {
    // Japan's 19 at the start: Japan 5, Korea 2, Manchuria 2 kept (9); Bonin 1 kept too makes 10
    const owned = (places: string[]) => Object.fromEntries(places.map((p) => [p, { owner: "Americans" }]));
    const lost = owned(["Bonin", "French Indo-China", "Ryukyu", "Shantung", "Siam"]);
    const r = ok(at("Japanese", 3, lost), end("Japanese"));
    expect(r.events.find((e) => e.type === "income")).toMatchObject({ power: "Japanese", amount: 9 });
    expect(r.state.winner).toEqual({ alliance: "Allies", condition: "PAC-VICT-3", round: 3 });
    const ten = ok(at("Japanese", 3, owned(["French Indo-China", "Ryukyu", "Shantung", "Siam"])), end("Japanese"));
    expect(ten.events.find((e) => e.type === "income")).toMatchObject({ power: "Japanese", amount: 10 });
    expect(ten.state.winner).toBeNull();
    // the same collection at the end of another power's turn decides nothing; nor does Japan's full income
    expect(ok(at("Americans", 3, lost), end("Americans")).state.winner).toBeNull();
    expect(ok(at("Japanese", 3), end("Japanese")).state.winner).toBeNull();
  });

  it("PAC-VP-4, PAC-VICT-3: 22 VP at the end of Japan's turn win before a collection of 9 or less loses (P-27)", () => {
    const s = at("Japanese", 6, { Japan: { owner: "Americans" } });
    s.vp = { Japanese: 22 };
    expect(ok(s, end("Japanese")).state.winner).toEqual({ alliance: "Axis", condition: "PAC-VP-4", round: 6 });
  });

  it("PAC-OPT-9 — tripleaVictory: no hold; TripleA's victory cities at the end of the round (Japan and one other) and the Allied economic victory at 134", () => {
    const o = { tripleaVictory: true };
    const j = ok(at("Japanese", 4, { "United States": { owner: "Japanese" } }, o), end("Japanese")).state;
    expect(j.victoryHold).toBeUndefined();
    expect(ok(at("Americans", 4, { "United States": { owner: "Japanese" } }, o), end("Americans")).state.winner).toBeNull();
    const lost = ["Bonin", "French Indo-China", "Korea", "Manchuria", "Ryukyu", "Shantung", "Siam"];
    const r = ok(at("Americans", 5, Object.fromEntries(lost.map((p) => [p, { owner: "Americans" }])), o), end("Americans"));
    expect(r.state.winner).toMatchObject({ alliance: "Allies", condition: "PAC-VICT-3" });
    expect(r.events.find((e) => e.type === "victory")).toMatchObject({ kind: "economic", value: 138 });
    // VPs too are checked at the end of the round, not at the end of Japan's turn
    const vp = at("Japanese", 4, {}, o);
    vp.vp = { Japanese: 22 };
    expect(ok(vp, end("Japanese")).state.winner).toBeNull();
    const round = at("Americans", 4, {}, o);
    round.vp = { Japanese: 22 };
    expect(ok(round, end("Americans")).state.winner).toMatchObject({ alliance: "Axis", condition: "PAC-VP-4" });
  });
});
