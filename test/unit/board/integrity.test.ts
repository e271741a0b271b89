// Board integrity: the figures of board.md and the issue, asserted from the generated data.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";
import { npl } from "../../../src/rules/queries.js";

const rs = getRuleset("classic")!;
const places = [...rs.board.territories.values()];

describe("Classic board data (board.md)", () => {
  it("has 128 places: 70 land, 58 sea", () => {
    expect(places).toHaveLength(128);
    expect(places.filter((t) => t.kind === "land")).toHaveLength(70);
    expect(places.filter((t) => t.kind === "sea")).toHaveLength(58);
  });

  it("has 309 undirected edges (92 land-land, 92 land-sea, 125 sea-sea) and symmetric adjacency", () => {
    expect(rs.board.edges).toHaveLength(309);
    const kinds = rs.board.edges.reduce<Record<string, number>>((m, e) => ({ ...m, [e.kind]: (m[e.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ "land-land": 92, "land-sea": 92, "sea-sea": 125 });
    let degree = 0;
    for (const [a, ns] of rs.board.adjacency) {
      for (const b of ns) expect(rs.board.adjacency.get(b)?.has(a), `${a} – ${b}`).toBe(true);
      degree += ns.size;
    }
    expect(degree).toBe(2 * 309);
  });

  it("MOVE-5: has the 10 wrap-around edges, e.g. West US – East US", () => {
    const wraps = rs.board.edges.filter((e) => e.wraps);
    expect(wraps).toHaveLength(10);
    expect(rs.board.adjacency.get("West US")?.has("East US")).toBe(true);
    expect(rs.board.adjacency.get("New Zealand Sea Zone")?.has("South Argentina Sea Zone")).toBe(true);
  });

  it("CANAL-1, CANAL-2: Panama needs Panama; Suez needs Anglo Sudan Egypt and Syria Jordan", () => {
    expect(rs.board.canals).toEqual([
      { name: "Panama Canal", seaZones: ["Carribean Sea Zone", "West Panama Sea Zone"], controlledBy: ["Panama"] },
      { name: "Suez Canal", seaZones: ["East Mediteranean Sea Zone", "Red Sea Zone"], controlledBy: ["Anglo Sudan Egypt", "Syria Jordan"] },
    ]);
  });

  it("NEUT-1: has 14 neutrals with no owner and value 0", () => {
    const neutrals = places.filter((t) => t.neutral);
    expect(neutrals.map((t) => t.name).sort()).toEqual([
      "Afghanistan",
      "Angola",
      "Argentina-Chile",
      "Columbia",
      "Eire",
      "Mongolia",
      "Mozambique",
      "Peru",
      "Rio del Oro",
      "Saudi Arabia",
      "Spain",
      "Sweden",
      "Switzerland",
      "Turkey",
    ]);
    for (const n of neutrals) {
      expect(n.originalOwner).toBeNull();
      expect(n.ipc).toBe(0);
    }
  });

  it("has 5 capitals, one per power", () => {
    const capitals = places.filter((t) => t.capitalOf).map((t) => [t.capitalOf, t.name]);
    expect(Object.fromEntries(capitals)).toEqual({
      Russians: "Russia",
      Germans: "Germany",
      British: "United Kingdom",
      Japanese: "Japan",
      Americans: "East US",
    });
  });

  it("CARR-5: 15 islands lie wholly in one sea zone (not Australia or Madagascar)", () => {
    const islands = places.filter((t) => t.singleSeaZoneIsland).map((t) => t.name);
    expect(islands).toHaveLength(15);
    expect(islands).not.toContain("Australia");
    expect(islands).not.toContain("Madagascar");
  });

  it("TURN-4 / ECON-4: starting incomes Russia 24, Germany 32, UK 30, Japan 25, USA 36", () => {
    const s = standardStart(rs);
    const incomes = Object.fromEntries(rs.powers.map((p) => [p.name, npl(rs, s, p.name)]));
    expect(incomes).toEqual({ Russians: 24, Germans: 32, British: 30, Japanese: 25, Americans: 36 });
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.ipcs]))).toEqual(incomes);
  });

  it("TURN-4: setup unit counts per power equal the reference CSV", () => {
    const csv = readFileSync(new URL("../../../data/reference/classic/classic2-setup-units.csv", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    const expected: Record<string, number> = {};
    for (const line of csv) {
      const [, , owner, unit, qty] = line.split(",");
      expected[`${owner}/${unit}`] = (expected[`${owner}/${unit}`] ?? 0) + Number(qty);
    }
    const actual: Record<string, number> = {};
    for (const t of Object.values(standardStart(rs).territories))
      for (const u of t.units) actual[`${u.owner}/${u.type}`] = (actual[`${u.owner}/${u.type}`] ?? 0) + 1;
    expect(actual).toEqual(expected);
    expect(Object.values(actual).reduce((a, b) => a + b, 0)).toBe(161);
  });

  it("the two starting carriers each hold one fighter of their owner (CARR-1)", () => {
    const s = standardStart(rs);
    for (const zone of ["Caroline Islands Sea Zone", "Hawaii Sea Zone"]) {
      const units = s.territories[zone]!.units;
      const carrier = units.find((u) => u.type === "carrier")!;
      const aboard = units.filter((u) => u.aboard === carrier.id);
      expect(aboard.map((u) => [u.type, u.owner])).toEqual([["fighter", carrier.owner]]);
    }
  });

  it("the generated data files match data/reference (npm run data -- --check)", () => {
    expect(() => execFileSync("node", ["scripts/gen-data.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });
});
