// The `pacific` rule set is served through the registry like the others: rule-set listing, games/new (standard
// start with victory points and kamikaze tokens, position, options checked), validate, adjudicate, legal-actions,
// replay and the rule catalogue.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { ok, pacific } from "./scenario-helpers.js";

describe("pacific over HTTP", () => {
  it("GET /v1/rulesets lists pacific; GET /v1/rulesets/pacific gives its phases, powers and options", async () => {
    const list = await json("GET", "/v1/rulesets");
    expect(list.body.rulesets.map((r: { id: string }) => r.id)).toContain("pacific");
    const rs = await json("GET", "/v1/rulesets/pacific");
    expect(rs.status).toBe(200);
    expect(rs.body.phases).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    expect(rs.body.powers.map((p: { name: string }) => p.name)).toEqual(["Japanese", "British", "Americans"]); // PAC-TURN-1
    for (const key of [
      "balancedSetup",
      "fixedConvoySplit",
      "separateChineseTurn",
      "tripleaVictory",
      "baseBonusRule",
      "loadedDestroyerMayAttack",
      "axisEconomicVictory",
      "scramble",
    ])
      expect(JSON.stringify(rs.body)).toContain(key);
  });

  it("PAC-TURN-3, PAC-TURN-5, PAC-VP-5: games/new gives the standard start (round 0; treasuries 19, india 22 + australia 25, 75; state.vp, kamikaze tokens); bad options are a 400", async () => {
    const s = await pacific();
    expect(s.ruleset.id).toBe("pacific");
    expect(s.turn).toEqual({ round: 0, power: "British", phase: "collectIncome" });
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]: [string, any]) => [p, v.ipcs]))).toEqual({
      Japanese: 19,
      British: 47,
      Americans: 75,
    });
    expect(s.powers.British.treasuries).toEqual({ india: 22, australia: 25 });
    const fixed = await pacific(undefined, { fixedConvoySplit: true }); // PAC-OPT-7: no round 0
    expect(fixed.turn).toEqual({ round: 1, power: "Japanese", phase: "purchase" });
    expect(s.vp).toEqual({ Japanese: 0 });
    expect(s.powers.Japanese.kamikazeTokens).toBe(6);
    expect(s.territories["52 Sea Zone"].owner).toBe("British");
    const units = Object.values(s.territories).reduce((n: number, t: any) => n + t.units.length, 0);
    expect(units).toBe(249); // the printed setup (PAC-TURN-4): 247 of the balanced one + 2
    expect((await json("POST", "/v1/games/new", { ruleset: "pacific", options: { totalVictory: true } })).status).toBe(400);
    expect((await json("POST", "/v1/games/new", { ruleset: "pacific", options: { baseBonusRule: "never" } })).status).toBe(400);
  });

  it("PAC-TURN-2: validate, adjudicate and legal-actions answer for a pacific state; Japan's turn ends into the British turn", async () => {
    const s = (await ok(await pacific(), { type: "endPhase", power: "British" })).state; // round 0 (PAC-TURN-5)
    const v = await json("POST", "/v1/validate", { state: s, action: { type: "purchase", power: "Japanese", units: { infantry: 4 } } });
    expect(v.status).toBe(200);
    const legal = await json("POST", "/v1/legal-actions", { state: s, power: "Japanese" });
    expect(legal.status).toBe(200);
    let t = s;
    for (let i = 0; i < 6; i++) t = (await ok(t, { type: "endPhase", power: "Japanese" })).state;
    expect(t.turn).toEqual({ round: 1, power: "British", phase: "purchase" });
    expect(t.powers.Japanese.ipcs).toBe(38); // 19 + 19 collected
    expect(t.vp).toEqual({ Japanese: 1 }); // PAC-VP-2: floor(19 / 10)
  });

  it("a replayed pacific game reaches the same state as adjudicating it step by step", async () => {
    const s = await pacific();
    const actions = [
      { type: "allocateConvoyIncome", power: "British", to: { india: 7, australia: 5 } },
      { type: "endPhase", power: "British" },
      { type: "purchase", power: "Japanese", units: { infantry: 2 } },
      { type: "endPhase", power: "Japanese" },
    ];
    let t = s;
    for (const a of actions) t = (await ok(t, a)).state;
    const r = await json("POST", "/v1/replay", { ruleset: "pacific", actions });
    expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(200);
    expect(r.body).toMatchObject({ ok: true, steps: 4 });
    expect(r.body.finalState).toEqual(t);
  });

  it("GET /v1/rulesets/pacific/rules: the catalogue names every PAC rule; only the retired option PAC-OPT-2 is marked not implemented", async () => {
    const r = await json("GET", "/v1/rulesets/pacific/rules");
    expect(r.status).toBe(200);
    const ids = r.body.rules.map((e: any) => e.id);
    expect(ids).toEqual(expect.arrayContaining(["PAC-VP-4", "PAC-SCRAM-2", "PAC-ECON-5", "PAC-OPT-3"]));
    expect(r.body.rules.filter((e: any) => !e.implemented).map((e: any) => e.id)).toEqual(["PAC-OPT-2"]);
  });

  // Odds model the rule set's own values of a state's battle (own-values.ts); what they cannot tell is a 422 naming the rule.
  it("odds: round 1's surprise attack is modelled (PAC-SURP-1: the American infantry defends at 1); a stand-alone amphibious battle with marines is a 422 naming PAC-TRANS-3", async () => {
    const battle = (round: number) =>
      pacific({
        round,
        power: "Japanese",
        phase: "combat",
        territories: {
          Yunnan: {
            owner: "Americans",
            units: [
              { owner: "Americans", type: "infantry" },
              { owner: "Japanese", type: "armour" },
            ],
          },
        },
      });
    const first = await json("POST", "/v1/odds", { state: await battle(1), at: "Yunnan" });
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const second = await json("POST", "/v1/odds", { state: await battle(2), at: "Yunnan" });
    expect(second.status, JSON.stringify(second.body).slice(0, 300)).toBe(200);
    // armour (3) against one infantry defending at q: it wins a round it hits and the infantry misses, until one hits —
    // P = ½(1−q) / (1 − ½(1−q)): 5/7 with q = 1/6 (round 1, at 1), 1/2 with q = 2/6 (round 2, at 2)
    expect(first.body.attackerWins).toBeCloseTo(5 / 7, 9);
    expect(second.body.attackerWins).toBeCloseTo(1 / 2, 9);
    const marines = await json("POST", "/v1/odds", {
      ruleset: "pacific",
      kind: "amphibious",
      attacker: { units: { marine: 2 } },
      defender: { units: { infantry: 1 } },
    });
    expect(marines.status).toBe(422);
    expect(marines.body.errors).toEqual([expect.objectContaining({ rule: "PAC-TRANS-3", path: "attacker.units.marine" })]);
    expect(marines.body.detail).toContain("PAC-TRANS-3");
  });
});
