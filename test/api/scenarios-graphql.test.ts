// The same rulings through GraphQL (DESIGN: "same capabilities in GraphQL at /graphql"): T-01 and T-13.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";

const gql = async (query: string, variables: object) => {
  const r = await json("POST", "/graphql", { query, variables });
  expect(r.status).toBe(200);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
};
const NEW = 'query($position: JSON) { newGame(ruleset: "classic", position: $position) }';
const VALIDATE = "query($state: JSON!, $action: JSON!) { validate(state: $state, action: $action) { ok violations { rule message } } }";
const ADJUDICATE =
  "mutation($state: JSON!, $action: JSON!, $dice: JSON) { adjudicate(state: $state, action: $action, dice: $dice) { ok state dice violations { rule } } }";

describe("GraphQL rulings", () => {
  it("T-01 LAND-4 / NEUT-2 through GraphQL", async () => {
    const { newGame: s } = await gql(NEW, {
      position: {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 10 },
        territories: { "West Europe": { units: [{ owner: "Germans", type: "armour" }] }, Gibraltar: { owner: "British", units: [] } },
      },
    });
    const bad = await gql(VALIDATE, {
      state: s,
      action: { type: "move", power: "Germans", units: { armour: 1 }, path: ["West Europe", "Spain", "Gibraltar"] },
    });
    expect(bad.validate.ok).toBe(false);
    expect(bad.validate.violations.map((v: any) => v.rule)).toContain("LAND-4");
    const good = await gql(ADJUDICATE, {
      state: s,
      action: { type: "move", power: "Germans", units: { armour: 1 }, path: ["West Europe", "Spain"] },
      dice: { mode: "supplied", rolls: [] },
    });
    expect(good.adjudicate.ok).toBe(true);
    expect(good.adjudicate.state.powers.Germans.ipcs).toBe(7);
    expect(good.adjudicate.state.territories.Spain.owner).toBe("Germans");
  });

  it("T-13 through GraphQL with supplied dice", async () => {
    const { newGame: s } = await gql(NEW, {
      position: {
        power: "Germans",
        phase: "combat",
        territories: {
          "Anglo Sudan Egypt": {
            units: [
              { owner: "British", type: "armour" },
              { owner: "Germans", type: "infantry" },
              { owner: "Germans", type: "armour" },
            ],
          },
        },
      },
    });
    const r = await gql(ADJUDICATE, {
      state: s,
      action: { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt", policy: {} },
      dice: { mode: "supplied", rolls: [1, 2] },
    });
    expect(r.adjudicate.ok).toBe(true);
    expect(r.adjudicate.state.territories["Anglo Sudan Egypt"].owner).toBe("Germans");
    expect(r.adjudicate.dice.log.map((d: any) => d.values)).toEqual([[1], [2]]);
  });
});
