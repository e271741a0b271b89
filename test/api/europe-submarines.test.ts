// Europe's submarines as revised 2026-11 over HTTP: submerging per side at the moment the FAQ fixes (EUR-COMB-1,
// EUR-SUB-2, EUR-SUB-4), submerged submarines counting for nothing until their owner's place phase ends, then
// resurfacing into a contested zone that `attackInPlace` attacks (EUR-SUB-7, EUR-SUB-8, EUR-TURN-2); scenarios
// E-08, E-11, E-21 and E-25 of europe.md.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, end, europe, ids, legal, move, ok, refused, unitsAt } from "./scenario-helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);
const submerge = (power: string, at: string, units?: string[]) => ({
  type: "withdrawSubmarines",
  power,
  at,
  to: at,
  ...(units ? { units } : {}),
});
const submergedIn = (s: any, place: string, owner: string) => unitsAt(s, place, owner, "submarine").filter((u: any) => u.submerged);

/** A state of `power`'s `phase` with a submerged German submarine in `zone` beside the given units. */
async function withSubmerged(power: string, phase: string, zone: string, others: object[], more: Record<string, any> = {}) {
  const s = await europe({
    round: 3,
    power,
    phase,
    territories: { [zone]: { units: [{ owner: "Germans", type: "submarine" }, ...others] }, ...more },
  });
  const t = structuredClone(s);
  for (const u of t.territories[zone].units) if (u.type === "submarine" && u.owner === "Germans") u.submerged = true;
  return t;
}

describe("europe submarines (revised 2026-11)", () => {
  it("E-21 — EUR-SUB-4, EUR-COMB-1: the British fire hits one of 2 German subs; only the other may submerge, the hit one fires back and is lost", async () => {
    const s = await europe({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "Celtic Sea Sea Zone": { units: [{ owner: "British", type: "destroyer", count: 2 }] },
        "Atlantic Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] },
      },
    });
    let t = (await ok(s, move("British", { destroyer: 2 }, ["Celtic Sea Sea Zone", "Atlantic Sea Zone"]))).state;
    t = (await ok(t, end("British"))).state;
    const subs = ids(t, "Atlantic Sea Zone", "Germans", "submarine");
    // (c) the destroyers roll 1 and 6: one hit, taken by a submarine (the same either way); not asked before that fire
    const r = await ok(t, { type: "resolveBattle", power: "British", at: "Atlantic Sea Zone" }, [1, 6]);
    const hit = events(r.body, "casualtiesChosen")[0].units[0].id;
    const other = subs.find((id) => id !== hit)!;
    expect(events(r.body, "fire")).toHaveLength(1);
    expect(r.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", side: "defender", power: "Germans", units: [other] });
    await refused(r.state, submerge("Germans", "Atlantic Sea Zone", [hit]), "EUR-SUB-4");
    // the other submerges; the hit one fires back (1: a hit on a destroyer), then is removed
    const d = await legal(r.state, submerge("Germans", "Atlantic Sea Zone", [other]), [1]);
    const back = events(d.body, "fire").find((e: any) => e.side === "defender");
    expect(back.rolls).toHaveLength(1);
    expect(back.hits).toBe(1);
    expect(count(d.state, "Atlantic Sea Zone", "British", "destroyer")).toBe(1);
    expect(unitsAt(d.state, "Atlantic Sea Zone", "Germans", "submarine")).toMatchObject([{ id: other, submerged: true }]);
    expect(d.state.pending.battles).toEqual([]); // no defender left fighting: the battle is over
  });

  it("E-08 — EUR-SUB-2: a defending destroyer cancels the first strike but never stops the attacking subs submerging before round 1", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "North Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] },
        "Norwegian Sea Sea Zone": {
          units: [
            { owner: "British", type: "destroyer" },
            { owner: "British", type: "transport" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 2 }, ["North Sea Sea Zone", "Norwegian Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    const r = await legal(t, submerge("Germans", "Norwegian Sea Sea Zone"));
    expect(events(r.body, "battleCancelled")).toMatchObject([{ rule: "EUR-SUB-4" }]);
    expect(submergedIn(r.state, "Norwegian Sea Sea Zone", "Germans")).toHaveLength(2);
    // by policy too (afterRound 0): no die is rolled
    const p = await ok(t, {
      type: "resolveBattle",
      power: "Germans",
      at: "Norwegian Sea Sea Zone",
      policy: { withdrawSubmarines: { attacker: { afterRound: 0, to: "Norwegian Sea Sea Zone" } } },
    });
    expect(events(p.body, "fire")).toEqual([]);
    expect(submergedIn(p.state, "Norwegian Sea Sea Zone", "Germans")).toHaveLength(2);
  });

  it("E-11 — EUR-SUB-7, EUR-SUB-8: the sub submerged among a British fleet stays submerged, cannot move, resurfaces at the end of the German place; the British attack it in place", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "destroyer" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    t = (await legal(t, submerge("Germans", "Danish Sea Sea Zone"))).state;
    const sub = ids(t, "Danish Sea Sea Zone", "Germans", "submarine")[0]!;
    t = (await ok(t, end("Germans"))).state; // combat over: non-combat move
    expect(t.turn.phase).toBe("noncombatMove");
    await refused(t, move("Germans", [sub], ["Danish Sea Sea Zone", "Baltic Sea Sea Zone"]), "EUR-SUB-7");
    t = (await ok(t, end("Germans"))).state; // place
    expect(submergedIn(t, "Danish Sea Sea Zone", "Germans")).toHaveLength(1);
    const up = await ok(t, end("Germans"));
    expect(events(up.body, "submarinesResurfaced")).toMatchObject([
      { power: "Germans", units: [sub], contested: ["Danish Sea Sea Zone"], rule: "EUR-SUB-8" },
    ]);
    expect(unitsAt(up.state, "Danish Sea Sea Zone", "Germans", "submarine")[0].submerged).toBeUndefined();
    // the British combat move: the fleet attacks it where it is
    const b = structuredClone(up.state);
    b.turn = { ...b.turn, power: "British", phase: "combatMove" };
    const a = await legal(b, { type: "attackInPlace", power: "British", at: "Danish Sea Sea Zone" });
    expect(a.state.pending.battles).toMatchObject([{ at: "Danish Sea Sea Zone", kind: "sea", attacker: "British" }]);
  });

  it("E-25 — EUR-SUB-7: a submerged German sub does not count — a British destroyer ends its non-combat move there, a new transport is placed there", async () => {
    const t = await withSubmerged("British", "noncombatMove", "Celtic Sea Sea Zone", [], {
      "English Channel Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      "United Kingdom": { owner: "British", units: [{ owner: "British", type: "factory" }] },
    });
    let u = (await legal(t, move("British", { destroyer: 1 }, ["English Channel Sea Zone", "Celtic Sea Sea Zone"]))).state;
    u = (await ok(u, end("British"))).state;
    expect(u.turn.phase).toBe("place");
    u = { ...u, powers: { ...u.powers, British: { ...u.powers.British, purchased: { transport: 1 } } } };
    const placed = await legal(u, { type: "place", power: "British", at: "Celtic Sea Sea Zone", units: { transport: 1 } });
    expect(count(placed.state, "Celtic Sea Sea Zone", "British", "transport")).toBe(1);
    // the end of the British place resurfaces only British submarines (EUR-SUB-8)
    const after = await ok(placed.state, end("British"));
    expect(events(after.body, "submarinesResurfaced")).toEqual([]);
    expect(submergedIn(after.state, "Celtic Sea Sea Zone", "Germans")).toHaveLength(1);
  });

  it("EUR-SUB-8, EUR-TURN-2: at the end of its owner's place phase the sub resurfaces, and the zone shared with a British destroyer is contested", async () => {
    const t = await withSubmerged("Germans", "place", "Celtic Sea Sea Zone", [{ owner: "British", type: "destroyer" }]);
    const r = await ok(t, end("Germans"));
    expect(r.state.turn.phase).toBe("collectIncome");
    expect(events(r.body, "submarinesResurfaced")).toMatchObject([
      { power: "Germans", contested: ["Celtic Sea Sea Zone"], rule: "EUR-SUB-8" },
    ]);
    expect(submergedIn(r.state, "Celtic Sea Sea Zone", "Germans")).toEqual([]);
  });

  it("EUR-SUB-7: a submerged sub outlasts the turn it submerged in: the next power's turn begins with it still submerged", async () => {
    const t = await withSubmerged("Germans", "collectIncome", "Celtic Sea Sea Zone", [{ owner: "British", type: "destroyer" }]);
    const r = await ok(t, end("Germans"));
    expect(r.state.turn.power).toBe("Russians");
    expect(submergedIn(r.state, "Celtic Sea Sea Zone", "Germans")).toHaveLength(1);
  });

  it("EUR-COMB-1: a round is attacker's submerging, first strike, the other attackers, the defender's submerging, the defenders' fire", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": {
          units: [
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "battleship" },
          ],
        },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "transport" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1, battleship: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // (b) the sub's first strike misses (6), (c) the battleship misses (6), (d) the British are asked
    const r = await ok(t, { type: "resolveBattle", power: "Germans", at: "Danish Sea Sea Zone" }, [6, 6]);
    const stages = events(r.body, "fire").map((e: any) => [e.side, e.stage]);
    expect(stages).toEqual([
      ["attacker", "subStrike"],
      ["attacker", "attack"],
    ]);
    expect(r.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", side: "defender", round: 1 });
    // (e) no submerging: both defenders fire (the sub 2: 6, the transport: 6)
    const d = await ok(r.state, { type: "withdrawSubmarines", power: "British", at: "Danish Sea Sea Zone", to: null }, [6, 6]);
    expect(events(d.body, "fire").map((e: any) => [e.side, e.stage])).toEqual([["defender", "defend"]]);
  });

  it("EUR-SUB-4 — odds: the defender's submerging inside a round, and the attacker's before round 1, answer 422 naming EUR-SUB-4", async () => {
    const battle = { ruleset: "europe", kind: "sea", attacker: { units: { destroyer: 2 } }, defender: { units: { submarine: 2 } } };
    const zone = (policy: object) => json("POST", "/v1/odds", { ...battle, policy });
    const d = await zone({ withdrawSubmarines: { defender: { afterRound: 1, to: "Atlantic Sea Zone" } } });
    expect(d.status).toBe(422);
    expect(d.body.errors.map((e: { rule?: string }) => e.rule)).toEqual(["EUR-SUB-4"]);
    const plain = await json("POST", "/v1/odds", battle);
    expect(plain.status).toBe(200);
  });
});
