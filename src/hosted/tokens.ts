// Game tokens: random 192-bit secrets, shown once at creation and stored only as salted SHA-256 hashes.
// The salt is per game, so a token (or its hash) from one game never matches in another.
import { base64url, sha256Hex, toHex } from "../dice/crypto.js";

/** bytes of randomness in a token (192 bits, above the 128-bit floor) */
export const TOKEN_BYTES = 24;

export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A fresh token: `aat_` + base64url of TOKEN_BYTES random bytes. */
export function newToken(): string {
  return `aat_${base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))}`;
}

/** What the game stores instead of the token. */
export function hashToken(gameSalt: string, token: string): Promise<string> {
  return sha256Hex(`${gameSalt}\u0000${token}`);
}

/** The token from `Authorization: Bearer <token>`; null when absent or not a bearer token. */
export function bearerToken(header: string | null | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m ? m[1]! : null;
}
