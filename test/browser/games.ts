// Hosted games for the page's browser test, its screenshots (scripts/screenshots.ts) and its bench row: made and
// played over HTTP against a running server, as a forum's bot would.

export interface Hosted {
  id: string;
  tokens: Record<string, string>;
  version: number;
}

export async function host(base: string, body: Record<string, unknown>): Promise<Hosted> {
  const res = await fetch(`${base}/v1/hosted/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`hosting answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Hosted;
}

/** Plays an orders text with a power's token; returns the new version (throws on a refusal). */
export async function playOrders(base: string, game: Hosted, power: string, orders: string): Promise<number> {
  const res = await fetch(`${base}/v1/hosted/games/${game.id}/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${game.tokens[power]}` },
    body: JSON.stringify({ orders, expectedVersion: game.version }),
  });
  const body = (await res.json()) as { version: number };
  if (res.status !== 200) throw new Error(`${power}'s orders answered ${res.status}: ${JSON.stringify(body)}`);
  game.version = body.version;
  return body.version;
}

/** The Russians' first Classic turn, with one battle (Ukraine) settled by a policy. */
export const RUSSIAN_TURN = [
  "buy 2 inf",
  "end phase",
  "move 3 inf Caucasus -> Ukraine",
  "move 1 arm Karelia -> Ukraine",
  "end phase",
  'resolve Ukraine policy {"casualtyOrder":{"attacker":["infantry"],"defender":["infantry"]}}',
  "end phase",
  "end phase",
  "place 2 inf Russia",
  "end phase",
  "end phase",
];

/** A Classic game in its second turn: the Russians' turn above, then the Germans' purchase. */
export async function midGameClassic(base: string, extra: Record<string, unknown> = {}): Promise<Hosted> {
  const game = await host(base, { ruleset: "classic", title: "Club game 7", ...extra });
  await playOrders(base, game, "Russians", RUSSIAN_TURN.join("\n"));
  await playOrders(base, game, "Germans", "buy 2 inf, 1 arm\nend phase");
  return game;
}
