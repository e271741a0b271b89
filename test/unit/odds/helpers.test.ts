import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseUnitList, seededDice, computeOdds } from "../../../src/analysis/odds/index.js";
import { UnitListError } from "../../../src/analysis/odds/parse.js";
import { adjudicate, fromPosition, getRuleset, listDice, Position, type GameState } from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;

describe("parseUnitList (CLI helper)", () => {
  it('reads "6 infantry, 3 armour, 2 fighter"', () => {
    expect(parseUnitList("6 infantry, 3 armour, 2 fighter")).toEqual({ infantry: 6, armour: 3, fighter: 2 });
  });
  it("reads counts after the name, bare names, repeats and plurals with known types", () => {
    expect(parseUnitList("infantry x2; fighter, 1 fighter, armour: 4")).toEqual({ infantry: 2, fighter: 2, armour: 4 });
    expect(parseUnitList("2 Fighters, 1 aagun", rs)).toEqual({ fighter: 2, aaGun: 1 });
    expect(parseUnitList("")).toEqual({});
  });
  it("rejects malformed text and unknown types", () => {
    expect(() => parseUnitList("six infantry")).toThrow(UnitListError);
    expect(() => parseUnitList("2 panzers", rs)).toThrow(/unknown unit type "panzers"/);
  });
  it("reads the rule set's unit aliases as actions do: classic `tanks`, `Tank`, `armors` are armour", () => {
    expect(parseUnitList("2 tanks, 1 Tank, 3 armors, 1 armour", rs)).toEqual({ armour: 7 });
    expect(() => parseUnitList("1 armour", getRuleset("simplified")!)).toThrow(/unknown unit type "armour"/);
  });
});

describe("seededDice (simulate mode's dice)", () => {
  it("DICE: the same seed gives the same dice; values are 1..6 and roughly uniform", () => {
    const a = seededDice(42),
      b = seededDice(42),
      c = seededDice(43);
    const xs = Array.from({ length: 6000 }, () => a.next()!);
    const ys = Array.from({ length: 6000 }, () => b.next()!);
    const zs = Array.from({ length: 6000 }, () => c.next()!);
    expect(xs).toEqual(ys);
    expect(xs).not.toEqual(zs);
    const counts = [1, 2, 3, 4, 5, 6].map((v) => xs.filter((x) => x === v).length);
    expect(counts.every((n) => n > 850 && n < 1150)).toBe(true);
    expect(xs.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)).toBe(true);
  });
  it("never runs out", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const d = seededDice(seed);
        for (let i = 0; i < 50; i++) expect(d.next()).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 20 },
    );
  });
});

function stateWithBattle(pos: Parameters<typeof Position.parse>[0], battle: GameState["pending"]["battles"][number]): GameState {
  const built = fromPosition(rs, Position.parse(pos));
  if ("problems" in built) throw new Error(JSON.stringify(built.problems));
  built.state.pending.battles = [battle];
  return built.state;
}

describe("odds of a pending battle of a game state", () => {
  it("COMB-8, AA-3: every defending power's units, the target's aaGun, and each owner's techs count", () => {
    const state = stateWithBattle(
      {
        power: "Germans",
        phase: "combat",
        techs: { Americans: ["jetPower"] },
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Germans", type: "infantry", count: 3 },
              { owner: "Germans", type: "fighter", count: 2 },
              { owner: "Russians", type: "infantry", count: 2 },
              { owner: "Americans", type: "fighter" },
              { owner: "Russians", type: "aaGun" },
            ],
          },
        },
      },
      { at: "Karelia S.S.R.", kind: "land", attacker: "Germans", enteredFrom: [], aaFire: [], round: 0 },
    );
    const fromState = computeOdds({ state, at: "Karelia S.S.R." });
    const alone = computeOdds({
      kind: "land",
      attacker: { units: { infantry: 3, fighter: 2 } },
      defender: { units: { infantry: 2, fighter: 1 }, techs: ["jetPower"] },
      aaGun: true,
    });
    if (!fromState.ok || !alone.ok) throw new Error("unexpected problems");
    expect(Math.abs(fromState.odds.attackerWins - alone.odds.attackerWins)).toBeLessThan(1e-12);
    expect(fromState.odds.notes.join(" ")).toContain("AA-3");
  });

  it("COMB-1: a place without a pending battle is refused", () => {
    const state = stateWithBattle(
      { power: "Germans", phase: "combat" },
      { at: "Karelia S.S.R.", kind: "land", attacker: "Germans", enteredFrom: [], aaFire: [], round: 0 },
    );
    const r = computeOdds({ state, at: "Poland" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.rule).toBe("COMB-1");
  });

  it("BOMB-1: battleships in the unload zone bombard; AMPH-3: without a landed unit it is an ordinary battle", () => {
    const pos = {
      power: "Americans",
      phase: "combat" as const,
      territories: {
        Algeria: {
          units: [
            { owner: "Americans", type: "infantry" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "West Mediteranean Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] },
      },
    };
    const battle = {
      at: "Algeria",
      kind: "land" as const,
      attacker: "Americans",
      amphibious: true,
      unloadFrom: ["West Mediteranean Sea Zone"],
      enteredFrom: [],
      aaFire: [],
      round: 0,
    };
    const state = stateWithBattle(pos, battle);
    const ordinary = computeOdds({ state, at: "Algeria" });
    state.territories.Algeria!.units.find((u) => u.owner === "Americans")!.unloaded = true;
    const amphibious = computeOdds({ state, at: "Algeria" });
    if (!ordinary.ok || !amphibious.ok) throw new Error("unexpected problems");
    expect(ordinary.odds.attackerWins).toBeCloseTo(1 / 4, 12);
    const miss1 = (2 / 6) * (5 / 6); // round 1: battleship (4) and infantry (1) both miss
    expect(amphibious.odds.attackerWins).toBeCloseTo((1 - miss1) * (4 / 6) + miss1 * (4 / 6) * (1 / 4), 12);
    expect(amphibious.odds.notes.join(" ")).toContain("BOMB-2");
  });

  it("RET-2: a retreat destination the referee would refuse is refused, whatever the method", () => {
    const state = stateWithBattle(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Germans", type: "infantry", count: 2 },
              { owner: "Russians", type: "infantry" },
            ],
          },
        },
      },
      { at: "Karelia S.S.R.", kind: "land", attacker: "Germans", enteredFrom: ["Finland Norway"], aaFire: [], round: 0 },
    );
    const bad = computeOdds({ state, at: "Karelia S.S.R.", policy: { retreat: { afterRound: 1, to: "Russia" } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.rule)).toEqual(["RET-2"]);
    const good = computeOdds({ state, at: "Karelia S.S.R.", policy: { retreat: { afterRound: 1, to: "Finland Norway" } } });
    const sim = computeOdds({
      state,
      at: "Karelia S.S.R.",
      policy: { retreat: { afterRound: 1, to: "Finland Norway" } },
      method: "simulate",
      runs: 500,
      seed: 3,
    });
    if (!good.ok || !sim.ok) throw new Error("unexpected problems");
    expect(good.odds.expectedRounds).toBeCloseTo(1, 14);
    expect(sim.odds.expectedRounds).toBe(1);
    expect(Math.abs(sim.odds.attackerRetreats - good.odds.attackerRetreats)).toBeLessThan(
      4 * Math.sqrt((good.odds.attackerRetreats * (1 - good.odds.attackerRetreats)) / 500),
    );
    // simulate reports survivors by type like exact does, never more than there were
    expect(sim.odds.outcomes.every((o) => (o.attacker.infantry ?? 0) <= 2 && (o.defender.infantry ?? 0) <= 1)).toBe(true);
  });

  it("RET-1: a battle waiting for 'retreat or press on' gets the odds of pressing on", () => {
    const state = stateWithBattle(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Germans", type: "infantry", count: 3 },
              { owner: "Russians", type: "infantry", count: 3 },
            ],
          },
        },
      },
      { at: "Karelia S.S.R.", kind: "land", attacker: "Germans", enteredFrom: ["Finland Norway"], aaFire: [], round: 0 },
    );
    const r = adjudicate(state, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, listDice([6, 6, 6, 6, 6, 6]));
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    expect(r.state.pending.decision?.kind).toBe("retreat");
    const mid = computeOdds({ state: r.state, at: "Karelia S.S.R." });
    const fresh = computeOdds({ kind: "land", attacker: { units: { infantry: 3 } }, defender: { units: { infantry: 3 } } });
    const sim = computeOdds({ state: r.state, at: "Karelia S.S.R.", method: "simulate", runs: 200, seed: 1 });
    if (!mid.ok || !fresh.ok || !sim.ok) throw new Error("unexpected problems");
    expect(Math.abs(mid.odds.attackerWins - fresh.odds.attackerWins)).toBeLessThan(1e-12);
    expect(mid.odds.notes.join(" ")).toContain("retreat decision");
    expect(sim.odds.runs).toBe(200);
    expect(Math.abs(sim.odds.expectedRounds - mid.odds.expectedRounds)).toBeLessThan(0.5); // rounds from now on, not counting round 1
  });
});
