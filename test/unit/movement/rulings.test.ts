// Rulings fixed after QA (/tmp/qa-failures.md F-1, F-4, F-7, F-8): cargo in several moves, aircraft at sea,
// allied cargo given aboard in a position, boarding after an overland walk.
import { describe, expect, it } from "vitest";
import { adjudicate, listDice, type GameState } from "../../../src/rulesets/index.js";
import { bad, ids, mv, ok, pos, unit } from "./helpers.js";

const G = "Germans",
  R = "Russians",
  B = "British",
  J = "Japanese";
const rulesOf = (s: GameState, a: Parameters<typeof adjudicate>[1]): string[] => {
  const r = adjudicate(s, a, listDice([]));
  return r.ok ? [] : r.violations.map((v) => v.rule);
};
/** Starts the given power's turn at its combat move, clearing the per-turn facts a real turn change clears. */
function turnOf(s: GameState, power: string, round: number): GameState {
  const next = structuredClone(s);
  next.turn = { round, power, phase: "combatMove" };
  for (const t of Object.values(next.territories))
    for (const u of t.units) {
      delete u.moved;
      delete u.movedInCombat;
      delete u.unloaded;
      delete u.unloadedTo;
    }
  return next;
}

describe("TRANS-5: combat-move cargo of one transport in several moves, all into one territory", () => {
  const cargo2 = (extra: Record<string, unknown> = {}) =>
    pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
        ...extra,
      },
    });

  it("TRANS-5: one infantry per move into the same territory is legal; the assault records one landing zone", () => {
    const s = cargo2();
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    const t = ids(s, "North Sea Zone", B, "transport")[0]!;
    const one = ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"]));
    expect(unit(one, t)).toMatchObject({ unloaded: true, unloadedTo: "Finland Norway" });
    expect(rulesOf(one, { type: "endPhase", power: B })).toContain("TRANS-5");
    const two = ok(one, mv(B, [i2!], ["North Sea Zone", "Finland Norway"]));
    expect(two.pending.battles).toEqual([
      expect.objectContaining({
        at: "Finland Norway",
        kind: "land",
        amphibious: true,
        unloadFrom: ["North Sea Zone"],
        enteredFrom: ["North Sea Zone"],
      }),
    ]);
    expect(two.territories["Finland Norway"]!.units.filter((u) => u.owner === B && u.unloaded)).toHaveLength(2);
    expect(rulesOf(two, { type: "endPhase", power: B })).toEqual([]);
    // TRANS-4 stays: the transport that unloaded moves no further
    bad(one, mv(B, [t], ["North Sea Zone", "Baltic Sea Zone"]), "TRANS-4");
  });

  it("TRANS-5 with AMPH-4: the combat phase reads cargo landed in two moves as one amphibious assault (no retreat)", () => {
    const s = cargo2();
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    let x = ok(ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"])), mv(B, [i2!], ["North Sea Zone", "Finland Norway"]));
    x = ok(x, { type: "endPhase", power: B });
    expect(x.turn.phase).toBe("combat");
    const r = adjudicate(
      x,
      { type: "resolveBattle", power: B, at: "Finland Norway", policy: { retreat: { afterRound: 1, to: "North Sea Zone" } } },
      listDice([6, 6, 6]),
    );
    expect(r.ok ? [] : r.violations.map((v) => v.rule)).toContain("AMPH-4");
    const fought = adjudicate(x, { type: "resolveBattle", power: B, at: "Finland Norway" }, listDice([1, 1, 6]));
    expect(fought.ok).toBe(true);
    if (fought.ok) expect(fought.state.territories["Finland Norway"]!.owner).toBe(B);
  });

  it("TRANS-5: after the first unload, the rest of the cargo may not go to another territory", () => {
    const s = cargo2();
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    const one = ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"]));
    const cited = bad(one, mv(B, [i2!], ["North Sea Zone", "West Europe"]), "TRANS-5");
    expect(cited).toEqual(["TRANS-5"]);
  });

  it("TRANS-5: cargo follows into an empty enemy territory the first unload captured (no MOVE-2)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "Finland Norway": { owner: G, units: [] },
        "West Europe": { owner: G, units: [] },
      },
    });
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    const one = ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"]));
    expect(one.territories["Finland Norway"]!.owner).toBe(B); // LAND-5
    const two = ok(one, mv(B, [i2!], ["North Sea Zone", "Finland Norway"]));
    expect(two.territories["Finland Norway"]!.units.map((u) => u.id).sort()).toEqual([i1, i2].sort());
    bad(one, mv(B, [i2!], ["North Sea Zone", "West Europe"]), "TRANS-5");
  });

  it("TRANS-5 with AMPH-2: cargo in two moves from a zone with an enemy submarine records the sea battle first", () => {
    const s = cargo2({
      "North Sea Zone": {
        units: [
          { owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] },
          { owner: G, type: "submarine" },
        ],
      },
    });
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    const two = ok(ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"])), mv(B, [i2!], ["North Sea Zone", "Finland Norway"]));
    expect(two.pending.battles.map((b) => `${b.kind}:${b.at}:${(b.unloadFrom ?? []).join("+")}`).sort()).toEqual([
      "land:Finland Norway:North Sea Zone",
      "sea:North Sea Zone:",
    ]);
  });

  it("TRANS-6: in the non-combat move the first unload fixes nothing", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "Finland Norway": { owner: B, units: [] },
        "West Europe": { owner: B, units: [] },
      },
    });
    const [i1, i2] = ids(s, "North Sea Zone", B, "infantry");
    const one = ok(s, mv(B, [i1!], ["North Sea Zone", "Finland Norway"]));
    expect(unit(one, ids(s, "North Sea Zone", B, "transport")[0]!)!.unloadedTo).toBeUndefined();
    ok(one, mv(B, [i2!], ["North Sea Zone", "West Europe"]));
  });
});

describe("AIR-5, AIR-8: aircraft ending the non-combat move at sea", () => {
  it("AIR-5: a fighter at sea with no carrier at all cites AIR-5 and AIR-8 besides CARR-1", () => {
    const s = pos({ power: J, phase: "noncombatMove", territories: { Japan: { units: [{ owner: J, type: "fighter" }] } } });
    bad(s, mv(J, { fighter: 1 }, ["Japan", "Japan Sea Zone"]), "CARR-1", "AIR-5", "AIR-8");
    const carrier = pos({
      power: J,
      phase: "noncombatMove",
      territories: { Japan: { units: [{ owner: J, type: "fighter" }] }, "Japan Sea Zone": { units: [{ owner: J, type: "carrier" }] } },
    });
    ok(carrier, mv(J, { fighter: 1 }, ["Japan", "Japan Sea Zone"]));
  });
  it("AIR-8: a fighter at sea beside a full carrier, and a bomber at sea, are refused citing AIR-8", () => {
    const full = pos({
      power: J,
      phase: "noncombatMove",
      territories: {
        Japan: {
          units: [
            { owner: J, type: "fighter" },
            { owner: J, type: "bomber" },
          ],
        },
        "Japan Sea Zone": { units: [{ owner: J, type: "carrier", cargo: [{ owner: J, type: "fighter", count: 2 }] }] },
      },
    });
    const f = ids(full, "Japan", J, "fighter")[0]!;
    bad(full, mv(J, [f], ["Japan", "Japan Sea Zone"]), "CARR-1", "AIR-5", "AIR-8");
    bad(full, mv(J, { bomber: 1 }, ["Japan", "Japan Sea Zone"]), "AIR-8");
  });
});

describe("TRANS-9 (c): allied cargo unloads in its power's next turn", () => {
  it("TRANS-9: allied cargo given aboard in a position boarded before this turn and may land (combat move)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: R, type: "transport", cargo: [{ owner: B, type: "infantry", count: 2 }] }] },
        "West Europe": { units: [] },
      },
    });
    const inf = ids(s, "North Sea Zone", B, "infantry");
    const r = ok(s, mv(B, inf, ["North Sea Zone", "West Europe"]));
    expect(r.territories["West Europe"]!.owner).toBe(B);
    expect(ids(r, "North Sea Zone", R, "transport")).toHaveLength(1);
    bad(s, mv(B, [inf[0]!], ["North Sea Zone", "West Europe"]), "TRANS-9"); // all together
  });
  it("TRANS-9: DAAK 3.3(2) — board in British turn 4, the Russian transport moves in turn 5, they land in British turn 5", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      round: 4,
      territories: {
        "United Kingdom": { units: [{ owner: B, type: "infantry", count: 2 }] },
        "North Sea Zone": { units: [{ owner: R, type: "transport" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
        "Finland Norway": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    const boarded = ok(s, mv(B, { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    const inf = ids(boarded, "North Sea Zone", B, "infantry");
    expect(inf.map((id) => unit(boarded, id)!.boardedRound)).toEqual([4, 4]);
    bad(boarded, mv(B, inf, ["North Sea Zone", "West Europe"]), "TRANS-9"); // same turn (b has not happened)
    const russians = turnOf(boarded, R, 5);
    bad(russians, mv(R, inf, ["North Sea Zone", "West Europe"]), "TURN-3"); // only their power unloads them
    const t = ids(boarded, "North Sea Zone", R, "transport")[0]!;
    const sailed = ok(
      { ...russians, turn: { ...russians.turn, phase: "noncombatMove" } },
      mv(R, [t], ["North Sea Zone", "Baltic Sea Zone"]),
    );
    expect(ids(sailed, "Baltic Sea Zone", B, "infantry").sort()).toEqual([...inf].sort()); // (b) cargo rides along
    const british = turnOf(sailed, B, 5);
    const landed = ok(british, mv(B, inf, ["Baltic Sea Zone", "Finland Norway"]));
    expect(landed.pending.battles[0]).toMatchObject({ at: "Finland Norway", amphibious: true });
  });
});

describe("TRANS-2: a land unit that walked overland does not board (T-04 as one path)", () => {
  it("TRANS-2: [Germany, West Europe, North Sea Zone] for an armour cites TRANS-2 next to LAND-6", () => {
    const s = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: G, type: "armour" }] },
        "West Europe": { units: [{ owner: G, type: "armour" }] },
        "North Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    bad(s, mv(G, { armour: 1 }, ["Germany", "West Europe", "North Sea Zone"]), "LAND-6", "TRANS-2");
    ok(s, mv(G, { armour: 1 }, ["West Europe", "North Sea Zone"])); // an armour that has not moved boards
    const noTransport = pos({ power: G, phase: "noncombatMove", territories: { Germany: { units: [{ owner: G, type: "armour" }] } } });
    expect(bad(noTransport, mv(G, { armour: 1 }, ["Germany", "West Europe", "North Sea Zone"]), "LAND-6")).not.toContain("TRANS-2");
  });
});
