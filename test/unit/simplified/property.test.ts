// Property: random legal Simplified games from the standard start, 10 rounds, seeded dice. Nothing throws, units
// appear only by placement and vanish only as casualties (or planes that could not land), and every turn
// ends in a state that parses as a GameState (SIMP-TURN-1..4, SIMP-BUY-1, SIMP-COMB-1, SIMP-AIR-4).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { prng } from "../../support/random-game.js";
import { adjudicate, GameState, validate, type Action, type DiceSource } from "../../../src/rulesets/index.js";
import type { GameEvent } from "../../../src/rulesets/index.js";
import { count, rs, start } from "./helpers.js";

const LOSS_EVENTS: Record<string, (e: GameEvent) => number> = {
  casualties: (e) => (e.type === "casualties" ? e.units.length : 0),
  cargoLost: (e) => (e.type === "cargoLost" ? e.units.length : 0),
  fighterLost: () => 1,
  destroyed: () => 1,
};

function play(seed: number, rounds: number): { turns: number; battles: number; placed: number } {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const dice: DiceSource = { next: () => 1 + Math.floor(rand() * 6) };
  let s = start();
  const stats = { turns: 0, battles: 0, placed: 0 };
  const apply = (a: Action): boolean => {
    const before = count(s);
    const r = adjudicate(s, a, dice);
    if (!r.ok) return false;
    let delta = 0;
    for (const e of r.events) {
      if (e.type === "placed") delta += (e.ids as string[]).length;
      delta -= LOSS_EVENTS[e.type]?.(e) ?? 0;
    }
    expect(count(r.state), `${a.type} ${JSON.stringify(a)}: units created or lost outside battles and purchases`).toBe(before + delta);
    s = r.state;
    return true;
  };
  const neighbours = (p: string) => [...(rs.board.adjacency.get(p) ?? [])];
  while (!s.winner && s.turn.round <= rounds) {
    const power = s.turn.power;
    switch (s.turn.phase) {
      case "movement": {
        for (let i = 0; i < 8; i++) {
          const mine = Object.entries(s.territories).flatMap(([p, t]) =>
            t.units.filter((u) => u.owner === power && !u.moved).map((u) => ({ p, u })),
          );
          if (!mine.length) break;
          const { p, u } = pick(mine);
          const path = [p];
          const steps =
            u.type === "plane" ? 1 + Math.floor(rand() * 3) : u.type === "armor" || u.type === "ship" ? 1 + Math.floor(rand() * 2) : 1;
          for (let k = 0; k < steps; k++) path.push(pick(neighbours(path[path.length - 1]!)));
          apply({ type: "move", power, units: [u.id], path });
        }
        break;
      }
      case "combat":
        for (const b of [...s.pending.battles]) {
          if (s.winner) break;
          expect(apply({ type: "resolveBattle", power, at: b.at, policy: {} })).toBe(true);
          stats.battles++;
        }
        break;
      case "landPlanes": {
        const fought = Object.entries(s.territories).flatMap(([p, t]) =>
          t.units.filter((u) => u.owner === power && u.fought && !u.aboard).map((u) => ({ p, u })),
        );
        for (const { p, u } of fought) {
          // try to land within 3 steps (breadth-first order), else leave it to be destroyed
          const tried = new Set([p]);
          let frontier = [[p]];
          outer: for (let d = 0; d < 3; d++) {
            const next: string[][] = [];
            for (const path of frontier)
              for (const n of neighbours(path[path.length - 1]!)) {
                if (tried.has(n)) continue;
                tried.add(n);
                const cand = [...path, n];
                if (validate(s, { type: "move", power, units: [u.id], path: cand }).ok) {
                  apply({ type: "move", power, units: [u.id], path: cand });
                  break outer;
                }
                next.push(cand);
              }
            frontier = next;
          }
        }
        break;
      }
      case "buy": {
        const types = ["infantry", "armor", "plane", "ship"];
        const want = pick(types);
        const n = 1 + Math.floor(rand() * 3);
        if (apply({ type: "purchase", power, units: { [want]: n } })) {
          for (let k = 0; k < n; k++) {
            const place = [...rs.board.territories.keys()].find((at) => validate(s, { type: "place", power, at, units: { [want]: 1 } }).ok);
            expect(place, `somewhere to place ${want} (SIMP-BUY-7)`).toBeDefined();
            apply({ type: "place", power, at: place!, units: { [want]: 1 } });
            stats.placed++;
          }
        }
        break;
      }
      default:
        break;
    }
    if (s.winner) break;
    const phase = s.turn.phase;
    const ended = apply({ type: "endPhase", power });
    expect(ended, `endPhase ${phase}: ${JSON.stringify(adjudicate(s, { type: "endPhase", power }, dice))}`).toBe(true);
    if (phase === "collectIncome") {
      stats.turns++;
      expect(GameState.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
    }
  }
  return stats;
}

describe("SIMP property", () => {
  it("SIMP-TURN-1: random legal games play 10 rounds without errors; unit counts change only by placement and losses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const stats = play(seed, 10);
        expect(stats.turns).toBeGreaterThan(0);
      }),
      { numRuns: 2 },
    );
  }, 60_000);
});
