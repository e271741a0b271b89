// One unit alias table for actions, odds and orders (src/rules/ruleset/aliases.ts): forum abbreviations are read
// on the wire too, and only for units the rule set has.
import { describe, expect, it } from "vitest";
import { adjudicate, listDice } from "../../../src/rulesets/index.js";
import { unitTypeOf } from "../../../src/notation/index.js";
import { parseUnitList } from "../../../src/analysis/odds/parse.js";
import { start } from "./support.js";

describe("unit abbreviations", () => {
  it("PURCH-1: a purchase may name its units as `inf`, `arm` on the wire; the state keeps the rule set's own names", () => {
    const { state } = start("classic");
    const r = adjudicate(state, { type: "purchase", power: "Russians", units: { inf: 2, arm: 1 } }, listDice([]));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.powers.Russians!.purchased).toEqual({ infantry: 2, armour: 1 });
  });

  it("SIMP-UNIT-2: Simplified reads `inf`, `arm` and `planes` as its own units, but no other game's unit (`fighter`, `dd`)", () => {
    const simplified = start("simplified").rs;
    expect(unitTypeOf(simplified, "inf")).toBe("infantry");
    expect(unitTypeOf(simplified, "arm")).toBe("armor");
    expect(unitTypeOf(simplified, "Planes")).toBe("plane");
    expect(unitTypeOf(simplified, "fighter")).toBeUndefined();
    expect(unitTypeOf(simplified, "dd")).toBeUndefined();
    expect(unitTypeOf(start("classic").rs, "plane")).toBeUndefined();
  });

  it("PAC-TRANS-3: pacific's own units have their abbreviations (mar, af, nb), europe's do not", () => {
    const pacific = start("pacific").rs;
    expect(unitTypeOf(pacific, "mar")).toBe("marine");
    expect(unitTypeOf(pacific, "af")).toBe("airfield");
    expect(unitTypeOf(pacific, "nb")).toBe("harbour");
    expect(unitTypeOf(start("europe").rs, "mar")).toBeUndefined();
  });

  it("COMB-4: odds read the same table (`3 inf, 2 arm, 1 aa gun`)", () => {
    const rs = start("classic").rs;
    expect(parseUnitList("3 inf, 2 arm, 1 aa", rs)).toEqual({ infantry: 3, armour: 2, aaGun: 1 });
  });
});
