// The pure casualty functions the odds calculator shares: a policy's pick is always a legal answer.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  casualtyCount,
  casualtyTypeOrder,
  checkCasualtyChoice,
  isForced,
  pickCasualties,
  type Candidate,
} from "../../../src/rules/combat/casualties.js";
import { combatValue, firepower } from "../../../src/rules/combat/values.js";
import { rs } from "./helpers.js";

const TYPES = ["infantry", "armour", "fighter", "bomber", "transport", "battleship", "carrier", "submarine"];
const cand = (i: number, type: string, owner = "Germans"): Candidate => ({
  id: `u${i}`,
  type,
  owner,
  cost: rs.units.get(type)!.cost,
  value: 1,
  signature: `${owner}|${type}`,
});

describe("casualties", () => {
  it("COMB-4: the default loses cheapest first; listed types first; unlisted after, cheapest first", () => {
    expect(casualtyTypeOrder(rs, ["fighter", "armour", "infantry", "bomber"])).toEqual(["infantry", "armour", "fighter", "bomber"]);
    expect(casualtyTypeOrder(rs, ["fighter", "armour", "infantry", "bomber"], ["bomber", "armour"])).toEqual([
      "bomber",
      "armour",
      "infantry",
      "fighter",
    ]);
    // equal prices (transport and submarine, 8): the lower combat value goes first
    expect(casualtyTypeOrder(rs, ["submarine", "transport"], [], (t) => (t === "transport" ? 1 : 2))).toEqual(["transport", "submarine"]);
  });

  it("COMB-4 / SUB-3: a policy's pick is always a legal answer, of exactly the required size", () => {
    const arb = fc.record({
      types: fc.array(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 8 }),
      hits: fc.nat(6),
      rhits: fc.nat(3),
      order: fc.shuffledSubarray(TYPES),
      restrictedMask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ types, hits, rhits, order, restrictedMask }) => {
        const cands = types.map((t, i) => cand(i + 1, t));
        const ids = cands.filter((_, i) => restrictedMask[i]).map((c) => c.id);
        const req = { hits, restricted: { hits: rhits, ids, rule: "SUB-3" } };
        const pick = pickCasualties(rs, cands, req, order);
        expect(pick.length).toBe(casualtyCount(cands, req));
        expect(checkCasualtyChoice(cands, req, pick)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("COMB-4: too few, unknown or restricted-breaking answers are explained", () => {
    const cands = [cand(1, "carrier"), cand(2, "fighter")];
    const req = { hits: 0, restricted: { hits: 1, ids: ["u1"], rule: "SUB-3" } };
    expect(checkCasualtyChoice(cands, req, ["u2"])).toMatchObject({ restricted: true });
    expect(checkCasualtyChoice(cands, { hits: 1 }, [])).toMatchObject({ restricted: false });
    expect(checkCasualtyChoice(cands, { hits: 1 }, ["u9"])).toMatchObject({ restricted: false });
    expect(checkCasualtyChoice(cands, { hits: 1 }, ["u2"])).toBeNull();
  });

  it("COMB-4: the referee asks only when the answers differ", () => {
    expect(isForced([cand(1, "infantry"), cand(2, "infantry")], { hits: 1 })).toBe(true);
    expect(isForced([cand(1, "infantry"), cand(2, "armour")], { hits: 1 })).toBe(false);
    expect(isForced([cand(1, "infantry"), cand(2, "armour")], { hits: 2 })).toBe(true);
    expect(isForced([cand(1, "infantry"), cand(2, "infantry", "Japanese")], { hits: 1 })).toBe(false);
  });

  it("TECH-4, TECH-5, TECH-8: values with developments", () => {
    expect(combatValue(rs, "fighter", "defender", ["jetPower"])).toBe(5);
    expect(combatValue(rs, "fighter", "attacker", ["jetPower"])).toBe(3);
    expect(combatValue(rs, "submarine", "attacker", ["superSubmarines"])).toBe(3);
    expect(combatValue(rs, "submarine", "defender", ["superSubmarines"])).toBe(2);
    expect(firepower(rs, "bomber", "attacker", ["heavyBombers"])).toEqual({ value: 4, dice: 3, bestOf: false });
    expect(firepower(rs, "bomber", "defender", ["heavyBombers"])).toEqual({ value: 1, dice: 1, bestOf: false });
    expect(firepower(rs, "transport", "attacker", [])).toEqual({ value: 0, dice: 0, bestOf: false });
    expect(firepower(rs, "aaGun", "defender", [])).toEqual({ value: 0, dice: 0, bestOf: false });
  });
});
