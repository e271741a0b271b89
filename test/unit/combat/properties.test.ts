// Property tests: any supplied dice only remove units, casualties never exceed hits, and a policy gives the
// same result as answering every decision by hand with the same choices.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { adjudicate, listDice, noDice, DiceRoller, type Action, type GameState, type DiceSource } from "../../../src/rulesets/index.js";
import type { Decision, Unit } from "../../../src/rules/schema/state.js";
import { casualtySetup } from "../../../src/rules/combat/runner.js";
import { pickCasualties } from "../../../src/rules/combat/casualties.js";
import { position, rs } from "./helpers.js";

const EGYPT = "Anglo Sudan Egypt";
const NSZ = "North Sea Zone";
type Entry = { owner: string; type: string; count?: number; cargo?: Array<{ owner: string; type: string; count?: number }> };
const entry = (owner: string, type: string, count: number, cargo?: Entry["cargo"]): Entry[] =>
  count > 0 ? [{ owner, type, count, ...(cargo ? { cargo } : {}) }] : [];

const landBattle = fc
  .record({
    ai: fc.nat(3),
    aa: fc.nat(2),
    af: fc.nat(2),
    ab: fc.nat(1),
    di: fc.nat(3),
    da: fc.nat(2),
    df: fc.nat(2),
    gun: fc.boolean(),
  })
  .filter((x) => x.ai + x.aa > 0 || (x.af + x.ab > 0 && x.di + x.da + x.df > 0))
  .map((x) =>
    position("Germans", {
      [EGYPT]: {
        units: [
          ...entry("Germans", "infantry", x.ai),
          ...entry("Germans", "armour", x.aa),
          ...entry("Germans", "fighter", x.af),
          ...entry("Germans", "bomber", x.ab),
          ...entry("British", "infantry", x.di),
          ...entry("British", "armour", x.da),
          ...entry("British", "fighter", x.df),
          ...entry("British", "aaGun", x.gun ? 1 : 0),
        ],
      },
    }),
  );

const seaBattle = fc
  .record({
    ab: fc.nat(1),
    as: fc.nat(2),
    ac: fc.nat(1),
    at: fc.nat(1),
    db: fc.nat(1),
    ds: fc.nat(2),
    dc: fc.nat(1),
    dt: fc.nat(1),
  })
  .filter((x) => x.ab + x.as + x.ac > 0 && x.db + x.ds + x.dc + x.dt > 0)
  .map((x) => {
    const s = position("Germans", {
      [NSZ]: {
        units: [
          ...entry("Germans", "battleship", x.ab),
          ...entry("Germans", "submarine", x.as),
          ...entry("Germans", "carrier", x.ac, [
            { owner: "Germans", type: "fighter" },
            { owner: "Japanese", type: "fighter" },
          ]),
          ...entry("Germans", "transport", x.at, [{ owner: "Germans", type: "infantry", count: 2 }]),
          ...entry("British", "battleship", x.db),
          ...entry("British", "submarine", x.ds),
          ...entry("British", "carrier", x.dc, [
            { owner: "British", type: "fighter" },
            { owner: "Americans", type: "fighter" },
          ]),
          ...entry("British", "transport", x.dt, [{ owner: "British", type: "armour" }]),
        ],
      },
    });
    s.pending.battles[0]!.enteredFrom = ["Baltic Sea Zone"];
    return s;
  });

const dice = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 90 });
const allUnits = (s: GameState): Unit[] => Object.values(s.territories).flatMap((t) => t.units);

function onlyRemoved(before: GameState, after: GameState): void {
  const old = new Map(allUnits(before).map((u) => [u.id, u]));
  for (const u of allUnits(after)) {
    const o = old.get(u.id);
    expect(o, `unit ${u.id} was created`).toBeDefined();
    expect(u.type).toBe(o!.type);
  }
  expect(after.nextUnitId).toBe(before.nextUnitId);
}

describe("properties", () => {
  it("COMB-4: with any supplied dice a battle only removes units, and casualties never exceed hits", () => {
    fc.assert(
      fc.property(landBattle, dice, (s, rolls) => {
        const r = adjudicate(s, { type: "resolveBattle", power: "Germans", at: EGYPT, policy: {} }, listDice(rolls));
        if (!r.ok) {
          expect(r.violations.map((v) => v.rule)).toEqual(["DICE-1"]);
          return;
        }
        onlyRemoved(s, r.state);
        const count = (st: GameState, owner: string) =>
          st.territories[EGYPT]!.units.filter((u) => u.owner === owner && u.type !== "aaGun").length;
        const hits = (side: string) => r.dice.filter((d) => d.side === side).reduce((n, d) => n + d.hits, 0);
        expect(count(s, "British") - count(r.state, "British")).toBeLessThanOrEqual(hits("attacker"));
        expect(count(s, "Germans") - count(r.state, "Germans")).toBeLessThanOrEqual(hits("defender"));
        expect(r.state.pending.battles).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("TRANS-8: at sea too, units are only removed (cargo sinking with its ship), never created", () => {
    fc.assert(
      fc.property(seaBattle, dice, (s, rolls) => {
        const r = adjudicate(s, { type: "resolveBattle", power: "Germans", at: NSZ, policy: {} }, listDice(rolls));
        if (!r.ok) {
          expect(r.violations.map((v) => v.rule)).toEqual(["DICE-1"]);
          return;
        }
        onlyRemoved(s, r.state);
        // no cargo is left pointing at a ship that is gone
        const here = r.state.territories[NSZ]!.units;
        for (const u of here) if (u.aboard) expect(here.some((v) => v.id === u.aboard)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("a policy and the same choices made by hand give identical results", () => {
    const order = fc.shuffledSubarray(["infantry", "armour", "fighter", "bomber", "battleship", "submarine", "carrier", "transport"]);
    fc.assert(
      fc.property(fc.oneof(landBattle, seaBattle), order, order, dice, (s, attacker, defender, rolls) => {
        const at = s.pending.battles[0]!.at;
        const policy = { casualtyOrder: { attacker, defender } };
        const a = adjudicate(s, { type: "resolveBattle", power: "Germans", at, policy }, listDice(rolls));
        const source = listDice(rolls);
        let state = s;
        let r = adjudicate(state, { type: "resolveBattle", power: "Germans", at }, source);
        for (let guard = 0; r.ok && r.state.pending.decision && guard < 200; guard++) {
          state = r.state;
          r = adjudicate(state, answer(state, state.pending.decision!, policy.casualtyOrder), source);
        }
        expect(r.ok).toBe(a.ok);
        if (a.ok && r.ok) expect(r.state).toEqual(a.state);
      }),
      { numRuns: 120 },
    );
  });
});

/** The answer a policy would give to a decision: its casualty order, press on, keep the submarines. */
function answer(state: GameState, d: Decision, order: { attacker: string[]; defender: string[] }): Action {
  const at = d.at!;
  if (d.kind === "retreat") return { type: "pressOn", power: d.power, at };
  if (d.kind === "withdrawSubmarines") return { type: "withdrawSubmarines", power: d.power, at, to: null };
  if (d.kind === "intercept") return { type: "intercept", power: d.power, at, units: d.units };
  const b = state.pending.battles.find((x) => x.at === at && x.kind === d.battle)!;
  const side = d.kind === "aaCasualties" ? "attacker" : (d.side as "attacker" | "defender");
  const ctx = { rs, state, events: [], dice: new DiceRoller(noDice as DiceSource) };
  const cands = casualtySetup(ctx, b, side, d.eligible as string[]);
  type Pool = { hits: number; eligible: string[]; rule: string };
  const r = (d as { restricted?: unknown }).restricted as Pool | undefined;
  const also = (d as { alsoRestricted?: unknown }).alsoRestricted as Pool[] | undefined;
  const pool = (p: Pool) => ({ hits: p.hits, ids: p.eligible, rule: p.rule });
  const ids = pickCasualties(
    rs,
    cands,
    { hits: Number(d.hits), ...(r ? { restricted: pool(r) } : {}), ...(also ? { also: also.map(pool) } : {}) },
    order[side],
  );
  return { type: "chooseCasualties", power: d.power, at, units: ids };
}
