// Issue 22: aircraft beside submarines in europe sea battles (EUR-SUB-3: aircraft hit submarines only while their
// side has a destroyer; SUB-3: submarine hits go to ships; EUR-SUB-5: subs alone against aircraft alone end the
// battle). Simulate mode fights the referee's own battles die for die on 20 random such battles; the exact chain
// does not split hits into pools and answers "not modelled" naming EUR-SUB-3.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeOdds, prepare, refereeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";

const units = (types: readonly string[], min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max: 3 })), { minLength: min, maxLength: max })
    .map((xs) => Object.fromEntries(xs) as Record<string, number>);
const order = (types: readonly string[]) => fc.option(fc.shuffledSubarray([...types], { minLength: 1 }), { nil: undefined });
const SHIPS = ["transport", "submarine", "destroyer", "carrier", "battleship"];
const ALL = [...SHIPS, "fighter", "bomber"];

// aircraft and submarines on both sides; destroyers, battleships (spare hits) and low luck at random
const sea = fc.record({
  ruleset: fc.constant("europe"),
  kind: fc.constant("sea" as const),
  attacker: fc.record({ units: units(ALL, 0, 3).map((u) => ({ submarine: 1, fighter: 1, ...u })) }),
  defender: fc.record({ units: units(ALL, 0, 3).map((u) => ({ submarine: 1, carrier: 1, fighter: 1, ...u })) }),
  options: fc.record({ lowLuck: fc.boolean() }),
  policy: fc.record({
    casualtyOrder: fc.record({ attacker: order(ALL), defender: order(ALL) }),
    retreat: fc.option(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }), to: fc.constant("x") }), { nil: undefined }),
  }),
});
const battles = fc.sample(sea, { numRuns: 20, seed: 2203 }) as OddsInput[];

function referee(input: OddsInput, runs: number) {
  const p = prepare({ ...input, method: "simulate" } as OddsInput);
  if ("problems" in p) throw new Error(JSON.stringify(p.problems));
  const r = refereeOdds({ ...p.req, method: "simulate", runs, seed: 7 }, p.built, 1_000_000);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

describe("europe odds: aircraft beside submarines (EUR-SUB-3)", () => {
  battles.forEach((battle, i) => {
    const ctx = JSON.stringify(battle);
    it(`EUR-SUB-3, SUB-3, EUR-SUB-5: random europe sea battle #${i} with aircraft and submarines on both sides — simulate fights the referee's battles die for die`, () => {
      const ref = referee(battle, 200);
      const lean = computeOdds({ ...battle, method: "simulate", runs: 200, seed: 7, top: 1_000_000 } as OddsInput);
      if (!lean.ok) throw new Error(JSON.stringify(lean.problems));
      const key = (o: typeof ref) => JSON.stringify(o.outcomes.map((x) => [x.result, x.attacker, x.defender, x.p.toFixed(12)]).sort());
      expect(key(lean.odds), ctx).toBe(key(ref));
    }, 120_000);
  });

  it("EUR-SUB-3 — the exact chain answers not modelled, naming EUR-SUB-3 and pointing to simulate", () => {
    const r = computeOdds({
      ruleset: "europe",
      kind: "sea",
      attacker: { units: { fighter: 2, submarine: 1 } },
      defender: { units: { submarine: 2, transport: 1 } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ rule: "EUR-SUB-3", unmodelled: true, path: "method" });
    expect(r.problems[0]!.message).toContain('"simulate"');
  });

  it("EUR-SUB-3 — without a destroyer the fighters never sink the defending submarine; with one they may", () => {
    const subSurvives = (attacker: Record<string, number>) => {
      const r = computeOdds({
        ruleset: "europe",
        kind: "sea",
        attacker: { units: attacker },
        defender: { units: { submarine: 1, transport: 1 } },
        method: "simulate",
        runs: 2000,
        seed: 3,
        top: 1_000_000,
      } as OddsInput);
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return r.odds;
    };
    const alone = subSurvives({ fighter: 3 });
    // the transport can be sunk, the submarine never: every battle ends with the sub still there (EUR-SUB-5)
    expect(alone.attackerWins).toBe(0);
    expect(alone.outcomes.every((o) => (o.defender.submarine ?? 0) === 1)).toBe(true);
    const withDestroyer = subSurvives({ fighter: 3, destroyer: 1 });
    expect(withDestroyer.attackerWins).toBeGreaterThan(0.5);
  });

  it("EUR-SUB-3 — a win-chance retreat (which asks the exact chain) is not modelled beside aircraft and submarines", () => {
    const r = computeOdds({
      ruleset: "europe",
      kind: "sea",
      attacker: { units: { fighter: 2, destroyer: 1 } },
      defender: { units: { submarine: 2 } },
      method: "simulate",
      policy: { retreat: { belowWinChance: 0.3, to: "x" } },
    } as OddsInput);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule)).toContain("EUR-SUB-3");
  });
});
