// EP-WAR-1..3, EP-MOVE-2..6: the linked game's own movement rules on the standard start, with the turn and a few
// units set by hand (the state is plain data).
import { describe, expect, it } from "vitest";
import { legalActions, type GameState } from "../../../src/rulesets/index.js";
import { end, move, ok, refused, rs, start, unitsOf } from "./helpers.js";

/** The standard start in `power`'s `phase`, with extra units (id → [place, owner, type, aboard?]) and owners. */
function at(
  power: string,
  phase: string,
  extra: Record<string, [string, string, string, string?]> = {},
  owners: Record<string, string> = {},
): GameState {
  const s = start();
  s.turn = { round: 1, power, phase: phase as GameState["turn"]["phase"] };
  for (const [id, [place, owner, type, aboard]] of Object.entries(extra))
    s.territories[place]!.units.push({ id, owner, type, ...(aboard ? { aboard } : {}) });
  for (const [place, owner] of Object.entries(owners)) s.territories[place]!.owner = owner;
  return s;
}
const ids = (s: GameState, place: string, owner: string, type: string) => unitsOf(s, place, owner, type).map((u) => u.id);
/** The spaces the legal-move hints offer one unit. */
const hinted = (s: GameState, power: string, id: string) => legalActions(s, power, [id]).units[0]!.reaches.map((r) => r.to);
const theatreOf = (place: string) => rs.board.territories.get(place)!.theatre;

describe("europe-pacific: the USSR and Japan", () => {
  it("EP-WAR-1, EP-WAR-3: at peace the USSR may not attack Japanese-held Manchuria, and its attempt starts no war", () => {
    const s = at("Russians", "combatMove");
    const inf = ids(s, "Soviet Union", "Russians", "infantry").slice(0, 1);
    expect(refused(s, move("Russians", inf, ["Soviet Union", "Manchuria"]))).toContain("EP-WAR-1");
    expect(s.relations).toBeUndefined();
    const war = { ...s, relations: { ussrJapan: "war" as const } };
    expect(
      ok(war, move("Russians", inf, ["Soviet Union", "Manchuria"])).state.territories.Manchuria!.units.some((u) => u.owner === "Russians"),
    ).toBe(true);
  });

  it("EP-WAR-2: Japan's attack on the Soviet Union is legal and starts the war for good", () => {
    const s = at("Japanese", "combatMove");
    const tank = ids(s, "Manchuria", "Japanese", "armour");
    const after = ok(s, move("Japanese", tank, ["Manchuria", "Soviet Union"])).state;
    expect(after.relations).toEqual({ ussrJapan: "war" });
    expect(ok(s, move("Japanese", tank, ["Manchuria", "Soviet Union"])).state.relations?.ussrJapan).toBe("war");
  });

  it("EP-WAR-1: at peace the legal-move hints offer Soviet units no Japanese space; at war they do", () => {
    const s = at("Russians", "combatMove");
    const inf = ids(s, "Soviet Union", "Russians", "infantry")[0]!;
    expect(hinted(s, "Russians", inf)).not.toContain("Manchuria");
    expect(hinted({ ...s, relations: { ussrJapan: "war" } }, "Russians", inf)).toContain("Manchuria");
  });
});

describe("europe-pacific: aircraft between the boards", () => {
  it("EP-MOVE-2: an aircraft from the AAE board stops on the strip; going on to the AAP board that turn is refused, next turn it may", () => {
    const s = at("British", "noncombatMove", { f1: ["Iran", "British", "fighter"] });
    expect(refused(s, move("British", ["f1"], ["Iran", "Eastern Persia", "India"]))).toContain("EP-MOVE-2");
    const onStrip = ok(s, move("British", ["f1"], ["Iran", "Eastern Persia"])).state;
    expect(refused(onStrip, move("British", ["f1"], ["Eastern Persia", "India"]))).toContain("EP-MOVE-2");
    const nextTurn = structuredClone(onStrip);
    for (const u of nextTurn.territories["Eastern Persia"]!.units) {
      delete u.startTheatre;
      delete u.moved;
    }
    expect(
      ok(nextTurn, move("British", ["f1"], ["Eastern Persia", "India"])).state.territories.India!.units.some((u) => u.id === "f1"),
    ).toBe(true);
  });

  it("EP-MOVE-2: the legal-move hints offer an aircraft no space of the other board in the turn it reaches a strip", () => {
    const s = at("British", "noncombatMove", { f1: ["Iran", "British", "fighter"] });
    const before = hinted(s, "British", "f1");
    expect(before).toContain("Eastern Persia");
    expect(before.filter((p) => theatreOf(p) === "pacific")).toEqual([]);
    const onStrip = ok(s, move("British", ["f1"], ["Iran", "Eastern Persia"])).state;
    expect(hinted(onStrip, "British", "f1").filter((p) => theatreOf(p) === "pacific")).toEqual([]);
    const fromStrip = at("British", "noncombatMove", { f1: ["Eastern Persia", "British", "fighter"] });
    expect(hinted(fromStrip, "British", "f1")).toContain("India");
  });

  it("EP-MOVE-2, AIR-5: a fighter whose only landing in range is on the other board owes no landing; the phase ends and it is lost", () => {
    const s = at(
      "British",
      "noncombatMove",
      { f1: ["Arabian Sea Sea Zone", "British", "fighter"] },
      { "Eastern Persia": "Germans", "East Africa": "Germans", Iraq: "Germans", India: "Japanese", Iran: "British" },
    );
    const f1 = s.territories["Arabian Sea Sea Zone"]!.units.find((u) => u.id === "f1")!;
    Object.assign(f1, { moved: 3, startTheatre: "pacific" });
    expect(refused(s, move("British", ["f1"], ["Arabian Sea Sea Zone", "Iran"]))).toContain("EP-MOVE-2");
    const after = ok(s, end("British"));
    expect(after.events.some((e) => e.type === "aircraftLost")).toBe(true);
    expect(Object.values(after.state.territories).some((t) => t.units.some((u) => u.id === "f1"))).toBe(false);
    // On its own board the same fighter owes the landing (AIR-5): Iran is then a legal flight.
    const home = structuredClone(s);
    Object.assign(home.territories["Arabian Sea Sea Zone"]!.units.find((u) => u.id === "f1")!, { startTheatre: "europe" });
    expect(refused(home, end("British"))).toContain("AIR-5");
  });

  it("EP-MOVE-3: a bomber that starts on the AAP board may not attack on the AAE board; it may attack a strip space", () => {
    const s = at(
      "Americans",
      "combatMove",
      { b1: ["India", "Americans", "bomber"], g1: ["Iran", "Germans", "infantry"], g2: ["Eastern Persia", "Germans", "infantry"] },
      { Iran: "Germans", "Eastern Persia": "Germans" },
    );
    const r = refused(s, move("Americans", ["b1"], ["India", "Eastern Persia", "Iran"]));
    expect(r).toContain("EP-MOVE-3");
    expect(r).toContain("EP-MOVE-2");
    expect(ok(s, move("Americans", ["b1"], ["India", "Eastern Persia"])).state.pending.battles.map((b) => b.at)).toContain(
      "Eastern Persia",
    );
  });
});

describe("europe-pacific: canals and the Red Sea", () => {
  it("EP-MOVE-4: a ship enters the Panama Canal Sea Zone only while Panama has been Allied since the start of the turn", () => {
    const extra = { d1: ["Caribbean Sea Zone", "Americans", "destroyer"] } as Record<string, [string, string, string]>;
    const held = at("Americans", "noncombatMove", extra);
    expect(
      ok(held, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone", "4 Sea Zone"])).state.territories[
        "4 Sea Zone"
      ]!.units.some((u) => u.id === "d1"),
    ).toBe(true);
    const german = at("Americans", "noncombatMove", extra, { Panama: "Germans" });
    expect(refused(german, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone"]))).toContain("EP-MOVE-4");
    const retaken = at("Americans", "noncombatMove", extra);
    retaken.thisTurn.conquered = { Panama: "Germans" }; // recaptured this turn: not held since the start of the turn
    expect(refused(retaken, move("Americans", ["d1"], ["Caribbean Sea Zone", "Panama Canal Sea Zone"]))).toContain("EP-MOVE-4");
  });

  it("EP-MOVE-5: a ship passes Suez only while Egypt alone has been Allied since the start of the turn", () => {
    const extra = { d1: ["Eastern Mediterranean Sea Zone", "British", "destroyer"] } as Record<string, [string, string, string]>;
    const s = at("British", "noncombatMove", extra);
    expect(
      ok(s, move("British", ["d1"], ["Eastern Mediterranean Sea Zone", "Red Sea Sea Zone"])).state.territories["Red Sea Sea Zone"]!.units
        .length,
    ).toBe(1);
    const lost = at("British", "noncombatMove", extra, { Egypt: "Germans" });
    expect(refused(lost, move("British", ["d1"], ["Eastern Mediterranean Sea Zone", "Red Sea Sea Zone"]))).toEqual(["EP-MOVE-5"]);
  });

  it("EP-MOVE-6: Egypt may be attacked amphibiously from the Red Sea Sea Zone", () => {
    const s = at(
      "British",
      "combatMove",
      {
        t1: ["Red Sea Sea Zone", "British", "transport"],
        i1: ["Red Sea Sea Zone", "British", "infantry", "t1"],
        g1: ["Egypt", "Germans", "infantry"],
      },
      { Egypt: "Germans" },
    );
    for (const u of s.territories.Egypt!.units.filter((x) => x.owner === "British")) u.owner = "Germans";
    const after = ok(s, move("British", ["i1"], ["Red Sea Sea Zone", "Egypt"])).state;
    expect(after.pending.battles.find((b) => b.at === "Egypt")?.amphibious).toBe(true);
  });
});
