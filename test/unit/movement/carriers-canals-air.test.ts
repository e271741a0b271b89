// Remaining pass/fail pairs per rule ID.
import { describe, expect, it } from "vitest";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British",
  J = "Japanese",
  A = "Americans";

describe("pass/fail pairs", () => {
  it("SEA-5: a canal edge is refused when the canal is closed", () => {
    const s = pos({
      power: J,
      phase: "noncombatMove",
      territories: { "Carribean Sea Zone": { units: [{ owner: J, type: "transport" }] } },
    });
    bad(s, mv(J, { transport: 1 }, ["Carribean Sea Zone", "West Panama Sea Zone"]), "CANAL-1");
  });
  it("CANAL-3: a ship on the same edge is refused while the aircraft passes", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "East Mediteranean Sea Zone": { units: [{ owner: G, type: "carrier", cargo: [{ owner: G, type: "fighter" }] }] },
        "Red Sea Zone": { units: [] },
        Persia: { owner: G, units: [] },
      },
    });
    bad(s, mv(G, { carrier: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
    ok(s, mv(G, { fighter: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone", "Persia"]));
  });
  it("AIR-3: enemy units never stop aircraft, but in the non-combat move they still must land (AIR-5)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "fighter" }] },
        "Karelia S.S.R.": { units: [{ owner: R, type: "infantry", count: 5 }] },
        Caucasus: { owner: G, units: [] },
      },
    });
    ok(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Caucasus"]));
    bad(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R."]), "AIR-5");
  });
  it("AIR-9: aircraft join land units that capture; alone they capture nothing", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": {
          units: [
            { owner: G, type: "fighter" },
            { owner: G, type: "infantry" },
          ],
        },
        "Karelia S.S.R.": { units: [] },
      },
    });
    const a = ok(s, mv(G, { fighter: 1, infantry: 1 }, ["East Europe", "Karelia S.S.R."]));
    expect(a.territories["Karelia S.S.R."]!.owner).toBe(G);
    bad(s, mv(G, { fighter: 1 }, ["East Europe", "Karelia S.S.R."]), "MOVE-2");
  });
  it("CARR-7: a carrier that cannot get there does not count (AIR-4)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Japan Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] },
        "Hawaii Sea Zone": { units: [{ owner: A, type: "submarine" }] },
        "Midway Sea Zone": { units: [{ owner: A, type: "submarine" }] },
      },
    });
    // 4 spaces to Hawaii Sea Zone leave none: the carrier cannot enter that enemy-held zone in the non-combat move
    bad(
      s,
      mv(J, { fighter: 1 }, [
        "Japan Sea Zone",
        "Okinawa Sea Zone",
        "Caroline Islands Sea Zone",
        "Solomon Islands Sea Zone",
        "Hawaii Sea Zone",
      ]),
      "AIR-4",
    );
    ok(s, mv(J, { fighter: 1 }, ["Japan Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
  });
  it("AA-3: a gun fires at a given aircraft once even if the path passes it twice; friendly guns never fire", () => {
    const s = pos(
      {
        power: B,
        phase: "combatMove",
        territories: {
          "United Kingdom": {
            units: [
              { owner: B, type: "bomber" },
              { owner: B, type: "aaGun" },
            ],
          },
          "West Europe": { units: [{ owner: G, type: "aaGun" }] },
          Germany: { units: [{ owner: G, type: "infantry" }] },
        },
      },
      { kamikazeAirplanes: true },
    );
    const b = ids(s, "United Kingdom", B, "bomber")[0]!;
    const a = ok(s, mv(B, [b], ["United Kingdom", "North Sea Zone", "West Europe", "Baltic Sea Zone", "West Europe", "Germany"]));
    expect(a.pending.battles[0]!.aaFire).toHaveLength(1);
    expect(a.pending.battles[0]!.aaFire[0]!.aircraft).toEqual([b]);
    const quiet = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "bomber" }] },
        "West Europe": { owner: B, units: [{ owner: B, type: "aaGun" }] },
        Germany: { units: [{ owner: G, type: "infantry" }] },
      },
    });
    expect(
      ok(quiet, mv(B, { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe", "Germany"])).pending.battles[0]!.aaFire,
    ).toEqual([]);
  });
  it("select-units: by count, units with the most movement left first, then the lowest id", () => {
    const s = pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "armour", count: 2 }] } } });
    const [a1, a2] = ids(s, "Germany", G, "armour");
    const one = ok(s, mv(G, [a1!], ["Germany", "East Europe"]));
    const back = ok(one, mv(G, [a1!], ["East Europe", "Germany"]));
    const next = ok(back, mv(G, { armour: 1 }, ["Germany", "East Europe"]));
    expect(unit(next, a2!)!.place).toBe("East Europe");
    expect(unit(next, a1!)!.place).toBe("Germany");
  });
  it("every violated rule is listed, not only the first", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 0 },
      territories: {
        Germany: {
          units: [
            { owner: G, type: "aaGun" },
            { owner: G, type: "armour" },
          ],
        },
      },
    });
    const cited = bad(s, mv(G, { aaGun: 1, armour: 1 }, ["Germany", "West Europe", "Spain"]), "AA-1", "NEUT-4");
    expect(cited.length).toBeGreaterThanOrEqual(2);
  });
});

describe("CARR-1 round trip", () => {
  it("CARR-1: a fighter flying a loop back to its full carrier keeps its own place", () => {
    const s = pos({
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        "East US Sea Zone": {
          units: [{ owner: "Americans", type: "carrier", cargo: [{ owner: "Americans", type: "fighter", count: 2 }] }],
        },
      },
    });
    const [f1] = ids(s, "East US Sea Zone", "Americans", "fighter");
    const a = ok(s, mv("Americans", [f1!], ["East US Sea Zone", "East US", "East US Sea Zone"]));
    expect(unit(a, f1!)!.aboard).toBe(ids(s, "East US Sea Zone", "Americans", "carrier")[0]);
    const third = pos({
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        "East US": { units: [{ owner: "Americans", type: "fighter" }] },
        "East US Sea Zone": {
          units: [{ owner: "Americans", type: "carrier", cargo: [{ owner: "Americans", type: "fighter", count: 2 }] }],
        },
      },
    });
    bad(third, mv("Americans", { fighter: 1 }, ["East US", "East US Sea Zone"]), "CARR-1");
  });
});

describe("OPT-3 russiaRestricted", () => {
  it("OPT-3 (OPT-RUS-1, OPT-RUS-3): no Russian combat move in round 1 when the option is on; off by default; free from round 2", () => {
    const terr = { Caucasus: { units: [{ owner: R, type: "infantry" }] }, "Ukraine S.S.R.": { units: [{ owner: G, type: "infantry" }] } };
    const on = pos({ power: R, phase: "combatMove", territories: terr }, { russiaRestricted: true });
    bad(on, mv(R, { infantry: 1 }, ["Caucasus", "Ukraine S.S.R."]), "OPT-3");
    ok(pos({ power: R, phase: "combatMove", territories: terr }), mv(R, { infantry: 1 }, ["Caucasus", "Ukraine S.S.R."]));
    ok(
      pos({ power: R, phase: "combatMove", round: 2, territories: terr }, { russiaRestricted: true }),
      mv(R, { infantry: 1 }, ["Caucasus", "Ukraine S.S.R."]),
    );
  });
});
