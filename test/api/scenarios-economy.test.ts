// Digest §4 economy scenarios over HTTP, written from rules/classic.md (T-21…T-24, T-34) plus purchase, development,
// placement, income, capture and liberation rules. IPC values are those of classic2-territories.csv.
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  count,
  endPhasesUntil,
  ipcs,
  legal,
  ok,
  owner,
  position,
  refused,
  rules,
  tally,
  move,
  end,
  buy,
  place,
} from "./scenario-helpers.js";

describe("T-21: capital plunder and no income without the capital (CAPT-6, INC-2)", () => {
  it("the Germans capture Russia while the Russians hold 7 IPCs: Germans +7, Russians 0; no Russian income next turn", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10, Russians: 7 },
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        Russia: { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    const m = await legal(s, move("Germans", { armour: 1 }, ["Karelia S.S.R.", "Russia"]));
    expect(owner(m.state, "Russia")).toBe("Germans");
    expect(ipcs(m.state, "Germans")).toBe(17);
    expect(ipcs(m.state, "Russians")).toBe(0);
    expect(count(m.state, "Russia", "Germans", "factory")).toBe(1); // CAPT-7: captured, not destroyed
    // German income (INC-1): original 32 + Russia 8 + Karelia S.S.R. 3 = 43.
    let st = await endPhasesUntil(m.state, "collectIncome");
    st = (await ok(st, end("Germans"))).state;
    expect(ipcs(st, "Germans")).toBe(17 + 43);
    // Through the British, Japanese and American turns to the Russians' income: nothing (INC-2).
    for (let i = 0; i < 40 && !(st.turn.power === "Russians" && st.turn.phase === "collectIncome"); i++)
      st = (await ok(st, end(st.turn.power))).state;
    const after = await ok(st, end("Russians"));
    expect(ipcs(after.state, "Russians")).toBe(0);
  });
});

describe("T-22: production limits (PLACE-4)", () => {
  it("the Germans place 14 infantry in Germany (original German factory: no limit)", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 42 },
      territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } },
    });
    const b = await legal(s, buy("Germans", { infantry: 14 }));
    expect(ipcs(b.state, "Germans")).toBe(0);
    const p = await endPhasesUntil(b.state, "place");
    const r = await legal(p, place("Germans", "Germany", { infantry: 14 }));
    expect(count(r.state, "Germany", "Germans", "infantry")).toBe(14);
  });

  it("the Japanese place at most 3 units at Karelia S.S.R. (value 3), captured in an earlier turn", async () => {
    const s = await position({
      power: "Japanese",
      phase: "purchase",
      ipcs: { Japanese: 12 },
      territories: { "Karelia S.S.R.": { owner: "Japanese", units: [{ owner: "Japanese", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, buy("Japanese", { infantry: 4 }))).state, "place");
    await refused(p, place("Japanese", "Karelia S.S.R.", { infantry: 4 }), "PLACE-4");
    const r = await legal(p, place("Japanese", "Karelia S.S.R.", { infantry: 3 }));
    expect(count(r.state, "Karelia S.S.R.", "Japanese", "infantry")).toBe(3);
    await refused(r.state, place("Japanese", "Karelia S.S.R.", { infantry: 1 }), "PLACE-4");
  });
});

describe("T-23: no placement at a factory conquered this turn (PLACE-2)", () => {
  it("the Germans capture Karelia S.S.R. and may not place there; Germany is fine", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 6 },
      territories: {
        Germany: { units: [{ owner: "Germans", type: "factory" }] },
        "East Europe": { units: [{ owner: "Germans", type: "armour" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    let st = (await ok(s, buy("Germans", { infantry: 2 }))).state;
    st = await endPhasesUntil(st, "combatMove");
    st = (await legal(st, move("Germans", { armour: 1 }, ["East Europe", "Karelia S.S.R."]))).state;
    expect(owner(st, "Karelia S.S.R.")).toBe("Germans");
    st = await endPhasesUntil(st, "place");
    await refused(st, place("Germans", "Karelia S.S.R.", { infantry: 1 }), "PLACE-2");
    const r = await legal(st, place("Germans", "Germany", { infantry: 2 }));
    expect(count(r.state, "Germany", "Germans", "infantry")).toBe(2);
  });
});

describe("T-24: no new ships into a sea zone with enemy units (PLACE-3, OPT-2)", () => {
  const start = (options?: Record<string, unknown>) =>
    position(
      {
        power: "Americans",
        phase: "purchase",
        ipcs: { Americans: 8 },
        territories: {
          "West US": { units: [{ owner: "Americans", type: "factory" }] },
          "West US Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
        },
      },
      options,
    );

  it("an American transport into West US Sea Zone with a Japanese submarine is refused", async () => {
    const p = await endPhasesUntil((await ok(await start(), buy("Americans", { transport: 1 }))).state, "place");
    await refused(p, place("Americans", "West US Sea Zone", { transport: 1 }), "PLACE-3");
  });

  it("legal with placeShipsInEnemySeaZones (OPT-2)", async () => {
    const p = await endPhasesUntil(
      (await ok(await start({ placeShipsInEnemySeaZones: true }), buy("Americans", { transport: 1 }))).state,
      "place",
    );
    const r = await legal(p, place("Americans", "West US Sea Zone", { transport: 1 }));
    expect(tally(r.state, "West US Sea Zone")).toEqual({ "Japanese submarine": 1, "Americans transport": 1 });
  });
});

describe("T-34: the Axis economic victory (VICT-2)", () => {
  // Axis at 85 without Germany: German originals minus Germany 22 + Japanese 25 + all Russian 24
  // + India 3, East Canada 3, South Africa 2, Australia 2, Anglo Sudan Egypt 2, Sinkiang 2.
  const russian = [
    "Caucasus",
    "Evenki National Okrug",
    "Karelia S.S.R.",
    "Kazakh S.S.R.",
    "Novosibirsk",
    "Russia",
    "Soviet Far East",
    "Yakut S.S.R.",
  ];
  const extra = ["India", "East Canada", "South Africa", "Australia", "Anglo Sudan Egypt", "Sinkiang"];
  const endOfRound = (places: string[]) =>
    position({
      round: 4,
      power: "Americans",
      phase: "collectIncome",
      territories: {
        Germany: { owner: "British", units: [] },
        ...Object.fromEntries(places.map((t) => [t, { owner: "Germans", units: [] }])),
      },
    });

  it("85 at the end of the round while the British hold Germany: the Axis win", async () => {
    const r = await ok(await endOfRound([...russian, ...extra]), end("Americans"));
    expect(r.state.winner).toMatchObject({ condition: "VICT-2" });
    expect(String(r.state.winner.alliance)).toMatch(/axis/i);
  });

  it("83 (without Sinkiang): nobody wins", async () => {
    const r = await ok(await endOfRound([...russian, ...extra.filter((t) => t !== "Sinkiang")]), end("Americans"));
    expect(r.state.winner).toBeNull();
  });
});

describe("purchase and weapons development (PURCH-1, PURCH-2, TECH-1, TECH-2, TECH-7)", () => {
  const germans = (ipc: number, techs: string[] = []) =>
    position({ power: "Germans", phase: "purchase", ipcs: { Germans: ipc }, techs: { Germans: techs } });

  it("PURCH-1: artillery does not exist in Classic", async () => {
    await refused(await germans(20), buy("Germans", { artillery: 1 }), "PURCH-1");
  });

  it("PURCH-2: the price may not exceed the treasury; purchases add up", async () => {
    const s = await germans(20);
    await refused(s, buy("Germans", { armour: 3, infantry: 2 }), "PURCH-2");
    const r1 = await legal(s, buy("Germans", { armour: 2, infantry: 1 }));
    expect(ipcs(r1.state, "Germans")).toBe(7);
    const r2 = await legal(r1.state, buy("Germans", { infantry: 2 }));
    expect(ipcs(r2.state, "Germans")).toBe(1);
    await refused(r2.state, buy("Germans", { infantry: 1 }), "PURCH-2");
  });

  it("TECH-1, TECH-2: 2 dice for 10 IPCs; a 6 is a breakthrough, the next die (4) picks long-range aircraft", async () => {
    const r = await legal(await germans(20), { type: "developWeapons", power: "Germans", dice: 2 }, [6, 3, 4]);
    expect(ipcs(r.state, "Germans")).toBe(10);
    expect(r.state.powers.Germans.techs).toEqual(["longRangeAircraft"]);
  });

  it("TECH-2: no 6, no development; the 5 IPCs are spent", async () => {
    const r = await ok(await germans(20), { type: "developWeapons", power: "Germans", dice: 1 }, [5]);
    expect(ipcs(r.state, "Germans")).toBe(15);
    expect(r.state.powers.Germans.techs).toEqual([]);
  });

  it("TECH-2: a development already owned is re-rolled (1 jet power owned → 2 rockets)", async () => {
    const r = await ok(await germans(20, ["jetPower"]), { type: "developWeapons", power: "Germans", dice: 1 }, [6, 1, 2]);
    expect([...r.state.powers.Germans.techs].sort()).toEqual(["jetPower", "rockets"]);
  });

  it("TECH-7, PURCH-2: industrial technology won this turn makes this turn's infantry cost 2", async () => {
    const r = await ok(await germans(10), { type: "developWeapons", power: "Germans", dice: 1 }, [6, 5]);
    expect(r.state.powers.Germans.techs).toEqual(["industrialTechnology"]);
    const b = await legal(r.state, buy("Germans", { infantry: 2 }));
    expect(ipcs(b.state, "Germans")).toBe(1);
  });

  it("TECH-2: two breakthroughs pick two developments; a repeat of one picked is re-rolled", async () => {
    const r = await ok(await germans(30), { type: "developWeapons", power: "Germans", dice: 2 }, [6, 6, 1, 1, 1, 4]);
    expect([...r.state.powers.Germans.techs].sort()).toEqual(["jetPower", "longRangeAircraft"]);
    expect(ipcs(r.state, "Germans")).toBe(20);
  });

  it("TECH-1: development dice are rolled once per turn, and before any purchase (PURCH-2)", async () => {
    const s = await germans(30);
    const once = await ok(s, { type: "developWeapons", power: "Germans", dice: 1 }, [2]);
    await refused(once.state, { type: "developWeapons", power: "Germans", dice: 1 }, "TECH-1", [6, 2]);
    const bought = await ok(s, buy("Germans", { infantry: 1 }));
    const r = await adjudicate(bought.state, { type: "developWeapons", power: "Germans", dice: 1 }, [6, 2]);
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "TECH-1" || x === "PURCH-2")).toBe(true);
  });

  it("TECH-2: with five owned, the pick re-rolls until the missing one (6 heavy bombers); the second breakthrough is lost", async () => {
    const five = ["jetPower", "rockets", "superSubmarines", "longRangeAircraft", "industrialTechnology"];
    const r = await ok(await germans(10, five), { type: "developWeapons", power: "Germans", dice: 2 }, [6, 6, 1, 3, 6]);
    expect(r.state.powers.Germans.techs).toContain("heavyBombers");
    expect(r.state.powers.Germans.techs).toHaveLength(6);
  });

  it("ECON-3: more development dice than the treasury pays for is refused", async () => {
    const r = await adjudicate(await germans(9), { type: "developWeapons", power: "Germans", dice: 2 }, [1, 1]);
    expect(r.status).toBe(422);
  });
});

describe("placement rules (PLACE-1, PLACE-6, CARR-8, NEUT-6)", () => {
  it("CARR-8: new fighters go on land only, not onto a carrier in the sea zone", async () => {
    const s = await position({
      power: "Japanese",
      phase: "purchase",
      ipcs: { Japanese: 12 },
      territories: {
        Japan: { units: [{ owner: "Japanese", type: "factory" }] },
        "Japan Sea Zone": { units: [{ owner: "Japanese", type: "carrier" }] },
      },
    });
    const p = await endPhasesUntil((await ok(s, buy("Japanese", { fighter: 1 }))).state, "place");
    await refused(p, place("Japanese", "Japan Sea Zone", { fighter: 1 }), "CARR-8");
    const r = await legal(p, place("Japanese", "Japan", { fighter: 1 }));
    expect(count(r.state, "Japan", "Japanese", "fighter")).toBe(1);
  });

  it("PLACE-6 / AA-2: no second aaGun where there is one", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 5 },
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "aaGun" },
          ],
        },
      },
    });
    const p = await endPhasesUntil((await ok(s, buy("Germans", { aaGun: 1 }))).state, "place");
    const r = await adjudicate(p, place("Germans", "Germany", { aaGun: 1 }));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "PLACE-6" || x === "AA-2")).toBe(true);
  });

  it("PLACE-1: the place phase cannot end with bought units that can still be placed", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 3 },
      territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, buy("Germans", { infantry: 1 }))).state, "place");
    await refused(p, end("Germans"), "PLACE-1");
  });

  it("PLACE-1: a unit that cannot be placed anywhere is lost without refund", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 8 },
      territories: {
        Germany: { units: [{ owner: "Germans", type: "factory" }] },
        "Baltic Sea Zone": { units: [{ owner: "British", type: "submarine" }] },
      },
    });
    const p = await endPhasesUntil((await ok(s, buy("Germans", { transport: 1 }))).state, "place");
    const r = await ok(p, end("Germans"));
    expect(r.state.turn.phase).toBe("collectIncome");
    expect(ipcs(r.state, "Germans")).toBe(0);
    expect(count(r.state, "Baltic Sea Zone", "Germans")).toBe(0);
  });

  it("NEUT-6 / PLACE-4: a factory in a former neutral places at most 1 unit per turn", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 6 },
      territories: { Spain: { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, buy("Germans", { infantry: 2 }))).state, "place");
    await refused(p, place("Germans", "Spain", { infantry: 2 }), "PLACE-4");
    await legal(p, place("Germans", "Spain", { infantry: 1 }));
  });
});

describe("income and liberation (INC-1, INC-2, CAPT-3, CAPT-4, NEUT-6)", () => {
  it("INC-1: the Germans collect their NPL (32 at the standard map) and the turn passes to the British", async () => {
    const s = await position({ power: "Germans", phase: "collectIncome", ipcs: { Germans: 5 } });
    const r = await ok(s, end("Germans"));
    expect(ipcs(r.state, "Germans")).toBe(37);
    expect(r.state.turn).toMatchObject({ power: "British", phase: "purchase" });
  });

  it("NEUT-6: a former neutral yields no income (German Spain and Sweden add 0)", async () => {
    const s = await position({
      power: "Germans",
      phase: "collectIncome",
      territories: { Spain: { owner: "Germans" }, Sweden: { owner: "Germans" } },
    });
    expect(ipcs((await ok(s, end("Germans"))).state, "Germans")).toBe(32);
  });

  it("INC-2: the Russians, with Russia German, collect nothing", async () => {
    const s = await position({
      power: "Russians",
      phase: "collectIncome",
      ipcs: { Russians: 2 },
      territories: { Russia: { owner: "Germans" } },
    });
    expect(ipcs((await ok(s, end("Russians"))).state, "Russians")).toBe(2);
  });

  it("CAPT-3: the British retake German-held Karelia S.S.R.: it returns to the Russians (Russia Russian)", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "Karelia S.S.R.": { owner: "Germans", units: [] },
        "Finland Norway": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Finland Norway", "Karelia S.S.R."]));
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Russians");
    expect(count(r.state, "Karelia S.S.R.", "British", "infantry")).toBe(1);
  });

  it("CAPT-3: with Russia held by the Germans, the British keep Karelia S.S.R. and collect its 3 IPCs", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        Russia: { owner: "Germans" },
        "Karelia S.S.R.": { owner: "Germans", units: [] },
        "Finland Norway": { owner: "British", units: [{ owner: "British", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Finland Norway", "Karelia S.S.R."]));
    expect(owner(r.state, "Karelia S.S.R.")).toBe("British");
    const inc = await endPhasesUntil(r.state, "collectIncome");
    // British NPL: 30 original + Karelia 3 + Finland Norway 2 = 35.
    expect(ipcs((await ok(inc, end("British"))).state, "British")).toBe(35);
  });
});

describe("capture after a battle, factories of a held capital's nation (CAPT-6, CAPT-3, PLACE-4)", () => {
  it("CAPT-6: taking Russia in battle plunders the Russian treasury at once", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      ipcs: { Germans: 1, Russians: 7 },
      territories: {
        Russia: {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    const r = await ok(s, { type: "resolveBattle", power: "Germans", at: "Russia", policy: {} }, [3, 6]);
    expect(owner(r.state, "Russia")).toBe("Germans");
    expect([ipcs(r.state, "Germans"), ipcs(r.state, "Russians")]).toEqual([8, 0]);
  });

  it("DAAK 5.2(2) example: the British hold Karelia S.S.R. while Russia is held by the enemy and place up to 3 there", async () => {
    const s = await position({
      power: "British",
      phase: "purchase",
      ipcs: { British: 12 },
      territories: {
        Russia: { owner: "Japanese" },
        "Karelia S.S.R.": { owner: "British", units: [{ owner: "British", type: "factory" }] },
      },
    });
    const p = await endPhasesUntil((await ok(s, buy("British", { infantry: 4 }))).state, "place");
    await refused(p, place("British", "Karelia S.S.R.", { infantry: 4 }), "PLACE-4");
    const r = await legal(p, place("British", "Karelia S.S.R.", { infantry: 3 }));
    expect(count(r.state, "Karelia S.S.R.", "British", "infantry")).toBe(3);
  });
});

describe("TECH-2: development dice with every development owned", () => {
  it("TECH-2: surplus breakthroughs are lost: a power owning all six gets nothing for a 6", async () => {
    const all = ["jetPower", "rockets", "superSubmarines", "longRangeAircraft", "industrialTechnology", "heavyBombers"];
    const r = await ok(
      await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 }, techs: { Germans: all } }),
      { type: "developWeapons", power: "Germans", dice: 1 },
      [6],
    );
    expect(ipcs(r.state, "Germans")).toBe(5);
    expect([...r.state.powers.Germans.techs].sort()).toEqual([...all].sort());
  });
});
