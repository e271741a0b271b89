// Helpers for the e-mail tests (workerd): a game with e-mail play on, mails as raw RFC 5322 text handed to the
// handler as a ForwardableEmailMessage-like object whose reply and setReject are recorded, and a send_email stand-in.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../src/index.js";
import PostalMime, { type Email } from "postal-mime";
import { receiveMail, type IncomingMail, type MailPlatform } from "../../src/hosted/mail/inbound.js";
import { svgToPngWorker } from "../../src/render/png-worker.js";
import type { Bindings } from "../../src/service/bindings.js";
import { auth, hostGame, json, type Game } from "./hosted-helpers.js";

export const DOMAIN = "referee.localhost";

/** A message the platform would send: the tests read its raw MIME back. */
export interface Sent {
  from: string;
  to: string;
  raw: string;
}
export const platform: MailPlatform = {
  message: (from, to, raw) => ({ from, to, raw }) as unknown as EmailMessage,
  png: svgToPngWorker,
};
/** No picture: for tests that only count replies (the PNG costs time on a small machine). */
export const platformNoPng: MailPlatform = { message: platform.message };

/** A send_email stand-in that records what was sent; addresses in `unverified` are refused as Email Routing refuses them. */
export function mailbox(unverified: string[] = []) {
  const sent: Sent[] = [];
  const binding = {
    send: async (m: unknown) => {
      const msg = m as Sent;
      if (unverified.includes(msg.to)) throw new Error(`email to ${msg.to} not allowed`);
      sent.push(msg);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as unknown as SendEmail;
  return { sent, env: { ...(env as unknown as Bindings), SEND_EMAIL: binding } as Bindings };
}

export interface MailGame extends Game {
  addresses: Record<string, string>;
}

export async function mailGame(extra: Record<string, unknown> = {}): Promise<MailGame> {
  const game = await hostGame(extra);
  const r = await json("POST", `/v1/hosted/games/${game.id}/email`, {}, auth(game.tokens.admin!));
  if (r.status !== 200) throw new Error(`enabling e-mail failed: ${r.status} ${JSON.stringify(r.body)}`);
  const addresses: Record<string, string> = {};
  for (const s of r.body.seats) addresses[s.seat] = s.address;
  return { ...game, addresses };
}

export function rawMail(o: {
  from: string;
  to: string;
  body: string;
  messageId?: string | null;
  subject?: string;
  html?: boolean;
}): string {
  const id = o.messageId === undefined ? `<${crypto.randomUUID()}@player.test>` : o.messageId;
  return [
    `From: Player <${o.from}>`,
    `To: ${o.to}`,
    `Subject: ${o.subject ?? "orders"}`,
    ...(id ? [`Message-ID: ${id}`] : []),
    "MIME-Version: 1.0",
    `Content-Type: ${o.html ? "text/html" : "text/plain"}; charset=utf-8`,
    "",
    o.body.replace(/\r?\n/g, "\r\n"),
    "",
  ].join("\r\n");
}

export interface Delivery {
  replies: Sent[];
  rejected: string[];
}

/** Delivers one mail to the handler (as Email Routing would) and records what it did. */
export async function deliver(
  raw: string,
  envelope: { from: string; to: string },
  o: { env?: Bindings; platform?: MailPlatform; rawSize?: number } = {},
): Promise<Delivery> {
  const out: Delivery = { replies: [], rejected: [] };
  const bytes = new TextEncoder().encode(raw);
  const message: IncomingMail = {
    from: envelope.from,
    to: envelope.to,
    raw: new Response(bytes).body!,
    rawSize: o.rawSize ?? bytes.byteLength,
    setReject: (reason: string) => void out.rejected.push(reason),
    reply: async (m: EmailMessage) => {
      out.replies.push(m as unknown as Sent);
      return { messageId: "<reply@test>" };
    },
  };
  await receiveMail(message, o.env ?? (env as unknown as Bindings), o.platform ?? platform);
  return out;
}

/** Sends `body` from `player` to a seat's address; the recorded delivery and the mail's Message-ID. */
export async function mailTo(
  to: string,
  body: string,
  o: { from?: string; messageId?: string; env?: Bindings; platform?: MailPlatform } = {},
): Promise<Delivery & { messageId: string }> {
  const from = o.from ?? "player@example.org";
  const messageId = o.messageId ?? `<${crypto.randomUUID()}@player.test>`;
  const d = await deliver(rawMail({ from, to, body, messageId }), { from, to }, o);
  return { ...d, messageId };
}

export const parse = (raw: string): Promise<Email> => PostalMime.parse(raw);

/** A request to the Worker with other bindings (a send_email stand-in). */
export async function requestWith(bindings: Bindings, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await worker.fetch(
    new Request(`http://referee.test${path}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
    bindings,
    createExecutionContext(),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Registers a seat's player address (admin), sending the first mail through `box`. */
export async function register(game: MailGame, seat: string, address: string, box: ReturnType<typeof mailbox>) {
  return requestWith(box.env, "PATCH", `/v1/hosted/games/${game.id}/email/seats/${seat}`, { player: address }, auth(game.tokens.admin!));
}

/** The address with its key replaced: same seat and game, wrong key. */
export const withWrongKey = (address: string) =>
  address.replace(/\.([a-z2-7]{16})@/, (_m, k: string) => `.${k.startsWith("a") ? "b" : "a"}${k.slice(1)}@`);
