// SIMP-TURN, SIMP-MOVE, SIMP-SEA, SIMP-AIR, SIMP-AMPH: the phases and the `move` action of `simplified`.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { end, move, ok, position, refused, start, toPhase, unitsOf } from "./helpers.js";

const resolve = (s: GameState, at: string, dice: number[], policy = {}) =>
  ok(s, { type: "resolveBattle", power: s.turn.power, at, policy }, dice).state;

describe("SIMP-TURN", () => {
  it("SIMP-TURN-1: Russia, Germany, Britain, Japan, United States; then a new round", () => {
    let s = start();
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(s.turn.power);
      for (let k = 0; k < 5; k++) s = ok(s, end(s.turn.power)).state;
    }
    expect(seen).toEqual(["Russians", "Germans", "British", "Japanese", "Americans"]);
    expect(s.turn).toEqual({ round: 2, power: "Russians", phase: "movement" });
  });

  it("SIMP-TURN-2: five phases in order; an action outside its phase is refused", () => {
    let s = start();
    const phases: string[] = [];
    for (let k = 0; k < 5; k++) {
      phases.push(s.turn.phase);
      s = ok(s, end(s.turn.power)).state;
    }
    expect(phases).toEqual(["movement", "combat", "landPlanes", "buy", "collectIncome"]);
    expect(refused(start(), { type: "purchase", power: "Russians", units: { infantry: 1 } })).toEqual(["SIMP-TURN-2"]);
    const buy = toPhase(start(), "buy");
    expect(refused(buy, move("Russians", { infantry: 1 }, ["Russia", "Caucasus"]))).toEqual(["SIMP-TURN-2"]);
  });

  it("SIMP-TURN-3: each unit moves once in phase 1; only planes that fought move in phase 3", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "armor" },
            { owner: "Germans", type: "plane" },
          ],
        },
      },
    });
    const once = ok(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"])).state;
    expect(refused(once, move("Germans", { armor: 1 }, ["East Europe", "Ukraine S.S.R."]))).toEqual(["SIMP-TURN-3"]);
    const p3 = toPhase(s, "landPlanes");
    expect(refused(p3, move("Germans", { armor: 1 }, ["Germany", "East Europe"]))).toEqual(["SIMP-TURN-3"]);
    expect(refused(p3, move("Germans", { plane: 1 }, ["Germany", "East Europe"]))).toEqual(["SIMP-TURN-3"]);
  });

  it("SIMP-TURN-4: the combat phase cannot end while a battle is unfought", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "armor" }] },
        Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const c = ok(ok(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus"])).state, end("Germans")).state;
    expect(refused(c, end("Germans"))).toEqual(["SIMP-TURN-4"]);
    ok(resolve(c, "Caucasus", [1, 6]), end("Germans"));
  });
});

describe("SIMP-MOVE", () => {
  const p = () =>
    position({
      power: "Germans",
      phase: "movement",
      territories: {
        "Ukraine S.S.R.": {
          units: [
            { owner: "Germans", type: "armor" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        Caucasus: { units: [{ owner: "Russians", type: "infantry", count: 5 }] },
      },
    });

  it("SIMP-MOVE-1: infantry 1 step, armor 2, each to an adjacent territory", () => {
    const s = p();
    expect(refused(s, move("Germans", { infantry: 1 }, ["Ukraine S.S.R.", "Karelia S.S.R.", "Russia"]))).toContain("SIMP-MOVE-1");
    expect(refused(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Germany"]))).toContain("SIMP-MOVE-1"); // not adjacent
    ok(s, move("Germans", { infantry: 1 }, ["Ukraine S.S.R.", "East Europe"]));
    ok(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "East Europe", "Germany"]));
  });

  it("SIMP-MOVE-2: entering enemy units ends the move; a battle follows (scenario 1)", () => {
    const s = p();
    const r = ok(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus"]));
    expect(r.state.pending.battles.map((b) => [b.at, b.kind])).toEqual([["Caucasus", "land"]]);
    expect(refused(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus", "Russia"]))).toContain("SIMP-MOVE-2");
  });

  it("SIMP-MOVE-3: an empty enemy territory is captured on the way and counts for income (scenario 2)", () => {
    const s = position({
      power: "Japanese",
      phase: "movement",
      territories: {
        Manchuria: { units: [{ owner: "Japanese", type: "armor" }] },
        "Evenki National Okrug": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    });
    const r = ok(s, move("Japanese", { armor: 1 }, ["Manchuria", "Yakut S.S.R.", "Evenki National Okrug"]));
    expect(r.state.territories["Yakut S.S.R."]!.owner).toBe("Japanese");
    expect(r.state.pending.battles.map((b) => b.at)).toEqual(["Evenki National Okrug"]);
    expect(r.events.some((e) => e.type === "captured" && e.at === "Yakut S.S.R.")).toBe(true);
    // planes never capture (SIMP-AIR-7): a plane crossing Yakut leaves it Russian
    const q = position({
      power: "Japanese",
      phase: "movement",
      territories: { Manchuria: { units: [{ owner: "Japanese", type: "plane" }] } },
    });
    expect(ok(q, move("Japanese", { plane: 1 }, ["Manchuria", "Yakut S.S.R.", "Manchuria"])).state.territories["Yakut S.S.R."]!.owner).toBe(
      "Russians",
    );
  });

  it("SIMP-MOVE-4: land units never enter a sea zone except to board, nor a neutral", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    expect(refused(s, move("Germans", { infantry: 1 }, ["West Europe", "North Sea Zone"]))).toEqual(["SIMP-MOVE-4", "SIMP-AMPH-2"]);
    expect(refused(s, move("Germans", { infantry: 1 }, ["West Europe", "Switzerland"]))).toContain("SIMP-BOARD-2");
  });
});

describe("SIMP-SEA", () => {
  const p = (extra = {}) =>
    position({
      power: "British",
      phase: "movement",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "ship" }] },
        ...extra,
      },
    });

  it("SIMP-SEA-1: a ship takes up to 2 sea steps and never enters land", () => {
    const s = p();
    ok(s, move("British", { ship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    ok(s, move("British", { ship: 1 }, ["North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]));
    expect(
      refused(
        s,
        move("British", { ship: 1 }, [
          "North Sea Zone",
          "West Spain Sea Zone",
          "West Mediteranean Sea Zone",
          "Central Mediteranean Sea Zone",
        ]),
      ),
    ).toEqual(["SIMP-SEA-1"]);
    expect(refused(s, move("British", { ship: 1 }, ["North Sea Zone", "West Europe"]))).toEqual(["SIMP-SEA-1"]);
  });

  it("SIMP-SEA-2: enemy units end a ship's move; zones of friends only may be passed", () => {
    const s = p({
      "West Spain Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
      "Baltic Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
    });
    expect(refused(s, move("British", { ship: 1 }, ["North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]))).toEqual([
      "SIMP-SEA-2",
    ]);
    expect(ok(s, move("British", { ship: 1 }, ["North Sea Zone", "West Spain Sea Zone"])).state.pending.battles.map((b) => b.kind)).toEqual(
      ["sea"],
    );
    ok(s, move("British", { ship: 1 }, ["North Sea Zone", "Baltic Sea Zone", "Karelia S.S.R."].slice(0, 2)));
  });

  it("SIMP-SEA-3: a canal is an ordinary sea step (Suez: East Med ↔ Red Sea, no control needed)", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "Anglo Sudan Egypt": { owner: "Germans", units: [] },
        "Syria Jordan": { owner: "Germans", units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: "British", type: "ship" }] },
      },
    });
    ok(s, move("British", { ship: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone", "Indian Ocean Sea Zone"]));
  });
});

describe("SIMP-AIR", () => {
  const uk = (extra = {}) =>
    position({
      power: "British",
      phase: "movement",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "plane" },
            { owner: "British", type: "infantry" },
          ],
        },
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "infantry" }] },
        ...extra,
      },
    });

  it("SIMP-AIR-1: an attacking plane flies up to 3 steps over land and sea (scenario 3)", () => {
    const s = uk();
    ok(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"]));
    expect(
      refused(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe", "Ukraine S.S.R."])),
    ).toEqual(["SIMP-AIR-1"]);
    // enemy units never block a plane: through East Europe (German infantry) to Karelia
    ok(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe", "Karelia S.S.R."]));
  });

  it("SIMP-AIR-2: a plane ending among enemy units attacks and takes part in the battle", () => {
    const s = ok(uk(), move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"])).state;
    expect(s.pending.battles.map((b) => b.at)).toEqual(["East Europe"]);
    const after = resolve(ok(s, end("British")).state, "East Europe", [1, 6]);
    const p3 = ok(after, end("British")).state;
    expect(unitsOf(p3, "East Europe", "British", "plane")[0]!.fought).toBe(true);
  });

  it("SIMP-AIR-3: a plane that does not attack flies up to 6 steps and must end on a landing place (scenario 3)", () => {
    const s = uk();
    const path5 = ["United Kingdom", "North Sea Zone", "West Spain Sea Zone", "Algeria", "French Equatorial Africa", "Anglo Sudan Egypt"];
    ok(s, move("British", { plane: 1 }, path5));
    expect(
      refused(
        s,
        move("British", { plane: 1 }, [
          "United Kingdom",
          "North Sea Zone",
          "United Kingdom",
          "North Sea Zone",
          "United Kingdom",
          "North Sea Zone",
          "United Kingdom",
          "North Sea Zone",
        ]),
      ),
    ).toContain("SIMP-AIR-3");
    expect(refused(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "West Spain Sea Zone"]))).toEqual(["SIMP-AIR-5"]);
  });

  it("SIMP-AIR-4: in phase 3 a plane that fought lands within 3 steps; it must if it can; else it is destroyed", () => {
    const s = ok(uk(), move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"])).state;
    const p3 = ok(resolve(ok(s, end("British")).state, "East Europe", [1, 6]), end("British")).state;
    expect(refused(p3, end("British"))).toEqual(["SIMP-AIR-4"]);
    expect(
      refused(p3, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone", "West Europe", "North Sea Zone", "United Kingdom"])),
    ).toEqual(["SIMP-AIR-4"]);
    const landed = ok(p3, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone", "North Sea Zone", "United Kingdom"])).state;
    ok(landed, end("British"));
    // a position in phase 3: a plane standing where it cannot stay fought, and must land
    const pos = position({
      power: "British",
      phase: "landPlanes",
      territories: { "East Europe": { units: [{ owner: "British", type: "plane" }] } },
    });
    expect(refused(pos, end("British"))).toEqual(["SIMP-AIR-4"]);
    ok(pos, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone", "North Sea Zone", "United Kingdom"]));
    // far from any landing place: destroyed when phase 3 ends
    const lost = position({
      power: "British",
      phase: "landPlanes",
      territories: { Japan: { units: [{ owner: "British", type: "plane" }] } },
    });
    for (const [p, t] of Object.entries(lost.territories)) if (t.owner !== null && p !== "United Kingdom") t.owner = "Japanese";
    lost.territories.Japan!.units[0]!.fought = true;
    const r = ok(lost, end("British"));
    expect(unitsOf(r.state, "Japan").length).toBe(0);
    expect(r.events.some((e) => e.type === "destroyed" && e.rule === "SIMP-AIR-4")).toBe(true);
  });

  it("SIMP-AIR-5: no landing in a territory captured this turn; friendly ships with a free slot are landing places (scenario 4)", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "plane", count: 2 }] },
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "infantry" }] },
        "Baltic Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane" }] }] },
      },
    });
    let t = ok(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"])).state;
    t = ok(t, move("British", { infantry: 1 }, ["Karelia S.S.R.", "East Europe"])).state;
    t = resolve(ok(t, end("British")).state, "East Europe", [1, 6, 6], { casualtyOrder: { attacker: ["infantry"] } }); // the plane rolls too (SIMP-COMB-3)
    expect(t.territories["East Europe"]!.owner).toBe("British");
    t = ok(t, end("British")).state;
    expect(refused(t, move("British", { plane: 1 }, ["East Europe", "Germany", "East Europe"]))).toContain("SIMP-AIR-5");
    ok(t, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone", "North Sea Zone", "United Kingdom"]));
    const onShip = ok(t, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone"])).state; // the allied ship's second slot
    expect(unitsOf(onShip, "Baltic Sea Zone", "British", "plane")[0]!.aboard).toBeDefined();
    // a full ship is no landing place
    const full = ok(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone"])).state;
    expect(refused(full, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone"]))).toEqual(["SIMP-AIR-5"]);
  });

  it("SIMP-AIR-6: planes aboard ride with their ship and count their steps from where they take off", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "ship", cargo: [{ owner: "British", type: "plane" }] }] },
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const moved = ok(s, move("British", { ship: 1 }, ["North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"])).state;
    const plane = unitsOf(moved, "West Mediteranean Sea Zone", "British", "plane")[0]!;
    expect(plane.aboard).toBeDefined();
    expect(plane.moved).toBeUndefined();
    ok(moved, move("British", [plane.id], ["West Mediteranean Sea Zone", "West Europe", "Germany"]));
    expect(
      refused(
        moved,
        move(
          "British",
          [plane.id],
          ["West Mediteranean Sea Zone", "Algeria", "Libya", "Anglo Sudan Egypt", "Syria Jordan"]
            .slice(0, 4)
            .concat(["East Mediteranean Sea Zone"]),
        ),
      ),
    ).toContain("SIMP-AIR-5");
  });

  it("SIMP-AIR-7: planes never capture, even as the only survivors", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "plane" }] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry" }] },
      },
    });
    let t = ok(s, move("Germans", { plane: 1 }, ["Libya", "Anglo Sudan Egypt"])).state;
    t = resolve(ok(t, end("Germans")).state, "Anglo Sudan Egypt", [1, 6]);
    expect(t.territories["Anglo Sudan Egypt"]!.owner).toBe("British");
    expect(unitsOf(t, "Anglo Sudan Egypt", "Germans", "plane").length).toBe(1);
  });

  it("SIMP-AIR-8: planes may attack sea zones, alone", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "plane" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "ship" }] },
      },
    });
    const t = ok(s, move("Germans", { plane: 1 }, ["West Europe", "North Sea Zone"])).state;
    expect(t.pending.battles.map((b) => [b.at, b.kind])).toEqual([["North Sea Zone", "sea"]]);
    const after = resolve(ok(t, end("Germans")).state, "North Sea Zone", [1, 6]);
    expect(unitsOf(after, "North Sea Zone", "British").length).toBe(0);
  });
});

describe("SIMP-AMPH", () => {
  const us = () =>
    position({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": {
          units: [
            { owner: "Americans", type: "armor", count: 2 },
            { owner: "Americans", type: "infantry", count: 2 },
          ],
        },
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane" }] }] },
      },
    });

  it("SIMP-AMPH-1: a ship carries 2 infantry or 1 infantry + 1 armor, beside its planes (scenario 5)", () => {
    const s = us();
    expect(refused(s, move("Americans", { armor: 2 }, ["East US", "East US Sea Zone"]))).toEqual(["SIMP-AMPH-1"]);
    const r = ok(s, move("Americans", { armor: 1, infantry: 1 }, ["East US", "East US Sea Zone"])).state;
    const ship = unitsOf(r, "East US Sea Zone", "Americans", "ship")[0]!;
    expect(
      unitsOf(r, "East US Sea Zone")
        .filter((u) => u.aboard === ship.id)
        .map((u) => u.type)
        .sort(),
    ).toEqual(["armor", "infantry", "plane"]);
    expect(refused(r, move("Americans", { infantry: 1 }, ["East US", "East US Sea Zone"]))).toEqual(["SIMP-AMPH-1"]);
    ok(s, move("Americans", { infantry: 2 }, ["East US", "East US Sea Zone"]));
  });

  it("SIMP-AMPH-2: boarding is the land unit's whole move; only own ships; no land step before or after", () => {
    const s = us();
    const walked = ok(s, move("Americans", { armor: 1 }, ["East US", "East Canada"])).state;
    expect(refused(walked, move("Americans", { armor: 1 }, ["East Canada", "East Canada Sea Zone"]))).toEqual(["SIMP-TURN-3"]);
    const allied = position({
      power: "British",
      phase: "movement",
      territories: {
        "East Canada": { units: [{ owner: "British", type: "infantry" }] },
        "East Canada Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
      },
    });
    expect(refused(allied, move("British", { infantry: 1 }, ["East Canada", "East Canada Sea Zone"]))).toEqual(["SIMP-AMPH-2"]);
    const aboard = ok(s, move("Americans", { infantry: 1 }, ["East US", "East US Sea Zone"])).state;
    const landed = ok(
      aboard,
      move("Americans", [unitsOf(aboard, "East US Sea Zone", "Americans", "infantry")[0]!.id], ["East US Sea Zone", "East US"]),
    ).state;
    const unloadedId = unitsOf(landed, "East US", "Americans", "infantry").find((u) => u.unloaded)!.id;
    expect(refused(landed, move("Americans", [unloadedId], ["East US", "East Canada"]))).toEqual(["SIMP-AMPH-2"]);
  });

  it("SIMP-AMPH-3: no move after unloading; move, load, move on, unload is legal (scenario 6)", () => {
    const s = position({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] }] },
        "East Canada": { units: [{ owner: "Americans", type: "infantry" }] },
      },
    });
    const unloaded = ok(s, move("Americans", { infantry: 1 }, ["East US Sea Zone", "East US"])).state;
    expect(refused(unloaded, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]))).toEqual(["SIMP-AMPH-3"]);
    let t = ok(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"])).state;
    t = ok(t, move("Americans", { infantry: 1 }, ["East Canada", "East Canada Sea Zone"])).state;
    t = ok(t, move("Americans", { ship: 1 }, ["East Canada Sea Zone", "North Sea Zone"])).state;
    t = ok(t, move("Americans", { infantry: 2 }, ["North Sea Zone", "United Kingdom"])).state;
    expect(unitsOf(t, "United Kingdom", "Americans", "infantry").length).toBe(2);
  });

  it("SIMP-AMPH-4: all land units unloaded from one ship in a turn go to one territory", () => {
    const s = position({
      power: "Americans",
      phase: "movement",
      territories: {
        "East Canada Sea Zone": {
          units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry", count: 2 }] }],
        },
      },
    });
    const one = ok(s, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"])).state;
    expect(refused(one, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "West Canada"]))).toEqual(["SIMP-AMPH-4"]);
    ok(one, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"]));
  });

  it("SIMP-AMPH-5: unloading captures an empty enemy territory at once, or attacks one with enemy units", () => {
    const s = position({
      power: "Americans",
      phase: "movement",
      territories: {
        "East Canada": { owner: "Germans", units: [] },
        "West Canada": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
        "East Canada Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] }] },
      },
    });
    const cap = ok(s, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"])).state;
    expect(cap.territories["East Canada"]!.owner).toBe("Americans");
    const att = ok(s, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "West Canada"])).state;
    expect(att.pending.battles.map((b) => [b.at, b.kind])).toEqual([["West Canada", "land"]]);
  });

  it("SIMP-AMPH-6: no loading or unloading in a sea zone with enemy units", () => {
    const s = position({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": { units: [{ owner: "Americans", type: "infantry" }] },
        "East US Sea Zone": {
          units: [
            { owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] },
            { owner: "Germans", type: "ship" },
          ],
        },
      },
    });
    expect(refused(s, move("Americans", { infantry: 1 }, ["East US", "East US Sea Zone"]))).toEqual(["SIMP-AMPH-6"]);
    expect(refused(s, move("Americans", { infantry: 1 }, ["East US Sea Zone", "East US"]))).toEqual(["SIMP-AMPH-6"]);
  });

  it("SIMP-AMPH-7: land cargo does not fight at sea, is no casualty, and dies with its ship", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "ship", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
      },
    });
    let t = ok(s, move("Germans", { ship: 1 }, ["Baltic Sea Zone", "North Sea Zone"])).state;
    t = ok(t, end("Germans")).state;
    const r = ok(t, { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, [1, 6]);
    expect(r.dice.filter((d) => d.side === "defender").reduce((n, d) => n + d.values.length, 0)).toBe(1); // only the ship rolled
    expect(unitsOf(r.state, "North Sea Zone", "British").length).toBe(0);
  });
});

describe("SIMP legal-move hints", () => {
  it("SIMP-MOVE-1: legalActions lists each unit's reaches that validate (stop on contact, capture on the way)", async () => {
    const { legalActions } = await import("../../../src/rulesets/index.js");
    const s = position({
      power: "Japanese",
      phase: "movement",
      territories: {
        Manchuria: { units: [{ owner: "Japanese", type: "armor" }] },
        "Evenki National Okrug": { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const r = legalActions(s, "Japanese");
    expect(r.actions).toContain("move");
    const armor = r.units.find((u) => u.type === "armor" && u.from === "Manchuria")!;
    const to = new Map(armor.reaches.map((x) => [x.to, x]));
    expect(to.get("Evenki National Okrug")).toMatchObject({
      battle: true,
      outcome: "battle",
      path: ["Manchuria", "Yakut S.S.R.", "Evenki National Okrug"],
    });
    expect(to.get("Yakut S.S.R.")).toMatchObject({ outcome: "capture" });
    expect(to.has("Russia")).toBe(false); // 3 steps
  });
});

describe("SIMP cargo named with its ship", () => {
  it("SIMP-AIR-6: planes and land units named together with their moving ship ride along, unmoved", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "North Sea Zone": {
          units: [
            {
              owner: "British",
              type: "ship",
              cargo: [
                { owner: "British", type: "plane" },
                { owner: "British", type: "infantry" },
              ],
            },
          ],
        },
      },
    });
    const ids = unitsOf(s, "North Sea Zone").map((u) => u.id);
    const r = ok(s, move("British", ids, ["North Sea Zone", "Baltic Sea Zone"])).state;
    expect(unitsOf(r, "Baltic Sea Zone").length).toBe(3);
    expect(unitsOf(r, "North Sea Zone").length).toBe(0);
    expect(unitsOf(r, "Baltic Sea Zone", "British", "plane")[0]).toMatchObject({ aboard: ids[0] });
    expect(unitsOf(r, "Baltic Sea Zone", "British", "plane")[0]!.moved).toBeUndefined();
  });
});
