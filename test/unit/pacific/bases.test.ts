// PAC-MOVE-2…4, PAC-OPT-3 (revised 2026-11): air bases give +1 to an aircraft that begins the turn there and +1 while
// it stands on one after a move; naval bases give +1 to a non-combat move from base to base; TripleA's start-only
// bonus is option baseBonusRule "start". Scenarios P-13 and P-26 of pacific.md.
import { describe, expect, it } from "vitest";
import { move, ok, position, refused, unitsOf } from "./helpers.js";
import { legalActions } from "../../../src/service/referee.js";

const airBases = (phase: string, bomberAt: string, options: Record<string, unknown> = {}) => {
  const territories: Record<string, { units: { owner: string; type: string }[] }> = {
    Manchuria: { units: [] },
    Japan: { units: [{ owner: "Japanese", type: "airfield" }] },
    Formosa: { units: [{ owner: "Japanese", type: "airfield" }] },
  };
  territories[bomberAt]!.units.push({ owner: "Japanese", type: "bomber" });
  return position({ round: 2, power: "Japanese", phase, territories }, options);
};
// 8 spaces, over Japanese-held sea zones only
const JAPAN_TO_FORMOSA = [
  "Japan",
  "36 Sea Zone",
  "23 Sea Zone",
  "22 Sea Zone",
  "24 Sea Zone",
  "35 Sea Zone",
  "37 Sea Zone",
  "45 Sea Zone",
  "Formosa",
];
const JAPAN_TO_MANCHURIA = [
  "Japan",
  "36 Sea Zone",
  "23 Sea Zone",
  "22 Sea Zone",
  "19 Sea Zone",
  "24 Sea Zone",
  "35 Sea Zone",
  "37 Sea Zone",
  "Manchuria",
];
const MANCHURIA_TO_JAPAN = ["Manchuria", "37 Sea Zone", "35 Sea Zone", "24 Sea Zone", "22 Sea Zone", "23 Sea Zone", "36 Sea Zone", "Japan"];

describe("pacific: air bases (PAC-MOVE-2)", () => {
  it("PAC-MOVE-2: P-13 — a bomber from the Japan air base flies 8 and lands on the Formosa air base (6 + 1 + 1); 8 to Manchuria is too far", () => {
    const s = airBases("noncombatMove", "Japan");
    const r = ok(s, move("Japanese", { bomber: 1 }, JAPAN_TO_FORMOSA)).state;
    expect(unitsOf(r, "Formosa", "Japanese", "bomber")).toHaveLength(1);
    expect(refused(s, move("Japanese", { bomber: 1 }, JAPAN_TO_MANCHURIA))).toContain("AIR-1");
  });

  it("PAC-MOVE-2: P-13 — a bomber starting in Manchuria (no air base) lands in Japan after 7 (6 + 1 for ending on the air base)", () => {
    const s = airBases("noncombatMove", "Manchuria");
    expect(unitsOf(ok(s, move("Japanese", { bomber: 1 }, MANCHURIA_TO_JAPAN)).state, "Japan", "Japanese", "bomber")).toHaveLength(1);
  });

  it("PAC-MOVE-4, PAC-OPT-3: with baseBonusRule start the 8-space flight to Formosa is illegal (7 at most)", () => {
    const s = airBases("noncombatMove", "Japan", { baseBonusRule: "start" });
    expect(refused(s, move("Japanese", { bomber: 1 }, JAPAN_TO_FORMOSA))).toContain("AIR-1");
    expect(
      refused(airBases("noncombatMove", "Manchuria", { baseBonusRule: "start" }), move("Japanese", { bomber: 1 }, MANCHURIA_TO_JAPAN)),
    ).toContain("AIR-1");
  });
});

describe("pacific: naval bases (PAC-MOVE-3)", () => {
  const fleet = (phase: string, options: Record<string, unknown> = {}) =>
    position(
      {
        round: 2,
        power: "Japanese",
        phase,
        territories: {
          Japan: { units: [{ owner: "Japanese", type: "harbour" }] },
          Caroline: { units: [{ owner: "Japanese", type: "harbour" }] },
          "36 Sea Zone": { units: [{ owner: "Japanese", type: "battleship" }] },
          "26 Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
        },
      },
      options,
    );
  const toCaroline = move("Japanese", { battleship: 1 }, ["36 Sea Zone", "24 Sea Zone", "25 Sea Zone", "26 Sea Zone"]);

  it("PAC-MOVE-3: P-26 — a battleship goes 36 → 24 → 25 → 26 Sea Zone in the non-combat move, naval base to naval base (2 + 1)", () => {
    const s = fleet("noncombatMove");
    s.territories["26 Sea Zone"]!.units = [];
    expect(unitsOf(ok(s, toCaroline).state, "26 Sea Zone", "Japanese", "battleship")).toHaveLength(1);
    // 3 zones ending next to no friendly naval base: illegal
    expect(refused(s, move("Japanese", { battleship: 1 }, ["36 Sea Zone", "24 Sea Zone", "25 Sea Zone", "19 Sea Zone"]))).toContain(
      "MOVE-4",
    );
  });

  it("PAC-MOVE-3: P-26 — the same 3 zones in the combat move are illegal (the naval base bonus is for the non-combat move only)", () => {
    expect(refused(fleet("combatMove"), toCaroline)).toContain("MOVE-4");
  });

  it("PAC-MOVE-4, PAC-OPT-3: with baseBonusRule start a ship starting next to a friendly harbour moves 3 in the combat move too", () => {
    const r = ok(fleet("combatMove", { baseBonusRule: "start" }), toCaroline).state;
    expect(r.pending.battles).toMatchObject([{ at: "26 Sea Zone", kind: "sea" }]);
  });
});

describe("pacific: submarines and enemy zones (PAC-COMB-4)", () => {
  it("PAC-COMB-4: a submarine enters a zone holding enemy units only in the combat move", () => {
    const spec = (phase: string) => ({
      round: 2,
      power: "Japanese",
      phase,
      territories: {
        "36 Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
        "24 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
      },
    });
    const sub = move("Japanese", { submarine: 1 }, ["36 Sea Zone", "24 Sea Zone"]);
    expect(refused(position(spec("noncombatMove")), sub)).toContain("MOVE-3");
    expect(ok(position(spec("combatMove")), sub).state.pending.battles).toMatchObject([{ at: "24 Sea Zone", kind: "sea" }]);
  });
});

describe("pacific: the end-of-move air base bonus in the hints", () => {
  it("PAC-MOVE-2: a fighter with no movement left beside a friendly air base is offered that landing whether the hints are asked for all units or for it alone (the non-combat move then ends)", () => {
    const s = position({
      round: 3,
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        "27 Sea Zone": { units: [{ owner: "Americans", type: "fighter" }] },
        "New Britain": {
          owner: "British",
          units: [
            { owner: "British", type: "airfield" },
            { owner: "British", type: "infantry" },
          ],
        },
      },
    });
    const fighter = s.territories["27 Sea Zone"]!.units[0]!;
    Object.assign(fighter, { moved: 4, movedInCombat: true }); // it flew its 4 in the combat move
    const id = fighter.id;
    const alone = legalActions(s, "Americans", [id]).units.flatMap((u) => u.reaches.map((r) => r.to));
    const all = legalActions(s, "Americans")
      .units.filter((u) => u.unit === id)
      .flatMap((u) => u.reaches.map((r) => r.to));
    expect(alone).toContain("New Britain");
    expect(all).toEqual(alone);
    const landed = ok(s, move("Americans", [id], ["27 Sea Zone", "New Britain"])).state;
    expect(unitsOf(landed, "New Britain", "Americans", "fighter")).toHaveLength(1);
  });
});
