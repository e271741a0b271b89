// `next: {power, owes}` on every surface (TURN-3): games/new, every ruling, legal-actions, the hosted game's GET
// and its action results; COMB-4: while a casualty choice is owed the game waits for the defender.
import { describe, expect, it } from "vitest";
import { json, newClassic } from "./helpers.js";
import { act, getGame, hostGame } from "./hosted-helpers.js";

const karelia = {
  ruleset: "classic",
  position: {
    round: 1,
    power: "Germans",
    phase: "combat",
    territories: {
      "Karelia S.S.R.": {
        owner: "Russians",
        units: [
          { owner: "Russians", type: "infantry" },
          { owner: "Russians", type: "armour" },
          { owner: "Germans", type: "armour", count: 3 },
        ],
      },
    },
  },
};

describe("next: whose input the game waits for", () => {
  it("TURN-3: games/new, a ruling and legal-actions name the power to act", async () => {
    const s = await newClassic();
    expect(s.next).toEqual({ power: "Russians", owes: "turn" });
    const r = await json("POST", "/v1/adjudicate", { state: s, action: { type: "endPhase", power: "Russians" } });
    expect(r.status).toBe(200);
    expect(r.body.next).toEqual({ power: "Russians", owes: "turn" });
    expect(r.body.state.next).toEqual(r.body.next);
    const legal = await json("POST", "/v1/legal-actions", { state: s });
    expect(legal.body.power).toBe("Russians");
    expect(legal.body.next).toEqual({ power: "Russians", owes: "turn" });
    expect(legal.body.reason).toBeUndefined();
  });

  it("COMB-4: while the Russians owe a casualty choice, legal-actions answers for them by default and tells the Germans why they wait", async () => {
    const s = (await json("POST", "/v1/games/new", karelia)).body;
    const r = await json("POST", "/v1/adjudicate", {
      state: s,
      action: { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." },
      dice: { mode: "supplied", rolls: [1, 6, 6] },
    });
    expect(r.status).toBe(200);
    expect(r.body.next).toMatchObject({ power: "Russians", owes: "casualties" });
    const mine = await json("POST", "/v1/legal-actions", { state: r.body.state });
    expect(mine.body.power).toBe("Russians");
    expect(mine.body.actions).toContain("chooseCasualties");
    const theirs = await json("POST", "/v1/legal-actions", { state: r.body.state, power: "Germans" });
    expect(theirs.body.reason).toMatch(/Russians' casualties decision/);
    expect(theirs.body.actions).not.toContain("resolveBattle");
  });

  it("TURN-3: the hosted game's GET and each action result carry next", async () => {
    const game = await hostGame();
    const view = await getGame(game);
    expect(view.body.next).toEqual({ power: "Russians", owes: "turn" });
    const r = await act(game, game.tokens.Russians!, { type: "endPhase", power: "Russians" }, 0);
    expect(r.status).toBe(200);
    expect(r.body.next).toEqual({ power: "Russians", owes: "turn" });
  });
});
