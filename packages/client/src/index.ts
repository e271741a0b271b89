// @aa-referee/client: the aa-referee HTTP API with types generated from its openapi.json (openapi-fetch
// does the requests), plus the checks a client can make offline with the same code the referee runs:
// a dice receipt's Ed25519 signature and a state's hash. The build bundles the referee's modules in.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./openapi.js";
import { verifyReceipt as verifySignedReceipt } from "../../../src/dice/receipt.js";
import { stateHash as canonicalStateHash } from "../../../src/dice/crypto.js";

export type { components, operations, paths } from "./openapi.js";
export type Schemas = components["schemas"];
export type GameState = Schemas["GameState"];
export type Action = Schemas["Action"];
export type Ruling = Schemas["Ruling"];
export type DiceReceipt = Schemas["DiceReceipt"];
export type DicePublicKey = Schemas["DicePublicKey"];
export type ProblemDetails = Schemas["ProblemDetails"];
export type RefereeClient = Client<paths>;
export type Verification = { valid: true } | { valid: false; reason: string };

export interface RefereeClientOptions extends ClientOptions {
  /** A hosted game's token, sent as `Authorization: Bearer …` with every request. */
  token?: string;
}

/** A typed client: `client.POST("/v1/adjudicate", { body })` → `{ data, error, response }`. */
export function createRefereeClient(options: RefereeClientOptions = {}): RefereeClient {
  const { token, headers, baseUrl = "http://localhost:8787", ...rest } = options;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return createClient<paths>({ baseUrl, ...rest, headers: { ...auth, ...(headers as Record<string, string> | undefined) } });
}

// The wire types above and the referee's own types describe the same JSON (both come from its zod schemas).

/**
 * Checks a seeded dice receipt offline with the referee's public key (GET /v1/dice/public-key): the
 * signature over the dice, hashes and chain link; with `expect`, also that it belongs to that state/action.
 */
export function verifyReceipt(
  receipt: DiceReceipt,
  publicKey: DicePublicKey,
  expect?: { state?: GameState; action?: Action },
): Promise<Verification> {
  return verifySignedReceipt(receipt as never, publicKey, expect as never);
}

/** SHA-256 (64 hex digits) of the canonical state: the `stateHash` of receipts, hosted logs and replays. */
export function stateHash(state: GameState): Promise<string> {
  return canonicalStateHash(state as never);
}
