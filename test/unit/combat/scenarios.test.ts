import { describe, expect, it } from "vitest";
import { position, ok, typesAt, event, ids } from "./helpers.js";

describe("rulebook battles", () => {
  it("T-13 (COMB-2, COMB-5, CAPT-1): German infantry and armour against a lone British armour; the infantry rolls 1, the armour need not roll", () => {
    const s = position("Germans", {
      "Anglo Sudan Egypt": { units: [{ owner: "British", type: "armour" }, { owner: "Germans", type: "infantry" }, { owner: "Germans", type: "armour" }] },
    });
    expect(s.pending.battles.map((b) => b.at)).toEqual(["Anglo Sudan Egypt"]);
    const r = ok(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt" }, [1, 2]);
    expect(r.dice.map((d) => [d.side, d.unitType, d.values, d.hits])).toEqual([["attacker", "infantry", [1], 1], ["defender", "armour", [2], 1]]);
    // The Germans choose: infantry or armour (a real choice, so the referee asks).
    expect(r.state.pending.decision).toMatchObject({ kind: "casualties", power: "Germans", side: "attacker", count: 1, hits: 1 });
    const inf = ids(r.state, "Anglo Sudan Egypt", "infantry", "Germans");
    const r2 = ok(r.state, { type: "chooseCasualties", power: "Germans", at: "Anglo Sudan Egypt", units: inf });
    expect(r2.dice).toEqual([]);
    check(r2);
  });
  it("T-13 with a policy: the same battle in one call, cheapest first loses the infantry", () => {
    const s = position("Germans", {
      "Anglo Sudan Egypt": { units: [{ owner: "British", type: "armour" }, { owner: "Germans", type: "infantry" }, { owner: "Germans", type: "armour" }] },
    });
    const r = ok(s, { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: {} }, [1, 2]);
    check(r);
  });
});

function check(r: ReturnType<typeof ok>) {
  {
    expect(typesAt(r.state, "Anglo Sudan Egypt")).toEqual({ "Germans:armour": 1 });
    expect(r.state.territories["Anglo Sudan Egypt"]!.owner).toBe("Germans");
    expect(r.state.pending.battles).toEqual([]);
    expect(r.state.thisTurn.battlesFought).toEqual(["Anglo Sudan Egypt"]);
    expect(event(r, "battleEnded")[0]).toMatchObject({ result: "attackerWon", captured: true, rounds: 1 });
    expect(r.unused).toEqual([]);
  }
}
