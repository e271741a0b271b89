// Enhanced Realism retreats given by a battle policy give exactly the result of answering by hand (docs/combat.md):
// the policy's destination is checked by the flexible-retreat rules (ER-RET-2, ER-RET-5), not Classic RET-2, and a
// policy that asks submarines alone to withdraw is refused (ER-RET-1: no partial retreat, not even for submarines).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { coreHelpers } from "../../support/core.js";

const { position, ok, refused, act } = coreHelpers("classic");
const F = { flexibleRetreats: true };
const misses = [6, 6, 6, 6, 6, 6, 6, 6];

/** German land units attack Karelia from East Europe; Finland Norway (German, adjacent) was never entered from. */
const landAttack = (): GameState => {
  let s = position(
    {
      power: "Germans",
      phase: "combatMove",
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "Germans", type: "armour" },
          ],
        },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    },
    F,
  );
  s = ok(s, { type: "move", power: "Germans", units: { infantry: 2, armour: 1 }, path: ["East Europe", "Karelia S.S.R."] }).state;
  return ok(s, { type: "endPhase", power: "Germans" }).state;
};

/** A German battleship attacks a British battleship in North Sea Zone from Baltic Sea Zone. */
const seaAttack = (): GameState => {
  let s = position(
    {
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": {
          units: [
            { owner: "Germans", type: "battleship" },
            { owner: "Germans", type: "submarine" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    },
    F,
  );
  const ids = s.territories["Baltic Sea Zone"]!.units.map((u) => u.id);
  s = ok(s, { type: "move", power: "Germans", units: ids, path: ["Baltic Sea Zone", "North Sea Zone"] }).state;
  return ok(s, { type: "endPhase", power: "Germans" }).state;
};

const board = (s: GameState) => JSON.stringify([s.territories, s.pending.battles, s.pending.decision ?? null]);

describe("flexibleRetreats: a policy retreat equals the same retreat answered by hand", () => {
  it("ER-RET-2: land units retreat by policy to an adjacent friendly territory they did not come from, as by hand", () => {
    const byPolicy = ok(
      landAttack(),
      { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R.", policy: { retreat: { afterRound: 1, to: "Finland Norway" } } },
      misses,
    ).state;
    let byHand = ok(landAttack(), { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, misses).state;
    expect(byHand.pending.decision).toMatchObject({ kind: "retreat", power: "Germans" });
    byHand = ok(byHand, { type: "retreat", power: "Germans", at: "Karelia S.S.R.", to: "Finland Norway" }).state;
    expect(board(byPolicy)).toBe(board(byHand));
    expect(byPolicy.territories["Finland Norway"]!.units.filter((u) => u.owner === "Germans")).toHaveLength(3);
  });

  it("ER-RET-2: a policy destination no unit may reach is refused with the flexible-retreat rule, as by hand", () => {
    const ids = refused(
      landAttack(),
      { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R.", policy: { retreat: { afterRound: 1, to: "Russia" } } },
      misses,
    );
    expect(ids).toContain("ER-RET-2");
    expect(ids).not.toContain("RET-2");
    const byHand = ok(landAttack(), { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, misses).state;
    expect(refused(byHand, { type: "retreat", power: "Germans", at: "Karelia S.S.R.", to: "Russia" })).toContain("ER-RET-2");
  });

  it("ER-RET-5: ships break off contact by policy (retreat to the battle's own zone), as by hand", () => {
    const policy = { retreat: { afterRound: 1, to: "North Sea Zone" } };
    const byPolicy = ok(seaAttack(), { type: "resolveBattle", power: "Germans", at: "North Sea Zone", policy }, misses).state;
    let byHand = ok(seaAttack(), { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, misses).state;
    expect(byHand.pending.decision).toMatchObject({ kind: "retreat", power: "Germans" });
    byHand = ok(byHand, { type: "retreat", power: "Germans", at: "North Sea Zone", to: "North Sea Zone" }).state;
    expect(board(byPolicy)).toBe(board(byHand));
    expect(byPolicy.pending.battles).toEqual([]);
  });

  it("ER-RET-1: a policy's withdrawSubmarines is refused (no partial retreat, not even for submarines)", () => {
    const r = act(
      seaAttack(),
      {
        type: "resolveBattle",
        power: "Germans",
        at: "North Sea Zone",
        policy: { withdrawSubmarines: { attacker: { afterRound: 1, to: "Baltic Sea Zone" } } },
      },
      misses,
    );
    expect(r.ok).toBe(false);
    const rules = r.ok ? [] : r.violations.map((v) => v.rule);
    expect(rules).toEqual(expect.arrayContaining(["ER-RET-1", "SUB-5"]));
    // by hand there is no such decision to answer either: the round ends with the whole side's retreat decision
    const byHand = ok(seaAttack(), { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, misses).state;
    expect(byHand.pending.decision?.kind).toBe("retreat");
  });
});

describe("incomeAtTurnStart: nothing is saved, so nothing is plundered", () => {
  it("ER-INC-2: capturing a capital takes 0 IPCs, whatever the position gives its owner (CAPT-6 emptied)", () => {
    const s = position(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 5, Russians: 17 },
        territories: {
          "Karelia S.S.R.": { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
          Russia: { units: [] },
        },
      },
      { incomeAtTurnStart: true },
    );
    // an empty enemy territory is taken by the move itself (CAPT-1)
    const r = ok(s, { type: "move", power: "Germans", units: { infantry: 2 }, path: ["Karelia S.S.R.", "Russia"] });
    expect(r.state.territories.Russia!.owner).toBe("Germans");
    expect(r.state.powers.Russians!.ipcs).toBe(17);
    expect(r.state.powers.Germans!.ipcs).toBe(5);
    const plunder = r.events.filter((e) => e.type === "plundered");
    expect(plunder.every((e) => e.type === "plundered" && e.amount === 0)).toBe(true);
  });

  it("CAPT-6: without incomeAtTurnStart the same capture plunders the treasury", () => {
    const s = position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 5, Russians: 17 },
      territories: { "Karelia S.S.R.": { units: [{ owner: "Germans", type: "infantry", count: 2 }] }, Russia: { units: [] } },
    });
    const r = ok(s, { type: "move", power: "Germans", units: { infantry: 2 }, path: ["Karelia S.S.R.", "Russia"] });
    expect(r.state.powers.Russians!.ipcs).toBe(0);
    expect(r.state.powers.Germans!.ipcs).toBe(22);
  });
});
