// Reads every request body once: enforces the size limit (413) and parses JSON (400), whatever the
// Content-Type the client sent, so `curl -d` without a header still works and errors stay problem+json.
import type { MiddlewareHandler } from "hono";
import { problemResponse } from "./problem.js";

/** A full Classic game state is ~40 KB; 512 KiB leaves a wide margin for states with long logs. */
export const BODY_LIMIT_BYTES = 512 * 1024;

export function jsonBody(limitBytes: (path: string) => number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST" && c.req.method !== "PUT" && c.req.method !== "PATCH") return next();
    const limit = limitBytes(c.req.path);
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > limit) return problemResponse(c, 413, `the body has ${declared} bytes; the limit for ${c.req.path} is ${limit} bytes`);
    const bytes = await c.req.raw.arrayBuffer();
    if (bytes.byteLength > limit) return problemResponse(c, 413, `the body has ${bytes.byteLength} bytes; the limit for ${c.req.path} is ${limit} bytes`);
    const text = new TextDecoder().decode(bytes);
    try {
      JSON.parse(text);
    } catch (e) {
      return problemResponse(c, 400, `malformed JSON in the request body: ${(e as Error).message}`, { errors: [{ path: "", message: "malformed JSON" }] });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/json");
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: text });
    return next();
  };
}
