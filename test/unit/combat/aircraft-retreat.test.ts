// RET-4 (DAAK 4.1(2)): the retreat decision applies to aircraft too — attacking aircraft left alone may break
// off after a round: they stop fighting, stay, and fly off in the non-combat move (QA F-17).
import { describe, expect, it } from "vitest";
import { fromPosition, Position, type GameState } from "../../../src/rulesets/index.js";
import { ok, act, rules, ids, typesAt, event, rs, position, flyIn } from "./helpers.js";

const WE = "West Europe";

/** F-17: a British fighter attacks West Europe with its last step from North Sea Zone: no land space to retreat to. */
function fighterOnly(): GameState {
  const r = fromPosition(
    rs,
    Position.parse({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        [WE]: { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
      },
    }),
  );
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  let s = r.state;
  s = ok(s, { type: "move", power: "British", units: { fighter: 1 }, path: ["United Kingdom", "North Sea Zone", WE] }).state;
  return ok(s, { type: "endPhase", power: "British" }).state;
}

/** Dice of one round that hits nobody: the fighter's die, then the two infantry's. */
const MISS = [6, 6, 6];

describe("RET-4 aircraft alone break off (F-17)", () => {
  it("RET-4: without a policy the attacker with only aircraft left is asked to retreat or press on after each round", () => {
    const s = fighterOnly();
    expect(s.pending.battles).toEqual([expect.objectContaining({ at: WE, kind: "land", enteredFrom: ["North Sea Zone"] })]);
    const fighter = ids(s, WE, "fighter");
    const r = ok(s, { type: "resolveBattle", power: "British", at: WE }, MISS);
    expect(r.unused).toEqual([]);
    expect(r.state.pending.decision).toMatchObject({
      kind: "retreat",
      power: "British",
      at: WE,
      round: 1,
      to: ["North Sea Zone", WE],
      aircraftStay: fighter,
      rule: "RET-1",
    });
    const on = ok(r.state, { type: "pressOn", power: "British", at: WE }, MISS);
    expect(on.state.pending.decision).toMatchObject({ kind: "retreat", round: 2 });
  });

  it("RET-4: the retreat action moves nobody — `to` may be omitted, a space entered from, the battle space or any space", () => {
    const r = ok(fighterOnly(), { type: "fightRound", power: "British", at: WE }, MISS);
    for (const to of [undefined, "North Sea Zone", WE, "United Kingdom"]) {
      const x = ok(r.state, { type: "retreat", power: "British", at: WE, ...(to ? { to } : {}) });
      expect(x.state.pending.battles).toEqual([]);
      expect(x.state.pending.decision).toBeNull();
      expect(typesAt(x.state, WE)).toEqual({ "Germans:infantry": 2, "British:fighter": 1 }); // it stays (RET-4)
      expect(x.state.territories[WE]!.owner).toBe("Germans");
      expect(event(x, "retreat")[0]).toMatchObject({ at: WE, to: to ?? WE, units: [], rule: "RET-4" });
      expect(event(x, "battleEnded")[0]).toMatchObject({ result: "retreated" });
    }
    expect(rules(act(r.state, { type: "retreat", power: "British", at: WE, to: "Atlantis" }))).toEqual(["RET-2"]);
  });

  it("RET-4: after breaking off the fighter flies home in the non-combat move with its remaining movement", () => {
    const r = ok(fighterOnly(), { type: "fightRound", power: "British", at: WE }, MISS);
    let s = ok(r.state, { type: "retreat", power: "British", at: WE, to: "North Sea Zone" }).state;
    s = ok(s, { type: "endPhase", power: "British" }).state;
    expect(s.turn.phase).toBe("noncombatMove");
    s = ok(s, { type: "move", power: "British", units: ids(s, WE, "fighter"), path: [WE, "North Sea Zone", "United Kingdom"] }).state;
    expect(typesAt(s, "United Kingdom")).toEqual({ "British:fighter": 1 });
  });

  it("RET-4: a retreat policy for aircraft alone is accepted and ends the battle after the round (to a sea zone, or no `to`)", () => {
    for (const retreat of [{ afterRound: 1, to: "North Sea Zone" }, { afterRound: 2 }]) {
      const r = ok(
        fighterOnly(),
        { type: "resolveBattle", power: "British", at: WE, policy: { retreat } },
        [...MISS, ...MISS, ...MISS].slice(0, 3 * retreat.afterRound),
      );
      expect(r.unused).toEqual([]);
      expect(r.state.pending.battles).toEqual([]);
      expect(typesAt(r.state, WE)).toEqual({ "Germans:infantry": 2, "British:fighter": 1 });
      expect(event(r, "battleEnded")[0]).toMatchObject({ result: "retreated", rounds: retreat.afterRound });
    }
  });

  it("RET-4 (T-11): fighters alone attacking a submarine from land may break off the sea battle", () => {
    const s = position(
      "Japanese",
      {
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Hawaiian Islands": { owner: "Japanese", units: [{ owner: "Japanese", type: "fighter", count: 2 }] },
      },
      {},
      [{ at: "Hawaii Sea Zone", kind: "sea", enteredFrom: ["Hawaiian Islands"] }],
    );
    flyIn(s, "Hawaiian Islands", "Hawaii Sea Zone", "fighter", 1);
    const r0 = ok(s, { type: "resolveBattle", power: "Japanese", at: "Hawaii Sea Zone" }, [6, 6, 1]);
    expect(r0.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", side: "defender" }); // SUB-5 first
    const r = ok(r0.state, { type: "withdrawSubmarines", power: "Americans", at: "Hawaii Sea Zone", to: null });
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", to: ["Hawaiian Islands", "Hawaii Sea Zone"] });
    const x = ok(r.state, { type: "retreat", power: "Japanese", at: "Hawaii Sea Zone" });
    expect(ids(x.state, "Hawaii Sea Zone", "fighter")).toHaveLength(2);
    expect(ids(x.state, "Hawaii Sea Zone", "submarine")).toHaveLength(1);
    const p = ok(
      s,
      { type: "resolveBattle", power: "Japanese", at: "Hawaii Sea Zone", policy: { retreat: { to: "Hawaiian Islands" } } },
      [6, 6, 1],
    );
    expect(event(p, "battleEnded")[0]).toMatchObject({ result: "retreated", rounds: 1 });
  });

  it("RET-2: while land units are left a retreat must name their destination; RET-1: still not before round 1", () => {
    const s = position(
      "Germans",
      {
        "Anglo Sudan Egypt": {
          units: [
            { owner: "British", type: "infantry", count: 2 },
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "fighter" },
          ],
        },
        Libya: { owner: "Germans", units: [] },
      },
      {},
      [{ at: "Anglo Sudan Egypt", kind: "land", enteredFrom: ["Libya"] }],
    );
    expect(rules(act(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: { retreat: {} } }))).toEqual(["RET-2"]);
    expect(
      rules(
        act(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: { retreat: { to: "Mediterranean Sea Zone" } } }),
      ),
    ).toEqual(["RET-2"]);
    expect(rules(act(s, { type: "retreat", power: "Germans", at: "Anglo Sudan Egypt" }))).toEqual(["RET-1"]);
    const r = ok(s, { type: "fightRound", power: "Germans", at: "Anglo Sudan Egypt" }, [6, 6, 6, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", to: ["Libya"] });
    expect(rules(act(r.state, { type: "retreat", power: "Germans", at: "Anglo Sudan Egypt" }))).toEqual(["RET-2"]);
    expect(rules(act(fighterOnly(), { type: "retreat", power: "British", at: WE }))).toEqual(["RET-1"]); // never before round 1
  });
});
