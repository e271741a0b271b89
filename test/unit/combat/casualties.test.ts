// The pure casualty functions the odds calculator shares: a policy's pick is always a legal answer.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  casualtyCount,
  casualtyTypeOrder,
  checkCasualtyChoice,
  isForced,
  pickCasualties,
  poolsOf,
  type Candidate,
  type HitRequest,
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

  it("COMB-4 / SUB-3 / EUR-SUB-3: with several restricted pools a policy's pick is legal and as large as any answer can be", () => {
    // brute force: a set is an answer when its units can each take one hit, every hit within its own pool
    const fits = (req: HitRequest, ids: readonly string[]): boolean => {
      const pools = [...poolsOf(req).map((p) => ({ left: p.hits, ids: new Set(p.ids) })), { left: req.hits, ids: null }];
      const go = (i: number): boolean =>
        i === ids.length ||
        pools.some((p) => {
          if (p.left === 0 || (p.ids && !p.ids.has(ids[i]!))) return false;
          p.left--;
          const ok = go(i + 1);
          p.left++;
          return ok;
        });
      return go(0);
    };
    const arb = fc.record({
      types: fc.array(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 6 }),
      hits: fc.nat(3),
      pools: fc.array(fc.record({ hits: fc.nat(3), mask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }) }), {
        minLength: 2,
        maxLength: 3,
      }),
      order: fc.shuffledSubarray(TYPES),
    });
    fc.assert(
      fc.property(arb, ({ types, hits, pools, order }) => {
        const cands = types.map((t, i) => cand(i + 1, t));
        const [first, ...rest] = pools.map((p, i) => ({
          hits: p.hits,
          ids: cands.filter((_, j) => p.mask[j]).map((c) => c.id),
          rule: `R-${i}`,
        }));
        const req: HitRequest = { hits, restricted: first!, also: rest };
        let best = 0;
        for (let m = 0; m < 1 << cands.length; m++) {
          const set = cands.filter((_, j) => m & (1 << j)).map((c) => c.id);
          if (set.length > best && fits(req, set)) best = set.length;
        }
        const pick = pickCasualties(rs, cands, req, order);
        expect(casualtyCount(cands, req)).toBe(best);
        expect(pick.length).toBe(best);
        expect(fits(req, pick)).toBe(true);
        expect(checkCasualtyChoice(cands, req, pick)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("EUR-SUB-3: an answer that gives the aircraft's hit to the submarine is refused under EUR-SUB-3; the only legal answer is forced", () => {
    const cands = [cand(1, "destroyer"), cand(2, "submarine")];
    // the submarines' hits (SUB-3) may take either ship, the aircraft's (EUR-SUB-3) only the destroyer
    const req: HitRequest = {
      hits: 0,
      restricted: { hits: 1, ids: ["u1"], rule: "EUR-SUB-3" },
      also: [{ hits: 0, ids: ["u1", "u2"], rule: "SUB-3" }],
    };
    expect(casualtyCount(cands, req)).toBe(1);
    expect(checkCasualtyChoice(cands, req, ["u2"])).toMatchObject({ restricted: true, rule: "EUR-SUB-3" });
    expect(checkCasualtyChoice(cands, req, ["u1"])).toBeNull();
    expect(isForced(cands, req)).toBe(true);
    expect(pickCasualties(rs, cands, req)).toEqual(["u1"]);
    // one hit each: both ships go, whichever order the policy prefers
    const both: HitRequest = { ...req, also: [{ hits: 1, ids: ["u1", "u2"], rule: "SUB-3" }] };
    expect(pickCasualties(rs, cands, both, ["destroyer"]).sort()).toEqual(["u1", "u2"]);
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
