// 400s name the field a union body gets wrong and what was expected (issue 17), never ": Invalid input".
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "./helpers.js";

describe("bodies that match no shape of a union", () => {
  beforeAll(() => json("GET", "/v1/rulesets/classic"), 120_000); // the first request loads the rule sets: slow on a busy machine

  it('POST /v1/odds with seed "x": the problem names `seed` and the number it expects', async () => {
    const r = await json("POST", "/v1/odds", { seed: "x" });
    expect(r.status).toBe(400);
    expect(r.type).toContain("application/problem+json");
    expect(r.body.errors[0]).toEqual({ path: "seed", message: 'expected a number, got "x"' });
    expect(r.body.errors[1].message).toMatch(/^matches none of the 2 accepted shapes: \(1\) state: required but missing/);
    expect(r.body.detail).toMatch(/^seed: expected a number, got "x"; matches none/);
  });

  it("POST /v1/odds, a stand-alone battle with a bad seed: only `seed` is reported", async () => {
    const r = await json("POST", "/v1/odds", {
      kind: "land",
      attacker: { units: { infantry: 2 } },
      defender: { units: { infantry: 1 } },
      seed: "x",
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: "seed", message: 'expected a number, got "x"' }]);
  });

  it("POST /v1/replay with a step's dice of neither kind: the problem is at steps[0].dice", async () => {
    const r = await json("POST", "/v1/replay", {
      ruleset: "classic",
      actions: [{ action: { type: "endPhase", power: "Russians" }, dice: { mode: "loaded" } }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0].path).toBe("steps[0].dice");
    expect(r.body.errors[0].message).toMatch(
      /^matches none of the 2 accepted shapes: \(1\) mode: .*supplied.*; or \(2\) mode: .*seeded.*log: required but missing \(expected a list\)/,
    );
  });
});
