// The `europe` rule set is served through the registry like classic: rule-set listing, games/new (standard
// start, position, options checked), validate, adjudicate, legal-actions, replay and the rule catalogue.
import { describe, expect, it } from "vitest";
import { call, json } from "./helpers.js";
import { europe, ok } from "./scenario-helpers.js";

describe("europe over HTTP", () => {
  it("GET /v1/rulesets lists europe; GET /v1/rulesets/europe gives its phases (cashAdvance first), powers and options", async () => {
    const list = await json("GET", "/v1/rulesets");
    expect(list.body.rulesets.map((r: { id: string }) => r.id)).toContain("europe");
    const rs = await json("GET", "/v1/rulesets/europe");
    expect(rs.status).toBe(200);
    expect(rs.body.phases).toEqual(["cashAdvance", "purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    expect(rs.body.powers.map((p: { name: string }) => p.name)).toEqual(["Germans", "Russians", "British", "Americans"]);
    for (const key of ["destroyerCancelsFirstStrike", "destroyerBombardValue", "patrioticWarAutomatic", "middleEastRule", "lowLuck"])
      expect(JSON.stringify(rs.body)).toContain(key);
  });

  it("EUR-TURN-4: games/new gives the standard start (round 0, treasuries 40/24/25/40, advances); bad options are a 400", async () => {
    const s = await europe();
    expect(s.ruleset.id).toBe("europe");
    expect(s.turn).toEqual({ round: 0, power: "Germans", phase: "cashAdvance" });
    expect(Object.values(s.powers).map((p: any) => p.ipcs)).toEqual([40, 24, 25, 40]);
    expect(s.powers.Germans.advance).toBe(12);
    expect(s.territories["British Convoy 3 Sea Zone"].owner).toBe("British");
    expect((await json("POST", "/v1/games/new", { ruleset: "europe", options: { totalVictory: true } })).status).toBe(400);
    expect((await json("POST", "/v1/games/new", { ruleset: "europe", options: { middleEastRule: "yes" } })).status).toBe(400);
    const bad = await json("POST", "/v1/games/new", {
      ruleset: "europe",
      position: { territories: { "East US": { units: [{ owner: "Germans", type: "infantry" }] } } },
    });
    expect(bad.status).toBe(400);
  });

  it("EUR-TURN-2: validate, adjudicate and legal-actions answer for a europe state; the Germans' advance turn ends into the Russians'", async () => {
    const s = await europe();
    const v = await json("POST", "/v1/validate", { state: s, action: { type: "purchase", power: "Germans", units: { infantry: 4 } } });
    expect(v.status).toBe(200);
    const legal = await json("POST", "/v1/legal-actions", { state: s, power: "Germans" });
    expect(legal.status).toBe(200);
    const t = (await ok(s, { type: "endPhase", power: "Germans" })).state;
    expect(t.turn).toEqual({ round: 0, power: "Russians", phase: "cashAdvance" });
    expect(t.powers.Germans.ipcs).toBe(52); // EUR-ECON-4: the unspent advance joins the treasury
  });

  it("EUR-TURN-3: after the Americans' advance, round 1 begins with the Germans' purchase", async () => {
    let s = await europe();
    for (const p of ["Germans", "Russians", "British", "Americans"]) s = (await ok(s, { type: "endPhase", power: p })).state;
    expect(s.turn).toEqual({ round: 1, power: "Germans", phase: "purchase" });
    expect(Object.values(s.powers).some((p: any) => p.advance !== undefined)).toBe(false);
  });

  it("a replayed europe game reaches the same state as adjudicating it step by step", async () => {
    const s = await europe();
    const actions = [
      { type: "purchase", power: "Germans", units: { armour: 2 } },
      { type: "place", power: "Germans", at: "Germany", units: { armour: 2 } },
      { type: "endPhase", power: "Germans" },
    ];
    let t = s;
    for (const a of actions) t = (await ok(t, a)).state;
    const r = await json("POST", "/v1/replay", { ruleset: "europe", actions });
    expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(200);
    expect(r.body).toMatchObject({ ok: true, steps: 3 });
    expect(r.body.finalState).toEqual(t);
  });

  it("POST /v1/render draws the AAE board: every space, the powers' colours and Europe's income in the header; PNG too", {
    timeout: 120_000,
  }, async () => {
    const s = await europe();
    const res = await call("POST", "/v1/render", { state: s, format: "svg", width: 1000 });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg.match(/data-place="/g)?.length).toBe(Object.keys(s.territories).length);
    for (const place of ["Germany", "Moscow", "British Convoy 3 Sea Zone", "Spain"]) expect(svg).toContain(`data-place="${place}"`);
    expect(svg).toContain("#777777"); // the Germans' colour of TripleA's europe map
    expect(svg).toContain("British 25 IPCs · income 25"); // EUR-ME-2: no Middle East income for the Allies
    const png = await call("POST", "/v1/render", { state: s, format: "png", width: 500 });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });
});
