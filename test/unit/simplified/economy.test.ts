// SIMP-BUY, SIMP-INC, SIMP-VICT: buying and placing, income, instant victory in `simplified`.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { checkOptions } from "../../../src/rulesets/index.js";
import { end, move, ok, position, refused, rs, start, toPhase, unitsOf } from "./helpers.js";

const buy = (power: string, units: Record<string, number>): Action => ({ type: "purchase", power, units });
const place = (power: string, at: string, units: Record<string, number>): Action => ({ type: "place", power, at, units });
const buying = (power: string, units: Record<string, number>, extra: object = {}): GameState =>
  ok(position({ power, phase: "buy", ipcs: { [power]: 200 }, ...extra }), buy(power, units)).state;

describe("SIMP-BUY", () => {
  it("SIMP-BUY-1: buy what the money pays for; everything bought is placed in phase 4", () => {
    const s = position({ power: "Germans", phase: "buy", ipcs: { Germans: 14 } });
    expect(refused(s, buy("Germans", { ship: 1 }))).toContain("SIMP-BUY-1");
    const t = ok(s, buy("Germans", { infantry: 2 })).state;
    expect(t.powers.Germans!.ipcs).toBe(8);
    expect(refused(t, end("Germans"))).toEqual(["SIMP-BUY-1"]);
    expect(refused(t, place("Germans", "Germany", { infantry: 3 }))).toEqual(["SIMP-BUY-1"]);
    const placed = ok(t, place("Germans", "Germany", { infantry: 2 })).state;
    expect(unitsOf(placed, "Germany", "Germans", "infantry").length).toBe(2);
    ok(placed, end("Germans"));
  });

  it("SIMP-BUY-2: only starting territories held since the turn began; ships at sea, planes on land", () => {
    const s = buying(
      "Germans",
      { infantry: 1, plane: 1, ship: 1 },
      { territories: { "Karelia S.S.R.": { owner: "Germans", units: [] }, "South Europe": { owner: "British", units: [] } } },
    );
    expect(refused(s, place("Germans", "Karelia S.S.R.", { infantry: 1 }))).toEqual(["SIMP-BUY-2"]); // not a German starting territory
    expect(refused(s, place("Germans", "South Europe", { infantry: 1 }))).toEqual(["SIMP-BUY-2"]); // not held
    expect(refused(s, place("Germans", "Baltic Sea Zone", { plane: 1 }))).toEqual(["SIMP-BUY-2"]);
    expect(refused(s, place("Germans", "Germany", { ship: 1 }))).toEqual(["SIMP-BUY-2"]);
    ok(s, place("Germans", "Baltic Sea Zone", { ship: 1 }));
  });

  it("SIMP-BUY-3: any number in the capital and ships beside it; Russia's capital coast is the Caspian only (scenario 12)", () => {
    const g = buying("Germans", { infantry: 6, ship: 2 });
    ok(ok(g, place("Germans", "Germany", { infantry: 6 })).state, place("Germans", "Baltic Sea Zone", { ship: 2 }));
    const r = buying("Russians", { ship: 2 });
    ok(r, place("Russians", "Caspian Sea Zone", { ship: 2 }));
    expect(refused(r, place("Russians", "Karelia Sea Zone", { ship: 2 }))).toEqual(["SIMP-BUY-4"]);
    ok(r, place("Russians", "Karelia Sea Zone", { ship: 1 })); // Russia's one extra unit
    expect(refused(r, place("Russians", "North Sea Zone", { ship: 1 }))).toContain("SIMP-BUY-3");
  });

  it("SIMP-BUY-4: one extra unit in total outside the capital (scenario 10); Japan only in Japan", () => {
    const b = buying("British", { infantry: 4 });
    const two = ok(ok(b, place("British", "United Kingdom", { infantry: 2 })).state, place("British", "India", { infantry: 1 })).state;
    expect(refused(two, place("British", "Australia", { infantry: 1 }))).toEqual(["SIMP-BUY-4"]);
    ok(ok(b, place("British", "United Kingdom", { infantry: 3 })).state, place("British", "India", { infantry: 1 }));
    const j = buying("Japanese", { infantry: 1 });
    expect(refused(j, place("Japanese", "Manchuria", { infantry: 1 }))).toEqual(["SIMP-BUY-4"]);
    ok(j, place("Japanese", "Japan", { infantry: 1 }));
    const g = buying("Germans", { armor: 2 });
    ok(g, place("Germans", "South Europe", { armor: 1 }));
    expect(refused(g, place("Germans", "West Europe", { armor: 1 }))).toEqual(["SIMP-BUY-4"]);
  });

  it("SIMP-BUY-5: the US splits East/West within 1, plus 1 unit in China or Sinkiang (scenario 11)", () => {
    const u = buying("Americans", { infantry: 6 });
    let t = ok(u, place("Americans", "East US", { infantry: 3 })).state;
    t = ok(t, place("Americans", "West US", { infantry: 2 })).state;
    t = ok(t, place("Americans", "China", { infantry: 1 })).state;
    ok(t, end("Americans"));
    expect(refused(u, place("Americans", "East US", { infantry: 4 }))).toEqual(["SIMP-BUY-5"]);
    const three = ok(buying("Americans", { infantry: 3 }), place("Americans", "East US", { infantry: 2 })).state;
    expect(refused(three, place("Americans", "China", { infantry: 1 }))).toEqual(["SIMP-BUY-5"]); // the last unit must go West
    const ships = buying("Americans", { ship: 2 });
    const gulf = ok(ships, place("Americans", "Gulf of Mexico Sea Zone", { ship: 1 })).state; // West US side
    expect(refused(gulf, place("Americans", "West US Sea Zone", { ship: 1 }))).toEqual(["SIMP-BUY-5"]);
    ok(gulf, place("Americans", "East US Sea Zone", { ship: 1 }));
    const noWest = buying("Americans", { infantry: 4 }, { territories: { "West US": { owner: "Japanese", units: [] } } });
    ok(noWest, place("Americans", "East US", { infantry: 4 }));
    expect(refused(noWest, place("Americans", "West US", { infantry: 1 }))).toEqual(["SIMP-BUY-2"]);
  });

  it("SIMP-BUY-6: no new ship into a sea zone with enemy units", () => {
    const s = buying("Germans", { ship: 1 }, { territories: { "Baltic Sea Zone": { units: [{ owner: "British", type: "ship" }] } } });
    expect(refused(s, place("Germans", "Baltic Sea Zone", { ship: 1 }))).toEqual(["SIMP-BUY-6"]);
  });

  it("SIMP-BUY-7: a purchase whose units could not all be placed is refused", () => {
    const s = position({
      power: "Russians",
      phase: "buy",
      ipcs: { Russians: 100 },
      territories: { "Caspian Sea Zone": { units: [{ owner: "Germans", type: "ship" }] } },
    });
    expect(refused(s, buy("Russians", { ship: 2 }))).toEqual(["SIMP-BUY-7"]);
    ok(s, buy("Russians", { ship: 1 })); // Karelia Sea Zone, as the extra unit
    expect(refused(ok(s, buy("Russians", { ship: 1 })).state, buy("Russians", { ship: 1 }))).toEqual(["SIMP-BUY-7"]);
  });
});

describe("SIMP-INC", () => {
  it("SIMP-INC-1: phase 5 pays the IPC value of all land controlled then (captures of this turn included)", () => {
    const s = position({
      power: "Japanese",
      phase: "movement",
      ipcs: { Japanese: 0 },
      territories: { Manchuria: { units: [{ owner: "Japanese", type: "armor" }] } },
    });
    let t = ok(s, move("Japanese", { armor: 1 }, ["Manchuria", "Yakut S.S.R."])).state;
    const base = rs.powers.find((p) => p.name === "Japanese")!.startingIpcs;
    t = toPhase(t, "collectIncome");
    const r = ok(t, end("Japanese"));
    expect(r.state.powers.Japanese!.ipcs).toBe(base + 2);
    expect(r.events.find((e) => e.type === "income")).toMatchObject({ amount: base + 2, rule: "SIMP-INC-1" });
  });

  it("SIMP-INC-2: money is kept from turn to turn; there is no capital condition", () => {
    const s = position({
      power: "Russians",
      phase: "collectIncome",
      ipcs: { Russians: 7 },
      territories: { Russia: { owner: "Germans", units: [] } },
    });
    const r = ok(s, end("Russians"));
    expect(r.state.powers.Russians!.ipcs).toBe(7 + 24 - 8);
  });

  it("SIMP-INC-3: starting money is the starting income (24, 32, 30, 25, 36), or 0 with startingMoney: zero", () => {
    expect(Object.values(start().powers).map((p) => p.ipcs)).toEqual([24, 32, 30, 25, 36]);
    expect(Object.values(start({ startingMoney: "zero" }).powers).map((p) => p.ipcs)).toEqual([0, 0, 0, 0, 0]);
    expect(checkOptions(rs, { startingMoney: "lots" }).length).toBe(1);
    expect(checkOptions(rs, { canalControl: true, startingMoney: "zero" })).toEqual([]);
    expect(checkOptions(rs, { totalVictory: true }).map((p) => p.path)).toEqual(["options.totalVictory"]);
  });
});

describe("SIMP-VICT", () => {
  it("SIMP-VICT-1: taking an enemy capital ends the game at once (scenario 13)", () => {
    const s = position({
      power: "Germans",
      phase: "movement",
      territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armor" }] } },
    });
    const r = ok(s, move("Germans", { armor: 1 }, ["Karelia S.S.R.", "Russia"]));
    expect(r.state.winner).toEqual({ alliance: "Axis", condition: "SIMP-VICT-1", round: 1 });
    expect(r.state.powers.Russians!.ipcs).toBe(0); // no plunder (simplified.md §15); the position gave Russia nothing anyway
    expect(refused(r.state, end("Germans"))).toEqual(["SIMP-VICT-1"]);
    // a capital passed through is captured on the way and ends the game there
    const via = position({
      power: "Germans",
      phase: "movement",
      ipcs: { Russians: 10 },
      territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armor" }] } },
    });
    const r2 = ok(via, move("Germans", { armor: 1 }, ["Karelia S.S.R.", "Russia", "Novosibirsk"]));
    expect(r2.state.winner?.condition).toBe("SIMP-VICT-1");
    expect(r2.state.powers.Russians!.ipcs).toBe(10);
    expect(unitsOf(r2.state, "Russia", "Germans").length).toBe(1);
  });

  it("SIMP-VICT-2: no other victory — no economic victory at the round's end; liberation does not exist", () => {
    let s = position({
      power: "Americans",
      phase: "collectIncome",
      territories: Object.fromEntries(
        [...rs.board.territories.values()]
          .filter((t) => t.kind === "land" && !t.neutral && !t.capitalOf)
          .map((t) => [t.name, { owner: "Germans", units: [] }]),
      ),
    });
    s = ok(s, end("Americans")).state;
    expect(s.winner).toBeNull();
    expect(s.turn).toMatchObject({ round: 2, power: "Russians" });
    const lib = position({
      power: "British",
      phase: "movement",
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [] },
        Russia: { units: [{ owner: "British", type: "infantry" }] },
      },
    });
    expect(ok(lib, move("British", { infantry: 1 }, ["Russia", "Karelia S.S.R."])).state.territories["Karelia S.S.R."]!.owner).toBe(
      "British",
    );
  });
});
