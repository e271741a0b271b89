// A hosted game's webhooks (docs/webhooks.md): the admin registers HTTPS URLs; every change of the game is POSTed
// to them as signed JSON (or as a Discord or Slack message), retried with backoff by the game's alarm.
import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../env.js";
import { TOKEN } from "../security.js";
import { problemContent } from "../problem.js";
import { errorResponses } from "./referee.js";
import { hostedGame, IdParam, NO_STORE, r401, r404, token, typedFailure as fail } from "./hosted.js";
import { CHANGE_KINDS, LIMITS, WEBHOOK_FORMATS } from "../../hosted/protocol.js";
import { MAX_ATTEMPTS } from "../../hosted/webhooks/outbox.js";

const r403 = { 403: { description: "only the admin token manages webhooks", content: problemContent } };
const r409 = { 409: { description: `the game already has ${LIMITS.maxWebhooks} webhooks`, content: problemContent } };
const r5xx = {
  500: { description: "the hosted-games binding is missing", content: problemContent },
  503: { description: "the game is unavailable", content: problemContent },
};
/** Every status a hosted game's answer may fail with (protocol.ts Failure), declared on each route so types flow. */
const failures = {
  ...errorResponses,
  ...r401,
  ...r403,
  ...r404,
  ...r409,
  422: { description: "refused", content: problemContent },
  ...r5xx,
};

export const AddWebhook = z
  .strictObject({
    url: z
      .string()
      .max(LIMITS.maxWebhookUrlLength)
      .describe("where to POST: HTTPS only (plain HTTP to localhost in local development)")
      .openapi({ example: "https://example.org/aa-hook" }),
    format: z
      .enum(WEBHOOK_FORMATS)
      .optional()
      .describe("json (default): our signed change object; discord | slack: a message those chat services display"),
  })
  .openapi("AddWebhook");

const WebhookInfo = z.object({
  id: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  createdAt: z.string(),
});
export const WebhookCreated = WebhookInfo.extend({
  secret: z.string().describe("the HMAC-SHA256 signing secret, shown only now (header AA-Referee-Signature: t=…,v1=…)"),
}).openapi("WebhookCreated");
export const WebhookList = z.object({ webhooks: z.array(WebhookInfo) }).openapi("WebhookList");
export const WebhookDelivery = z
  .object({
    id: z.number().int(),
    hook: z.string(),
    version: z.number().int().describe("the game version whose change it carries"),
    event: z.enum(CHANGE_KINDS).describe("the most significant change the delivery carries"),
    attempts: z.number().int(),
    status: z.enum(["pending", "delivered", "failed"]).describe(`failed: ${MAX_ATTEMPTS} attempts without a 2xx answer`),
    nextAt: z.string().nullable(),
    lastStatus: z.number().int().nullable().describe("the receiver's HTTP status at the last attempt (null: no answer)"),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("WebhookDelivery");
export const DeliveryLog = z.object({ deliveries: z.array(WebhookDelivery).describe("newest first") }).openapi("WebhookDeliveryLog");
const HookParam = IdParam.extend({ hook: z.string().openapi({ param: { name: "hook", in: "path" }, example: "wh_0123456789abcdef" }) });
const LogQuery = z.object({ limit: z.coerce.number().int().min(1).max(LIMITS.maxDeliveryPage).optional() });

export function registerWebhookRoutes(app: App): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/hosted/games/{id}/webhooks",
      operationId: "addHostedWebhook",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Register a webhook (admin): every change of the game is POSTed there, signed",
      request: { params: IdParam, body: { required: true, content: { "application/json": { schema: AddWebhook } } } },
      responses: {
        201: { description: "registered; its secret is shown only now", content: { "application/json": { schema: WebhookCreated } } },
        ...failures,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return fail(c, g.failure);
      const { stub } = g;
      const body = c.req.valid("json");
      const r = await stub.addWebhook({
        token: token(c),
        url: body.url,
        format: body.format ?? "json",
        origin: new URL(c.req.url).origin,
        allowLocalHttp: c.env?.WEBHOOKS_ALLOW_LOCAL_HTTP === "true",
      });
      if (!r.ok) return fail(c, r.failure);
      return c.json(r.value, 201, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/webhooks",
      operationId: "listHostedWebhooks",
      ...TOKEN,
      tags: ["hosted"],
      summary: "The game's webhooks (admin; secrets are not shown again)",
      request: { params: IdParam },
      responses: { 200: { description: "the webhooks", content: { "application/json": { schema: WebhookList } } }, ...failures },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return fail(c, g.failure);
      const { stub } = g;
      const r = await stub.webhooks(token(c));
      if (!r.ok) return fail(c, r.failure);
      return c.json(r.value, 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/v1/hosted/games/{id}/webhooks/{hook}",
      operationId: "removeHostedWebhook",
      ...TOKEN,
      tags: ["hosted"],
      summary: "Remove a webhook (admin); its pending deliveries are dropped",
      request: { params: HookParam },
      responses: {
        200: { description: "removed", content: { "application/json": { schema: z.object({ removed: z.string() }) } } },
        ...failures,
      },
    }),
    async (c) => {
      const { id, hook } = c.req.valid("param");
      const g = hostedGame(c, id);
      if ("failure" in g) return fail(c, g.failure);
      const { stub } = g;
      const r = await stub.removeWebhook(token(c), hook);
      if (!r.ok) return fail(c, r.failure);
      return c.json(r.value, 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v1/hosted/games/{id}/webhooks/deliveries",
      operationId: "hostedWebhookDeliveries",
      ...TOKEN,
      tags: ["hosted"],
      summary: "The delivery log (admin): every attempt's outcome, newest first",
      request: { params: IdParam, query: LogQuery },
      responses: {
        200: { description: "the deliveries", content: { "application/json": { schema: DeliveryLog } } },
        ...failures,
      },
    }),
    async (c) => {
      const g = hostedGame(c, c.req.valid("param").id);
      if ("failure" in g) return fail(c, g.failure);
      const { stub } = g;
      const r = await stub.deliveries(token(c), c.req.valid("query").limit ?? 100);
      if (!r.ok) return fail(c, r.failure);
      return c.json(r.value, 200, NO_STORE);
    },
  );
}
