// Agreement with the referee: the exact odds against N seeded battles fought by the referee's own
// resolveBattle (simulate mode drives adjudicate) with the same policy. The tolerance is 4 standard
// errors computed from the runs, never typed in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeOdds, type OddsInput, type OddsOutput } from "../../../src/rules/odds/index.js";

const RUNS = 3000;
const BATTLES = 32;

function both(input: OddsInput, seed: number): { exact: OddsOutput; sim: OddsOutput } {
  const e = computeOdds(input);
  const s = computeOdds({ ...input, method: "simulate", runs: RUNS, seed });
  if (!e.ok) throw new Error(`exact: ${JSON.stringify(e.problems)}`);
  if (!s.ok) throw new Error(`simulate: ${JSON.stringify(s.problems)}`);
  return { exact: e.odds, sim: s.odds };
}

/** |exact − simulated| ≤ 4 standard errors of a proportion over the runs. */
function agrees(p: number, freq: number, runs: number): boolean {
  const se = Math.sqrt((p * (1 - p)) / runs);
  return se === 0 ? freq === p : Math.abs(freq - p) <= 4 * se;
}

const TECHS = ["jetPower", "superSubmarines", "heavyBombers"] as const;
const techs = fc.subarray([...TECHS]);
const units = (types: readonly string[], min: number, max: number) =>
  fc.array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max: 3 })), { minLength: min, maxLength: max })
    .map((xs) => Object.fromEntries(xs) as Record<string, number>);
const order = (types: readonly string[]) => fc.option(fc.shuffledSubarray([...types], { minLength: 1 }), { nil: undefined });
const LAND = ["infantry", "armour", "fighter", "bomber"];
const SHIPS = ["transport", "submarine", "carrier", "battleship"];

const land = fc.record({
  kind: fc.constant("land" as const),
  attacker: fc.record({ units: units(LAND, 1, 3), techs }),
  defender: fc.record({ units: units(LAND, 1, 3), techs }),
  aaGun: fc.boolean(),
  policy: fc.record({
    casualtyOrder: fc.record({ attacker: order(LAND), defender: order(LAND) }),
    retreat: fc.option(fc.record({ whenAttackersAtMost: fc.integer({ min: 0, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
  }),
});
// sea: submarines and carriers with fighters on both sides
const sea = fc.record({
  kind: fc.constant("sea" as const),
  attacker: fc.record({ units: units([...SHIPS, "fighter", "bomber"], 1, 3).map((u) => ({ submarine: 1, ...u })), techs }),
  defender: fc.record({ units: units(SHIPS, 1, 2).map((u) => ({ carrier: 1, fighter: 2, ...u })), techs }),
  policy: fc.record({
    casualtyOrder: fc.record({ attacker: order([...SHIPS, "fighter"]), defender: order([...SHIPS, "fighter"]) }),
    retreat: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
    withdrawSubmarines: fc.option(fc.record({
      attacker: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
      defender: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
    }), { nil: undefined }),
  }),
});
// amphibious with bombardment (AMPH-4: no retreat rule)
const amphibious = fc.record({
  kind: fc.constant("amphibious" as const),
  attacker: fc.record({ units: units(["infantry", "armour", "fighter"], 1, 2).map((u) => ({ infantry: 1, ...u })), techs }),
  defender: fc.record({ units: units(LAND, 1, 3), techs }),
  bombarding: fc.integer({ min: 1, max: 2 }),
  aaGun: fc.boolean(),
});

describe("exact odds agree with the referee's own battles (simulate mode)", () => {
  it("COMB-2: 1 infantry against 1 infantry — the referee's frequency is within 4 standard errors of 1/4", () => {
    const { exact, sim } = both({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } } }, 11);
    expect(exact.attackerWins).toBeCloseTo(0.25, 12);
    expect(sim.runs).toBe(RUNS);
    expect(agrees(exact.attackerWins, sim.attackerWins, RUNS)).toBe(true);
    // and the check can fail: 1/3 is far outside
    expect(agrees(1 / 3, sim.attackerWins, RUNS)).toBe(false);
  }, 30_000);

  it("SUB-3, COMB-6: in the referee's battles too, a lone submarine never hurts two fighters", () => {
    const input: OddsInput = { kind: "sea", attacker: { units: { submarine: 1 } }, defender: { units: { fighter: 2 } } };
    const s = computeOdds({ ...input, method: "simulate", runs: 300, seed: 4, top: 100 });
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(s.odds.attackerWins).toBe(0);
    expect(s.odds.outcomes).toEqual([{ attacker: {}, defender: { fighter: 2 }, p: 1, result: "defenderHolds" }]);
  }, 30_000);

  it("simulate mode is seeded and reproducible", () => {
    const input: OddsInput = { kind: "sea", attacker: { units: { submarine: 2, fighter: 1 } }, defender: { units: { carrier: 1, fighter: 1 } }, method: "simulate", runs: 300, seed: 5 };
    expect(JSON.stringify(computeOdds(input))).toBe(JSON.stringify(computeOdds(input)));
    expect(JSON.stringify(computeOdds(input))).not.toBe(JSON.stringify(computeOdds({ ...input, seed: 6 })));
  }, 30_000);

  it(`COMB, SUB, AA, BOMB, TECH-4/5/8, RET, SUB-5: ${BATTLES} random battles (land, sea with subs and carriers, amphibious with bombardment, techs)`, () => {
    let seed = 100;
    const kinds: Record<string, number> = {};
    fc.assert(fc.property(fc.oneof(land, sea, amphibious), (battle) => {
      const { exact, sim } = both(battle as OddsInput, seed++);
      kinds[battle.kind] = (kinds[battle.kind] ?? 0) + 1;
      const ctx = JSON.stringify(battle);
      expect(agrees(exact.attackerWins, sim.attackerWins, RUNS), `attackerWins ${exact.attackerWins} vs ${sim.attackerWins}: ${ctx}`).toBe(true);
      expect(agrees(exact.defenderHolds, sim.defenderHolds, RUNS), `defenderHolds ${exact.defenderHolds} vs ${sim.defenderHolds}: ${ctx}`).toBe(true);
      expect(agrees(exact.attackerRetreats, sim.attackerRetreats, RUNS), `attackerRetreats: ${ctx}`).toBe(true);
    }), { numRuns: BATTLES, seed: 20261123 });
    expect(Object.keys(kinds).sort()).toEqual(["amphibious", "land", "sea"]);
  }, 120_000);
});
