// A whole Classic game, two full rounds from the standard start for all five powers, played only through
// `adjudicate`: weapons development, purchases, combat moves, battles and a raid with supplied dice, a neutral
// violated, non-combat moves, placement and income. After every turn the treasuries, each power's unit count
// and the owners of the contested territories are checked against figures computed by hand (comments); every
// IPC change of every step is matched to its event (ledger). The action list then replays identically.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rules/index.js";
import { act, start } from "./helpers.js";
import { ledger } from "./ledger.js";

interface Step { action: Action; dice?: number[] }
interface Turn { power: string; steps: Step[]; ipcs: Record<string, number>; units: Record<string, number>; owners: Record<string, string | null> }

const end = (power: string): Step => ({ action: { type: "endPhase", power } });
const mv = (power: string, units: Record<string, number>, path: string[], raid?: boolean): Step => ({ action: { type: "move", power, units, path, ...(raid ? { raid } : {}) } });
const buy = (power: string, units: Record<string, number>): Step => ({ action: { type: "purchase", power, units } });
const dev = (power: string, dice: number, rolls: number[]): Step => ({ action: { type: "developWeapons", power, dice }, dice: rolls });
const fight = (power: string, at: string, rolls: number[]): Step => ({ action: { type: "resolveBattle", power, at, policy: {} }, dice: rolls });
const place = (power: string, at: string, units: Record<string, number>): Step => ({ action: { type: "place", power, at, units } });

const R = "Russians", G = "Germans", B = "British", J = "Japanese", A = "Americans";

// Units at the start (board.md §7): Russians 31, Germans 45, British 25, Japanese 34, Americans 26.
const TURNS: Turn[] = [
  // ── Round 1 ──
  { power: R, steps: [
    dev(R, 1, [3]), // 24 − 5 = 19, no breakthrough
    buy(R, { infantry: 6 }), // 19 − 18 = 1
    end(R),
    mv(R, { infantry: 2 }, ["Soviet Far East", "Manchuria"]), mv(R, { armour: 1 }, ["Soviet Far East", "Manchuria"]),
    end(R),
    // 3 Japanese infantry + 1 fighter. Round 1: infantry 1,1 and armour 1 hit 3 (the infantry go, cheapest first);
    // the defenders miss (6,6,6 | 6). Round 2: infantry 1,6 kill the fighter; the armour column is not rolled (COMB-5); the fighter misses.
    fight(R, "Manchuria", [1, 1, 1, 6, 6, 6, 6, 1, 6, 6]),
    end(R),
    mv(R, { infantry: 2 }, ["Russia", "Karelia S.S.R."]),
    end(R),
    place(R, "Russia", { infantry: 6 }),
    end(R), end(R), // income 24 + Manchuria 3 = 27
  ], ipcs: { [R]: 28, [G]: 32, [B]: 30, [J]: 25, [A]: 36 }, units: { [R]: 37, [G]: 45, [B]: 25, [J]: 30, [A]: 26 }, owners: { Manchuria: R } },

  { power: G, steps: [
    dev(G, 2, [6, 4, 5]), // 32 − 10 = 22; one breakthrough, pick 5: industrial technology (TECH-7)
    buy(G, { infantry: 5, armour: 3 }), // 5 × 2 + 3 × 4 = 22 → 0
    end(G),
    mv(G, { infantry: 1, armour: 1 }, ["Libya", "Anglo Sudan Egypt"]),
    mv(G, { battleship: 1 }, ["Central Mediteranean Sea Zone", "West Mediteranean Sea Zone"]),
    end(G),
    fight(G, "West Mediteranean Sea Zone", [1, 6]), // the German battleship sinks the British one, which misses
    fight(G, "Anglo Sudan Egypt", [1, 1, 6, 6]), // infantry and armour both hit; the British infantry and armour miss
    end(G),
    mv(G, { infantry: 2 }, ["Germany", "West Europe"]),
    end(G),
    place(G, "Germany", { infantry: 5, armour: 3 }),
    end(G), end(G), // income 32 + Anglo Sudan Egypt 2 = 34
  ], ipcs: { [R]: 28, [G]: 34, [B]: 30, [J]: 25, [A]: 36 }, units: { [R]: 37, [G]: 53, [B]: 22, [J]: 30, [A]: 26 }, owners: { "Anglo Sudan Egypt": G } },

  { power: B, steps: [
    buy(B, { fighter: 1, transport: 1, infantry: 3 }), // 12 + 8 + 9 = 29 → 1
    end(B),
    mv(B, { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe", "Germany"], true),
    end(B),
    // T-10: AA over West Europe (3) then Germany's (2) miss; the bomber rolls 4: the Germans pay 4 (SBR-3).
    fight(B, "Germany", [3, 2, 4]),
    end(B),
    mv(B, { bomber: 1 }, ["Germany", "West Europe", "North Sea Zone", "United Kingdom"]), // 3 + 3 = 6 (AIR-2)
    end(B),
    place(B, "United Kingdom", { fighter: 1, infantry: 3 }), place(B, "North Sea Zone", { transport: 1 }),
    end(B), end(B), // income 30 − Anglo Sudan Egypt 2 = 28
  ], ipcs: { [R]: 28, [G]: 30, [B]: 29, [J]: 25, [A]: 36 }, units: { [R]: 37, [G]: 53, [B]: 27, [J]: 30, [A]: 26 }, owners: {} },

  { power: J, steps: [
    buy(J, { armour: 2, infantry: 5 }), // 10 + 15 = 25 → 0
    end(J),
    mv(J, { infantry: 2 }, ["Kwangtung", "Manchuria"]), mv(J, { fighter: 1 }, ["French Indo China", "Kwangtung", "Manchuria"]),
    mv(J, { submarine: 1 }, ["Solomon Islands Sea Zone", "Hawaii Sea Zone"]),
    mv(J, { battleship: 1 }, ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]),
    mv(J, { fighter: 1 }, ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]),
    end(J),
    fight(J, "Manchuria", [1, 1, 1, 6, 6, 6]), // infantry 1,1 and fighter 1: the Russians' 2 infantry and armour die; they miss
    // The sub's 2 sinks the American sub (SUB-1); fighter 1 and battleship 1 take the fighter and the carrier; carrier and fighter miss.
    fight(J, "Hawaii Sea Zone", [2, 1, 1, 6, 6]),
    end(J),
    mv(J, { fighter: 1 }, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]), // back on its carrier (2 + 2)
    mv(J, { fighter: 1 }, ["Manchuria", "Kwangtung"]), // not in Manchuria, conquered this turn (AIR-6)
    end(J),
    place(J, "Japan", { armour: 2, infantry: 5 }),
    end(J), end(J), // income 25 (Manchuria retaken)
  ], ipcs: { [R]: 28, [G]: 30, [B]: 29, [J]: 25, [A]: 36 }, units: { [R]: 34, [G]: 53, [B]: 27, [J]: 37, [A]: 23 }, owners: { Manchuria: J } },

  { power: A, steps: [
    dev(A, 1, [6, 6]), // 36 − 5 = 31; heavy bombers
    buy(A, { bomber: 2 }), // 30 → 1
    end(A),
    mv(A, { infantry: 2 }, ["China", "Kwangtung"]),
    end(A),
    fight(A, "Kwangtung", [1, 6, 6]), // one infantry hits the lone Japanese fighter, which misses
    end(A), end(A),
    place(A, "East US", { bomber: 2 }),
    end(A), end(A), // income 36 + Kwangtung 3 = 39
  ], ipcs: { [R]: 28, [G]: 30, [B]: 29, [J]: 25, [A]: 40 }, units: { [R]: 34, [G]: 53, [B]: 27, [J]: 36, [A]: 25 }, owners: { Kwangtung: A } },

  // ── Round 2 ──
  { power: R, steps: [
    buy(R, { infantry: 9 }), // 27 → 1
    end(R),
    mv(R, { infantry: 3 }, ["Yakut S.S.R.", "Manchuria"]),
    end(R),
    fight(R, "Manchuria", [1, 1, 6, 6, 6]), // 2 hits on the 2 Japanese infantry, who miss
    end(R), end(R),
    place(R, "Russia", { infantry: 9 }),
    end(R), end(R), // income 24 + 3 = 27
  ], ipcs: { [R]: 28, [G]: 30, [B]: 29, [J]: 25, [A]: 40 }, units: { [R]: 43, [G]: 53, [B]: 27, [J]: 34, [A]: 25 }, owners: { Manchuria: R } },

  { power: G, steps: [
    buy(G, { infantry: 9, armour: 2 }), // 18 + 8 = 26 → 4, keeping the 3 for the neutral (PURCH-5)
    end(G),
    mv(G, { armour: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]),
    mv(G, { infantry: 1 }, ["West Europe", "Spain"]), // NEUT-2: 3 IPCs to the bank → 1
    end(G),
    fight(G, "Syria Jordan", [1, 6]),
    end(G), end(G),
    place(G, "Germany", { infantry: 9, armour: 2 }),
    end(G), end(G), // income 32 + 2 + Syria Jordan 1 + Spain 0 (NEUT-6) = 35
  ], ipcs: { [R]: 28, [G]: 36, [B]: 29, [J]: 25, [A]: 40 }, units: { [R]: 43, [G]: 64, [B]: 26, [J]: 34, [A]: 25 }, owners: { "Syria Jordan": G, Spain: G } },

  { power: B, steps: [
    buy(B, { infantry: 3, armour: 4 }), // 9 + 20 = 29 → 0
    end(B),
    mv(B, { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]),
    end(B),
    fight(B, "Baltic Sea Zone", [1, 6, 6, 1, 6]), // a hit per round; the German transport and submarine miss
    end(B), end(B),
    place(B, "United Kingdom", { infantry: 3, armour: 4 }),
    end(B), end(B), // income 30 − 2 − 1 = 27
  ], ipcs: { [R]: 28, [G]: 36, [B]: 27, [J]: 25, [A]: 40 }, units: { [R]: 43, [G]: 62, [B]: 33, [J]: 34, [A]: 25 }, owners: {} },

  { power: J, steps: [
    dev(J, 1, [2]), // 25 − 5 = 20
    buy(J, { infantry: 6 }), // 18 → 2
    end(J),
    mv(J, { infantry: 2 }, ["French Indo China", "Kwangtung"]),
    end(J),
    fight(J, "Kwangtung", [1, 1, 6, 6]),
    end(J), end(J),
    place(J, "Japan", { infantry: 6 }),
    end(J), end(J), // income 25 − Manchuria 3 = 22
  ], ipcs: { [R]: 28, [G]: 36, [B]: 27, [J]: 24, [A]: 40 }, units: { [R]: 43, [G]: 62, [B]: 33, [J]: 40, [A]: 23 }, owners: { Kwangtung: J } },

  { power: A, steps: [
    buy(A, { infantry: 4, fighter: 1, transport: 2 }), // 12 + 12 + 16 = 40 → 0
    end(A),
    mv(A, { fighter: 1 }, ["China", "Kwangtung"]),
    end(A),
    fight(A, "Kwangtung", [1, 6, 6, 1, 6]), // the fighter kills both infantry in two rounds but cannot take the territory (CAPT-1, T-32)
    end(A),
    mv(A, { fighter: 1 }, ["Kwangtung", "China"]),
    end(A),
    place(A, "East US", { infantry: 4, fighter: 1 }), place(A, "East US Sea Zone", { transport: 2 }),
    end(A), end(A), // income 36
  ], ipcs: { [R]: 28, [G]: 36, [B]: 27, [J]: 24, [A]: 36 }, units: { [R]: 43, [G]: 62, [B]: 33, [J]: 38, [A]: 30 }, owners: { Kwangtung: J } },
];

const unitsOf = (s: GameState, power: string): number =>
  Object.values(s.territories).reduce((n, t) => n + t.units.filter((u) => u.owner === power).length, 0);

/** Plays the script; returns every state after each turn, and the rulings' events and dice. */
function play(check: boolean) {
  let s = start();
  const trace: unknown[] = [];
  const afterTurns: GameState[] = [];
  for (const [i, turn] of TURNS.entries()) {
    expect(s.turn.power, `turn ${i}`).toBe(turn.power);
    for (const [k, step] of turn.steps.entries()) {
      const r = act(s, step.action, step.dice ?? []);
      if (!r.ok) throw new Error(`turn ${i} (${turn.power}) step ${k} ${JSON.stringify(step.action)} refused: ${JSON.stringify(r.violations)}`);
      if (check) {
        const delta = ledger(r.events);
        for (const p of Object.keys(s.powers)) expect(r.state.powers[p]!.ipcs - s.powers[p]!.ipcs, `turn ${i} step ${k}: ${p}'s IPCs`).toBe(delta[p] ?? 0);
        expect(r.dice.reduce((n, d) => n + d.values.length, 0), `turn ${i} step ${k}: every supplied die is used`).toBe(step.dice?.length ?? 0);
      }
      trace.push(r.events, r.dice);
      s = r.state;
    }
    if (check) {
      expect(Object.fromEntries(Object.entries(s.powers).map(([p, x]) => [p, x.ipcs])), `IPCs after turn ${i} (${turn.power})`).toEqual(turn.ipcs);
      expect(Object.fromEntries(Object.keys(turn.units).map((p) => [p, unitsOf(s, p)])), `units after turn ${i} (${turn.power})`).toEqual(turn.units);
      for (const [place, owner] of Object.entries(turn.owners)) expect(s.territories[place]!.owner, `owner of ${place} after turn ${i}`).toBe(owner);
    }
    afterTurns.push(s);
  }
  return { final: s, trace, afterTurns };
}

describe("a whole game: two rounds from the Classic start (all five powers)", () => {
  it("TURN-1/TURN-2/INC-1/PLACE/TECH/COMB/CAPT: every turn's treasuries, unit counts and owners match the hand-computed figures", () => {
    const { final } = play(true);
    expect(final.turn).toEqual({ round: 3, power: R, phase: "purchase" });
    expect(final.winner).toBeNull();
    expect(final.powers[G]!.techs).toEqual(["industrialTechnology"]);
    expect(final.powers[A]!.techs).toEqual(["heavyBombers"]);
    expect(final.powers[R]!.techs).toEqual([]);
    expect(final.territories["West Mediteranean Sea Zone"]!.units.map((u) => `${u.owner}:${u.type}`)).toEqual([`${G}:battleship`]);
    expect(final.territories["Hawaii Sea Zone"]!.units.filter((u) => u.owner === A)).toEqual([]);
    expect(final.territories.Kwangtung!.units).toEqual([]);
  });
  it("replays identically from its action list (same actions, same dice → same states, events and dice)", () => {
    const a = play(false), b = play(false);
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    expect(JSON.stringify(b.trace)).toBe(JSON.stringify(a.trace));
  });
});
