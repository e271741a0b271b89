// The e-mail shell (docs/email.md): a mail to `<seat>.<handle>.<key>@<domain>` is parsed (postal-mime), its plain-text
// body's orders go to the game's Durable Object, which checks the key and applies them as POST …/orders would, and
// the answer goes back in the same thread (message.reply); every other registered player is told through the
// send_email binding. A mail that is too large, not text, or for an unknown address or a wrong key is rejected
// (setReject) before anything changes.
import PostalMime from "postal-mime";
import type { Bindings } from "../../service/bindings.js";
import { renderState } from "../../service/render.js";
import { parseAddress } from "../../service/mail/address.js";
import { ordersOfBody } from "../../service/mail/body.js";
import { buildMime, replySubject } from "../../service/mail/mime.js";
import { gameStub } from "../client.js";
import { LIMITS, type HostedGameRpc, type MailOutcome } from "../protocol.js";
import { noticeLetter, replyLetter } from "./letters.js";

/** What the platform provides: its EmailMessage constructor (cloudflare:email) and the PNG renderer. */
export interface MailPlatform {
  message(from: string, to: string, raw: string): EmailMessage;
  png?: ((svg: string, width: number) => Promise<Uint8Array>) | undefined;
}

/** The part of a ForwardableEmailMessage the handler uses. */
export type IncomingMail = Pick<ForwardableEmailMessage, "from" | "to" | "raw" | "rawSize" | "setReject" | "reply">;

/** Width of the board picture in mails (smaller than the API's default: a mail is read on a phone). */
export const MAIL_BOARD_WIDTH = 800;

/** The routing object of a handle (a HostedGame named `mail:<handle>` that only knows its game's id). */
export const routeStub = (ns: DurableObjectNamespace, handle: string): HostedGameRpc =>
  ns.get(ns.idFromName(`mail:${handle}`)) as unknown as HostedGameRpc;

export async function receiveMail(message: IncomingMail, env: Bindings, platform: MailPlatform): Promise<void> {
  const domain = env.EMAIL_DOMAIN?.trim().toLowerCase();
  if (!domain || !env.HOSTED_GAMES) return message.setReject("this referee does not play by e-mail (EMAIL_DOMAIN is not set)");
  if (message.rawSize > LIMITS.maxMailBytes)
    return message.setReject(
      `message too large (${message.rawSize} bytes): the referee reads at most ${LIMITS.maxMailBytes} bytes; send the orders as plain text`,
    );
  const address = parseAddress(message.to);
  if (!address || address.domain !== domain) return message.setReject("unknown address: no game plays by e-mail at this address");
  const gameId = await routeStub(env.HOSTED_GAMES, address.handle).mailRoute();
  const game = gameId ? gameStub(env.HOSTED_GAMES, gameId) : null;
  if (!game) return message.setReject("unknown address: no game plays by e-mail at this address");

  const raw = await new Response(message.raw).arrayBuffer();
  if (raw.byteLength > LIMITS.maxMailBytes)
    return message.setReject(`message too large: the referee reads at most ${LIMITS.maxMailBytes} bytes`);
  const mail = await PostalMime.parse(raw);
  if (typeof mail.text !== "string")
    return message.setReject("not text: the referee reads orders from the plain-text part of a mail; send plain text");

  const outcome = await game.mail({ ...address, messageId: mail.messageId ?? null, orders: ordersOfBody(mail.text) });
  if (outcome.kind === "refused") return message.setReject(outcome.reason);

  const png = await boardPng(outcome, platform);
  const letter = replyLetter(outcome, replySubject(mail.subject));
  const reply = buildMime({
    from: outcome.address,
    to: message.from,
    ...letter,
    png,
    inReplyTo: mail.messageId,
    references: mail.references,
  });
  await message.reply(platform.message(outcome.address, message.from, reply.raw));

  if (outcome.kind === "applied") await notifyOthers(outcome, env, platform, png);
}

async function boardPng(outcome: Exclude<MailOutcome, { kind: "refused" }>, platform: MailPlatform): Promise<Uint8Array | undefined> {
  if (!platform.png) return undefined;
  const picture = renderState(outcome.state, { width: MAIL_BOARD_WIDTH });
  return picture.kind === "ok" ? platform.png(picture.value.svg, picture.value.width) : undefined;
}

/** Tells every other registered player (not opted out) what happened, each from their own seat's address. */
async function notifyOthers(
  outcome: Extract<MailOutcome, { kind: "applied" }>,
  env: Bindings,
  platform: MailPlatform,
  png: Uint8Array | undefined,
): Promise<void> {
  const sender = env.SEND_EMAIL;
  if (!sender) return;
  for (const n of outcome.notify) {
    const letter = noticeLetter(outcome, n.seat);
    const { raw } = buildMime({ from: n.address, to: n.player, ...letter, png });
    try {
      await sender.send(platform.message(n.address, n.player, raw));
    } catch (e) {
      // a notification that cannot be sent changes nothing in the game; the admin sees why in the log
      console.warn(`notification to ${n.seat} not sent: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
