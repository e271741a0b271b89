// GraphQL's applyOrders (issue 34): the same orders text as POST /v1/orders, typed in and out — the final state and
// each line's action and ruling; a line that breaks the rules answered as ok: false (REST's 422); a line that
// names an unknown place is BAD_USER_INPUT with its line, column and nearest names (REST's 400).
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";
import { gql, gqlRaw, stateInput } from "./graphql-helpers.js";

const APPLY = `mutation($state: GameStateInput!, $orders: String!, $dice: DiceRequestInput, $dryRun: Boolean) {
  applyOrders(state: $state, orders: $orders, dice: $dice, dryRun: $dryRun) {
    ok line column
    violations { rule message }
    lines { line text action { type power ... on PurchaseAction { units { key value } } } events { type } dice { mode signature } }
    state { turn { round power phase } powers { key value { ipcs purchased { key value } } } }
  }
}`;
const apply = async (variables: Record<string, unknown>) => (await gql(APPLY, variables)).applyOrders;
const purchased = (v: any, power: string) => v.state.powers.find((p: any) => p.key === power).value.purchased;

describe("GraphQL applyOrders", () => {
  it("PURCH-1, TURN-2: applies each line in turn, as POST /v1/orders does (same actions, same final state)", async () => {
    const state = await newClassic();
    const orders = "# Russia buys\nbuy 3 inf, 1 arm\n\nend phase\n";
    const v = await apply({ state: stateInput(state), orders, dice: { supplied: { rolls: [] } } });
    expect(v.ok).toBe(true);
    expect(v.lines.map((l: { line: number }) => l.line)).toEqual([2, 4]);
    const counts = [
      { key: "infantry", value: 3 },
      { key: "armour", value: 1 },
    ];
    expect(v.lines[0].action).toEqual({ type: "purchase", power: "Russians", units: counts });
    expect(v.lines[1].action).toEqual({ type: "endPhase", power: "Russians" });
    const rest = await json("POST", "/v1/orders", { state, orders, dice: { mode: "supplied", rolls: [] } });
    expect(rest.status).toBe(200);
    expect(rest.body.lines.map((l: { action: { type: string } }) => l.action.type)).toEqual(["purchase", "endPhase"]);
    expect(v.state.turn).toEqual(rest.body.state.turn);
    expect(purchased(v, "Russians")).toEqual(counts);
  });

  it("PURCH-2: a line that breaks the rules is ok: false with its line, column, rule IDs and the state before it", async () => {
    const state = await newClassic();
    const v = await apply({ state: stateInput(state), orders: "buy 3 inf\n  buy 100 bb", dryRun: true });
    expect(v.ok).toBe(false);
    expect(v).toMatchObject({ line: 2, column: 3 });
    expect(v.violations.map((x: { rule: string }) => x.rule)).toContain("PURCH-2");
    expect(purchased(v, "Russians")).toEqual([{ key: "infantry", value: 3 }]);
    expect(v.lines).toBeNull();
  });

  it("an unknown place is BAD_USER_INPUT naming the line, the column and the nearest places", async () => {
    const state = await newClassic();
    const r = await gqlRaw(APPLY, { state: stateInput(state), orders: "buy 1 inf\nend phase\nmove 1 inf Karelai -> Russia" });
    expect(r.body.data?.applyOrders ?? null).toBeNull();
    const ext = r.body.errors[0].extensions;
    expect(ext).toMatchObject({ code: "BAD_USER_INPUT", status: 400, line: 3, column: 12 });
    expect(ext.candidates[0]).toBe("Karelia S.S.R.");
    expect(ext.candidates.length).toBeLessThanOrEqual(3);
  });
});
