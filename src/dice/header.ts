// The dice header of a recorded game (REPLAY-5): what dice the record allows, signed by the server that
// hosted the game, bound to the record's initial state. Signed like a receipt (Ed25519 over the canonical
// JSON without `signature`), with the same keys, so it verifies offline with the public key alone.
import type { DiceHeader, DiceReceipt } from "../rules/schema/dice.js";
import { base64url, canonicalJson, fromBase64url } from "./crypto.js";
import { loadKeys, type DiceEnv } from "./keys.js";
import type { Verification } from "./receipt.js";

const ED25519 = { name: "Ed25519" } as const;

export type DiceHeaderFields = Pick<DiceHeader, "dice" | "hostedGame" | "initialStateHash">;

const bytesOf = (header: Omit<DiceHeader, "signature"> | DiceHeader): Uint8Array<ArrayBuffer> => {
  const { signature: _omit, ...rest } = header as DiceHeader;
  return new Uint8Array(new TextEncoder().encode(canonicalJson(rest)));
};

/** Signs a header with this environment's dice signing key (DiceConfigError without one). */
export async function signDiceHeader(fields: DiceHeaderFields, env: DiceEnv): Promise<DiceHeader> {
  const keys = await loadKeys(env);
  const unsigned = { ...fields, keyId: keys.keyId, ...(keys.development ? { development: true } : {}) };
  const sig = await crypto.subtle.sign(ED25519, keys.signing, bytesOf(unsigned));
  return { ...unsigned, signature: base64url(sig) };
}

/** Checks a header's signature with a public key (JWK), as verifyReceipt checks a receipt's. */
export async function verifyDiceHeader(header: DiceHeader, publicJwk: JsonWebKey & { kid?: string }): Promise<Verification> {
  if (publicJwk.kid !== undefined && header.keyId !== publicJwk.kid)
    return { valid: false, reason: `the header was signed with key "${header.keyId}", not with this key ("${publicJwk.kid}")` };
  try {
    const key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: publicJwk.x }, ED25519, false, ["verify"]);
    const ok = await crypto.subtle.verify(ED25519, key, fromBase64url(header.signature), bytesOf(header));
    return ok
      ? { valid: true }
      : { valid: false, reason: "the signature does not match: the header was edited after signing, or another key signed it" };
  } catch (e) {
    return { valid: false, reason: `the signature or key is malformed: ${(e as Error).message}` };
  }
}

/** The hosted game a receipt says it was rolled in, when that game allows only signed dice. */
export const signedOnlyGame = (receipt: DiceReceipt): string | undefined =>
  receipt.hosted?.dice === "signed" ? receipt.hosted.game : undefined;
