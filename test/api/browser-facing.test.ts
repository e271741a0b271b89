// What a browser app and a reader of problem+json need (issue 17): readable custom headers (CORS),
// problem `type` URIs that resolve to pages of this API, the 413 limit (hono/body-limit) as problem+json,
// and the pages themselves loading their scripts from this server.
import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./helpers.js";

const PROBLEM = "application/problem+json";

// The first request pays for starting the Worker; on a busy machine that alone can take most of a test timeout.
beforeAll(async () => {
  await call("GET", "/healthz");
}, 120_000);

describe("CORS", () => {
  it("exposes Idempotent-Replayed, Allow and WWW-Authenticate to browser apps", async () => {
    const res = await call("GET", "/v1/adjudicate", undefined, { origin: "https://board.example" });
    expect(res.status).toBe(405);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = (res.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["idempotent-replayed", "allow", "www-authenticate"]));
  });
});

describe("problem types", () => {
  it("every problem's type is a /problems/<slug> page this API serves, titled like the problem", async () => {
    const samples = [
      await json("POST", "/v1/adjudicate", '{"state": '), // 400
      await json("GET", "/v1/nothing"), // 404
      await json("GET", "/v1/adjudicate"), // 405
      await json("POST", "/v1/adjudicate", JSON.stringify({ padding: "x".repeat(600 * 1024) })), // 413
    ];
    expect(samples.map((s) => s.status)).toEqual([400, 404, 405, 413]);
    for (const s of samples) {
      expect(s.type).toBe(PROBLEM);
      expect(s.body.type).toMatch(/^\/problems\/[a-z-]+$/);
      const page = await call("GET", s.body.type);
      expect(page.status, s.body.type).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain(s.body.title);
    }
    expect(samples[3]!.body.detail).toContain(String(512 * 1024));
  });

  it("an unknown problem slug is itself a 404 problem", async () => {
    const r = await json("GET", "/problems/no-such-thing");
    expect(r.status).toBe(404);
    expect(r.type).toBe(PROBLEM);
  });

  it("413 also without a Content-Length (a streamed body is counted by hono/body-limit)", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(
      new Request("http://referee.test/v1/validate", { method: "POST", body, duplex: "half" } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toBe(PROBLEM);
  });
});

describe("pages", () => {
  it("/docs and GraphiQL load their scripts from /vendor/ on this server, no CDN", async () => {
    const docs = await (await call("GET", "/docs")).text();
    expect(docs).toContain('src="/vendor/scalar/standalone.js"');
    const graphiql = await (await call("GET", "/graphql", undefined, { accept: "text/html" })).text();
    expect(graphiql).toContain('src="/vendor/graphiql/graphiql.min.js"');
    expect(graphiql).not.toContain("__TITLE__");
    for (const html of [docs, graphiql]) expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[^"'\s]*\.(js|css)/);
  });
});
