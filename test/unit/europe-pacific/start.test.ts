// EP-GEN-3, EP-TURN-1, EP-POW-4, EP-SETUP-1..3, EP-MONEY-1..3: the linked board and the standard start, checked
// against the two boards' vendored tables and the strips (data/reference/europe-pacific).
import { describe, expect, it } from "vitest";
import { GameState } from "../../../src/rules/schema/state.js";
import { MIDDLE_EAST } from "../../../src/rulesets/europe/income.js";
import { csv, rs, start, totals } from "./helpers.js";

const RENAME: Record<string, Record<string, string>> = {
  europe: { "United States": "United States (Europe)", Canada: "Canada (Europe)" },
  pacific: { "United States": "United States (Pacific)", Canada: "Canada (Pacific)" },
};
const OWNER: Record<string, string> = { Chinese: "Americans", Australians: "British" };
const key = (place: string, owner: string, type: string) => `${place}|${owner}|${type}`;

describe("europe-pacific: the linked board", () => {
  it("EP-GEN-3, EP-SETUP-1: both boards and both strips, every space with its theatre (96 + 116 + 15)", () => {
    const theatres: Record<string, number> = {};
    for (const t of rs.board.territories.values()) theatres[t.theatre!] = (theatres[t.theatre!] ?? 0) + 1;
    expect(theatres).toEqual({ europe: 96, pacific: 116, strip: 15 });
    for (const r of csv("strips.csv")) expect(rs.board.territories.get(r.name!)?.theatre, r.name).toBe("strip");
    for (const name of ["United States (Europe)", "Canada (Europe)"]) expect(rs.board.territories.get(name)?.theatre).toBe("europe");
    for (const name of ["United States (Pacific)", "Canada (Pacific)"]) expect(rs.board.territories.get(name)?.theatre).toBe("pacific");
    expect(rs.board.territories.has("United States")).toBe(false);
    expect(rs.board.territories.has("Canada")).toBe(false);
  });

  it("EP-MOVE-1: the strips join the boards by their 47 edges, symmetric; no sea zone of one board touches the other's", () => {
    const stripEdges = rs.board.edges.filter((e) => [e.a, e.b].some((n) => rs.board.territories.get(n)!.theatre === "strip"));
    expect(stripEdges).toHaveLength(csv("strip-connections.csv").length);
    expect(stripEdges).toHaveLength(47);
    for (const [name, around] of rs.board.adjacency)
      for (const n of around) expect(rs.board.adjacency.get(n)?.has(name), `${name}|${n}`).toBe(true);
    expect(rs.board.adjacency.get("Central United States")).toEqual(
      new Set(["Central Canada", "United States (Europe)", "United States (Pacific)", "Caribbean Sea Zone"]),
    );
    for (const e of rs.board.edges) {
      const [x, y] = [e.a, e.b].map((n) => rs.board.territories.get(n)!.theatre);
      expect(new Set([x, y]), `${e.a}|${e.b}`).not.toEqual(new Set(["europe", "pacific"]));
    }
  });

  it("EP-MOVE-4, EP-MOVE-5, EP-MOVE-6: Suez gated by Egypt alone, every edge into the Panama Canal Sea Zone gated by Panama, Egypt touches the Red Sea", () => {
    const suez = rs.board.canals.filter((c) => c.name === "Suez");
    expect(suez).toEqual([{ name: "Suez", seaZones: ["Eastern Mediterranean Sea Zone", "Red Sea Sea Zone"], controlledBy: ["Egypt"] }]);
    const panama = rs.board.canals.filter((c) => c.name === "Panama");
    const intoCanalZone = [...rs.board.adjacency.get("Panama Canal Sea Zone")!].filter((n) => rs.board.territories.get(n)!.kind === "sea");
    expect(panama.map((c) => c.seaZones.find((z) => z !== "Panama Canal Sea Zone")).sort()).toEqual(intoCanalZone.sort());
    for (const c of panama) expect(c.controlledBy).toEqual(["Panama"]);
    expect(rs.board.adjacency.get("Egypt")!.has("Red Sea Sea Zone")).toBe(true);
    expect(rs.board.canals.some((c) => c.controlledBy.includes("Turkey"))).toBe(true); // EUR-MOVE-3 stays
  });

  it("EP-TURN-1, EP-POW-1, EP-POW-4: five powers Germans, Russians, Japanese, British, Americans; no Chinese or Australians", () => {
    expect(rs.powers.map((p) => p.name)).toEqual(["Germans", "Russians", "Japanese", "British", "Americans"]);
    expect(rs.powers.map((p) => p.alliance)).toEqual(["Axis", "Allies", "Axis", "Allies", "Allies"]);
    for (const t of rs.board.territories.values()) expect(["Chinese", "Australians"]).not.toContain(t.originalOwner);
    expect(rs.board.territories.get("Szechwan")!.originalOwner).toBe("Americans");
    expect(rs.board.territories.get("Szechwan")!.capitalOf).toBeNull(); // China is no power: no American capital there
    expect(rs.board.territories.get("New South Wales")!.originalOwner).toBe("British");
  });
});

describe("europe-pacific: the standard start", () => {
  it("EP-SETUP-2, EP-SETUP-3, EP-POW-4: both boards' setups, Chinese units American, Australian units British, plus the Soviet units of EP-SETUP-3", () => {
    const expected = new Map<string, number>();
    const add = (k: string, n: number) => expected.set(k, (expected.get(k) ?? 0) + n);
    for (const r of csv("aae-setup-units.csv"))
      add(key(RENAME.europe![r.territory!] ?? r.territory!, r.owner!, r.unit!), Number(r.quantity));
    for (const r of csv("aap-setup-units.csv"))
      add(key(RENAME.pacific![r.territory!] ?? r.territory!, OWNER[r.owner!] ?? r.owner!, r.unit!), Number(r.quantity));
    add(key("Soviet Union", "Russians", "infantry"), 2);
    add(key("Soviet Union", "Russians", "artillery"), 1);
    add(key("CCCP East", "Russians", "infantry"), 1);
    add(key("CCCP West", "Russians", "infantry"), 1);
    const s = start();
    const actual = new Map<string, number>();
    for (const [place, t] of Object.entries(s.territories))
      for (const u of t.units) actual.set(key(place, u.owner, u.type), (actual.get(key(place, u.owner, u.type)) ?? 0) + 1);
    expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
    expect(Object.values(s.territories).reduce((n, t) => n + t.units.length, 0)).toBe(206 + 247 + 5);
    expect(Object.keys(totals(s)).sort()).toEqual(["Americans", "British", "Germans", "Japanese", "Russians"]);
  });

  it("EP-SETUP-3: AAP's Soviet Union is Soviet and passable; CCCP East and West are Soviet strip spaces", () => {
    const s = start();
    for (const name of ["Soviet Union", "CCCP East", "CCCP West"]) {
      expect(s.territories[name]!.owner, name).toBe("Russians");
      expect(rs.board.territories.get(name)!.neutral, name).toBe(false);
    }
  });

  it("EP-SETUP-2, EP-MONEY-1: each board's starting IPCs, kept per treasury (Americans europe/pacific, British uk/india/australia)", () => {
    const s = start();
    expect(GameState.safeParse(s).success).toBe(true);
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual({
      Germans: 40,
      Russians: 24,
      Japanese: 19,
      British: 25 + 22 + 25,
      Americans: 40 + 75 + 0,
    });
    expect(s.powers.Americans!.treasuries).toEqual({ europe: 40, pacific: 75 });
    expect(s.powers.British!.treasuries).toEqual({ uk: 25, india: 22, australia: 25 });
    for (const p of ["Germans", "Russians", "Japanese"]) expect(s.powers[p]!.treasuries, p).toBeUndefined();
  });

  it("EP-MONEY-2, EP-MONEY-3: the seed's figures come out of the data: base US-Europe 30, US-Pacific 60, UK 9, India 15, Australia 20; convoy USA 25, UK 28", () => {
    const s = start();
    const base: Record<string, number> = {};
    const convoy: Record<string, number> = {};
    for (const [place, t] of Object.entries(s.territories)) {
      const data = rs.board.territories.get(place)!;
      if (data.kind === "sea") {
        if (data.originalOwner && data.originalOwner === t.owner) convoy[t.owner] = (convoy[t.owner] ?? 0) + data.ipc;
      } else if (data.treasury && !MIDDLE_EAST.includes(place)) base[data.treasury] = (base[data.treasury] ?? 0) + data.ipc; // EUR-ME-2
    }
    expect(base).toEqual({ europe: 30, pacific: 60, uk: 9, india: 15, australia: 20 });
    expect({ Americans: convoy.Americans, British: convoy.British }).toEqual({ Americans: 25, British: 28 });
    for (const r of csv("strips.csv")) expect(rs.board.territories.get(r.name!)!.ipc, r.name).toBe(0); // strips.md principle 2
  });
});
