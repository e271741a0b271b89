// Issue 22: exact odds for `europe` battles — artillery (EUR-COMB-3), destroyers (EUR-SUB-2) and two-hit
// battleships (EUR-COMB-4, spare hits taken first) — against the referee: the lean simulator fights the
// referee's own battles die for die on these battles, and the exact chain agrees with 20,000 simulated battles
// within 4 standard errors on 20 random battles.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeOdds, prepare, refereeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";
import { agrees } from "./agreement.js";
import { RUNS } from "./option-agreement.js";

const units = (types: readonly string[], min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max: 3 })), { minLength: min, maxLength: max })
    .map((xs) => Object.fromEntries(xs) as Record<string, number>);
const order = (types: readonly string[]) => fc.option(fc.shuffledSubarray([...types], { minLength: 1 }), { nil: undefined });
const LAND = ["infantry", "artillery", "armour", "fighter", "bomber"];
const SHIPS = ["transport", "submarine", "destroyer", "carrier", "battleship"];

const land = fc.record({
  ruleset: fc.constant("europe"),
  kind: fc.constant("land" as const),
  attacker: fc.record({ units: units(LAND, 1, 4).map((u) => ({ infantry: 1, ...u })) }),
  defender: fc.record({ units: units(LAND, 1, 3) }),
  aaGun: fc.boolean(),
  policy: fc.record({ casualtyOrder: fc.record({ attacker: order(LAND), defender: order(LAND) }) }),
});
// ships only: the exact chain does not model aircraft beside submarines (EUR-SUB-3; agreement-europe-airsub.test.ts)
const sea = fc.record({
  ruleset: fc.constant("europe"),
  kind: fc.constant("sea" as const),
  attacker: fc.record({ units: units(SHIPS, 1, 3).map((u) => ({ battleship: 1, ...u })) }),
  defender: fc.record({ units: units(SHIPS, 1, 3) }),
  policy: fc.record({ casualtyOrder: fc.record({ attacker: order(SHIPS), defender: order(SHIPS) }) }),
});
const amphibious = fc.record({
  ruleset: fc.constant("europe"),
  kind: fc.constant("amphibious" as const),
  attacker: fc.record({ units: units(["infantry", "artillery", "armour", "fighter"], 1, 3).map((u) => ({ infantry: 1, ...u })) }),
  defender: fc.record({ units: units(LAND, 1, 3) }),
  bombarding: fc.integer({ min: 0, max: 2 }),
});
const battles = fc.sample(fc.oneof(land, sea, sea, amphibious), { numRuns: 20, seed: 22 }) as OddsInput[];

function referee(input: OddsInput, runs: number) {
  const p = prepare(input);
  if ("problems" in p) throw new Error(JSON.stringify(p.problems));
  const r = refereeOdds({ ...p.req, method: "simulate", runs, seed: 7 }, p.built, 1_000_000);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

describe("europe odds: exact agrees with the referee's battles", () => {
  battles.forEach((battle, i) => {
    const ctx = JSON.stringify(battle);
    it(`EUR-COMB-4, EUR-COMB-3, EUR-SUB-2: random europe battle #${i} (${(battle as { kind: string }).kind}) — simulate fights the referee's battles; exact agrees within 4 SE`, () => {
      const ref = referee(battle, 200);
      const lean = computeOdds({ ...battle, method: "simulate", runs: 200, seed: 7, top: 1_000_000 });
      if (!lean.ok) throw new Error(JSON.stringify(lean.problems));
      // p to 12 places: survivors differing only in spare hits are merged, in another order of additions
      const key = (o: typeof ref) => JSON.stringify(o.outcomes.map((x) => [x.result, x.attacker, x.defender, x.p.toFixed(12)]).sort());
      expect(key(lean.odds), ctx).toBe(key(ref));
      const e = computeOdds(battle);
      const s = computeOdds({ ...battle, method: "simulate", runs: RUNS, seed: 2200 + i } as OddsInput);
      if (!e.ok || !s.ok) throw new Error(JSON.stringify([e, s]));
      for (const f of ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats"] as const)
        expect(agrees(e.odds[f], s.odds[f], RUNS), `${f} ${e.odds[f]} vs ${s.odds[f]}: ${ctx}`).toBe(true);
    }, 120_000);
  });

  it("EUR-COMB-4: a battleship needs two hits — against one submarine it wins more often than Classic's one-hit battleship; odds are no longer refused", () => {
    const r = computeOdds({
      ruleset: "europe",
      kind: "sea",
      attacker: { units: { battleship: 1 } },
      defender: { units: { submarine: 1 } },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    // the sub (first strike, 1/3) must hit twice before the battleship (2/3) hits once
    expect(r.odds.attackerWins).toBeGreaterThan(0.85);
    const oneHit = computeOdds({
      ruleset: "classic",
      kind: "sea",
      attacker: { units: { battleship: 1 } },
      defender: { units: { submarine: 1 } },
    });
    if (!oneHit.ok) throw new Error(JSON.stringify(oneHit.problems));
    expect(r.odds.attackerWins).toBeGreaterThan(oneHit.odds.attackerWins);
    expect(Object.keys(r.odds.outcomes[0]!.attacker)).toEqual(["battleship"]); // a spare hit is no unit
  });
});
