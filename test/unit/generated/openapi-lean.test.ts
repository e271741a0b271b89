// openapi.json names each shared schema once (components + $ref) instead of copying it into every route.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";

const text = readFileSync(new URL("../../../openapi.json", import.meta.url), "utf8");
const doc = JSON.parse(text);
const schemas: Record<string, any> = doc.components.schemas;

const keysOf = (o: any): string | null => (o && typeof o === "object" && o.properties ? Object.keys(o.properties).sort().join(",") : null);

/** JSON pointers of every object in `node` whose property names are exactly `keys`. */
function copies(node: unknown, keys: string, at: string, out: string[] = []): string[] {
  if (!node || typeof node !== "object") return out;
  if (keysOf(node) === keys) out.push(at);
  for (const [k, v] of Object.entries(node)) copies(v, keys, `${at}/${k}`, out);
  return out;
}

describe("openapi.json is lean", () => {
  // The size guards against schemas copied inline again (the tests below check the named ones exactly). 200 KB held
  // until the Europe, Pacific and linked rule sets added their actions, events and state fields (215 KB, Nov 2026);
  // 256 KB until the e-mail routes and every route's declared failure statuses (no casts) came (293 KB, Nov 2026).
  it("stays under 320 KB", () => {
    expect(Buffer.byteLength(text)).toBeLessThan(320 * 1024);
  });

  for (const name of ["GameState", "Position", "Unit", "PendingBattle", "DiceReceipt", "DiceRoll", "ProblemDetails", "RecordedGame", "MoveAction", "BattlePolicy", "OddsSide"]) {
    it(`${name} is defined once, as a component, and referenced elsewhere`, () => {
      const keys = keysOf(schemas[name]);
      expect(keys).not.toBeNull();
      expect(copies(doc, keys!, "#")).toEqual([`#/components/schemas/${name}`]);
      expect(text).toContain(`"$ref": "#/components/schemas/${name}"`);
    });
  }

  it("every problem response refers to ProblemDetails", () => {
    const problems = Object.values(doc.paths).flatMap((ops: any) => Object.values(ops))
      .flatMap((op: any) => Object.values(op.responses ?? {}))
      .map((r: any) => r.content?.["application/problem+json"]?.schema).filter(Boolean);
    expect(problems.length).toBeGreaterThan(40);
    for (const s of problems) expect(s).toEqual({ $ref: "#/components/schemas/ProblemDetails" });
  });

  it("every operation has an operationId, tags and a security requirement; hosted writes need the bearer token", () => {
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
        // writes, and the webhook and e-mail endpoints (reads included), always need a token
        const hostedWrite =
          (["post", "put", "patch", "delete"].includes(method) || path.includes("/webhooks") || path.includes("/email")) &&
          path.startsWith("/v1/hosted/games/");
        expect(op.security, `${method} ${path}`).toEqual(hostedWrite ? [{ hostedToken: [] }] : path.startsWith("/v1/hosted/games/") ? [{}, { hostedToken: [] }] : []);
      }
    }
    expect(doc.components.securitySchemes.hostedToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.servers.map((s: any) => s.url)).toContain("http://localhost:8787");
  });
});
