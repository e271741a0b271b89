// One spelling of each rule set id on every surface: REST, GraphQL arguments and results (the CLI:
// test/unit/cli/names.test.ts). GraphQL still reads the former enum's `europe_pacific` and bare literals,
// deprecated, for one release (CHANGELOG.md 2026-11-28).
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { gql, gqlRaw } from "./graphql-helpers.js";

const ID = "europe-pacific";

describe("rule set ids: one spelling on every surface", () => {
  it("REST lists, describes and starts europe-pacific under that id", async () => {
    const list = await json("GET", "/v1/rulesets");
    const ids = (list.body.rulesets ?? list.body).map((r: { id: string }) => r.id);
    expect(ids).toContain(ID);
    expect((await json("GET", `/v1/rulesets/${ID}`)).body.id).toBe(ID);
    expect((await json("POST", "/v1/games/new", { ruleset: ID })).body.ruleset.id).toBe(ID);
  });

  it("GraphQL results spell every id as REST does (rulesets, ruleset, newGame's state)", async () => {
    const list = await json("GET", "/v1/rulesets");
    const rest = (list.body.rulesets ?? list.body).map((r: { id: string }) => r.id);
    const data = await gql(`{ rulesets { id } ruleset(id: "${ID}") { id } newGame(ruleset: "${ID}") { ruleset { id } } }`);
    expect(data.rulesets.map((r: { id: string }) => r.id)).toEqual(rest);
    expect(data.ruleset.id).toBe(ID);
    expect(data.newGame.ruleset.id).toBe(ID);
  });

  it("GraphQL arguments take the id as a string: literal, variable, odds and a state's ruleset", async () => {
    const v = await gql(`query($r: RulesetId!) { newGame(ruleset: $r) { ruleset { id } } }`, { r: ID });
    expect(v.newGame.ruleset.id).toBe(ID);
    const odds = await gql(`query($i: OddsRequestInput!) { odds(input: $i) { attackerWins } }`, {
      i: {
        oddsStandAlone: {
          ruleset: ID,
          kind: "land",
          attacker: { units: [{ key: "infantry", value: 2 }] },
          defender: { units: [{ key: "infantry", value: 1 }] },
        },
      },
    });
    expect(odds.odds.attackerWins).toBeGreaterThan(0.5);
    const unknown = await gqlRaw(`{ newGame(ruleset: "europe+pacific") { ruleset { id } } }`);
    expect(unknown.body.errors?.length).toBeGreaterThan(0);
  });

  it("deprecated for one release: the former enum value europe_pacific and bare enum literals are still read", async () => {
    const data = await gql(
      `query($r: RulesetId!) {
        literal: newGame(ruleset: europe_pacific) { ruleset { id } }
        quoted: newGame(ruleset: "europe_pacific") { ruleset { id } }
        variable: newGame(ruleset: $r) { ruleset { id } }
        bare: newGame(ruleset: classic) { ruleset { id } }
        one: ruleset(id: "europe_pacific") { id }
      }`,
      { r: "europe_pacific" },
    );
    expect(data).toEqual({
      literal: { ruleset: { id: ID } },
      quoted: { ruleset: { id: ID } },
      variable: { ruleset: { id: ID } },
      bare: { ruleset: { id: "classic" } },
      one: { id: ID },
    });
  });
});
