// OPT-20 `lowLuck` (modifies COMB-3 / COMB-5 battle fire; AA-3 stays a die per aircraft, optional.md OPT-TA-4).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  adjudicate,
  fromPosition,
  getRuleset,
  listDice,
  Position,
  type GameState,
  type PositionInput,
} from "../../../src/rulesets/index.js";

const rs = getRuleset("classic")!;

function combat(power: string, territories: PositionInput["territories"], options: Record<string, unknown> = { lowLuck: true }): GameState {
  const r = fromPosition(rs, Position.parse({ round: 1, power, phase: "combat", territories }), options);
  if ("problems" in r) throw new Error(JSON.stringify(r.problems));
  return r.state;
}
function resolve(s: GameState, at: string, rolls: number[]) {
  const dice = listDice(rolls);
  const r = adjudicate(s, { type: "resolveBattle", power: s.turn.power, at, policy: {} }, dice);
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return { ...r, unused: dice.unused() };
}
const tally = (s: GameState, at: string) =>
  s.territories[at]!.units.reduce<Record<string, number>>(
    (m, u) => ({ ...m, [`${u.owner} ${u.type}`]: (m[`${u.owner} ${u.type}`] ?? 0) + 1 }),
    {},
  );

const karelia = (att: number, def: number, options?: Record<string, unknown>) =>
  combat(
    "Germans",
    {
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "infantry", count: def },
          { owner: "Germans", type: "armour", count: att },
        ],
      },
    },
    options,
  );

describe("OPT-20 lowLuck (COMB-3, COMB-5)", () => {
  it("OPT-20 / COMB-3: 2 armour vs 2 infantry — 6 is one sure hit without a die; 4 rolls one die at 4", () => {
    const r = resolve(karelia(2, 2), "Karelia S.S.R.", [5, 6]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans armour": 2 });
    expect(r.dice.map((d) => [d.side, d.round, d.values, d.threshold, d.sureHits, d.hits])).toEqual([
      ["attacker", 1, [], 0, 1, 1],
      ["defender", 1, [5], 4, 0, 0],
      ["attacker", 2, [], 0, 1, 1],
      ["defender", 2, [6], 2, 0, 0],
    ]);
    expect(r.unused).toEqual([]);
  });
  it("OPT-20 / COMB-3: the remainder die hits on ≤ remainder (a 4 against remainder 4 hits)", () => {
    const r = resolve(karelia(2, 2), "Karelia S.S.R.", [4, 1, 6]);
    // R1: attacker 1 sure hit; defender 4 → die 4 hits. R2: 1 armour (3) → die 1 hits; the last infantry (2) fires back: 6 misses.
    expect(r.dice.map((d) => [d.side, d.values, d.threshold, d.hits])).toEqual([
      ["attacker", [], 0, 1],
      ["defender", [4], 4, 1],
      ["attacker", [1], 3, 1],
      ["defender", [6], 2, 0],
    ]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans armour": 1 });
  });
  it("OPT-20 off (Classic default): every unit rolls its own die", () => {
    const r = resolve(karelia(2, 2, {}), "Karelia S.S.R.", [1, 1, 6, 6]);
    expect(r.dice.map((d) => d.values)).toEqual([
      [1, 1],
      [6, 6],
    ]);
    expect(r.dice.every((d) => d.sureHits === undefined)).toBe(true);
  });
  it("OPT-20 / COMB-5: no remainder die once the sure hits take every enemy unit", () => {
    // 4 armour = 12 → 2 sure hits on 2 infantry; the defenders (4) still fire back with one die.
    const r = resolve(karelia(4, 2), "Karelia S.S.R.", [6]);
    expect(r.dice.map((d) => [d.side, d.values, d.hits])).toEqual([
      ["attacker", [], 2],
      ["defender", [6], 0],
    ]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans armour": 4 });
  });
  it("OPT-20 / SUB-3: restricted hits form their own group (defending submarine vs attacking fighter and battleship)", () => {
    const s = combat("Germans", {
      "Baltic Sea Zone": {
        units: [
          { owner: "British", type: "submarine" },
          { owner: "British", type: "transport" },
          { owner: "Germans", type: "battleship" },
        ],
      },
    });
    // attacker: battleship 4 → die at 4 (rolls 1: hit); defender: transport 1 (unrestricted) → die at 1, submarine 2 (ships only) → die at 2.
    const r = resolve(s, "Baltic Sea Zone", [1, 6, 2]);
    expect(r.dice.map((d) => [d.side, d.unitType, d.threshold, d.values, d.hits])).toEqual([
      ["attacker", "battleship", 4, [1], 1],
      ["defender", "transport", 1, [6], 0],
      ["defender", "submarine", 2, [2], 1],
    ]);
  });
  it("OPT-20 / AA-3: AA fire is not low luck (TripleA 'Low Luck for AntiAircraft' is fixed false, optional.md OPT-TA-4): one die per aircraft", () => {
    const s = combat("Germans", {
      "Karelia S.S.R.": {
        units: [
          { owner: "Russians", type: "aaGun" },
          { owner: "Russians", type: "infantry" },
          { owner: "Germans", type: "fighter", count: 2 },
        ],
      },
    });
    const r = resolve(s, "Karelia S.S.R.", [6, 6, 1, 6]);
    expect(r.dice.map((d) => [d.purpose, d.values, d.threshold])).toEqual([
      ["aa", [6, 6], 1],
      ["battle", [], 0],
      ["battle", [1], 2],
    ]);
    expect(r.unused).toEqual([6]);
  });
  it("OPT-20: hits over a whole battle round equal floor(sum/6) or one more (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 }), (att, def, die) => {
        const r = resolve(karelia(att, def), "Karelia S.S.R.", [die, ...Array(400).fill(1)]);
        const first = r.dice.find((d) => d.side === "attacker")!;
        const sum = 3 * att;
        expect(first.sureHits).toBe(Math.floor(sum / 6));
        expect(first.values.length).toBe(sum % 6 > 0 && Math.floor(sum / 6) < def ? 1 : 0);
        expect(first.hits).toBe(Math.floor(sum / 6) + (first.values.length && die <= sum % 6 ? 1 : 0));
      }),
      { numRuns: 60 },
    );
  });
});
