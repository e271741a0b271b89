// PAC-TURN-1..5, PAC-PURCH-1/3, PAC-CONV-1, PAC-VP-1, PAC-KAMI-1, PAC-OPT-1: the `pacific` rule set's data and its
// standard start, checked against the vendored TripleA tables (data/reference/europe-pacific/aap-*.csv) read as the
// board game's three players.
import { describe, expect, it } from "vitest";
import { pacificIncome, pacificIncomeByTreasury } from "../../../src/rulesets/pacific/income.js";
import { end, ok, rs, start, totals } from "./helpers.js";
import { factoriesAt, referenceCsv as csv, setupTotals, startingOwner, unitValues } from "../../support/reference.js";

/** PAC-TURN-1: TripleA's five powers as the board game's three players (Australia British, China American). */
const PLAYER: Record<string, string> = { Australians: "British", Chinese: "Americans" };
const playerOf = (owner: string | null): string | null => (owner === null ? null : (PLAYER[owner] ?? owner));

describe("pacific: the standard start", () => {
  it("PAC-TURN-3, PAC-OPT-1: with balancedSetup every setup unit of aap-setup-units.csv, per player and type (247 units); China's units flagged", () => {
    const expected: Record<string, Record<string, number>> = {};
    for (const r of csv("aap-setup-units.csv")) {
      const m = (expected[playerOf(r.owner!)!] ??= {});
      m[r.unit!] = (m[r.unit!] ?? 0) + Number(r.quantity);
    }
    const s = start({ balancedSetup: true });
    expect(totals(s)).toEqual(expected);
    expect(Object.values(s.territories).reduce((n, t) => n + t.units.length, 0)).toBe(247);
    for (const r of csv("aap-setup-units.csv")) {
      const here = s.territories[r.territory!]!.units.filter((u) => u.owner === playerOf(r.owner!) && u.type === r.unit);
      expect(here.length, `${r.territory} ${r.unit}`).toBe(Number(r.quantity));
      // PAC-CHINA-6: China's units are American with chinese: true (its factory passes with the land)
      if (r.owner === "Chinese" && r.unit !== "factory")
        expect(
          here.every((u) => u.chinese),
          `${r.territory} ${r.unit}`,
        ).toBe(true);
    }
    expect(setupTotals(csv("aap-setup-units.csv")).Chinese).toBeDefined();
  });

  it("PAC-TURN-3, PAC-ECON-3: treasuries Japanese 19, British 47 (india 22, australia 25), Americans 75; spaces held by their original owner, China's land flagged (PAC-CHINA-6)", () => {
    const s = start();
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual({ Japanese: 19, British: 47, Americans: 75 });
    expect(s.powers.British!.treasuries).toEqual({ india: 22, australia: 25 });
    expect(s.powers.Americans!.treasuries).toBeUndefined();
    for (const r of csv("aap-territories.csv")) {
      expect(s.territories[r.name!]!.owner, r.name).toBe(playerOf(startingOwner(r)));
      expect(s.territories[r.name!]!.chinese === true, r.name).toBe(r.original_owner === "Chinese");
    }
    expect(s.territories.Himalayas!.owner).toBeNull();
    expect(s.territories["Soviet Union"]!.owner).toBeNull();
  });

  it("PAC-TURN-1, PAC-TURN-2, PAC-TURN-5: three players, Japanese, British, Americans; six phases; round 0 is the British income phase alone, then Japan's purchase", () => {
    expect(rs.powers.map((p) => `${p.name}:${p.alliance}:${p.capital}`)).toEqual([
      "Japanese:Axis:Japan",
      "British:Allies:India",
      "Americans:Allies:United States",
    ]);
    expect(rs.phases).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    expect(rs.phasesOfRound(1)).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    const s = start();
    expect(s.turn).toEqual({ round: 0, power: "British", phase: "collectIncome" });
    const r = ok(s, end("British"));
    expect(r.state.turn).toEqual({ round: 1, power: "Japanese", phase: "purchase" });
    expect(r.state.powers).toEqual(s.powers); // nothing collected in round 0
  });

  it("PAC-ECON-2, PAC-ECON-3, PAC-CONV-1, PAC-CHINA-6: income at the start: Japanese 19, British india 15 + 7 and australia 20 + 5, Americans 60 + 15, China's land nothing", () => {
    const s = start();
    const income = ["Japanese", "British", "Americans"].map((p) => {
      const i = pacificIncome({ rs, state: s }, p);
      return [p, i.land, i.convoys];
    });
    expect(income).toEqual([
      ["Japanese", 19, 0],
      ["British", 35, 12],
      ["Americans", 60, 15],
    ]);
    const byTreasury = pacificIncomeByTreasury({ rs, state: s }, "British").map((t) => [t.treasury, t.land, t.convoys]);
    expect(byTreasury).toEqual([
      ["india", 15, 7],
      ["australia", 20, 5],
    ]);
    const convoys = [...rs.board.territories.values()].filter((t) => t.kind === "sea" && t.ipc > 0);
    expect(convoys.map((t) => `${t.name}:${t.ipc}:${s.territories[t.name]!.owner}:${t.treasury ?? ""}`).sort()).toEqual([
      "15 Sea Zone:5:British:australia",
      "3 Sea Zone:10:Americans:",
      "49 Sea Zone:3:British:india",
      "52 Sea Zone:4:British:india",
      "6 Sea Zone:5:Americans:",
    ]);
  });

  it("PAC-PURCH-3: factories at start: Japan (Japanese), India and New South Wales (British), Szechwan (China's: American), United States and Hawaiian (Americans), each placing without limit (PAC-PURCH-2)", () => {
    const s = start();
    const factories = factoriesAt(s);
    expect(factories).toEqual(["Hawaiian", "India", "Japan", "New South Wales", "Szechwan", "United States"]);
    const owners = factories.map((f) => s.territories[f]!.units.find((u) => u.type === "factory")!.owner);
    expect(owners).toEqual(["Americans", "British", "Japanese", "British", "Americans", "Americans"]);
    expect(s.territories.Szechwan!.chinese).toBe(true);
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

  it("PAC-TURN-4, PAC-OPT-1: the printed setup by default; balancedSetup gives the FAQ's balanced one", () => {
    const count = (s: ReturnType<typeof start>, place: string, type: string) =>
      s.territories[place]!.units.filter((u) => u.owner === "Japanese" && u.type === type).length;
    const b = start({ balancedSetup: true });
    const o = start();
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
