// One or more tests per combat rule ID, named by it: each fails if the rule is broken.
import { describe, expect, it } from "vitest";
import { position, ok, act, rules, typesAt, event, ids, units, rs, flyIn } from "./helpers.js";
import type { GameState } from "../../../src/rulesets/index.js";

const EGYPT = "Anglo Sudan Egypt";
const round1 = (power: string, at: string, policy: object = {}) => ({ type: "fightRound" as const, power, at, policy });
const resolve = (power: string, at: string, policy?: object) => ({
  type: "resolveBattle" as const,
  power,
  at,
  ...(policy ? { policy } : {}),
});

describe("COMB", () => {
  it("COMB-1: only a recorded battle can be fought; the combat phase can't end while one is pending; one battle at a time", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "infantry", count: 2 },
        ],
      },
    });
    expect(rules(act(s, resolve("Germans", "Libya")))).toEqual(["COMB-1"]);
    expect(rules(act(s, { type: "endPhase", power: "Germans" }))).toEqual(["COMB-1"]);
    const two = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "infantry", count: 2 },
        ],
      },
      "Syria Jordan": {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "armour" },
        ],
      },
    });
    const r = ok(two, { type: "fightRound", power: "Germans", at: EGYPT }, [6, 6, 6]);
    expect(r.state.pending.battles.find((b) => b.at === EGYPT)?.round).toBe(1);
    expect(rules(act(r.state, resolve("Germans", "Syria Jordan")))).toEqual(["RET-1"]); // its retreat decision first
    const on = ok(r.state, { type: "pressOn", power: "Germans", at: EGYPT });
    expect(rules(act(on.state, resolve("Germans", "Syria Jordan")))).toEqual(["COMB-1"]);
    const done = ok(on.state, resolve("Germans", EGYPT, {}), [1, 1, 6]);
    expect(done.state.pending.battles.map((b) => b.at)).toEqual(["Syria Jordan"]);
    expect(ok(done.state, resolve("Germans", "Syria Jordan", {}), [3, 6]).state.pending.battles).toEqual([]);
  });

  it("COMB-2: defender casualties set aside still fire back in that round; the attacker's are removed before the defender's", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "armour" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT, {}), [3, 2]);
    expect(r.dice.map((d) => d.side)).toEqual(["attacker", "defender"]);
    expect(typesAt(r.state, EGYPT)).toEqual({});
    expect(event(r, "battleEnded")[0]).toMatchObject({ result: "bothDestroyed", captured: false });
    expect(r.state.territories[EGYPT]!.owner).toBe("British");
    const casualties = event(r, "casualties").map((e) => e.side);
    expect(casualties).toEqual(["attacker", "defender"]);
  });

  it("COMB-3: a die ≤ the value hits; a transport attacking (0) rolls no die", () => {
    const s = position("Germans", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "transport" },
          { owner: "Germans", type: "transport" },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, round1("Germans", "North Sea Zone"), [5, 1]);
    expect(r.dice.map((d) => [d.unitType, d.threshold, d.values, d.hits])).toEqual([
      ["battleship", 4, [5], 0],
      ["transport", 1, [1], 1],
    ]);
    expect(r.dice.filter((d) => d.side === "attacker" && d.unitType === "transport")).toEqual([]);
  });

  it("COMB-4: a casualty answer must name exactly as many eligible units as hits; cargo is never a casualty", () => {
    const s = position("Germans", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] },
          { owner: "British", type: "battleship" },
          { owner: "Germans", type: "battleship", count: 2 },
        ],
      },
    });
    const r = ok(s, resolve("Germans", "North Sea Zone"), [1, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "casualties", power: "British", count: 1 });
    const cargo = ids(r.state, "North Sea Zone", "infantry")[0]!;
    expect(rules(act(r.state, { type: "chooseCasualties", power: "British", at: "North Sea Zone", units: [cargo] }))).toEqual(["COMB-4"]);
    expect(rules(act(r.state, { type: "chooseCasualties", power: "British", at: "North Sea Zone", units: [] }))).toEqual(["COMB-4"]);
    expect(rules(act(r.state, { type: "chooseCasualties", power: "Germans", at: "North Sea Zone", units: { transport: 1 } }))).toEqual([
      "TURN-3",
    ]);
    const r2 = ok(r.state, { type: "chooseCasualties", power: "British", at: "North Sea Zone", units: { transport: 1 } }, [6, 6]);
    // TRANS-8: its cargo sank with it
    expect(ids(r2.state, "North Sea Zone", "infantry")).toEqual([]);
    expect(event(r2, "cargoLost")[0]).toMatchObject({ rule: "TRANS-8" });
  });

  it("COMB-4: a casualtyOrder names known types, each at most once", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "armour" },
        ],
      },
    });
    expect(rules(act(s, resolve("Germans", EGYPT, { casualtyOrder: { attacker: ["armour", "armour"] } })))).toEqual(["COMB-4"]);
    expect(rules(act(s, resolve("Germans", EGYPT, { casualtyOrder: { defender: ["artillery"] } })))).toEqual(["COMB-4"]);
    expect(rules(act(s, resolve("Germans", EGYPT, { casualtyOrder: { attacker: ["armour"], defender: ["infantry"] } }), [3, 6]))).toEqual(
      [],
    );
  });

  it("COMB-4: the policy order decides which units are lost; unlisted types after, cheapest first", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry", count: 3 },
          { owner: "Germans", type: "infantry" },
          { owner: "Germans", type: "armour" },
          { owner: "Germans", type: "fighter" },
          { owner: "Germans", type: "bomber" },
        ],
      },
    });
    const r = ok(s, round1("Germans", EGYPT, { casualtyOrder: { attacker: ["fighter"] } }), [6, 6, 6, 6, 1, 1, 6]);
    expect(typesAt(r.state, EGYPT)).toMatchObject({ "Germans:armour": 1, "Germans:bomber": 1 });
    expect(ids(r.state, EGYPT, "fighter")).toEqual([]);
    expect(ids(r.state, EGYPT, "infantry", "Germans")).toEqual([]);
  });

  it("COMB-4: keepLast — the named units go only when no other unit can take the hit", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry", count: 3 },
          { owner: "Germans", type: "armour", count: 2 },
          { owner: "Germans", type: "fighter" },
        ],
      },
    });
    const keep = ids(s, EGYPT, "armour", "Germans")[1]!;
    const r = ok(
      s,
      round1("Germans", EGYPT, { casualtyOrder: { attacker: ["armour", "fighter"] }, keepLast: { attacker: [keep] } }),
      [6, 6, 6, 1, 1, 6],
    );
    expect(units(r.state, EGYPT, (u) => u.owner === "Germans").map((u) => u.id)).toEqual([keep]);
    expect(rules(act(s, resolve("Germans", EGYPT, { keepLast: { attacker: ["u999"] } })))).toEqual(["COMB-4"]);
  });

  it("COMB-4: while a decision is pending, other battle actions are refused", () => {
    const s = position("Germans", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "transport" },
          { owner: "British", type: "battleship" },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", "North Sea Zone"), [1]);
    expect(rules(act(r.state, resolve("Germans", "North Sea Zone")))).toEqual(["COMB-4"]);
    expect(rules(act(r.state, { type: "pressOn", power: "Germans", at: "North Sea Zone" }))).toEqual(["TURN-3"]);
  });

  it("COMB-5: columns of equal value ascending; remaining columns are not rolled once every enemy unit is a casualty", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry", count: 2 },
          { owner: "Germans", type: "bomber" },
          { owner: "Germans", type: "infantry" },
          { owner: "Germans", type: "armour", count: 2 },
          { owner: "Germans", type: "fighter" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT, {}), [1, 3, 6, 6, 6, 6, 5]);
    // infantry (1) hits; the value-3 column (armour and fighter) is rolled whole: both defenders are hit, so the bomber (4) doesn't roll
    expect(r.dice.filter((d) => d.side === "attacker").map((d) => [d.unitType, d.values])).toEqual([
      ["infantry", [1]],
      ["armour", [3, 6]],
      ["fighter", [6]],
    ]);
    expect(r.dice.filter((d) => d.side === "defender").map((d) => d.values)).toEqual([[6, 6]]);
    expect(r.unused).toEqual([5]);
  });

  it("COMB-6: a submarine facing only aircraft cannot hit but fights on until it sinks (T-11)", () => {
    const s = position(
      "Japanese",
      {
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Hawaiian Islands": { owner: "Japanese", units: [{ owner: "Japanese", type: "fighter", count: 2 }] },
      },
      {},
      [{ at: "Hawaii Sea Zone", kind: "sea" }],
    );
    flyIn(s, "Hawaiian Islands", "Hawaii Sea Zone", "fighter", 1);
    const r = ok(s, resolve("Japanese", "Hawaii Sea Zone", {}), [6, 6, 1, 6, 4, 2, 3, 6, 5]);
    expect(r.dice.map((d) => [d.round, d.side, d.unitType, d.values, d.hits])).toEqual([
      [1, "attacker", "fighter", [6, 6], 0],
      [1, "defender", "submarine", [1], 1],
      [2, "attacker", "fighter", [6, 4], 0],
      [2, "defender", "submarine", [2], 1],
      [3, "attacker", "fighter", [3, 6], 1],
      [3, "defender", "submarine", [5], 0],
    ]);
    expect(ids(r.state, "Hawaii Sea Zone", "fighter")).toHaveLength(2);
    expect(event(r, "battleEnded")[0]).toMatchObject({ result: "attackerWon", rounds: 3 });
  });

  it("COMB-7: land units never hit ships — bombarding battleships are never casualties of a land battle", () => {
    const s = amphibious();
    const r = ok(s, resolve("British", "Finland Norway", {}), [6, 6, 4, 2, 2]);
    expect(ids(r.state, "North Sea Zone", "battleship")).toHaveLength(1);
  });

  it("COMB-8 (DEC-1): defenders of several powers defend together; the territory's controller decides", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Americans", type: "infantry" },
          { owner: "Germans", type: "armour", count: 2 },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT), [3, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "casualties", power: "British", side: "defender", count: 1 });
    expect((r.state.pending.decision as { eligible: string[] }).eligible.length).toBe(2);
  });

  it("COMB-9: allied units in the space take no part in the attack", () => {
    const s = position(
      "Germans",
      {
        [EGYPT]: {
          owner: "British",
          units: [
            { owner: "British", type: "infantry" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
      {},
      [{ at: EGYPT, kind: "land" }],
    );
    s.territories[EGYPT]!.units.push({ id: "u900", type: "armour", owner: "Japanese" });
    const r = ok(s, round1("Germans", EGYPT), [6, 6]);
    expect(r.dice.filter((d) => d.side === "attacker").map((d) => d.unitType)).toEqual(["infantry"]);
  });
});

describe("SUB", () => {
  const subFight = (extra: object = {}) =>
    position(
      "Germans",
      {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "carrier", cargo: [{ owner: "British", type: "fighter" }] },
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "battleship" },
          ],
        },
      },
      extra,
    );

  it("SUB-1: attacking submarines fire first; their casualties are removed at once and never fire back", () => {
    const r = ok(subFight(), round1("Germans", "North Sea Zone"), [1, 6, 6]);
    expect(r.dice[0]).toMatchObject({ side: "attacker", unitType: "submarine", values: [1], hits: 1 });
    expect(r.dice.some((d) => d.side === "defender" && d.unitType === "carrier")).toBe(false);
    expect(ids(r.state, "North Sea Zone", "carrier")).toEqual([]);
  });

  it("SUB-2: defending submarines have no first strike: they fire with the other defenders", () => {
    const s = position("Germans", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "submarine" },
          { owner: "British", type: "battleship" },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, round1("Germans", "North Sea Zone", { casualtyOrder: { defender: ["battleship"] } }), [1, 6, 6]);
    expect(r.dice.map((d) => [d.side, d.unitType])).toEqual([
      ["attacker", "battleship"],
      ["defender", "submarine"],
      ["defender", "battleship"],
    ]);
  });

  it("SUB-3: submarine hits go to ships only, never to aircraft; lost if no ship can take them", () => {
    const r = ok(subFight(), { type: "fightRound", power: "Germans", at: "North Sea Zone" }, [1, 6, 6]);
    // the carrier is the only ship: the referee takes it without asking, the fighter stays in the fight
    expect(event(r, "decisionPending").filter((e) => (e.decision as { kind: string }).kind === "casualties")).toEqual([]);
    expect(event(r, "casualties")[0]).toMatchObject({ rule: "SUB-1", units: [expect.objectContaining({ type: "carrier" })] });
    expect(ids(r.state, "North Sea Zone", "fighter")).toHaveLength(1);
    // defending submarine vs attacking fighters only: the hit is lost
    const s = position(
      "Japanese",
      {
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Hawaiian Islands": { owner: "Japanese", units: [{ owner: "Japanese", type: "fighter" }] },
      },
      {},
      [{ at: "Hawaii Sea Zone", kind: "sea" }],
    );
    flyIn(s, "Hawaiian Islands", "Hawaii Sea Zone", "fighter", 1);
    const r2 = ok(s, { type: "fightRound", power: "Japanese", at: "Hawaii Sea Zone" }, [6, 1]);
    expect(ids(r2.state, "Hawaii Sea Zone", "fighter")).toHaveLength(1);
  });

  it("SUB-4: submarines never bombard", () => {
    const s = amphibious([{ owner: "British", type: "submarine" }]);
    const r = ok(s, round1("British", "Finland Norway"), [6, 6, 6, 6, 6]);
    expect(r.dice.filter((d) => d.purpose === "bombard").map((d) => d.unitType)).toEqual(["battleship"]);
  });

  it("SUB-5: after a round the attacker may withdraw his submarines to a zone an attacking ship came from; then the defender his", () => {
    const s = position(
      "Germans",
      {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "battleship" },
          ],
        },
      },
      {},
      [{ at: "North Sea Zone", kind: "sea", enteredFrom: ["Baltic Sea Zone"] }],
    );
    const r = ok(s, resolve("Germans", "North Sea Zone"), [6, 6, 6, 6]);
    expect(r.state.pending.decision).toMatchObject({
      kind: "withdrawSubmarines",
      power: "Germans",
      side: "attacker",
      to: ["Baltic Sea Zone"],
    });
    expect(rules(act(r.state, { type: "withdrawSubmarines", power: "Germans", at: "North Sea Zone", to: "Eire" }))).toEqual(["SUB-5"]);
    const r2 = ok(r.state, { type: "withdrawSubmarines", power: "Germans", at: "North Sea Zone", to: "Baltic Sea Zone" });
    expect(ids(r2.state, "Baltic Sea Zone", "submarine", "Germans")).toHaveLength(1);
    expect(r2.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", power: "British", side: "defender" });
    expect((r2.state.pending.decision as { to: string[] }).to).not.toContain("Baltic Sea Zone");
    const r3 = ok(r2.state, { type: "withdrawSubmarines", power: "British", at: "North Sea Zone", to: null });
    expect(r3.state.pending.decision).toMatchObject({ kind: "retreat" });
  });

  it("SUB-5 (OPT-13): with defendingSubsMayWithdraw off, defending submarines stay", () => {
    const s = position(
      "Germans",
      {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "battleship" },
          ],
        },
      },
      {},
      undefined,
    );
    s.ruleset.options.defendingSubsMayWithdraw = false;
    const r = ok(s, { type: "fightRound", power: "Germans", at: "North Sea Zone" }, [6, 6, 6]);
    expect(r.state.pending.decision?.kind).not.toBe("withdrawSubmarines");
    expect(
      rules(act(s, resolve("Germans", "North Sea Zone", { withdrawSubmarines: { defender: { afterRound: 1, to: "Eire" } } }))),
    ).toEqual(["SUB-5"]);
  });

  it("SUB-6: withdrawn submarines are marked retreated (no non-combat move); a policy withdraws them after its round", () => {
    const s = position(
      "Germans",
      {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
      {},
      [{ at: "North Sea Zone", kind: "sea", enteredFrom: ["Baltic Sea Zone"] }],
    );
    const r = ok(
      s,
      resolve("Germans", "North Sea Zone", { withdrawSubmarines: { attacker: { afterRound: 1, to: "Baltic Sea Zone" } } }),
      [6, 6],
    );
    expect(units(r.state, "Baltic Sea Zone", (u) => u.type === "submarine")[0]).toMatchObject({ retreated: true });
    expect(event(r, "battleEnded")[0]).toMatchObject({ result: "defenderWon" });
  });
});

describe("AA", () => {
  it("AA-3: the target's aaGun fires one die per attacking aircraft before the battle; a 1 destroys it", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "British", type: "aaGun" },
          { owner: "Germans", type: "fighter", count: 2 },
          { owner: "Germans", type: "armour" },
        ],
      },
    });
    const r = ok(s, round1("Germans", EGYPT), [1, 4, 6, 6, 6]);
    expect(r.dice[0]).toMatchObject({ purpose: "aa", unitType: "aaGun", threshold: 1, values: [1, 4], hits: 1 });
    expect(event(r, "aaFire")[0]).toMatchObject({ hits: 1, rule: "AA-3" });
    expect(ids(r.state, EGYPT, "fighter")).toHaveLength(1);
  });

  it("AA-3: overflight shots recorded by the combat move come first, in path order; a gun fires at an aircraft once", () => {
    const s = position(
      "Germans",
      {
        [EGYPT]: {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "British", type: "aaGun" },
          ],
        },
        Libya: { units: [{ owner: "Germans", type: "fighter" }] },
      },
      {},
      [],
    );
    const f = ids(s, "Libya", "fighter")[0]!;
    const gun = ids(s, EGYPT, "aaGun")[0]!;
    flyIn(s, "Libya", EGYPT, "fighter", 1);
    s.pending.battles = [
      {
        at: EGYPT,
        kind: "land",
        attacker: "Germans",
        enteredFrom: ["Libya"],
        aaFire: [
          { gun: "u999", over: "Syria Jordan", aircraft: [f] },
          { gun, over: EGYPT, aircraft: [f] },
        ],
        round: 0,
      },
    ];
    s.territories["Syria Jordan"]!.units.push({ id: "u999", type: "aaGun", owner: "British" });
    const r = ok(s, round1("Germans", EGYPT), [5, 6, 6, 6]);
    expect(event(r, "aaFire").map((e) => e.over)).toEqual(["Syria Jordan", EGYPT]);
    expect(r.dice.filter((d) => d.purpose === "aa")).toHaveLength(2);
  });

  it("AA-5: the aircraft's owner chooses which aircraft fired at are lost", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "British", type: "aaGun" },
          { owner: "Germans", type: "fighter" },
          { owner: "Germans", type: "bomber" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT), [1, 5]);
    expect(r.state.pending.decision).toMatchObject({ kind: "aaCasualties", power: "Germans", count: 1 });
    const infantry = ids(r.state, EGYPT, "infantry")[0]!;
    expect(rules(act(r.state, { type: "chooseCasualties", power: "Germans", at: EGYPT, units: [infantry] }))).toEqual(["AA-5"]);
    const r2 = ok(r.state, { type: "chooseCasualties", power: "Germans", at: EGYPT, units: { bomber: 1 } }, [6, 6]);
    expect(ids(r2.state, EGYPT, "bomber")).toEqual([]);
  });

  it("AA-6, AA-7: aaGuns and factories never fight nor are casualties; alone they don't stop a capture; the aaGun changes hands", () => {
    const s = position("Germans", {
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "aaGun" },
          { owner: "Russians", type: "factory" },
          { owner: "Germans", type: "infantry" },
        ],
      },
    });
    expect(s.pending.battles.map((b) => b.at)).toEqual(["Karelia S.S.R."]);
    const r = ok(s, resolve("Germans", "Karelia S.S.R."), []);
    expect(r.state.territories["Karelia S.S.R."]!.owner).toBe("Germans");
    expect(units(r.state, "Karelia S.S.R.", (u) => u.type === "aaGun")[0]).toMatchObject({ owner: "Germans", captured: true });
  });
});

/** British amphibious assault on German Finland Norway from North Sea Zone, with a battleship there. */
function amphibious(extraShips: Array<{ owner: string; type: string }> = [], landed = true): GameState {
  const s = position(
    "British",
    {
      "Finland Norway": {
        units: [
          { owner: "Germans", type: "infantry", count: 2 },
          { owner: "British", type: "infantry", count: 2 },
        ],
      },
      "North Sea Zone": { units: [{ owner: "British", type: "battleship" }, { owner: "British", type: "transport" }, ...extraShips] },
    },
    {},
    [{ at: "Finland Norway", kind: "land", amphibious: true, unloadFrom: ["North Sea Zone"], enteredFrom: ["North Sea Zone"] }],
  );
  if (landed) {
    for (const u of units(s, "Finland Norway", (x) => x.owner === "British")) {
      u.unloaded = true;
      u.movedInCombat = true;
    }
    for (const t of units(s, "North Sea Zone", (x) => x.type === "transport")) t.unloaded = true; // TRANS-4
  }
  return s;
}

describe("BOMB", () => {
  it("BOMB-1: a battleship that fought a sea battle this phase does not bombard (T-16)", () => {
    const s = amphibious();
    for (const u of units(s, "North Sea Zone", (x) => x.type === "battleship")) u.fought = true;
    const r = ok(s, round1("British", "Finland Norway"), [6, 6, 6, 6]);
    expect(r.dice.filter((d) => d.purpose === "bombard")).toEqual([]);
  });

  it("BOMB-2: each bombarding battleship rolls one die at 4, in round 1 only (T-15)", () => {
    const r1 = ok(amphibious(), round1("British", "Finland Norway"), [6, 6, 4, 6, 6]);
    expect(r1.dice.filter((d) => d.purpose === "bombard").map((d) => [d.round, d.threshold, d.values, d.hits])).toEqual([[1, 4, [4], 1]]);
    const r = ok(r1.state, round1("British", "Finland Norway"), [6, 6, 6]);
    expect(r.dice.map((d) => [d.round, d.purpose, d.unitType])).toEqual([
      [2, "battle", "infantry"],
      [2, "battle", "infantry"],
    ]);
  });

  it("BOMB-3: bombardment hits go to land units, which still fire back in that round (T-15)", () => {
    const r = ok(amphibious(), round1("British", "Finland Norway"), [6, 6, 4, 6, 6]);
    const def = r.dice.filter((d) => d.round === 1 && d.side === "defender");
    expect(def.map((d) => d.values.length)).toEqual([2]); // both German infantry fired
    expect(event(r, "casualties").find((e) => e.side === "defender")!.units).toHaveLength(1);
  });

  it("BOMB-4: any number of battleships bombard, not limited by the landing units", () => {
    const r = ok(
      amphibious([
        { owner: "British", type: "battleship" },
        { owner: "British", type: "battleship" },
      ]),
      round1("British", "Finland Norway"),
      [6, 6, 6, 6, 6, 6, 6],
    );
    expect(r.dice.find((d) => d.purpose === "bombard")!.values).toHaveLength(3);
  });

  it("BOMB-5: no landing, no bombardment — an attack overland only (T-14)", () => {
    const s = amphibious([], false);
    s.pending.battles[0]!.amphibious = false;
    const r = ok(s, round1("British", "Finland Norway"), [6, 6, 6, 6]);
    expect(r.dice.filter((d) => d.purpose === "bombard")).toEqual([]);
  });
});

describe("SBR", () => {
  const raid = (ipcs: number, techs: string[] = []) => {
    const s = position(
      "British",
      {
        Russia: {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "bomber", count: 2 }] },
      },
      { ipcs: { Germans: ipcs }, techs: { British: techs as never } },
      [{ at: "Russia", kind: "raid" }],
    );
    for (const u of units(s, "Karelia S.S.R.", (x) => x.type === "bomber")) u.raiding = true;
    flyIn(s, "Karelia S.S.R.", "Russia", "bomber", 1);
    return s;
  };

  it("SBR-1: raiding bombers take no part in a land battle in that territory", () => {
    const s = raid(10);
    s.pending.battles.push({ at: "Russia", kind: "land", attacker: "British", enteredFrom: [], aaFire: [], round: 0 });
    s.territories.Russia!.units.push({ id: "u950", type: "armour", owner: "British" });
    const r = ok(s, { type: "fightRound", power: "British", at: "Russia", kind: "land", policy: {} }, [6, 6]);
    expect(r.dice.filter((d) => d.unitType === "bomber")).toEqual([]);
    expect(r.state.pending.battles.map((b) => [b.kind, b.round])).toEqual([
      ["raid", 0],
      ["land", 1],
    ]);
  });

  it("SBR-2: the target's aaGun fires at each raiding bomber first; a 1 destroys it before it bombs", () => {
    const r = ok(raid(20), resolve("British", "Russia", {}), [1, 3, 5]);
    expect(r.dice.map((d) => [d.purpose, d.values])).toEqual([
      ["aa", [1, 3]],
      ["raid", [5]],
    ]);
    expect(event(r, "aaFire")[0]).toMatchObject({ rule: "SBR-2" });
    expect(r.state.powers.Germans!.ipcs).toBe(15);
  });

  it("SBR-3: the damage is paid at once from the treasury, capped at it (T-35, ECON-3)", () => {
    const r = ok(raid(4), resolve("British", "Russia", {}), [6, 6, 6, 2]);
    expect(event(r, "raidDamage")[0]).toMatchObject({ damage: 8, paid: 4, payer: "Germans" });
    expect(r.state.powers.Germans!.ipcs).toBe(0);
    expect(r.state.thisTurn.battlesFought).toContain("Russia");
  });

  it("SBR-4: surviving raiders stay where they raided, to land in the non-combat move", () => {
    const r = ok(raid(20), resolve("British", "Russia", {}), [6, 6, 1, 1]);
    expect(ids(r.state, "Russia", "bomber")).toHaveLength(2);
  });

  it("TECH-8: heavy bombers roll 3 dice each in a raid, summed", () => {
    const r = ok(raid(50, ["heavyBombers"]), resolve("British", "Russia", {}), [6, 6, 1, 2, 3, 4, 5, 6]);
    expect(event(r, "raidDamage")[0]).toMatchObject({ damage: 21 });
  });
});

describe("RET", () => {
  // T-17: from French Equatorial Africa, 2 infantry + armour (armour via Libya) attack Anglo Sudan Egypt.
  const t17 = () => {
    const s = position(
      "Germans",
      {
        [EGYPT]: {
          units: [
            { owner: "British", type: "infantry", count: 3 },
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "Germans", type: "armour" },
            { owner: "Germans", type: "fighter" },
          ],
        },
        "French Equatorial Africa": { owner: "Germans", units: [] },
      },
      {},
      [{ at: EGYPT, kind: "land", enteredFrom: ["French Equatorial Africa", "Libya"] }],
    );
    return s;
  };

  it("RET-1: no retreat before round 1 or when no decision asks for it (T-18)", () => {
    expect(rules(act(t17(), { type: "retreat", power: "Germans", at: EGYPT, to: "Libya" }))).toEqual(["RET-1"]);
  });

  it("RET-1: after all defenders died there is no retreat: the battle is over (T-18)", () => {
    const r = ok(t17(), resolve("Germans", EGYPT, {}), [1, 1, 1, 6, 6, 6, 6]);
    expect(r.state.pending.battles).toEqual([]);
    expect(rules(act(r.state, { type: "retreat", power: "Germans", at: EGYPT, to: "Libya" }))).toEqual(["RET-1"]);
  });

  it("RET-2: all retreat to one space they came from: Libya is legal, Kenya-Rhodesia is not (T-17)", () => {
    const r = ok(t17(), { type: "fightRound", power: "Germans", at: EGYPT }, [6, 6, 6, 6, 6, 6, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", power: "Germans", to: ["French Equatorial Africa", "Libya"] });
    expect(rules(act(r.state, { type: "retreat", power: "Germans", at: EGYPT, to: "Kenya-Rhodesia" }))).toEqual(["RET-2"]);
    const r2 = ok(r.state, { type: "retreat", power: "Germans", at: EGYPT, to: "Libya" });
    expect(typesAt(r2.state, "Libya")).toMatchObject({ "Germans:infantry": 2, "Germans:armour": 1 });
    expect(r2.state.pending.battles).toEqual([]);
  });

  it("RET-2: a policy's illegal retreat destination is refused when the action arrives, whatever the dice", () => {
    expect(rules(act(t17(), resolve("Germans", EGYPT, { retreat: { to: "Kenya-Rhodesia" } })))).toEqual(["RET-2"]);
  });

  it("RET-3: a retreat naming only some of the land units is refused (T-17: infantry to one space, armour to another)", () => {
    const r = ok(t17(), { type: "fightRound", power: "Germans", at: EGYPT }, [6, 6, 6, 6, 6, 6, 6]);
    const inf = ids(r.state, EGYPT, "infantry", "Germans");
    expect(rules(act(r.state, { type: "retreat", power: "Germans", at: EGYPT, to: "French Equatorial Africa", units: inf }))).toEqual([
      "RET-3",
    ]);
    const all = [...inf, ...ids(r.state, EGYPT, "armour", "Germans")];
    expect(rules(act(r.state, { type: "retreat", power: "Germans", at: EGYPT, to: "French Equatorial Africa", units: all }))).toEqual([]);
  });

  it("RET-3: the retreat takes all the attacker's land units — none stay", () => {
    const r = ok(t17(), resolve("Germans", EGYPT, { retreat: { afterRound: 1, to: "French Equatorial Africa" } }), [6, 6, 6, 6, 6, 6, 6]);
    expect(units(r.state, EGYPT, (u) => u.owner === "Germans" && u.type !== "fighter")).toEqual([]);
    expect(typesAt(r.state, "French Equatorial Africa")).toEqual({ "Germans:infantry": 2, "Germans:armour": 1 });
  });

  it("RET-4: aircraft don't retreat with them: they stay and fly off in the non-combat move", () => {
    const r = ok(t17(), resolve("Germans", EGYPT, { retreat: { to: "Libya" } }), [6, 6, 6, 6, 6, 6, 6]);
    expect(ids(r.state, EGYPT, "fighter")).toHaveLength(1);
    expect(event(r, "retreat")[0]!.aircraftStay).toHaveLength(1);
  });

  it("RET-5: retreated units are marked (no non-combat move); whenAttackersAtMost waits for the condition", () => {
    const r = ok(
      t17(),
      resolve("Germans", EGYPT, { retreat: { whenAttackersAtMost: 2, to: "Libya" } }),
      [6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 1, 6, 6],
    );
    expect(r.state.pending.battles).toEqual([]);
    const moved = units(r.state, "Libya", (u) => u.owner === "Germans");
    expect(moved.every((u) => u.retreated === true)).toBe(true);
    expect(event(r, "retreat")[0]).toMatchObject({ round: 2 });
  });
});

describe("AMPH", () => {
  it("AMPH-2: the sea battle where the landing unloads from is fought first", () => {
    const s = amphibious();
    s.territories["North Sea Zone"]!.units.push({ id: "u960", type: "submarine", owner: "Germans" });
    s.pending.battles.unshift({ at: "North Sea Zone", kind: "sea", attacker: "British", enteredFrom: [], aaFire: [], round: 0 });
    expect(rules(act(s, resolve("British", "Finland Norway", {})))).toEqual(["AMPH-2"]);
    const r = ok(s, resolve("British", "North Sea Zone", {}), [4, 6]);
    expect(units(r.state, "North Sea Zone", (u) => u.type === "battleship")[0]).toMatchObject({ fought: true });
    const r2 = ok(r.state, round1("British", "Finland Norway"), [6, 6, 6, 6]);
    expect(r2.dice.filter((d) => d.purpose === "bombard")).toEqual([]); // BOMB-1: it fought
  });

  it("AMPH-2: a landing whose only transport sank and that has no other attackers is dropped with it", () => {
    const s = amphibious();
    s.territories["North Sea Zone"]!.units = s.territories["North Sea Zone"]!.units.filter((u) => u.type !== "battleship");
    s.territories["North Sea Zone"]!.units.push({ id: "u961", type: "submarine", owner: "Germans" });
    s.pending.battles.unshift({ at: "North Sea Zone", kind: "sea", attacker: "British", enteredFrom: [], aaFire: [], round: 0 });
    const r = ok(s, resolve("British", "North Sea Zone", {}), [1]);
    expect(r.state.pending.battles).toEqual([]);
    expect(event(r, "battleCancelled")[0]).toMatchObject({ at: "Finland Norway", rule: "AMPH-2" });
    expect(typesAt(r.state, "Finland Norway")).toEqual({ "Germans:infantry": 2 });
    expect(ok(r.state, { type: "endPhase", power: "British" }).state.turn.phase).toBe("noncombatMove");
  });

  it("AMPH-2: cargo waiting aboard lands once its zone is cleared and its transport survived", () => {
    const s = position(
      "British",
      {
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "armour" }] },
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "transport" },
          ],
        },
      },
      {},
      [
        { at: "North Sea Zone", kind: "sea" },
        { at: "Finland Norway", kind: "land", amphibious: true, unloadFrom: ["North Sea Zone"] },
      ],
    );
    s.pending.battles[1]!.awaitingCargo = ids(s, "North Sea Zone", "armour");
    const r = ok(s, resolve("British", "North Sea Zone", {}), [2, 6]);
    const r2 = ok(r.state, resolve("British", "Finland Norway", {}), [3, 6]);
    expect(r2.state.territories["Finland Norway"]!.owner).toBe("British");
    expect(typesAt(r2.state, "Finland Norway")).toEqual({ "British:armour": 1 });
  });

  it("AMPH-3: if no land unit landed, the land battle is ordinary and the attacker may retreat", () => {
    const s = amphibious([], false);
    for (const u of units(s, "Finland Norway", (x) => x.owner === "British")) delete u.unloaded;
    s.pending.battles[0]!.enteredFrom = ["Karelia S.S.R."];
    s.territories["Karelia S.S.R."]!.owner = "British";
    const r = ok(s, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", to: ["Karelia S.S.R."] });
  });

  it("AMPH-4: no attacking unit retreats from an amphibious assault (T-19)", () => {
    const s = amphibious();
    s.pending.battles[0]!.enteredFrom = ["North Sea Zone", "Karelia S.S.R."];
    s.territories["Karelia S.S.R."]!.owner = "British";
    expect(rules(act(s, resolve("British", "Finland Norway", { retreat: { afterRound: 2, to: "Karelia S.S.R." } })))).toEqual(["AMPH-4"]);
    const r = ok(s, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6, 6, 6]);
    expect(r.state.pending.decision).toBeNull();
    expect(r.state.pending.battles[0]!.round).toBe(1);
    const r2 = ok(r.state, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6, 6]);
    expect(rules(act(r2.state, { type: "retreat", power: "British", at: "Finland Norway", to: "Karelia S.S.R." }))).toEqual(["AMPH-4"]);
  });
});

describe("CAPT", () => {
  it("CAPT-1: only land units capture; if only attacking aircraft survive the defender keeps it (T-32)", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "fighter" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT, {}), [3, 6]);
    expect(r.state.territories[EGYPT]!.owner).toBe("British");
    expect(event(r, "battleEnded")[0]).toMatchObject({ captured: false });
    expect(event(r, "notCaptured")[0]).toMatchObject({ rule: "CAPT-1" });
  });

  it("CAPT-1: both sides destroyed — the defender keeps it", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "infantry" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT, {}), [1, 2]);
    expect(r.state.territories[EGYPT]!.owner).toBe("British");
  });

  it("CAPT-3: liberating an ally's territory returns it to its original owner", () => {
    const s = position("British", {
      "Karelia S.S.R.": {
        owner: "Germans",
        units: [
          { owner: "Germans", type: "infantry" },
          { owner: "British", type: "armour" },
        ],
      },
    });
    const r = ok(s, resolve("British", "Karelia S.S.R.", {}), [3, 6]);
    expect(r.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
    expect(event(r, "liberated")[0]).toMatchObject({ rule: "CAPT-3" });
  });

  it("CAPT-6: capturing a capital in battle takes all its owner's IPCs (T-21)", () => {
    const s = position(
      "Germans",
      {
        Russia: {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
      { ipcs: { Russians: 7, Germans: 2 } },
    );
    const r = ok(s, resolve("Germans", "Russia", {}), [3, 6]);
    expect(r.state.powers.Germans!.ipcs).toBe(9);
    expect(r.state.powers.Russians!.ipcs).toBe(0);
  });
});

describe("CARR", () => {
  it("CARR-3: an allied fighter on an attacking carrier does not roll, is no casualty, and sinks with it (T-30)", () => {
    const s = position("British", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, resolve("British", "North Sea Zone", {}), [6, 1]);
    expect(r.dice.filter((d) => d.unitType === "fighter")).toEqual([]);
    expect(ids(r.state, "North Sea Zone", "fighter")).toEqual([]);
    expect(event(r, "cargoLost")[0]).toMatchObject({ rule: "CARR-3" });
  });

  it("CARR-4: defending fighters aboard a carrier defend and may be chosen instead of the carrier", () => {
    const s = position("Germans", {
      "North Sea Zone": {
        units: [
          {
            owner: "British",
            type: "carrier",
            cargo: [
              { owner: "British", type: "fighter" },
              { owner: "Americans", type: "fighter" },
            ],
          },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", "North Sea Zone"), [1]);
    expect(r.state.pending.decision).toMatchObject({ kind: "casualties", power: "British" });
    expect((r.state.pending.decision as { eligible: string[] }).eligible).toHaveLength(3);
    const r2 = ok(
      r.state,
      { type: "chooseCasualties", power: "British", at: "North Sea Zone", units: ids(r.state, "North Sea Zone", "fighter", "Americans") },
      [6, 6, 6],
    );
    expect(r2.dice.filter((d) => d.side === "defender").map((d) => [d.unitType, d.threshold, d.values.length])).toEqual([
      ["carrier", 3, 1],
      ["fighter", 4, 2],
    ]);
  });

  it("CARR-5: surviving defending fighters of a sunk carrier land on a friendly one-zone island, else are lost (T-29)", () => {
    const s = position("Japanese", {
      "Hawaii Sea Zone": {
        units: [
          { owner: "Americans", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] },
          { owner: "Japanese", type: "submarine" },
        ],
      },
    });
    const r2 = ok(s, resolve("Japanese", "Hawaii Sea Zone", {}), [1, 6, 6, 4]);
    expect(ids(r2.state, "Hawaiian Islands", "fighter", "Americans")).toHaveLength(1);
    expect(event(r2, "fighterLanded")[0]).toMatchObject({ to: "Hawaiian Islands", rule: "CARR-5" });
    const west = position("Japanese", {
      "West US Sea Zone": {
        units: [
          { owner: "Americans", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] },
          { owner: "Japanese", type: "submarine" },
        ],
      },
    });
    const r3 = ok(west, resolve("Japanese", "West US Sea Zone", {}), [1, 6, 6, 4]);
    expect(ids(r3.state, "West US Sea Zone", "fighter")).toEqual([]);
    expect(event(r3, "fighterLost")[0]).toMatchObject({ rule: "CARR-5" });
  });

  it("CARR-6: attacking fighters whose carrier sank stay in the zone, to land in the non-combat move", () => {
    const s = position("British", {
      "North Sea Zone": {
        units: [
          { owner: "British", type: "carrier", cargo: [{ owner: "British", type: "fighter" }] },
          { owner: "Germans", type: "submarine" },
        ],
      },
    });
    const r = ok(s, resolve("British", "North Sea Zone", { casualtyOrder: { attacker: ["carrier"] } }), [6, 6, 2, 3, 6]);
    expect(ids(r.state, "North Sea Zone", "carrier")).toEqual([]);
    expect(units(r.state, "North Sea Zone", (u) => u.type === "fighter")[0]!.aboard).toBeUndefined();
  });
});

describe("TECH in battle", () => {
  it("TECH-4: jet fighters defend at 5; attack stays 3", () => {
    const s = position(
      "British",
      {
        [EGYPT]: {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "fighter" },
            { owner: "British", type: "fighter" },
          ],
        },
      },
      { techs: { Germans: ["jetPower"], British: ["jetPower"] } },
    );
    const r = ok(s, resolve("British", EGYPT, {}), [4, 5]);
    expect(r.dice.map((d) => [d.side, d.threshold, d.hits])).toEqual([
      ["attacker", 3, 0],
      ["defender", 5, 1],
    ]);
  });

  it("TECH-5: super submarines attack at 3, defend at 2 (OPT-14 bonus 1: 3)", () => {
    const s = position(
      "Germans",
      {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
      { techs: { Germans: ["superSubmarines"], British: ["superSubmarines"] } },
    );
    const r = ok(s, { type: "fightRound", power: "Germans", at: "North Sea Zone", policy: {} }, [4, 3]);
    expect(r.dice.map((d) => [d.side, d.threshold])).toEqual([
      ["attacker", 3],
      ["defender", 2],
    ]);
    s.ruleset.options.superSubDefenseBonus = 1;
    const r2 = ok(s, { type: "fightRound", power: "Germans", at: "North Sea Zone", policy: {} }, [4, 3]);
    expect(r2.dice.map((d) => [d.side, d.threshold])).toEqual([
      ["attacker", 3],
      ["defender", 3],
    ]);
  });

  it("TECH-8: a heavy bomber attacking a land territory rolls 3 dice: 2, 5, 4 is 2 hits (T-36); OPT-15 heavyBomberDice 2", () => {
    const s = position(
      "Germans",
      {
        [EGYPT]: {
          units: [
            { owner: "British", type: "infantry", count: 3 },
            { owner: "Germans", type: "bomber" },
          ],
        },
      },
      { techs: { Germans: ["heavyBombers"] } },
    );
    const r = ok(s, { type: "fightRound", power: "Germans", at: EGYPT, policy: {} }, [2, 5, 4, 6, 6, 6]);
    expect(r.dice[0]).toMatchObject({ unitType: "bomber", values: [2, 5, 4], hits: 2 });
    s.ruleset.options.heavyBomberDice = 2;
    const r2 = ok(s, { type: "fightRound", power: "Germans", at: EGYPT, policy: {} }, [2, 5, 6, 6, 6]);
    expect(r2.dice[0]).toMatchObject({ values: [2, 5], hits: 1 });
  });

  it("TECH-9: rockets — an unmoved aaGun hits an enemy factory territory within 3 spaces once per turn; the loss is capped (ECON-3)", () => {
    const s = position(
      "Germans",
      {
        Germany: { units: [{ owner: "Germans", type: "aaGun" }] },
        "East Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
      },
      { techs: { Germans: ["rockets"] }, ipcs: { Russians: 4 } },
    );
    expect(rules(act(s, { type: "rocketAttack", power: "Germans", from: "Germany", target: "Russia" }))).toEqual(["TECH-9"]); // Russia has no factory
    const r = ok(s, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Karelia S.S.R." }, [6]);
    expect(r.state.powers.Russians!.ipcs).toBe(0);
    expect(event(r, "rocketAttack")[0]).toMatchObject({ damage: 6, paid: 4 });
    expect(rules(act(r.state, { type: "rocketAttack", power: "Germans", from: "Germany", target: "Karelia S.S.R." }))).toEqual(["TECH-9"]);
    const noTech = position("Germans", {
      "East Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
      "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
    });
    expect(rules(act(noTech, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Karelia S.S.R." }))).toEqual([
      "TECH-9",
    ]);
    void rs;
  });
});

describe("AMPH-4 after the landing died", () => {
  it("AMPH-4: even after every landed unit died, the attackers that came overland may not retreat", () => {
    const s = position(
      "British",
      {
        "Finland Norway": {
          units: [
            { owner: "Germans", type: "infantry", count: 3 },
            { owner: "British", type: "infantry" },
            { owner: "British", type: "armour" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        "Karelia S.S.R.": { owner: "British", units: [] },
      },
      {},
      [
        {
          at: "Finland Norway",
          kind: "land",
          amphibious: true,
          unloadFrom: ["North Sea Zone"],
          enteredFrom: ["North Sea Zone", "Karelia S.S.R."],
        },
      ],
    );
    units(s, "Finland Norway", (u) => u.owner === "British" && u.type === "infantry")[0]!.unloaded = true;
    // round 1: both British miss, the Germans hit once; the landed infantry is the casualty (chosen by hand)
    const r = ok(s, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 1, 6, 6]);
    const r2 = ok(r.state, {
      type: "chooseCasualties",
      power: "British",
      at: "Finland Norway",
      units: ids(r.state, "Finland Norway", "infantry", "British"),
    });
    expect(r2.state.pending.decision).toBeNull(); // no retreat offered
    expect(rules(act(r2.state, resolve("British", "Finland Norway", { retreat: { to: "Karelia S.S.R." } })))).toEqual(["AMPH-4"]);
  });
});

describe("AMPH-3 after the sea battle (T-19)", () => {
  it("AMPH-3 (DEC-2): the only loaded transport sank in the sea battle first: the landed cargo is lost and the land battle is ordinary", () => {
    const s = position(
      "British",
      {
        "Finland Norway": {
          units: [
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "British", type: "infantry", count: 2 },
            { owner: "British", type: "armour" },
          ],
        },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "submarine" },
          ],
        },
        "Karelia S.S.R.": { owner: "British", units: [] },
      },
      {},
      [
        { at: "North Sea Zone", kind: "sea", enteredFrom: ["Eire"] },
        {
          at: "Finland Norway",
          kind: "land",
          amphibious: true,
          unloadFrom: ["North Sea Zone"],
          enteredFrom: ["North Sea Zone", "Karelia S.S.R."],
        },
      ],
    );
    // the combat move already put the two infantry ashore (the movement engine's way); the armour came overland
    for (const u of units(s, "Finland Norway", (x) => x.owner === "British" && x.type === "infantry")) u.unloaded = true;
    units(s, "North Sea Zone", (x) => x.type === "transport")[0]!.unloaded = true;
    // sea battle: the battleship hits the sub (4), the sub hits back (1): the British lose the transport
    const sea = ok(s, resolve("British", "North Sea Zone", { casualtyOrder: { attacker: ["transport"] } }), [4, 1]);
    expect(ids(sea.state, "North Sea Zone", "transport")).toEqual([]);
    // TRANS-8: the landed cargo goes with its transport at once
    expect(event(sea, "cargoLost")[0]).toMatchObject({ rule: "AMPH-2", at: "Finland Norway" });
    expect(ids(sea.state, "Finland Norway", "infantry", "British")).toEqual([]);
    const r = ok(sea.state, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6]);
    expect(typesAt(r.state, "Finland Norway")).toMatchObject({ "British:armour": 1 });
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", to: ["Karelia S.S.R."] });
    expect(r.dice.filter((d) => d.purpose === "bombard")).toEqual([]);
  });
});

describe("CAPT in battle", () => {
  it("CAPT-2: a territory won in battle counts as conquered this turn, with its previous controller", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "armour" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", EGYPT, {}), [3, 6]);
    expect(r.state.thisTurn.conquered).toEqual({ [EGYPT]: "British" });
  });

  it("CAPT-4: liberating a capital returns the original owner's other territories held by its allies", () => {
    const s = position("British", {
      Russia: {
        owner: "Germans",
        units: [
          { owner: "Germans", type: "infantry" },
          { owner: "British", type: "armour" },
        ],
      },
      "Karelia S.S.R.": { owner: "British", units: [] },
    });
    const r = ok(s, resolve("British", "Russia", {}), [3, 6]);
    expect(r.state.territories.Russia!.owner).toBe("Russians");
    expect(r.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
  });

  it("CAPT-5: a power retaking its own original territory simply regains it (App. I Manchuria)", () => {
    const s = position("Japanese", {
      Manchuria: {
        owner: "Russians",
        units: [
          { owner: "Russians", type: "infantry" },
          { owner: "Japanese", type: "armour" },
        ],
      },
    });
    const r = ok(s, resolve("Japanese", "Manchuria", {}), [3, 6]);
    expect(r.state.territories.Manchuria!.owner).toBe("Japanese");
    expect(event(r, "captured")[0]).toMatchObject({ by: "Japanese", from: "Russians" });
  });

  it("CAPT-7: the territory's factory and aaGun are captured with it, never destroyed", () => {
    const s = position("Germans", {
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "infantry" },
          { owner: "Russians", type: "factory" },
          { owner: "Russians", type: "aaGun" },
          { owner: "Germans", type: "armour", count: 2 },
        ],
      },
    });
    const r = ok(s, resolve("Germans", "Karelia S.S.R.", {}), [3, 6, 6]);
    expect(typesAt(r.state, "Karelia S.S.R.")).toEqual({ "Germans:armour": 2, "Germans:factory": 1, "Germans:aaGun": 1 });
  });

  it("CAPT-8: a sea battle only removes units; the sea zone is never captured", () => {
    const s = position("Germans", {
      [NSZ_]: {
        units: [
          { owner: "British", type: "transport" },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", NSZ_, {}), [2, 6]);
    expect(r.state.territories[NSZ_]!.owner).toBeNull();
    expect(event(r, "captured")).toEqual([]);
    expect(event(r, "battleEnded")[0]).toMatchObject({ result: "attackerWon", captured: false });
  });
});
const NSZ_ = "North Sea Zone";

describe("DICE-1 in battle", () => {
  it("DICE-1: a battle that runs out of supplied rolls is refused, saying how many more are needed", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry", count: 2 },
          { owner: "Germans", type: "infantry", count: 3 },
        ],
      },
    });
    const r = act(s, resolve("Germans", EGYPT, {}), [6]);
    expect(rules(r)).toEqual(["DICE-1"]);
    expect(!r.ok && r.violations[0]!.message).toMatch(/at least 2 more/);
  });
});

describe("rocket options", () => {
  it("TECH-9 (OPT-16): with rocketsPerAAGun every aaGun fires, one rocket per target factory", () => {
    const s = position(
      "Germans",
      {
        Germany: { units: [{ owner: "Germans", type: "aaGun" }] },
        "East Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "aaGun" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
        Caucasus: { units: [{ owner: "Russians", type: "factory" }] },
      },
      { techs: { Germans: ["rockets"] }, ipcs: { Russians: 30 } },
    );
    s.ruleset.options.rocketsPerAAGun = true;
    const r = ok(s, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Karelia S.S.R." }, [2]);
    expect(rules(act(r.state, { type: "rocketAttack", power: "Germans", from: "Germany", target: "Karelia S.S.R." }))).toEqual(["TECH-9"]);
    const r2 = ok(r.state, { type: "rocketAttack", power: "Germans", from: "Ukraine S.S.R.", target: "Caucasus" }, [3]);
    expect(r2.state.powers.Russians!.ipcs).toBe(25);
  });
});

describe("more AA, SBR and TRANS in battle", () => {
  it("AA-4: an aaGun never fires at its own side's aircraft", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Japanese", type: "aaGun" },
          { owner: "Germans", type: "fighter" },
          { owner: "Germans", type: "infantry" },
        ],
      },
    });
    const r = ok(s, round1("Germans", EGYPT), [6, 6, 6]);
    expect(r.dice.filter((d) => d.purpose === "aa")).toEqual([]);
  });

  it("AA-8: an aaGun aboard a transport sinks with it", () => {
    const s = position("Germans", {
      [NSZ2]: {
        units: [
          { owner: "British", type: "transport", cargo: [{ owner: "British", type: "aaGun" }] },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    const r = ok(s, resolve("Germans", NSZ2, {}), [1, 6]);
    expect(ids(r.state, NSZ2, "aaGun")).toEqual([]);
  });

  it("SBR-3 (T-35): a raid on Russia — the surviving bomber rolls 6, the Russians hold 4 IPCs and pay 4", () => {
    const s = position(
      "Germans",
      {
        Russia: {
          units: [
            { owner: "Russians", type: "factory" },
            { owner: "Russians", type: "aaGun" },
          ],
        },
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "bomber", count: 2 }] },
      },
      { ipcs: { Russians: 4 } },
      [{ at: "Russia", kind: "raid" }],
    );
    for (const u of units(s, "Karelia S.S.R.", (x) => x.type === "bomber")) u.raiding = true;
    flyIn(s, "Karelia S.S.R.", "Russia", "bomber", 1);
    const r = ok(s, resolve("Germans", "Russia"), [1, 2, 6]);
    // one bomber shot down: the choice between two identical bombers is no choice (no decision)
    expect(r.state.pending.decision).toBeNull();
    expect(event(r, "raidDamage")[0]).toMatchObject({ damage: 6, paid: 4, payer: "Russians" });
    expect(r.state.powers.Russians!.ipcs).toBe(0);
  });

  it("TRANS-8: a loaded transport that retreats keeps its cargo aboard", () => {
    const s = position(
      "Germans",
      {
        [NSZ2]: {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry", count: 2 }] },
            { owner: "Germans", type: "battleship" },
          ],
        },
      },
      {},
      [{ at: NSZ2, kind: "sea", enteredFrom: ["Baltic Sea Zone"] }],
    );
    const r = ok(s, resolve("Germans", NSZ2, { retreat: { to: "Baltic Sea Zone" } }), [6, 6]);
    const t = ids(r.state, "Baltic Sea Zone", "transport")[0];
    expect(units(r.state, "Baltic Sea Zone", (u) => u.type === "infantry").map((u) => u.aboard)).toEqual([t, t]);
  });
});
const NSZ2 = "North Sea Zone";

describe("malformed pending battles", () => {
  it("COMB-9: a recorded battle of another power than the acting one is refused, not fought", () => {
    const s = position("Germans", {
      [EGYPT]: {
        units: [
          { owner: "British", type: "infantry" },
          { owner: "Germans", type: "infantry" },
        ],
      },
    });
    s.pending.battles[0]!.attacker = "Japanese";
    expect(rules(act(s, resolve("Germans", EGYPT, {}), [1, 1]))).toEqual(["COMB-9"]);
    s.pending.battles[0]!.attacker = "Germans";
    s.pending.battles[0]!.at = "Atlantis";
    expect(rules(act(s, resolve("Germans", "Atlantis", {}), [1, 1]))).toEqual(["COMB-1"]);
  });
});
