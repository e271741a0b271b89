import { describe, expect, it } from "vitest";
import { apply, classic, endPhase, position, rulesOf, start } from "./helpers.js";
import { npl } from "../../../src/rules/queries.js";

describe("TURN — round and turn", () => {
  it("TURN-1: a new game starts in round 1 with the Russians; powers follow Russians, Germans, British, Japanese, Americans", () => {
    let s = start();
    expect(s.turn).toEqual({ round: 1, power: "Russians", phase: "purchase" });
    const seen: string[] = [];
    for (let i = 0; i < 6 * 5; i++) {
      if (s.turn.phase === "purchase") seen.push(s.turn.power);
      s = endPhase(s);
    }
    expect(seen).toEqual(["Russians", "Germans", "British", "Japanese", "Americans"]);
    expect(s.turn).toEqual({ round: 2, power: "Russians", phase: "purchase" });
  });

  it("TURN-2: the six phases come in order and an ended phase is not reopened", () => {
    let s = start();
    const phases = [s.turn.phase];
    for (let i = 0; i < 5; i++) {
      s = endPhase(s);
      phases.push(s.turn.phase);
    }
    expect(phases).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    // a purchase in the combat move phase is refused: purchasing belongs to action 1
    expect(rulesOf(s, { type: "purchase", power: "Russians", units: { infantry: 1 } })).toEqual(["TURN-2"]);
  });

  it("TURN-3: only the power whose turn it is may act", () => {
    expect(rulesOf(start(), { type: "purchase", power: "Germans", units: { infantry: 1 } })).toEqual(["TURN-3"]);
    expect(rulesOf(start(), { type: "endPhase", power: "Americans" })).toEqual(["TURN-3"]);
    expect(rulesOf(start(), { type: "purchase", power: "Russians", units: { infantry: 1 } })).toEqual([]);
  });

  it("an unknown power is refused with its name", () => {
    expect(rulesOf(start(), { type: "endPhase", power: "Italians" })).toEqual(["TURN-1"]);
  });
});

describe("PURCH / ECON — purchasing", () => {
  it("PURCH-1: prices are those of the unit table; a type the rule set lacks is refused", () => {
    const r = apply(start(), { type: "purchase", power: "Russians", units: { infantry: 1, armour: 1, aaGun: 1 } });
    expect(r.state.powers.Russians!.ipcs).toBe(24 - 3 - 5 - 5);
    expect(rulesOf(start(), { type: "purchase", power: "Russians", units: { destroyer: 1 } })).toEqual(["PURCH-1"]);
    expect(rulesOf(start(), { type: "purchase", power: "Russians", units: { artillery: 1 } })).toEqual(["PURCH-1"]);
  });

  it("PURCH-2 / ECON-3: the total may not exceed the treasury; exactly the treasury is fine", () => {
    expect(rulesOf(start(), { type: "purchase", power: "Russians", units: { infantry: 8, armour: 1 } })).toEqual(["PURCH-2", "ECON-3"]);
    expect(apply(start(), { type: "purchase", power: "Russians", units: { infantry: 8 } }).state.powers.Russians!.ipcs).toBe(0);
  });

  it("ECON-1 / ECON-2: IPCs never go negative and are never lent by an ally", () => {
    // The Russians have 0 IPCs; the British have plenty — nothing may be bought.
    const s = position({ ipcs: { Russians: 0, British: 100 } });
    expect(rulesOf(s, { type: "purchase", power: "Russians", units: { infantry: 1 } })).toContain("PURCH-2");
  });

  it("PURCH-3: bought units wait off the board; several purchases add up", () => {
    let s = apply(start(), { type: "purchase", power: "Russians", units: { infantry: 2 } }).state;
    s = apply(s, { type: "purchase", power: "Russians", units: { infantry: 1, armour: 1 } }).state;
    expect(s.powers.Russians!.purchased).toEqual({ infantry: 3, armour: 1 });
    const onBoard = Object.values(s.territories).flatMap((t) => t.units).length;
    expect(onBoard).toBe(Object.values(start().territories).flatMap((t) => t.units).length);
  });

  it("TECH-7: industrial technology lowers every price by 1", () => {
    const s = position({ ipcs: { Russians: 10 }, techs: { Russians: ["industrialTechnology"] } });
    expect(apply(s, { type: "purchase", power: "Russians", units: { infantry: 5 } }).state.powers.Russians!.ipcs).toBe(0);
  });

  it("the state given is never altered, legal or not", () => {
    const s = start();
    const before = JSON.stringify(s);
    apply(s, { type: "purchase", power: "Russians", units: { infantry: 2 } });
    rulesOf(s, { type: "purchase", power: "Russians", units: { infantry: 200 } });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("INC — income", () => {
  it("INC-1: income equals the NPL at the end of the turn", () => {
    let s = start();
    s = apply(s, { type: "purchase", power: "Russians", units: { infantry: 4 } }).state;
    while (s.turn.phase !== "place") s = endPhase(s);
    s = apply(s, { type: "place", power: "Russians", at: "Russia", units: { infantry: 4 } }).state;
    s = endPhase(s);
    const r = apply(s, { type: "endPhase", power: "Russians" });
    expect(r.state.powers.Russians!.ipcs).toBe(24 - 12 + npl(classic, s, "Russians"));
    expect(r.events).toContainEqual(expect.objectContaining({ type: "income", power: "Russians", amount: 24 }));
  });

  it("INC-2: a power whose capital is enemy-controlled receives nothing", () => {
    const s = position({ power: "Russians", phase: "collectIncome", ipcs: { Russians: 5 }, territories: { Russia: { owner: "Germans" } } });
    const r = apply(s, { type: "endPhase", power: "Russians" });
    expect(r.state.powers.Russians!.ipcs).toBe(5);
  });
});

describe("COMB-1 / VICT-3", () => {
  it("COMB-1: the combat phase cannot end while a battle is pending", () => {
    const s = position({ phase: "combat" });
    s.pending.battles.push({ at: "Ukraine S.S.R.", kind: "land", attacker: "Russians", enteredFrom: ["Caucasus"], aaFire: [], round: 0 });
    expect(rulesOf(s, { type: "endPhase", power: "Russians" })).toEqual(["COMB-1"]);
  });

  it("VICT-3: a side may concede; the other side wins and no further action is accepted", () => {
    const r = apply(start(), { type: "concede", power: "Germans" });
    expect(r.state.winner).toMatchObject({ alliance: "Allies", condition: "VICT-3" });
    expect(rulesOf(r.state, { type: "endPhase", power: "Russians" })).toEqual(["VICT-3"]);
  });
});
