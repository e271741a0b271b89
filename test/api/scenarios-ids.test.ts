// Digest rule IDs not named elsewhere in the scenario tests, each with a small HTTP case (TURN-1, ECON-4, PURCH-4,
// PURCH-5, MOVE-7, AIR-3, SEA-3, CAPT-8, COMB-3, COMB-9, SUB-4, AMPH-1, TRANS-7, INC-3).
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
  move,
  resolve,
} from "./scenario-helpers.js";

const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("turn order and economy", () => {
  it("TURN-1: after the Americans' income the next round starts with the Russians", async () => {
    const s = await position({ round: 2, power: "Americans", phase: "collectIncome" });
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(r.state.turn).toEqual({ round: 3, power: "Russians", phase: "purchase" });
  });

  it("TURN-1: Germans → British → Japanese within a round", async () => {
    let s = await position({ round: 1, power: "Germans", phase: "collectIncome" });
    s = (await ok(s, { type: "endPhase", power: "Germans" })).state;
    expect(s.turn).toEqual({ round: 1, power: "British", phase: "purchase" });
    s = await endPhasesUntil(s, "collectIncome");
    s = (await ok(s, { type: "endPhase", power: "British" })).state;
    expect(s.turn).toEqual({ round: 1, power: "Japanese", phase: "purchase" });
  });

  it("ECON-4 / INC-1: the Japanese collect the sum of their territories' values (25 + Karelia S.S.R. 3 + former neutral Mongolia 0)", async () => {
    const s = await position({
      power: "Japanese",
      phase: "collectIncome",
      territories: { "Karelia S.S.R.": { owner: "Japanese" }, Mongolia: { owner: "Japanese" } },
    });
    expect(ipcs((await ok(s, { type: "endPhase", power: "Japanese" })).state, "Japanese")).toBe(28);
  });

  it("INC-3: raid losses were paid at the raid; the Russians' income is their full NPL", async () => {
    const s = await position({ power: "Russians", phase: "collectIncome", ipcs: { Russians: 0 } });
    expect(ipcs((await ok(s, { type: "endPhase", power: "Russians" })).state, "Russians")).toBe(24);
  });

  it("PURCH-4: no limit on the number of units of a type", async () => {
    const s = await position({ power: "Americans", phase: "purchase", ipcs: { Americans: 90 } });
    const r = await legal(s, { type: "purchase", power: "Americans", units: { infantry: 30 } });
    expect(ipcs(r.state, "Americans")).toBe(0);
  });

  it("PURCH-5 / NEUT-4: IPCs spent on units leave nothing for the neutral fee", async () => {
    let s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 5 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    s = (await ok(s, { type: "purchase", power: "Germans", units: { infantry: 1 } })).state;
    s = await endPhasesUntil(s, "combatMove");
    await refused(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-4");
  });
});

describe("movement", () => {
  it("MOVE-7: British infantry move into and stop in Russian Karelia S.S.R.", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: { "Finland Norway": { owner: "British", units: [{ owner: "British", type: "infantry" }] } },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Finland Norway", "Karelia S.S.R."]));
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "British infantry": 1 });
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Russians");
  });

  it("AIR-3: in the combat move a fighter flies through a sea zone holding enemy ships on its way to battle", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "North Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    expect(r.state.pending.battles.map((b: any) => b.at)).toEqual(["West Europe"]);
  });

  it("COMB-9 / TURN-3: the Russians cannot move American units", async () => {
    const s = await position({
      power: "Russians",
      phase: "combatMove",
      territories: {
        "Karelia S.S.R.": { units: [{ owner: "Americans", type: "infantry" }] },
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const r = await adjudicate(s, move("Russians", ids(s, "Karelia S.S.R.", "Americans", "infantry"), ["Karelia S.S.R.", "East Europe"]));
    expect(r.status).toBe(422);
  });

  it("TRANS-7: boarding in a zone with enemy units for a declared landing from it is legal", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "West Spain Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "British", type: "battleship" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(m.state, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await ok(m.state, { type: "endPhase", power: "British" });
    expect(c.state.pending.battles.map((b: any) => b.at).sort()).toEqual(["Finland Norway", "North Sea Zone"]);
  });
});

describe("battles", () => {
  it("SEA-3 / CAPT-8 / COMB-3: a sea battle only removes units; the sea zone has no owner", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    const m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(m.state.pending.battles.map((b: any) => b.at)).toEqual(["Baltic Sea Zone"]);
    const c = await endPhasesUntil(m.state, "combat");
    // COMB-3: a roll ≤ the value hits: battleship 4 (hit); the transport defends at 1: 2 misses.
    const r = await ok(c, resolve("British", "Baltic Sea Zone"), [4, 2]);
    expect(log(r.body)).toEqual([
      [4, [4], 1],
      [1, [2], 0],
    ]);
    expect(owner(r.state, "Baltic Sea Zone")).toBeNull();
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "British battleship": 1 });
  });

  it("SUB-4 / AMPH-1: a submarine in the unloading zone does not bombard; the landing makes the battle amphibious", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const m = await legal(s, move("British", { infantry: 2 }, ["North Sea Zone", "Finland Norway"]));
    expect(m.state.pending.battles.find((b: any) => b.at === "Finland Norway")).toMatchObject({ amphibious: true });
    const c = await endPhasesUntil(m.state, "combat");
    // Only the infantry roll: 1, 6 (hit); the German 6.
    const r = await ok(c, resolve("British", "Finland Norway"), [1, 6, 6]);
    expect(log(r.body)).toEqual([
      [1, [1, 6], 1],
      [2, [6], 0],
    ]);
    expect(owner(r.state, "Finland Norway")).toBe("British");
  });

  it("COMB-7: land units never hit ships — an armour cannot attack a sea zone", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "armour" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "transport" }] },
      },
    });
    const r = await adjudicate(s, move("Germans", { armour: 1 }, ["West Europe", "North Sea Zone"]));
    expect(r.status).toBe(422);
  });
});

describe("TRANS-7: loading in a contested zone owes a landing", () => {
  it("infantry boarding in North Sea Zone (German sub there) must land in the combat move; the combat move cannot end with them aboard", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "West Spain Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "British", type: "battleship" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    await refused(m.state, { type: "endPhase", power: "British" }, "TRANS-7");
    const u = await legal(
      m.state,
      move("British", ids(m.state, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]),
    );
    await ok(u.state, { type: "endPhase", power: "British" });
  });
});

describe("MOVE-2: joining a territory taken earlier in the same combat move", () => {
  it("two separate infantry moves into Spain: the second joins, the fee is paid once", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry", count: 2 }] } },
    });
    let r = await legal(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]));
    r = await legal(r.state, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]));
    expect(count(r.state, "Spain", "Germans", "infantry")).toBe(2);
  });
});

describe("DESIGN: every violated rule is listed", () => {
  it("non-combat: infantry Germany → West Europe → Spain breaks the range too (LAND-1/MOVE-4), not only NEUT-7", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: { Germany: { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    const r = await adjudicate(s, move("Germans", { infantry: 1 }, ["Germany", "West Europe", "Spain"]));
    expect(rules(r)).toContain("NEUT-7");
    expect(rules(r).some((x) => x === "LAND-1" || x === "MOVE-4")).toBe(true);
  });

  it("non-combat: a transport 3 zones through an enemy-held zone breaks SEA-1/MOVE-4 and SEA-2 too, not only MOVE-3", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "submarine" }] },
      },
    });
    const r = await adjudicate(
      s,
      move("Germans", { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone", "West Spain Sea Zone", "West Mediteranean Sea Zone"]),
    );
    expect(rules(r).some((x) => x === "SEA-1" || x === "MOVE-4")).toBe(true);
    expect(rules(r)).toContain("SEA-2");
  });

  it("purchase of artillery and a battleship with 10 IPCs: PURCH-1 and PURCH-2", async () => {
    const s = await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 } });
    const r = await adjudicate(s, { type: "purchase", power: "Germans", units: { artillery: 1, battleship: 1 } });
    expect(rules(r)).toContain("PURCH-1");
    expect(rules(r)).toContain("PURCH-2");
  });
});

describe("a quiet first round from the standard start (TURN-1, TURN-2, TURN-4, INC-1)", () => {
  it("every power ends every phase: each collects its starting NPL, round 2 starts with the Russians", async () => {
    const { json } = await import("./helpers.js");
    let s = (await json("POST", "/v1/games/new", { ruleset: "classic" })).body;
    for (let i = 0; i < 30; i++) s = (await ok(s, { type: "endPhase", power: s.turn.power })).state;
    expect(s.turn).toEqual({ round: 2, power: "Russians", phase: "purchase" });
    expect(Object.fromEntries(Object.entries(s.powers).map(([p, v]: [string, any]) => [p, v.ipcs]))).toEqual({
      Russians: 48,
      Germans: 64,
      British: 60,
      Japanese: 50,
      Americans: 72,
    });
    expect(s.winner).toBeNull();
  });
});

describe("per-turn facts end with the turn", () => {
  it("armour that retreated in round 1 attacks again in the Germans' next turn; conquered marks are gone", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "French Equatorial Africa": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        Libya: { owner: "Germans", units: [] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        Algeria: { units: [] },
      },
    });
    let st = (await legal(s, move("Germans", { armour: 1 }, ["French Equatorial Africa", "Libya", "Anglo Sudan Egypt"]))).state;
    st = await endPhasesUntil(st, "combat");
    st = (await ok(st, resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Libya" } }), [6, 6, 6])).state;
    expect(count(st, "Libya", "Germans", "armour")).toBe(1);
    for (let i = 0; i < 40 && !(st.turn.power === "Germans" && st.turn.phase === "combatMove" && st.turn.round === 2); i++)
      st = (await ok(st, { type: "endPhase", power: st.turn.power })).state;
    expect(st.turn).toEqual({ round: 2, power: "Germans", phase: "combatMove" });
    const again = await legal(st, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    expect(again.state.pending.battles.map((b: any) => b.at)).toEqual(["Anglo Sudan Egypt"]);
    expect(again.state.thisTurn.conquered).toEqual({});
  });
});
