// RFC 9457 problem details: every error the API returns has this shape, as application/problem+json.
import { z } from "zod";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LinkedViolation } from "../service/rule-links.js";

export const InputError = z.object({ path: z.string().describe("JSON path of the problem"), message: z.string() });

export const ProblemDetails = z.object({
  type: z.string().describe("URI reference naming the kind of problem: /problems/<slug>, a page this API serves"),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(InputError).optional().describe("400: every input problem with its JSON path"),
  ok: z.literal(false).optional(),
  violations: z.array(LinkedViolation).optional().describe("422: every violated rule with its ID and the link to its catalogue entry"),
  line: z.number().int().optional().describe("orders: the line that failed (1-based)"),
  column: z.number().int().optional().describe("orders: where in the line (1-based)"),
  expected: z.array(z.string()).optional().describe("orders 400: what the notation expected there"),
  candidates: z.array(z.string()).optional().describe("orders 400: up to three nearest names for an unknown or ambiguous one"),
  state: z.unknown().optional().describe("orders 422: the state before the failing line (nothing was applied)"),
  limit: z
    .object({ name: z.string(), budget: z.number(), requested: z.number(), measure: z.string() })
    .optional()
    .describe("413 past a work budget or storage limit: the limit, its size, what the request needed (docs/limits.md)"),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** The OpenAPI `content` of every problem+json response. */
export const problemContent = { "application/problem+json": { schema: ProblemDetails } };

/** Each kind of problem: its `type` slug, title and what it means (served at /problems/<slug>). */
export const PROBLEM_KINDS: Record<number, { slug: string; title: string; about: string }> = {
  400: {
    slug: "bad-request",
    title: "Malformed request",
    about: "The body is not JSON, or it does not match the schema. `errors` lists every problem with its JSON path.",
  },
  401: {
    slug: "unauthorized",
    title: "Authentication required",
    about: "A hosted-game write needs the power's token as `Authorization: Bearer <token>`.",
  },
  403: {
    slug: "forbidden",
    title: "Not allowed",
    about: "The token is valid but belongs to another power, or the game does not accept this write.",
  },
  404: { slug: "not-found", title: "Not found", about: "No such route, rule set or hosted game." },
  405: {
    slug: "method-not-allowed",
    title: "Method not allowed",
    about: "The path exists with other methods; the `Allow` header lists them.",
  },
  409: {
    slug: "conflict",
    title: "Conflict",
    about: "A stale write: `expectedVersion` is not the hosted game's version, or an Idempotency-Key was reused with another body.",
  },
  413: {
    slug: "payload-too-large",
    title: "Request too large",
    about:
      "The body is over the limit (512 KiB, 8 MiB for /v1/replay), the work it asks for is past one request's work budget, or a hosted game's state would not fit its storage. `limit` names the limit; docs/limits.md says how to stay within it.",
  },
  415: { slug: "unsupported-media-type", title: "Unsupported media type", about: "The request's media type is not accepted here." },
  422: {
    slug: "illegal-action",
    title: "The action breaks the rules",
    about: "The action is well-formed but illegal in this state. `violations` lists every rule it breaks, by rule ID (docs/rules/).",
  },
  429: {
    slug: "too-many-requests",
    title: "Too many requests",
    about:
      "Too many requests from this address (deploys only; `Retry-After` says when to try again), or a limit of hosted games was reached (for example live connections per game).",
  },
  500: {
    slug: "internal",
    title: "Internal error",
    about: "The referee failed. The state sent was not changed.",
  },
  503: {
    slug: "unavailable",
    title: "Service unavailable",
    about: "Seeded dice were asked for on a deployment without its dice keys (docs/deploy.md). The state sent was not changed.",
  },
};

/** Problem `type` URIs are relative references to pages this API serves itself (RFC 9457 §3.1.1). */
export const problemType = (slug: string): string => `/problems/${slug}`;

export function problem(status: number, detail: string, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  const kind = PROBLEM_KINDS[status];
  return { type: kind ? problemType(kind.slug) : "about:blank", title: kind?.title ?? "Error", status, detail, ...extra };
}

/**
 * A problem+json response typed by its status (a Hono typed response), so route handlers typed by their route
 * check it against the statuses they declare (no cast).
 */
export function problemResponse<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  detail: string,
  extra: Partial<ProblemDetails> = {},
  headers: Record<string, string> = {},
) {
  const body = problem(status, detail, { instance: new URL(c.req.url).pathname, ...extra });
  return c.json(body, status, { ...headers, "content-type": "application/problem+json" });
}

/** zod issue path → JSON path like `state.turn.round` or `action.units[0]`. */
export function jsonPath(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    prefix,
  );
}

/** The same as problemResponse (its earlier, typed name). */
export const problemJson = problemResponse;

export function badInput(c: Context, given: { path: string; message: string; unmodelled?: true }[]) {
  const errors = given.map(({ unmodelled: _, ...e }) => e);
  const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ");
  return problemResponse(c, 400, detail, { errors });
}

/** 422 for odds of a battle the rules allow but the calculator does not model: every problem names its rule ID. */
export function notModelled(c: Context, given: { path: string; message: string; rule?: string; unmodelled?: true }[]) {
  const errors = given.map(({ unmodelled: _, ...e }) => e);
  const detail = errors.map((e) => `${e.rule ?? e.path}: ${e.message}`).join("; ");
  return problemResponse(c, 422, detail, { errors });
}

export function illegal(c: Context, violations: LinkedViolation[]) {
  const detail = violations.map((v) => `${v.rule}: ${v.message}`).join("; ");
  return problemResponse(c, 422, detail, { ok: false, violations });
}

/** 413 for a request past its work budget (src/service/budget.ts): the detail names the limit and how to stay within it. */
export function overBudget(c: Context, r: { detail: string; limit: ProblemDetails["limit"] }) {
  return problemResponse(c, 413, r.detail, { limit: r.limit });
}

/** 400 or 422 for an orders text (POST /v1/orders and the hosted route): the failing line and column on top. */
export function orderProblem(
  c: Context,
  r:
    | { kind: "badLine"; line: number; problem: { column: number; message: string; expected?: string[]; candidates?: string[] } }
    | { kind: "illegal"; line: number; column: number; violations: LinkedViolation[]; state: unknown },
) {
  if (r.kind === "illegal") {
    const detail = `line ${r.line}: ${r.violations.map((v) => `${v.rule}: ${v.message}`).join("; ")}`;
    return problemResponse(c, 422, detail, { ok: false, line: r.line, column: r.column, violations: r.violations, state: r.state });
  }
  const { column, message, expected, candidates } = r.problem;
  return problemResponse(c, 400, `line ${r.line}, column ${column}: ${message}`, {
    line: r.line,
    column,
    errors: [{ path: "orders", message: `line ${r.line}, column ${column}: ${message}` }],
    ...(expected ? { expected } : {}),
    ...(candidates ? { candidates } : {}),
  });
}
