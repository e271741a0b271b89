// Test scenarios 12, 13 and 14 of the europe-pacific digest (revised 2026-11) over HTTP: a convoy zone taken by passing
// it, China's infantry in Japan's first turn, and the round-0 split of the British and American convoy funds.
import { describe, expect, it } from "vitest";
import { end, europePacific, legal, move, ok, refused, resolve, type State } from "./scenario-helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);

/** Ends phases until `power`'s `phase` comes round. */
async function until(s: State, power: string, phase: string): Promise<State> {
  let t = s;
  for (let i = 0; i < 40 && !(t.turn.power === power && t.turn.phase === phase); i++) t = (await ok(t, end(t.turn.power))).state;
  expect(t.turn).toMatchObject({ power, phase });
  return t;
}

describe("europe-pacific scenarios revised 2026-11, over HTTP", () => {
  it("scenario 12 (EUR-CONV-2, EP-MONEY-3): a German sub passing empty British Convoy 3 Sea Zone in the combat move takes it at once; at the end of the UK's turn the British fund is 5 smaller", async () => {
    const s = await europePacific({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: { "Azores Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] } },
    });
    const path = ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone", "Celtic Sea Sea Zone"];
    const moved = await legal(s, move("Germans", { submarine: 1 }, path));
    expect(moved.state.territories["British Convoy 3 Sea Zone"].owner).toBe("Germans");
    expect(events(moved.body, "captured")).toMatchObject([{ at: "British Convoy 3 Sea Zone", rule: "EUR-CONV-2" }]);
    // the UK's collect income: the fund a split must add up to is 28 with every British convoy zone held (scenario 14),
    // 23 without British Convoy 3 (5)
    const uk = structuredClone(moved.state);
    uk.turn = { round: 2, power: "British", phase: "collectIncome" };
    const held = structuredClone(s);
    held.turn = uk.turn;
    const split = (n: number) => ({ type: "allocateConvoyIncome", power: "British", to: { uk: n, india: 0, australia: 0 } });
    await legal(held, split(28));
    await refused(uk, split(28), "EP-MONEY-3");
    const r = await ok((await legal(uk, split(23))).state, end("British"));
    const ukIncome = events(r.body, "income").find((e: any) => e.power === "British" && e.treasury === "uk");
    const heldIncome = events((await ok((await legal(held, split(28))).state, end("British"))).body, "income").find(
      (e: any) => e.power === "British" && e.treasury === "uk",
    );
    expect(heldIncome.amount - ukIncome.amount).toBe(5);
  });

  it("scenario 13 (PAC-SURP-1, PAC-CHINA-5, EP-POW-4): round 1, Japan attacks Yunnan held by China's infantry and Philippines held by American infantry: China's defend at 2, the Americans at 1", async () => {
    const s = await europePacific({
      round: 1,
      power: "Japanese",
      phase: "combat",
      territories: {
        Yunnan: {
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Americans", type: "infantry", chinese: true },
          ],
        },
        Philippines: {
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Americans", type: "infantry" },
          ],
        },
      },
    });
    const defence = (body: any) =>
      (body.dice?.log ?? []).filter((d: any) => d.side === "defender" && d.round === 1).map((d: any) => [d.unitType, d.threshold]);
    const yunnan = await ok(s, resolve("Japanese", "Yunnan"), [6, 1]);
    expect(defence(yunnan.body)).toEqual([["infantry", 2]]);
    const philippines = await ok(yunnan.state, resolve("Japanese", "Philippines"), [6, 1]);
    expect(defence(philippines.body)).toEqual([["infantry", 1]]);
  });

  it("scenario 14 (EP-MONEY-3): in round 0 the UK splits its convoy fund {uk: 10, india: 10, australia: 8}: uk 19, india 25, australia 28; the USA sends none: europe 40, pacific 75", async () => {
    let s: State = await europePacific();
    expect(s.turn.round).toBe(0);
    s = await until(s, "British", "cashAdvance");
    const split = await legal(s, { type: "allocateConvoyIncome", power: "British", to: { uk: 10, india: 10, australia: 8 } });
    expect(split.state.powers.British.treasuries).toEqual({ uk: 19, india: 25, australia: 28 });
    const us = await until(split.state, "Americans", "cashAdvance");
    const done = await ok(us, end("Americans"));
    expect(done.state.powers.Americans.treasuries).toEqual({ europe: 40, pacific: 75 });
    expect(done.state.powers.British.treasuries).toEqual({ uk: 19, india: 25, australia: 28 });
  });

  it("EP-POW-4, PAC-CHINA-6, PAC-SBR-2: in the linked game a Japanese raid on Szechwan (China's land) costs nobody anything", async () => {
    const s = await europePacific({
      round: 3,
      power: "Japanese",
      phase: "combatMove",
      treasuries: { Americans: { europe: 20, pacific: 30 } },
      territories: {
        "French Indo-China": { units: [{ owner: "Japanese", type: "bomber" }] },
        Szechwan: { units: [{ owner: "Americans", type: "factory" }] },
      },
    });
    expect(s.territories.Szechwan).toMatchObject({ owner: "Americans", chinese: true });
    let t = (await legal(s, { ...move("Japanese", { bomber: 1 }, ["French Indo-China", "Yunnan", "Szechwan"]), raid: true })).state;
    t = await until(t, "Japanese", "combat");
    const r = await ok(t, { type: "resolveBattle", power: "Japanese", at: "Szechwan", policy: {} }, [6]);
    expect(events(r.body, "raidDamage")).toMatchObject([{ damage: 6, payer: null, paid: 0, rule: "PAC-CHINA-6" }]);
    expect(r.state.powers.Americans.treasuries).toEqual({ europe: 20, pacific: 30 });
  });
});
