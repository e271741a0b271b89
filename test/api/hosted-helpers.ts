// Helpers for the hosted-game API tests (workerd).
import { call, json } from "./helpers.js";

export interface Game {
  id: string;
  version: number;
  tokens: Record<string, string>;
}

export const auth = (token: string, key?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(key ? { "idempotency-key": key } : {}),
});

export async function hostGame(extra: Record<string, unknown> = {}): Promise<Game> {
  const r = await json("POST", "/v1/hosted/games", { ruleset: "classic", ...extra });
  if (r.status !== 201) throw new Error(`hosting failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** POSTs an action; returns status and body. */
export function act(
  game: Game,
  token: string,
  action: Record<string, unknown>,
  expectedVersion: number,
  key?: string,
  extra: Record<string, unknown> = {},
) {
  return json("POST", `/v1/hosted/games/${game.id}/actions`, { action, expectedVersion, ...extra }, auth(token, key));
}

/** Plays actions one by one with the power's own token, each at the game's next version; fails loudly. */
export async function play(game: Game, actions: Record<string, unknown>[], from: number): Promise<number> {
  let version = from;
  for (const action of actions) {
    const r = await act(game, game.tokens[action.power as string]!, action, version, `k-${crypto.randomUUID()}`);
    if (r.status !== 200) throw new Error(`${JSON.stringify(action)} at v${version}: ${r.status} ${JSON.stringify(r.body)}`);
    version = r.body.version;
  }
  return version;
}

export const getGame = (game: Game, token?: string) => json("GET", `/v1/hosted/games/${game.id}`, undefined, token ? auth(token) : {});
export const getLog = (game: Game, query = "", token?: string) =>
  json("GET", `/v1/hosted/games/${game.id}/log${query}`, undefined, token ? auth(token) : {});
export { call, json };

/** Russians' whole first turn with no fighting: buy 2 infantry, place them in Russia. */
export const russianTurn = (): Record<string, unknown>[] => [
  { type: "purchase", power: "Russians", units: { infantry: 2 } },
  { type: "endPhase", power: "Russians" }, // purchase → combat move
  { type: "endPhase", power: "Russians" }, // combat move → combat
  { type: "endPhase", power: "Russians" }, // combat → non-combat move
  { type: "endPhase", power: "Russians" }, // non-combat move → place
  { type: "place", power: "Russians", at: "Russia", units: { infantry: 2 } },
  { type: "endPhase", power: "Russians" }, // place → collect income
  { type: "endPhase", power: "Russians" }, // collect income → Germans' turn
];
