// SHA-256 for the hosted-game log: state hashes (the same as recorded games' `expectStateHash`:
// 64 lowercase hex digits of the canonical state) and request fingerprints for idempotency keys.
// One definition of each lives in src/dice/crypto.ts; these are the names the hosted game uses.
import { actionHash, hmacSha256, stateHash, toHex } from "../dice/crypto.js";

/** The state hash of a log entry: SHA-256 of the canonical state JSON. */
export const stateHashOf = stateHash;

/** A request's fingerprint: SHA-256 of its canonical JSON (key order never matters). */
export const fingerprintOf = actionHash;

export async function hmacHex(key: string, message: string): Promise<string> {
  return toHex(await hmacSha256(key, message));
}
