// TECH-3..9 through the whole pipeline: a development rolled in action 1 works in the same turn, and only for
// the power that owns it — never for its allies fighting beside it.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { act, ok, position, refused } from "./helpers.js";

const G = "Germans",
  J = "Japanese",
  B = "British";
const end = (power: string): Action => ({ type: "endPhase", power });
const thresholds = (r: ReturnType<typeof ok>, side: string) => r.dice.filter((d) => d.side === side).map((d) => [d.unitType, d.threshold]);

describe("developments at work, never shared (TECH-3)", () => {
  it("TECH-4: a German jet fighter defends at 5; the Japanese fighter beside it at 4", () => {
    let s = position({
      power: B,
      phase: "combatMove",
      techs: { [G]: ["jetPower"] },
      territories: {
        Spain: { owner: B, units: [{ owner: B, type: "armour" }] },
        "West Europe": {
          owner: G,
          units: [
            { owner: G, type: "fighter" },
            { owner: J, type: "fighter" },
          ],
        },
      },
    });
    s = ok(s, { type: "move", power: B, units: { armour: 1 }, path: ["Spain", "West Europe"] }).state;
    s = ok(s, end(B)).state;
    const r = ok(s, { type: "resolveBattle", power: B, at: "West Europe", policy: {} }, [6, 5, 5]);
    expect(thresholds(r, "defender").sort()).toEqual([
      ["fighter", 4],
      ["fighter", 5],
    ]);
    expect(r.dice.filter((d) => d.side === "defender").reduce((n, d) => n + d.hits, 0)).toBe(1); // only the jet's 5 hits
  });

  it("TECH-5/TECH-3: super submarines won this turn attack at 3 at once; an ally's submarine would still attack at 2", () => {
    let s = position({
      power: G,
      phase: "purchase",
      ipcs: { [G]: 5 },
      territories: {
        "West Spain Sea Zone": { units: [{ owner: G, type: "submarine" }] },
        "West Mediteranean Sea Zone": { units: [{ owner: B, type: "transport" }] },
      },
    });
    s = ok(s, { type: "developWeapons", power: G, dice: 1 }, [6, 3]).state; // superSubmarines
    s = ok(s, end(G)).state;
    s = ok(s, { type: "move", power: G, units: { submarine: 1 }, path: ["West Spain Sea Zone", "West Mediteranean Sea Zone"] }).state;
    s = ok(s, end(G)).state;
    const r = ok(s, { type: "resolveBattle", power: G, at: "West Mediteranean Sea Zone", policy: {} }, [3]);
    expect(r.dice[0]).toMatchObject({ side: "attacker", unitType: "submarine", threshold: 3, hits: 1 });
    expect(r.state.territories["West Mediteranean Sea Zone"]!.units.map((u) => u.owner)).toEqual([G]);
    expect(r.state.powers[J]!.techs).toEqual([]);
  });

  it("TECH-6/TECH-3: long-range German fighters fly 6; the Japanese fighter with them only 4", () => {
    const s: GameState = position({
      power: G,
      phase: "noncombatMove",
      techs: { [G]: ["longRangeAircraft"] },
      territories: {
        Germany: {
          units: [
            { owner: G, type: "fighter" },
            { owner: J, type: "fighter" },
          ],
        },
      },
    });
    const path = ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus", "Persia", "Syria Jordan", "Anglo Sudan Egypt"];
    // make the whole route friendly for the test: the Germans hold it
    for (const p of path) s.territories[p]!.owner = G;
    expect(act(s, { type: "move", power: G, units: { fighter: 1 }, path }).ok).toBe(true);
    expect(refused(s, { type: "move", power: G, units: { fighter: 1 }, path: [...path, "Libya"] })).toContain("AIR-1");
  });

  it("TECH-8: a heavy bomber rolls 3 dice against a land territory (T-36: 2, 5, 4 is 2 hits)", () => {
    let s = position({
      power: G,
      phase: "combatMove",
      techs: { [G]: ["heavyBombers"] },
      territories: {
        Libya: { units: [{ owner: G, type: "bomber" }] },
        "Anglo Sudan Egypt": { units: [{ owner: B, type: "infantry", count: 3 }] },
      },
    });
    s = ok(s, { type: "move", power: G, units: { bomber: 1 }, path: ["Libya", "Anglo Sudan Egypt"] }).state;
    s = ok(s, end(G)).state;
    const r = ok(s, { type: "fightRound", power: G, at: "Anglo Sudan Egypt", policy: {} }, [2, 5, 4, 6, 6, 6]);
    expect(r.dice[0]).toMatchObject({ side: "attacker", unitType: "bomber", values: [2, 5, 4], hits: 2 });
    expect(r.state.territories["Anglo Sudan Egypt"]!.units.filter((u) => u.owner === B)).toHaveLength(1);
  });

  it("TECH-9/TECH-3: rockets won in action 1 fire in action 3 of the same turn; the Japanese ally has none", () => {
    let s = position({
      power: G,
      phase: "purchase",
      ipcs: { [G]: 5, Russians: 10 },
      territories: {
        "East Europe": { units: [{ owner: G, type: "aaGun" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    s = ok(s, { type: "developWeapons", power: G, dice: 1 }, [6, 2]).state; // rockets
    expect(s.powers[G]!.techs).toEqual(["rockets"]);
    s = ok(s, end(G)).state;
    s = ok(s, end(G)).state; // to action 3
    const r = ok(s, { type: "rocketAttack", power: G, from: "East Europe", target: "Karelia S.S.R." }, [4]);
    expect(r.state.powers.Russians!.ipcs).toBe(6);
    const japanese = position({
      power: J,
      phase: "combat",
      territories: {
        "East Europe": { owner: J, units: [{ owner: J, type: "aaGun" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
      },
      techs: { [G]: ["rockets"] },
    });
    expect(refused(japanese, { type: "rocketAttack", power: J, from: "East Europe", target: "Karelia S.S.R." }, [4])).toContain("TECH-9");
  });

  it("OPT-5 (optional.md scenario 5): with weaponsDevelopmentBenefits a German fighter defending in round 1 hits on 5", () => {
    let s = position(
      {
        power: B,
        phase: "combatMove",
        territories: {
          Spain: { owner: B, units: [{ owner: B, type: "armour" }] },
          "West Europe": { owner: G, units: [{ owner: G, type: "fighter" }] },
        },
      },
      { weaponsDevelopmentBenefits: true },
    );
    s = ok(s, { type: "move", power: B, units: { armour: 1 }, path: ["Spain", "West Europe"] }).state;
    s = ok(s, end(B)).state;
    const r = ok(s, { type: "resolveBattle", power: B, at: "West Europe", policy: {} }, [6, 5]);
    expect(thresholds(r, "defender")).toEqual([["fighter", 5]]);
    expect(r.state.territories["West Europe"]!.units.filter((u) => u.owner === B)).toEqual([]);
  });
});
