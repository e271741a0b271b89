// SHA-256 for the hosted-game log: state hashes (the same as recorded games' `expectStateHash`:
// 64 lowercase hex digits of the canonical state) and request fingerprints for idempotency keys.
import { canonicalJson, canonicalStateJson } from "../rules/canonical.js";
import type { GameState } from "../rules/schema/state.js";

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (const b of view) out += b.toString(16).padStart(2, "0");
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The state hash of a log entry: SHA-256 of the canonical state JSON. */
export const stateHashOf = (state: GameState): Promise<string> => sha256Hex(canonicalStateJson(state));

/** A request's fingerprint: SHA-256 of its canonical JSON (key order never matters). */
export const fingerprintOf = (value: unknown): Promise<string> => sha256Hex(canonicalJson(value));

export async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(message)));
}
