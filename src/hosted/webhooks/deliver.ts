// Sends one webhook delivery: a JSON POST signed with the hook's secret (sign.ts), answered within a timeout.
// Any 2xx is delivered; anything else (another status, a network error, the timeout) is tried again later.
import type { Due } from "./outbox.js";
import { SIGNATURE_HEADER, signWebhook } from "./sign.js";

export const DELIVERY_TIMEOUT_MS = 10_000;

export async function send(d: Due, nowMs: number): Promise<{ status: number | null; error: string | null }> {
  const headers = {
    "content-type": "application/json",
    "user-agent": "aa-referee-webhooks/1",
    "AA-Referee-Event": d.event,
    "AA-Referee-Delivery": String(d.id),
    [SIGNATURE_HEADER]: await signWebhook(d.hook.secret, Math.floor(nowMs / 1000), d.body),
  };
  try {
    const r = await fetch(d.hook.url, { method: "POST", headers, body: d.body, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
    await r.body?.cancel(); // the receiver's answer body is not kept
    return { status: r.status, error: r.ok ? null : `the receiver answered ${r.status}` };
  } catch (e) {
    return { status: null, error: (e instanceof Error ? e.message : String(e)).slice(0, 300) };
  }
}

/** Why `url` cannot be a hook (null: it can): HTTPS only; plain HTTP to this machine when `allowLocalHttp`. */
export function urlProblem(url: string, allowLocalHttp: boolean): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "url: not an absolute URL";
  }
  if (u.username || u.password) return "url: credentials in the URL are not allowed (put a secret in the path or verify our signature)";
  if (u.protocol === "https:") return null;
  const local = u.hostname === "localhost" || u.hostname === "127.0.0.1" || u.hostname === "[::1]";
  if (u.protocol === "http:" && local && allowLocalHttp) return null;
  return `url: webhooks are delivered over HTTPS only${allowLocalHttp ? " (or plain HTTP to localhost)" : ""}`;
}
