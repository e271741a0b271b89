// Every request example in openapi.json is sent to the Worker and must get the operation's 2xx answer.
import { beforeAll, describe, expect, it } from "vitest";
import doc from "../../openapi.json";
import { json } from "./helpers.js";

type Op = {
  operationId: string;
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, unknown>;
};
const operations = Object.entries(doc.paths as Record<string, Record<string, Op>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

describe("the request examples of openapi.json work", () => {
  const hosted = { id: "", tokens: {} as Record<string, string> };
  beforeAll(() => json("GET", "/v1/rulesets/classic"), 120_000); // the first request loads the rule sets: slow on a busy machine
  const withExamples = operations.filter((o) => o.op.requestBody?.content["application/json"]?.examples);

  it("documents examples for the main operations", () => {
    expect(withExamples.map((o) => o.op.operationId)).toEqual(
      expect.arrayContaining([
        "newGame",
        "battleOdds",
        "replayGame",
        "createHostedGame",
        "playHostedAction",
        "undoHostedAction",
        "concedeHostedGame",
      ]),
    );
  });

  // In document order: the hosted game the create example makes is the one the later examples play in.
  for (const { path, method, op } of withExamples) {
    for (const [name, example] of Object.entries(op.requestBody!.content["application/json"]!.examples!)) {
      it(`${op.operationId} / ${name}`, async () => {
        const admin = hosted.tokens.admin;
        const r = await json(
          method,
          path.replace("{id}", hosted.id),
          example.value,
          admin && path.includes("{id}") ? { authorization: `Bearer ${admin}` } : {},
        );
        const ok = Object.keys(op.responses).find((s) => s.startsWith("2"));
        expect(r.status, JSON.stringify(r.body)).toBe(Number(ok));
        if (op.operationId === "createHostedGame") Object.assign(hosted, { id: r.body.id, tokens: r.body.tokens });
      });
    }
  }
});
