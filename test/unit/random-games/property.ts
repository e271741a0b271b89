// The random-game property of one configuration (issue 30), over the harness of test/support/harness/: a few seeded
// games to round 6 or a winner. None may reach a dead end, meet a 400 on the referee's own state, have a hint's move
// or a decision's answer refused, break the units, money or turn order, or fail to replay to its hash; sampled hints
// must agree with validate (all units or one; unlisted moves refused). `npm run soak` plays the same at any count.
import { expect, it } from "vitest";
import { CONFIGURATIONS, describeFailures, mechanismsSeen, playGame } from "../../support/harness/index.js";
import { orderRoundTrip } from "../../support/order-round-trip.js";

/** Fixed seeds: the same games in every run (CI stays deterministic); the soak explores others. */
export const SEEDS = [1, 2, 3];

export function randomGamesProperty(
  name: string,
  ruleId: string,
  seeds: readonly number[] = SEEDS,
  rounds = 6,
  mechanisms: readonly string[] = [],
): void {
  const config = CONFIGURATIONS.find((c) => c.name === name)!;
  const shown = mechanisms.length ? `; over the games: ${mechanisms.join(", ")}` : "";
  it(`${ruleId}: random ${name} games to round ${rounds}: no dead end, no 400 on its own state, no offered move or decision answer refused, units, money and turn order kept, hints agree with validate, each replays to its hash, every action prints as an order that parses back to it${shown}`, async () => {
    const seen = mechanismsSeen(); // issue 32: the mechanisms each occurred at least once over the run (from the events)
    for (const seed of seeds) {
      const orders = orderRoundTrip(); // issue 34: parse(print(a), state) = a for every action played
      const game = await playGame({
        ruleset: config.ruleset,
        options: config.options,
        seed,
        rounds,
        hintsCheck: 0.15,
        onStep: (before, action, ruling) => {
          seen.onStep(before, action, ruling);
          orders.onStep(before, action);
        },
      });
      expect(describeFailures(game)).toBe("");
      expect(orders.failures.slice(0, 5)).toEqual([]);
      expect(orders.checked()).toBe(game.steps.length);
      expect(game.final.winner !== null || game.rounds > rounds).toBe(true);
    }
    for (const m of mechanisms) expect(seen.has(m), `${m} over seeds ${seeds.join(", ")} (seen: ${seen.seen().join(", ")})`).toBe(true);
  }, 300_000);
}
