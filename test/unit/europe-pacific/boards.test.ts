// EP-GEN-1: each board's base rules on that board — Europe's Middle East, Soviet conversion and convoy-zone ban on
// the AAE board, Pacific's convoy rules on the AAP board — in one turn over both boards.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { europePacific } from "../../../src/rulesets/europe-pacific/index.js";
import { end, move, ok, refused, start, unitsOf } from "./helpers.js";

/** The standard start in `power`'s `phase`, with extra units (id → [place, owner, type]) and owners. */
function at(power: string, phase: string, extra: Record<string, [string, string, string]> = {}, owners: Record<string, string> = {}) {
  const s = start();
  s.turn = { round: 2, power, phase };
  for (const [id, [place, owner, type]] of Object.entries(extra)) s.territories[place]!.units.push({ id, owner, type });
  for (const [place, owner] of Object.entries(owners)) s.territories[place]!.owner = owner;
  return s;
}
const money = (s: GameState, power: string, treasuries: Record<string, number>) => {
  s.powers[power]!.treasuries = { ...treasuries };
  s.powers[power]!.ipcs = Object.values(treasuries).reduce((a, x) => a + x, 0);
};

describe("europe-pacific: Europe's rules on the Europe board (EP-GEN-1)", () => {
  it("EP-GEN-1: the Middle East pays the British nothing (EUR-ME-2): the UK treasury collects 9 + 16, not 17 + 16", () => {
    const s = at("British", "collectIncome");
    money(s, "British", { uk: 0, india: 0, australia: 0 });
    const r = ok(s, end("British"));
    expect(r.state.powers.British!.treasuries!.uk).toBe(9 + 16);
  });

  it("EP-GEN-1: Germany holding Iraq and Iran is paid 4 out of the Allies' Europe treasuries (EUR-ME-3): US-Europe first, then the UK; US-Pacific never", () => {
    const s = at("Germans", "collectIncome", {}, { Iraq: "Germans", Iran: "Germans" });
    money(s, "Americans", { europe: 3, pacific: 50 });
    money(s, "British", { uk: 10, india: 5, australia: 5 });
    s.powers.Germans!.ipcs = 0;
    const r = ok(s, end("Germans"));
    expect(r.state.powers.Germans!.ipcs).toBe(40 + 4);
    expect(r.state.powers.Americans).toMatchObject({ ipcs: 50, treasuries: { europe: 0, pacific: 50 } });
    expect(r.state.powers.British).toMatchObject({ ipcs: 19, treasuries: { uk: 9, india: 5, australia: 5 } });
    expect(
      r.events.filter((e) => e.type === "ipcsTransferred").map((e) => e.type === "ipcsTransferred" && [e.from, e.amount, e.treasury]),
    ).toEqual([
      ["Americans", 3, "europe"],
      ["British", 1, "uk"],
    ]);
  });

  it("EP-GEN-1: in the Soviet place phase American units in Archangel may become Soviet (EUR-SOV-1, EUR-SOV-2); in the AAP Soviet Union they may not; nothing converts by itself", () => {
    const s = at("Americans", "collectIncome", {
      i1: ["Archangel", "Americans", "infantry"],
      i2: ["Soviet Union", "Americans", "infantry"],
    });
    const after = ok(s, end("Americans")).state;
    expect(unitsOf(after, "Archangel").find((u) => u.id === "i1")?.owner).toBe("Americans");
    const place = { ...after, turn: { round: after.turn.round, power: "Russians", phase: "place" } };
    expect(refused(place, { type: "patrioticWar", power: "Russians", convert: ["i2"] })).toContain("EUR-SOV-1");
    const converted = ok(place, { type: "patrioticWar", power: "Russians", convert: ["i1"] }).state;
    expect(unitsOf(converted, "Archangel").find((u) => u.id === "i1")?.owner).toBe("Russians");
  });

  it("EP-GEN-1, EUR-MOVE-6: in the non-combat move ships keep out of enemy convoy zones on both boards (PAC-CONV-2 as revised)", () => {
    const s = at(
      "British",
      "noncombatMove",
      { d1: ["Central Atlantic Sea Zone", "British", "destroyer"], d2: ["51 Sea Zone", "British", "destroyer"] },
      { "British Convoy 1 Sea Zone": "Germans", "52 Sea Zone": "Japanese" },
    );
    expect(refused(s, move("British", ["d1"], ["Central Atlantic Sea Zone", "British Convoy 1 Sea Zone"]))).toContain("EUR-MOVE-6");
    expect(refused(s, move("British", ["d2"], ["51 Sea Zone", "52 Sea Zone"]))).toContain("EUR-MOVE-6");
  });
});

describe("europe-pacific: each board's combat and movement (EP-GEN-1)", () => {
  const raid = (power: string, units: string[], path: string[]): Action => ({ type: "move", power, units, path, raid: true });
  const resolve = (power: string, at: string): Action => ({ type: "resolveBattle", power, at, policy: {} }) as Action;

  it("EP-GEN-1: a raid on the AAE board opens with Europe's air battle (EUR-SBR-2/3): escorts at 1, interceptors at 2", () => {
    const s = at("Germans", "combatMove", { b1: ["Norway", "Germans", "bomber"], f1: ["Norway", "Germans", "fighter"] });
    s.territories["United Kingdom"]!.units = s.territories["United Kingdom"]!.units.filter((u) => ["factory", "fighter"].includes(u.type));
    const t = ok(s, raid("Germans", ["b1", "f1"], ["Norway", "North Sea Sea Zone", "United Kingdom"])).state;
    const r = ok(ok(t, end("Germans")).state, resolve("Germans", "United Kingdom"), [6, 6, 6, 3]);
    const air = r.events.filter((e) => e.type === "fire" && e.stage === "airBattle");
    expect(air.map((e) => e.type === "fire" && [e.side, e.rule])).toEqual([
      ["attacker", "EUR-SBR-3"],
      ["defender", "EUR-SBR-3"],
    ]);
    expect(r.state.powers.British!.treasuries!.uk).toBe(25 - 3);
  });

  it("PAC-SBR-1, PAC-SBR-2, EP-GEN-1: on the AAP board too a raid has escorts and interceptors (the base games now agree)", () => {
    const s = at(
      "Japanese",
      "combatMove",
      { b1: ["Burma", "Japanese", "bomber"], f1: ["Burma", "Japanese", "fighter"] },
      { Burma: "Japanese" },
    );
    s.territories.India!.units = s.territories.India!.units.filter((u) => ["factory", "fighter"].includes(u.type));
    const t = ok(s, raid("Japanese", ["b1", "f1"], ["Burma", "India"])).state;
    const c = ok(t, end("Japanese"));
    expect(c.state.pending.decision).toMatchObject({ kind: "intercept", power: "British", at: "India" });
    // the policy commits every interceptor; the air battle is fought (no AA gun in India here)
    const r = ok(c.state, resolve("Japanese", "India"), [6, 6, 6, 6, 6, 6]);
    expect(r.events.some((e) => e.type === "fire" && e.stage === "airBattle")).toBe(true);
  });

  it("EP-GEN-1, EUR-MOVE-7: a submarine enters a zone with enemy ships only in the combat move, on either board (no TripleA option)", () => {
    const s = at("Germans", "noncombatMove", {
      s1: ["Baltic Sea Sea Zone", "Germans", "submarine"],
      d1: ["Danish Sea Sea Zone", "British", "destroyer"],
      s2: ["51 Sea Zone", "Germans", "submarine"],
      d2: ["52 Sea Zone", "British", "destroyer"],
    });
    expect(refused(s, move("Germans", ["s1"], ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).toContain("MOVE-3");
    expect(refused(s, move("Germans", ["s2"], ["51 Sea Zone", "52 Sea Zone"]))).toContain("MOVE-3");
  });

  it("EP-GEN-1: Japan's first-round surprise (PAC-SURP-1) lowers defenders on the AAP board only", () => {
    const s = at("Japanese", "combat", { i1: ["India", "British", "infantry"], i2: ["Egypt", "British", "infantry"] });
    s.turn.round = 1;
    const value = (id: string, place: string) =>
      europePacific.combat.unitValue?.(
        { rs: europePacific, state: s },
        s.territories[place]!.units.find((u) => u.id === id)!,
        "defender",
        2,
      );
    expect(value("i1", "India")).toEqual({ value: 1, rule: "PAC-SURP-1" });
    expect(value("i2", "Egypt")).toBeUndefined();
  });
});

describe("europe-pacific: the AAE board's opening round (EP-GEN-1, EP-SETUP-2)", () => {
  it("EP-GEN-1: a new game opens with Europe's cash advance (EUR-ECON-3): Germans 12, Russians 12, the others 0; treasuries untouched", () => {
    const s = start();
    expect(s.turn).toEqual({ round: 0, power: "Germans", phase: "cashAdvance" });
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]) => [p, v.advance]))).toEqual({
      Germans: 12,
      Russians: 12,
      Japanese: 0,
      British: 0,
      Americans: 0,
    });
    const bought = ok(s, { type: "purchase", power: "Germans", units: { armour: 2 } }).state;
    expect(bought.powers.Germans).toMatchObject({ ipcs: 40, advance: 2 });
    const placed = ok(bought, { type: "place", power: "Germans", at: "Germany", units: { armour: 2 } }).state;
    const t = ok(placed, end("Germans")).state;
    expect(t.powers.Germans).toMatchObject({ ipcs: 42 }); // EUR-ECON-4: the 2 left join the treasury
    expect(t.turn).toEqual({ round: 0, power: "Russians", phase: "cashAdvance" });
  });

  it("EP-GEN-1: the advance places only on the AAE board where the power has units: Russians in Moscow, not in the AAP Soviet Union", () => {
    const s = { ...start(), turn: { round: 0, power: "Russians", phase: "cashAdvance" } };
    const bought = ok(s, { type: "purchase", power: "Russians", units: { infantry: 2 } }).state;
    expect(refused(bought, { type: "place", power: "Russians", at: "Soviet Union", units: { infantry: 1 } })).toContain("EUR-ECON-3");
    ok(bought, { type: "place", power: "Russians", at: "Moscow", units: { infantry: 2 } });
  });

  it("EP-GEN-1: in round 0 a treasury never pays (the British and American advances are 0)", () => {
    const s = { ...start(), turn: { round: 0, power: "Americans", phase: "cashAdvance" } };
    expect(refused(s, { type: "purchase", power: "Americans", units: { infantry: 1 }, treasury: "europe" })).toContain("EUR-ECON-3");
    expect(refused(s, { type: "purchase", power: "Americans", units: { infantry: 1 } })).toContain("EP-MONEY-5");
  });
});
