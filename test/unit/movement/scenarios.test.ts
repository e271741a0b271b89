// Digest §4 scenarios that concern movement, by number.
import { describe, expect, it } from "vitest";
import { adjudicate, listDice, type GameState } from "../../../src/rulesets/index.js";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British",
  J = "Japanese",
  A = "Americans";
const toNoncombat = (s: GameState): GameState => ({
  ...s,
  turn: { ...s.turn, phase: "noncombatMove" },
  pending: { battles: [], decision: null },
});

describe("digest scenarios (movement)", () => {
  it("T-01: armour West Europe → Spain → Gibraltar is illegal (LAND-4); West Europe → Spain pays 3 IPCs (NEUT-2)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 10 },
      territories: { "West Europe": { units: [{ owner: G, type: "armour" }] } },
    });
    bad(s, mv(G, { armour: 1 }, ["West Europe", "Spain", "Gibraltar"]), "LAND-4");
    const after = ok(s, mv(G, { armour: 1 }, ["West Europe", "Spain"]));
    expect(after.territories.Spain!.owner).toBe(G);
    expect(after.powers[G]!.ipcs).toBe(7);
  });
  it("T-02: with 2 IPCs left, infantry West Europe → Spain is illegal (NEUT-4)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      ipcs: { [G]: 2 },
      territories: { "West Europe": { units: [{ owner: G, type: "infantry" }] } },
    });
    bad(s, mv(G, { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-4");
  });
  it("T-03: Russian armour blitzes Ukraine (only a German aaGun) into East Europe (LAND-3, AA-6, AA-7)", () => {
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
    expect(a.territories["Ukraine S.S.R."]!.units[0]).toMatchObject({ type: "aaGun", owner: R });
    expect(a.pending.battles).toMatchObject([{ at: "East Europe", kind: "land", enteredFrom: ["Ukraine S.S.R."] }]);
  });
  it("T-04: armour that moved may not board; armour unloaded may not move on (TRANS-2)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "armour" }] },
        "North Sea Zone": {
          units: [
            { owner: G, type: "transport", cargo: [{ owner: G, type: "armour" }] },
            { owner: G, type: "transport" },
          ],
        },
      },
    });
    const a = ok(s, mv(G, { armour: 1 }, ["Germany", "West Europe"]));
    bad(a, mv(G, { armour: 1 }, ["West Europe", "North Sea Zone"]), "TRANS-2");
    const b = ok(s, mv(G, { armour: 1 }, ["North Sea Zone", "Finland Norway"]));
    bad(b, mv(G, { armour: 1 }, ["Finland Norway", "Karelia S.S.R."]), "TRANS-2");
  });
  it("T-05: a combat move landing 1 of 2 infantry in Finland Norway and keeping 1 aboard is illegal (TRANS-5)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const one = ok(s, mv(B, { infantry: 1 }, ["North Sea Zone", "Finland Norway"]));
    const r = adjudicate(one, { type: "endPhase", power: B }, listDice([]));
    expect(r.ok ? [] : r.violations.map((v) => v.rule)).toContain("TRANS-5");
  });
  it("T-06: a transport never holds 1 infantry and 1 armour (TRANS-1)", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "armour" }] },
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry" }] }] },
      },
    });
    bad(s, mv(B, { armour: 1 }, ["United Kingdom", "North Sea Zone"]), "TRANS-1");
  });
  it("T-07: the Caroline fighter attacks Hawaii Sea Zone and returns (AIR-2, CARR-2); not to a carrier moved to Philippines Sea Zone", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Caroline Islands Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] },
        "Hawaii Sea Zone": { units: [{ owner: A, type: "submarine" }] },
      },
    });
    const f = ids(s, "Caroline Islands Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Caroline Islands Sea Zone", J, "carrier")[0]!;
    const a = toNoncombat(ok(s, mv(J, [f], ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"])));
    const back = ok(a, mv(J, [f], ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]));
    expect(unit(back, f)).toMatchObject({ aboard: c, moved: 4 });
    const moved = ok(a, mv(J, [c], ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    bad(moved, mv(J, [f], ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]), "AIR-2");
  });
  it("T-08: App. II — fighter from a carrier in Wake Island Sea Zone attacks Philippines, lands on the carrier moved to Philippines Sea Zone (CARR-7)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Wake Island Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] },
        Philippines: { owner: A, units: [{ owner: A, type: "infantry" }] },
      },
    });
    const f = ids(s, "Wake Island Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Wake Island Sea Zone", J, "carrier")[0]!;
    const a = toNoncombat(ok(s, mv(J, [f], ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone", "Philippines"])));
    const b = ok(a, mv(J, [c], ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(unit(ok(b, mv(J, [f], ["Philippines", "Philippines Sea Zone"])), f)).toMatchObject({ aboard: c, moved: 4 });
    // before the carrier moves, the fighter cannot land there (each non-combat air move is its landing)
    bad(a, mv(J, [f], ["Philippines", "Philippines Sea Zone"]), "CARR-1");
  });
  it("T-09: a fighter whose only landing would be its carrier retreating may not attack (AIR-4)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Okinawa Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] },
        "Wake Island Sea Zone": { units: [{ owner: A, type: "submarine" }] },
        "Midway Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
    const f = ids(s, "Okinawa Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Okinawa Sea Zone", J, "carrier")[0]!;
    const a = ok(s, mv(J, [c], ["Okinawa Sea Zone", "Wake Island Sea Zone"]));
    // Okinawa → Wake → Hawaii → Midway: 3 used, 1 left; the carrier fights in Wake Sea Zone, 2 away; only a retreat could bring it nearer
    bad(a, mv(J, [f], ["Okinawa Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone", "Midway Sea Zone"]), "AIR-4");
  });
  it("T-10: British bomber raids Germany over West Europe: two AA shots recorded, none on the way back (AA-3, AA-4, SBR-2)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "bomber" }] },
        "West Europe": { units: [{ owner: G, type: "aaGun" }] },
        Germany: {
          units: [
            { owner: G, type: "aaGun" },
            { owner: G, type: "factory" },
          ],
        },
      },
    });
    const bomber = ids(s, "United Kingdom", B, "bomber")[0]!;
    const a = ok(s, mv(B, [bomber], ["United Kingdom", "North Sea Zone", "West Europe", "Germany"], { raid: true }));
    expect(a.pending.battles[0]!.aaFire.map((x) => x.over)).toEqual(["West Europe", "Germany"]);
    const back = ok(toNoncombat(a), mv(B, [bomber], ["Germany", "West Europe", "North Sea Zone", "United Kingdom"]));
    expect(back.pending.battles).toEqual([]);
  });
  it("T-17 (movement part): the armour declared via Libya adds Libya to the retreat options (RET-2 enteredFrom)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "French Equatorial Africa": {
          owner: G,
          units: [
            { owner: G, type: "infantry", count: 2 },
            { owner: G, type: "armour" },
          ],
        },
        "Anglo Sudan Egypt": { units: [{ owner: B, type: "infantry" }] },
      },
    });
    let a = ok(s, mv(G, { infantry: 2 }, ["French Equatorial Africa", "Anglo Sudan Egypt"]));
    a = ok(a, mv(G, { armour: 1 }, ["French Equatorial Africa", "Libya", "Anglo Sudan Egypt"]));
    expect(a.pending.battles).toMatchObject([
      { at: "Anglo Sudan Egypt", kind: "land", enteredFrom: ["French Equatorial Africa", "Libya"] },
    ]);
  });
  it("T-20: App. I — Japan retakes Manchuria; its fighter may not land there (AIR-6), Kwangtung is legal", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        Manchuria: { owner: R, units: [{ owner: R, type: "infantry" }] },
        Kwangtung: {
          units: [
            { owner: J, type: "infantry" },
            { owner: J, type: "fighter" },
          ],
        },
      },
    });
    const a = ok(s, mv(J, { infantry: 1, fighter: 1 }, ["Kwangtung", "Manchuria"]));
    const won = structuredClone(toNoncombat(a));
    won.territories.Manchuria!.units = won.territories.Manchuria!.units.filter((u) => u.owner === J);
    won.territories.Manchuria!.owner = J;
    won.thisTurn.conquered.Manchuria = R;
    bad(won, mv(J, { fighter: 1 }, ["Manchuria", "Kwangtung", "Manchuria"]), "AIR-6");
    ok(won, mv(J, { fighter: 1 }, ["Manchuria", "Kwangtung"]));
  });
  it("T-25: Suez closed when Anglo Sudan Egypt is German and Syria Jordan British (CANAL-2); open when both Axis", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    bad(s, mv(G, { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
    const axis = pos({
      power: J,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        "Syria Jordan": { owner: G, units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: J, type: "transport" }] },
      },
    });
    ok(axis, mv(J, { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]));
  });
  it("T-26: American Panama: Japanese battleship may not pass (CANAL-1), the fighter may (CANAL-3)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "West Panama Sea Zone": {
          units: [
            { owner: J, type: "battleship" },
            { owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] },
          ],
        },
        "Carribean Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
    bad(s, mv(J, { battleship: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]), "CANAL-1");
    ok(s, mv(J, { fighter: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]));
  });
  it("T-27: a Japanese fighter may not overfly unviolated Mongolia in the non-combat move (AIR-7, NEUT-7)", () => {
    const s = pos({
      power: J,
      phase: "noncombatMove",
      territories: { Manchuria: { units: [{ owner: J, type: "fighter" }] }, Sinkiang: { owner: J, units: [] } },
    });
    bad(s, mv(J, { fighter: 1 }, ["Manchuria", "Mongolia", "Sinkiang"]), "AIR-7", "NEUT-7");
  });
  it("T-28: British infantry enter Spain violated by the Germans earlier: no fee, Spain British (NEUT-5, NEUT-6)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      ipcs: { [B]: 1 },
      territories: { Spain: { owner: G, units: [] }, Gibraltar: { units: [{ owner: B, type: "infantry" }] } },
    });
    const a = ok(s, mv(B, { infantry: 1 }, ["Gibraltar", "Spain"]));
    expect(a.territories.Spain!.owner).toBe(B);
    expect(a.powers[B]!.ipcs).toBe(1);
  });
  it("T-31: an aaGun in the combat move (AA-1); an aaGun into a territory with one (AA-2)", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: { Germany: { units: [{ owner: G, type: "aaGun" }] }, "West Europe": { units: [{ owner: G, type: "aaGun" }] } },
    });
    bad(s, mv(G, { aaGun: 1 }, ["Germany", "East Europe"]), "AA-1");
    bad(toNoncombat(s), mv(G, { aaGun: 1 }, ["Germany", "West Europe"]), "AA-2");
  });
  it("T-33: British battleship West Mediteranean → West Spain (German sub) → North Atlantic is illegal (SEA-2)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "West Mediteranean Sea Zone": { units: [{ owner: B, type: "battleship" }] },
        "West Spain Sea Zone": { units: [{ owner: G, type: "submarine" }] },
      },
    });
    bad(s, mv(B, { battleship: 1 }, ["West Mediteranean Sea Zone", "West Spain Sea Zone", "North Atlantic Sea Zone"]), "SEA-2");
  });
  it("moves never roll dice", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: G, type: "infantry" }] },
        "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] },
      },
    });
    const r = adjudicate(s, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."]), listDice([6, 6, 6]));
    expect(r.ok && r.dice).toEqual([]);
  });
});
