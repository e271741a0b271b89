// SIMP-SETUP, SIMP-BOARD, SIMP-NAT, SIMP-UNIT: the data of the `simplified` rule set and its standard start.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { getRuleset } from "../../../src/rulesets/index.js";
import { act, end, move, ok, position, refused, rs, start, unitsOf } from "./helpers.js";

const totals = (s = start()) => {
  const out: Record<string, Record<string, number>> = {};
  for (const t of Object.values(s.territories))
    for (const u of t.units) {
      const m = (out[u.owner] ??= {});
      m[u.type] = (m[u.type] ?? 0) + 1;
    }
  return out;
};

describe("SIMP-SETUP", () => {
  it("SIMP-SETUP-1: each (owner, area) converts infantry+artillery → infantry, armour+factory → armor, fighter+bomber+aaGun → plane", () => {
    const classicSetup = getRuleset("classic")!.setup;
    const s = start();
    const land = new Set(
      classicSetup.filter((e) => rs.board.territories.get(e.place)!.kind === "land").map((e) => `${e.place}|${e.owner}`),
    );
    const sum = (place: string, owner: string, types: string[]) =>
      classicSetup.filter((e) => e.place === place && e.owner === owner && types.includes(e.type)).reduce((n, e) => n + e.count, 0);
    for (const key of land) {
      const [place, owner] = key.split("|") as [string, string];
      expect(unitsOf(s, place, owner, "infantry").length, key).toBe(sum(place, owner, ["infantry", "artillery"]));
      expect(unitsOf(s, place, owner, "armor").length, key).toBe(sum(place, owner, ["armour", "factory"]));
      expect(unitsOf(s, place, owner, "plane").length, key).toBe(sum(place, owner, ["fighter", "bomber", "aaGun"]));
    }
    // Germany: 2 tanks? the chart's armour plus its factory become armor.
    expect(unitsOf(s, "Germany", "Germans", "armor").length).toBe(sum("Germany", "Germans", ["armour"]) + 1);
    // ships: ⌈n/2⌉ — 1 transport + 1 battleship in North Sea Zone → 1 ship.
    expect(unitsOf(s, "North Sea Zone", "British", "ship").length).toBe(1);
  });

  it("SIMP-SETUP-2: fighters on Classic carriers start aboard the same owner's ship", () => {
    const s = start();
    for (const [zone, owner] of [
      ["Caroline Islands Sea Zone", "Japanese"],
      ["Hawaii Sea Zone", "Americans"],
    ] as const) {
      const [ship] = unitsOf(s, zone, owner, "ship");
      const planes = unitsOf(s, zone, owner, "plane");
      expect(planes.length).toBe(1);
      expect(planes[0]!.aboard).toBe(ship!.id);
    }
  });

  it("SIMP-SETUP-3: ships are halved per (owner, sea zone): Britain 5, Japan 4", () => {
    const t = totals();
    expect(t.British!.ship).toBe(5);
    expect(t.Japanese!.ship).toBe(4);
    expect(unitsOf(start(), "Caroline Islands Sea Zone", "Japanese", "ship").length).toBe(1); // carrier + battleship
  });

  it("SIMP-SETUP-4: the digest's check figures (scenario 14: Germany 12 armor, 9 planes; Britain 5 ships)", () => {
    expect(totals()).toEqual({
      Russians: { infantry: 19, armor: 6, plane: 4, ship: 1 },
      Germans: { infantry: 19, armor: 12, plane: 9, ship: 3 },
      British: { infantry: 10, armor: 4, plane: 5, ship: 5 },
      Japanese: { infantry: 19, armor: 2, plane: 7, ship: 4 },
      Americans: { infantry: 11, armor: 3, plane: 7, ship: 3 },
    });
    const ships = (owner: string) =>
      Object.entries(start().territories)
        .filter(([, t]) => t.units.some((u) => u.owner === owner && u.type === "ship"))
        .map(([p]) => p)
        .sort();
    expect(ships("Germans")).toEqual(["Baltic Sea Zone", "Central Mediteranean Sea Zone", "West Spain Sea Zone"]);
    expect(ships("Americans")).toEqual(["East US Sea Zone", "Hawaii Sea Zone", "West US Sea Zone"]);
  });

  it("SIMP-SETUP-4: the generated JSON is what the generator writes (no hand edits)", () => {
    const units = JSON.parse(readFileSync(new URL("../../../src/rules/data/simplified/units.json", import.meta.url), "utf8"));
    expect(units.map((u: { type: string }) => u.type)).toEqual(["infantry", "armor", "plane", "ship"]);
  });
});

describe("SIMP-BOARD", () => {
  it("SIMP-BOARD-1: the Classic board — 70 land territories, 58 sea zones, wrap-around edges are adjacencies", () => {
    const kinds = [...rs.board.territories.values()].map((t) => t.kind);
    expect(kinds.filter((k) => k === "land").length).toBe(70);
    expect(kinds.filter((k) => k === "sea").length).toBe(58);
    const s = position({
      power: "Americans",
      phase: "movement",
      territories: { "East US": { units: [{ owner: "Americans", type: "armor" }] } },
    });
    ok(s, move("Americans", { armor: 1 }, ["East US", "West US"])); // East US–West US wraps the map edge
  });

  it("SIMP-BOARD-2: neutrals can never be entered or flown over (scenario 16)", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "West Europe": {
          units: [
            { owner: "Germans", type: "plane" },
            { owner: "Germans", type: "armor" },
          ],
        },
        "West Spain Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
      },
    });
    expect(refused(s, move("Germans", { plane: 1 }, ["West Europe", "Spain", "West Spain Sea Zone"]))).toContain("SIMP-BOARD-2");
    expect(refused(s, move("Germans", { armor: 1 }, ["West Europe", "Spain"]))).toContain("SIMP-BOARD-2");
    ok(s, move("Germans", { plane: 1 }, ["West Europe", "West Spain Sea Zone"])); // lands on the German ship
  });

  it("SIMP-BOARD-3: sea zones are never owned; a position may not give one an owner", () => {
    const s = start();
    for (const [p, t] of Object.entries(s.territories)) if (rs.board.territories.get(p)!.kind === "sea") expect(t.owner).toBeNull();
    expect(() => position({ territories: { "North Sea Zone": { owner: "British", units: [] } } })).toThrow();
  });

  it("SIMP-BOARD-4: canals cost one step and need no control by default; canalControl: true applies it (scenario 15)", () => {
    const p = {
      power: "Americans",
      phase: "movement" as const,
      territories: { Panama: { owner: "Japanese", units: [] }, "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] } },
    };
    const path = ["East US Sea Zone", "Carribean Sea Zone", "West Panama Sea Zone"];
    ok(position(p), move("Americans", { ship: 1 }, path));
    expect(refused(position(p, { canalControl: true }), move("Americans", { ship: 1 }, path))).toEqual(["SIMP-BOARD-4"]);
    ok(
      position({ ...p, territories: { ...p.territories, Panama: { units: [] } } }, { canalControl: true }),
      move("Americans", { ship: 1 }, path),
    );
  });

  it("SIMP-BOARD-5: land units and planes step Anglo Sudan Egypt ↔ Syria Jordan as one step", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        "Anglo Sudan Egypt": {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "British", type: "plane" },
          ],
        },
      },
    });
    const r = ok(s, move("British", { infantry: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
    expect(unitsOf(r.state, "Syria Jordan", "British", "infantry").length).toBe(1);
    ok(s, move("British", { plane: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
  });
});

describe("SIMP-NAT", () => {
  it("SIMP-NAT-1: five nations in two alliances", () => {
    expect(rs.powers.map((p) => `${p.name}:${p.alliance}`)).toEqual([
      "Russians:Allies",
      "Germans:Axis",
      "British:Allies",
      "Japanese:Axis",
      "Americans:Allies",
    ]);
  });

  it("SIMP-NAT-2: capitals are Russia, Germany, United Kingdom, Japan, East US", () => {
    expect(rs.powers.map((p) => p.capital)).toEqual(["Russia", "Germany", "United Kingdom", "Japan", "East US"]);
  });

  it("SIMP-NAT-3: allies pass through each other's land; a nation moves only its own units; allies defend together", () => {
    const s = position({
      power: "British",
      phase: "movement",
      territories: {
        Russia: {
          units: [
            { owner: "British", type: "armor" },
            { owner: "Russians", type: "armor" },
          ],
        },
      },
    });
    ok(s, move("British", { armor: 1 }, ["Russia", "Karelia S.S.R.", "Caucasus"])); // Russian land: friendly
    const russian = unitsOf(s, "Russia", "Russians")[0]!.id;
    expect(refused(s, move("British", [russian], ["Russia", "Caucasus"]))).toContain("SIMP-NAT-3");
    const b = position({
      power: "Germans",
      phase: "movement",
      territories: {
        "East Europe": { units: [{ owner: "Germans", type: "armor" }] },
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "British", type: "infantry" },
          ],
        },
      },
    });
    const m = ok(b, move("Germans", { armor: 1 }, ["East Europe", "Karelia S.S.R."])).state;
    const c = ok(
      ok(m, end("Germans")).state,
      { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R.", policy: {} },
      [6, 6, 6, 1, 6, 1],
    ).state;
    // both defenders rolled (2 dice in round 1) and the armor died in round 2
    expect(unitsOf(c, "Karelia S.S.R.", "Germans").length).toBe(0);
  });

  it("SIMP-NAT-4: only the nation whose turn it is acts", () => {
    const s = start();
    expect(refused(s, end("Germans"))).toEqual(["SIMP-NAT-4"]);
    ok(s, end("Russians"));
  });
});

describe("SIMP-UNIT", () => {
  it("SIMP-UNIT-1: the four units' attack, defence, move and cost", () => {
    const table = [...rs.units.values()].map((u) => [u.type, u.attack, u.defense, u.movement, u.cost, u.domain]);
    expect(table).toEqual([
      ["infantry", 1, 2, 1, 3, "land"],
      ["armor", 3, 3, 2, 6, "land"],
      ["plane", 3, 4, 3, 10, "air"],
      ["ship", 2, 2, 2, 15, "sea"],
    ]);
    const s = position({ power: "Germans", phase: "buy", ipcs: { Germans: 30 } });
    expect(ok(s, { type: "purchase", power: "Germans", units: { armor: 5 } }).state.powers.Germans!.ipcs).toBe(0);
  });

  it("SIMP-UNIT-2: no other unit types, no weapons development", () => {
    const s = position({ power: "Germans", phase: "buy", ipcs: { Germans: 30 } });
    expect(refused(s, { type: "purchase", power: "Germans", units: { fighter: 1 } })).toEqual(["PURCH-1"]);
    expect(refused(s, { type: "developWeapons", power: "Germans", dice: 1 })).toEqual(["SIMP-UNIT-2"]);
    expect(() => position({ territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } } })).toThrow(/PURCH-1/);
  });

  it("SIMP-UNIT-3: one ship carries 2 planes and 2 land units at once", () => {
    const s = position({
      territories: {
        "North Sea Zone": {
          units: [
            {
              owner: "British",
              type: "ship",
              cargo: [
                { owner: "British", type: "plane", count: 2 },
                { owner: "British", type: "infantry" },
                { owner: "British", type: "armor" },
              ],
            },
          ],
        },
      },
    });
    const ship = unitsOf(s, "North Sea Zone", "British", "ship")[0]!;
    expect(unitsOf(s, "North Sea Zone").filter((u) => u.aboard === ship.id).length).toBe(4);
    expect(() =>
      position({
        territories: {
          "North Sea Zone": { units: [{ owner: "British", type: "ship", cargo: [{ owner: "British", type: "plane", count: 3 }] }] },
        },
      }),
    ).toThrow();
    expect(act(s, end("Russians")).ok).toBe(true);
  });
});
