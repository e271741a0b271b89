// A random game played as a hosted game over HTTP (server dice), on the random-game harness: its hosted transport
// creates the game, sends every action to /v1/hosted/games/{id}/actions with the acting power's own token at the
// game's version, and its player is the enumerated chooser (only what legal-actions enumerates). The harness checks
// as it plays — no 400 on the referee's own state, nothing offered refused, no stall or dead end, units, money and
// turn order kept — and replays the hosted game's exported record (POST /v1/replay) at the end.
import { expect } from "vitest";
import { describeFailures, hosted, playGame, type GameResult } from "../support/harness/index.js";
import { getGame, json, call, type Game } from "./hosted-helpers.js";

export interface HostedGameSpec {
  ruleset: string;
  options?: Record<string, unknown>;
  rounds: number;
}

const fetchWorker = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.method === "GET" ? undefined : await request.text();
  return call(request.method, url.pathname + url.search, body, Object.fromEntries(request.headers));
};

export async function playHosted(
  spec: HostedGameSpec,
  seed: number,
): Promise<{ game: Game; state: any; turns: number; result: GameResult }> {
  const transport = hosted(fetchWorker);
  let turns = 0;
  const result = await playGame({
    ruleset: spec.ruleset,
    options: spec.options ?? {},
    seed,
    rounds: spec.rounds,
    transport,
    onStep: (before, action, ruling) => {
      if (action.type === "endPhase" && ruling.state.turn.power !== before.turn.power) turns++;
    },
  });
  expect(describeFailures(result)).toBe("");
  return { game: { id: transport.id(), version: 0, tokens: {} }, state: result.final, turns, result };
}

/** What every hosted random game must show: more than `minTurns` turns, the hosted state the player saw, and a record that replays (POST /v1/replay) to it. */
export async function expectHostedReplays(
  { game, state, turns }: { game: Game; state: any; turns: number },
  minTurns: number,
): Promise<void> {
  expect(turns).toBeGreaterThan(minTurns);
  const hostedView = (await getGame(game)).body;
  expect(hostedView.state).toEqual(state);
  const record = await json("GET", `/v1/hosted/games/${game.id}/record`);
  expect(record.status).toBe(200);
  const replayed = await json("POST", "/v1/replay", record.body);
  expect(replayed.body, JSON.stringify(replayed.body).slice(0, 400)).toMatchObject({ ok: true, stateHash: hostedView.stateHash });
  expect(replayed.body.finalState).toEqual(hostedView.state);
}
