// Pacific rules checked at the core (the digest's scenarios run over HTTP in test/api/pacific-scenarios.test.ts):
// treasuries, Australian units, China's limits, bases, infrastructure, Europe's combat, victory and options.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { act, end, move, ok, position, refused, rs, start, unitsOf } from "./helpers.js";

const buy = (power: string, units: Record<string, number>) => ({ type: "purchase" as const, power, units });
const resolve = (power: string, at: string) => ({ type: "resolveBattle" as const, power, at, policy: {} });

describe("pacific: money and the British player's two treasuries", () => {
  it("PAC-ECON-1: treasuries carry over and pay for purchases only up to what they hold", () => {
    const s = ok(start(), end("British")).state; // round 0 is the British allocation (PAC-TURN-5)
    expect(refused(s, buy("Japanese", { battleship: 1 }))).toContain("PURCH-2");
    let t = s;
    for (let i = 0; i < 6; i++) t = ok(t, end("Japanese")).state;
    expect(t.powers.Japanese!.ipcs).toBe(38);
  });

  it("PAC-ECON-6 (retired), PAC-ECON-3: units the australia treasury paid for are British from the start, placed only at New South Wales, and stay British", () => {
    const s = position({
      round: 1,
      power: "British",
      phase: "purchase",
      treasuries: { British: { india: 10, australia: 9 } },
      territories: {
        "New South Wales": { units: [{ owner: "British", type: "factory" }] },
        India: { units: [{ owner: "British", type: "factory" }] },
      },
    });
    const bought = ok(s, { type: "purchase", power: "British", treasury: "australia", units: { infantry: 2 } }).state;
    expect(bought.powers.British!.treasuries).toEqual({ india: 10, australia: 3 });
    expect(bought.powers.British!.ipcs).toBe(13);
    let t = bought;
    while (t.turn.phase !== "place") t = ok(t, end("British")).state;
    expect(refused(t, { type: "place", power: "British", at: "India", units: { infantry: 2 } })).toContain("ECON-1");
    const placed = ok(t, { type: "place", power: "British", at: "New South Wales", units: { infantry: 2 } }).state;
    const r = ok(ok(placed, end("British")).state, end("British"));
    expect(unitsOf(r.state, "New South Wales", "British", "infantry")).toHaveLength(2);
    expect(r.events.some((e) => e.type === "unitsConverted")).toBe(false);
  });

  it("PAC-PURCH-1: marines and factories are bought by the Americans only; airfields and harbours by nobody (PAC-MOVE-5)", () => {
    const j = position({ round: 1, power: "Japanese", phase: "purchase", ipcs: { Japanese: 40 } });
    expect(refused(j, buy("Japanese", { marine: 1 }))).toContain("PAC-PURCH-1");
    expect(refused(j, buy("Japanese", { factory: 1 }))).toContain("PAC-PURCH-1");
    expect(refused(j, buy("Japanese", { airfield: 1 }))).toContain("PAC-MOVE-5");
    const a = position({ round: 1, power: "Americans", phase: "purchase", ipcs: { Americans: 40 } });
    expect(ok(a, buy("Americans", { marine: 2, factory: 1 })).state.powers.Americans!.ipcs).toBe(17);
  });

  it("PAC-TECH-1: no weapons development", () => {
    const s = position({ round: 1, power: "Japanese", phase: "purchase", ipcs: { Japanese: 40 } });
    expect(refused(s, { type: "developWeapons", power: "Japanese", dice: 1 })).toContain("PAC-TECH-1");
  });
});

describe("pacific: China's limits", () => {
  it("PAC-CHINA-4: China's land units (American, chinese: true) stay in reach of China (Burma yes, Shan State no) and never board ships", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        Yunnan: { units: [{ owner: "Americans", type: "infantry", count: 2, chinese: true }] },
        Kiangsi: { units: [{ owner: "Americans", type: "infantry", chinese: true }] },
        "45 Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    expect(refused(s, move("Americans", { infantry: 1 }, ["Yunnan", "Shan State"]))).toContain("PAC-CHINA-4");
    const r = ok(s, move("Americans", { infantry: 1 }, ["Yunnan", "Burma"])).state;
    expect(unitsOf(r, "Burma", "Americans").map((u) => u.chinese)).toEqual([true]);
    expect(refused(s, move("Americans", { infantry: 1 }, ["Kiangsi", "45 Sea Zone"]))).toContain("PAC-CHINA-4");
  });
});

describe("pacific: bases and infrastructure", () => {
  it("PAC-MOVE-5: airfields never move, never are casualties, and change hands with their territory", () => {
    const s = position({
      round: 2,
      power: "Japanese",
      phase: "noncombatMove",
      territories: { Japan: { units: [{ owner: "Japanese", type: "airfield" }] } },
    });
    expect(refused(s, move("Japanese", { airfield: 1 }, ["Japan", "36 Sea Zone"]))).toContain("PAC-MOVE-5");
    const b = position({
      round: 2,
      power: "Japanese",
      phase: "combat",
      territories: {
        Philippines: {
          owner: "Americans",
          units: [
            { owner: "Americans", type: "infantry" },
            { owner: "Americans", type: "airfield" },
            { owner: "Americans", type: "harbour" },
            { owner: "Japanese", type: "armour" },
          ],
        },
      },
    });
    const r = ok(b, resolve("Japanese", "Philippines"), [1, 6]);
    expect(r.state.territories.Philippines!.owner).toBe("Japanese");
    expect(
      unitsOf(r.state, "Philippines", "Japanese")
        .map((u) => u.type)
        .sort(),
    ).toEqual(["airfield", "armour", "harbour"]);
  });
});

describe("pacific: combat as Europe's", () => {
  it("PAC-COMB-1, PAC-TURN-2: a battleship takes two hits, and its damage is repaired when its owner's place phase ends (board phase 8)", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "combat",
      territories: {
        "23 Sea Zone": {
          units: [
            { owner: "Japanese", type: "battleship" },
            { owner: "Americans", type: "destroyer" },
          ],
        },
      },
    });
    const passed = ok(s, { type: "kamikaze", power: "Japanese", targets: [] }).state; // PAC-KAMI-3: Japan passes first
    const r = act(passed, { type: "fightRound", power: "Americans", at: "23 Sea Zone", policy: {} }, [1, 6]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bb = unitsOf(r.state, "23 Sea Zone", "Japanese", "battleship");
    expect(bb).toHaveLength(1);
    expect(bb[0]!.damaged).toBe(true);
    const j = position({
      round: 3,
      power: "Japanese",
      phase: "place",
      territories: { "23 Sea Zone": { units: [{ owner: "Japanese", type: "battleship" }] } },
    });
    j.territories["23 Sea Zone"]!.units[0]!.damaged = true;
    const repaired = ok(j, end("Japanese"));
    expect(repaired.events.find((e) => e.type === "unitsRepaired")).toMatchObject({ power: "Japanese", rule: "PAC-COMB-1" });
    expect(unitsOf(repaired.state, "23 Sea Zone", "Japanese", "battleship")[0]!.damaged).toBeUndefined();
  });

  it("PAC-COMB-2: defending submarines do not fire first — the attacker's dice come first", () => {
    const s = position({
      round: 2,
      power: "Japanese",
      phase: "combat",
      territories: {
        "23 Sea Zone": {
          units: [
            { owner: "Americans", type: "submarine" },
            { owner: "Japanese", type: "battleship" },
          ],
        },
      },
    });
    const r = act(s, { type: "fightRound", power: "Japanese", at: "23 Sea Zone", policy: {} }, [6, 6]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dice.map((d) => d.side)).toEqual(["attacker", "defender"]);
  });
});

describe("pacific: victory", () => {
  it("PAC-VICT-3 (PAC-OPT-9): with tripleaVictory the Allies win at the end of a round holding 134 or more of the board's 143 (Japan reduced to Japan)", () => {
    const lost = ["Bonin", "French Indo-China", "Korea", "Manchuria", "Ryukyu", "Shantung", "Siam"];
    const s = position(
      {
        round: 5,
        power: "Americans",
        phase: "collectIncome",
        territories: Object.fromEntries(lost.map((p) => [p, { owner: "Americans" }])),
      },
      { tripleaVictory: true },
    );
    const r = ok(s, end("Americans"));
    expect(r.state.winner).toMatchObject({ alliance: "Allies", condition: "PAC-VICT-3" });
    expect(r.events.find((e) => e.type === "victory")).toMatchObject({ kind: "economic", value: 138 });
    // the board game (revised 2026-11): no territory count; Japan's own collection decides, at the end of its turn
    expect(
      ok(position({ round: 5, power: "Americans", phase: "collectIncome", territories: s.territories }), end("Americans")).state.winner,
    ).toBeNull();
  });

  it("PAC-OPT-5: with axisEconomicVictory 50 Japan wins holding 50 at the end of a round; off by default", () => {
    const spec = { round: 5, power: "Americans", phase: "collectIncome", territories: { "United States": { owner: "Japanese" } } };
    expect(ok(position(spec), end("Americans")).state.winner).toBeNull();
    const r = ok(position(spec, { axisEconomicVictory: 50 }), end("Americans"));
    expect(r.state.winner).toMatchObject({ alliance: "Axis", condition: "PAC-OPT-5" });
  });

  it("PAC-VICT-4: a side may concede (as Classic)", () => {
    const r = ok(start(), { type: "concede", power: "Japanese" });
    expect(r.state.winner).toMatchObject({ alliance: "Allies" });
  });

  it("PAC-VICT-1: Japan's targets are the Allied capitals India, New South Wales (australia's, PAC-CAPT-1) and United States; Szechwan is none", () => {
    expect(rs.powers.map((p) => p.capital)).toEqual(["Japan", "India", "United States"]);
    expect(rs.board.territories.get("New South Wales")).toMatchObject({ capitalOf: "British", treasury: "australia" });
    const s = position({ round: 3, power: "Americans", phase: "collectIncome", territories: { India: { owner: "Japanese" } } });
    const r = ok(s, end("Americans")).state;
    expect(r.winner).toBeNull(); // held since this turn's end only (PAC-VICT-2)
    expect(r.victoryHold).toEqual([{ alliance: "Axis", condition: "PAC-VICT-1", since: { round: 3, power: "Americans" } }]);
    const t = position({ round: 3, power: "Americans", phase: "collectIncome", territories: { Szechwan: { owner: "Japanese" } } });
    expect(ok(t, end("Americans")).state.victoryHold).toBeUndefined();
  });
});

describe("pacific: options", () => {
  it("PAC-OPT-4, PAC-TRANS-2: a loaded Japanese destroyer may not attack; with loadedDestroyerMayAttack it may", () => {
    const spec = {
      round: 2,
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "37 Sea Zone": { units: [{ owner: "Japanese", type: "destroyer", cargo: [{ owner: "Japanese", type: "infantry" }] }] },
        "36 Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
      },
    };
    const attack = move("Japanese", { destroyer: 1 }, ["37 Sea Zone", "36 Sea Zone"]);
    expect(refused(position(spec), attack)).toContain("PAC-TRANS-2");
    expect(act(position(spec, { loadedDestroyerMayAttack: true }), attack).ok).toBe(true);
  });

  it("PAC-OPT-2: retired — no option has it; without an allocation the fixed split pays 52 and 49 Sea Zone to India, 15 Sea Zone to Australia", () => {
    expect(rs.options.specs.map((o) => o.rule)).not.toContain("PAC-OPT-2");
    const paid = (power: string) =>
      ok(position({ round: 2, power, phase: "collectIncome" }), end(power)).events.find((e) => e.type === "income" && e.power === power);
    const british = ok(position({ round: 2, power: "British", phase: "collectIncome" }), end("British")).events.filter(
      (e) => e.type === "income" && e.power === "British",
    );
    expect(british).toEqual([
      expect.objectContaining({ treasury: "india", amount: 15 + 4 + 3 }),
      expect.objectContaining({ treasury: "australia", amount: 20 + 5 }),
    ]);
    expect(paid("Japanese")).toMatchObject({ amount: 19 });
  });
});
