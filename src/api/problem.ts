// RFC 9457 problem details: every error the API returns has this shape, as application/problem+json.
import { z } from "zod";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LinkedViolation } from "../service/rule-links.js";

export const InputError = z.object({ path: z.string().describe("JSON path of the problem"), message: z.string() });

export const ProblemDetails = z.object({
  type: z.string().describe("URI reference naming the kind of problem"),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(InputError).optional().describe("400: every input problem with its JSON path"),
  ok: z.literal(false).optional(),
  violations: z.array(LinkedViolation).optional().describe("422: every violated rule with its ID and the link to its catalogue entry"),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** The OpenAPI `content` of every problem+json response. */
export const problemContent = { "application/problem+json": { schema: ProblemDetails } };

const TITLES: Record<number, [string, string]> = {
  400: ["bad-request", "Malformed request"],
  401: ["unauthorized", "Authentication required"],
  403: ["forbidden", "Not allowed"],
  404: ["not-found", "Not found"],
  405: ["method-not-allowed", "Method not allowed"],
  409: ["conflict", "Conflict"],
  413: ["payload-too-large", "Request body too large"],
  415: ["unsupported-media-type", "Unsupported media type"],
  422: ["illegal-action", "The action breaks the rules"],
  500: ["internal", "Internal error"],
};

export function problem(status: number, detail: string, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  const [slug, title] = TITLES[status] ?? ["error", "Error"];
  return { type: `https://aa-referee.dev/problems/${slug}`, title, status, detail, ...extra };
}

export function problemResponse(c: Context, status: number, detail: string, extra: Partial<ProblemDetails> = {}, headers: Record<string, string> = {}): Response {
  const body = problem(status, detail, { instance: new URL(c.req.url).pathname, ...extra });
  return c.body(JSON.stringify(body), status as ContentfulStatusCode, { ...headers, "content-type": "application/problem+json" });
}

/** zod issue path → JSON path like `state.turn.round` or `action.units[0]`. */
export function jsonPath(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), prefix);
}

/** A problem+json response typed by its status, for route handlers typed by their route (no cast). */
export function problemJson<S extends ContentfulStatusCode>(c: Context, status: S, detail: string, extra: Partial<ProblemDetails> = {}) {
  const body = problem(status, detail, { instance: new URL(c.req.url).pathname, ...extra });
  return c.json(body, status, { "content-type": "application/problem+json" });
}

export function badInput(c: Context, errors: { path: string; message: string }[]): Response {
  const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ");
  return problemResponse(c, 400, detail, { errors });
}

export function illegal(c: Context, violations: LinkedViolation[]): Response {
  const detail = violations.map((v) => `${v.rule}: ${v.message}`).join("; ");
  return problemResponse(c, 422, detail, { ok: false, violations });
}
