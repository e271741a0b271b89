import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// API tests run inside workerd: `exports.default` is a loopback to the Worker's default export
// (src/index.ts). The older `SELF` from "cloudflare:test" also works but is deprecated.
describe("api project (workerd)", () => {
  it("GET /healthz answers 200 {ok:true}", async () => {
    const res = await exports.default.fetch("http://referee.test/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
