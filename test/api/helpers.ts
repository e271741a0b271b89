import { exports } from "cloudflare:workers";

export const BASE = "http://referee.test";

/** Calls the Worker in workerd; a body object is sent as JSON, a string as-is. */
export async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return exports.default.fetch(new Request(BASE + path, init));
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
