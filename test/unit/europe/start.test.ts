// EUR-TURN-1..4, EUR-ECON-2/3, EUR-CONV-1, EUR-PURCH-3: the `europe` rule set's data and its standard start,
// checked against the vendored TripleA tables (data/reference/europe-pacific/aae-*.csv).
import { describe, expect, it } from "vitest";
import { europeIncome } from "../../../src/rulesets/europe/income.js";
import { rs, start, totals } from "./helpers.js";
import { factoriesAt, referenceCsv as csv, setupTotals, startingOwner, unitValues } from "../../support/reference.js";

describe("europe: the standard start", () => {
  it("EUR-TURN-4: every setup unit of aae-setup-units.csv, per power and type", () => {
    const expected = setupTotals(csv("aae-setup-units.csv"));
    expect(totals(start())).toEqual(expected);
    const all = Object.values(expected)
      .flatMap((m) => Object.values(m))
      .reduce((a, b) => a + b, 0);
    expect(all).toBe(206);
  });

  it("EUR-TURN-4: treasuries Germans 40, Russians 24, British 25, Americans 40; spaces controlled by their original owner", () => {
    const s = start();
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual({
      Germans: 40,
      Russians: 24,
      British: 25,
      Americans: 40,
    });
    for (const r of csv("aae-territories.csv")) {
      expect(s.territories[r.name!]!.owner, r.name).toBe(startingOwner(r));
    }
  });

  it("EUR-TURN-1: four powers in the order Germans, Russians, British, Americans; Germans against the Allies", () => {
    expect(rs.powers.map((p) => `${p.name}:${p.alliance}`)).toEqual([
      "Germans:Axis",
      "Russians:Allies",
      "British:Allies",
      "Americans:Allies",
    ]);
  });

  it("EUR-TURN-3, EUR-ECON-3: the game opens in round 0, Germans' cashAdvance, with the advances 12/12/0/0", () => {
    const s = start();
    expect(s.turn).toEqual({ round: 0, power: "Germans", phase: "cashAdvance" });
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.advance]))).toEqual({
      Germans: 12,
      Russians: 12,
      British: 0,
      Americans: 0,
    });
    const t = start({ "advance.British": 6, "advance.Russians": 6 });
    expect(t.powers.British!.advance).toBe(6);
    expect(t.powers.Russians!.advance).toBe(6);
    expect(t.powers.Germans!.advance).toBe(12);
  });

  it("EUR-ECON-2, EUR-ME-2, EUR-CONV-1: income per power at the start is 40/24/25/40 (British without the Middle East's 8)", () => {
    const s = start();
    const income = (p: string) => {
      const i = europeIncome({ rs, state: s }, p);
      return i.land + i.convoys;
    };
    expect(["Germans", "Russians", "British", "Americans"].map(income)).toEqual([40, 24, 25, 40]);
    const rows = Object.fromEntries(csv("aae-powers.csv").map((r) => [r.power, r]));
    // the CSV's computed income counts the Middle East for the British (33): the ME rule takes 8 away
    expect(income("British") + 8).toBe(Number(rows.British!.income_computed_from_owned_territories));
    const noMe = { rs, state: { ...s, ruleset: { id: "europe", options: { middleEastRule: false } } } };
    const b = europeIncome(noMe, "British");
    expect(b.land + b.convoys).toBe(33);
  });

  it("EUR-CONV-1: the seven convoy zones are sea zones with a value, controlled by their original owner", () => {
    const s = start();
    const convoys = [...rs.board.territories.values()].filter((t) => t.kind === "sea" && t.originalOwner !== null);
    expect(convoys.map((t) => `${t.name}:${t.ipc}:${s.territories[t.name]!.owner}`).sort()).toEqual([
      "British Convoy 1 Sea Zone:3:British",
      "British Convoy 2 Sea Zone:3:British",
      "British Convoy 3 Sea Zone:5:British",
      "British Convoy 4 Sea Zone:5:British",
      "Soviet Convoy Sea Zone:4:Russians",
      "U.S. Convoy 1 Sea Zone:4:Americans",
      "U.S. Convoy 2 Sea Zone:6:Americans",
    ]);
  });

  it("EUR-PURCH-3: factories at start, all original", () => {
    const s = start();
    const factories = factoriesAt(s);
    expect(factories).toEqual([
      "Archangel",
      "Canada",
      "Germany",
      "Leningrad",
      "Moscow",
      "Northern Italy",
      "Stalingrad",
      "United Kingdom",
      "United States",
    ]);
    for (const f of factories) expect(rs.board.territories.get(f)!.originalFactory, f).toBe(true);
  });

  it("EUR-PURCH-1: unit table as europe.md §3", () => {
    const row = (t: string) => unitValues(rs, t);
    expect(row("infantry")).toEqual([1, 2, 1, 3]);
    expect(row("artillery")).toEqual([2, 2, 1, 4]);
    expect(row("armour")).toEqual([3, 2, 2, 5]);
    expect(row("fighter")).toEqual([3, 4, 4, 12]);
    expect(row("bomber")).toEqual([4, 1, 6, 15]);
    expect(row("transport")).toEqual([0, 1, 2, 8]);
    expect(row("submarine")).toEqual([2, 2, 2, 8]);
    expect(row("destroyer")).toEqual([3, 3, 2, 12]);
    expect(row("carrier")).toEqual([1, 3, 2, 18]);
    expect(row("battleship")).toEqual([4, 4, 2, 24]);
    expect([...rs.units.keys()].sort()).toEqual([
      "aaGun",
      "armour",
      "artillery",
      "battleship",
      "bomber",
      "carrier",
      "destroyer",
      "factory",
      "fighter",
      "infantry",
      "submarine",
      "transport",
    ]);
  });
});
