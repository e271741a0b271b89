// The same rulings through GraphQL (DESIGN: "same capabilities in GraphQL at /graphql"): T-01 and T-13, with typed
// inputs (PositionInput, GameStateInput, the @oneOf ActionInput and DiceRequestInput) and nested selections.
import { describe, expect, it } from "vitest";
import { GameState } from "../../src/rules/schema/state.js";
import { fromGraphql, gql, positionInput, selection } from "./graphql-helpers.js";

const STATE = selection("GameState");
const NEW = `query($position: PositionInput) { newGame(ruleset: classic, position: $position) ${STATE} }`;
const VALIDATE =
  "query($state: GameStateInput!, $action: ActionInput!) { validate(state: $state, action: $action) { ok violations { rule message } } }";
const ADJUDICATE = `mutation($state: GameStateInput!, $action: ActionInput!, $dice: DiceRequestInput) {
  adjudicate(state: $state, action: $action, dice: $dice) {
    ok
    state { powers { key value { ipcs } } territories { key value { owner units { id type owner } } } }
    dice { mode log { values hits } }
    violations { rule }
  }
}`;
const owner = (state: any, name: string) => state.territories.find((t: any) => t.key === name).value.owner;

describe("GraphQL rulings", () => {
  it("T-01 LAND-4 / NEUT-2 through GraphQL (a state selected in full goes back as input unchanged)", async () => {
    const { newGame: s } = await gql(NEW, {
      position: positionInput({
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 10 },
        territories: { "West Europe": { units: [{ owner: "Germans", type: "armour" }] }, Gibraltar: { owner: "British", units: [] } },
      }),
    });
    expect(s.turn).toEqual({ round: 1, power: "Germans", phase: "combatMove" });
    expect(() => GameState.parse(fromGraphql(GameState, s))).not.toThrow();
    const bad = await gql(VALIDATE, {
      state: s,
      action: {
        move: { power: "Germans", units: { unitCounts: [{ key: "armour", value: 1 }] }, path: ["West Europe", "Spain", "Gibraltar"] },
      },
    });
    expect(bad.validate.ok).toBe(false);
    expect(bad.validate.violations.map((v: any) => v.rule)).toContain("LAND-4");
    const good = await gql(ADJUDICATE, {
      state: s,
      action: { move: { power: "Germans", units: { unitCounts: [{ key: "armour", value: 1 }] }, path: ["West Europe", "Spain"] } },
      dice: { supplied: { rolls: [] } },
    });
    expect(good.adjudicate.ok).toBe(true);
    expect(good.adjudicate.state.powers).toContainEqual({ key: "Germans", value: { ipcs: 7 } });
    expect(owner(good.adjudicate.state, "Spain")).toBe("Germans");
  });

  it("T-13 through GraphQL with supplied dice", async () => {
    const { newGame: s } = await gql(NEW, {
      position: positionInput({
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
      }),
    });
    const r = await gql(ADJUDICATE, {
      state: s,
      action: { resolveBattle: { power: "Germans", at: "Anglo Sudan Egypt", policy: {} } },
      dice: { supplied: { rolls: [1, 2] } },
    });
    expect(r.adjudicate.ok).toBe(true);
    expect(owner(r.adjudicate.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(r.adjudicate.dice.log.map((d: any) => d.values)).toEqual([[1], [2]]);
  });

  it("inline literals: a position, an action, dice and a rule set's options written in the query (OPT-20 low luck)", async () => {
    const { newGame: s } = await gql(`{
      newGame(ruleset: classic, options: { lowLuck: true }, position: { power: Germans, phase: purchase, ipcs: [{ key: "Germans", value: 12 }] })
      ${STATE}
    }`);
    expect(s.ruleset).toEqual({ id: "classic", options: expect.objectContaining({ lowLuck: true }) });
    const r = await gql(
      `mutation($s: GameStateInput!) {
        adjudicate(state: $s, action: { purchase: { power: Germans, units: [{ key: "infantry", value: 4 }] } }, dice: { seeded: true }) {
          ok state { powers { key value { ipcs purchased { key value } } } } events { type ... on PurchasedEvent { cost ipcs } }
        }
      }`,
      { s },
    );
    expect(r.adjudicate.ok).toBe(true);
    expect(r.adjudicate.state.powers).toContainEqual({ key: "Germans", value: { ipcs: 0, purchased: [{ key: "infantry", value: 4 }] } });
    expect(r.adjudicate.events).toContainEqual({ type: "purchased", cost: 12, ipcs: 0 });
  });
});
