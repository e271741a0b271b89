// Random legal Simplified play over HTTP (workerd), seeded dice: never a 5xx, only 200 or 422, and every turn
// ends in a state that the API accepts back (SIMP-TURN-1, SIMP-TURN-2).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { json } from "./helpers.js";

describe("simplified: random games over HTTP", () => {
  it("SIMP-TURN-2: 3 rounds of random moves, battles, landings and purchases — no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        let x = seed;
        const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
        const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
        let state = (await json("POST", "/v1/games/new", { ruleset: "simplified" })).body;
        const send = async (action: Record<string, unknown>) => {
          const r = await json("POST", "/v1/adjudicate", { state, action });
          expect([200, 422], JSON.stringify(r.body).slice(0, 300)).toContain(r.status);
          if (r.status === 200) state = r.body.state;
          return r.status === 200;
        };
        while (!state.winner && state.turn.round <= 3) {
          const power = state.turn.power;
          if (state.turn.phase === "movement" || state.turn.phase === "landPlanes") {
            const hints = (await json("POST", "/v1/legal-actions", { state })).body;
            const movable = hints.units.filter((u: any) => u.reaches.length);
            for (let i = 0; i < (state.turn.phase === "movement" ? 4 : movable.length) && movable.length; i++) {
              const u = state.turn.phase === "movement" ? pick(movable) : movable[i];
              const reach = pick(u.reaches) as any;
              await send({ type: "move", power, units: reach.units, path: reach.path });
            }
          } else if (state.turn.phase === "combat") {
            for (const b of [...state.pending.battles])
              if (!state.winner) expect(await send({ type: "resolveBattle", power, at: b.at, policy: {} })).toBe(true);
          } else if (state.turn.phase === "buy") {
            if (await send({ type: "purchase", power, units: { infantry: 1 } })) {
              const capital: Record<string, string> = {
                Russians: "Russia",
                Germans: "Germany",
                British: "United Kingdom",
                Japanese: "Japan",
                Americans: "East US",
              };
              expect(await send({ type: "place", power, at: capital[power]!, units: { infantry: 1 } })).toBe(true);
            }
          }
          if (state.winner) break;
          const phase = state.turn.phase;
          const ended = await send({ type: "endPhase", power });
          if (!ended && phase === "landPlanes") continue; // a plane still owes its landing: the hints above pick one again
          expect(ended).toBe(true);
          if (phase === "collectIncome")
            expect((await json("POST", "/v1/validate", { state, action: { type: "endPhase", power: state.turn.power } })).status).toBe(200);
        }
      }),
      { numRuns: 1 },
    );
  }, 120_000);
});
