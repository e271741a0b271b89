// Agreement: the exact odds against 20,000 seeded battles of simulate mode, which fights the referee's
// own battles die for die (lean.test.ts: same seed, same outcomes as resolveBattle). The tolerance is 4
// standard errors computed from the runs, never typed in. The 32 random battles are drawn once from a fixed
// fast-check seed and split over SHARDS test files, so vitest runs them in parallel.
import fc from "fast-check";
import { expect, it } from "vitest";
import { computeOdds, type OddsInput, type OddsOutput } from "../../../src/analysis/odds/index.js";

/** Simulated battles per random battle (issue 11: 20,000). */
export const RUNS = Number(process.env.ODDS_AGREEMENT_RUNS ?? 20_000);
/** Random battles in all, spread over the agreement-*.test.ts shards so they run in parallel. */
export const BATTLES = 32;
export const SHARDS = 4;

export function both(input: OddsInput, seed: number): { exact: OddsOutput; sim: OddsOutput } {
  const e = computeOdds(input);
  const s = computeOdds({ ...input, method: "simulate", runs: RUNS, seed });
  if (!e.ok) throw new Error(`exact: ${JSON.stringify(e.problems)}`);
  if (!s.ok) throw new Error(`simulate: ${JSON.stringify(s.problems)}`);
  return { exact: e.odds, sim: s.odds };
}

/** |exact − simulated| ≤ 4 standard errors of a proportion over the runs (plus float round-off, for p = 0 or 1). */
export function agrees(p: number, freq: number, runs: number): boolean {
  const se = Math.sqrt(Math.max(0, p * (1 - p)) / runs);
  return Math.abs(freq - p) <= 4 * se + 1e-9;
}

const TECHS = ["jetPower", "superSubmarines", "heavyBombers"] as const;
const techs = fc.subarray([...TECHS]);
const units = (types: readonly string[], min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max: 3 })), { minLength: min, maxLength: max })
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
    withdrawSubmarines: fc.option(
      fc.record({
        attacker: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
        defender: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
      }),
      { nil: undefined },
    ),
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

/** The random battles: land, sea with subs and carriers, amphibious with bombardment, with techs and policies. */
export const randomBattles = (): Array<OddsInput & { kind: "land" | "sea" | "amphibious" }> =>
  fc.sample(fc.oneof(land, sea, amphibious), { numRuns: BATTLES, seed: 20261123 }) as Array<
    OddsInput & { kind: "land" | "sea" | "amphibious" }
  >;

/** Registers the agreement tests of one shard (battles i with i % SHARDS === shard). */
export function agreementShard(shard: number): void {
  randomBattles().forEach((battle, i) => {
    if (i % SHARDS !== shard) return;
    it(`COMB, SUB, AA, BOMB, TECH-4/5/8, RET, SUB-5: random ${battle.kind} battle #${i} agrees within 4 standard errors of ${RUNS} simulated battles`, () => {
      const { exact, sim } = both(battle, 100 + i);
      const ctx = JSON.stringify(battle);
      expect(sim.runs).toBe(RUNS);
      expect(agrees(exact.attackerWins, sim.attackerWins, RUNS), `attackerWins ${exact.attackerWins} vs ${sim.attackerWins}: ${ctx}`).toBe(
        true,
      );
      expect(
        agrees(exact.defenderHolds, sim.defenderHolds, RUNS),
        `defenderHolds ${exact.defenderHolds} vs ${sim.defenderHolds}: ${ctx}`,
      ).toBe(true);
      expect(agrees(exact.attackerRetreats, sim.attackerRetreats, RUNS), `attackerRetreats: ${ctx}`).toBe(true);
    }, 600_000);
  });
}
