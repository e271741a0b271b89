// Random games through HTTP (issue 33 item 4, issue 30): the random-game harness plays one short seeded game of every
// rule set and of Classic with Enhanced Realism against the Worker in workerd — new game, legal-actions, adjudicate and
// replay all over the REST API (the harness's overHttp transport) — and its player, the enumerated chooser, reads the
// wire's legal-actions answer
// and sends only what it enumerates. Zero refusals, zero stalls, no dead end, no 400 on the referee's own state, the
// record replays to the final hash over /v1/replay. The long runs are in-process: test/unit/random-games/, npm run soak.
import { describe, expect, it } from "vitest";
import { CONFIGURATIONS, describeFailures, overHttp, playGame } from "../support/harness/index.js";
import { call } from "./helpers.js";

const http = overHttp(async (request) => {
  const url = new URL(request.url);
  return call(request.method, url.pathname, await request.text());
});

/** Two rounds each (the linked game's board is the largest: round 0 and round 1), one seed: about a minute in all. */
const ROUNDS: Record<string, number> = { "europe-pacific": 1 };

describe("random games over HTTP, picking only among what legal-actions enumerates", () => {
  // the five rule sets and Classic with Enhanced Realism (strictNeutrals plays in-process: test/unit/random-games/)
  for (const c of CONFIGURATIONS.filter((x) => x.name !== "classic-strict-neutrals"))
    it(`TURN-2: ${c.name} — a seeded game through the REST API: zero refusals, zero stalls, no dead end, replays to its hash`, async () => {
      const rounds = ROUNDS[c.name] ?? 2;
      const game = await playGame({ ruleset: c.ruleset, options: c.options, seed: 5, rounds, transport: http });
      expect(describeFailures(game)).toBe("");
      expect(game.steps.length).toBeGreaterThan(20);
      expect(game.final.winner !== null || game.rounds > rounds).toBe(true);
    }, 120_000);
});
