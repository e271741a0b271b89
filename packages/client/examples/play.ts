// Plays a few steps against a running referee (`npm start`, or AA_REFEREE_URL) with @aa-referee/client,
// then checks the dice receipt and the state hash offline, without asking the server.
//   npm start            # in the repository, then:
//   npm run example -w @aa-referee/client
import { createRefereeClient, stateHash, verifyReceipt, type Action } from "@aa-referee/client";

const baseUrl = process.env.AA_REFEREE_URL ?? "http://localhost:8787";
const referee = createRefereeClient({ baseUrl });

function must<T>(what: string, r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) throw new Error(`${what}: HTTP ${r.response.status} ${JSON.stringify(r.error)}`);
  console.log(`ok  ${what}`);
  return r.data;
}

// The stateless referee: a new game, a purchase, and an illegal action with its rule IDs.
const start = must("new Classic game", await referee.POST("/v1/games/new", { body: { ruleset: "classic" } }));
const purchase: Action = { type: "purchase", power: "Russians", units: { infantry: 3, armour: 1 } };
const ruling = must(
  "Russians buy 3 infantry and an armour",
  await referee.POST("/v1/adjudicate", { body: { state: start, action: purchase } }),
);
console.log(`    IPCs left: ${ruling.state.powers.Russians?.ipcs}`);
const illegal = await referee.POST("/v1/adjudicate", {
  body: { state: start, action: { type: "purchase", power: "Germans", units: { infantry: 1 } } },
});
if (illegal.response.status !== 422 || !illegal.error?.violations?.length) throw new Error("the Germans may not buy on the Russians' turn");
console.log(`ok  Germans buying out of turn → 422 ${illegal.error.violations.map((v) => v.rule).join(", ")}`);

// Dice: a weapons development roll (TECH-1) comes with a receipt signed by the referee's key.
const develop: Action = { type: "developWeapons", power: "Russians", dice: 1 };
const rolled = must("Russians roll a development die", await referee.POST("/v1/adjudicate", { body: { state: start, action: develop } }));
console.log(`    rolled: ${rolled.dice.log.flatMap((r) => r.values).join(", ")}`);

// Offline: the receipt is signed by the referee's key and belongs to this state and action.
const key = must("the referee's public key", await referee.GET("/v1/dice/public-key"));
const verdict = await verifyReceipt(rolled.dice, key, { state: start, action: develop });
if (!verdict.valid) throw new Error(`receipt: ${verdict.reason}`);
console.log("ok  dice receipt verified offline");

// A hosted game: the referee keeps the state; each power plays with its own token.
const game = must("host a game", await referee.POST("/v1/hosted/games", { body: { ruleset: "classic", title: "client example" } }));
const russians = createRefereeClient({ baseUrl, token: game.tokens.Russians! });
const id = { path: { id: game.id } };
const played = must(
  "Russians play in the hosted game",
  await russians.POST("/v1/hosted/games/{id}/actions", { params: id, body: { action: purchase, expectedVersion: game.version } }),
);
const log = must("read the log", await referee.GET("/v1/hosted/games/{id}/log", { params: { ...id, query: { since: 0 } } }));
const entry = log.entries.at(-1)!;
if (entry.stateHash !== (await stateHash(played.state))) throw new Error("the log's state hash is not the state's");
console.log(`ok  state hash ${entry.stateHash.slice(0, 12)}… computed offline matches the log`);
console.log("example finished: every check passed");
