// EUR-CONV-2 (revised 2026-11): a warship or submarine entering or passing an empty enemy convoy zone in the combat
// move takes it at once; a submarine that began its turn there may stay (`[zone, zone, …]`); transports and
// non-combat moves take nothing; an Allied zone taken back returns to its original owner. EUR-TRANS-2: no boarding
// among enemy units before their battle.
import { describe, expect, it } from "vitest";
import { move, ok, position, refused, rs, unitsOf } from "./helpers.js";

const CONVOY = "British Convoy 3 Sea Zone";
const atSea = (phase: string, units: { owner: string; type: string; count?: number }[], zone = "Azores Sea Sea Zone", owners = {}) =>
  position({ round: 2, power: "Germans", phase, territories: { [zone]: { units }, ...owners } });

describe("europe: convoy zones taken on the way (EUR-CONV-2)", () => {
  it("EUR-CONV-2: a German destroyer moving through British Convoy 3 into Celtic Sea takes it at once; the marker stays", () => {
    const s = atSea("combatMove", [{ owner: "Germans", type: "destroyer" }]);
    const r = ok(s, move("Germans", { destroyer: 1 }, ["Azores Sea Sea Zone", CONVOY, "Celtic Sea Sea Zone"]));
    expect(r.state.territories[CONVOY]!.owner).toBe("Germans");
    expect(r.events.filter((e) => e.type === "captured")).toMatchObject([
      { at: CONVOY, by: "Germans", from: "British", rule: "EUR-CONV-2" },
    ]);
    expect(r.state.pending.battles).toEqual([]);
    expect(unitsOf(r.state, "Celtic Sea Sea Zone", "Germans", "destroyer")).toHaveLength(1);
  });

  it("EUR-CONV-2: a transport takes nothing, and may not end its combat move in the empty convoy zone for it", () => {
    const s = atSea("combatMove", [{ owner: "Germans", type: "transport" }]);
    expect(refused(s, move("Germans", { transport: 1 }, ["Azores Sea Sea Zone", CONVOY, "Celtic Sea Sea Zone"]))).toContain("MOVE-2");
  });

  it("EUR-CONV-2: a zone holding an enemy ship is not passed (SEA-2) but fought for", () => {
    const guarded = atSea("combatMove", [{ owner: "Germans", type: "destroyer" }], "Azores Sea Sea Zone", {
      [CONVOY]: { units: [{ owner: "British", type: "destroyer" }] },
    });
    expect(refused(guarded, move("Germans", { destroyer: 1 }, ["Azores Sea Sea Zone", CONVOY, "Celtic Sea Sea Zone"]))).toContain("SEA-2");
  });

  it("EUR-CONV-2: a submarine that began its turn in the empty zone stays to take it ([zone, zone]) or stays and moves on", () => {
    const s = atSea("combatMove", [{ owner: "Germans", type: "submarine", count: 2 }], CONVOY, {});
    const stay = ok(s, move("Germans", { submarine: 1 }, [CONVOY, CONVOY]));
    expect(stay.state.territories[CONVOY]!.owner).toBe("Germans");
    expect(stay.state.territories[CONVOY]!.units.find((u) => u.type === "submarine" && u.moved === 1)).toBeDefined();
    const on = ok(s, move("Germans", { submarine: 1 }, [CONVOY, CONVOY, "Celtic Sea Sea Zone"])).state;
    expect(on.territories[CONVOY]!.owner).toBe("Germans");
    expect(unitsOf(on, "Celtic Sea Sea Zone", "Germans", "submarine")).toHaveLength(1);
    // 3 points: too far (a submarine moves 2)
    expect(refused(s, move("Germans", { submarine: 1 }, [CONVOY, CONVOY, "Celtic Sea Sea Zone", "English Channel Sea Zone"]))).toContain(
      "MOVE-4",
    );
  });

  it("EUR-CONV-2: no stay for a destroyer, nor in the non-combat move", () => {
    expect(
      refused(atSea("combatMove", [{ owner: "Germans", type: "destroyer" }], CONVOY), move("Germans", { destroyer: 1 }, [CONVOY, CONVOY])),
    ).toContain("MOVE-1");
    expect(
      refused(
        atSea("noncombatMove", [{ owner: "Germans", type: "submarine" }], CONVOY),
        move("Germans", { submarine: 1 }, [CONVOY, CONVOY]),
      ),
    ).toContain("MOVE-1");
  });

  it("EUR-CONV-2: an American destroyer passing British Convoy 3 held by the Germans liberates it for the British", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: {
        [CONVOY]: { owner: "Germans", units: [] },
        "Celtic Sea Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
      },
    });
    const r = ok(s, move("Americans", { destroyer: 1 }, ["Celtic Sea Sea Zone", CONVOY, "Azores Sea Sea Zone"]));
    expect(r.state.territories[CONVOY]!.owner).toBe("British");
    expect(r.events.filter((e) => e.type === "liberated")).toMatchObject([
      { at: CONVOY, by: "Americans", owner: "British", rule: "EUR-CONV-2" },
    ]);
  });
});

describe("europe: boarding before a sea battle (EUR-TRANS-2)", () => {
  it("EUR-TRANS-2: no unit boards a transport in a zone holding an enemy submarine in the combat move; in a clear zone it may", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "English Channel Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "Germans", type: "submarine" },
          ],
        },
        "North Sea Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        France: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    expect(refused(s, move("British", { infantry: 2 }, ["United Kingdom", "English Channel Sea Zone"]))).toContain("EUR-TRANS-2");
    expect(
      unitsOf(
        ok(s, move("British", { infantry: 2 }, ["United Kingdom", "North Sea Sea Zone"])).state,
        "North Sea Sea Zone",
        "British",
        "infantry",
      ),
    ).toHaveLength(2);
  });
});

describe("europe: legal-move hints take convoy zones on the way (EUR-CONV-2, EUR-MOVE-6)", () => {
  const reachOf = (s: ReturnType<typeof position>, type: string) =>
    rs.reaches(rs, s, s.turn.power).find((u) => u.type === type)?.reaches ?? [];

  it("EUR-CONV-2: a submarine is offered Celtic Sea through British Convoy 3 (the direct step captures nothing), and its stay", () => {
    const s = atSea("combatMove", [{ owner: "Germans", type: "submarine" }]);
    const celtic = reachOf(s, "submarine").find((r) => r.to === "Celtic Sea Sea Zone");
    expect(celtic?.path).toEqual(["Azores Sea Sea Zone", CONVOY, "Celtic Sea Sea Zone"]);
    const inConvoy = atSea("combatMove", [{ owner: "Germans", type: "submarine" }], CONVOY);
    expect(reachOf(inConvoy, "submarine").find((r) => r.to === CONVOY)?.path).toEqual([CONVOY, CONVOY]);
    for (const r of reachOf(s, "submarine")) expect(ok(s, move("Germans", r.units, r.path)).ok).toBe(true);
  });

  it("EUR-MOVE-6: in the non-combat move no hint enters an enemy convoy zone", () => {
    const s = atSea("noncombatMove", [{ owner: "Germans", type: "battleship" }]);
    const reaches = reachOf(s, "battleship");
    expect(reaches.length).toBeGreaterThan(0);
    expect(reaches.some((r) => r.path.includes(CONVOY) || r.path.includes("British Convoy 1 Sea Zone"))).toBe(false);
  });
});
