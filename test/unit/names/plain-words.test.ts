// zod's issue messages in plain words (src/rules/schema/plain-words.ts), as every surface words its 400s.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainIssueMessage } from "../../../src/rules/schema/plain-words.js";
import { Action } from "../../../src/rules/schema/action.js";

/** The messages of a failed parse, worded by plainIssueMessage (zod's per-parse error map). */
const words = (schema: z.ZodType, value: unknown): string[] => {
  const r = schema.safeParse(value, { error: plainIssueMessage });
  if (r.success) throw new Error("expected a failed parse");
  return r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("plain words for zod's issues", () => {
  it("a missing field is required but missing, with the type in words", () => {
    expect(words(z.object({ action: z.object({}), state: z.record(z.string(), z.number()) }), {})).toEqual([
      "action: required but missing (expected an object)",
      "state: required but missing (expected an object of name → value pairs)",
    ]);
  });

  it("a value of the wrong type: what was expected and what was sent", () => {
    expect(
      words(z.object({ n: z.number(), l: z.array(z.string()), b: z.boolean(), i: z.number().int() }), { n: "x", l: {}, b: 1, i: 1.5 }),
    ).toEqual([
      'n: expected a number, got "x"',
      "l: expected a list, got an object",
      "b: expected true or false, got 1",
      "i: expected a whole number, got 1.5",
    ]);
  });

  it("bounds of numbers, strings and lists", () => {
    const s = z.object({
      a: z.number().min(0),
      b: z.number().max(6),
      c: z.string().min(1),
      d: z.array(z.string()).min(2),
      e: z.number().gt(0),
    });
    expect(words(s, { a: -1, b: 7, c: "", d: ["x"], e: 0 })).toEqual([
      "a: must be at least 0, got -1",
      "b: must be at most 6, got 7",
      "c: must not be empty",
      "d: must have at least 2 items (has 1)",
      "e: must be greater than 0, got 0",
    ]);
  });

  it("a value outside a fixed set: all of a short list, or the nearest of a long one", () => {
    expect(words(z.object({ kind: z.enum(["land", "sea", "amphibious"]) }), { kind: "lnd" })).toEqual([
      'kind: "lnd" is not one of "land", "sea", "amphibious". Did you mean "land"?',
    ]);
    expect(words(z.object({ v: z.literal(1) }), { v: 2 })).toEqual(["v: must be 1, got 2"]);
    const [tag] = words(Action, { type: "purchse", power: "Russians" });
    expect(tag).toMatch(/^type: "purchse" is not one of the \d+ accepted values\. Did you mean "purchase"\?$/);
    expect(words(Action, { power: "Russians" })[0]).toMatch(/^type: required but missing \(one of "endPhase", "purchase", /);
  });

  it("unknown fields are named", () => {
    expect(words(z.strictObject({ a: z.number() }), { a: 1, colour: "red", size: 2 })).toEqual([
      ': unknown fields "colour", "size" (not accepted here; check the spelling)',
    ]);
  });

  it("a message a schema sets itself passes unchanged", () => {
    expect(words(z.object({ a: z.number().refine((n) => n % 2 === 0, "must be even") }), { a: 3 })).toEqual(["a: must be even"]);
  });

  it("long values are cut, containers named by kind", () => {
    const [m] = words(z.object({ n: z.number() }), { n: "x".repeat(100) });
    expect(m!.length).toBeLessThan(80);
    expect(words(z.object({ n: z.number() }), { n: [1] })).toEqual(["n: expected a number, got a list"]);
  });
});
