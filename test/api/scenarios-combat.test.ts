// Digest §4 combat scenarios over HTTP, written from rules/classic.md (T-11…T-19, T-29, T-30, T-35, T-36) and the
// rulebook's combat example. Supplied dice are consumed in COMB-5 order: AA shots, attacking submarines, then the
// other attackers by columns of equal value ascending, then the defenders likewise.
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  count,
  endPhasesUntil,
  ids,
  ipcs,
  legal,
  ok,
  owner,
  position,
  refused,
  rules,
  tally,
  unitsAt,
  move,
  resolve,
} from "./scenario-helpers.js";

/** [threshold, values, hits] per dice-log entry. */
const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("T-11: submarines never hit aircraft (SUB-3, COMB-6)", () => {
  it("2 Japanese fighters against a lone American submarine: its 1 hits nothing; the battle goes on until it sinks", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        Midway: { owner: "Japanese", units: [{ owner: "Japanese", type: "fighter", count: 2 }] },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("Japanese", { fighter: 2 }, ["Midway", "Midway Sea Zone", "Hawaii Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Round 1: fighters 5, 6 miss; the sub's 1 has no target. Round 2: fighters 4, 2 → 1 hit; the sub fires back a 1.
    const r = await ok(c, resolve("Japanese", "Hawaii Sea Zone"), [5, 6, 1, 4, 2, 1]);
    expect(tally(r.state, "Hawaii Sea Zone")).toEqual({ "Japanese fighter": 2 });
    // The sub's 1s are rolled (COMB-6) but their hits are lost (COMB-4): only the threshold and values are fixed here.
    expect(log(r.body).map((e: any) => e.slice(0, 2))).toEqual([
      [3, [5, 6]],
      [2, [1]],
      [3, [4, 2]],
      [2, [1]],
    ]);
  });
});

describe("T-11: or Japan retreats (COMB-6, RET-4)", () => {
  it("the fighters break off after round 1; they stay to fly off in the non-combat move, the sub stays", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        Midway: { owner: "Japanese", units: [{ owner: "Japanese", type: "fighter", count: 2 }] },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("Japanese", { fighter: 2 }, ["Midway", "Midway Sea Zone", "Hawaii Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("Japanese", "Hawaii Sea Zone", { retreat: { afterRound: 1, to: "Midway Sea Zone" } }), [5, 6, 1]);
    expect(r.state.pending.battles).toEqual([]);
    expect(tally(r.state, "Hawaii Sea Zone")).toEqual({ "Americans submarine": 1, "Japanese fighter": 2 });
    const n = await endPhasesUntil(r.state, "noncombatMove");
    const home = await legal(n, move("Japanese", { fighter: 2 }, ["Hawaii Sea Zone", "Midway Sea Zone", "Midway"]));
    expect(count(home.state, "Midway", "Japanese", "fighter")).toBe(2);
  });
});

describe("T-11 as a combat-phase position (attacking aircraft at sea)", () => {
  it("T-11 as a position: 2 Japanese fighters and an American sub in Hawaii Sea Zone", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combat",
      territories: {
        "Hawaii Sea Zone": {
          units: [
            { owner: "Americans", type: "submarine" },
            { owner: "Japanese", type: "fighter", count: 2 },
          ],
        },
      },
    });
    expect(s.pending.battles.map((b: any) => b.at)).toEqual(["Hawaii Sea Zone"]);
    const r = await ok(s, resolve("Japanese", "Hawaii Sea Zone"), [5, 6, 1, 4, 2, 1]);
    expect(tally(r.state, "Hawaii Sea Zone")).toEqual({ "Japanese fighter": 2 });
  });
});

describe("T-13: the rulebook's combat example (COMB-2, COMB-5, CAPT-1)", () => {
  it("German infantry and armour attack a lone British armour: infantry 1 hits, the armour need not roll, the British armour's 2 hits", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: {
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "armour" }] },
      },
    });
    let m = await legal(s, move("Germans", { infantry: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    m = await legal(m.state, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("Germans", "Anglo Sudan Egypt"), [1, 2]);
    expect(log(r.body)).toEqual([
      [1, [1], 1],
      [2, [2], 1],
    ]);
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(tally(r.state, "Anglo Sudan Egypt")).toEqual({ "Germans armour": 1 });
  });
});

describe("T-13 variants (COMB-4: the owner chooses the casualties)", () => {
  const egypt = () =>
    position({
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
    });

  it("the Germans may choose to lose the armour: the infantry captures", async () => {
    const r = await ok(await egypt(), resolve("Germans", "Anglo Sudan Egypt", { casualtyOrder: { attacker: ["armour"] } }), [1, 2]);
    expect(tally(r.state, "Anglo Sudan Egypt")).toEqual({ "Germans infantry": 1 });
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
  });

  it("without a policy the referee asks the Germans which unit they lose; answering infantry lets the armour capture", async () => {
    const r = await ok(await egypt(), { type: "resolveBattle", power: "Germans", at: "Anglo Sudan Egypt" }, [1, 2]);
    expect(r.state.pending.decision).toMatchObject({ kind: "casualties", power: "Germans" });
    const c = await legal(r.state, { type: "chooseCasualties", power: "Germans", at: "Anglo Sudan Egypt", units: { infantry: 1 } });
    expect(tally(c.state, "Anglo Sudan Egypt")).toEqual({ "Germans armour": 1 });
    expect(owner(c.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(c.state.pending).toEqual({ battles: [], decision: null });
  });

  it("a casualty order naming a type twice is refused", async () => {
    const r = await adjudicate(
      await egypt(),
      resolve("Germans", "Anglo Sudan Egypt", { casualtyOrder: { attacker: ["armour", "armour"] } }),
      [1, 2],
    );
    expect(r.status).toBe(422);
  });
});

describe("T-12: App. I — the Hawaii Sea Zone battle, super submarine first (SUB-1, SUB-2, TECH-5)", () => {
  // App. I: the fighter on the carrier in Caroline Islands Sea Zone and the battleship sail/fly 2 zones, the sub 1.
  const hawaii = async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      techs: { Japanese: ["superSubmarines"] },
      territories: {
        "Hawaii Sea Zone": {
          units: [
            { owner: "Americans", type: "carrier" },
            { owner: "Americans", type: "fighter" },
            { owner: "Americans", type: "submarine" },
          ],
        },
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
            { owner: "Japanese", type: "battleship" },
          ],
        },
        "Solomon Islands Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
      },
    });
    let m = await legal(
      s,
      move("Japanese", ids(s, "Caroline Islands Sea Zone", "Japanese", "fighter"), [
        "Caroline Islands Sea Zone",
        "Wake Island Sea Zone",
        "Hawaii Sea Zone",
      ]),
    );
    m = await legal(m.state, move("Japanese", { battleship: 1 }, ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
    m = await legal(m.state, move("Japanese", { submarine: 1 }, ["Solomon Islands Sea Zone", "Hawaii Sea Zone"]));
    expect(count(m.state, "Caroline Islands Sea Zone", "Japanese", "carrier")).toBe(1);
    return endPhasesUntil(m.state, "combat");
  };

  it("the super sub's 3 sinks the American sub, which does not fire; then battleship and fighter, then the Americans", async () => {
    // Round 1: sub 3 (hit, the American sub); fighter 5, battleship 6 miss; carrier 6, fighter 6 miss.
    // Round 2: sub 1 (hit: the carrier, removed at once, SUB-1); fighter 2 (hit: the American fighter); battleship not rolled
    // (COMB-5); the American fighter (set aside) fires back 6.
    const r = await ok(
      await hawaii(),
      resolve("Japanese", "Hawaii Sea Zone", { casualtyOrder: { defender: ["submarine", "fighter", "carrier"] } }),
      [3, 5, 6, 6, 6, 1, 2, 6],
    );
    expect(log(r.body)).toEqual([
      [3, [3], 1],
      [3, [5], 0],
      [4, [6], 0],
      [3, [6], 0],
      [4, [6], 0],
      [3, [1], 1],
      [3, [2], 1],
      [4, [6], 0],
    ]);
    expect(tally(r.state, "Hawaii Sea Zone")).toEqual({ "Japanese submarine": 1, "Japanese battleship": 1, "Japanese fighter": 1 });
  });

  it("SUB-2: when the Japanese sub misses, the American sub fires with the other defenders, not first", async () => {
    // Round 1: sub 4 (miss), fighter 5, battleship 6; defenders by value: sub (2) 6, carrier (3) 6, fighter (4) 6.
    const r = await ok(
      await hawaii(),
      resolve("Japanese", "Hawaii Sea Zone", { retreat: { afterRound: 1, to: "Wake Island Sea Zone" } }),
      [4, 5, 6, 6, 6, 6],
    );
    expect(log(r.body).slice(0, 6)).toEqual([
      [3, [4], 0],
      [3, [5], 0],
      [4, [6], 0],
      [2, [6], 0],
      [3, [6], 0],
      [4, [6], 0],
    ]);
  });
});

describe("T-14 / T-15 / T-16: bombardment (BOMB-1, BOMB-2, BOMB-3, BOMB-5)", () => {
  it("T-14 BOMB-5: a British battleship in North Sea Zone does nothing when Finland Norway is attacked overland only", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "armour" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const m = await legal(s, move("British", { armour: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("British", "Finland Norway"), [6, 6, 3, 6]);
    expect(log(r.body)).toEqual([
      [3, [6], 0],
      [2, [6], 0],
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(owner(r.state, "Finland Norway")).toBe("British");
  });

  it("T-15 BOMB-2, BOMB-3: the bombarded infantry still fires in round 1; no bombardment in round 2", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
      },
    });
    const m = await legal(s, move("British", ids(s, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: infantry 6, 6; battleship 4 (hit); both German infantry fire 6, 6. R2: infantry 1, 6 (hit); the last German fires 6.
    const r = await ok(c, resolve("British", "Finland Norway"), [6, 6, 4, 6, 6, 1, 6, 6]);
    expect(log(r.body)).toEqual([
      [1, [6, 6], 0],
      [4, [4], 1],
      [2, [6, 6], 0],
      [1, [1, 6], 1],
      [2, [6], 0],
    ]);
    expect(owner(r.state, "Finland Norway")).toBe("British");
    expect(tally(r.state, "Finland Norway")).toEqual({ "British infantry": 2 });
    expect(count(r.state, "North Sea Zone", "British", "battleship")).toBe(1);
  });

  it("BOMB-2 with two transports unloading by count: columns infantry 1, armour 3, battleship 4, then the defenders", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "armour" }] },
          ],
        },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
      },
    });
    const m = await legal(s, move("British", { infantry: 2, armour: 1 }, ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: infantry 6, 6; armour 6; battleship 4 (hit); the Germans 6, 6. R2: infantry 1, 1 (one German left: 1 hit),
    // the armour is not rolled (COMB-5); the last German 6.
    const r = await ok(c, resolve("British", "Finland Norway"), [6, 6, 6, 4, 6, 6, 1, 1, 6]);
    expect(log(r.body).map((e: any) => e.slice(0, 2))).toEqual([
      [1, [6, 6]],
      [3, [6]],
      [4, [4]],
      [2, [6, 6]],
      [1, [1, 1]],
      [2, [6]],
    ]);
    expect(tally(r.state, "Finland Norway")).toEqual({ "British infantry": 2, "British armour": 1 });
    expect(owner(r.state, "Finland Norway")).toBe("British");
  });

  it("BOMB-1: a battleship in another zone next to the target (Baltic Sea Zone) does not bombard a landing from North Sea Zone", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "Baltic Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const m = await legal(s, move("British", { infantry: 2 }, ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Only the infantry: 6, 6; the German 6; R2: 1, 6 (hit); the German 6.
    const r = await ok(c, resolve("British", "Finland Norway"), [6, 6, 6, 1, 6, 6]);
    expect(log(r.body).map((e: any) => e[0])).toEqual([1, 2, 1, 2]);
    expect(owner(r.state, "Finland Norway")).toBe("British");
  });

  it("T-16 BOMB-1: a battleship that fought the sea battle in the unloading zone does not bombard", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Sea battle: battleship 2 (hit); the sub fires back 6; the transport (attack 0) rolls nothing.
    const sea = await ok(c, resolve("British", "North Sea Zone"), [2, 6]);
    expect(log(sea.body)).toEqual([
      [4, [2], 1],
      [2, [6], 0],
    ]);
    // Land battle: no bombardment. R1: infantry 6, 6; German 6. R2: infantry 1, 6; German 6.
    const land = await ok(sea.state, resolve("British", "Finland Norway"), [6, 6, 6, 1, 6, 6]);
    expect(log(land.body)).toEqual([
      [1, [6, 6], 0],
      [2, [6], 0],
      [1, [1, 6], 1],
      [2, [6], 0],
    ]);
    expect(owner(land.state, "Finland Norway")).toBe("British");
  });
});

describe("T-17 / T-18: retreats (RET-1, RET-2)", () => {
  const start = async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "French Equatorial Africa": {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "Germans", type: "armour" },
          ],
        },
        Libya: { owner: "Germans", units: [] },
        "Kenya-Rhodesia": { owner: "Germans", units: [] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 2 }] },
      },
    });
    let m = await legal(s, move("Germans", { infantry: 2 }, ["French Equatorial Africa", "Anglo Sudan Egypt"]));
    m = await legal(m.state, move("Germans", { armour: 1 }, ["French Equatorial Africa", "Libya", "Anglo Sudan Egypt"]));
    return endPhasesUntil(m.state, "combat");
  };

  it("T-17: after round 1 all retreat to Libya, which the armour crossed (legal)", async () => {
    const r = await ok(
      await start(),
      resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Libya" } }),
      [6, 6, 6, 6, 6],
    );
    expect(tally(r.state, "Libya")).toEqual({ "Germans infantry": 2, "Germans armour": 1 });
    expect(tally(r.state, "Anglo Sudan Egypt")).toEqual({ "British infantry": 2 });
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("British");
  });

  it("T-17: all to French Equatorial Africa is legal too", async () => {
    const r = await ok(
      await start(),
      resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "French Equatorial Africa" } }),
      [6, 6, 6, 6, 6],
    );
    expect(tally(r.state, "French Equatorial Africa")).toEqual({ "Germans infantry": 2, "Germans armour": 1 });
  });

  it("T-17 RET-2: to Kenya-Rhodesia (friendly, but no attacker came from there) is refused whatever the dice", async () => {
    await refused(
      await start(),
      resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Kenya-Rhodesia" } }),
      "RET-2",
      [6, 6, 6, 6, 6],
    );
    await refused(
      await start(),
      resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Kenya-Rhodesia" } }),
      "RET-2",
      [],
    );
  });

  it("T-18 RET-1: a retreat before round 1 is refused", async () => {
    await refused(await start(), { type: "retreat", power: "Germans", at: "Anglo Sudan Egypt", to: "Libya" }, "RET-1");
  });

  it("T-18 RET-1: no retreat once every defender is dead; the attacker takes the territory", async () => {
    // Round 1: infantry 1, 1 (2 hits) — armour not rolled; the British fire back 6, 6.
    const r = await ok(await start(), resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Libya" } }), [1, 1, 6, 6]);
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(tally(r.state, "Anglo Sudan Egypt")).toEqual({ "Germans infantry": 2, "Germans armour": 1 });
    expect(count(r.state, "Libya")).toBe(0);
  });
});

describe("T-18 with single rounds (RET-1)", () => {
  it("after a round in which every defender died there is nothing to retreat from", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "infantry", count: 2 },
          ],
        },
      },
    });
    const r = await ok(s, { type: "fightRound", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 6]);
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Germans");
    await refused(r.state, { type: "retreat", power: "Germans", at: "Karelia S.S.R.", to: "East Europe" }, "RET-1");
  });

  it("after a round with defenders left the attacker may retreat to a space it came from", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "infantry", count: 2 },
          ],
        },
      },
    });
    const r = await ok(s, { type: "fightRound", power: "Germans", at: "Karelia S.S.R." }, [6, 6, 6]);
    const back = await legal(r.state, { type: "retreat", power: "Germans", at: "Karelia S.S.R.", to: "East Europe" });
    expect(count(back.state, "East Europe", "Germans", "infantry")).toBe(2);
    expect(owner(back.state, "Karelia S.S.R.")).toBe("Russians");
  });
});

describe("T-19: no retreat from an amphibious assault (AMPH-3, AMPH-4)", () => {
  const start = (subInNorthSea: boolean) =>
    position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }],
        },
        "North Sea Zone": { units: subInNorthSea ? [{ owner: "Germans", type: "submarine" }] : [] },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "armour" }] },
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 3 }] },
      },
    });
  const attack = async (s: any) => {
    let m = await legal(s, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    m = await legal(m.state, move("British", { armour: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    m = await legal(m.state, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "Finland Norway"]));
    return endPhasesUntil(m.state, "combat");
  };

  it("AMPH-4: a retreat after round 2 to Karelia S.S.R. is refused", async () => {
    const c = await attack(await start(false));
    await refused(
      c,
      resolve("British", "Finland Norway", { retreat: { afterRound: 2, to: "Karelia S.S.R." } }),
      "AMPH-4",
      Array(30).fill(6),
    );
  });

  it("AMPH-3: the only loaded transport sank in the sea battle first: the rest may retreat", async () => {
    const c = await attack(await start(true));
    // Sea battle: the transport rolls nothing (attack 0); the sub's 1 sinks it with its cargo.
    const sea = await ok(c, resolve("British", "North Sea Zone"), [1]);
    expect(count(sea.state, "North Sea Zone", "British")).toBe(0);
    // Land battle: armour and fighter 6, 6; three German infantry 6, 6, 6; retreat after round 1.
    const land = await ok(
      sea.state,
      resolve("British", "Finland Norway", { retreat: { afterRound: 1, to: "Karelia S.S.R." } }),
      [6, 6, 6, 6, 6],
    );
    expect(count(land.state, "Karelia S.S.R.", "British", "armour")).toBe(1);
    expect(owner(land.state, "Finland Norway")).toBe("Germans");
    expect(count(land.state, "Finland Norway", "Germans", "infantry")).toBe(3);
    expect(count(land.state, "Finland Norway", "British", "infantry")).toBe(0);
  });
});

describe("T-19 round by round (AMPH-4)", () => {
  it("after two rounds (fightRound) a retreat action from the amphibious assault is refused", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "armour" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 3 }] },
      },
    });
    let m = await legal(s, move("British", ids(s, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    m = await legal(m.state, move("British", { armour: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r1 = await ok(c, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6, 6, 6, 6]);
    const r2 = await ok(r1.state, { type: "fightRound", power: "British", at: "Finland Norway" }, [6, 6, 6, 6, 6, 6]);
    await refused(r2.state, { type: "retreat", power: "British", at: "Finland Norway", to: "Karelia S.S.R." }, "AMPH-4");
  });
});

describe("T-29: defending fighters that lose their carrier (CARR-5)", () => {
  const fight = async (zone: string) => {
    const s = await position({
      power: "Japanese",
      phase: "combat",
      territories: {
        [zone]: {
          units: [
            { owner: "Americans", type: "carrier" },
            { owner: "Americans", type: "fighter" },
            { owner: "Japanese", type: "submarine" },
          ],
        },
      },
    });
    // The sub's 1 sinks the carrier (its only legal target, SUB-3), which does not fire; the fighter's 3 sinks the sub.
    return ok(s, resolve("Japanese", zone), [1, 3]);
  };

  it("in Hawaii Sea Zone the surviving fighter lands on the American Hawaiian Islands", async () => {
    const r = await fight("Hawaii Sea Zone");
    expect(unitsAt(r.state, "Hawaii Sea Zone")).toEqual([]);
    expect(count(r.state, "Hawaiian Islands", "Americans", "fighter")).toBe(1);
  });

  it("in North Australia Sea Zone the fighter is destroyed: Australia touches three sea zones (not wholly inside one)", async () => {
    const r = await fight("North Australia Sea Zone");
    expect(r.state.territories["North Australia Sea Zone"].units).toEqual([]);
    expect(count(r.state, "Australia", "Americans", "fighter")).toBe(0);
  });

  it("in West US Sea Zone (no island wholly inside it, no other carrier) the fighter is destroyed", async () => {
    const r = await fight("West US Sea Zone");
    expect(unitsAt(r.state, "West US Sea Zone")).toEqual([]);
    expect(count(r.state, "West US", "Americans", "fighter")).toBe(0);
  });
});

describe("T-30: an allied fighter on an attacking carrier is cargo (CARR-3)", () => {
  it("the American fighter does not roll, is no British casualty, and sinks with the British carrier", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("British", { carrier: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(count(m.state, "Baltic Sea Zone", "Americans", "fighter")).toBe(1);
    const c = await endPhasesUntil(m.state, "combat");
    // The carrier (attack 1) rolls 6; the sub's 1 hits: the carrier is the only British casualty; the fighter sinks with it.
    const r = await ok(c, resolve("British", "Baltic Sea Zone"), [6, 1]);
    expect(log(r.body)).toEqual([
      [1, [6], 0],
      [2, [1], 1],
    ]);
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "Germans submarine": 1 });
  });
});

describe("T-35 / T-36: raid damage and heavy bombers (SBR-3, TECH-8)", () => {
  it("T-35 SBR-3: the raiding bomber rolls 6 but the Russians hold 4: they pay 4", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Russians: 4, Germans: 0 },
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "bomber" }] },
        Russia: { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    const m = await legal(s, move("Germans", { bomber: 1 }, ["Karelia S.S.R.", "Russia"], { raid: true }));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("Germans", "Russia"), [6]);
    expect(ipcs(r.state, "Russians")).toBe(0);
    expect(ipcs(r.state, "Germans")).toBe(0); // the damage goes to the bank
  });

  it("T-36 TECH-8: a heavy bomber attacking land rolls 2, 5, 4: 2 hits", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      techs: { Germans: ["heavyBombers"] },
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry", count: 3 },
            { owner: "Germans", type: "bomber" },
          ],
        },
      },
    });
    // R1: 2, 5, 4 → 2 hits; three infantry 6, 6, 6. R2: 1, 6, 6 → 1 hit; the last infantry 6.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [2, 5, 4, 6, 6, 6, 1, 6, 6, 6]);
    expect(log(r.body)).toEqual([
      [4, [2, 5, 4], 2],
      [2, [6, 6, 6], 0],
      [4, [1, 6, 6], 1],
      [2, [6], 0],
    ]);
    expect(count(r.state, "Karelia S.S.R.", "Russians")).toBe(0);
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Russians"); // CAPT-1: aircraft alone take nothing
  });
});

describe("DICE-1: too few supplied rolls", () => {
  it("is a 422 citing DICE-1", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    const r = await adjudicate(s, resolve("Germans", "Karelia S.S.R."), [6]);
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("DICE-1");
  });
});

describe("an attack by aircraft alone can be called off (RET-4, DAAK 4.1(2), T-11)", () => {
  const start = async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
      },
    });
    const m = await legal(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    return endPhasesUntil(m.state, "combat");
  };

  it("without a policy the referee asks the British after round 1 whether to break off", async () => {
    const r = await ok(await start(), { type: "resolveBattle", power: "British", at: "West Europe" }, [6, 6, 6]);
    expect(r.state.pending.decision).toMatchObject({ kind: "retreat", power: "British" });
  });

  it("a retreat policy ends the battle after round 1; the fighter stays to fly off in the non-combat move", async () => {
    const r = await ok(await start(), resolve("British", "West Europe", { retreat: { afterRound: 1, to: "North Sea Zone" } }), [6, 6, 6]);
    expect(r.state.pending.battles).toEqual([]);
    expect(tally(r.state, "West Europe")).toEqual({ "Germans infantry": 2, "British fighter": 1 });
  });
});
