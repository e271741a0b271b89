import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalJson, canonicalStateJson } from "../../../src/rules/canonical.js";
import { getRuleset, standardStart } from "../../../src/rulesets/index.js";

describe("canonical JSON", () => {
  it("sorts object keys at every depth and drops undefined properties", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it("parses back to an equal value (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 200 },
    );
  });

  it("does not depend on key insertion order (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), (d) => {
        const reversed = Object.fromEntries(Object.entries(d).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(d));
      }),
      { numRuns: 200 },
    );
  });

  it("refuses values JSON cannot carry", () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(/NaN/);
  });

  it("a state's canonical form ignores unit order within a space", () => {
    const s = standardStart(getRuleset("classic")!);
    const place = Object.keys(s.territories).find((p) => s.territories[p]!.units.length > 2)!;
    const shuffled = structuredClone(s);
    shuffled.territories[place]!.units.reverse();
    expect(canonicalStateJson(shuffled)).toBe(canonicalStateJson(s));
    expect(shuffled.territories[place]!.units[0]).toEqual(s.territories[place]!.units.at(-1)); // input untouched
    const moved = structuredClone(s);
    moved.territories[place]!.units.pop();
    expect(canonicalStateJson(moved)).not.toBe(canonicalStateJson(s));
  });
});
