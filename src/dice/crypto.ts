// WebCrypto helpers of the dice shell (works in workerd and Node 20): hashes, HMAC, base64url.
import { canonicalJson, canonicalStateJson } from "../rules/canonical.js";
import type { GameState } from "../rules/schema/state.js";

const enc = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const v = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (const b of v) out += b.toString(16).padStart(2, "0");
  return out;
}

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const v = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let bin = "";
  for (const b of v) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", enc.encode(text)));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  let key = hmacKeys.get(secret);
  if (!key) {
    if (hmacKeys.size > 64) hmacKeys.clear(); // hosted games derive one secret per game version: keep the cache small
    key = crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    hmacKeys.set(secret, key);
  }
  return new Uint8Array(await crypto.subtle.sign("HMAC", await key, enc.encode(message)));
}

/** Hash of the canonical state (key order and unit order don't change it). */
export const stateHash = (state: GameState): Promise<string> => sha256Hex(canonicalStateJson(state));
/** Hash of the canonical action (key order doesn't change it). */
export const actionHash = (action: unknown): Promise<string> => sha256Hex(canonicalJson(action));
export { canonicalJson, canonicalStateJson };
