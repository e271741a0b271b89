// Issue 19: exact odds honour OPT-19 (artillery, destroyers), OPT-20 (low luck), keepLast by type,
// keepLand / mustCapture and the new retreat rules — hand-checkable cases.
import { describe, expect, it } from "vitest";
import { computeOdds, type OddsInput, type OddsOutput } from "../../../src/analysis/odds/index.js";

function odds(input: OddsInput): OddsOutput {
  const r = computeOdds(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}
function duel(pa: number, pd: number) {
  const go = 1 - (1 - pa) * (1 - pd);
  return { win: (pa * (1 - pd)) / go, hold: ((1 - pa) * pd) / go, both: (pa * pd) / go };
}
const OPT19 = { useDestroyersAndArtillery: true };

describe("OPT-19 artillery and destroyers in exact odds", () => {
  it("OPT-19: an attacking artillery raises one infantry to 2; a second infantry stays at 1", () => {
    // 1 infantry + 1 artillery (both attack 2) against 1 infantry, infantry taken first
    const o = odds({
      kind: "land",
      options: OPT19,
      attacker: { units: { infantry: 1, artillery: 1 } },
      defender: { units: { infantry: 1 } },
      top: 100,
    });
    const p2 = 1 - (4 / 6) ** 2; // two dice at 2
    const lone = duel(2 / 6, 2 / 6); // the artillery alone afterwards
    const ends = o.attackerWins + o.defenderHolds + o.bothDestroyed;
    expect(Math.abs(ends - 1)).toBeLessThan(1e-12);
    // round 1: P(no attacker hit)·P(defender hit) leaves the artillery alone at 2 against the infantry
    const noHitThenLone = (((1 - p2) * (2 / 6)) / (1 - (1 - p2) * (4 / 6))) * lone.win;
    const winNow = p2 / (1 - (1 - p2) * (4 / 6)); // attacker hits in the round the battle is decided
    expect(o.attackerWins).toBeCloseTo(winNow + noHitThenLone, 12);
    const unsupported = odds({ kind: "land", options: OPT19, attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 } } });
    expect(o.attackerWins).toBeGreaterThan(unsupported.attackerWins);
  });

  it("OPT-19: artillery never supports a defender", () => {
    const o = odds({
      kind: "land",
      options: OPT19,
      attacker: { units: { infantry: 1 } },
      defender: { units: { infantry: 1, artillery: 1 } },
    });
    const plain = odds({ kind: "land", options: OPT19, attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 2 } } });
    expect(o.attackerWins).toBeCloseTo(plain.attackerWins, 12); // artillery defends at 2 like infantry
  });

  it("OPT-19, SUB-1: a defending destroyer cancels the submarine's first strike: both may sink", () => {
    const vsDestroyer = odds({ kind: "sea", options: OPT19, attacker: { units: { submarine: 1 } }, defender: { units: { destroyer: 1 } } });
    const d = duel(2 / 6, 3 / 6); // simultaneous fire: sub attacks 2, destroyer defends 3
    expect(vsDestroyer.bothDestroyed).toBeCloseTo(d.both, 12);
    expect(vsDestroyer.attackerWins).toBeCloseTo(d.win, 12);
    // against a battleship-free fleet without destroyer the strike stays first: no mutual kill
    const vsTransport = odds({ kind: "sea", options: OPT19, attacker: { units: { submarine: 1 } }, defender: { units: { transport: 1 } } });
    expect(vsTransport.bothDestroyed).toBe(0);
  });

  it("OPT-19 + OPT-20: the issue's battle (3 inf + 2 art + 1 arm vs 2 inf + 1 art + 1 arm + 1 ftr) is won 0.819 of the time, not 0.513", () => {
    const o = odds({
      kind: "land",
      options: { ...OPT19, lowLuck: true },
      attacker: { units: { infantry: 3, artillery: 2, armour: 1 } },
      defender: { units: { infantry: 2, artillery: 1, armour: 1, fighter: 1 } },
    });
    expect(o.attackerWins).toBeCloseTo(0.819, 3);
    expect(o.notes.join(" ")).not.toMatch(/not modelled/);
  });
});

describe("OPT-20 low luck in exact odds", () => {
  it("OPT-20: six attacking infantry (sum 6) score a sure hit: one defending infantry never survives round 1", () => {
    const o = odds({
      kind: "land",
      options: { lowLuck: true },
      attacker: { units: { infantry: 6 } },
      defender: { units: { infantry: 1 } },
      top: 100,
    });
    expect(o.attackerWins).toBeCloseTo(1, 12);
    expect(o.expectedRounds).toBeCloseTo(1, 12);
    // its defence (2) is one die at 2: one attacker lost with probability 2/6
    expect(o.outcomes.find((x) => x.attacker.infantry === 5)!.p).toBeCloseTo(2 / 6, 12);
    const dice = odds({ kind: "land", attacker: { units: { infantry: 6 } }, defender: { units: { infantry: 1 } } });
    expect(dice.expectedRounds).toBeGreaterThan(1.3); // with dice, round 1 misses (5/6)^6 of the time
  });

  it("OPT-20: a remainder is one die: 1 armour (3) against 1 infantry hits on 3, as with dice", () => {
    const ll = odds({ kind: "land", options: { lowLuck: true }, attacker: { units: { armour: 1 } }, defender: { units: { infantry: 1 } } });
    expect(ll.attackerWins).toBeCloseTo(duel(3 / 6, 2 / 6).win, 12);
    // three infantry (sum 3) are one die at 3, not three dice at 1
    const three = odds({
      kind: "land",
      options: { lowLuck: true },
      attacker: { units: { infantry: 3 } },
      defender: { units: { armour: 1 } },
      top: 100,
    });
    expect(three.outcomes.some((x) => (x.attacker.infantry ?? 0) === 1 && x.result === "defenderHolds")).toBe(false); // the armour (2) kills at most one a round
  });
});

describe("keep rules and retreat rules", () => {
  const base = { kind: "land" as const, attacker: { units: { infantry: 3, fighter: 2 } }, defender: { units: { infantry: 3 } } };

  it("COMB-4 keepLast by type: 'keep 1 infantry' leaves an infantry standing where the fighters are gone, and raises the capture chance", () => {
    const plain = odds({ ...base, top: 1000 });
    const keep = odds({ ...base, policy: { keepLast: { attacker: { infantry: 1 } } }, top: 1000 });
    expect(keep.captures!).toBeGreaterThan(plain.captures! + 0.05);
    // with the rule a lone fighter never survives while an infantry was lost after it
    expect(keep.outcomes.some((x) => x.result === "attackerWins" && x.attacker.fighter && !x.attacker.infantry)).toBe(false);
    expect(plain.outcomes.some((x) => x.result === "attackerWins" && x.attacker.fighter && !x.attacker.infantry)).toBe(true);
  });

  it("CAPT-1 keepLand / mustCapture: the last land unit is taken last; both methods agree it is the same as keepLast 1 infantry here", () => {
    const must = odds({ ...base, policy: { mustCapture: true } });
    const keep = odds({ ...base, policy: { keepLast: { attacker: { infantry: 1 } } } });
    expect(must.captures).toBeCloseTo(keep.captures!, 12);
    expect(odds({ ...base, policy: { keepLand: 1 } }).captures).toBeCloseTo(keep.captures!, 12);
  });

  it("COMB-4: a stand-alone battle has no unit ids to keep; keeping more units than there are is refused", () => {
    const ids = computeOdds({ ...base, policy: { keepLast: { attacker: ["u1"] } } });
    expect(ids.ok).toBe(false);
    if (!ids.ok) expect(ids.problems.map((p) => [p.path, p.rule])).toEqual([["policy.keepLast.attacker", "COMB-4"]]);
    const many = computeOdds({ ...base, policy: { keepLast: { attacker: { infantry: 4 } } } });
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.problems[0]!.rule).toBe("COMB-4");
  });

  it("RET-4 whenOnlyAir: the attacker breaks off once only aircraft are left", () => {
    const o = odds({ ...base, policy: { retreat: { whenOnlyAir: true } }, top: 1000 });
    const retreats = o.outcomes.filter((x) => x.result === "attackerRetreats");
    expect(retreats.length).toBeGreaterThan(0);
    expect(retreats.every((x) => !x.attacker.infantry && (x.attacker.fighter ?? 0) > 0)).toBe(true);
    const sim = computeOdds({ ...base, policy: { retreat: { whenOnlyAir: true } }, method: "simulate", runs: 20_000, seed: 3 });
    if (!sim.ok) throw new Error("simulate");
    expect(Math.abs(sim.odds.attackerRetreats - o.attackerRetreats)).toBeLessThan(
      4 * Math.sqrt((o.attackerRetreats * (1 - o.attackerRetreats)) / 20_000),
    );
  });

  it("RET-1 belowWinChance: the attacker retreats once pressing on would win less than half the time; exact and simulate agree", () => {
    const input = {
      kind: "land" as const,
      attacker: { units: { infantry: 4, armour: 2 } },
      defender: { units: { infantry: 4, armour: 1 } },
      policy: { retreat: { belowWinChance: 0.5 } },
    };
    const o = odds({ ...input, top: 1000 });
    const never = odds({ kind: input.kind, attacker: input.attacker, defender: input.defender });
    expect(never.attackerWins).toBeGreaterThan(0.5); // at the start it is worth attacking
    expect(o.attackerRetreats).toBeGreaterThan(0.05);
    expect(o.defenderHolds).toBeLessThan(never.defenderHolds);
    const sim = computeOdds({ ...input, method: "simulate", runs: 20_000, seed: 9 });
    if (!sim.ok) throw new Error("simulate");
    for (const f of ["attackerWins", "attackerRetreats"] as const) {
      expect(Math.abs(sim.odds[f] - o[f])).toBeLessThan(4 * Math.sqrt((o[f] * (1 - o[f])) / 20_000) + 1e-9);
    }
  });

  it("SIMP-COMB-5: a retreat rule in the simplified rule set is refused", () => {
    const r = computeOdds({
      ruleset: "simplified",
      kind: "land",
      attacker: { units: { infantry: 2 } },
      defender: { units: { infantry: 1 } },
      policy: { retreat: { afterRound: 1 } },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.rule)).toContain("SIMP-COMB-5");
  });
});
