import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../src/index.js";

export const BASE = "http://referee.test";

/**
 * Calls the Worker in workerd; a body object is sent as JSON, a string as-is. The Worker's own fetch
 * handler is called with the test's bindings (Cloudflare's "unit-style" test), not through
 * `exports.default.fetch`: under vitest-pool-workers every call through that loopback gets slower than
 * the last (cloudflare/workers-sdk#15446), until a few hundred requests in one file overflow the stack.
 * test/api/browser-facing.test.ts keeps one path through the real entrypoint.
 */
export async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return worker.fetch(new Request(BASE + path, init), env, createExecutionContext());
}

export async function json<T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<{ status: number; body: T; type: string | null }> {
  const res = await call(method, path, body, headers);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, type: res.headers.get("content-type") };
}

export const newClassic = async (extra: Record<string, unknown> = {}) => {
  const r = await json("POST", "/v1/games/new", { ruleset: "classic", ...extra });
  if (r.status !== 200) throw new Error(`games/new failed: ${JSON.stringify(r.body)}`);
  return r.body;
};
