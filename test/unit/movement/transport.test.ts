import { describe, expect, it } from "vitest";
import { adjudicate, listDice } from "../../../src/rulesets/index.js";
import type { GameState } from "../../../src/rulesets/index.js";
import { bad, endPhase, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British",
  A = "Americans";

describe("TRANS — transports", () => {
  it("TRANS-1: 2 infantry, or 1 armour, or 1 aaGun (T-06)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "West Europe": {
          units: [
            { owner: G, type: "infantry", count: 3 },
            { owner: G, type: "armour" },
          ],
        },
        "North Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    const a = ok(s, mv(G, { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    bad(a, mv(G, { armour: 1 }, ["West Europe", "North Sea Zone"]), "TRANS-1");
    ok(a, mv(G, { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    bad(s, mv(G, { infantry: 3 }, ["West Europe", "North Sea Zone"]), "TRANS-1");
  });
  it("TRANS-2: only units that have not moved board; unloaded units do not move again (T-04)", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "armour" }] },
        "North Sea Zone": { units: [{ owner: G, type: "transport", cargo: [{ owner: G, type: "armour" }] }] },
      },
    });
    const a = ok(s, mv(G, { armour: 1 }, ["Germany", "West Europe"]));
    bad(a, mv(G, { armour: 1 }, ["West Europe", "North Sea Zone"]), "TRANS-2");
    const cargo = ids(s, "North Sea Zone", G, "armour")[0]!;
    const b = ok(s, mv(G, [cargo], ["North Sea Zone", "Finland Norway"]));
    expect(unit(b, cargo)).toMatchObject({ place: "Finland Norway", unloaded: true });
    bad(b, mv(G, [cargo], ["Finland Norway", "Karelia S.S.R."]), "TRANS-2");
  });
  it("TRANS-3: loading in several places during the transport's own move", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "infantry" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
        "Baltic Sea Zone": { units: [{ owner: G, type: "transport" }] },
        "United Kingdom": { units: [{ owner: B, type: "infantry" }] },
      },
    });
    const t = ids(s, "Baltic Sea Zone", G, "transport")[0]!;
    let x = ok(s, mv(G, { infantry: 1 }, ["Germany", "Baltic Sea Zone"]));
    x = ok(x, mv(G, [t], ["Baltic Sea Zone", "North Sea Zone"]));
    x = ok(x, mv(G, { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    expect(x.territories["North Sea Zone"]!.units.filter((u) => u.aboard === t)).toHaveLength(2);
    x = ok(x, mv(G, { infantry: 2 }, ["North Sea Zone", "United Kingdom"]));
    expect(x.pending.battles).toMatchObject([
      { at: "United Kingdom", kind: "land", amphibious: true, unloadFrom: ["North Sea Zone"], enteredFrom: ["North Sea Zone"] },
    ]);
    bad(s, mv(G, { infantry: 1 }, ["Germany", "North Sea Zone"]), "MOVE-1");
    bad(s, mv(G, { infantry: 1 }, ["West Europe", "North Sea Zone"]), "TRANS-3");
  });
  it("TRANS-4: a transport that unloaded moves no further", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: { "North Sea Zone": { units: [{ owner: G, type: "transport", cargo: [{ owner: G, type: "infantry" }] }] } },
    });
    const a = ok(s, mv(G, { infantry: 1 }, ["North Sea Zone", "West Europe"]));
    bad(a, mv(G, { transport: 1 }, ["North Sea Zone", "Baltic Sea Zone"]), "TRANS-4");
    ok(s, mv(G, { transport: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
  });
  it("TRANS-5: in the combat move all cargo unloads into one territory (T-05)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const one = ok(s, mv(B, { infantry: 1 }, ["North Sea Zone", "Finland Norway"])); // the rest must follow (DESIGN: endPhase owes it)
    bad(one, mv(B, { infantry: 1 }, ["North Sea Zone", "West Europe"]), "TRANS-5");
    const a = ok(s, mv(B, { infantry: 2 }, ["North Sea Zone", "Finland Norway"]));
    expect(a.pending.battles[0]).toMatchObject({ at: "Finland Norway", amphibious: true });
  });
  it("TRANS-5: endPhase of the combat move is refused while an unloaded transport keeps cargo", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: { "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] } },
    });
    const t = ids(s, "North Sea Zone", B, "transport")[0]!;
    const forced = structuredClone(s);
    forced.territories["North Sea Zone"]!.units.find((u) => u.id === t)!.unloaded = true;
    const r = adjudicate(forced, { type: "endPhase", power: B }, listDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.rule)).toContain("TRANS-5");
    expect(adjudicate(s, { type: "endPhase", power: B }, listDice([])).ok).toBe(true);
  });
  it("TRANS-6: in the non-combat move cargo may split over friendly coasts of the zone", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        "Syria Jordan": { owner: G, units: [] },
        "East Europe": { units: [{ owner: G, type: "infantry", count: 2 }] },
        "Central Mediteranean Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    const t = ids(s, "Central Mediteranean Sea Zone", G, "transport")[0]!;
    let x = ok(s, mv(G, [t], ["Central Mediteranean Sea Zone", "Black Sea Zone"]));
    x = ok(x, mv(G, { infantry: 2 }, ["East Europe", "Black Sea Zone"]));
    x = ok(x, mv(G, [t], ["Black Sea Zone", "East Mediteranean Sea Zone"]));
    x = ok(x, mv(G, { infantry: 1 }, ["East Mediteranean Sea Zone", "Syria Jordan"]));
    x = ok(x, mv(G, { infantry: 1 }, ["East Mediteranean Sea Zone", "Anglo Sudan Egypt"]));
    expect(ids(x, "Syria Jordan", G, "infantry")).toHaveLength(1);
    const hostile = pos({
      power: G,
      phase: "noncombatMove",
      territories: { "East Mediteranean Sea Zone": { units: [{ owner: G, type: "transport", cargo: [{ owner: G, type: "infantry" }] }] } },
    });
    bad(hostile, mv(G, { infantry: 1 }, ["East Mediteranean Sea Zone", "Syria Jordan"]), "MOVE-3");
  });
  it("TRANS-7: boarding amid enemy ships in the combat move only for a landing from there", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
        "North Sea Zone": {
          units: [
            { owner: G, type: "transport" },
            { owner: B, type: "submarine" },
          ],
        },
        "United Kingdom": { units: [{ owner: B, type: "infantry" }] },
      },
    });
    const a = ok(s, mv(G, { infantry: 1 }, ["Finland Norway", "North Sea Zone"]));
    const landed = ok(a, mv(G, { infantry: 1 }, ["North Sea Zone", "United Kingdom"]));
    expect(landed.pending.battles.map((b) => `${b.kind}:${b.at}`).sort()).toEqual(["land:United Kingdom", "sea:North Sea Zone"]);
    expect(adjudicate(landed, { type: "endPhase", power: G }, listDice([])).ok).toBe(true);
    // Baltic Sea Zone with a British submarine: every coast is friendly, so no landing can be declared from it
    const closed = pos({
      power: G,
      phase: "combatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "infantry" }] },
        "Karelia S.S.R.": { owner: G, units: [] },
        Sweden: { owner: G, units: [] },
        "Baltic Sea Zone": {
          units: [
            { owner: G, type: "transport" },
            { owner: B, type: "submarine" },
          ],
        },
      },
    });
    bad(closed, mv(G, { infantry: 1 }, ["Germany", "Baltic Sea Zone"]), "TRANS-7");
  });
  it("TRANS-9: allied cargo boards in its turn and unloads in its next turn, all together", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      round: 4,
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "infantry", count: 2 }] },
        "North Sea Zone": { units: [{ owner: R, type: "transport" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const a = ok(s, mv(B, { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    bad(a, mv(B, { infantry: 2 }, ["North Sea Zone", "West Europe"]), "TRANS-9");
    const next: GameState = { ...a, turn: { round: 5, power: B, phase: "combatMove" } };
    for (const u of next.territories["North Sea Zone"]!.units) {
      delete u.movedInCombat;
      delete u.moved;
    }
    bad(next, mv(B, { infantry: 1 }, ["North Sea Zone", "West Europe"]), "TRANS-9");
    const landed = ok(next, mv(B, { infantry: 2 }, ["North Sea Zone", "West Europe"]));
    expect(landed.pending.battles[0]).toMatchObject({ at: "West Europe", amphibious: true });
    // boarding an allied transport is no combat move (TRANS-9 with MOVE-2)
    bad({ ...s, turn: { ...s.turn, phase: "combatMove" } }, mv(B, { infantry: 1 }, ["United Kingdom", "North Sea Zone"]), "MOVE-2");
  });
  it("TRANS-10: allied units may board a transport that moved or unloaded in its owner's turn", () => {
    const s = pos({
      power: A,
      phase: "noncombatMove",
      territories: {
        "West Europe": { owner: A, units: [{ owner: A, type: "infantry" }] },
        "North Sea Zone": { units: [{ owner: B, type: "transport" }] },
      },
    });
    ok(s, mv(A, { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    bad({ ...s, turn: { ...s.turn, phase: "combatMove" } }, mv(A, { infantry: 1 }, ["West Europe", "North Sea Zone"]), "MOVE-2");
  });
  it("TRANS-11: never two powers' cargo at once; no changing transports at sea", () => {
    const s = pos({
      power: A,
      phase: "noncombatMove",
      territories: {
        "West Europe": { owner: A, units: [{ owner: A, type: "infantry" }] },
        "North Sea Zone": {
          units: [
            { owner: B, type: "transport", cargo: [{ owner: B, type: "infantry" }] },
            { owner: A, type: "transport", cargo: [{ owner: A, type: "infantry" }] },
          ],
        },
      },
    });
    const bt = ids(s, "North Sea Zone", B, "transport")[0]!;
    bad(s, mv(A, { infantry: 1 }, ["West Europe", "North Sea Zone"], { transport: bt }), "TRANS-11");
    bad(s, mv(A, { infantry: 1 }, ["North Sea Zone", "Baltic Sea Zone"]), "TRANS-11");
    ok(s, mv(A, { infantry: 1 }, ["West Europe", "North Sea Zone"]));
  });
  it("TRANS (riders): cargo moves with its transport", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: { "Baltic Sea Zone": { units: [{ owner: G, type: "transport", cargo: [{ owner: G, type: "armour" }] }] } },
    });
    const arm = ids(s, "Baltic Sea Zone", G, "armour")[0]!;
    const a = ok(s, mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    expect(unit(a, arm)!.place).toBe("North Sea Zone");
    const e = endPhase(a, G);
    expect(e.turn.phase).toBe("place");
  });
});

describe("AMPH — declaring amphibious assaults", () => {
  it("AMPH-1: unloading into enemy land declares an amphibious assault with the transport's zone", () => {
    const s = pos({
      power: A,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: A, type: "transport", cargo: [{ owner: A, type: "armour" }] }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const a = ok(s, mv(A, { armour: 1 }, ["North Sea Zone", "West Europe"]));
    expect(a.pending.battles).toEqual([
      {
        at: "West Europe",
        kind: "land",
        attacker: A,
        amphibious: true,
        unloadFrom: ["North Sea Zone"],
        enteredFrom: ["North Sea Zone"],
        aaFire: [],
        round: 0,
      },
    ]);
    bad(s, mv(A, { armour: 1 }, ["North Sea Zone", "United Kingdom"]), "MOVE-2");
  });
});
