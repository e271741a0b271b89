// Per-seat e-mail addresses of a hosted game (docs/email.md): `<seat>.<handle>.<key>@<domain>`. The handle finds the
// game (a routing object named by it); the key is a truncated HMAC keyed by the seat token's stored hash, so only the
// referee can make it, a spoofed From cannot stand in for it, and bumping the seat's rotation counter retires it.
import { hmacSha256 } from "../../dice/crypto.js";

/** RFC 5321: a local part has at most 64 octets */
export const MAX_LOCAL_PART = 64;
/** base32 characters of the key: 80 bits */
export const KEY_CHARS = 16;
/** base32 characters of a game's handle: 50 bits (a collision is checked when the handle is claimed) */
export const HANDLE_CHARS = 10;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const LOCAL = new RegExp(`^([a-z0-9-]{1,30})\\.([a-z2-7]{${HANDLE_CHARS}})\\.([a-z2-7]{${KEY_CHARS}})$`);

/** Lowercase RFC 4648 base32 without padding. */
export function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A power's name as it appears in its address: lowercase letters, digits and dashes. */
export const seatSlug = (power: string): string =>
  power
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A fresh random handle. */
export const newHandle = (): string => base32(crypto.getRandomValues(new Uint8Array(8))).slice(0, HANDLE_CHARS);

/** The key of a seat's address at `rotation`, from the seat token's stored hash (never the token itself). */
export async function seatKey(tokenHash: string, handle: string, seat: string, rotation: number): Promise<string> {
  return base32(await hmacSha256(tokenHash, `aa-referee mail\u0000${handle}\u0000${seat}\u0000${rotation}`)).slice(0, KEY_CHARS);
}

export const localPart = (seat: string, handle: string, key: string): string => `${seatSlug(seat)}.${handle}.${key}`;

export interface ParsedAddress {
  seat: string;
  handle: string;
  key: string;
  domain: string;
}

/** The parts of a referee address (case-insensitive), or null when it is not one. */
export function parseAddress(address: string): ParsedAddress | null {
  const at = address.lastIndexOf("@");
  if (at <= 0) return null;
  const local = address.slice(0, at).toLowerCase();
  if (local.length > MAX_LOCAL_PART) return null;
  const m = LOCAL.exec(local);
  if (!m) return null;
  return { seat: m[1]!, handle: m[2]!, key: m[3]!, domain: address.slice(at + 1).toLowerCase() };
}

/** Equality of two strings in time that depends only on their length, not on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A plausible mailbox for notifications (the deployment's send_email binding has the last word). */
export const PLAYER_ADDRESS = /^[^\s@<>()",;:]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
