import { describe, expect, it } from "vitest";
import { bad, ids, mv, ok, pos } from "./helpers.js";

const G = "Germans",
  B = "British",
  J = "Japanese",
  A = "Americans";

describe("SEA — naval movement", () => {
  it("SEA-1: ships move up to 2 sea zones", () => {
    const s = pos({ power: B, phase: "noncombatMove", territories: { "North Sea Zone": { units: [{ owner: B, type: "battleship" }] } } });
    ok(s, mv(B, { battleship: 1 }, ["North Sea Zone", "West Spain Sea Zone", "North Atlantic Sea Zone"]));
    bad(
      s,
      mv(B, { battleship: 1 }, ["North Sea Zone", "West Spain Sea Zone", "North Atlantic Sea Zone", "Carribean Sea Zone"]),
      "SEA-1",
      "MOVE-4",
    );
  });
  it("SEA-2: a ship stops in the first zone with enemy units (T-33)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "West Mediteranean Sea Zone": { units: [{ owner: B, type: "battleship" }] },
        "West Spain Sea Zone": { units: [{ owner: G, type: "submarine" }] },
      },
    });
    bad(s, mv(B, { battleship: 1 }, ["West Mediteranean Sea Zone", "West Spain Sea Zone", "North Atlantic Sea Zone"]), "SEA-2");
    const a = ok(s, mv(B, { battleship: 1 }, ["West Mediteranean Sea Zone", "West Spain Sea Zone"]));
    expect(a.pending.battles).toMatchObject([{ at: "West Spain Sea Zone", kind: "sea", enteredFrom: ["West Mediteranean Sea Zone"] }]);
  });
  it("SEA-3: a ship ending the combat move among enemy units starts a sea battle; others must fight (MOVE-2)", () => {
    const s = pos({
      power: B,
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: B, type: "submarine", count: 2 }] },
        "Baltic Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    const a = ok(s, mv(B, { submarine: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(a.pending.battles[0]).toMatchObject({ at: "Baltic Sea Zone", kind: "sea" });
    const b = ok(a, mv(B, { submarine: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(b.pending.battles).toHaveLength(1);
    bad(s, mv(B, { submarine: 1 }, ["North Sea Zone", "West Spain Sea Zone"]), "MOVE-2");
  });
  it("SEA-4: ships never enter land; a ship beside enemy units may leave", () => {
    const s = pos({
      power: B,
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: B, type: "carrier" },
            { owner: G, type: "submarine" },
          ],
        },
      },
    });
    bad(s, mv(B, { carrier: 1 }, ["North Sea Zone", "United Kingdom"]), "SEA-4");
    ok(s, mv(B, { carrier: 1 }, ["North Sea Zone", "West Spain Sea Zone"]));
  });
  it("SEA-5: a canal edge is an ordinary edge when open (CANAL)", () => {
    const s = pos({
      power: A,
      phase: "noncombatMove",
      territories: { "Carribean Sea Zone": { units: [{ owner: A, type: "transport" }] } },
    });
    ok(s, mv(A, { transport: 1 }, ["Carribean Sea Zone", "West Panama Sea Zone", "Mexico Sea Zone"]));
  });
});

describe("CANAL — canals", () => {
  it("CANAL-1: Panama only if Panama was friendly at the start of the turn (T-26, ship)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "West Panama Sea Zone": {
          units: [
            { owner: J, type: "battleship" },
            { owner: J, type: "fighter" },
            { owner: J, type: "carrier" },
          ],
        },
        "Carribean Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
    bad(s, mv(J, { battleship: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]), "CANAL-1");
    const held = pos({
      power: J,
      phase: "noncombatMove",
      territories: { Panama: { owner: J, units: [] }, "West Panama Sea Zone": { units: [{ owner: J, type: "battleship" }] } },
    });
    ok(held, mv(J, { battleship: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]));
  });
  it("CANAL-2: Suez needs Anglo Sudan Egypt AND Syria Jordan friendly (T-25)", () => {
    const half = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    bad(half, mv(G, { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
    const both = pos({
      power: G,
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        "Syria Jordan": { owner: J, units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: G, type: "transport" }] },
      },
    });
    ok(both, mv(G, { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]));
  });
  it("CANAL-3: canals never restrict aircraft (T-26, fighter)", () => {
    const s = pos({
      power: J,
      phase: "combatMove",
      territories: {
        "West Panama Sea Zone": {
          units: [
            { owner: J, type: "carrier" },
            { owner: J, type: "fighter" },
          ],
        },
        "Carribean Sea Zone": { units: [{ owner: A, type: "transport" }] },
      },
    });
    ok(s, mv(J, { fighter: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]));
  });
  it("CANAL-4: control won this turn opens a canal only next turn", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: G, units: [] },
        Persia: { owner: G, units: [{ owner: G, type: "infantry" }] },
        "East Mediteranean Sea Zone": {
          units: [
            { owner: G, type: "transport" },
            { owner: G, type: "battleship" },
          ],
        },
        "Red Sea Zone": { units: [{ owner: B, type: "transport" }] },
      },
    });
    const a = ok(s, mv(G, { infantry: 1 }, ["Persia", "Syria Jordan"]));
    expect(a.territories["Syria Jordan"]!.owner).toBe(G);
    bad(a, mv(G, { battleship: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
  });
});

describe("MOVE-2 exceptions for ships", () => {
  it("MOVE-2 (DEC-10): a transport may end the combat move in a quiet zone only with cargo or cargo to load there", () => {
    const s = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": {
          units: [
            { owner: G, type: "transport" },
            { owner: G, type: "transport", cargo: [{ owner: G, type: "infantry" }] },
          ],
        },
        "United Kingdom": { units: [{ owner: B, type: "infantry" }] },
      },
    });
    const [empty, loaded] = ids(s, "Baltic Sea Zone", G, "transport");
    bad(s, mv(G, [empty!], ["Baltic Sea Zone", "North Sea Zone"]), "MOVE-2");
    ok(s, mv(G, [loaded!], ["Baltic Sea Zone", "North Sea Zone"]));
    const withTroops = pos({
      power: G,
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: G, type: "transport" }] },
        "West Europe": { units: [{ owner: G, type: "infantry" }] },
      },
    });
    ok(withTroops, mv(G, { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
  });
  it("MOVE-2 (DEC-10): a battleship may end the combat move in a quiet zone only beside enemy land (to bombard)", () => {
    const s = pos({ power: B, phase: "combatMove", territories: { "West Spain Sea Zone": { units: [{ owner: B, type: "battleship" }] } } });
    ok(s, mv(B, { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    bad(s, mv(B, { battleship: 1 }, ["West Spain Sea Zone", "North Atlantic Sea Zone"]), "MOVE-2");
  });
});
