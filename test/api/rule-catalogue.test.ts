// The rule catalogue over HTTP and GraphQL (GET /v1/rulesets/{id}/rules…), and the link from each
// violation of a 422 to its entry.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { actionInput, stateInput } from "./graphql-helpers.js";
import { adjudicate, buy, ids, legal, move, position, simplified } from "./scenario-helpers.js";

describe("GET /v1/rulesets/{id}/rules/{ruleId}", () => {
  it("TRANS-5: answers the rule with its statement, source and link", async () => {
    const r = await json("GET", "/v1/rulesets/classic/rules/TRANS-5");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: "TRANS-5", source: "DAAK 3.2(5a)", implemented: true, href: "/v1/rulesets/classic/rules/TRANS-5" });
    expect(r.body.statement).toMatch(/same single territory/);
  });
  it("OPT-22: an entry the engine does not enforce says so, with the reason", async () => {
    const r = await json("GET", "/v1/rulesets/classic/rules/OPT-22");
    expect(r.body).toMatchObject({ id: "OPT-22", implemented: false });
    expect(r.body.note).toMatch(/^Not implemented/);
  });
  it("DEC-1: developer decisions are catalogued like rules", async () => {
    const r = await json("GET", "/v1/rulesets/classic/rules/DEC-1");
    expect(r.body).toMatchObject({ id: "DEC-1", source: "aa-referee", implemented: true });
  });
  it("an unknown rule ID, a rule of another rule set, an unknown rule set: 404 problem+json", async () => {
    for (const path of [
      "/v1/rulesets/classic/rules/TRANS-99",
      "/v1/rulesets/simplified/rules/TRANS-5",
      "/v1/rulesets/chess/rules/TRANS-5",
      "/v1/rulesets/chess/rules",
    ]) {
      const r = await json("GET", path);
      expect(r.status, path).toBe(404);
      expect(r.type).toBe("application/problem+json");
      expect(r.body).toMatchObject({ status: 404, instance: path });
    }
  });
});

describe("GET /v1/rulesets/{id}/rules", () => {
  it("lists every entry of each rule set, each with its own link", async () => {
    const classic = await json("GET", "/v1/rulesets/classic/rules");
    expect(classic.status).toBe(200);
    const byId = new Map(classic.body.rules.map((e: any) => [e.id, e]));
    for (const id of ["TURN-1", "TRANS-5", "OPT-23", "OPT-NAVAL-2", "DICE-1", "DEC-1"]) expect(byId.has(id), id).toBe(true);
    for (const e of classic.body.rules) expect(e.href).toBe(`/v1/rulesets/classic/rules/${e.id}`);
    const simp = await json("GET", "/v1/rulesets/simplified/rules");
    expect(simp.body.rules.map((e: any) => e.id)).toEqual(expect.arrayContaining(["SIMP-AIR-4", "PURCH-1", "DEC-1"]));
    expect(simp.body.rules.map((e: any) => e.id)).not.toContain("TRANS-5");
  });
});

describe("each violation of a 422 links to its catalogue entry", () => {
  it("TRANS-5 (T-05): the second infantry may not land elsewhere; the violation's href answers the rule", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const [i1, i2] = ids(s, "North Sea Zone", "British", "infantry");
    const r1 = await legal(s, move("British", [i1!], ["North Sea Zone", "Finland Norway"]));
    const r = await adjudicate(r1.state, move("British", [i2!], ["North Sea Zone", "West Europe"]));
    expect(r.status).toBe(422);
    const v = r.body.violations.find((x: any) => x.rule === "TRANS-5");
    expect(v.href).toBe("/v1/rulesets/classic/rules/TRANS-5");
    for (const x of r.body.violations) expect(x.href).toBe(`/v1/rulesets/classic/rules/${x.rule}`);
    expect((await json("GET", v.href)).body.id).toBe("TRANS-5");
  });
  it("PURCH-1 in a simplified game links into the simplified catalogue", async () => {
    const s = await simplified({ power: "Germans", phase: "buy", ipcs: { Germans: 30 } });
    const r = await adjudicate(s, buy("Germans", { fighter: 1 }));
    expect(r.status).toBe(422);
    expect(r.body.violations).toContainEqual(expect.objectContaining({ rule: "PURCH-1", href: "/v1/rulesets/simplified/rules/PURCH-1" }));
  });
});

describe("GraphQL: Ruleset.rules and Ruleset.rule(id)", () => {
  it("TRANS-5 through GraphQL; a violation there carries its href too", async () => {
    const query = `query { ruleset(id: "classic") { rule(id: "TRANS-5") { id source implemented href } none: rule(id: "NOPE-1") { id } rules { id } } }`;
    const r = await json("POST", "/graphql", { query });
    expect(r.body.data.ruleset.rule).toEqual({
      id: "TRANS-5",
      source: "DAAK 3.2(5a)",
      implemented: true,
      href: "/v1/rulesets/classic/rules/TRANS-5",
    });
    expect(r.body.data.ruleset.none).toBeNull();
    expect(r.body.data.ruleset.rules.length).toBeGreaterThan(200);
    const state = await simplified({ power: "Germans", phase: "buy", ipcs: { Germans: 30 } });
    const v = await json("POST", "/graphql", {
      query: "query($s: GameStateInput!, $a: ActionInput!) { validate(state: $s, action: $a) { ok violations { rule href } } }",
      variables: { s: stateInput(state), a: actionInput(buy("Germans", { fighter: 1 })) },
    });
    expect(v.body.data.validate.violations).toContainEqual({ rule: "PURCH-1", href: "/v1/rulesets/simplified/rules/PURCH-1" });
  });
});
