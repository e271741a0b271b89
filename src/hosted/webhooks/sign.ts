// Webhook signatures, in the style of the well-known payment and code-hosting webhooks: the header
// `AA-Referee-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the hook's secret>`.
// The timestamp inside the signed text lets a receiver refuse old deliveries (replays); docs/webhooks.md.
import { hmacSha256, toHex } from "../../dice/crypto.js";

export const SIGNATURE_HEADER = "AA-Referee-Signature";
/** how far a receiver should accept the signed time from its own clock (seconds) */
export const SIGNATURE_TOLERANCE_S = 300;

const hmacHex = async (secret: string, text: string): Promise<string> => toHex(await hmacSha256(secret, text));

/** The signature header's value for `body` sent at `unixSeconds`. */
export async function signWebhook(secret: string, unixSeconds: number, body: string): Promise<string> {
  return `t=${unixSeconds},v1=${await hmacHex(secret, `${unixSeconds}.${body}`)}`;
}

/**
 * What a receiver does: true when `header` signs `body` under `secret` and its time is within the tolerance of
 * `nowSeconds`. Compares in constant time over the hex digits.
 */
export async function verifyWebhook(
  secret: string,
  header: string | null,
  body: string,
  nowSeconds: number,
  toleranceS = SIGNATURE_TOLERANCE_S,
): Promise<boolean> {
  const parts = new Map((header ?? "").split(",").map((kv) => kv.trim().split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceS) return false;
  const want = await hmacHex(secret, `${t}.${body}`);
  if (given.length !== want.length) return false;
  let diff = 0;
  for (let i = 0; i < want.length; i++) diff |= want.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
