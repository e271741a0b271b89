// Enhanced Realism rules the HTTP scenarios do not reach: ships breaking off contact, shared zones, the end of
// retreats when one side is gone (flexibleRetreats), and the AIR-4 landing within the return cap (flightRanges).
import { describe, expect, it } from "vitest";
import { coreHelpers } from "../../support/core.js";

const { position, ok, refused } = coreHelpers("classic");
const F = { flexibleRetreats: true };

const seaBattle = () => {
  let s = position(
    {
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    },
    F,
  );
  const ship = s.territories["Baltic Sea Zone"]!.units[0]!.id;
  s = ok(s, { type: "move", power: "Germans", units: [ship], path: ["Baltic Sea Zone", "North Sea Zone"] }).state;
  s = ok(s, { type: "endPhase", power: "Germans" }).state;
  return ok(s, { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, [6, 6]).state;
};

describe("flexible retreats at sea (ER-RET-5, ER-RET-6, ER-RET-8)", () => {
  it("ER-RET-5: the defender's ships break off contact: the battle ends with both fleets in the zone", () => {
    let s = seaBattle();
    s = ok(s, { type: "pressOn", power: "Germans", at: "North Sea Zone" }).state;
    expect(s.pending.decision).toMatchObject({ power: "British", retreating: "defender" });
    expect(s.pending.decision!.kind === "retreat" && s.pending.decision!.to).toContain("North Sea Zone");
    s = ok(s, { type: "retreat", power: "British", at: "North Sea Zone", to: "North Sea Zone" }).state;
    expect(s.pending.battles).toEqual([]);
    expect(s.territories["North Sea Zone"]!.units.map((u) => u.owner).sort()).toEqual(["British", "Germans"]);
  });

  it("ER-RET-5: retreating ships may go to an adjacent zone holding enemy units", () => {
    const s = seaBattle();
    s.territories["Karelia Sea Zone"]!.units.push({ id: "u900", type: "submarine", owner: "British" });
    const r = ok(s, { type: "retreat", power: "Germans", at: "North Sea Zone", to: "Karelia Sea Zone" });
    expect(r.state.territories["Karelia Sea Zone"]!.units.some((u) => u.owner === "Germans")).toBe(true);
  });

  it("ER-RET-6: the shared zone left behind is fought over in place in a later turn (placeShipsInEnemySeaZones is on)", () => {
    const s = position(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          "North Sea Zone": {
            units: [
              { owner: "Germans", type: "battleship" },
              { owner: "British", type: "battleship" },
            ],
          },
        },
      },
      F,
    );
    expect(s.ruleset.options.placeShipsInEnemySeaZones).toBe(true);
    ok(s, { type: "attackInPlace", power: "Germans", at: "North Sea Zone" });
  });

  it("ER-RET-8: no retreat is offered once the other side has no units left", () => {
    let s = position(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            owner: "Russians",
            units: [
              { owner: "Germans", type: "infantry", count: 2 },
              { owner: "Russians", type: "infantry" },
            ],
          },
        },
      },
      F,
    );
    s = ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 1, 6]).state;
    expect(s.pending.decision).toBeNull();
    expect(s.territories["Karelia S.S.R."]!.owner).toBe("Germans");
  });
});

describe("the no-kamikaze check within the return cap (ER-AIR-4)", () => {
  it("ER-AIR-4: a carrier may not sail out of its launched fighter's 1-space return cap", () => {
    const p = {
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Caroline Islands": { owner: "Americans" },
        Philippines: { owner: "Americans" },
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Philippines Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
        "Solomon Islands Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    };
    for (const [options, legal] of [
      [{ flightRanges: true }, false],
      [{}, true],
    ] as const) {
      let s = position(p, options);
      const zone = s.territories["Caroline Islands Sea Zone"]!.units;
      const carrier = zone.find((u) => u.type === "carrier")!.id;
      const fighter = zone.find((u) => u.type === "fighter")!.id;
      s = ok(s, { type: "move", power: "Japanese", units: [fighter], path: ["Caroline Islands Sea Zone", "Philippines Sea Zone"] }).state;
      const sail = {
        type: "move" as const,
        power: "Japanese",
        units: [carrier],
        path: ["Caroline Islands Sea Zone", "Solomon Islands Sea Zone"],
      };
      if (legal) ok(s, sail);
      else expect(refused(s, sail)).toContain("ER-AIR-4");
    }
  });
});

describe("defenders with no friendly neighbour (ER-RET-3, ER-RET-4)", () => {
  const surrounded = (extra: Record<string, unknown>, defenders: Array<{ owner: string; type: string }>) => {
    const german = { owner: "Germans" };
    let s = position(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          Caucasus: german,
          "East Europe": german,
          "Finland Norway": german,
          Russia: german,
          "Ukraine S.S.R.": german,
          ...extra,
          "Karelia S.S.R.": { owner: "Russians", units: [{ owner: "Germans", type: "infantry", count: 3 }, ...defenders] },
        },
      } as never,
      F,
    );
    s = ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [6, 6, 6, 6, 6, 6]).state;
    return ok(s, { type: "pressOn", power: "Germans", at: "Karelia S.S.R." }, [6, 6, 6, 6]).state;
  };

  it("ER-RET-4: a defending fighter with no friendly neighbour flies to the closest friendly territory within its range", () => {
    const s = surrounded({}, [{ owner: "Russians", type: "fighter" }]);
    const d = s.pending.decision!;
    expect(d).toMatchObject({ kind: "retreat", power: "Russians", retreating: "defender" });
    const to = d.kind === "retreat" ? d.to : [];
    expect(to).toContain("Kazakh S.S.R.");
    expect(to).not.toContain("Russia");
    const r = ok(s, { type: "retreat", power: "Russians", at: "Karelia S.S.R.", to: "Kazakh S.S.R." });
    expect(r.state.territories["Kazakh S.S.R."]!.units.some((u) => u.type === "fighter")).toBe(true);
  });

  it("ER-RET-3: a defending land unit with no friendly neighbour may go only into an adjacent battle still to be fought; else no retreat", () => {
    const none = surrounded({}, [{ owner: "Russians", type: "infantry" }]);
    expect(none.pending.decision).toMatchObject({ power: "Germans", round: 2 }); // nowhere to go: the defender is not asked
    const s = surrounded(
      {
        "Ukraine S.S.R.": {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Russians", type: "infantry" },
          ],
        },
      },
      [{ owner: "Russians", type: "infantry" }],
    );
    expect(s.pending.battles.map((b) => b.at)).toContain("Ukraine S.S.R.");
    const d = s.pending.decision!;
    expect(d.kind === "retreat" && d.to).toEqual(["Ukraine S.S.R."]);
  });
});
