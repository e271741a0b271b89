import { describe, expect, it } from "vitest";
import { bad, endPhase, ids, mv, ok, pos, unit } from "./helpers.js";
import { validate } from "../../../src/rulesets/index.js";
import type { GameState } from "../../../src/rulesets/index.js";

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

describe("AIR — aircraft", () => {
  const s = pos({
    power: G,
    phase: "combatMove",
    territories: {
      Germany: {
        units: [
          { owner: G, type: "fighter" },
          { owner: G, type: "bomber" },
        ],
      },
      "Karelia S.S.R.": { units: [{ owner: R, type: "infantry" }] },
      Russia: { units: [{ owner: R, type: "infantry" }] },
    },
  });
  it("AIR-1: fighter range 4, bomber 6; +2 with long-range aircraft (TECH-6)", () => {
    bad(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia", "Novosibirsk", "Yakut S.S.R."]), "AIR-1", "MOVE-4");
    const lr = pos({
      power: G,
      phase: "noncombatMove",
      techs: { [G]: ["longRangeAircraft"] },
      territories: { Germany: { units: [{ owner: G, type: "fighter" }] } },
    });
    ok(
      lr,
      mv(G, { fighter: 1 }, [
        "Germany",
        "East Europe",
        "Ukraine S.S.R.",
        "Black Sea Zone",
        "East Mediteranean Sea Zone",
        "Central Mediteranean Sea Zone",
        "Libya",
      ]),
    );
    const plain = pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "fighter" }] } } });
    bad(
      plain,
      mv(G, { fighter: 1 }, [
        "Germany",
        "East Europe",
        "Ukraine S.S.R.",
        "Black Sea Zone",
        "East Mediteranean Sea Zone",
        "Central Mediteranean Sea Zone",
        "Libya",
      ]),
      "AIR-1",
    );
  });
  it("AIR-2: the range covers both moves of the turn", () => {
    const a = ok(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R."]));
    const f = ids(a, "Karelia S.S.R.", G, "fighter")[0]!;
    const nc = toNoncombat(a);
    ok(nc, mv(G, [f], ["Karelia S.S.R.", "East Europe", "Germany"]));
    bad(nc, mv(G, [f], ["Karelia S.S.R.", "East Europe", "Germany", "West Europe"]), "AIR-2");
  });
  it("AIR-3: aircraft fly over enemy territory and enemy-held sea zones in the combat move", () => {
    const a = ok(s, mv(G, { bomber: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
    expect(unit(a, ids(s, "Germany", G, "bomber")[0]!)!.place).toBe("Russia");
  });
  it("AIR-4: a combat move must leave range to reach a landing space", () => {
    const cited = bad(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]), "AIR-4");
    expect(cited).toEqual(["AIR-4"]);
    const r = bad(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
    expect(r).toContain("AIR-4");
    ok(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R."]));
    // OPT-18 kamikazeAirplanes: not checked
    const k = pos(
      {
        power: G,
        phase: "combatMove",
        territories: { Germany: { units: [{ owner: G, type: "fighter" }] }, Russia: { units: [{ owner: R, type: "infantry" }] } },
      },
      { kamikazeAirplanes: true },
    );
    ok(k, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
  });
  it("AIR-4: the message names unit, space, spaces used and left", () => {
    const f = ids(s, "Germany", G, "fighter")[0]!;
    const r = validate(s, mv(G, [f], ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.violations[0]!.message).toBe(
        `fighter ${f} cannot reach a landing space after attacking Russia: 3 spaces used, 1 left, the nearest landing is 2 away`,
      );
  });
  it("AIR-5: in the non-combat move aircraft land in friendly territory held since the start of the turn", () => {
    const n = pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "fighter" }] } } });
    ok(n, mv(G, { fighter: 1 }, ["Germany", "East Europe"]));
    bad(n, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R."]), "AIR-5");
  });
  it("AIR-5 (DEC-14): aircraft that can still land must land before the non-combat move ends; those that cannot are lost", () => {
    const a = ok(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R."]));
    bad(toNoncombat(a), { type: "endPhase", power: G }, "AIR-5"); // East Europe is 1 away (issue 15: none lost while it can land)
    // OPT-18 kamikazeAirplanes: the fighter attacks Russia with no landing in reach; it is lost when the non-combat move ends
    const k = pos(
      {
        power: G,
        phase: "combatMove",
        territories: { Germany: { units: [{ owner: G, type: "fighter" }] }, Russia: { units: [{ owner: R, type: "infantry" }] } },
      },
      { kamikazeAirplanes: true },
    );
    const gone = ok(k, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
    const k1 = ids(gone, "Russia", G, "fighter")[0]!;
    expect(unit(endPhase(toNoncombat(gone), G), k1)).toBeUndefined();
  });
  it("AIR-6: no landing in a territory conquered this turn (T-20)", () => {
    const n = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "East Europe": {
          units: [
            { owner: G, type: "infantry" },
            { owner: G, type: "fighter" },
          ],
        },
        "Karelia S.S.R.": { units: [] },
      },
    });
    const a = ok(n, mv(G, { infantry: 1 }, ["East Europe", "Karelia S.S.R."]));
    const nc = toNoncombat(a);
    bad(nc, mv(G, { fighter: 1 }, ["East Europe", "Karelia S.S.R."]), "AIR-6");
  });
  it("AIR-7: full range in the non-combat move, over enemy land but never over an unviolated neutral (T-27)", () => {
    const n = pos({
      power: J,
      phase: "noncombatMove",
      territories: { Manchuria: { units: [{ owner: J, type: "fighter" }] }, Sinkiang: { owner: J, units: [] } },
    });
    bad(n, mv(J, { fighter: 1 }, ["Manchuria", "Mongolia", "Sinkiang"]), "AIR-7", "NEUT-7");
    ok(n, mv(J, { fighter: 1 }, ["Manchuria", "China", "Sinkiang"]));
  });
  it("AIR-8: bombers never land on carriers; aircraft end only on land or aboard carriers", () => {
    const n = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: B, type: "bomber" },
            { owner: B, type: "fighter" },
          ],
        },
        "North Sea Zone": { units: [{ owner: B, type: "carrier" }] },
      },
    });
    bad(n, mv(B, { bomber: 1 }, ["United Kingdom", "North Sea Zone"]), "AIR-8");
    const a = ok(n, mv(B, { fighter: 1 }, ["United Kingdom", "North Sea Zone"]));
    const f = ids(a, "North Sea Zone", B, "fighter")[0]!;
    expect(unit(a, f)!.aboard).toBe(ids(a, "North Sea Zone", B, "carrier")[0]);
  });
  it("AIR-9: aircraft alone cannot take an empty enemy territory", () => {
    const n = pos({
      power: G,
      phase: "combatMove",
      territories: { "East Europe": { units: [{ owner: G, type: "fighter" }] }, "Karelia S.S.R.": { units: [] } },
    });
    bad(n, mv(G, { fighter: 1 }, ["East Europe", "Karelia S.S.R."]), "MOVE-2");
  });
});

describe("CARR — carriers", () => {
  it("CARR-1: a carrier holds 2 fighters", () => {
    const n = pos({
      power: A,
      phase: "noncombatMove",
      territories: {
        "East US": { units: [{ owner: A, type: "fighter", count: 3 }] },
        "East US Sea Zone": { units: [{ owner: A, type: "carrier" }] },
      },
    });
    ok(n, mv(A, { fighter: 2 }, ["East US", "East US Sea Zone"]));
    bad(n, mv(A, { fighter: 3 }, ["East US", "East US Sea Zone"]), "CARR-1");
  });
  it("CARR-2: own fighters take off and count from the carrier's zone; they stay when the carrier sails", () => {
    const n = pos({
      power: J,
      phase: "noncombatMove",
      territories: { "Caroline Islands Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] } },
    });
    const f = ids(n, "Caroline Islands Sea Zone", J, "fighter")[0]!;
    const c = ids(n, "Caroline Islands Sea Zone", J, "carrier")[0]!;
    const a = ok(n, mv(J, [c], ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(unit(a, f)).toMatchObject({ place: "Caroline Islands Sea Zone" });
    expect(unit(a, f)!.aboard).toBeUndefined();
    const b = ok(a, mv(J, [f], ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(unit(b, f)!.aboard).toBe(c);
    bad(a, mv(J, [f], ["Caroline Islands Sea Zone", "Wake Island Sea Zone"]), "CARR-1");
  });
  it("CARR-3: allied fighters aboard ride along as cargo", () => {
    const n = pos({
      power: B,
      phase: "noncombatMove",
      territories: { "North Sea Zone": { units: [{ owner: B, type: "carrier", cargo: [{ owner: A, type: "fighter" }] }] } },
    });
    const f = ids(n, "North Sea Zone", A, "fighter")[0]!;
    const a = ok(n, mv(B, { carrier: 1 }, ["North Sea Zone", "West Spain Sea Zone"]));
    expect(unit(a, f)).toMatchObject({ place: "West Spain Sea Zone", aboard: ids(n, "North Sea Zone", B, "carrier")[0] });
    bad(n, mv(B, [f], ["North Sea Zone", "United Kingdom"]), "TURN-3");
  });
  it("CARR-7: a carrier that can still move counts as a landing space for AIR-4 (T-08)", () => {
    const n = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Wake Island Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter" }] }] },
        Philippines: { owner: A, units: [{ owner: A, type: "infantry" }] },
      },
    });
    const f = ids(n, "Wake Island Sea Zone", J, "fighter")[0]!;
    const c = ids(n, "Wake Island Sea Zone", J, "carrier")[0]!;
    const a = ok(n, mv(J, [f], ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone", "Philippines"]));
    const nc = toNoncombat(a);
    const b = ok(nc, mv(J, [c], ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    const landed = ok(b, mv(J, [f], ["Philippines", "Philippines Sea Zone"]));
    expect(unit(landed, f)).toMatchObject({ place: "Philippines Sea Zone", aboard: c, moved: 4 });
    // the carrier that moved in the combat move counts only where it is (CARR-7, T-09)
    const moved = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "Okinawa Sea Zone": {
          units: [
            { owner: J, type: "carrier" },
            { owner: J, type: "fighter" },
          ],
        },
        "Wake Island Sea Zone": { units: [{ owner: A, type: "submarine" }] },
        "Hawaii Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
    const carrier = ids(moved, "Okinawa Sea Zone", J, "carrier")[0]!;
    const fighter = ids(moved, "Okinawa Sea Zone", J, "fighter")[0]!;
    const m1 = ok(moved, mv(J, [carrier], ["Okinawa Sea Zone", "Wake Island Sea Zone"]));
    // the fighter attacks Hawaii Sea Zone (2 spaces), 2 left: the carrier in the Wake battle is 1 away: legal
    ok(m1, mv(J, [fighter], ["Okinawa Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
  });
  it("CARR-8: no landing on a carrier placed this turn", () => {
    const n = pos({
      power: A,
      phase: "noncombatMove",
      territories: {
        "East US": { units: [{ owner: A, type: "fighter" }] },
        "East US Sea Zone": { units: [{ owner: A, type: "carrier" }] },
      },
    });
    n.territories["East US Sea Zone"]!.units[0]!.placedThisTurn = true;
    bad(n, mv(A, { fighter: 1 }, ["East US", "East US Sea Zone"]), "CARR-1");
  });
});
