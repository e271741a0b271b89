// Dice receipts: signed (Ed25519) over the canonical receipt without its signature; a receipt's hash is
// the chain link the next state carries in `lastDiceReceipt`.
import type { DiceReceipt } from "../rules/schema/dice.js";
import type { GameState } from "../rules/schema/state.js";
import { actionHash, base64url, canonicalJson, fromBase64url, sha256Hex, stateHash } from "./crypto.js";

const ED25519 = { name: "Ed25519" } as const;

/** The bytes a signature covers: the canonical JSON of the receipt minus `signature`. */
export function signedBytes(receipt: DiceReceipt): Uint8Array<ArrayBuffer> {
  const { signature: _omit, ...rest } = receipt;
  return new Uint8Array(new TextEncoder().encode(canonicalJson(rest)));
}

export async function signReceipt(receipt: DiceReceipt, key: CryptoKey): Promise<DiceReceipt> {
  const sig = await crypto.subtle.sign(ED25519, key, signedBytes(receipt));
  return { ...receipt, signature: base64url(sig) };
}

/** The chain link: SHA-256 (hex) of the canonical signed receipt. */
export const receiptHash = (receipt: DiceReceipt): Promise<string> => sha256Hex(canonicalJson(receipt));

export type Verification = { valid: true } | { valid: false; reason: string };

/**
 * Checks a seeded receipt offline with only the public key (JWK): the signature over everything in it
 * (dice, hashes, chain link, key id). With `expect`, also that it belongs to exactly that state / action /
 * previous receipt.
 */
export async function verifyReceipt(
  receipt: DiceReceipt,
  publicJwk: JsonWebKey & { kid?: string },
  expect?: { state?: GameState; action?: unknown },
): Promise<Verification> {
  if (receipt.mode !== "seeded") return { valid: false, reason: `only seeded receipts are signed; this one is "${receipt.mode}"` };
  if (!receipt.signature) return { valid: false, reason: "the receipt has no signature" };
  if (!receipt.stateHash || !receipt.actionHash) return { valid: false, reason: "the receipt lacks its state or action hash" };
  if (publicJwk.kid !== undefined && receipt.keyId !== publicJwk.kid) {
    return { valid: false, reason: `the receipt was signed with key "${receipt.keyId}", not with this key ("${publicJwk.kid}")` };
  }
  for (const r of receipt.log) {
    for (const v of r.values)
      if (!Number.isInteger(v) || v < 1 || v > 6) return { valid: false, reason: `a die shows ${v}: dice show 1 to 6` };
  }
  let ok = false;
  try {
    const key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: publicJwk.x }, ED25519, false, ["verify"]);
    ok = await crypto.subtle.verify(ED25519, key, fromBase64url(receipt.signature), signedBytes(receipt));
  } catch (e) {
    return { valid: false, reason: `the signature or key is malformed: ${(e as Error).message}` };
  }
  if (!ok)
    return {
      valid: false,
      reason: "the signature does not match: the dice, hashes or chain link were changed after signing, or another key signed it",
    };
  if (expect?.state) {
    if ((await stateHash(expect.state)) !== receipt.stateHash)
      return { valid: false, reason: "the receipt belongs to another state (stateHash differs)" };
    if ((receipt.previous ?? null) !== (expect.state.lastDiceReceipt ?? null))
      return { valid: false, reason: "the receipt's previous link is not the state's lastDiceReceipt" };
  }
  if (expect?.action !== undefined && (await actionHash(expect.action)) !== receipt.actionHash) {
    return { valid: false, reason: "the receipt belongs to another action (actionHash differs)" };
  }
  return { valid: true };
}
