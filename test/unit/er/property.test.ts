// Property: random legal Classic games with the enhancedRealism preset (ER-GEN-3), 10 rounds, random dice. Nothing
// throws, units appear only by placement or a neutral's defence (ER-NEUT-2) and vanish only as losses, and every
// state after an action parses as a GameState.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { prng } from "../../support/random-game.js";
import { adjudicate, GameState, legalActions, type Action, type DiceSource, type GameEvent } from "../../../src/rulesets/index.js";
import { somewhereToPlace } from "../../../src/rules/economy/place-phase.js";
import { coreHelpers } from "../../support/core.js";

const { rs, start } = coreHelpers("classic");

const units = (s: GameState): number => Object.values(s.territories).reduce((n, t) => n + t.units.length, 0);

/** Units an action's events say it created (+) or removed (−). */
function delta(events: readonly GameEvent[]): number {
  let d = 0;
  for (const e of events) {
    if (e.type === "placed") d += e.ids.length;
    else if (e.type === "neutralDefended") d += Object.values(e.units).reduce((a, n) => a + n, 0);
    else if (e.type === "casualties" || e.type === "cargoLost") d -= e.units.length;
    else if (e.type === "aircraftLost" || e.type === "fighterLost" || e.type === "destroyed") d -= 1;
  }
  return d;
}

function play(seed: number, rounds: number): { actions: number; battles: number } {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(rand() * xs.length)];
  const dice: DiceSource = { next: () => 1 + Math.floor(rand() * 6) };
  let s = start({ enhancedRealism: true });
  const stats = { actions: 0, battles: 0 };
  const apply = (a: Action): boolean => {
    const r = adjudicate(s, a, dice);
    if (!r.ok) return false;
    expect(units(r.state), `${JSON.stringify(a)}: units created or lost outside battles and purchases`).toBe(units(s) + delta(r.events));
    expect(GameState.safeParse(JSON.parse(JSON.stringify(r.state))).success, JSON.stringify(a)).toBe(true);
    s = r.state;
    stats.actions++;
    return true;
  };
  const moveSome = (power: string, tries: number) => {
    for (let i = 0; i < tries; i++) {
      const own = Object.values(s.territories).flatMap((t) => t.units.filter((u) => u.owner === power && !u.aboard));
      const unit = pick(own);
      if (!unit) return;
      const reach = pick(legalActions(s, power, [unit.id]).units.flatMap((x) => x.reaches));
      if (reach) apply({ type: "move", power, units: reach.units, path: reach.path, ...(reach.raid ? { raid: true } : {}) });
    }
  };
  let guard = 0;
  while (!s.winner && s.turn.round <= rounds && guard++ < 5000) {
    const power = s.turn.power;
    const phase = s.turn.phase;
    if (s.pending.decision) {
      // a policy answers decisions; one left pending is answered by pressing on or the first legal choice
      const d = s.pending.decision;
      if (d.kind === "retreat") apply({ type: "pressOn", power: d.power, at: d.at });
      else if (d.kind === "casualties" || d.kind === "aaCasualties")
        apply({ type: "chooseCasualties", power: d.power, at: d.at, units: d.eligible.slice(0, d.count) });
      else apply({ type: "withdrawSubmarines", power: d.power, at: d.at, to: null });
      continue;
    }
    if (phase === "purchase") {
      const type = pick(["infantry", "armour", "fighter", "transport", "submarine", "aaGun"])!;
      apply({ type: "purchase", power, units: { [type]: 1 + Math.floor(rand() * 3) } });
    } else if (phase === "combatMove" || phase === "secondArmorMove" || phase === "noncombatMove") {
      moveSome(power, phase === "secondArmorMove" ? 2 : 4);
    }
    if (phase === "combat" || phase === "secondArmorMove")
      // any order the rules allow (AMPH-2: a sea battle before the landing it covers)
      for (let k = 0; k < 20 && s.pending.battles.length && !s.winner && !s.pending.decision; k++)
        if (s.pending.battles.some((b) => apply({ type: "resolveBattle", power, at: b.at, kind: b.kind, policy: {} }))) stats.battles++;
    if (phase === "place")
      for (const [type, n] of Object.entries(s.powers[power]!.purchased))
        for (let k = 0; k < n; k++) {
          const at = somewhereToPlace({ rs, state: s }, power, type);
          if (at) apply({ type: "place", power, at, units: { [type]: 1 } });
        }
    if (s.pending.decision || s.winner) continue;
    if (!apply({ type: "endPhase", power })) {
      // owed landings (AIR-5), cargo (TRANS-5, TRANS-7) and the like: move the units the refusal names, then end again
      const r = adjudicate(s, { type: "endPhase", power }, dice);
      const named = r.ok ? [] : [...new Set(r.violations.flatMap((v) => v.message.match(/\bu\d+\b/g) ?? []))];
      for (const id of named)
        for (const reach of legalActions(s, power, [id]).units.flatMap((x) => x.reaches))
          if (apply({ type: "move", power, units: reach.units, path: reach.path })) break;
      if (!s.pending.decision && !apply({ type: "endPhase", power })) {
        const again = adjudicate(s, { type: "endPhase", power }, dice);
        throw new Error(`stuck at ${JSON.stringify(s.turn)}: ${JSON.stringify(again.ok ? null : again.violations)}`);
      }
    }
  }
  expect(s.winner !== null || s.turn.round > rounds, `game stuck at ${JSON.stringify(s.turn)}`).toBe(true);
  return stats;
}

describe("Enhanced Realism property (ER-GEN-3)", () => {
  it("ER-GEN-3: random legal games with the preset play 10 rounds; no throw; units change only by placement, neutral defence and losses; states validate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const stats = play(seed, 10);
        expect(stats.actions).toBeGreaterThan(0);
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
