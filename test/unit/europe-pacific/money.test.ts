// EP-MONEY-1..6: the treasuries of the linked game (the seed's MONEY section): base money per theatre, the pooled
// convoy fund split by the power, who pays for which placement, plunder of one treasury.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { GameState as GameStateSchema } from "../../../src/rules/schema/state.js";
import { Position } from "../../../src/rules/schema/position.js";
import { fromPosition } from "../../../src/rulesets/index.js";
import { linkedIncome } from "../../../src/rulesets/europe-pacific/income.js";
import { convoyFund } from "../../../src/rulesets/europe-pacific/convoy-fund.js";
import { end, move, ok, refused, rs, start } from "./helpers.js";

/** The standard start in `power`'s `phase` of `round`, with treasuries set (ipcs kept their sum) and owners changed. */
function at(
  power: string,
  phase: string,
  treasuries: Record<string, Record<string, number>> = {},
  owners: Record<string, string> = {},
  round = 2,
) {
  const s = start();
  s.turn = { round, power, phase };
  for (const [p, t] of Object.entries(treasuries)) {
    s.powers[p]!.treasuries = { ...t };
    s.powers[p]!.ipcs = Object.values(t).reduce((a, x) => a + x, 0);
  }
  for (const [place, owner] of Object.entries(owners)) s.territories[place]!.owner = owner;
  return s;
}
const buy = (power: string, units: Record<string, number>, treasury?: string): Action => ({
  type: "purchase",
  power,
  units,
  ...(treasury ? { treasury } : {}),
});
const place = (power: string, where: string, units: Record<string, number>): Action => ({ type: "place", power, at: where, units });
const split = (power: string, to: Record<string, number>): Action => ({ type: "allocateConvoyIncome", power, to });
const ZERO_US = { Americans: { europe: 0, pacific: 0 } };
const ZERO_UK = { British: { uk: 0, india: 0, australia: 0 } };
const base = (s: GameState, power: string) => Object.fromEntries(linkedIncome({ rs, state: s }, power).map((t) => [t.treasury, t.land]));

describe("europe-pacific: treasuries (EP-MONEY-1)", () => {
  it("EP-MONEY-1: the Americans keep two treasuries, the British three, the others one; ipcs is always their sum", () => {
    const s = start();
    expect(s.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 40, pacific: 75 } });
    expect(s.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 25, india: 22, australia: 25 } });
    for (const p of ["Germans", "Russians", "Japanese"]) expect(s.powers[p]!.treasuries).toBeUndefined();
    const r1 = { ...s, turn: { round: 1, power: "Germans", phase: "purchase" } };
    expect(ok(r1, buy("Germans", { infantry: 1 })).state.powers.Germans!.ipcs).toBe(37);
  });

  it("EP-MONEY-1: a position names each treasury; ipcs must be their sum; an unknown treasury or a single-treasury power is refused", () => {
    const make = (p: unknown) => fromPosition(rs, Position.parse(p));
    const r = make({ treasuries: { Americans: { pacific: 12 } } });
    expect("state" in r && r.state.powers.Americans).toMatchObject({ ipcs: 12, treasuries: { europe: 0, pacific: 12 } });
    const paths = (p: unknown) => {
      const x = make(p);
      return "problems" in x ? x.problems.map((q) => q.path) : [];
    };
    expect(paths({ ipcs: { Americans: 20 }, treasuries: { Americans: { pacific: 12 } } })).toEqual(["position.ipcs.Americans"]);
    expect(paths({ ipcs: { British: 5 } })).toEqual(["position.ipcs.British"]);
    expect(paths({ treasuries: { Americans: { asia: 1 } } })).toEqual(["position.treasuries.Americans.asia"]);
    expect(paths({ treasuries: { Germans: { europe: 1 } } })).toEqual(["position.treasuries.Germans"]);
  });
});

describe("europe-pacific: base money (EP-MONEY-2)", () => {
  it("EP-MONEY-2: at the start the base income is the seed's: US-Europe 30, US-Pacific 60, UK 9, India 15, Australia 20", () => {
    const s = start();
    expect(base(s, "Americans")).toEqual({ europe: 30, pacific: 60 });
    expect(base(s, "British")).toEqual({ uk: 9, india: 15, australia: 20 });
  });

  it("EP-MONEY-2: each treasury collects its own land at the end of the turn; the default convoy split pays each board's zones to its treasury", () => {
    const us = ok(at("Americans", "collectIncome", ZERO_US), end("Americans")).state;
    expect(us.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 30 + 10, pacific: 60 + 15 } });
    const uk = ok(at("British", "collectIncome", ZERO_UK), end("British")).state;
    expect(uk.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 9 + 16, india: 15 + 7, australia: 20 + 5 } });
    expect(GameStateSchema.safeParse(uk).success).toBe(true);
  });

  it("EP-MONEY-2: land taken on a board pays that board's treasury (Japanese Siam to India, Japanese Bonin to US-Pacific); Chinese land pays nothing", () => {
    const s = at("British", "collectIncome", ZERO_UK, { Siam: "British", Bonin: "Americans" });
    expect(base(s, "British")).toEqual({ uk: 9, india: 15 + 2, australia: 20 });
    expect(base(s, "Americans").pacific).toBe(60 + 1);
    const china = [...rs.board.territories.values()].filter(
      (t) => t.kind === "land" && t.theatre === "pacific" && t.originalOwner === "Americans" && !t.treasury,
    );
    expect(china.reduce((n, t) => n + t.ipc, 0)).toBe(2); // Sikang and Szechwan (PAC-CHINA-1)
  });

  it("EP-MONEY-2: a treasury whose capital is enemy-held collects nothing (INC-2); the others still do", () => {
    const s = at("British", "collectIncome", ZERO_UK, { India: "Japanese" });
    const after = ok(s, end("British")).state;
    expect(after.powers.British!.treasuries).toEqual({ uk: 25, india: 0, australia: 25 });
  });
});

describe("europe-pacific: the convoy fund (EP-MONEY-3, EP-MONEY-4)", () => {
  it("EP-MONEY-3: the fund is USA 25 and UK 28 at the start", () => {
    const s = start();
    expect(convoyFund({ rs, state: s }, "Americans").total).toBe(25);
    expect(convoyFund({ rs, state: s }, "British").total).toBe(28);
  });

  it("EP-MONEY-3: at the end of its turn the USA splits its 25 as 10 US-Europe, 15 US-Pacific; the UK its 28 in any proportion, 0 included", () => {
    const us = at("Americans", "collectIncome", ZERO_US);
    const after = ok(ok(us, split("Americans", { europe: 10, pacific: 15 })).state, end("Americans")).state;
    expect(after.powers.Americans!.treasuries).toEqual({ europe: 40, pacific: 75 });
    const all = ok(ok(us, split("Americans", { pacific: 25 })).state, end("Americans")).state;
    expect(all.powers.Americans!.treasuries).toEqual({ europe: 30, pacific: 85 });
    const uk = at("British", "collectIncome", ZERO_UK);
    const after2 = ok(ok(uk, split("British", { uk: 0, india: 28, australia: 0 })).state, end("British")).state;
    expect(after2.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 9, india: 43, australia: 20 } });
  });

  it("EP-MONEY-3: a split that does not add up, names another treasury, comes twice or comes from a one-treasury power is refused", () => {
    const us = at("Americans", "collectIncome", ZERO_US);
    expect(refused(us, split("Americans", { europe: 10, pacific: 10 }))).toEqual(["EP-MONEY-3"]);
    expect(refused(us, split("Americans", { europe: 10, india: 15 }))).toEqual(["EP-MONEY-3"]);
    const once = ok(us, split("Americans", { europe: 10, pacific: 15 })).state;
    expect(refused(once, split("Americans", { europe: 10, pacific: 15 }))).toEqual(["EP-MONEY-3"]);
    const de = at("Germans", "collectIncome");
    expect(refused(de, split("Germans", { europe: 0 }))).toEqual(["EP-MONEY-3"]);
    expect(refused(at("Americans", "place", ZERO_US), split("Americans", { europe: 10, pacific: 15 }))).toContain("EP-TURN-2");
  });

  it("EP-MONEY-3: once at the start (the opening round) the power may split its starting fund otherwise: USA 25, UK 28", () => {
    const s = at("Americans", "cashAdvance", {}, {}, 0);
    expect(refused(s, split("Americans", { europe: 0, pacific: 20 }))).toEqual(["EP-MONEY-3"]);
    const re = ok(s, split("Americans", { europe: 0, pacific: 25 })).state;
    expect(re.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 30, pacific: 85 } });
    expect(refused(re, split("Americans", { europe: 25, pacific: 0 }))).toEqual(["EP-MONEY-3"]);
    const uk = ok(at("British", "cashAdvance", {}, {}, 0), split("British", { uk: 28 })).state;
    expect(uk.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 9 + 28, india: 15, australia: 20 } });
    // round 1 begins after the Americans; their end-of-turn split is a new one
    let t = ok(re, end("Americans")).state;
    expect(t.turn).toEqual({ round: 1, power: "Germans", phase: "purchase" });
    t = { ...t, turn: { round: 1, power: "Americans", phase: "collectIncome" } };
    expect(ok(t, split("Americans", { europe: 25, pacific: 0 })).state.thisTurn.convoyAllocation).toEqual({ europe: 25, pacific: 0 });
    expect(refused(at("Americans", "purchase", {}, {}, 1), split("Americans", { europe: 0, pacific: 25 }))).toContain("EP-TURN-2");
  });

  it("EP-MONEY-4 (as PAC-ECON-4): the fund follows convoy control: a Japanese-held 3 Sea Zone leaves the USA 15 to split", () => {
    const s = at("Americans", "collectIncome", ZERO_US, { "3 Sea Zone": "Japanese" });
    expect(convoyFund({ rs, state: s }, "Americans")).toEqual({ total: 15, own: { europe: 10, pacific: 5 } });
    expect(refused(s, split("Americans", { europe: 10, pacific: 15 }))).toEqual(["EP-MONEY-3"]);
    const after = ok(ok(s, split("Americans", { europe: 0, pacific: 15 })).state, end("Americans")).state;
    expect(after.powers.Americans!.treasuries).toEqual({ europe: 30, pacific: 75 });
  });
});

describe("europe-pacific: who pays for what (EP-MONEY-5)", () => {
  it("EP-MONEY-5: a purchase names its treasury (Americans, British) and is paid by it alone; a one-treasury power names none", () => {
    const s = at("Americans", "purchase", { Americans: { europe: 5, pacific: 70 } });
    expect(refused(s, buy("Americans", { infantry: 1 }))).toEqual(["EP-MONEY-5"]);
    expect(refused(s, buy("Americans", { infantry: 1 }, "india"))).toEqual(["EP-MONEY-5"]);
    expect(refused(s, buy("Americans", { infantry: 2 }, "europe"))).toContain("PURCH-2"); // 6 > 5, though ipcs is 75
    const r = ok(s, buy("Americans", { battleship: 2, transport: 2, infantry: 2 }, "pacific")); // 48 + 16 + 6 = 70
    expect(r.state.powers.Americans).toMatchObject({ ipcs: 5, treasuries: { europe: 5, pacific: 0 } });
    expect(r.state.powers.Americans!.purchasedBy).toEqual({ pacific: { battleship: 2, transport: 2, infantry: 2 } });
    expect(r.events.find((e) => e.type === "purchased")).toMatchObject({ treasury: "pacific", cost: 70 });
    expect(refused(at("Germans", "purchase"), buy("Germans", { infantry: 1 }, "europe"))).toEqual(["EP-MONEY-5"]);
  });

  it("EP-MONEY-5: units go only where their treasury pays: US-Pacific money on the Pacific board, India's at India, Australia's at New South Wales", () => {
    const us = ok(
      at("Americans", "purchase", { Americans: { europe: 10, pacific: 10 } }),
      buy("Americans", { infantry: 2 }, "pacific"),
    ).state;
    const usPlace = { ...us, turn: { ...us.turn, phase: "place" } };
    expect(refused(usPlace, place("Americans", "United States (Europe)", { infantry: 1 }))).toEqual(["EP-MONEY-5"]);
    const placed = ok(usPlace, place("Americans", "United States (Pacific)", { infantry: 2 })).state;
    expect(placed.powers.Americans!.purchasedBy).toBeUndefined();
    expect(placed.powers.Americans!.purchased).toEqual({});

    let uk = at("British", "purchase", { British: { uk: 0, india: 3, australia: 3 } });
    uk = ok(uk, buy("British", { infantry: 1 }, "india")).state;
    uk = ok(uk, buy("British", { infantry: 1 }, "australia")).state;
    uk = { ...uk, turn: { ...uk.turn, phase: "place" } };
    expect(refused(uk, place("British", "New South Wales", { infantry: 2 }))).toEqual(["EP-MONEY-5"]);
    expect(refused(uk, place("British", "United Kingdom", { infantry: 1 }))).toEqual(["EP-MONEY-5"]);
    const one = ok(uk, place("British", "New South Wales", { infantry: 1 })).state;
    const two = ok(one, place("British", "India", { infantry: 1 })).state;
    expect(two.powers.British!.purchasedBy).toBeUndefined();
    expect(GameStateSchema.safeParse(two).success).toBe(true);
  });

  it("EP-MONEY-5: the place phase may not end while a unit can still go where its treasury pays; it is lost only when it cannot", () => {
    const us = ok(
      at("Americans", "purchase", { Americans: { europe: 0, pacific: 3 } }),
      buy("Americans", { infantry: 1 }, "pacific"),
    ).state;
    const p = { ...us, turn: { ...us.turn, phase: "place" } };
    expect(refused(p, end("Americans"))).toContain("EUR-PURCH-7"); // PLACE-1
    const noFactory = structuredClone(p);
    noFactory.territories["United States (Pacific)"]!.owner = "Japanese";
    for (const f of ["Hawaiian", "Szechwan"]) noFactory.territories[f]!.owner = "Japanese";
    const r = ok(noFactory, end("Americans"));
    expect(r.events.some((e) => e.type === "unitsLost")).toBe(true);
    expect(r.state.powers.Americans!.purchasedBy).toBeUndefined();
  });
});

describe("europe-pacific: one treasury each for Germany, Japan and the USSR (EP-MONEY-6)", () => {
  it("EP-MONEY-6: Germans 40, Russians 24 (AAE land 20 + Soviet convoy 4; the Soviet spaces of the AAP board and strips are worth 0), Japanese 19", () => {
    for (const [p, n] of [
      ["Germans", 40],
      ["Russians", 24],
      ["Japanese", 19],
    ] as const) {
      const s = at(p, "collectIncome");
      s.powers[p]!.ipcs = 0;
      expect(ok(s, end(p)).state.powers[p]!.ipcs, p).toBe(n);
    }
  });
});

describe("europe-pacific: plunder and raids take one treasury (EP-MONEY-1, EP-MONEY-2)", () => {
  it("EP-MONEY-1: Japan capturing India takes the India treasury only, not the UK's or Australia's", () => {
    const s = at("Japanese", "combatMove", { British: { uk: 25, india: 22, australia: 25 } }, { Burma: "Japanese" });
    s.territories.India!.units = [];
    s.territories.Burma!.units = [{ id: "a1", owner: "Japanese", type: "armour" }];
    const r = ok(s, move("Japanese", ["a1"], ["Burma", "India"]));
    expect(r.events.find((e) => e.type === "plundered")).toMatchObject({ at: "India", amount: 22, treasury: "india" });
    expect(r.state.powers.British).toMatchObject({ ipcs: 50, treasuries: { uk: 25, india: 0, australia: 25 } });
    expect(r.state.powers.Japanese!.ipcs).toBe(19 + 22);
  });

  it("EP-MONEY-2: the Americans taking Japan put the loot in US-Pacific", () => {
    const s = at("Americans", "combatMove", { Americans: { europe: 1, pacific: 2 } });
    s.territories.Japan!.units = [];
    s.territories["36 Sea Zone"]!.units = [
      { id: "t1", owner: "Americans", type: "transport" },
      { id: "i1", owner: "Americans", type: "infantry", aboard: "t1" },
    ];
    const r = ok(s, move("Americans", ["i1"], ["36 Sea Zone", "Japan"]));
    expect(r.state.territories.Japan!.owner).toBe("Americans");
    expect(r.state.powers.Americans).toMatchObject({ ipcs: 3 + 19, treasuries: { europe: 1, pacific: 2 + 19 } });
  });

  it("EP-MONEY-2: a raid on the United Kingdom takes from the UK treasury only, capped by it", () => {
    const s = at("Germans", "combatMove", { British: { uk: 4, india: 22, australia: 25 } });
    s.territories["United Kingdom"]!.units = s.territories["United Kingdom"]!.units.filter((u) => u.type === "factory");
    s.territories.Germany!.units.push({ id: "b1", owner: "Germans", type: "bomber" });
    const moved = ok(s, {
      type: "move",
      power: "Germans",
      units: ["b1"],
      path: ["Germany", "Danish Sea Sea Zone", "North Sea Sea Zone", "United Kingdom"],
      raid: true,
    }).state;
    const combat = ok(moved, end("Germans")).state;
    const r = ok(combat, { type: "resolveBattle", power: "Germans", at: "United Kingdom", policy: {} } as Action, [6]);
    expect(r.state.powers.British).toMatchObject({ ipcs: 47, treasuries: { uk: 0, india: 22, australia: 25 } });
  });
});
