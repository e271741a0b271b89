// PAC-TURN-1..4, PAC-PURCH-1/3, PAC-CONV-1, PAC-VP-1, PAC-KAMI-1, PAC-OPT-1: the `pacific` rule set's data and its
// standard start, checked against the vendored TripleA tables (data/reference/europe-pacific/aap-*.csv).
import { describe, expect, it } from "vitest";
import { pacificIncome } from "../../../src/rulesets/pacific/income.js";
import { rs, start, totals } from "./helpers.js";
import { factoriesAt, referenceCsv as csv, setupTotals, startingOwner, unitValues } from "../../support/reference.js";

const POWERS = ["Japanese", "British", "Australians", "Chinese", "Americans"];

describe("pacific: the standard start", () => {
  it("PAC-TURN-3: every setup unit of aap-setup-units.csv, per power and type (247 units)", () => {
    const expected = setupTotals(csv("aap-setup-units.csv"));
    expect(totals(start())).toEqual(expected);
    const s = start();
    const all = Object.values(s.territories).reduce((n, t) => n + t.units.length, 0);
    expect(all).toBe(247);
    for (const r of csv("aap-setup-units.csv")) {
      const here = s.territories[r.territory!]!.units.filter((u) => u.owner === r.owner && u.type === r.unit);
      expect(here.length, `${r.territory} ${r.unit}`).toBe(Number(r.quantity));
    }
  });

  it("PAC-TURN-3: treasuries Japanese 19, British 22, Australians 25, Chinese 0, Americans 75; spaces held by their original owner", () => {
    const s = start();
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual({
      Japanese: 19,
      British: 22,
      Australians: 25,
      Chinese: 0,
      Americans: 75,
    });
    for (const r of csv("aap-territories.csv")) {
      expect(s.territories[r.name!]!.owner, r.name).toBe(startingOwner(r));
    }
    expect(s.territories.Himalayas!.owner).toBeNull();
    expect(s.territories["Soviet Union"]!.owner).toBeNull();
  });

  it("PAC-TURN-1, PAC-TURN-2: five powers in TripleA's order, Japan against the Allies; six phases, Japan's purchase first", () => {
    expect(rs.powers.map((p) => `${p.name}:${p.alliance}:${p.capital}`)).toEqual([
      "Japanese:Axis:Japan",
      "British:Allies:India",
      "Australians:Allies:New South Wales",
      "Chinese:Allies:Szechwan",
      "Americans:Allies:United States",
    ]);
    expect(rs.phases).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    expect(start().turn).toEqual({ round: 1, power: "Japanese", phase: "purchase" });
  });

  it("PAC-ECON-2, PAC-ECON-3, PAC-CONV-1: income at the start is the XML's 19/22/25/0/75 (India 15 + 7, Australia 20 + 5)", () => {
    const s = start();
    const income = POWERS.map((p) => {
      const i = pacificIncome({ rs, state: s }, p);
      return [p, i.land, i.convoys];
    });
    expect(income).toEqual([
      ["Japanese", 19, 0],
      ["British", 15, 7],
      ["Australians", 20, 5],
      ["Chinese", 0, 0],
      ["Americans", 60, 15],
    ]);
    const rows = Object.fromEntries(csv("aap-powers.csv").map((r) => [r.power, r]));
    for (const p of ["Japanese", "British", "Australians", "Americans"])
      expect(Number(rows[p]!.starting_PUs_in_xml)).toBe(s.powers[p]!.ipcs);
    const convoys = [...rs.board.territories.values()].filter((t) => t.kind === "sea" && t.ipc > 0);
    expect(convoys.map((t) => `${t.name}:${t.ipc}:${s.territories[t.name]!.owner}`).sort()).toEqual([
      "15 Sea Zone:5:Australians",
      "3 Sea Zone:10:Americans",
      "49 Sea Zone:3:British",
      "52 Sea Zone:4:British",
      "6 Sea Zone:5:Americans",
    ]);
  });

  it("PAC-PURCH-3: factories at start, each placing without limit for its owner (PAC-PURCH-2)", () => {
    const s = start();
    const factories = factoriesAt(s);
    expect(factories).toEqual(["Hawaiian", "India", "Japan", "New South Wales", "Szechwan", "United States"]);
    for (const f of factories) expect(rs.board.territories.get(f)!.originalFactory, f).toBe(true);
  });

  it("PAC-PURCH-1: unit table as pacific.md §3 (marine, airfield, harbour included; Classic's names)", () => {
    const row = (t: string) => unitValues(rs, t);
    expect(row("infantry")).toEqual([1, 2, 1, 3]);
    expect(row("marine")).toEqual([1, 2, 1, 4]);
    expect(row("artillery")).toEqual([2, 2, 1, 4]);
    expect(row("armour")).toEqual([3, 2, 2, 5]);
    expect(row("fighter")).toEqual([3, 4, 4, 12]);
    expect(row("bomber")).toEqual([4, 1, 6, 15]);
    expect(row("transport")).toEqual([0, 1, 2, 8]);
    expect(row("submarine")).toEqual([2, 2, 2, 8]);
    expect(row("destroyer")).toEqual([3, 3, 2, 12]);
    expect(row("carrier")).toEqual([1, 3, 2, 18]);
    expect(row("battleship")).toEqual([4, 4, 2, 24]);
    expect(rs.units.get("factory")!.cost).toBe(15);
    expect(rs.units.get("battleship")!.hitPoints).toBe(2);
    expect([...rs.units.keys()].sort()).toEqual(
      [
        "aaGun",
        "airfield",
        "armour",
        "artillery",
        "battleship",
        "bomber",
        "carrier",
        "destroyer",
        "factory",
        "fighter",
        "harbour",
        "infantry",
        "marine",
        "submarine",
        "transport",
      ].sort(),
    );
  });

  it("PAC-TRANS-1: a transport has 8 places; infantry, marine and aaGun take 3, artillery 4, armour 6", () => {
    expect(rs.units.get("transport")!.transportCapacity).toBe(8);
    expect(["infantry", "marine", "aaGun", "artillery", "armour"].map((t) => rs.units.get(t)!.transportCost)).toEqual([3, 3, 3, 4, 6]);
  });

  it("PAC-VP-1, PAC-VP-5, PAC-KAMI-1: Japan starts with 0 victory points (state.vp) and 6 kamikaze tokens", () => {
    const s = start();
    expect(s.vp).toEqual({ Japanese: 0 });
    expect(s.powers.Japanese!.kamikazeTokens).toBe(6);
  });

  it("PAC-TURN-4, PAC-OPT-1: the balanced setup by default; originalSetup restores the printed one", () => {
    const count = (s: ReturnType<typeof start>, place: string, type: string) =>
      s.territories[place]!.units.filter((u) => u.owner === "Japanese" && u.type === type).length;
    const b = start();
    const o = start({ originalSetup: true });
    const cells: [string, string][] = [
      ["French Indo-China", "infantry"],
      ["Hainan", "infantry"],
      ["37 Sea Zone", "transport"],
      ["Mariana", "fighter"],
      ["22 Sea Zone", "submarine"],
      ["20 Sea Zone", "submarine"],
    ];
    expect(cells.map(([p, t]) => count(b, p, t))).toEqual([2, 6, 1, 0, 1, 0]);
    expect(cells.map(([p, t]) => count(o, p, t))).toEqual([4, 4, 2, 1, 0, 1]);
  });
});
