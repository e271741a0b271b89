// More digest rules as HTTP scenarios: turn order, movement limits, aircraft landing, combat order and casualties,
// technologies, rockets, victory — each test named by its rule ID, figures computed from rules/classic.md.
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
  tally,
  move,
  resolve,
} from "./scenario-helpers.js";

const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);
const anyOf = (r: { body: any }, ...ids_: string[]) => (r.body?.violations ?? []).some((v: any) => ids_.includes(v.rule));

describe("TURN", () => {
  it("TURN-3: the Germans cannot act in the Russians' turn", async () => {
    const s = await position({ power: "Russians", phase: "purchase", ipcs: { Germans: 10 } });
    await refused(s, { type: "purchase", power: "Germans", units: { infantry: 1 } }, "TURN-3");
  });

  it("TURN-2: no move in the purchase phase", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      territories: { Germany: { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    await refused(s, move("Germans", { infantry: 1 }, ["Germany", "West Europe"]), "TURN-2");
  });

  it("TURN-2: endPhase walks purchase → combatMove → combat → noncombatMove → place → collectIncome → next power", async () => {
    let s = await position({ power: "Germans", phase: "purchase" });
    const seen: string[] = [s.turn.phase];
    for (let i = 0; i < 6; i++) {
      s = (await ok(s, { type: "endPhase", power: "Germans" })).state;
      seen.push(`${s.turn.power}:${s.turn.phase}`);
    }
    expect(seen).toEqual([
      "purchase",
      "Germans:combatMove",
      "Germans:combat",
      "Germans:noncombatMove",
      "Germans:place",
      "Germans:collectIncome",
      "British:purchase",
    ]);
  });

  it("COMB-1: the combat phase cannot end while a battle is pending", async () => {
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
    const r = await adjudicate(s, { type: "endPhase", power: "Germans" });
    expect(r.status).toBe(422);
  });
});

describe("movement limits (LAND-1, SEA-1, AIR-1, TECH-6, MOVE-3, NEUT-7)", () => {
  const germanEast = {
    "Ukraine S.S.R.": { owner: "Germans" },
    Caucasus: { owner: "Germans" },
    Russia: { owner: "Germans" },
    Novosibirsk: { owner: "Germans" },
  };

  it("LAND-1: infantry moves 1, armour 2", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        ...germanEast,
        Germany: {
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    const r1 = await adjudicate(s, move("Germans", { infantry: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]));
    expect(r1.status).toBe(422);
    expect(anyOf(r1, "LAND-1", "MOVE-4")).toBe(true);
    const r2 = await adjudicate(s, move("Germans", { armour: 1 }, ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus"]));
    expect(r2.status).toBe(422);
    expect(anyOf(r2, "LAND-1", "MOVE-4")).toBe(true);
    await legal(s, move("Germans", { armour: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]));
  });

  it("SEA-1: ships move up to 2 sea zones", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: { "North Sea Zone": { units: [{ owner: "British", type: "transport" }] } },
    });
    const r = await adjudicate(
      s,
      move("British", { transport: 1 }, [
        "North Sea Zone",
        "West Spain Sea Zone",
        "West Mediteranean Sea Zone",
        "Central Mediteranean Sea Zone",
      ]),
    );
    expect(r.status).toBe(422);
    expect(anyOf(r, "SEA-1", "MOVE-4")).toBe(true);
    await legal(s, move("British", { transport: 1 }, ["North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]));
  });

  it("AIR-1 / TECH-6: a fighter flies 4, a long-range fighter 6 (Germany → Novosibirsk is 5)", async () => {
    const path = ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus", "Russia", "Novosibirsk"];
    const base = {
      power: "Germans",
      phase: "noncombatMove",
      territories: { ...germanEast, Germany: { units: [{ owner: "Germans", type: "fighter" }] } },
    };
    const r = await adjudicate(await position(base), move("Germans", { fighter: 1 }, path));
    expect(r.status).toBe(422);
    expect(anyOf(r, "AIR-1", "MOVE-4")).toBe(true);
    const lr = await legal(await position({ ...base, techs: { Germans: ["longRangeAircraft"] } }), move("Germans", { fighter: 1 }, path));
    expect(count(lr.state, "Novosibirsk", "Germans", "fighter")).toBe(1);
  });

  it("MOVE-3: infantry that moved in the combat move does not move again", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        "Ukraine S.S.R.": { owner: "Russians", units: [] },
      },
    });
    const c = await legal(s, move("Germans", { infantry: 1 }, ["East Europe", "Ukraine S.S.R."]));
    const n = await endPhasesUntil(c.state, "noncombatMove");
    await refused(n, move("Germans", { infantry: 1 }, ["Ukraine S.S.R.", "East Europe"]), "MOVE-3");
  });

  it("MOVE-2: in the combat move a land unit may not just move into friendly territory", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: { Germany: { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    await refused(s, move("Germans", { infantry: 1 }, ["Germany", "West Europe"]), "MOVE-2");
  });

  it("MOVE-3 / NEUT-7: land units never enter an unviolated neutral in the non-combat move", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      ipcs: { Germans: 10 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    const r = await adjudicate(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]));
    expect(r.status).toBe(422);
    expect(anyOf(r, "NEUT-7", "NEUT-2", "MOVE-3")).toBe(true);
  });
});

describe("aircraft landing (AIR-5, AIR-8, SBR-1)", () => {
  it("AIR-5 / AIR-8: no fighter ends the non-combat move in a sea zone without a carrier; no bomber on a carrier", async () => {
    const s = await position({
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        Japan: {
          units: [
            { owner: "Japanese", type: "fighter" },
            { owner: "Japanese", type: "bomber" },
          ],
        },
        "Okinawa Sea Zone": { units: [{ owner: "Japanese", type: "carrier" }] },
      },
    });
    const f = await adjudicate(s, move("Japanese", { fighter: 1 }, ["Japan", "Japan Sea Zone"]));
    expect(f.status).toBe(422);
    expect(anyOf(f, "AIR-5", "AIR-8")).toBe(true);
    const b = await adjudicate(s, move("Japanese", { bomber: 1 }, ["Japan", "Japan Sea Zone", "Okinawa Sea Zone"]));
    expect(b.status).toBe(422);
    expect(anyOf(b, "AIR-8", "CARR-1")).toBe(true);
    await legal(s, move("Japanese", { fighter: 1 }, ["Japan", "Japan Sea Zone", "Okinawa Sea Zone"]));
  });

  it("SBR-1: fighters do not raid", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "West Europe": {
          units: [
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    });
    await refused(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"], { raid: true }), "SBR-1");
  });
});

describe("combat order and casualties (AA-3, AA-5, COMB-4, COMB-5, COMB-8, SUB-3, CARR-4, TECH-4, TECH-8)", () => {
  it("AA-3: the aaGun fires one die per attacking aircraft before the battle; a 1 downs one fighter", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter", count: 2 }] },
        "West Europe": {
          units: [
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    });
    const m = await legal(s, move("British", { fighter: 2 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    const c = await endPhasesUntil(m.state, "combat");
    // AA: 1, 4 → one fighter down. Round 1: the surviving fighter 3 (hit); the German infantry 6.
    const r = await ok(c, resolve("British", "West Europe"), [1, 4, 3, 6]);
    expect(log(r.body)).toEqual([
      [1, [1, 4], 1],
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(tally(r.state, "West Europe")).toEqual({ "British fighter": 1, "Germans aaGun": 1 });
    expect(owner(r.state, "West Europe")).toBe("Germans"); // CAPT-1: aircraft capture nothing
  });

  it("COMB-5: attackers fire by columns ascending (infantry 1, armour and fighter 3, bomber 4), then defenders (2, then 4)", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry", count: 2 },
            { owner: "Russians", type: "fighter" },
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armour" },
            { owner: "Germans", type: "bomber" },
          ],
        },
      },
    });
    // R1: infantry 6; armour 6; bomber 6; Russian infantry 6, 6; fighter 6.
    // R2: infantry 1, armour 3, bomber 4: three hits, all three defenders die; they fire back 6, 6, 6.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [6, 6, 6, 6, 6, 6, 1, 3, 4, 6, 6, 6]);
    expect(log(r.body)).toEqual([
      [1, [6], 0],
      [3, [6], 0],
      [4, [6], 0],
      [2, [6, 6], 0],
      [4, [6], 0],
      [1, [1], 1],
      [3, [3], 1],
      [4, [4], 1],
      [2, [6, 6], 0],
      [4, [6], 0],
    ]);
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Germans");
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans infantry": 1, "Germans armour": 1, "Germans bomber": 1 });
  });

  it("COMB-4: a side without an order loses its cheapest units first; casualtyOrder overrides", async () => {
    const mk = () =>
      position({
        power: "Germans",
        phase: "combat",
        territories: {
          "Syria Jordan": {
            units: [
              { owner: "British", type: "infantry" },
              { owner: "British", type: "fighter" },
              { owner: "Germans", type: "armour", count: 2 },
            ],
          },
        },
      });
    // R1: armour 3, 6 → 1 hit; the British infantry (2) and fighter (4) fire 6, 6. R2: armour 3, 3; the survivor fires 6.
    const dice = [3, 6, 6, 6, 3, 3, 6];
    const cheap = await ok(await mk(), resolve("Germans", "Syria Jordan"), dice);
    expect(log(cheap.body).map((e: any) => e[0])).toEqual([3, 2, 4, 3, 4]); // the infantry (3 IPCs) went first: the fighter fires in R2
    expect(owner(cheap.state, "Syria Jordan")).toBe("Germans");
    const ordered = await ok(await mk(), resolve("Germans", "Syria Jordan", { casualtyOrder: { defender: ["fighter"] } }), dice);
    expect(log(ordered.body).map((e: any) => e[0])).toEqual([3, 2, 4, 3, 2]); // the fighter went first
    expect(tally(ordered.state, "Syria Jordan")).toEqual({ "Germans armour": 2 });
  });

  it("COMB-8: British and American units in one territory defend together", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Syria Jordan": {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "Americans", type: "infantry" },
            { owner: "Germans", type: "armour", count: 2 },
          ],
        },
      },
    });
    // R1: armour 6, 6; both defenders fire 2, 2 → 2 hits: the Germans are wiped out; the territory stays British.
    const r = await ok(s, resolve("Germans", "Syria Jordan"), [6, 6, 2, 2]);
    expect(log(r.body)).toEqual([
      [3, [6, 6], 0],
      [2, [2, 2], 2],
    ]);
    expect(tally(r.state, "Syria Jordan")).toEqual({ "British infantry": 1, "Americans infantry": 1 });
    expect(owner(r.state, "Syria Jordan")).toBe("British");
  });

  it("SUB-3: a defending sub's hit goes to the attacking carrier, not to the cheaper fighter", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "carrier" },
            { owner: "British", type: "fighter" },
          ],
        },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    let m = await legal(s, move("British", { carrier: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "North Sea Zone", "British", "fighter"), ["North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: carrier 6 (1), fighter 6 (3); the sub 1 → the carrier. R2: fighter 2 (hit); the sub fires back 6.
    const r = await ok(c, resolve("British", "Baltic Sea Zone"), [6, 6, 1, 2, 6]);
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "British fighter": 1 });
  });

  it("CARR-4: defending fighters on a carrier may be casualties; cheapest first takes the fighter before the carrier", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Midway Sea Zone": {
          units: [
            { owner: "Americans", type: "carrier" },
            { owner: "Americans", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Japanese", type: "battleship" }] },
      },
    });
    const m = await legal(s, move("Japanese", { battleship: 1 }, ["Hawaii Sea Zone", "Midway Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: battleship 1 (hit → the fighter); carrier 6, fighter 6. R2: battleship 1 (the carrier); carrier 6.
    const r = await ok(c, resolve("Japanese", "Midway Sea Zone"), [1, 6, 6, 1, 6]);
    expect(log(r.body)).toEqual([
      [4, [1], 1],
      [3, [6], 0],
      [4, [6], 0],
      [4, [1], 1],
      [3, [6], 0],
    ]);
    expect(tally(r.state, "Midway Sea Zone")).toEqual({ "Japanese battleship": 1 });
  });

  it("TECH-4: German fighters with jet power defend at 5", async () => {
    const s = await position({
      power: "Russians",
      phase: "combat",
      techs: { Germans: ["jetPower"] },
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "fighter" },
            { owner: "Russians", type: "armour" },
          ],
        },
      },
    });
    // R1: armour 6; the fighter 5 (hit with jets): the armour dies.
    const r = await ok(s, resolve("Russians", "East Europe"), [6, 5]);
    expect(log(r.body)).toEqual([
      [3, [6], 0],
      [5, [5], 1],
    ]);
    expect(tally(r.state, "East Europe")).toEqual({ "Germans fighter": 1 });
  });

  it("TECH-8 / SBR-3: a heavy bomber raid rolls 3 dice, summed: 2 + 3 + 4 = 9", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Russians: 20 },
      techs: { Germans: ["heavyBombers"] },
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "bomber" }] },
        Russia: { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    const m = await legal(s, move("Germans", { bomber: 1 }, ["Karelia S.S.R.", "Russia"], { raid: true }));
    const r = await ok(await endPhasesUntil(m.state, "combat"), resolve("Germans", "Russia"), [2, 3, 4]);
    expect(ipcs(r.state, "Russians")).toBe(11);
  });

  it("dice: rolls left over come back unused", async () => {
    const s = await position({
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
    const r = await ok(s, resolve("Germans", "Anglo Sudan Egypt"), [1, 2, 5, 4]);
    expect(r.body.dice.unused).toEqual([5, 4]);
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
  });
});

describe("rockets and victory (TECH-9, VICT-1, VICT-3)", () => {
  it("TECH-9: a German aaGun in West Europe fires a rocket at the United Kingdom: the British lose the die", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      ipcs: { British: 10 },
      techs: { Germans: ["rockets"] },
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        "United Kingdom": { units: [{ owner: "British", type: "factory" }] },
      },
    });
    const r = await legal(s, { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" }, [5]);
    expect(ipcs(r.state, "British")).toBe(5);
    await refused(r.state, { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" }, "TECH-9", [5]);
  });

  it("TECH-9: no rockets without the development", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      ipcs: { British: 10 },
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        "United Kingdom": { units: [{ owner: "British", type: "factory" }] },
      },
    });
    await refused(s, { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" }, "TECH-9", [5]);
  });

  it("VICT-1: the Axis hold Russia and the United Kingdom at the end of the round: the Axis win", async () => {
    const s = await position({
      round: 3,
      power: "Americans",
      phase: "collectIncome",
      territories: { Russia: { owner: "Germans" }, "United Kingdom": { owner: "Japanese" } },
    });
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toMatchObject({ condition: "VICT-1" });
    expect(String(r.state.winner.alliance)).toMatch(/axis/i);
  });

  it("VICT-1: checked at the end of the round, not after the Germans' turn", async () => {
    const s = await position({
      round: 3,
      power: "Germans",
      phase: "collectIncome",
      territories: { Russia: { owner: "Germans" }, "United Kingdom": { owner: "Japanese" } },
    });
    const r = await ok(s, { type: "endPhase", power: "Germans" });
    expect(r.state.winner).toBeNull();
  });

  it("VICT-3: the Americans concede; the Axis win and no further action is accepted", async () => {
    const s = await position({ power: "Americans", phase: "purchase", ipcs: { Americans: 10 } });
    const r = await ok(s, { type: "concede", power: "Americans" });
    expect(String(r.state.winner.alliance)).toMatch(/axis/i);
    const after = await adjudicate(r.state, { type: "purchase", power: "Americans", units: { infantry: 1 } });
    expect(after.status).toBe(422);
  });
});

describe("retreated units (RET-5)", () => {
  it("units that retreated to Libya do not move in the non-combat move", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "French Equatorial Africa": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        Libya: { owner: "Germans", units: [] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 2 }] },
      },
    });
    const m = await legal(s, move("Germans", { armour: 1 }, ["French Equatorial Africa", "Libya", "Anglo Sudan Egypt"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Libya" } }), [6, 6, 6]);
    expect(count(r.state, "Libya", "Germans", "armour")).toBe(1);
    const n = await endPhasesUntil(r.state, "noncombatMove");
    const x = await adjudicate(n, move("Germans", { armour: 1 }, ["Libya", "Algeria"]));
    expect(x.status).toBe(422);
    expect(anyOf(x, "RET-5", "MOVE-3", "MOVE-4")).toBe(true);
  });
});

describe("AA-3 example: moves count as simultaneous", () => {
  it("the German aaGun of Ukraine S.S.R., blitzed by Russian armour, still fires at a Russian fighter flying over it", async () => {
    const s = await position({
      power: "Russians",
      phase: "combatMove",
      territories: {
        Caucasus: { units: [{ owner: "Russians", type: "armour" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "fighter" }] },
        "Ukraine S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "aaGun" }] },
        "East Europe": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("Russians", { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]));
    m = await legal(m.state, move("Russians", { fighter: 1 }, ["Karelia S.S.R.", "Ukraine S.S.R.", "East Europe"]));
    const c = await endPhasesUntil(m.state, "combat");
    // AA 1: the fighter is down before the battle. Armour 3 (hit); the infantry 6.
    const r = await ok(c, resolve("Russians", "East Europe"), [1, 3, 6]);
    expect(log(r.body)).toEqual([
      [1, [1], 1],
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(tally(r.state, "East Europe")).toEqual({ "Russians armour": 1 });
    expect(owner(r.state, "East Europe")).toBe("Russians");
  });
});

describe("retreat and withdrawal destinations (RET-2, SUB-5)", () => {
  const blitz = async () => {
    const s = await position({
      power: "Russians",
      phase: "combatMove",
      territories: {
        Caucasus: { units: [{ owner: "Russians", type: "armour" }] },
        "Ukraine S.S.R.": { owner: "Germans", units: [] },
        "East Europe": { owner: "Germans", units: [{ owner: "Germans", type: "infantry", count: 2 }] },
      },
    });
    const m = await legal(s, move("Russians", { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]));
    return endPhasesUntil(m.state, "combat");
  };

  it("RET-2: the armour may retreat to Ukraine S.S.R., blitzed this turn (its last step)", async () => {
    const r = await ok(await blitz(), resolve("Russians", "East Europe", { retreat: { afterRound: 1, to: "Ukraine S.S.R." } }), [6, 6, 6]);
    expect(tally(r.state, "Ukraine S.S.R.")).toEqual({ "Russians armour": 1 });
    expect(owner(r.state, "Ukraine S.S.R.")).toBe("Russians");
  });

  it("RET-2: not to Caucasus, where it started but did not enter from", async () => {
    await refused(await blitz(), resolve("Russians", "East Europe", { retreat: { afterRound: 1, to: "Caucasus" } }), "RET-2", [6, 6, 6]);
  });

  it("SUB-5: an attacking sub may withdraw to the zone another attacking ship came from", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "West Spain Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport" },
          ],
        },
      },
    });
    let m = await legal(s, move("Germans", { submarine: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("Germans", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: sub 6; battleship 6; the British transport 6 and battleship 6. The sub withdraws to West Spain Sea Zone.
    const r = await ok(
      c,
      resolve("Germans", "North Sea Zone", {
        withdrawSubmarines: { attacker: { afterRound: 1, to: "West Spain Sea Zone" } },
        retreat: { afterRound: 1, to: "West Spain Sea Zone" },
      }),
      [6, 6, 6, 6],
    );
    expect(tally(r.state, "West Spain Sea Zone")).toEqual({ "Germans submarine": 1, "Germans battleship": 1 });
  });
});

describe("SBR-1: raid targets", () => {
  it("a raid needs an enemy-controlled territory with a factory", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "bomber" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        Germany: { units: [{ owner: "Germans", type: "factory" }] },
      },
    });
    await refused(s, move("British", { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"], { raid: true }), "SBR-1");
    const r = await legal(
      s,
      move("British", { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe", "Germany"], { raid: true }),
    );
    expect(r.state.pending.battles.find((b: any) => b.at === "Germany")).toMatchObject({ kind: "raid" });
  });
});

describe("SBR-3: no per-territory cap on raid damage", () => {
  it("two bombers raid Karelia S.S.R. (value 3) and roll 6, 6: the Russians pay 12", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Russians: 20 },
      territories: {
        "East Europe": { units: [{ owner: "Germans", type: "bomber", count: 2 }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    const m = await legal(s, move("Germans", { bomber: 2 }, ["East Europe", "Karelia S.S.R."], { raid: true }));
    const r = await ok(await endPhasesUntil(m.state, "combat"), resolve("Germans", "Karelia S.S.R."), [6, 6]);
    expect(ipcs(r.state, "Russians")).toBe(8);
  });
});
