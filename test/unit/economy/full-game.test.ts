// A whole Classic game, two full rounds from the standard start for all five powers, played only through
// `adjudicate`: weapons development, purchases, combat moves, battles and a raid with supplied dice, a neutral
// violated, non-combat moves, placement and income. After every turn the treasuries, each power's unit count
// and the owners of the contested territories are checked against figures computed by hand (comments); every
// IPC change of every step is matched to its event (ledger). The action list then replays identically.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { act, start } from "./helpers.js";
import { A, G, R, TURNS } from "../../fixtures/full-game-script.js";
import { ledger } from "./ledger.js";

const unitsOf = (s: GameState, power: string): number =>
  Object.values(s.territories).reduce((n, t) => n + t.units.filter((u) => u.owner === power).length, 0);

/** Plays the script; returns every state after each turn, and the rulings' events and dice. */
function play(check: boolean) {
  let s = start();
  const trace: unknown[] = [];
  const afterTurns: GameState[] = [];
  for (const [i, turn] of TURNS.entries()) {
    expect(s.turn.power, `turn ${i}`).toBe(turn.power);
    for (const [k, step] of turn.steps.entries()) {
      const r = act(s, step.action, step.dice ?? []);
      if (!r.ok)
        throw new Error(`turn ${i} (${turn.power}) step ${k} ${JSON.stringify(step.action)} refused: ${JSON.stringify(r.violations)}`);
      if (check) {
        const delta = ledger(r.events);
        for (const p of Object.keys(s.powers))
          expect(r.state.powers[p]!.ipcs - s.powers[p]!.ipcs, `turn ${i} step ${k}: ${p}'s IPCs`).toBe(delta[p] ?? 0);
        expect(
          r.dice.reduce((n, d) => n + d.values.length, 0),
          `turn ${i} step ${k}: every supplied die is used`,
        ).toBe(step.dice?.length ?? 0);
      }
      trace.push(r.events, r.dice);
      s = r.state;
    }
    if (check) {
      expect(Object.fromEntries(Object.entries(s.powers).map(([p, x]) => [p, x.ipcs])), `IPCs after turn ${i} (${turn.power})`).toEqual(
        turn.ipcs,
      );
      expect(Object.fromEntries(Object.keys(turn.units).map((p) => [p, unitsOf(s, p)])), `units after turn ${i} (${turn.power})`).toEqual(
        turn.units,
      );
      for (const [place, owner] of Object.entries(turn.owners))
        expect(s.territories[place]!.owner, `owner of ${place} after turn ${i}`).toBe(owner);
    }
    afterTurns.push(s);
  }
  return { final: s, trace, afterTurns };
}

describe("a whole game: two rounds from the Classic start (all five powers)", () => {
  it("TURN-1/TURN-2/INC-1/PLACE/TECH/COMB/CAPT: every turn's treasuries, unit counts and owners match the hand-computed figures", () => {
    const { final } = play(true);
    expect(final.turn).toEqual({ round: 3, power: R, phase: "purchase" });
    expect(final.winner).toBeNull();
    expect(final.powers[G]!.techs).toEqual(["industrialTechnology"]);
    expect(final.powers[A]!.techs).toEqual(["heavyBombers"]);
    expect(final.powers[R]!.techs).toEqual([]);
    expect(final.territories["West Mediteranean Sea Zone"]!.units.map((u) => `${u.owner}:${u.type}`)).toEqual([`${G}:battleship`]);
    expect(final.territories["Hawaii Sea Zone"]!.units.filter((u) => u.owner === A)).toEqual([]);
    expect(final.territories.Kwangtung!.units).toEqual([]);
  });
  it("replays identically from its action list (same actions, same dice → same states, events and dice)", () => {
    const a = play(false),
      b = play(false);
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
  });
});
