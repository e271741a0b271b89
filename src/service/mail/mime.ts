// Outgoing mail as raw MIME, built with mimetext (never by hand): text and HTML alternatives, an optional PNG,
// and the thread headers of a reply (In-Reply-To, References: RFC 5322 §3.6.4).
import { createMimeMessage } from "mimetext/browser";

export interface Outgoing {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the board picture, attached as board.png */
  png?: Uint8Array | undefined;
  /** a reply: the Message-ID it answers and that message's References */
  inReplyTo?: string | null;
  references?: string | null;
}

function base64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The domain part of an address (for the Message-ID). */
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1) || "localhost";

/** The raw message and its Message-ID. */
export function buildMime(m: Outgoing): { raw: string; messageId: string } {
  const msg = createMimeMessage();
  const messageId = `<${crypto.randomUUID()}@${domainOf(m.from)}>`;
  msg.setSender(m.from);
  msg.setRecipient(m.to);
  msg.setSubject(m.subject);
  msg.setHeader("Message-ID", messageId);
  if (m.inReplyTo) {
    msg.setHeader("In-Reply-To", m.inReplyTo);
    msg.setHeader("References", [m.references?.trim(), m.inReplyTo].filter(Boolean).join(" "));
  }
  // automatic answers of a referee must not be answered automatically in turn (RFC 3834)
  msg.setHeader("Auto-Submitted", "auto-replied");
  msg.addMessage({ contentType: "text/plain", data: m.text });
  msg.addMessage({ contentType: "text/html", data: m.html });
  if (m.png) msg.addAttachment({ filename: "board.png", contentType: "image/png", data: base64(m.png) });
  return { raw: msg.asRaw(), messageId };
}

/** A reply's subject: the original's, with one "Re: " in front. */
export const replySubject = (subject: string | undefined): string => {
  const s = (subject ?? "").trim();
  return /^re:/i.test(s) ? s : `Re: ${s || "your orders"}`;
};
