// The Worker entry: the Hono app, the e-mail handler (docs/email.md) and the Durable Object class for hosted games.
import { EmailMessage } from "cloudflare:email";
import { createApp } from "./api/app.js";
import { svgToPngWorker } from "./render/png-worker.js";
import { type IncomingMail, type MailPlatform, receiveMail } from "./hosted/mail/inbound.js";
import type { Bindings } from "./service/bindings.js";

export { HostedGame } from "./hosted/game-object.js";

const mailPlatform: MailPlatform = { message: (from, to, raw) => new EmailMessage(from, to, raw), png: svgToPngWorker };
const app = createApp({ png: svgToPngWorker, mail: mailPlatform });

export default {
  fetch: app.fetch,
  email: (message: IncomingMail, env: Bindings) => receiveMail(message, env, mailPlatform),
} satisfies ExportedHandler<Bindings>;
