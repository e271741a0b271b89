import { describe, expect, it } from "vitest";
import type { Action, GameState, PositionInput } from "../../../src/rulesets/index.js";
import { act, count, ok, position, refused } from "./helpers.js";

/** A position in the acting power's placement phase with units waiting (PURCH-3). */
function placing(
  power: string,
  waiting: Record<string, number>,
  p: Omit<PositionInput, "power" | "phase"> = {},
  options: Record<string, unknown> = {},
): GameState {
  const s = position({ ...p, power, phase: "place" }, options);
  s.powers[power]!.purchased = { ...waiting };
  return s;
}
const place = (power: string, at: string, units: Record<string, number>, factory?: string): Action => ({
  type: "place",
  power,
  at,
  units,
  ...(factory ? { factory } : {}),
});
const end = (power: string): Action => ({ type: "endPhase", power });
const germanFactory = { Germany: { units: [{ owner: "Germans", type: "factory" }] } };

describe("PLACE-1: the units bought this turn are placed now", () => {
  it("PLACE-1: placing bought units puts them on the board, marked new, and takes them off the waiting list", () => {
    const r = ok(
      placing("Germans", { infantry: 2, armour: 1 }, { territories: germanFactory }),
      place("Germans", "Germany", { infantry: 2 }),
    );
    expect(count(r.state, "Germany", "infantry", "Germans")).toBe(2);
    expect(r.state.territories.Germany!.units.filter((u) => u.type === "infantry").every((u) => u.placedThisTurn)).toBe(true);
    expect(r.state.powers.Germans!.purchased).toEqual({ armour: 1 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "placed", power: "Germans", at: "Germany", units: { infantry: 2 } }));
  });
  it("PLACE-1: units that were not bought cannot be placed", () => {
    expect(
      refused(placing("Germans", { infantry: 1 }, { territories: germanFactory }), place("Germans", "Germany", { infantry: 2 })),
    ).toEqual(["PLACE-1"]);
    expect(refused(placing("Germans", {}, { territories: germanFactory }), place("Germans", "Germany", { fighter: 1 }))).toEqual([
      "PLACE-1",
    ]);
  });
  it("PLACE-1/PURCH-1: a unit type the rule set lacks is refused", () => {
    expect(
      refused(placing("Germans", { infantry: 1 }, { territories: germanFactory }), place("Germans", "Germany", { artillery: 1 })),
    ).toContain("PURCH-1");
  });
  it("PLACE-1 (DEC-4): the phase cannot end while a bought unit can still be placed", () => {
    const s = placing("Germans", { infantry: 3 }, { territories: germanFactory });
    expect(refused(s, end("Germans"))).toEqual(["PLACE-1"]);
    const placed = ok(s, place("Germans", "Germany", { infantry: 3 })).state;
    const r = ok(placed, end("Germans"));
    expect(r.state.turn.phase).toBe("collectIncome");
    expect(r.events.some((e) => e.type === "unitsLost")).toBe(false);
  });
  it("PLACE-1 (DEC-4): units that cannot be placed anywhere are lost without refund, and an event says so", () => {
    // The Germans hold no factory at all: nothing can be placed.
    const s = placing("Germans", { infantry: 2, battleship: 1 }, { ipcs: { Germans: 4 } });
    const r = ok(s, end("Germans"));
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: "unitsLost", power: "Germans", units: { infantry: 2, battleship: 1 }, rule: "PLACE-1" }),
    );
    expect(r.state.powers.Germans!.purchased).toEqual({});
    expect(r.state.powers.Germans!.ipcs).toBe(4);
  });
});

describe("PLACE-2: at factories held since the start of the turn", () => {
  it("PLACE-2 (T-23): the Germans capture Karelia S.S.R. and place units there in the same turn: illegal", () => {
    const s = placing(
      "Germans",
      { infantry: 1 },
      { territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] } } },
    );
    s.thisTurn.conquered["Karelia S.S.R."] = "Russians";
    expect(refused(s, place("Germans", "Karelia S.S.R.", { infantry: 1 }))).toEqual(["PLACE-2"]);
    delete s.thisTurn.conquered["Karelia S.S.R."]; // held since the start of the turn: legal
    expect(act(s, place("Germans", "Karelia S.S.R.", { infantry: 1 })).ok).toBe(true);
  });
  it("PLACE-2: no factory, no placement; nor at another power's factory", () => {
    const s = placing("Germans", { infantry: 1 }, { territories: germanFactory });
    expect(refused(s, place("Germans", "East Europe", { infantry: 1 }))).toEqual(["PLACE-2"]);
    const allied = placing("Japanese", { infantry: 1 }, { territories: germanFactory });
    expect(refused(allied, place("Japanese", "Germany", { infantry: 1 }))).toEqual(["PLACE-2"]);
  });
  it("PLACE-2: land units never go into a sea zone", () => {
    expect(
      refused(placing("Germans", { infantry: 1 }, { territories: germanFactory }), place("Germans", "Baltic Sea Zone", { infantry: 1 })),
    ).toContain("PLACE-2");
  });
});

describe("PLACE-3: ships into an adjacent sea zone without enemy units", () => {
  it("PLACE-3: a German battleship goes into Baltic Sea Zone from the Germany factory", () => {
    const r = ok(
      placing("Germans", { battleship: 1 }, { territories: germanFactory }),
      place("Germans", "Baltic Sea Zone", { battleship: 1 }),
    );
    expect(count(r.state, "Baltic Sea Zone", "battleship", "Germans")).toBe(1);
    expect(r.state.thisTurn.placed).toEqual({ Germany: 1 });
  });
  it("PLACE-3: not into a sea zone far from any factory, nor onto land", () => {
    const s = placing("Germans", { battleship: 1 }, { territories: germanFactory });
    expect(refused(s, place("Germans", "North Sea Zone", { battleship: 1 }))).toEqual(["PLACE-3"]);
    expect(refused(s, place("Germans", "Germany", { battleship: 1 }))).toContain("PLACE-3");
  });
  const t24: Omit<PositionInput, "power" | "phase"> = {
    territories: {
      "West US": { units: [{ owner: "Americans", type: "factory" }] },
      "West US Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
    },
  };
  it("PLACE-3 (T-24): an American transport into West US Sea Zone, where a Japanese submarine is: illegal", () => {
    expect(refused(placing("Americans", { transport: 1 }, t24), place("Americans", "West US Sea Zone", { transport: 1 }))).toEqual([
      "PLACE-3",
    ]);
    expect(act(placing("Americans", { transport: 1 }, t24), place("Americans", "Gulf of Mexico Sea Zone", { transport: 1 })).ok).toBe(true);
  });
  it("PLACE-3 (OPT-2): with placeShipsInEnemySeaZones the T-24 placement is legal", () => {
    const r = ok(
      placing("Americans", { transport: 1 }, t24, { placeShipsInEnemySeaZones: true }),
      place("Americans", "West US Sea Zone", { transport: 1 }),
    );
    expect(count(r.state, "West US Sea Zone", "transport", "Americans")).toBe(1);
  });
  it("PLACE-3: a named factory must be on the coast of the sea zone", () => {
    const s = placing(
      "Germans",
      { submarine: 1 },
      { territories: { ...germanFactory, "South Europe": { units: [{ owner: "Germans", type: "factory" }] } } },
    );
    expect(refused(s, place("Germans", "Baltic Sea Zone", { submarine: 1 }, "South Europe"))).toEqual(["PLACE-3"]);
    expect(ok(s, place("Germans", "Baltic Sea Zone", { submarine: 1 }, "Germany")).state.thisTurn.placed).toEqual({ Germany: 1 });
  });
});

describe("PLACE-4: units per factory per turn", () => {
  it("PLACE-4 (T-22): the Germans place 14 infantry in Germany (their original factory, value 10): legal", () => {
    const r = ok(placing("Germans", { infantry: 14 }, { territories: germanFactory }), place("Germans", "Germany", { infantry: 14 }));
    expect(count(r.state, "Germany", "infantry")).toBe(14);
  });
  const karelia = { territories: { "Karelia S.S.R.": { owner: "Japanese", units: [{ owner: "Japanese", type: "factory" }] } } };
  it("PLACE-4 (T-22): the Japanese place 4 units at Karelia S.S.R., captured earlier: illegal, limit 3", () => {
    expect(refused(placing("Japanese", { infantry: 4 }, karelia), place("Japanese", "Karelia S.S.R.", { infantry: 4 }))).toEqual([
      "PLACE-4",
    ]);
    expect(act(placing("Japanese", { infantry: 4 }, karelia), place("Japanese", "Karelia S.S.R.", { infantry: 3 })).ok).toBe(true);
  });
  it("PLACE-4: the limit spans several placements and counts ships placed from the factory", () => {
    let s = placing("Japanese", { infantry: 2, submarine: 2 }, karelia);
    s = ok(s, place("Japanese", "Karelia S.S.R.", { infantry: 2 })).state;
    expect(refused(s, place("Japanese", "Karelia Sea Zone", { submarine: 2 }))).toEqual(["PLACE-4"]);
    s = ok(s, place("Japanese", "Baltic Sea Zone", { submarine: 1 })).state;
    expect(s.thisTurn.placed).toEqual({ "Karelia S.S.R.": 3 });
    expect(refused(s, place("Japanese", "Karelia Sea Zone", { submarine: 1 }))).toEqual(["PLACE-4"]);
  });
  it("PLACE-4: an original factory is limited for a power that is not its original owner", () => {
    const s = placing(
      "Germans",
      { infantry: 9 },
      { territories: { Russia: { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] } } },
    );
    expect(refused(s, place("Germans", "Russia", { infantry: 9 }))).toEqual(["PLACE-4"]); // Russia is worth 8
    expect(act(s, place("Germans", "Russia", { infantry: 8 })).ok).toBe(true);
  });
  it("NEUT-6/PLACE-4: a factory in a former neutral places 1 unit per turn", () => {
    const s = placing(
      "Germans",
      { infantry: 2 },
      { territories: { Spain: { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] } } },
    );
    expect(refused(s, place("Germans", "Spain", { infantry: 2 }))).toEqual(["PLACE-4"]);
    expect(act(s, place("Germans", "Spain", { infantry: 1 })).ok).toBe(true);
  });
  it("PLACE-4 (DEC-6, board.md D-7): a factory on an owned 0-IPC territory places 1 unit per turn", () => {
    const s = placing("British", { infantry: 2 }, { territories: { Gibraltar: { units: [{ owner: "British", type: "factory" }] } } });
    expect(refused(s, place("British", "Gibraltar", { infantry: 2 }))).toEqual(["PLACE-4"]);
    expect(act(s, place("British", "Gibraltar", { infantry: 1 })).ok).toBe(true);
  });
});

describe("PLACE-5: new factories", () => {
  it("PLACE-5: a factory goes on land held since the start of the turn without a factory, and produces from the next turn", () => {
    const s = placing("Germans", { factory: 1, infantry: 1 }, { territories: germanFactory });
    const r = ok(s, place("Germans", "East Europe", { factory: 1 }));
    expect(count(r.state, "East Europe", "factory", "Germans")).toBe(1);
    expect(refused(r.state, place("Germans", "East Europe", { infantry: 1 }))).toEqual(["PLACE-5"]);
  });
  it("PLACE-5: never a second factory, nor on land conquered this turn or not held", () => {
    const s = placing("Germans", { factory: 2 }, { territories: germanFactory });
    expect(refused(s, place("Germans", "Germany", { factory: 1 }))).toEqual(["PLACE-5"]);
    expect(refused(s, place("Germans", "East Europe", { factory: 2 }))).toEqual(["PLACE-5"]);
    expect(refused(s, place("Germans", "Caucasus", { factory: 1 }))).toEqual(["PLACE-5"]);
    s.territories.Caucasus!.owner = "Germans";
    s.thisTurn.conquered.Caucasus = "Russians";
    expect(refused(s, place("Germans", "Caucasus", { factory: 1 }))).toEqual(["PLACE-5"]);
    expect(refused(s, place("Germans", "Baltic Sea Zone", { factory: 1 }))).toContain("PLACE-5");
  });
  it("PLACE-5 (OPT-4, OPT-IC-1): with noNewFactories a factory cannot be bought; captured factories still produce (OPT-IC-2)", () => {
    const s = position({ power: "British", phase: "purchase", ipcs: { British: 30 } }, { noNewFactories: true });
    expect(refused(s, { type: "purchase", power: "British", units: { factory: 1 } })).toContain("PLACE-5");
    const k = placing(
      "Germans",
      { infantry: 3 },
      { territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] } } },
      { noNewFactories: true },
    );
    expect(act(k, place("Germans", "Karelia S.S.R.", { infantry: 3 })).ok).toBe(true);
  });
});

describe("PLACE-6, AA-2, CARR-8: aaGuns and fighters", () => {
  it("PLACE-6/AA-2: an aaGun only where there is none", () => {
    const s = placing("Germans", { aaGun: 2 }, { territories: germanFactory });
    expect(
      ok(s, place("Germans", "Germany", { aaGun: 1 })).state.territories.Germany!.units.filter((u) => u.type === "aaGun"),
    ).toHaveLength(1);
    expect(refused(s, place("Germans", "Germany", { aaGun: 2 }))).toEqual(["PLACE-6", "AA-2"]);
    const withAa = placing(
      "Germans",
      { aaGun: 1 },
      {
        territories: {
          Germany: {
            units: [
              { owner: "Germans", type: "factory" },
              { owner: "Germans", type: "aaGun" },
            ],
          },
        },
      },
    );
    expect(refused(withAa, place("Germans", "Germany", { aaGun: 1 }))).toEqual(["PLACE-6", "AA-2"]);
  });
  it("CARR-8/PLACE-6: new fighters go on land only, never onto a carrier at sea", () => {
    const s = placing("Germans", { fighter: 1, carrier: 1 }, { territories: germanFactory });
    expect(refused(s, place("Germans", "Baltic Sea Zone", { carrier: 1, fighter: 1 }))).toEqual(["PLACE-6", "CARR-8"]);
    expect(act(s, place("Germans", "Germany", { fighter: 1 })).ok).toBe(true);
    const b = placing("Germans", { bomber: 1 }, { territories: germanFactory });
    expect(refused(b, place("Germans", "Baltic Sea Zone", { bomber: 1 }))).toEqual(["PLACE-2", "AIR-8"]);
  });
});
