import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";

describe("GET /healthz", () => {
  it("answers 200 with ok", async () => {
    const r = await json("GET", "/healthz");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, service: "aa-referee" });
  });
});
