// One unit alias table for every surface (src/rules/ruleset/aliases.ts): what an action accepts, /v1/odds and
// GraphQL `odds` accept too, and answer exactly as for the rule set's own name.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { gql } from "./graphql-helpers.js";

const battle = (attacker: Record<string, number>, policy?: unknown) => ({
  ruleset: "classic",
  kind: "land",
  attacker: { units: attacker },
  defender: { units: { infantry: 3 } },
  ...(policy ? { policy } : {}),
});

describe("unit aliases in the odds, as in actions", () => {
  it("PURCH-1: a purchase takes classic's `tanks` (the alias the odds must take too)", async () => {
    const start = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    const r = await json("POST", "/v1/adjudicate", { state: start, action: { type: "purchase", power: "Russians", units: { tanks: 1 } } });
    expect(r.status).toBe(200);
  });

  it.each(["tank", "tanks", "armor"])("COMB-4: POST /v1/odds reads classic `%s` as armour (same answer)", async (alias) => {
    const own = await json("POST", "/v1/odds", battle({ armour: 2, infantry: 1 }, { casualtyOrder: { attacker: ["infantry", "armour"] } }));
    const aliased = await json(
      "POST",
      "/v1/odds",
      battle({ [alias]: 2, infantry: 1 }, { casualtyOrder: { attacker: ["infantry", alias] }, keepLast: { attacker: { [alias]: 1 } } }),
    );
    const kept = await json(
      "POST",
      "/v1/odds",
      battle({ armour: 2, infantry: 1 }, { casualtyOrder: { attacker: ["infantry", "armour"] }, keepLast: { attacker: { armour: 1 } } }),
    );
    expect(own.status).toBe(200);
    expect(aliased.status).toBe(200);
    expect(aliased.body).toEqual(kept.body);
    expect(aliased.body.attackerWins).toBeCloseTo(own.body.attackerWins, 12);
  });

  it("COMB-4: GraphQL odds reads `tanks` as armour (Pacific and the linked game too)", async () => {
    const q = `query($input: OddsRequestInput!) { odds(input: $input) { attackerWins } }`;
    const input = (ruleset: string, type: string) => ({
      oddsStandAlone: {
        ruleset,
        kind: "land",
        attacker: { units: [{ key: type, value: 2 }] },
        defender: { units: [{ key: "infantry", value: 2 }] },
      },
    });
    for (const ruleset of ["classic", "pacific", "europe-pacific"]) {
      const own = await gql(q, { input: input(ruleset, "armour") });
      const alias = await gql(q, { input: input(ruleset, "tanks") });
      expect(alias.odds.attackerWins).toBe(own.odds.attackerWins);
    }
  });

  it("SIMP-UNIT-1: Simplified's own `armor` has no aliases: `armour` stays unknown in its odds", async () => {
    const r = await json("POST", "/v1/odds", { ...battle({ armour: 1 }), ruleset: "simplified" });
    expect(r.status).toBe(400);
  });
});
