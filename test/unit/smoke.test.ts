import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("unit project (Node)", () => {
  it("runs under Node 20+", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(20);
  });

  it("fast-check works: integer addition commutes", () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (a, b) => a + b === b + a));
  });
});
