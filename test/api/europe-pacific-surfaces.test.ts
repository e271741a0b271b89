// The `europe-pacific` rule set is served through the registry like the others: listing (theatre per space),
// games/new (the standard start with treasuries), validate, legal-actions and the rule catalogue.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { gql } from "./graphql-helpers.js";
import { europePacific, ok } from "./scenario-helpers.js";

describe("europe-pacific over HTTP", () => {
  it("EP-GEN-3, EP-TURN-1: GET /v1/rulesets lists europe-pacific; its detail gives every space's theatre and the powers in order", async () => {
    const list = await json("GET", "/v1/rulesets");
    expect(list.body.rulesets.map((r: { id: string }) => r.id)).toContain("europe-pacific");
    const rs = await json("GET", "/v1/rulesets/europe-pacific");
    expect(rs.status).toBe(200);
    expect(rs.body.powers.map((p: { name: string }) => p.name)).toEqual(["Germans", "Russians", "Japanese", "British", "Americans"]);
    const theatre = Object.fromEntries(rs.body.board.territories.map((t: { name: string; theatre: string }) => [t.name, t.theatre]));
    expect(Object.values(theatre).every((t) => ["europe", "pacific", "strip"].includes(t as string))).toBe(true);
    expect(theatre["United States (Europe)"]).toBe("europe");
    expect(theatre["United States (Pacific)"]).toBe("pacific");
    expect(theatre["Panama Canal Sea Zone"]).toBe("strip");
    expect(rs.body.powers.find((p: { name: string }) => p.name === "British").treasuries).toEqual({ uk: 25, india: 22, australia: 25 });
    const rules = await json("GET", "/v1/rulesets/europe-pacific/rules/EP-SETUP-3");
    expect(rules.status).toBe(200);
  });

  it("EP-SETUP-2, EP-MONEY-1, EP-GEN-2: games/new gives the standard start with the treasuries in the state; any option is a 400", async () => {
    const s = await europePacific();
    expect(s.ruleset.id).toBe("europe-pacific");
    expect(s.turn).toEqual({ round: 0, power: "Germans", phase: "cashAdvance" }); // EP-GEN-1: the AAE board's cash advance
    expect(s.powers.Americans).toMatchObject({ ipcs: 115, treasuries: { europe: 40, pacific: 75 } });
    expect(s.powers.British).toMatchObject({ ipcs: 72, treasuries: { uk: 25, india: 22, australia: 25 } });
    expect(s.territories["Soviet Union"].owner).toBe("Russians");
    expect(Object.values(s.territories).reduce((n: number, t: any) => n + t.units.length, 0)).toBe(458);
    expect((await json("POST", "/v1/games/new", { ruleset: "europe-pacific", options: { originalSetup: true } })).status).toBe(400);
  });

  it("EP-TURN-2: validate and legal-actions answer for a linked state; Germany's purchase is checked", async () => {
    const s = await europePacific();
    const v = await json("POST", "/v1/validate", { state: s, action: { type: "purchase", power: "Germans", units: { infantry: 4 } } });
    expect(v.status).toBe(200);
    expect(v.body.ok).toBe(true);
    const legal = await json("POST", "/v1/legal-actions", { state: s, power: "Germans" });
    expect(legal.status).toBe(200);
    const t = (await ok(s, { type: "purchase", power: "Germans", units: { infantry: 4 } })).state;
    expect(t.powers.Germans).toMatchObject({ ipcs: 40, advance: 0 }); // round 0: paid from the cash advance
  });

  it("EP-GEN-2: GraphQL names the rule set europe-pacific, as REST does", async () => {
    const { newGame } = await gql('query { newGame(ruleset: "europe-pacific") { ruleset { id } turn { power } } }');
    expect(newGame).toEqual({ ruleset: { id: "europe-pacific" }, turn: { power: "Germans" } });
    const { rulesets } = await gql("query { rulesets { id } }");
    expect(rulesets.map((r: { id: string }) => r.id)).toContain("europe-pacific");
  });
});
