// Play by e-mail (docs/email.md): the admin enables it for a hosted game and manages the seats' private addresses;
// a seat may opt out of notifications. The mail itself arrives at the Worker's email() handler (src/hosted/mail).
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { App, AppEnv } from "../env.js";
import { TOKEN } from "../security.js";
import { problemContent } from "../problem.js";
import { errorResponses } from "./referee.js";
import { hostedGame, IdParam, NO_STORE, r401, r404, token, typedFailure as fail } from "./hosted.js";
import { LIMITS, type Failure, type MailInfo as MailInfoValue } from "../../hosted/protocol.js";
import type { MailPlatform } from "../../hosted/mail/inbound.js";
import { PLAYER_ADDRESS } from "../../service/mail/address.js";
import { buildMime } from "../../service/mail/mime.js";

const failures = {
  ...errorResponses,
  ...r401,
  403: { description: "the request needs the admin token (opting out: the seat's own token or the admin's)", content: problemContent },
  ...r404,
  409: { description: "e-mail play is not enabled for this game", content: problemContent },
  422: {
    description: "the player's address cannot be reached by this deployment (send_email: only verified destinations)",
    content: problemContent,
  },
  500: { description: "the hosted-games binding is missing", content: problemContent },
  503: { description: "e-mail play is not configured here (EMAIL_DOMAIN, send_email)", content: problemContent },
};

const MailSeat = z.object({
  seat: z.string().describe("the power"),
  address: z.string().describe("the seat's private address: mail sent to it plays for the seat; keep it secret like the token"),
  player: z.string().nullable().describe("where notifications for this seat go (null: nowhere)"),
  optedOut: z.boolean().describe("the seat asked for no notifications"),
  rotation: z.number().int().describe("how many times the address was replaced (old ones are refused)"),
});
export const MailInfo = z
  .object({
    domain: z.string().describe("EMAIL_DOMAIN of this deployment"),
    seats: z.array(MailSeat).describe("the admin sees every seat; a power's token only its own"),
  })
  .openapi("HostedMailInfo");
export const MailSeatChange = z
  .strictObject({
    player: z
      .string()
      .max(LIMITS.maxMailAddressLength)
      .regex(PLAYER_ADDRESS, "an e-mail address like name@example.org")
      .nullable()
      .optional()
      .describe("admin: the player's own address for notifications (a first mail must reach it); null removes it"),
    rotate: z.literal(true).optional().describe("admin: a new address for the seat; mail to the old one is refused from now on"),
    optedOut: z.boolean().optional().describe("the seat's own token or the admin's: true, no notifications for this seat; false, again"),
  })
  .refine((b) => Object.keys(b).length > 0, "name at least one of player, rotate, optedOut")
  .openapi("HostedMailSeatChange");
/** POSTs carry a JSON body here (src/api/body.ts): these take `{}` */
const Empty = z.strictObject({}).describe("an empty object");
const SeatParam = IdParam.extend({ seat: z.string().openapi({ param: { name: "seat", in: "path" }, example: "Russians" }) });

const domainOf = (c: Context<AppEnv>): string | null => c.env?.EMAIL_DOMAIN?.trim().toLowerCase() || null;
const NOT_CONFIGURED: Failure = {
  status: 503,
  detail: "e-mail play is not configured here: set EMAIL_DOMAIN and route the domain's mail to this Worker (docs/email.md)",
};

/** Sends a first mail to a player's address from the seat's: Email Routing refuses unverified destinations, and says so. */
async function confirmReachable(c: Context<AppEnv>, platform: MailPlatform | undefined, from: string, to: string, seat: string) {
  const sender = c.env?.SEND_EMAIL;
  if (!sender || !platform)
    return { status: 503, detail: "this deployment cannot send mail: it has no send_email binding (SEND_EMAIL, docs/email.md)" } as const;
  const text = `You will be told here when the game changes. Reply to this address to play for ${seat}; keep it to yourself.`;
  const { raw } = buildMime({ from, to, subject: `You play ${seat} by e-mail`, text, html: `<p>${text}</p>` });
  try {
    await sender.send(platform.message(from, to, raw));
    return null;
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      status: 422,
      detail: `this deployment cannot send mail to ${to} (${why}): with Email Routing, send_email reaches only the account's verified destination addresses; verify ${to} in Email Routing → Destination addresses first (docs/email.md)`,
    } as const;
  }
}

const infoResponses = {
  200: { description: "the seats' addresses", content: { "application/json": { schema: MailInfo } } },
  ...failures,
};
const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

export function registerHostedEmailRoutes(app: App, platform?: MailPlatform): void {
  const answer = (c: Context<AppEnv>, r: { ok: true; value: MailInfoValue } | { ok: false; failure: Failure }) =>
    r.ok ? c.json(r.value, 200, NO_STORE) : fail(c, r.failure);

  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/email",
      operationId: "enableHostedEmail",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Enable play by e-mail (admin): every seat gets a private address",
      request: { params: IdParam, body: jsonBody(Empty) },
      responses: infoResponses,
    }),
    async (c) => {
      const domain = domainOf(c);
      if (!domain) return fail(c, NOT_CONFIGURED);
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return fail(c, g.failure);
      return answer(c, await g.stub.mailEnable(token(c), domain));
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/email",
      operationId: "hostedEmail",
      ...TOKEN,
      tags: ["hosted"],
      summary: "The seats' e-mail addresses (admin: all; a power's token: its own)",
      request: { params: IdParam },
      responses: infoResponses,
    }),
    async (c) => {
      const domain = domainOf(c);
      if (!domain) return fail(c, NOT_CONFIGURED);
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return fail(c, g.failure);
      return answer(c, await g.stub.mailInfo(token(c), domain));
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/v1/hosted/games/{id}/email/seats/{seat}",
      operationId: "changeHostedEmailSeat",
      ...TOKEN,
      tags: ["hosted"],
      summary: "A seat's mail settings: register its player or rotate its address (admin), opt out (the seat)",
      request: { params: SeatParam, body: jsonBody(MailSeatChange) },
      responses: infoResponses,
    }),
    async (c) => {
      const domain = domainOf(c);
      if (!domain) return fail(c, NOT_CONFIGURED);
      const { id, seat } = c.req.valid("param");
      const g = hostedGame(c, id);
      if ("failure" in g) return fail(c, g.failure);
      const change = c.req.valid("json");
      if (typeof change.player === "string") {
        // only the admin's view has every seat (a power's token sees its own): it gives the address to send from
        const info = await g.stub.mailInfo(token(c), domain);
        if (!info.ok) return fail(c, info.failure);
        if (info.value.seats.length <= 1) return fail(c, { status: 403, detail: "only the admin token may register a player's address" });
        const own = info.value.seats.find((s) => s.seat === seat);
        if (!own) return fail(c, { status: 404, detail: `this game has no seat ${seat}` });
        const unreachable = await confirmReachable(c, platform, own.address, change.player, seat);
        if (unreachable) return fail(c, unreachable);
      }
      return answer(c, await g.stub.mailSeat(token(c), domain, seat, change));
    },
  );
}
