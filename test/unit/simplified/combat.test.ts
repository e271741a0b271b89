// SIMP-COMB: battles of `simplified` — the shared battle engine with the rule set's hooks (no retreat, SIMP-COMB-9).
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { act, end, move, ok, position, refused, unitsOf } from "./helpers.js";

const fight = (s: GameState, at: string, policy?: object): Action =>
  ({ type: "resolveBattle", power: s.turn.power, at, ...(policy ? { policy } : {}) }) as Action;

/** Germany at `at` with `attackers`, moved in from `from`, against `defenders`; returns the combat phase. */
function battle(
  from: string,
  at: string,
  attackers: { type: string; count?: number }[],
  defenders: { owner: string; type: string; count?: number; cargo?: { owner: string; type: string; count?: number }[] }[],
  power = "Germans",
): GameState {
  const s = position({
    power,
    phase: "movement",
    territories: {
      [from]: { units: attackers.map((a) => ({ owner: power, ...a })) },
      [at]: { units: defenders },
    },
  });
  const counts = Object.fromEntries(attackers.map((a) => [a.type, a.count ?? 1]));
  return ok(ok(s, move(power, counts, [from, at])).state, end(power)).state;
}

describe("SIMP-COMB", () => {
  it("SIMP-COMB-1: units of the moving nation and of an enemy in one area make a battle; none elsewhere", () => {
    const c = battle("Ukraine S.S.R.", "Caucasus", [{ type: "armor" }], [{ owner: "Russians", type: "infantry" }]);
    expect(c.pending.battles.map((b) => [b.at, b.attacker, b.kind])).toEqual([["Caucasus", "Germans", "land"]]);
    expect(refused(c, fight(c, "Russia"))).toEqual(["SIMP-COMB-1"]);
  });

  it("SIMP-COMB-2: the attacker picks the order; a capital won in battle ends the game and the rest is not fought", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armor", count: 2 }] },
        Russia: { units: [{ owner: "Russians", type: "infantry" }] },
        Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    let t = ok(s, move("Germans", ["u1"], ["Karelia S.S.R.", "Caucasus"])).state;
    t = ok(ok(t, move("Germans", ["u2"], ["Karelia S.S.R.", "Russia"])).state, end("Germans")).state;
    expect(t.pending.battles.map((b) => b.at)).toEqual(["Caucasus", "Russia"]);
    const r = ok(t, fight(t, "Russia"), [1, 6]);
    expect(r.state.winner).toEqual({ alliance: "Axis", condition: "SIMP-VICT-1", round: 1 });
    expect(r.state.pending.battles).toEqual([]);
    expect(refused(r.state, fight(r.state, "Caucasus"))).toEqual(["SIMP-VICT-1"]);
  });

  it("SIMP-COMB-3: attacker rolls, defender's casualties still fire, then both sides' casualties go", () => {
    const c = battle("Ukraine S.S.R.", "Caucasus", [{ type: "armor" }], [{ owner: "Russians", type: "infantry" }]);
    const r = ok(c, fight(c, "Caucasus"), [3, 2]);
    expect(r.dice.map((d) => [d.side, d.threshold, d.values, d.hits])).toEqual([
      ["attacker", 3, [3], 1],
      ["defender", 2, [2], 1],
    ]);
    expect(unitsOf(r.state, "Caucasus").length).toBe(0);
    const miss = ok(c, fight(c, "Caucasus"), [4, 3, 3, 6]);
    expect(miss.dice.map((d) => d.values[0])).toEqual([4, 3, 3, 6]); // a 4 misses at 3, a 3 misses at 2: round 2 follows
  });

  it("SIMP-COMB-4: each side chooses its own casualties; a real choice waits for the owner's answer", () => {
    const c = battle(
      "Ukraine S.S.R.",
      "Caucasus",
      [{ type: "armor" }],
      [
        { owner: "Russians", type: "infantry" },
        { owner: "Russians", type: "armor" },
      ],
    );
    const r = ok(c, fight(c, "Caucasus"), [1]);
    const d = r.state.pending.decision!;
    expect([d.kind, d.power, (d as { side: string }).side, (d as { count: number }).count]).toEqual([
      "casualties",
      "Russians",
      "defender",
      1,
    ]);
    const armor = unitsOf(r.state, "Caucasus", "Russians", "armor")[0]!.id;
    expect(refused(r.state, { type: "chooseCasualties", power: "Germans", at: "Caucasus", units: [armor] })).toEqual(["SIMP-NAT-4"]);
    const after = ok(r.state, { type: "chooseCasualties", power: "Russians", at: "Caucasus", units: [armor] }, [6, 6, 1, 6]);
    expect(unitsOf(after.state, "Caucasus", "Russians").map((u) => u.type)).toEqual([]); // armor chosen in round 1, infantry hit in round 2
    expect(after.state.pending.battles).toEqual([]);
    const byPolicy = ok(c, fight(c, "Caucasus", { casualtyOrder: { defender: ["armor"] } }), [1, 6, 1]);
    expect(unitsOf(byPolicy.state, "Caucasus", "Russians").map((u) => u.type)).toEqual(["infantry"]);
  });

  it("SIMP-COMB-5: no retreat — a policy or action that retreats is refused; rounds go on to the end", () => {
    const c = battle("Ukraine S.S.R.", "Caucasus", [{ type: "armor" }], [{ owner: "Russians", type: "infantry", count: 3 }]);
    expect(refused(c, fight(c, "Caucasus", { retreat: { to: "Ukraine S.S.R." } }))).toEqual(["SIMP-COMB-5"]);
    expect(refused(c, { type: "retreat", power: "Germans", at: "Caucasus", to: "Ukraine S.S.R." })).toEqual(["SIMP-COMB-5"]);
    const r = ok(c, fight(c, "Caucasus"), [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 6, 6]);
    expect(r.state.pending.decision).toBeNull();
    expect(r.state.pending.battles).toEqual([]);
    expect(unitsOf(r.state, "Caucasus", "Germans").length).toBe(0);
  });

  it("SIMP-COMB-6: in a land battle every land unit and plane there fights", () => {
    const c = battle(
      "Ukraine S.S.R.",
      "Caucasus",
      [{ type: "armor" }, { type: "infantry" }, { type: "plane" }],
      [
        { owner: "Russians", type: "infantry", count: 3 },
        { owner: "Russians", type: "plane" },
      ],
    );
    const r = act(c, fight(c, "Caucasus", {}), [1, 1, 1, 6, 6, 6, 6, 1, 6, 6, 6]); // round 2: every attacker rolls (SIMP-COMB-3), then the plane
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const round1 = r.dice.filter((d) => d.round === 1);
    expect(round1.filter((d) => d.side === "attacker").reduce((n, d) => n + d.values.length, 0)).toBe(3);
    expect(round1.filter((d) => d.side === "defender").reduce((n, d) => n + d.values.length, 0)).toBe(4);
  });

  it("SIMP-COMB-7: in a sea battle ships and planes (aboard or not) fight; land units aboard do not", () => {
    const c = battle(
      "Baltic Sea Zone",
      "North Sea Zone",
      [{ type: "ship" }],
      [
        {
          owner: "British",
          type: "ship",
          cargo: [
            { owner: "British", type: "plane" },
            { owner: "British", type: "infantry", count: 2 },
          ],
        },
      ],
    );
    const r = ok(c, fight(c, "North Sea Zone", {}), [6, 6, 1]);
    const def1 = r.dice.filter((d) => d.round === 1 && d.side === "defender");
    expect(def1.map((d) => [d.unitType, d.values.length, d.threshold])).toEqual([
      ["ship", 1, 2],
      ["plane", 1, 4],
    ]);
  });

  it("SIMP-COMB-8: mutual destruction leaves the territory to its owner (scenario 7); surviving infantry/armor capture", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "East Europe": { units: [{ owner: "Germans", type: "armor", count: 2 }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    });
    const c = ok(ok(s, move("Germans", { armor: 2 }, ["East Europe", "Karelia S.S.R."])).state, end("Germans")).state;
    // round 1: one hit each way; round 2: one hit each way
    const r = ok(c, fight(c, "Karelia S.S.R."), [1, 6, 1, 6, 1, 1]);
    expect(r.dice.filter((d) => d.round === 2).length).toBe(2);
    expect(unitsOf(r.state, "Karelia S.S.R.").length).toBe(0);
    expect(r.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
    const won = ok(c, fight(c, "Karelia S.S.R."), [1, 1, 6, 6]);
    expect(won.state.territories["Karelia S.S.R."]!.owner).toBe("Germans");
  });

  it("SIMP-COMB-9: defending planes beyond 2 per surviving friendly ship are destroyed after the battle (scenario 9)", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "Solomon Islands Sea Zone": { units: [{ owner: "British", type: "ship" }] },
        "Caroline Islands Sea Zone": { units: [{ owner: "Japanese", type: "ship", cargo: [{ owner: "Japanese", type: "plane" }] }] },
      },
    });
    const c = ok(
      ok(s, move("British", { ship: 1 }, ["Solomon Islands Sea Zone", "Caroline Islands Sea Zone"])).state,
      end("British"),
    ).state;
    // Britain hits once; Japan loses the ship, keeps the plane, which fires with the ship: the British ship sinks
    const r = ok(c, fight(c, "Caroline Islands Sea Zone", { casualtyOrder: { defender: ["ship"] } }), [1, 6, 1]);
    expect(unitsOf(r.state, "Caroline Islands Sea Zone").length).toBe(0);
    expect(r.events.some((e) => e.type === "fighterLost")).toBe(true);
    // with a Japanese ship surviving there, the plane boards it instead
    const two = position({
      power: "British",
      phase: "movement",
      territories: {
        "Solomon Islands Sea Zone": { units: [{ owner: "British", type: "ship" }] },
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "ship", cargo: [{ owner: "Japanese", type: "plane" }] },
            { owner: "Japanese", type: "ship" },
          ],
        },
      },
    });
    const c2 = ok(
      ok(two, move("British", { ship: 1 }, ["Solomon Islands Sea Zone", "Caroline Islands Sea Zone"])).state,
      end("British"),
    ).state;
    const r2 = ok(c2, fight(c2, "Caroline Islands Sea Zone"), [1]);
    expect(r2.state.pending.decision?.power).toBe("Japanese");
    const plane = unitsOf(c2, "Caroline Islands Sea Zone", "Japanese", "plane")[0]!;
    const r3 = ok(
      r2.state,
      { type: "chooseCasualties", power: "Japanese", at: "Caroline Islands Sea Zone", units: [plane.aboard!] },
      [6, 6, 1],
    );
    expect(
      unitsOf(r3.state, "Caroline Islands Sea Zone", "Japanese")
        .map((u) => u.type)
        .sort(),
    ).toEqual(["plane", "ship"]);
    expect(unitsOf(r3.state, "Caroline Islands Sea Zone", "Japanese", "plane")[0]!.aboard).toBe(
      unitsOf(r3.state, "Caroline Islands Sea Zone", "Japanese", "ship")[0]!.id,
    );
  });
});
