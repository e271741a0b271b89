import { describe, expect, it } from "vitest";
import { act, ok, position, refused, start } from "./helpers.js";
import type { Action } from "../../../src/rulesets/index.js";

const dev = (power: string, dice: number): Action => ({ type: "developWeapons", power, dice });
const germansPurchase = (ipcs = 32, techs: string[] = []) =>
  position({ round: 1, power: "Germans", phase: "purchase", ipcs: { Germans: ipcs }, techs: { Germans: techs as never } });

describe("TECH-1: development dice cost 5 IPCs each, bought before units", () => {
  it("TECH-1: 3 dice cost 15 IPCs, paid to the bank, logged with the amount", () => {
    const r = ok(germansPurchase(32), dev("Germans", 3), [1, 2, 3]);
    expect(r.state.powers.Germans!.ipcs).toBe(17);
    const e = r.events.find((x) => x.type === "developmentRolled")!;
    expect(e).toMatchObject({ power: "Germans", dice: 3, cost: 15, values: [1, 2, 3], breakthroughs: 0 });
    expect(r.dice).toEqual([expect.objectContaining({ purpose: "development", values: [1, 2, 3], hits: 0 })]);
    expect(r.state.powers.Germans!.techs).toEqual([]);
  });
  it("TECH-1/ECON-3: more dice than the treasury pays for is refused", () => {
    expect(refused(germansPurchase(14), dev("Germans", 3), [1, 2, 3])).toEqual(expect.arrayContaining(["TECH-1", "ECON-3"]));
    expect(act(germansPurchase(15), dev("Germans", 3), [1, 2, 3]).ok).toBe(true);
  });
  it("TECH-1/PURCH-2: development after buying units in the same phase is refused", () => {
    const s = ok(germansPurchase(32), { type: "purchase", power: "Germans", units: { infantry: 1 } }).state;
    expect(refused(s, dev("Germans", 1), [1])).toEqual(["TECH-1", "PURCH-2"]);
  });
  it("TECH-1 (DEC-7): the dice are rolled all at once, so a second developWeapons in the turn is refused", () => {
    const s = ok(germansPurchase(32), dev("Germans", 1), [2]).state;
    expect(refused(s, dev("Germans", 1), [2])).toContain("TECH-1");
    // … but buying units after development is fine (PURCH-2)
    expect(act(s, { type: "purchase", power: "Germans", units: { infantry: 1 } }).ok).toBe(true);
  });
  it("TECH-1 (OPT-17): with techDevelopment off, development is refused", () => {
    const s = position({ power: "Germans", phase: "purchase", ipcs: { Germans: 32 } }, { techDevelopment: false });
    expect(refused(s, dev("Germans", 1), [6, 1])).toContain("TECH-1");
  });
  it("TECH-1: only in the purchase phase, only by the power to move", () => {
    const s = position({ power: "Germans", phase: "combatMove", ipcs: { Germans: 32 } });
    expect(refused(s, dev("Germans", 1), [6, 1])).toContain("TURN-2");
    expect(refused(germansPurchase(), dev("British", 1), [6, 1])).toContain("TURN-3");
  });
  it("TECH-1: too few supplied dice is DICE-1", () => {
    expect(refused(germansPurchase(), dev("Germans", 2), [6])).toEqual(["DICE-1"]);
  });
});

describe("TECH-2: each 6 is a breakthrough; one more die picks the development", () => {
  it.each([
    [1, "jetPower"],
    [2, "rockets"],
    [3, "superSubmarines"],
    [4, "longRangeAircraft"],
    [5, "industrialTechnology"],
    [6, "heavyBombers"],
  ])("TECH-2: a 6 then a pick of %i gives %s", (pick, tech) => {
    const r = ok(germansPurchase(), dev("Germans", 1), [6, pick]);
    expect(r.state.powers.Germans!.techs).toEqual([tech]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "techGained", power: "Germans", tech }));
  });
  it("TECH-2: dice other than 6 are no breakthrough and roll no pick die", () => {
    const r = ok(germansPurchase(), dev("Germans", 2), [5, 4, 1]);
    expect(r.state.powers.Germans!.techs).toEqual([]);
    expect(r.dice).toHaveLength(1);
  });
  it("TECH-2: supplied rolls: the n development dice first, then one per breakthrough", () => {
    const r = ok(germansPurchase(), dev("Germans", 3), [6, 2, 6, 5, 1]);
    expect(r.state.powers.Germans!.techs).toEqual(["industrialTechnology", "jetPower"]);
    expect(r.dice.map((d) => d.purpose)).toEqual(["development", "developmentPick", "developmentPick"]);
    expect(r.dice[0]).toMatchObject({ values: [6, 2, 6], hits: 2 });
  });
  it("TECH-2: a pick of a development already owned is re-rolled", () => {
    const r = ok(germansPurchase(32, ["jetPower"]), dev("Germans", 1), [6, 1, 1, 4]);
    expect(r.state.powers.Germans!.techs).toEqual(["jetPower", "longRangeAircraft"]);
    expect(r.dice.map((d) => d.values)).toEqual([[6], [1], [1], [4]]);
  });
  it("TECH-2 (DEC-7): surplus breakthroughs are lost once everything is owned", () => {
    const five = ["jetPower", "rockets", "superSubmarines", "longRangeAircraft", "industrialTechnology"];
    const r = ok(germansPurchase(32, five), dev("Germans", 2), [6, 6, 6]);
    expect(r.state.powers.Germans!.techs).toHaveLength(6);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "breakthroughLost", count: 1, rule: "TECH-2" }));
    const all = [...five, "heavyBombers"];
    // TECH-1 allows any number of dice even then: the 5 IPCs are paid and the breakthrough is lost
    const full = ok(germansPurchase(32, all), dev("Germans", 1), [6]);
    expect(full.state.powers.Germans!.ipcs).toBe(27);
    expect(full.state.powers.Germans!.techs).toHaveLength(6);
    expect(full.events).toContainEqual(expect.objectContaining({ type: "breakthroughLost", count: 1, rule: "TECH-2" }));
  });
});

describe("TECH-3: developments belong to the power alone and work the same turn", () => {
  it("TECH-3: the Germans' breakthrough gives the Japanese nothing", () => {
    const r = ok(germansPurchase(), dev("Germans", 1), [6, 3]);
    expect(r.state.powers.Germans!.techs).toEqual(["superSubmarines"]);
    expect(r.state.powers.Japanese!.techs).toEqual([]);
  });
  it("TECH-3/TECH-7: industrial technology won this turn already lowers this turn's prices", () => {
    const s = ok(germansPurchase(20), dev("Germans", 1), [6, 5]).state; // 15 left
    const r = ok(s, { type: "purchase", power: "Germans", units: { infantry: 7 } }); // 7 × 2 = 14
    expect(r.state.powers.Germans!.ipcs).toBe(1);
    expect(refused(germansPurchase(15), { type: "purchase", power: "Germans", units: { infantry: 7 } })).toContain("PURCH-2");
  });
});

describe("OPT-5 weaponsDevelopmentBenefits", () => {
  it("OPT-5 (OPT-TECH-1): Germans start with jet power, Japanese with super submarines; off by default", () => {
    const on = start({ weaponsDevelopmentBenefits: true });
    expect(on.powers.Germans!.techs).toEqual(["jetPower"]);
    expect(on.powers.Japanese!.techs).toEqual(["superSubmarines"]);
    expect(on.powers.British!.techs).toEqual([]);
    expect(start().powers.Germans!.techs).toEqual([]);
    const pos = position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 } }, { weaponsDevelopmentBenefits: true });
    expect(pos.powers.Germans!.techs).toEqual(["jetPower"]);
  });
  it("OPT-5 (OPT-TECH-2): a later pick of jet power by the Germans is re-rolled", () => {
    const s = position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 } }, { weaponsDevelopmentBenefits: true });
    const r = ok(s, dev("Germans", 1), [6, 1, 2]);
    expect(r.state.powers.Germans!.techs).toEqual(["jetPower", "rockets"]);
  });
});
