// Request bodies: the size limit (hono/body-limit → 413 problem+json) and one JSON parse (400), whatever
// the Content-Type the client sent, so `curl -d` without a header still works and errors stay problem+json.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { problemResponse } from "./problem.js";
import { checkJsonShape } from "../service/limits.js";

/** A full Classic game state is ~40 KB; 512 KiB leaves a wide margin for states with long logs. */
export const BODY_LIMIT_BYTES = 512 * 1024;

const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH";

/** One hono/body-limit per distinct limit, chosen by path (replays carry whole games). */
export function limitBody(limitBytes: (path: string) => number): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (limit: number): MiddlewareHandler => {
    let m = limiters.get(limit);
    if (!m) {
      m = bodyLimit({
        maxSize: limit,
        onError: (c) => problemResponse(c, 413, `the body is over the limit for ${c.req.path}: ${limit} bytes`),
      });
      limiters.set(limit, m);
    }
    return m;
  };
  return (c, next) => (hasBody(c.req.method) ? limiterFor(limitBytes(c.req.path))(c, next) : next());
}

export const jsonBody: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c.req.method)) return next();
  const text = await c.req.raw.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return problemResponse(c, 400, `malformed JSON in the request body: ${(e as Error).message}`, {
      errors: [{ path: "", message: "malformed JSON" }],
    });
  }
  // Depth and reserved names before any schema or rule runs (src/service/limits.ts).
  const shape = checkJsonShape(parsed);
  if (shape.length) return problemResponse(c, 400, shape.map((p) => `${p.path}: ${p.message}`).join("; "), { errors: shape });
  const headers = new Headers(c.req.raw.headers);
  headers.set("content-type", "application/json");
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: text });
  return next();
};
