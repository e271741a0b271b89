// Issue 18: every state the referee itself produces passes the full-state checks (schema bounds, strict
// decision, invariants of src/service/state-invariants.ts), so those checks never refuse a real game.
// Random games through the core: random moves from legalActions, purchases, battles fought without a
// policy (so decisions become pending and are answered), random dice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjudicate, standardStart, type Action, type GameState } from "../../../src/rules/index.js";
import { getRuleset } from "../../../src/rulesets/registry.js";
import { legalActions } from "../../../src/analysis/hints/legal-actions.js";
import { GameState as GameStateSchema } from "../../../src/rules/schema/state.js";
import { checkState } from "../../../src/service/state-check.js";
import { TURNS } from "../../fixtures/full-game-script.js";
import { listDice } from "../../../src/rules/index.js";

function expectValid(s: GameState, where: string): void {
  const parsed = GameStateSchema.safeParse(JSON.parse(JSON.stringify(s)));
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), `${where}: schema`).toEqual([]);
  expect(checkState(s).problems.slice(0, 3), `${where}: invariants`).toEqual([]);
}

/** One random game of `rounds` rounds; every accepted state is checked. */
function playRandom(rulesetId: string, seed: number, maxSteps: number): number {
  let x = seed >>> 0 || 1;
  const rand = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const dice = { next: () => 1 + Math.floor(rand() * 6) };
  const rs = getRuleset(rulesetId)!;
  let state = standardStart(rs, {});
  let checked = 0;
  const tryAct = (action: Action): boolean => {
    const r = adjudicate(rs, state, action, dice);
    if (!r.ok) return false;
    state = r.state;
    expectValid(state, `${rulesetId} seed ${seed} after ${JSON.stringify(action).slice(0, 200)}`);
    checked++;
    return true;
  };
  for (let step = 0; step < maxSteps && !state.winner; step++) {
    const power = state.turn.power;
    const d = state.pending.decision;
    if (d) {
      const answer: Action =
        d.kind === "retreat"
          ? rand() < 0.5
            ? { type: "pressOn", power: d.power, at: d.at! }
            : { type: "retreat", power: d.power, at: d.at!, ...(d.to?.length ? { to: pick(d.to) } : {}) }
          : d.kind === "withdrawSubmarines"
            ? { type: "withdrawSubmarines", power: d.power, at: d.at!, to: null }
            : d.kind === "intercept"
              ? { type: "intercept", power: d.power, at: d.at!, units: d.units }
              : { type: "chooseCasualties", power: d.power, at: d.at!, units: (d.eligible ?? []).slice(0, d.count ?? 0) };
      if (!tryAct(answer)) tryAct({ type: "resolveBattle", power: d.power, at: d.at!, policy: {} });
      continue;
    }
    const phase = state.turn.phase;
    if (phase === "combatMove" || phase === "noncombatMove" || phase === "movement" || phase === "landPlanes") {
      const hints = legalActions(rs, state, power);
      const movable = hints.units.filter((u) => u.reaches.length);
      for (let i = 0; i < 3 && movable.length; i++) {
        const reach = pick(pick(movable).reaches);
        tryAct({ type: "move", power, units: reach.units, path: reach.path } as Action);
      }
    } else if (phase === "combat") {
      for (const b of [...state.pending.battles]) {
        if (state.pending.decision || state.winner) break;
        tryAct({ type: "resolveBattle", power, at: b.at, ...(rand() < 0.5 ? { policy: {} } : {}) } as Action);
      }
    } else if (phase === "purchase" || phase === "buy") {
      tryAct({
        type: "purchase",
        power,
        units: { [pick(["infantry", "armour", "fighter", "transport", "submarine"])]: 1 + Math.floor(rand() * 3) },
      });
    } else if (phase === "place") {
      const capital = rs.powers.find((p) => p.name === power)!.capital;
      for (const [type, n] of Object.entries(state.powers[power]!.purchased))
        if (n > 0) tryAct({ type: "place", power, at: capital, units: { [type]: n } });
    }
    if (!state.pending.decision) tryAct({ type: "endPhase", power });
  }
  return checked;
}

describe("issue 18: states the referee produces pass the full-state checks", () => {
  it("the scripted two-round Classic game: every state after every step", () => {
    const rs = getRuleset("classic")!;
    let state = standardStart(rs, {});
    expectValid(state, "start");
    for (const turn of TURNS)
      for (const step of turn.steps) {
        const r = adjudicate(rs, state, step.action, listDice(step.dice ?? []));
        expect(r.ok, JSON.stringify(step.action)).toBe(true);
        if (r.ok) {
          state = r.state;
          expectValid(state, JSON.stringify(step.action));
        }
      }
  }, 120_000);

  it("random Classic games with battles, decisions, retreats and placements", () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        total += playRandom("classic", seed, 90);
      }),
      { numRuns: 4 },
    );
    expect(total).toBeGreaterThan(50);
  }, 120_000);

  it("random Simplified games", () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        total += playRandom("simplified", seed, 90);
      }),
      { numRuns: 3 },
    );
    expect(total).toBeGreaterThan(30);
  }, 120_000);
});
