// Rulings fixed after QA (/tmp/qa-failures.md F-9, F-10): a landing owed by units that boarded amid enemy units
// (TRANS-7), and units joining a capture made earlier in the same combat move (MOVE-2).
import { describe, expect, it } from "vitest";
import { adjudicate, legalActions, listDice, type GameState } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  B = "British",
  R = "Russians";
const rulesOf = (s: GameState, a: Action): string[] => {
  const r = adjudicate(s, a, listDice([]));
  return r.ok ? [] : r.violations.map((v) => v.rule);
};
const endPhase = (power: string): Action => ({ type: "endPhase", power });

describe("TRANS-7: units that boarded in a sea zone with enemy units must land from it in this combat move", () => {
  // QA F-9: the British board in North Sea Zone beside a German submarine.
  const f9 = () =>
    pos({
      power: B,
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "infantry", count: 2 }] },
        "West Spain Sea Zone": {
          units: [
            { owner: B, type: "transport" },
            { owner: B, type: "battleship" },
          ],
        },
        "North Sea Zone": { units: [{ owner: G, type: "submarine" }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
      },
    });
  const boarded = (): GameState => {
    let x = ok(f9(), mv(B, { transport: 1, battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    x = ok(x, mv(B, { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    return x;
  };

  it("TRANS-7 (DEC-11): endPhase is refused while units that boarded amid enemy units are still aboard", () => {
    const x = boarded();
    const [i1, i2] = ids(x, "North Sea Zone", B, "infantry");
    expect(unit(x, i1!)).toMatchObject({ mustLand: true, aboard: expect.any(String) });
    const r = adjudicate(x, endPhase(B), listDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations.map((v) => v.rule)).toEqual(["TRANS-7", "TRANS-7"]);
      expect(r.violations[0]!.message).toContain(`infantry ${i1}`);
    }
    // one landed: the other still owes its landing (and TRANS-5 the rest of the cargo)
    const one = ok(x, mv(B, [i1!], ["North Sea Zone", "Finland Norway"]));
    expect(unit(one, i1!)!.mustLand).toBeUndefined();
    expect(rulesOf(one, endPhase(B)).sort()).toEqual(["TRANS-5", "TRANS-7"]);
    const two = ok(one, mv(B, [i2!], ["North Sea Zone", "Finland Norway"]));
    expect(rulesOf(two, endPhase(B))).toEqual([]);
  });

  it("TRANS-7: cargo loaded in a quiet zone, or aboard since before the turn, owes no landing", () => {
    // loaded in a quiet zone: the transport then waits beside its coast (MOVE-2 exception) — no TRANS-7
    const quiet = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "infantry" }] },
        "North Sea Zone": { units: [{ owner: B, type: "transport" }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const q = ok(quiet, mv(B, { infantry: 1 }, ["United Kingdom", "North Sea Zone"]));
    expect(unit(q, ids(q, "North Sea Zone", B, "infantry")[0]!)!.mustLand).toBeUndefined();
    expect(rulesOf(q, endPhase(B))).toEqual([]);
    // cargo aboard from the start sails into a zone with an enemy submarine and stays aboard: no TRANS-7
    const sail = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [
            { owner: B, type: "transport", cargo: [{ owner: B, type: "infantry" }] },
            { owner: B, type: "battleship" },
          ],
        },
        "North Sea Zone": { units: [{ owner: G, type: "submarine" }] },
      },
    });
    const s = ok(sail, mv(B, { transport: 1, battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    expect(rulesOf(s, endPhase(B))).toEqual([]);
  });
});

describe("MOVE-2: joining a territory taken earlier in this combat move without a battle (moves count as simultaneous)", () => {
  it("MOVE-2: a second infantry joins a neutral violated by the first; no second fee, no battle (QA F-10)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 10 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry", count: 2 }] } },
    });
    const [i1, i2] = ids(s, "West Europe", G, "infantry");
    const one = ok(s, mv(G, [i1!], ["West Europe", "Spain"]));
    expect(one.powers[G]!.ipcs).toBe(7);
    const r = adjudicate(one, mv(G, [i2!], ["West Europe", "Spain"]), listDice([]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.powers[G]!.ipcs).toBe(7);
    expect(r.state.territories.Spain!.owner).toBe(G);
    expect(r.state.pending.battles).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(["moved"]);
    expect(ids(r.state, "Spain", G, "infantry").sort()).toEqual([i1, i2].sort());
  });

  it("MOVE-2: joining an empty enemy territory captured this combat move (LAND-5); aircraft only alongside land units", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": {
          units: [
            { owner: G, type: "infantry", count: 2 },
            { owner: G, type: "fighter", count: 2 },
          ],
        },
        "Ukraine S.S.R.": { owner: R, units: [] },
      },
    });
    const [i1, i2] = ids(s, "East Europe", G, "infantry");
    const [f1, f2] = ids(s, "East Europe", G, "fighter");
    const one = ok(s, mv(G, [i1!], ["East Europe", "Ukraine S.S.R."]));
    expect(one.territories["Ukraine S.S.R."]!.owner).toBe(G);
    // an aircraft alone cannot end there: nothing to fight (AIR-9)
    expect(bad(one, mv(G, [f1!], ["East Europe", "Ukraine S.S.R."]), "MOVE-2")).toEqual(["MOVE-2"]);
    const two = adjudicate(one, mv(G, [i2!, f2!], ["East Europe", "Ukraine S.S.R."]), listDice([]));
    expect(two.ok).toBe(true);
    if (!two.ok) return;
    expect(two.events.map((e) => e.type)).toEqual(["moved"]); // no second capture
    expect(two.state.pending.battles).toEqual([]);
    expect(two.state.thisTurn.conquered).toEqual({ "Ukraine S.S.R.": R });
  });

  it("MOVE-2: territories friendly at the start of the turn stay refused; hints list the join", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: G, type: "infantry", count: 2 }] },
        "Ukraine S.S.R.": { owner: R, units: [] },
      },
    });
    const [i1, i2] = ids(s, "East Europe", G, "infantry");
    const one = ok(s, mv(G, [i1!], ["East Europe", "Ukraine S.S.R."]));
    expect(bad(one, mv(G, [i2!], ["East Europe", "Germany"]), "MOVE-2")).toEqual(["MOVE-2"]);
    const reaches = legalActions(one, G, [i2!]).units[0]!.reaches;
    expect(reaches.find((r) => r.to === "Ukraine S.S.R.")).toMatchObject({
      outcome: "capture",
      battle: false,
      path: ["East Europe", "Ukraine S.S.R."],
    });
    expect(reaches.some((r) => r.to === "Germany")).toBe(false);
    // before the capture the same territory is a capture of its own
    expect(legalActions(s, G, [i2!]).units[0]!.reaches.find((r) => r.to === "Ukraine S.S.R.")).toMatchObject({ outcome: "capture" });
  });

  it("MOVE-2 with AMPH-2: cargo from a sea zone with enemy units does not join a capture (it lands only after the sea battle)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: B, type: "transport", cargo: [{ owner: B, type: "infantry" }] },
            { owner: G, type: "submarine" },
          ],
        },
        "Finland Norway": { owner: G, units: [] },
        "Karelia S.S.R.": { units: [{ owner: B, type: "infantry" }] },
      },
    });
    const one = ok(s, mv(B, { infantry: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    expect(one.territories["Finland Norway"]!.owner).toBe(B);
    bad(one, mv(B, ids(one, "North Sea Zone", B, "infantry"), ["North Sea Zone", "Finland Norway"]), "MOVE-2");
  });
});
