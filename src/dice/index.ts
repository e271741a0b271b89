// Dice sources for the shells (API, hosted games, CLI). The pure core only sees a DiceSource.
//   seeded (default): seed = HMAC-SHA256(DICE_SECRET, canonicalStateJson(state) + "\n" + canonicalJson(action));
//     dice = xoshiro128** from the seed, unbiased 1–6 by rejection (prng.ts). Same state + action → same dice.
//     Receipt = {mode, log, stateHash, actionHash, previous: state.lastDiceReceipt, keyId, development?, signature}
//     signed with Ed25519 over its canonical JSON without `signature` (receipt.ts).
//     Chain: when dice were rolled, `finish` writes the receipt's hash into `next.lastDiceReceipt`
//     (SHA-256 hex of the canonical signed receipt, `receiptHash`). An action that rolls nothing gets an
//     unsigned `{mode: "seeded", log: []}` and leaves the chain as it is.
//   supplied: the client's rolls, in COMB-5 order; the core answers too few with DICE-1; leftovers in `unused`.
// Keys: keys.ts (Worker secrets DICE_SECRET, DICE_SIGNING_KEY; the labelled development key only with
// DICE_DEV_MODE="true"; otherwise DiceConfigError → 503 "dice signing key not configured").
import type { DiceRequest, DiceReceipt, DiceRoll } from "../rules/schema/dice.js";
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import { listDice, type DiceSource } from "../rules/engine/dice.js";
import { actionHash, canonicalJson, canonicalStateJson, hmacSha256, stateHash } from "./crypto.js";
import { DiceConfigError, loadKeys, type DiceEnv, type DiceKeys } from "./keys.js";
import { Xoshiro128, rollDie } from "./prng.js";
import { receiptHash, signReceipt, verifyReceipt as verifyWithKey, type Verification } from "./receipt.js";

export type { DiceEnv } from "./keys.js";

export interface PreparedDice {
  source: DiceSource;
  /** turns the core's dice log into the ruling's `dice` (the receipt), and writes the state's new chain link */
  finish(log: DiceRoll[], next: GameState): Promise<DiceReceipt>;
}

/** The seeded dice stream of a state and action under a secret (exported for tests and replay tools). */
export async function seededSource(secret: string, state: GameState, action: unknown): Promise<DiceSource> {
  const seed = await hmacSha256(secret, `${canonicalStateJson(state)}\n${canonicalJson(action)}`);
  const g = new Xoshiro128(seed);
  return { next: () => rollDie(g) };
}

/**
 * Prepares the dice for one adjudication of `action` on `state`. Seeded dice without a key: the source throws
 * DiceConfigError when the core asks for its first die (actions that roll nothing are unaffected).
 */
export async function prepareDice(
  request: DiceRequest | undefined,
  state: GameState,
  action: Action,
  env: DiceEnv,
  stamp: Pick<DiceReceipt, "hosted"> = {},
): Promise<PreparedDice> {
  if (request?.mode === "supplied") {
    const source = listDice(request.rolls);
    return { source, finish: async (log) => ({ mode: "supplied", log, unused: source.unused() }) };
  }
  let keys: DiceKeys;
  try {
    keys = await loadKeys(env);
  } catch (e) {
    // No key: actions that roll nothing still work; the first die throws the configuration error
    // (the shells answer 500 "dice signing key not configured"), never a silent development key.
    if (!(e instanceof DiceConfigError)) throw e;
    return {
      source: {
        next: () => {
          throw e;
        },
      },
      finish: async (log) => ({ mode: "seeded", log }),
    };
  }
  const source = await seededSource(keys.secret, state, action);
  return {
    source,
    async finish(log, next) {
      if (!log.length) return { mode: "seeded", log };
      const receipt = await signReceipt(
        {
          mode: "seeded",
          log,
          stateHash: await stateHash(state),
          actionHash: await actionHash(action),
          previous: state.lastDiceReceipt ?? null,
          keyId: keys.keyId,
          ...(keys.development ? { development: true } : {}),
          ...stamp, // a hosted game names itself and the dice it allows (REPLAY-5), under the signature
        },
        keys.signing,
      );
      next.lastDiceReceipt = await receiptHash(receipt);
      return receipt;
    },
  };
}

/** The public key receipts verify with (JWK, with `kid` = keyId; `development: true` for the dev key). */
export async function publicKeyJwk(env: DiceEnv): Promise<JsonWebKey & { kid: string; development?: boolean }> {
  const keys = await loadKeys(env);
  return { ...keys.publicJwk, ...(keys.development ? { development: true } : {}) };
}

/** Verifies a receipt offline with a public JWK (optionally against the state and action it claims). */
export const verifyReceipt = verifyWithKey;

/** Verifies a receipt with this environment's own public key (POST /v1/dice/verify). */
export async function verifyWithEnv(
  receipt: DiceReceipt,
  env: DiceEnv,
  expect?: { state?: GameState; action?: unknown },
): Promise<Verification> {
  return verifyWithKey(receipt, (await loadKeys(env)).publicJwk, expect);
}

export { receiptHash, type Verification };
export { DiceConfigError };
export { signDiceHeader, verifyDiceHeader, signedOnlyGame, type DiceHeaderFields } from "./header.js";
