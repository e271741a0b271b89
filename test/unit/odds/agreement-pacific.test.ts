// Issue 23: odds of `pacific` battles with the rule set's own values — marines that came ashore from ships attack
// +1 (PAC-TRANS-3, artillery support first: 3 with both), and in round 1 every non-Chinese unit defending against
// Japan defends at 1 (PAC-SURP-1, PAC-CHINA-5). On random pending battles of real states: simulate fights the
// referee's own battles die for die, and the exact chain agrees with 20,000 simulated battles within 4 SE.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeOdds, prepare, refereeOdds, type OddsInput } from "../../../src/analysis/odds/index.js";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { coreHelpers } from "../../support/core.js";
import { agrees } from "./agreement.js";
import { RUNS } from "./option-agreement.js";

const { position, ok } = coreHelpers("pacific");
const A = "Americans",
  J = "Japanese";
const many = (owner: string, counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([type, count]) => ({ owner, type, count }));

/** Round 2: American transports unload marines with infantry or artillery into Japanese Caroline (an amphibious battle). */
function marines(cargo: Array<[string, string]>, defenders: Record<string, number>): { state: GameState; at: string } {
  const s = position({
    round: 2,
    power: A,
    phase: "combatMove",
    territories: {
      "26 Sea Zone": { units: cargo.map((pair) => ({ owner: A, type: "transport", cargo: pair.map((type) => ({ owner: A, type })) })) },
      Caroline: { owner: J, units: many(J, defenders) },
    },
  });
  let t = s;
  for (const tr of s.territories["26 Sea Zone"]!.units.filter((u) => u.type === "transport")) {
    const aboard = t.territories["26 Sea Zone"]!.units.filter((u) => u.aboard === tr.id).map((u) => u.id);
    t = ok(t, { type: "move", power: A, units: aboard, path: ["26 Sea Zone", "Caroline"] } as Action).state;
  }
  t = ok(t, { type: "endPhase", power: A }).state;
  return { state: t, at: "Caroline" };
}

/** Round 1 (or 2): Japan attacks Yunnan held by Chinese and American units, or a sea zone of American ships. */
function surprise(round: number, land: boolean, att: Record<string, number>, def: Record<string, number>, chinese: number) {
  const at = land ? "Yunnan" : "20 Sea Zone";
  const state = position({
    round,
    power: J,
    phase: "combat",
    territories: {
      // PAC-CHINA-6: China's land and units are the Americans', flagged chinese
      [at]: {
        ...(land ? { owner: A, chinese: true } : {}),
        units: [...many(A, def), ...many(A, { infantry: chinese }).map((u) => ({ ...u, chinese: true })), ...many(J, att)],
      },
    },
  });
  return { state, at };
}

const n = (max: number) => fc.integer({ min: 0, max });
const CARGO = fc.array(fc.tuple(fc.constant("marine"), fc.constantFrom("marine", "infantry", "artillery")), { minLength: 1, maxLength: 3 });
const marineBattle = fc
  .record({ cargo: CARGO, def: fc.record({ infantry: fc.integer({ min: 1, max: 3 }), artillery: n(1), fighter: n(1) }) })
  .filter(({ cargo }) => {
    // artillery support among marines and infantry of other values (walked in) is refused (own-values.ts): keep clear of it
    const flat = cargo.flat();
    const art = flat.filter((t) => t === "artillery").length;
    const inf = flat.filter((t) => t === "infantry").length;
    return art === 0 || inf === 0 || art >= inf + flat.filter((t) => t === "marine").length;
  })
  .map(({ cargo, def }) => marines(cargo as Array<[string, string]>, def));
const landSurprise = fc
  .record({
    round: fc.constantFrom(1, 1, 2),
    att: fc.record({ infantry: fc.integer({ min: 1, max: 3 }), armour: n(2), artillery: n(1), fighter: n(1) }),
    def: fc.record({ infantry: n(2), armour: n(1), fighter: n(1) }),
    chinese: n(2),
  })
  .filter((x) => x.chinese + x.def.infantry + x.def.armour + x.def.fighter > 0)
  .map((x) => surprise(x.round, true, x.att, x.def, x.chinese));
const seaSurprise = fc
  .record({
    att: fc.record({ battleship: fc.integer({ min: 1, max: 1 }), destroyer: n(2), carrier: n(1) }),
    def: fc.record({ destroyer: fc.integer({ min: 1, max: 2 }), battleship: n(1), transport: n(1) }),
  })
  .map((x) => surprise(1, false, x.att, x.def, 0));
const battles = fc.sample(fc.oneof(marineBattle, landSurprise, landSurprise, seaSurprise), { numRuns: 20, seed: 23 });

function referee(input: OddsInput, runs: number) {
  const p = prepare(input);
  if ("problems" in p) throw new Error(JSON.stringify(p.problems));
  const r = refereeOdds({ ...p.req, method: "simulate", runs, seed: 7 }, p.built, 1_000_000);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.odds;
}

describe("pacific odds: marines and the surprise attack, exact agrees with the referee's battles", () => {
  battles.forEach(({ state, at }, i) => {
    const battle: OddsInput = { state, at };
    const ctx = `${at} round ${state.turn.round}: ${JSON.stringify(state.territories[at]!.units.map((u) => [u.owner, u.type, u.unloaded ?? false]))}`;
    it(`PAC-TRANS-3, PAC-SURP-1, PAC-CHINA-5: random pacific battle #${i} — simulate fights the referee's battles; exact agrees within 4 SE`, () => {
      const ref = referee(battle, 200);
      const lean = computeOdds({ ...battle, method: "simulate", runs: 200, seed: 7, top: 1_000_000 });
      if (!lean.ok) throw new Error(JSON.stringify(lean.problems));
      const key = (o: typeof ref) => JSON.stringify(o.outcomes.map((x) => [x.result, x.attacker, x.defender, x.p.toFixed(12)]).sort());
      expect(key(lean.odds), ctx).toBe(key(ref));
      const e = computeOdds(battle);
      const s = computeOdds({ ...battle, method: "simulate", runs: RUNS, seed: 2300 + i } as OddsInput);
      if (!e.ok || !s.ok) throw new Error(JSON.stringify([e, s]));
      for (const f of ["attackerWins", "defenderHolds", "bothDestroyed", "attackerRetreats"] as const)
        expect(agrees(e.odds[f], s.odds[f], RUNS), `${f} ${e.odds[f]} vs ${s.odds[f]}: ${ctx}`).toBe(true);
    }, 120_000);
  });

  it("PAC-SURP-1: in round 1 American defenders at 1 make Japan's attack likelier than in round 2; Chinese defenders are unchanged (PAC-CHINA-5)", () => {
    const odds = (round: number, chinese: boolean) => {
      const { state, at } = surprise(round, true, { infantry: 2 }, chinese ? {} : { infantry: 2 }, chinese ? 2 : 0);
      const r = computeOdds({ state, at });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return r.odds.attackerWins;
    };
    expect(odds(1, false)).toBeGreaterThan(odds(2, false) + 0.2);
    expect(odds(1, true)).toBeCloseTo(odds(2, true), 12);
  });

  it("PAC-TRANS-3: marines that came ashore attack at 2 — better odds than the same number of infantry; with artillery support and other supportable attackers competing for it, a 422-kind refusal names the rule", () => {
    const win = (cargo: Array<[string, string]>) => {
      const { state, at } = marines(cargo, { infantry: 2 });
      const r = computeOdds({ state, at });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return r.odds.attackerWins;
    };
    expect(win([["marine", "marine"]])).toBeGreaterThan(win([["infantry", "infantry"]]) + 0.1);
    const { state, at } = marines(
      [
        ["marine", "artillery"],
        ["infantry", "infantry"],
      ],
      { infantry: 2 },
    );
    const r = computeOdds({ state, at });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toEqual([expect.objectContaining({ rule: "PAC-TRANS-3", unmodelled: true })]);
  });
});
