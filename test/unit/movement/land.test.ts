import { describe, expect, it } from "vitest";
import { bad, endPhase, ids, mv, ok, pos, start, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British";

describe("MOVE — movement in general", () => {
  const s = pos({
    power: G,
    phase: "combatMove",
    territories: {
      "West Europe": {
        units: [
          { owner: G, type: "infantry", count: 2 },
          { owner: G, type: "armour" },
        ],
      },
      "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] },
      "East Europe": {
        units: [
          { owner: G, type: "infantry" },
          { owner: G, type: "armour" },
        ],
      },
    },
  });
  it("MOVE-1: each step goes to an adjacent space", () => {
    ok(s, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."]));
    bad(s, mv(G, { infantry: 1 }, ["West Europe", "Karelia S.S.R."]), "MOVE-1");
  });
  it("MOVE-1: units named by id must stand in path[0]; unknown places are refused", () => {
    const inf = ids(s, "East Europe", G, "infantry")[0]!;
    bad(s, mv(G, [inf], ["West Europe", "Germany"]), "MOVE-1");
    bad(s, mv(G, [inf], ["East Europe", "Atlantis"]), "MOVE-1");
    bad(s, mv(G, { infantry: 3 }, ["West Europe", "Germany"]), "MOVE-1");
  });
  it("MOVE-2: in the combat move a unit ends where it fights or captures", () => {
    const cited = bad(s, mv(G, { infantry: 1 }, ["West Europe", "Germany"]), "MOVE-2");
    expect(cited).toEqual(["MOVE-2"]);
    const after = ok(s, mv(G, { armour: 1 }, ["East Europe", "Karelia S.S.R."]));
    expect(after.pending.battles).toMatchObject([{ at: "Karelia S.S.R.", kind: "land", attacker: G, enteredFrom: ["East Europe"] }]);
    // a unit that ended its combat move in a battle moves no further in this combat move
    const armour = ids(s, "East Europe", G, "armour")[0]!;
    bad(after, mv(G, [armour], ["Karelia S.S.R.", "Russia"]), "MOVE-2");
  });
  it("MOVE-3: units that moved in the combat move stay put in the non-combat move; only friendly spaces", () => {
    const inf = ids(s, "East Europe", G, "infantry")[0]!;
    const a = ok(s, mv(G, [inf], ["East Europe", "Karelia S.S.R."]));
    const nc = { ...a, turn: { ...a.turn, phase: "noncombatMove" as const }, pending: { battles: [], decision: null } };
    bad(nc, mv(G, [inf], ["Karelia S.S.R.", "East Europe"]), "MOVE-3");
    const n2 = pos({ power: G, phase: "noncombatMove", territories: { "East Europe": { units: [{ owner: G, type: "infantry" }] } } });
    bad(n2, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."]), "MOVE-3");
    ok(n2, mv(G, { infantry: 1 }, ["East Europe", "Germany"]));
  });
  it("MOVE-4: movement accumulates over the turn", () => {
    const n = pos({ power: G, phase: "noncombatMove", territories: { "West Europe": { units: [{ owner: G, type: "armour" }] } } });
    const a = ok(n, mv(G, { armour: 1 }, ["West Europe", "Germany"]));
    const b = ok(a, mv(G, { armour: 1 }, ["Germany", "East Europe"]));
    expect(unit(b, ids(b, "East Europe", G, "armour")[0]!)!.moved).toBe(2);
    bad(b, mv(G, { armour: 1 }, ["East Europe", "Germany"]), "MOVE-4");
  });
  it("MOVE-5: the left and right map edges meet (West US – East US)", () => {
    const n = pos({
      power: "Americans",
      phase: "noncombatMove",
      territories: { "West US": { units: [{ owner: "Americans", type: "infantry" }] } },
    });
    ok(n, mv("Americans", { infantry: 1 }, ["West US", "East US"]));
    bad(n, mv("Americans", { infantry: 1 }, ["West US", "Eastern Canada"]), "MOVE-1");
  });
  it("MOVE-6: the Caspian Sea Zone has no sea neighbours", () => {
    const n = pos({ power: R, phase: "noncombatMove", territories: { "Caspian Sea Zone": { units: [{ owner: R, type: "submarine" }] } } });
    bad(n, mv(R, { submarine: 1 }, ["Caspian Sea Zone", "Black Sea Zone"]), "MOVE-1");
  });
  it("MOVE-7: land units move through and stop in allied territory", () => {
    const n = pos({ power: B, phase: "noncombatMove", territories: { Caucasus: { units: [{ owner: B, type: "armour" }] } } });
    ok(n, mv(B, { armour: 1 }, ["Caucasus", "Russia", "Karelia S.S.R."]));
    bad(n, mv(B, { armour: 1 }, ["Caucasus", "Ukraine S.S.R."]), "MOVE-3");
  });
});

describe("LAND — land units", () => {
  it("LAND-1: infantry 1, armour 2, factories never move", () => {
    const s = start();
    const n = { ...s, turn: { round: 1, power: G, phase: "noncombatMove" as const } };
    ok(n, mv(G, { infantry: 1 }, ["Germany", "South Europe"]));
    bad(n, mv(G, { infantry: 1 }, ["Germany", "South Europe", "West Europe"]), "LAND-1", "MOVE-4");
    ok(n, mv(G, { armour: 1 }, ["Germany", "South Europe", "West Europe"]));
    bad(n, mv(G, { factory: 1 }, ["Germany", "South Europe"]), "LAND-1");
  });
  it("LAND-2: a land unit stops on entering enemy territory", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: G, type: "armour" }] },
        "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] },
      },
    });
    bad(s, mv(G, { armour: 1 }, ["East Europe", "Karelia S.S.R.", "Russia"]), "LAND-2");
    ok(s, mv(G, { armour: 1 }, ["East Europe", "Karelia S.S.R."]));
  });
  it("LAND-3: armour blitzes through an empty enemy territory, capturing it; not through occupied ones", () => {
    const s = pos({
      power: R,
      phase: "combatMove",
      territories: {
        Caucasus: { units: [{ owner: R, type: "armour" }] },
        "Ukraine S.S.R.": { units: [{ owner: G, type: "aaGun" }] },
        "East Europe": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const a = ok(s, mv(R, { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]));
    expect(a.territories["Ukraine S.S.R."]!.owner).toBe(R);
    expect(a.pending.battles.map((b) => b.at)).toEqual(["East Europe"]);
    // blitz ending in a friendly space is allowed (MOVE-2 exception); the armour then cannot move in the non-combat move
    const b = ok(s, mv(R, { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "Karelia S.S.R."]));
    const armour = ids(b, "Karelia S.S.R.", R, "armour")[0]!;
    const nc = endPhase(endPhase(b, R), R);
    bad(nc, mv(R, [armour], ["Karelia S.S.R.", "Russia"]), "MOVE-3");
    const occupied = pos({
      power: R,
      phase: "combatMove",
      territories: { Caucasus: { units: [{ owner: R, type: "armour" }] }, "Ukraine S.S.R.": { units: [{ owner: G, type: "infantry" }] } },
    });
    bad(occupied, mv(R, { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]), "LAND-2");
    const inf = pos({ power: R, phase: "combatMove", territories: { Caucasus: { units: [{ owner: R, type: "infantry" }] } } });
    bad(inf, mv(R, { infantry: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]), "LAND-2");
  });
  it("LAND-4: no blitz through a neutral", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 10 },
      territories: { "West Europe": { units: [{ owner: G, type: "armour" }] } },
    });
    bad(s, mv(G, { armour: 1 }, ["West Europe", "Spain", "Gibraltar"]), "LAND-4");
    ok(s, mv(G, { armour: 1 }, ["West Europe", "Spain"]));
  });
  it("LAND-5: entering an enemy territory without enemy units captures it at once (aaGuns and factories don't count)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: G, type: "infantry" }] },
        "Karelia S.S.R.": {
          units: [
            { owner: R, type: "aaGun" },
            { owner: R, type: "factory" },
          ],
        },
      },
    });
    const a = ok(s, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."]));
    expect(a.territories["Karelia S.S.R."]!.owner).toBe(G);
    expect(a.pending.battles).toEqual([]);
    expect(a.territories["Karelia S.S.R."]!.units.filter((u) => u.type === "aaGun")[0]!.owner).toBe(G);
    const defended = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: G, type: "infantry" }] },
        "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] },
      },
    });
    expect(ok(defended, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."])).territories["Karelia S.S.R."]!.owner).toBe(R);
  });
  it("LAND-6: land units cross sea only aboard transports; Anglo Sudan Egypt – Syria Jordan is a land border", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { units: [{ owner: B, type: "infantry" }] },
        "United Kingdom": { units: [{ owner: B, type: "armour" }] },
      },
    });
    ok(s, mv(B, { infantry: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
    bad(s, mv(B, { armour: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]), "LAND-6");
  });
});
