// Rulings fixed after QA (/tmp/qa-failures.md F-12, F-13): every broken rule of a move is listed, not just the first
// family (DESIGN); a carrier may not sail off and strand a fighter that already attacked counting on it (AIR-4, T-09).
import { describe, expect, it } from "vitest";
import { adjudicate, listDice, validate, type GameState } from "../../../src/rulesets/index.js";
import type { Action } from "../../../src/rules/schema/action.js";
import { bad, ids, mv, ok, pos } from "./helpers.js";

const G = "Germans",
  J = "Japanese",
  A = "Americans",
  B = "British";
const rulesOf = (s: GameState, a: Action): string[] => {
  const r = validate(s, a);
  return r.ok ? [] : r.violations.map((v) => v.rule);
};
const endPhase = (power: string): Action => ({ type: "endPhase", power });

describe("F-12 (DEC-13): the non-combat move lists range and entry rules together", () => {
  const inf = () => pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "infantry" }] } } });

  it("LAND-1: infantry Germany → West Europe → Spain breaks NEUT-7, MOVE-3 and its range (LAND-1, MOVE-4)", () => {
    const cited = bad(inf(), mv(G, { infantry: 1 }, ["Germany", "West Europe", "Spain"]), "NEUT-7", "MOVE-3", "LAND-1", "MOVE-4");
    expect([...cited].sort()).toEqual(["LAND-1", "MOVE-3", "MOVE-4", "NEUT-7"]); // each rule once
    const r = validate(inf(), mv(G, { infantry: 1 }, ["Germany", "West Europe", "Spain"]));
    expect(!r.ok && r.violations.find((v) => v.rule === "LAND-1")!.message).toMatch(/infantry u\d+ has 1 left, the path needs 2/);
  });

  it("LAND-1: a 1-space move to friendly land is fine; a 2-space friendly one breaks only the range", () => {
    expect(rulesOf(inf(), mv(G, { infantry: 1 }, ["Germany", "West Europe"]))).toEqual([]);
    expect(rulesOf(inf(), mv(G, { infantry: 1 }, ["Germany", "West Europe", "Germany"])).sort()).toEqual(["LAND-1", "MOVE-4"]);
  });

  it("MOVE-3: infantry walking through two enemy territories in the non-combat move: MOVE-3 once, and its range", () => {
    const s = pos({ power: G, phase: "noncombatMove", territories: { "East Europe": { units: [{ owner: G, type: "infantry" }] } } });
    const cited = rulesOf(s, mv(G, { infantry: 1 }, ["East Europe", "Ukraine S.S.R.", "Caucasus"]));
    expect(cited.sort()).toEqual(["LAND-1", "MOVE-3", "MOVE-4"]);
  });

  const f12sea = () =>
    pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: G, type: "transport" }] },
        "North Sea Zone": { units: [{ owner: B, type: "submarine" }] },
      },
    });

  it("SEA-2: a transport 3 zones through an enemy submarine in the non-combat move breaks MOVE-3, SEA-2 and SEA-1/MOVE-4", () => {
    const cited = rulesOf(
      f12sea(),
      mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]),
    );
    expect(cited.sort()).toEqual(["MOVE-3", "MOVE-4", "SEA-1", "SEA-2"]);
  });

  it("SEA-1: ending in the enemy zone is MOVE-3 alone; a clear 2-zone move is fine", () => {
    expect(rulesOf(f12sea(), mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]))).toEqual(["MOVE-3"]);
    const clear = pos({
      power: G,
      phase: "noncombatMove",
      territories: { "Baltic Sea Zone": { units: [{ owner: G, type: "transport" }] } },
    });
    expect(rulesOf(clear, mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone", "West Spain Sea Zone"]))).toEqual([]);
    expect(
      rulesOf(
        clear,
        mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]),
      ).sort(),
    ).toEqual(["MOVE-4", "SEA-1"]);
  });

  it("AIR-1: a flight with a gap in its path still counts its range (MOVE-1 and AIR-1)", () => {
    const s = pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "fighter" }] } } });
    const cited = rulesOf(s, mv(G, { fighter: 1 }, ["Germany", "Caucasus", "Russia", "Karelia S.S.R.", "East Europe", "Germany"]));
    expect(cited).toContain("MOVE-1");
    expect(cited).toContain("AIR-1");
    expect(rulesOf(s, mv(G, { fighter: 1 }, ["Germany", "East Europe", "Germany"]))).toEqual([]);
  });
});

describe("F-12: purchase lists PURCH-2 next to PURCH-1", () => {
  const buy = (units: Record<string, number>): string[] => {
    const s = pos({ power: G, phase: "purchase", ipcs: { [G]: 10 } });
    const r = adjudicate(s, { type: "purchase", power: G, units }, listDice([]));
    return r.ok ? [] : r.violations.map((v) => v.rule);
  };
  it("PURCH-2: artillery (not buyable without OPT-19) and a battleship with 10 IPCs: PURCH-1, PURCH-2, ECON-3", () => {
    expect(buy({ artillery: 1, battleship: 1 }).sort()).toEqual(["ECON-3", "PURCH-1", "PURCH-2"]);
  });
  it("PURCH-2: an unknown type beside an affordable one is PURCH-1 alone", () => {
    expect(buy({ artillery: 1, infantry: 3 })).toEqual(["PURCH-1"]);
    expect(buy({ infantry: 3 })).toEqual([]);
  });
});

describe("F-13: AIR-4 (DEC-12) — a carrier may not sail off from a fighter that attacked counting on it (T-09)", () => {
  const enemyLand = [
    "Philippines",
    "Manchuria",
    "Japan",
    "Okinawa",
    "Borneo Celebes",
    "French Indo China",
    "Kwangtung",
    "Caroline Islands",
  ];
  const f13 = () =>
    pos({
      power: J,
      phase: "combatMove",
      territories: {
        ...Object.fromEntries(enemyLand.map((t) => [t, { owner: A, units: [] }])),
        "Wake Island Sea Zone": {
          units: [
            { owner: J, type: "carrier" },
            { owner: J, type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: A, type: "submarine" }] },
        "Philippines Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
  const attacked = () => {
    const s = f13();
    const f = ids(s, "Wake Island Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Wake Island Sea Zone", J, "carrier")[0]!;
    return { s: ok(s, mv(J, [f], ["Wake Island Sea Zone", "Okinawa Sea Zone", "Philippines Sea Zone"])), f, c };
  };

  it("AIR-4: the carrier sailing into the Hawaii battle after the fighter attacked is refused, naming the fighter", () => {
    const { s, f, c } = attacked();
    const r = validate(s, mv(J, [c], ["Wake Island Sea Zone", "Hawaii Sea Zone"]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations.map((v) => v.rule)).toEqual(["AIR-4"]);
      expect(r.violations[0]!.message).toContain(`fighter ${f}`);
      expect(r.violations[0]!.message).toContain(`carrier ${c}`);
    }
  });

  it("AIR-4: the carrier may sail into the fighter's own battle (it counts where it is); endPhase then passes", () => {
    const { s, c } = attacked();
    const joined = ok(s, mv(J, [c], ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(adjudicate(joined, endPhase(J), listDice([])).ok).toBe(true);
    // with no other move the carrier can still come in the non-combat move (CARR-7): endPhase passes
    expect(adjudicate(s, endPhase(J), listDice([])).ok).toBe(true);
  });

  it("AIR-4: carrier first into Hawaii, then the fighter's attack is refused (the order does not matter)", () => {
    const s = f13();
    const f = ids(s, "Wake Island Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Wake Island Sea Zone", J, "carrier")[0]!;
    const sailed = ok(s, mv(J, [c], ["Wake Island Sea Zone", "Hawaii Sea Zone"]));
    bad(sailed, mv(J, [f], ["Wake Island Sea Zone", "Okinawa Sea Zone", "Philippines Sea Zone"]), "AIR-4");
  });

  it("AIR-4: combat-move endPhase is refused while an aircraft that moved has no landing left", () => {
    // Build the stranded state directly: the fighter attacked, the carrier already in the Hawaii battle.
    const { s, f, c } = attacked();
    const x = structuredClone(s);
    const wake = x.territories["Wake Island Sea Zone"]!,
      hawaii = x.territories["Hawaii Sea Zone"]!;
    const carrier = wake.units.find((u) => u.id === c)!;
    wake.units = wake.units.filter((u) => u.id !== c);
    hawaii.units.push({ ...carrier, movedInCombat: true });
    const r = adjudicate(x, endPhase(J), listDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.violations.map((v) => v.rule)).toEqual(["AIR-4"]);
      expect(r.violations[0]!.message).toContain(`fighter ${f} in Philippines Sea Zone`);
    }
  });

  it("AIR-4: OPT-18 kamikazeAirplanes lets the carrier sail anyway", () => {
    const enemy = Object.fromEntries(enemyLand.map((t) => [t, { owner: A, units: [] }]));
    const s = pos(
      {
        power: J,
        phase: "combatMove",
        territories: {
          ...enemy,
          "Wake Island Sea Zone": {
            units: [
              { owner: J, type: "carrier" },
              { owner: J, type: "fighter" },
            ],
          },
          "Hawaii Sea Zone": { units: [{ owner: A, type: "submarine" }] },
          "Philippines Sea Zone": { units: [{ owner: A, type: "transport" }] },
        },
      },
      { kamikazeAirplanes: true },
    );
    const f = ids(s, "Wake Island Sea Zone", J, "fighter")[0]!,
      c = ids(s, "Wake Island Sea Zone", J, "carrier")[0]!;
    const a = ok(s, mv(J, [f], ["Wake Island Sea Zone", "Okinawa Sea Zone", "Philippines Sea Zone"]));
    expect(rulesOf(a, mv(J, [c], ["Wake Island Sea Zone", "Hawaii Sea Zone"]))).toEqual([]);
  });
});

describe("F-14: the rule the digest names for the case is cited too", () => {
  it("LAND-3: armour that took Anglo Sudan Egypt in the combat move cannot go on to Syria Jordan in the non-combat move", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        Libya: {
          units: [
            { owner: G, type: "armour" },
            { owner: G, type: "infantry" },
          ],
        },
        "Anglo Sudan Egypt": { units: [] },
        "Syria Jordan": { owner: G, units: [] },
      },
    });
    const took = ok(s, mv(G, { armour: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    const later = { ...took, turn: { ...took.turn, phase: "noncombatMove" as const } };
    expect(rulesOf(later, mv(G, { armour: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"])).sort()).toEqual(["LAND-3", "MOVE-3"]);
    // infantry that did not move in the combat move may: no LAND-3 for a unit that has not moved
    expect(rulesOf(later, mv(G, { infantry: 1 }, ["Libya", "Anglo Sudan Egypt"]))).toEqual([]);
  });

  it("AA-1: an aaGun entering enemy territory in the non-combat move cites AA-1 and MOVE-3; into friendly land it may", () => {
    const s = pos({ power: B, phase: "noncombatMove", territories: { "Karelia S.S.R.": { units: [{ owner: B, type: "aaGun" }] } } });
    expect(rulesOf(s, mv(B, { aaGun: 1 }, ["Karelia S.S.R.", "East Europe"])).sort()).toEqual(["AA-1", "MOVE-3"]);
    expect(rulesOf(s, mv(B, { aaGun: 1 }, ["Karelia S.S.R.", "Russia"]))).toEqual([]);
  });
});
