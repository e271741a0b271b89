import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeOdds, type OddsInput, type OddsOutput } from "../../../src/analysis/odds/index.js";
import { exactOdds } from "../../../src/analysis/odds/exact.js";
import { buildStandAlone } from "../../../src/analysis/odds/build.js";
import { OddsStandAlone } from "../../../src/analysis/odds/schema.js";

function odds(input: OddsInput): OddsOutput {
  const r = computeOdds(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}
const ends = (o: OddsOutput) => o.attackerWins + o.defenderHolds + o.bothDestroyed + o.attackerRetreats + o.stalemate;

/** 1 against 1 fought to the end: P(a hits, d misses) / P(somebody hits), etc. (geometric series over rounds). */
function duel(pa: number, pd: number) {
  const go = 1 - (1 - pa) * (1 - pd);
  return { win: (pa * (1 - pd)) / go, hold: ((1 - pa) * pd) / go, both: (pa * pd) / go, rounds: 1 / go };
}

describe("exact odds: hand-checkable battles", () => {
  it("COMB-3: 1 infantry (attack 1) against 1 infantry (defence 2) — attacker wins exactly 1/4", () => {
    // rounds: 0 — no P(over by round k) figures, so rounds 1, 2, … are one state (with them: a state per round up to k)
    const o = odds({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, rounds: 0 });
    const d = duel(1 / 6, 2 / 6);
    expect(d.win).toBeCloseTo(1 / 4, 15);
    expect(Math.abs(o.attackerWins - d.win)).toBeLessThan(1e-12);
    expect(Math.abs(o.defenderHolds - d.hold)).toBeLessThan(1e-12);
    expect(Math.abs(o.bothDestroyed - d.both)).toBeLessThan(1e-12);
    expect(Math.abs(o.expectedRounds - d.rounds)).toBeLessThan(1e-12);
    expect(o.captures).toBeCloseTo(d.win, 12);
    expect(o.outcomes.map((x) => x.result)).toEqual(["defenderHolds", "attackerWins", "bothDestroyed"]);
    expect(o.expectedIpcLoss.attacker).toBeCloseTo(3 * (d.hold + d.both), 12);
    expect(o.states).toBe(4);
  });

  it("COMB-3: a defending armour (2) is not an attacking armour (3)", () => {
    const o = odds({ kind: "land", attacker: { units: { armour: 1 } }, defender: { units: { armour: 1 } } });
    expect(o.attackerWins).toBeCloseTo(duel(3 / 6, 2 / 6).win, 12);
    expect(o.attackerWins).not.toBeCloseTo(duel(2 / 6, 3 / 6).win, 3);
  });

  it("SUB-3, COMB-6: a lone submarine against two fighters never ends by the submarine's dice", () => {
    const o = odds({ kind: "sea", attacker: { units: { submarine: 1 } }, defender: { units: { fighter: 2 } } });
    expect(o.attackerWins).toBe(0);
    expect(o.bothDestroyed).toBe(0);
    expect(o.defenderHolds).toBeCloseTo(1, 12);
    expect(o.outcomes).toEqual([{ attacker: {}, defender: { fighter: 2 }, p: o.defenderHolds, result: "defenderHolds" }]);
    // the fighters fight on until they hit: 1 / P(at least one of two 4s)
    expect(o.expectedRounds).toBeCloseTo(1 / (1 - (2 / 6) ** 2), 12);
    expect(o.expectedIpcLoss.defender).toBe(0);
  });

  it("SUB-3: a submarine does hit a ship: lone submarine against a transport", () => {
    const o = odds({ kind: "sea", attacker: { units: { submarine: 1 } }, defender: { units: { transport: 1 } } });
    // SUB-1: the sub fires first; a sunk transport does not fire back.
    const pa = 2 / 6,
      pd = 1 / 6;
    const go = pa + (1 - pa) * pd;
    expect(o.attackerWins).toBeCloseTo(pa / go, 12);
    expect(o.bothDestroyed).toBe(0);
  });

  it("SUB-1: an attacking submarine's victim does not fire back; a defending submarine has no first strike (SUB-2)", () => {
    const attack = odds({ kind: "sea", attacker: { units: { submarine: 1 } }, defender: { units: { submarine: 1 } } });
    const pa = 2 / 6,
      pd = 2 / 6;
    expect(attack.bothDestroyed).toBe(0);
    expect(attack.attackerWins).toBeCloseTo(pa / (pa + (1 - pa) * pd), 12);
    // a battleship (no first strike) against a submarine: simultaneous, both may die
    const bb = odds({ kind: "sea", attacker: { units: { battleship: 1 } }, defender: { units: { submarine: 1 } } });
    expect(bb.bothDestroyed).toBeCloseTo(duel(4 / 6, 2 / 6).both, 12);
  });

  it("BOMB-2: a bombarding battleship fires in round 1 only", () => {
    const o = odds({ kind: "amphibious", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, bombarding: 1 });
    const miss1 = (2 / 6) * (5 / 6); // bombardment (4) and infantry (1) both miss in round 1
    const d = duel(1 / 6, 2 / 6); // from round 2 on: infantry against infantry, no battleship
    const win = (1 - miss1) * (4 / 6) + miss1 * (4 / 6) * d.win;
    expect(Math.abs(o.attackerWins - win)).toBeLessThan(1e-12);
    // had it fired every round, the attacker would win far more often
    const everyRound = duel(1 - miss1, 2 / 6).win;
    expect(Math.abs(o.attackerWins - everyRound)).toBeGreaterThan(0.05);
    expect(o.expectedRounds).toBeCloseTo(1 + miss1 * (4 / 6) * d.rounds, 12);
  });

  it("BOMB-3: bombardment hits go to land units only, and the units hit still fire back", () => {
    // the only defender is a fighter: the battleship's hits are lost
    const air = odds({ kind: "amphibious", attacker: { units: { infantry: 1 } }, defender: { units: { fighter: 1 } }, bombarding: 2 });
    expect(air.attackerWins).toBeCloseTo(duel(1 / 6, 4 / 6).win, 12);
    // the defending infantry hit by the bombardment still fires in round 1
    const inf = odds({ kind: "amphibious", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, bombarding: 6 });
    expect(inf.bothDestroyed).toBeGreaterThan(0.3);
  });

  it("BOMB-5: no bombardment outside an amphibious assault", () => {
    const r = computeOdds({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, bombarding: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule)).toContain("BOMB-5");
  });

  it("AA-3: one die per attacking aircraft before the battle, hit on 1", () => {
    const withAa = odds({ kind: "land", attacker: { units: { fighter: 1 } }, defender: { units: { infantry: 1 } }, aaGun: true });
    const d = duel(3 / 6, 2 / 6);
    expect(withAa.attackerWins).toBeCloseTo((5 / 6) * d.win, 12);
    expect(withAa.defenderHolds).toBeCloseTo(1 / 6 + (5 / 6) * d.hold, 12);
    // an aaGun among the defender's units works the same and never fights (AA-6)
    const listed = odds({ kind: "land", attacker: { units: { fighter: 1 } }, defender: { units: { infantry: 1, aaGun: 1 } } });
    expect(listed.attackerWins).toBeCloseTo(withAa.attackerWins, 14);
    expect(listed.outcomes.every((x) => !("aaGun" in x.defender))).toBe(true);
  });

  it("AA-5: the attacker's policy picks which aircraft the AA hits take", () => {
    const base = {
      kind: "land" as const,
      attacker: { units: { fighter: 1, bomber: 1 } },
      defender: { units: { infantry: 1 } },
      aaGun: true,
    };
    const cheapest = odds(base);
    const bombersFirst = odds({ ...base, policy: { casualtyOrder: { attacker: ["bomber"] } } });
    expect(cheapest.expectedIpcLoss.attacker).not.toBeCloseTo(bombersFirst.expectedIpcLoss.attacker, 3);
  });

  it("TECH-8: a heavy bomber rolls 3 dice", () => {
    const heavy = odds({ kind: "land", attacker: { units: { bomber: 1 }, techs: ["heavyBombers"] }, defender: { units: { infantry: 1 } } });
    const p3 = 1 - (2 / 6) ** 3;
    // one infantry: extra hits are lost, so the bomber "hits" with P(at least one die ≤ 4)
    expect(heavy.attackerWins).toBeCloseTo(duel(p3, 2 / 6).win, 12);
    const two = odds({ kind: "land", attacker: { units: { bomber: 1 }, techs: ["heavyBombers"] }, defender: { units: { infantry: 3 } } });
    const plain = odds({ kind: "land", attacker: { units: { bomber: 1 } }, defender: { units: { infantry: 3 } } });
    expect(two.attackerWins).toBeGreaterThan(plain.attackerWins);
  });

  it("OPT-15: heavyBomberDice 2 rolls two dice", () => {
    const o = odds({
      kind: "land",
      options: { heavyBomberDice: 2 },
      attacker: { units: { bomber: 1 }, techs: ["heavyBombers"] },
      defender: { units: { infantry: 1 } },
    });
    expect(o.attackerWins).toBeCloseTo(duel(1 - (2 / 6) ** 2, 2 / 6).win, 12);
  });

  it("TECH-4: jet fighters defend at 5; TECH-5: super submarines attack at 3", () => {
    const jet = odds({ kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { fighter: 1 }, techs: ["jetPower"] } });
    expect(jet.attackerWins).toBeCloseTo(duel(1 / 6, 5 / 6).win, 12);
    const sup = odds({
      kind: "sea",
      attacker: { units: { submarine: 1 }, techs: ["superSubmarines"] },
      defender: { units: { transport: 1 } },
    });
    const pa = 3 / 6,
      pd = 1 / 6;
    expect(sup.attackerWins).toBeCloseTo(pa / (pa + (1 - pa) * pd), 12);
  });

  it("COMB-3: an attacking transport rolls no die and defends at 1", () => {
    const o = odds({ kind: "sea", attacker: { units: { transport: 1 } }, defender: { units: { transport: 1 } } });
    expect(o.attackerWins).toBe(0);
    expect(o.defenderHolds).toBeCloseTo(1, 12);
    expect(o.expectedRounds).toBeCloseTo(6, 12);
  });

  it("COMB-4: hits go to the listed type first, unlisted types after, cheapest first", () => {
    const base = { kind: "land" as const, attacker: { units: { infantry: 1, armour: 1 } }, defender: { units: { infantry: 1 } } };
    const cheap = odds({ ...base, top: 100 });
    const armourFirst = odds({ ...base, policy: { casualtyOrder: { attacker: ["armour"] } }, top: 100 });
    // a single attacker survivor is infantry by default, armour-first leaves infantry standing too… but armour
    // first means the survivor after one loss is infantry; cheapest first means it is armour.
    const lone = (o: OddsOutput, type: string) =>
      o.outcomes.filter((x) => x.result === "attackerWins" && Object.keys(x.attacker).join() === type).reduce((n, x) => n + x.p, 0);
    expect(lone(cheap, "infantry")).toBe(0);
    expect(lone(cheap, "armour")).toBeGreaterThan(0);
    expect(lone(armourFirst, "armour")).toBe(0);
    expect(lone(armourFirst, "infantry")).toBeGreaterThan(0);
  });

  it("RET-1: the attacker retreats after round 1 when the rule says so", () => {
    const o = odds({
      kind: "land",
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
      policy: { retreat: { afterRound: 1, to: "x" } },
    });
    expect(o.expectedRounds).toBeCloseTo(1, 14);
    expect(o.attackerRetreats).toBeCloseTo((5 / 6) * (4 / 6), 12);
    expect(o.attackerWins).toBeCloseTo((1 / 6) * (4 / 6), 12);
    const atMost = odds({
      kind: "land",
      attacker: { units: { infantry: 3 } },
      defender: { units: { infantry: 3 } },
      policy: { retreat: { whenAttackersAtMost: 1, to: "x" } },
      top: 100,
    });
    expect(atMost.outcomes.filter((x) => x.result === "attackerRetreats").every((x) => (x.attacker.infantry ?? 0) <= 1)).toBe(true);
    expect(atMost.attackerRetreats).toBeGreaterThan(0);
  });

  it("AMPH-4: a retreat rule for an amphibious assault is refused, as the referee refuses it", () => {
    const r = computeOdds({
      kind: "amphibious",
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
      policy: { retreat: { afterRound: 1, to: "x" } },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule)).toEqual(["AMPH-4"]);
    expect(
      odds({ kind: "amphibious", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } } }).attackerWins,
    ).toBeCloseTo(1 / 4, 12);
  });

  it("AMPH-3, BOMB-5: an 'amphibious' battle with no land unit coming ashore is ordinary: no bombardment", () => {
    const o = odds({ kind: "amphibious", attacker: { units: { fighter: 1 } }, defender: { units: { infantry: 1 } }, bombarding: 2 });
    expect(o.attackerWins).toBeCloseTo(duel(3 / 6, 2 / 6).win, 12);
    expect(o.notes.join(" ")).toContain("AMPH-3");
  });

  it("COMB-4: a casualty order naming an unknown type, or a type twice, is refused", () => {
    const r = computeOdds({
      kind: "land",
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1 } },
      policy: { casualtyOrder: { attacker: ["dragon", "infantry", "infantry"] } },
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => [p.rule, p.path])).toEqual([
        ["COMB-4", "policy.casualtyOrder.attacker[0]"],
        ["COMB-4", "policy.casualtyOrder.attacker[2]"],
      ]);
  });

  it("SUB-5: submarines withdrawn after round 1 survive the battle", () => {
    const o = odds({
      kind: "sea",
      attacker: { units: { submarine: 1, battleship: 1 } },
      defender: { units: { battleship: 1 } },
      policy: { withdrawSubmarines: { attacker: { afterRound: 1, to: "x" } } },
      top: 100,
    });
    expect(o.outcomes.some((x) => x.attacker.submarine === 1 && x.result === "defenderHolds")).toBe(false);
    expect(Math.abs(ends(o) - 1)).toBeLessThan(1e-12);
  });

  it("COMB-6: where neither side can ever hit, the chain ends as a stalemate instead of looping", () => {
    const req = OddsStandAlone.parse({ kind: "sea", attacker: { units: { transport: 2 } }, defender: { units: { transport: 1 } } });
    const built = buildStandAlone(req);
    if ("problems" in built) throw new Error("unexpected");
    built.spec.defender.slots.forEach((s) => {
      s.fire = null;
    }); // a defender that cannot fire
    const r = exactOdds(built.spec);
    expect(r.terminals).toEqual([{ attacker: [2], defender: [1], result: "stalemate", p: 1 }]);
    expect(r.expectedRounds).toBe(0);
  });

  it("COMB-7: land units do not fight at sea, ships not on land", () => {
    const r = computeOdds({ kind: "sea", attacker: { units: { infantry: 1, battleship: 1 } }, defender: { units: { armour: 1 } } });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => [p.path, p.rule])).toEqual([
        ["attacker.units.infantry", "COMB-7"],
        ["defender.units.armour", "COMB-7"],
      ]);
    const land = computeOdds({ kind: "land", attacker: { units: { submarine: 1 } }, defender: { units: { infantry: 1 } } });
    expect(land.ok).toBe(false);
    if (!land.ok) expect(land.problems[0]!.rule).toBe("SUB-4");
  });

  it("never truncates: a state limit is refused, not cut", () => {
    const r = computeOdds({
      kind: "land",
      attacker: { units: { infantry: 5, armour: 5 } },
      defender: { units: { infantry: 5 } },
      maxStates: 10,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toContain("nothing is truncated");
  });
});

const LAND = ["infantry", "armour", "fighter", "bomber"] as const;
const SEA = ["transport", "submarine", "carrier", "battleship", "fighter", "bomber"] as const;
const TECHS = ["jetPower", "superSubmarines", "heavyBombers", "industrialTechnology"] as const;
const units = (types: readonly string[], max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1, max })), { minLength: 1, maxLength: 3 })
    .map((xs) => Object.fromEntries(xs) as Record<string, number>);
const techs = fc.subarray([...TECHS]);

export const randomBattle = fc.oneof(
  fc.record({
    kind: fc.constant("land" as const),
    attacker: fc.record({ units: units(LAND, 4), techs }),
    defender: fc.record({ units: units(LAND, 4), techs }),
    aaGun: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("sea" as const),
    attacker: fc.record({ units: units(SEA, 3), techs }),
    defender: fc.record({ units: units(SEA, 3), techs }),
  }),
  fc.record({
    kind: fc.constant("amphibious" as const),
    attacker: fc.record({ units: units(["infantry", "armour", "fighter"], 3), techs }),
    defender: fc.record({ units: units(LAND, 3), techs }),
    bombarding: fc.integer({ min: 0, max: 2 }),
    aaGun: fc.boolean(),
  }),
);

describe("exact odds: properties", () => {
  it("COMB-6: probabilities of every end, and of all outcomes, sum to 1 within 1e-12", () => {
    fc.assert(
      fc.property(randomBattle, fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), (battle, atMost) => {
        const o = odds({
          ...battle,
          top: 100_000,
          ...(atMost !== undefined && battle.kind !== "amphibious"
            ? { policy: { retreat: { whenAttackersAtMost: atMost, to: "x" } } }
            : {}),
        });
        expect(Math.abs(ends(o) - 1)).toBeLessThan(1e-12);
        expect(Math.abs(o.outcomes.reduce((n, x) => n + x.p, 0) - 1)).toBeLessThan(1e-12);
        expect(o.outcomes.length).toBe(o.outcomeCount);
        for (let i = 1; i < o.outcomes.length; i++) expect(o.outcomes[i - 1]!.p).toBeGreaterThanOrEqual(o.outcomes[i]!.p);
        expect(o.states).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it("is deterministic: the same battle gives byte-identical answers", () => {
    fc.assert(
      fc.property(randomBattle, (battle) => {
        expect(JSON.stringify(odds(battle))).toBe(JSON.stringify(odds(battle)));
      }),
      { numRuns: 15 },
    );
  });
});
