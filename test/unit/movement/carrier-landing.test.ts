// AIR-5, AIR-8, CARR-6, RB App. II (issue 15, family 2): fighters that attack into a sea zone with their carrier are
// on it after the battle when it survives; at the end of the non-combat move no aircraft is lost while a legal
// landing for it exists — only fighters with no seat and no reachable landing are lost, one AIR-8 event each.
import { describe, expect, it } from "vitest";
import { adjudicate, legalActions, listDice, type GameState } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { ids, mv, ok, pos } from "./helpers.js";

const J = "Japanese";
const end: Action = { type: "endPhase", power: J };
const act = (s: GameState, a: Action, dice: number[] = []) => adjudicate(s, a, listDice(dice));
function must(s: GameState, a: Action, dice: number[] = []) {
  const r = act(s, a, dice);
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r;
}
const resolve = (at: string, policy: object = {}): Action => ({ type: "resolveBattle", power: J, at, policy }) as Action;
const fighters = (s: GameState, zone: string) => s.territories[zone]!.units.filter((u) => u.owner === J && u.type === "fighter");

describe("AIR-5 / CARR-6: fighters on their own carrier after a sea battle", () => {
  it("AIR-5: two fighters attack Wake Island Sea Zone with their carrier; after the battle they are aboard it and nothing is lost", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Japan Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter", count: 2 }] }] },
        "Wake Island Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    const carrier = ids(s, "Japan Sea Zone", J, "carrier")[0]!;
    let t = ok(s, mv(J, [carrier], ["Japan Sea Zone", "Wake Island Sea Zone"]));
    t = ok(t, mv(J, ids(s, "Japan Sea Zone", J, "fighter"), ["Japan Sea Zone", "Wake Island Sea Zone"]));
    t = must(t, end).state;
    // the carrier (1) hits first; the transport (set aside) misses with a 6
    t = must(t, resolve("Wake Island Sea Zone"), [1, 6]).state;
    expect(fighters(t, "Wake Island Sea Zone").map((f) => f.aboard)).toEqual([carrier, carrier]);
    t = must(t, end).state; // → non-combat move
    const r = must(t, end);
    expect(r.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
    expect(fighters(r.state, "Wake Island Sea Zone")).toHaveLength(2);
  });

  /** 2 carriers sail Okinawa Sea Zone → Hawaii Sea Zone; 4 fighters come from `from`; the battleship sinks one carrier. */
  function oneCarrierSinks(from: "Japan" | "Okinawa Sea Zone"): GameState {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        Japan: { units: from === "Japan" ? [{ owner: J, type: "fighter", count: 4 }] : [] },
        "Okinawa Sea Zone": {
          units: [
            { owner: J, type: "carrier", count: 2 },
            ...(from === "Okinawa Sea Zone" ? [{ owner: J, type: "fighter", count: 4 }] : []),
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] },
      },
    });
    let t = ok(s, mv(J, ids(s, "Okinawa Sea Zone", J, "carrier"), ["Okinawa Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
    const path =
      from === "Japan"
        ? ["Japan", "Japan Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]
        : ["Okinawa Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"];
    t = ok(t, mv(J, ids(s, from, J, "fighter"), path));
    t = must(t, end).state;
    // carriers 6, 6; fighters 1 (the battleship sinks), 6, 6, 6; the battleship's 4 sinks a carrier
    t = must(t, resolve("Hawaii Sea Zone", { casualtyOrder: { attacker: ["carrier"] } }), [6, 6, 1, 6, 6, 6, 4]).state;
    expect(t.territories["Hawaii Sea Zone"]!.units.filter((u) => u.type === "carrier")).toHaveLength(1);
    return must(t, end).state; // → non-combat move
  }

  it("AIR-5 / AIR-8: one of two carriers sinks; its survivor still holds two fighters; the two with no seat and no landing in reach are lost, each named", () => {
    const n = oneCarrierSinks("Japan"); // 3 spaces flown: 1 left, Hawaiian Islands American
    const survivor = n.territories["Hawaii Sea Zone"]!.units.find((u) => u.type === "carrier")!.id;
    expect(fighters(n, "Hawaii Sea Zone").filter((f) => f.aboard === survivor)).toHaveLength(2);
    const r = must(n, end);
    const lost = r.events.filter((e) => e.type === "aircraftLost");
    expect(lost.map((e) => e.rule)).toEqual(["AIR-8", "AIR-8"]);
    const unseated = fighters(n, "Hawaii Sea Zone")
      .filter((f) => !f.aboard)
      .map((f) => f.id)
      .sort();
    expect(lost.map((e) => e.unit).sort()).toEqual(unseated);
    expect(fighters(r.state, "Hawaii Sea Zone").map((f) => f.aboard)).toEqual([survivor, survivor]);
  });

  it("AIR-5: no aircraft is lost while a landing is in reach — the non-combat move cannot end until the fighters without a seat land", () => {
    const n = oneCarrierSinks("Okinawa Sea Zone"); // 2 spaces flown: Wake Island (Japanese) is 2 away
    const unseated = fighters(n, "Hawaii Sea Zone")
      .filter((f) => !f.aboard)
      .map((f) => f.id);
    expect(unseated).toHaveLength(2);
    const r = act(n, end);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations.map((v) => v.rule)).toEqual(["AIR-5", "AIR-5"]);
      for (const id of unseated) expect(r.violations.some((v) => v.message.includes(`fighter ${id} `))).toBe(true);
    }
    const landed = ok(n, mv(J, unseated, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Wake Island"]));
    const done = must(landed, end);
    expect(done.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
    expect(fighters(done.state, "Wake Island")).toHaveLength(2);
  });

  it("AIR-5: a fighter left at sea beside a friendly carrier with room is seated when the non-combat move ends, not lost", () => {
    const s = pos({
      power: J,
      phase: "noncombatMove",
      territories: {
        "Japan Sea Zone": {
          units: [
            { owner: J, type: "carrier" },
            { owner: J, type: "fighter" },
          ],
        },
      },
    });
    delete s.territories["Japan Sea Zone"]!.units.find((u) => u.type === "fighter")!.aboard; // off the carrier (e.g. after a battle)
    const r = must(s, end);
    expect(r.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
    expect(fighters(r.state, "Japan Sea Zone")[0]!.aboard).toBe(ids(s, "Japan Sea Zone", J, "carrier")[0]);
  });

  /** A Japanese fighter at sea in Hawaii Sea Zone with `left` of its 4 spaces left, no carrier there; an empty Japanese carrier in Midway Sea Zone. */
  function waitingFighter(left: number) {
    const s = pos({
      power: J,
      phase: "noncombatMove",
      territories: {
        "Hawaii Sea Zone": { units: [{ owner: J, type: "fighter" }] },
        "Midway Sea Zone": { units: [{ owner: J, type: "carrier" }] },
      },
    });
    const f = fighters(s, "Hawaii Sea Zone")[0]!;
    f.moved = 4 - left;
    f.movedInCombat = true;
    return { s, fighter: f.id, carrier: ids(s, "Midway Sea Zone", J, "carrier")[0]! };
  }

  it("AIR-5 / CARR-7: a fighter that could land only on a carrier still to come does not hold up the phase; the carrier may come (then the fighter is seated) or not (then it is lost)", () => {
    const { s, fighter, carrier } = waitingFighter(0);
    // the fighter itself can fly nowhere: the hints offer it nothing, and ending the phase is legal — it is lost (AIR-8)
    expect(legalActions(s, J, [fighter]).units[0]!.reaches).toEqual([]);
    const lost = must(s, end);
    expect(lost.events.filter((e) => e.type === "aircraftLost").map((e) => (e.type === "aircraftLost" ? e.unit : ""))).toEqual([fighter]);
    // CARR-7: the carrier may sail to it; then the fighter is seated when the phase ends and nothing is lost
    const met = ok(s, mv(J, [carrier], ["Midway Sea Zone", "Hawaii Sea Zone"]));
    const seated = must(met, end);
    expect(seated.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
    expect(fighters(seated.state, "Hawaii Sea Zone").map((f) => f.aboard)).toEqual([carrier]);
  });

  it("AIR-5: a fighter that can fly to a carrier with room where it is now must land before the phase ends, and the hints offer that landing", () => {
    const { s, fighter } = waitingFighter(1);
    const r = act(s, end);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.rule)).toEqual(["AIR-5"]);
    const landing = legalActions(s, J, [fighter]).units[0]!.reaches.find((x) => x.to === "Midway Sea Zone");
    expect(landing?.path).toEqual(["Hawaii Sea Zone", "Midway Sea Zone"]);
    const done = must(ok(s, mv(J, [fighter], landing!.path)), end);
    expect(done.events.filter((e) => e.type === "aircraftLost")).toEqual([]);
  });
});
