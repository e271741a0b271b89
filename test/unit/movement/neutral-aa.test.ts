import { describe, expect, it } from "vitest";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British",
  J = "Japanese";

describe("NEUT — neutral territories", () => {
  it("NEUT-1: a neutral has no controller; entering it is a violation with a fee, not a battle", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 5 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } },
    });
    expect(s.territories.Spain!.owner).toBeNull();
    const a = ok(s, mv(G, { infantry: 1 }, ["West Europe", "Spain"]));
    expect(a.pending.battles).toEqual([]);
  });
  it("NEUT-2: land units enter a neutral in the combat move, pay 3 IPCs and take it at once (T-01)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 5 },
      territories: {
        "West Europe": {
          units: [
            { owner: G, type: "infantry", count: 2 },
            { owner: G, type: "fighter" },
          ],
        },
      },
    });
    const r = ok(s, mv(G, { infantry: 2 }, ["West Europe", "Spain"]));
    expect(r.territories.Spain!.owner).toBe(G);
    expect(r.powers[G]!.ipcs).toBe(2);
    expect(r.thisTurn.conquered).toHaveProperty("Spain");
    bad(s, mv(G, { fighter: 1 }, ["West Europe", "Spain"]), "NEUT-2");
    // from a transport too
    const sea = pos({
      power: B,
      phase: "combatMove",
      ipcs: { [B]: 3 },
      territories: {
        "West Africa Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
      },
    });
    const landed = ok(sea, mv(B, { infantry: 2 }, ["West Africa Sea Zone", "Rio del Oro"]));
    expect(landed.territories["Rio del Oro"]!.owner).toBe(B);
    expect(landed.powers[B]!.ipcs).toBe(0);
    expect(landed.pending.battles).toEqual([]);
  });
  it("NEUT-3: aircraft overfly a neutral in the combat move by paying the fee; OPT-11 forbids it", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 5 },
      territories: { "West Europe": { units: [{ owner: G, type: "fighter" }] }, Gibraltar: { units: [{ owner: B, type: "infantry" }] } },
    });
    const a = ok(s, mv(G, { fighter: 1 }, ["West Europe", "Spain", "Gibraltar"]));
    expect(a.territories.Spain!.owner).toBe(G);
    expect(a.powers[G]!.ipcs).toBe(2);
    const strict = pos(
      {
        power: G,
        phase: "combatMove",
        ipcs: { [G]: 5 },
        territories: { "West Europe": { units: [{ owner: G, type: "fighter" }] }, Gibraltar: { units: [{ owner: B, type: "infantry" }] } },
      },
      { neutralFlyoverAllowed: false },
    );
    bad(strict, mv(G, { fighter: 1 }, ["West Europe", "Spain", "Gibraltar"]), "NEUT-3", "OPT-11");
  });
  it("NEUT-4: the fee must be payable from the IPCs left (T-02)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 2 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } },
    });
    bad(s, mv(G, { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-4");
    const three = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 3 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } },
    });
    expect(ok(three, mv(G, { infantry: 1 }, ["West Europe", "Spain"])).powers[G]!.ipcs).toBe(0);
  });
  it("NEUT-5: a violated neutral is an ordinary territory: no fee (T-28)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      ipcs: { [B]: 0 },
      territories: { Spain: { owner: G, units: [] }, Gibraltar: { units: [{ owner: B, type: "infantry" }] } },
    });
    const a = ok(s, mv(B, { infantry: 1 }, ["Gibraltar", "Spain"]));
    expect(a.territories.Spain!.owner).toBe(B);
    expect(a.powers[B]!.ipcs).toBe(0);
    const occupied = pos({
      power: B,
      phase: "combatMove",
      territories: { Spain: { owner: G, units: [{ owner: G, type: "infantry" }] }, Gibraltar: { units: [{ owner: B, type: "infantry" }] } },
    });
    expect(ok(occupied, mv(B, { infantry: 1 }, ["Gibraltar", "Spain"])).pending.battles[0]).toMatchObject({ at: "Spain", kind: "land" });
  });
  it("NEUT-6: taking a former neutral is a capture, never a liberation (T-28)", () => {
    const s = pos({
      power: R,
      phase: "combatMove",
      territories: { Turkey: { owner: G, units: [] }, Caucasus: { units: [{ owner: R, type: "infantry" }] } },
    });
    const a = ok(s, mv(R, { infantry: 1 }, ["Caucasus", "Turkey"]));
    expect(a.territories.Turkey!.owner).toBe(R);
  });
  it("NEUT-7: no entering an unviolated neutral in the non-combat move; OPT-7 closes neutrals, cited with NEUT-7 (DEC-15)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      ipcs: { [G]: 9 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } },
    });
    bad(s, mv(G, { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-7");
    const strict = pos(
      { power: G, phase: "combatMove", ipcs: { [G]: 9 }, territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } } },
      { strictNeutrals: true },
    );
    bad(strict, mv(G, { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-7", "OPT-7");
    ok(s, mv(G, { infantry: 1 }, ["West Europe", "Germany"]));
  });
});

describe("AA — anti-aircraft guns (movement)", () => {
  it("AA-1: aaGuns move only in the non-combat move (T-31)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: { Germany: { units: [{ owner: G, type: "aaGun" }] }, "East Europe": { units: [] } },
    });
    bad(s, mv(G, { aaGun: 1 }, ["Germany", "East Europe"]), "AA-1");
    ok({ ...s, turn: { ...s.turn, phase: "noncombatMove" } }, mv(G, { aaGun: 1 }, ["Germany", "East Europe"]));
  });
  it("AA-2: one aaGun per territory (T-31)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: { Germany: { units: [{ owner: G, type: "aaGun" }] }, "West Europe": { units: [{ owner: G, type: "aaGun" }] } },
    });
    bad(s, mv(G, { aaGun: 1 }, ["Germany", "West Europe"]), "AA-2");
    ok(s, mv(G, { aaGun: 1 }, ["Germany", "East Europe"]));
  });
  it("AA-3: each enemy aaGun flown over is an AA shot of the target battle, the target's own gun last (T-10)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: B, type: "bomber" },
            { owner: B, type: "bomber" },
          ],
        },
        "West Europe": { units: [{ owner: G, type: "aaGun" }] },
        Germany: {
          units: [
            { owner: G, type: "aaGun" },
            { owner: G, type: "factory" },
            { owner: G, type: "infantry" },
          ],
        },
      },
    });
    const bomber = ids(s, "United Kingdom", B, "bomber")[0]!;
    const fighter = ids(s, "United Kingdom", B, "bomber")[1]!;
    const weGun = ids(s, "West Europe", G, "aaGun")[0]!,
      deGun = ids(s, "Germany", G, "aaGun")[0]!;
    const raid = ok(s, mv(B, [bomber], ["United Kingdom", "North Sea Zone", "West Europe", "Germany"], { raid: true }));
    expect(raid.pending.battles).toEqual([
      {
        at: "Germany",
        kind: "raid",
        attacker: B,
        enteredFrom: ["West Europe"],
        round: 0,
        aaFire: [
          { gun: weGun, over: "West Europe", aircraft: [bomber] },
          { gun: deGun, over: "Germany", aircraft: [bomber] },
        ],
      },
    ]);
    expect(unit(raid, bomber)!.raiding).toBe(true);
    // a later move through Baltic: the target's own gun stays last
    const battle = ok(s, mv(B, [fighter], ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "Germany"]));
    const both = ok(battle, mv(B, [bomber], ["United Kingdom", "North Sea Zone", "West Europe", "Germany"]));
    expect(both.pending.battles[0]!.aaFire.map((x) => x.gun)).toEqual([weGun, deGun]);
    expect(both.pending.battles[0]!.aaFire[1]!.aircraft).toEqual([fighter, bomber]);
  });
  it("AA-4: no AA shots in the non-combat move", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "fighter" }] },
        "West Europe": { units: [{ owner: G, type: "aaGun" }] },
        "Finland Norway": { owner: B, units: [] },
      },
    });
    const a = ok(s, mv(B, { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe", "Baltic Sea Zone", "Finland Norway"]));
    expect(a.pending.battles).toEqual([]);
  });
  it("AA-6: an aaGun does not stop a blitz; it changes hands (T-03)", () => {
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
    const gun = a.territories["Ukraine S.S.R."]!.units.find((u) => u.type === "aaGun")!;
    expect(gun.owner).toBe(R);
    expect(a.pending.battles.map((b) => b.at)).toEqual(["East Europe"]);
  });
  it("AA-7: a captured aaGun may not move in that turn's non-combat move", () => {
    const s = pos({
      power: R,
      phase: "combatMove",
      territories: { Caucasus: { units: [{ owner: R, type: "infantry" }] }, "Ukraine S.S.R.": { units: [{ owner: G, type: "aaGun" }] } },
    });
    const a = ok(s, mv(R, { infantry: 1 }, ["Caucasus", "Ukraine S.S.R."]));
    const nc = { ...a, turn: { ...a.turn, phase: "noncombatMove" as const } };
    bad(nc, mv(R, { aaGun: 1 }, ["Ukraine S.S.R.", "Caucasus"]), "AA-7");
    const own = pos({ power: R, phase: "noncombatMove", territories: { Caucasus: { units: [{ owner: R, type: "aaGun" }] } } });
    ok(
      own,
      mv(
        R,
        { aaGun: 1 },
        ["Caucasus", "Ukraine S.S.R."].map((p) => (p === "Ukraine S.S.R." ? "Russia" : p)),
      ),
    );
  });
});

describe("SBR — declaring raids", () => {
  it("SBR-1: bombers raid an enemy factory territory with raid: true; fighters never raid", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        Manchuria: {
          units: [
            { owner: J, type: "bomber" },
            { owner: J, type: "fighter" },
          ],
        },
        "Soviet Far East": { units: [{ owner: R, type: "infantry" }] },
      },
    });
    bad(s, mv(J, { fighter: 1 }, ["Manchuria", "Soviet Far East"], { raid: true }), "SBR-1");
    bad(s, mv(J, { bomber: 1 }, ["Manchuria", "Soviet Far East"], { raid: true }), "SBR-1");
    const withFactory = pos({
      power: G,
      phase: "combatMove",
      territories: { Germany: { units: [{ owner: G, type: "bomber" }] }, "Karelia S.S.R.": { units: [{ owner: R, type: "factory" }] } },
    });
    const a = ok(withFactory, mv(G, { bomber: 1 }, ["Germany", "East Europe", "Karelia S.S.R."], { raid: true }));
    expect(a.pending.battles[0]).toMatchObject({ at: "Karelia S.S.R.", kind: "raid" });
  });
});
