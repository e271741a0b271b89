// POST /v1/orders: an orders text applied line by line, all or nothing (docs/orders.md).
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";

describe("POST /v1/orders", () => {
  it("applies every line in turn and answers each line's action and ruling with the final state", async () => {
    const state = await newClassic();
    const orders = "# Russia's purchase\nbuy 3 inf, 1 arm\n\nend phase\n";
    const r = await json("POST", "/v1/orders", { state, orders });
    expect(r.status).toBe(200);
    expect(r.body.lines.map((l: { line: number }) => l.line)).toEqual([2, 4]);
    expect(r.body.lines[0].action).toEqual({ type: "purchase", power: "Russians", units: { infantry: 3, armour: 1 } });
    expect(r.body.state.powers.Russians.purchased).toEqual({ infantry: 3, armour: 1 });
    expect(r.body.state.turn.phase).not.toBe("purchase");
  });

  it("400 for an unknown place: line, column and up to three candidates; nothing applied", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/orders", { state, orders: "buy 1 inf\nend phase\nmove 1 inf Karelai -> Russia" });
    expect(r.status).toBe(400);
    expect(r.type).toContain("application/problem+json");
    expect(r.body).toMatchObject({ line: 3, column: 12 });
    expect(r.body.candidates[0]).toBe("Karelia S.S.R.");
  });

  it("422 names the first illegal line, its rule IDs and the state before it", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/orders", { state, orders: "buy 3 inf\nbuy 100 bb" });
    expect(r.status).toBe(422);
    expect(r.body.line).toBe(2);
    expect(r.body.violations.map((v: { rule: string }) => v.rule)).toContain("PURCH-2");
    expect(r.body.state.powers.Russians.purchased).toEqual({ infantry: 3 });
  });

  it("supplied dice are one stream over the whole text; dryRun signs no receipt", async () => {
    const state = await newClassic();
    const r = await json("POST", "/v1/orders", { state, orders: "develop 1 dice", dice: { mode: "supplied", rolls: [3, 6, 2] } });
    expect(r.status).toBe(200);
    expect(r.body.lines[0].dice.log[0].values).toEqual([3]);
    const dry = await json("POST", "/v1/orders", { state, orders: "develop 1 dice", dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.lines[0].dice.signature).toBeUndefined();
  });
});
