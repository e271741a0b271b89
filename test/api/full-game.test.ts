// Issue 8: a whole Classic game through the public API only — two full rounds from the standard start
// for all five powers (development, purchases, combat moves, battles with supplied dice, non-combat
// moves, placement, income), checked after every turn against the hand-computed figures of the script.
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";
import { TURNS } from "../fixtures/full-game-script.js";

const unitsOf = (s: any, power: string): number =>
  Object.values(s.territories).reduce((n: number, t: any) => n + t.units.filter((u: any) => u.owner === power).length, 0);

async function play(): Promise<{ final: any; trace: unknown[] }> {
  let state = await newClassic();
  const trace: unknown[] = [];
  for (const [i, turn] of TURNS.entries()) {
    expect(state.turn.power).toBe(turn.power);
    for (const [k, step] of turn.steps.entries()) {
      const r = await json("POST", "/v1/adjudicate", { state, action: step.action, dice: { mode: "supplied", rolls: step.dice ?? [] } });
      expect(r.status, `turn ${i} step ${k} ${JSON.stringify(step.action)}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.dice.unused ?? [], `turn ${i} step ${k}: every supplied die is used`).toEqual([]);
      trace.push(r.body.events, r.body.dice.log);
      state = r.body.state;
    }
    expect(
      Object.fromEntries(Object.entries(state.powers).map(([p, x]: any) => [p, x.ipcs])),
      `IPCs after turn ${i} (${turn.power})`,
    ).toEqual(turn.ipcs);
    expect(Object.fromEntries(Object.keys(turn.units).map((p) => [p, unitsOf(state, p)])), `units after turn ${i}`).toEqual(turn.units);
    for (const [place, owner] of Object.entries(turn.owners))
      expect(state.territories[place].owner, `owner of ${place} after turn ${i}`).toBe(owner);
  }
  return { final: state, trace };
}

describe("a whole game over HTTP", () => {
  it("two rounds for all five powers match the hand-computed figures, and replay identically", async () => {
    const a = await play();
    expect(a.final.turn).toEqual({ round: 3, power: "Russians", phase: "purchase" });
    expect(a.final.winner).toBeNull();
    const b = await play();
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
  }, 120_000);
});
