// A body that matches no branch of a union is reported field by field, never as a bare "Invalid input".
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inputProblems } from "../../../src/api/issues.js";
import { OddsInput } from "../../../src/analysis/odds/schema.js";
import { Action } from "../../../src/rules/schema/action.js";

const problems = (schema: z.ZodType, value: unknown, prefix = "") => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("expected a failed parse");
  return inputProblems(r.error.issues, prefix);
};

describe("input problems of unions", () => {
  it("a field wrong in every branch is reported at its own path with the expected type", () => {
    const p = problems(OddsInput, { kind: "land", attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } }, seed: "x" });
    expect(p).toEqual([{ path: "seed", message: 'expected a number, got "x"' }]);
  });

  it("when no branch fits, the shared problem comes first, then what each shape still needs", () => {
    const p = problems(OddsInput, { seed: "x" });
    expect(p[0]).toEqual({ path: "seed", message: 'expected a number, got "x"' });
    expect(p).toHaveLength(2);
    expect(p[1]!.path).toBe("");
    expect(p[1]!.message).toMatch(
      /^matches none of the 2 accepted shapes: \(1\) state: required but missing \(expected an object\), at: required but missing \(expected a string\); or \(2\) kind: .*attacker: required but missing \(expected an object\), defender: required but missing \(expected an object\)$/,
    );
    expect(p.map((e) => e.message).join()).not.toContain("Invalid input");
  });

  it("a value of no branch's type names every type the union accepts", () => {
    const p = problems(z.object({ action: Action }), { action: { type: "move", power: "Germans", units: 3, path: ["Germany", "Poland"] } });
    expect(p).toEqual([{ path: "action.units", message: "expected a list or an object of name → value pairs, got 3" }]);
  });

  it("paths are prefixed (query parameters) and other issues pass unchanged", () => {
    expect(problems(z.object({ to: z.number() }), { to: "x" }, "query")).toEqual([
      { path: "query.to", message: 'expected a number, got "x"' },
    ]);
  });
});
