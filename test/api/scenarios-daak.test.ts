// DAAK club clarifications (seed 002, v1.2.1d) as HTTP scenarios, each named by its DAAK section and the digest rule.
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
  unitsAt,
  move,
  resolve,
} from "./scenario-helpers.js";

describe("DAAK 2: board, canals, map edges", () => {
  it("2.1 MOVE-6: the Caspian Sea is a full sea zone: a Russian transport carries infantry from Caucasus to allied Persia", async () => {
    const s = await position({
      power: "Russians",
      phase: "noncombatMove",
      territories: {
        Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
        "Caspian Sea Zone": { units: [{ owner: "Russians", type: "transport" }] },
      },
    });
    const inf = ids(s, "Caucasus", "Russians", "infantry");
    const b = await legal(s, move("Russians", inf, ["Caucasus", "Caspian Sea Zone"]));
    const u = await legal(b.state, move("Russians", inf, ["Caspian Sea Zone", "Persia"]));
    expect(count(u.state, "Persia", "Russians", "infantry")).toBe(1);
  });

  it("2.3 CANAL-1: an American transport passes Panama held by its British ally (1 movement point)", async () => {
    const s = await position({
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        Panama: { owner: "British", units: [] },
        "Carribean Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    const r = await legal(s, move("Americans", { transport: 1 }, ["Carribean Sea Zone", "West Panama Sea Zone", "Peru Sea Zone"]));
    expect(count(r.state, "Peru Sea Zone", "Americans", "transport")).toBe(1);
  });

  it("2.4 LAND-6: land units cross at Suez between Anglo Sudan Egypt and Syria Jordan", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: { "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry" }] } },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
    expect(count(r.state, "Syria Jordan", "British", "infantry")).toBe(1);
  });

  it("2.6 MOVE-5: West US – East US across the map edge costs 1 (infantry moves 1)", async () => {
    const s = await position({
      power: "Americans",
      phase: "noncombatMove",
      territories: { "West US": { units: [{ owner: "Americans", type: "infantry" }] } },
    });
    const r = await legal(s, move("Americans", { infantry: 1 }, ["West US", "East US"]));
    expect(count(r.state, "East US", "Americans", "infantry")).toBe(1);
  });

  it("2.7(3) NEUT-3: a fighter overflies Mongolia in the combat move by paying 3 IPCs and takes control of it", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      ipcs: { Japanese: 10 },
      territories: {
        Manchuria: { units: [{ owner: "Japanese", type: "fighter" }] },
        Novosibirsk: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("Japanese", { fighter: 1 }, ["Manchuria", "Mongolia", "Novosibirsk"]));
    expect(ipcs(r.state, "Japanese")).toBe(7);
    expect(owner(r.state, "Mongolia")).toBe("Japanese");
  });

  it("2.7(4a) NEUT-6: a former neutral has no original owner: Americans retaking German Spain keep it (no liberation)", async () => {
    const s = await position({
      power: "Americans",
      phase: "combatMove",
      territories: { Spain: { owner: "Germans", units: [] }, Gibraltar: { units: [{ owner: "Americans", type: "infantry" }] } },
    });
    const r = await legal(s, move("Americans", { infantry: 1 }, ["Gibraltar", "Spain"]));
    expect(owner(r.state, "Spain")).toBe("Americans");
  });
});

describe("DAAK 3.1: aaGuns", () => {
  it("3.1(5) Bsp. 1, AA-7: the British take Finland Norway; its German aaGun becomes British", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "Karelia S.S.R.": { units: [{ owner: "British", type: "infantry" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "aaGun" }] },
      },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    expect(tally(r.state, "Finland Norway")).toEqual({ "British infantry": 1, "British aaGun": 1 });
  });

  it("3.1(5) Bsp. 2, AA-7: the Americans liberate Novosibirsk: territory and aaGun go to the Russians", async () => {
    const s = await position({
      power: "Americans",
      phase: "combatMove",
      territories: {
        Sinkiang: { units: [{ owner: "Americans", type: "infantry" }] },
        Novosibirsk: { owner: "Japanese", units: [{ owner: "Japanese", type: "aaGun" }] },
      },
    });
    const r = await legal(s, move("Americans", { infantry: 1 }, ["Sinkiang", "Novosibirsk"]));
    expect(owner(r.state, "Novosibirsk")).toBe("Russians");
    expect(count(r.state, "Novosibirsk", "Russians", "aaGun")).toBe(1);
  });

  it("3.1(5) Bsp. 3, CAPT-3: with Russia German-held, the Americans keep Novosibirsk and its aaGun", async () => {
    const s = await position({
      power: "Americans",
      phase: "combatMove",
      territories: {
        Russia: { owner: "Germans" },
        Sinkiang: { units: [{ owner: "Americans", type: "infantry" }] },
        Novosibirsk: { owner: "Japanese", units: [{ owner: "Japanese", type: "aaGun" }] },
      },
    });
    const r = await legal(s, move("Americans", { infantry: 1 }, ["Sinkiang", "Novosibirsk"]));
    expect(owner(r.state, "Novosibirsk")).toBe("Americans");
    expect(count(r.state, "Novosibirsk", "Americans", "aaGun")).toBe(1);
  });

  it("3.1(6), 4.4(1), AA-1: Japan liberates Libya and moves its own aaGun there in the non-combat move; it stays Japanese", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Anglo Sudan Egypt": {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Japanese", type: "aaGun" },
          ],
        },
        Libya: { owner: "British", units: [] },
      },
    });
    const c = await legal(s, move("Japanese", { infantry: 1 }, ["Anglo Sudan Egypt", "Libya"]));
    expect(owner(c.state, "Libya")).toBe("Germans"); // CAPT-3: back to its original owner
    const n = await endPhasesUntil(c.state, "noncombatMove");
    const r = await legal(n, move("Japanese", { aaGun: 1 }, ["Anglo Sudan Egypt", "Libya"]));
    expect(tally(r.state, "Libya")).toEqual({ "Japanese infantry": 1, "Japanese aaGun": 1 });
    expect(owner(r.state, "Libya")).toBe("Germans");
  });

  it("4.4(2), AA-7: an aaGun captured this turn may not move in the non-combat move", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "Karelia S.S.R.": { units: [{ owner: "British", type: "infantry" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "aaGun" }] },
      },
    });
    const c = await legal(s, move("British", { infantry: 1 }, ["Karelia S.S.R.", "Finland Norway"]));
    const n = await endPhasesUntil(c.state, "noncombatMove");
    await refused(n, move("British", { aaGun: 1 }, ["Finland Norway", "Karelia S.S.R."]), "AA-7");
  });
});

describe("DAAK 3.2 / 3.3: transports", () => {
  it("3.2(3) TRANS-3: infantry boards from two territories with the transport moving in between", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    let r = await legal(s, move("Germans", { infantry: 1 }, ["Germany", "Baltic Sea Zone"]));
    r = await legal(r.state, move("Germans", { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    r = await legal(r.state, move("Germans", { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    const t = unitsAt(r.state, "North Sea Zone", "Germans", "transport")[0];
    expect(unitsAt(r.state, "North Sea Zone", "Germans", "infantry").map((u: any) => u.aboard)).toEqual([t.id, t.id]);
  });

  it("3.2(4) TRANS-4: after unloading, a transport moves no further", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry" }] }] },
      },
    });
    const u = await legal(s, move("Germans", ids(s, "Baltic Sea Zone", "Germans", "infantry"), ["Baltic Sea Zone", "Germany"]));
    await refused(u.state, move("Germans", { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]), "TRANS-4");
  });

  it("3.2(5b) Bsp., TRANS-6: Central Med → Black Sea (2 infantry from East Europe) → East Med, one to Syria Jordan, one to Anglo Sudan Egypt", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Central Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
        "East Europe": { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
        "Syria Jordan": { owner: "Germans", units: [] },
        "Anglo Sudan Egypt": { owner: "Germans", units: [] },
      },
    });
    let r = await legal(s, move("Germans", { transport: 1 }, ["Central Mediteranean Sea Zone", "Black Sea Zone"]));
    r = await legal(r.state, move("Germans", { infantry: 2 }, ["East Europe", "Black Sea Zone"]));
    r = await legal(r.state, move("Germans", { transport: 1 }, ["Black Sea Zone", "East Mediteranean Sea Zone"]));
    const [i1, i2] = ids(r.state, "East Mediteranean Sea Zone", "Germans", "infantry");
    r = await legal(r.state, move("Germans", [i1!], ["East Mediteranean Sea Zone", "Syria Jordan"]));
    r = await legal(r.state, move("Germans", [i2!], ["East Mediteranean Sea Zone", "Anglo Sudan Egypt"]));
    expect(count(r.state, "Syria Jordan", "Germans", "infantry")).toBe(1);
    expect(count(r.state, "Anglo Sudan Egypt", "Germans", "infantry")).toBe(1);
  });

  it("3.3(2) TRANS-9: British infantry board a Russian transport in North Sea Zone in the British turn but cannot land the same turn", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry" }] },
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport" }] },
        "West Europe": { owner: "British", units: [] },
      },
    });
    const inf = ids(s, "United Kingdom", "British", "infantry");
    const b = await legal(s, move("British", inf, ["United Kingdom", "North Sea Zone"]));
    const t = unitsAt(b.state, "North Sea Zone", "Russians", "transport")[0];
    expect(unitsAt(b.state, "North Sea Zone", "British", "infantry")[0].aboard).toBe(t.id);
    const r = await adjudicate(b.state, move("British", inf, ["North Sea Zone", "West Europe"]));
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("TRANS-9");
  });

  it("3.3(4) TRANS-11: units of two powers never share a transport", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry" }] },
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport", cargo: [{ owner: "Russians", type: "infantry" }] }] },
      },
    });
    await refused(s, move("British", { infantry: 1 }, ["United Kingdom", "North Sea Zone"]), "TRANS-11");
  });

  it("3.3(3) TRANS-10: American infantry from West Europe board a British transport in North Sea Zone", async () => {
    const s = await position({
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        "West Europe": { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "transport" }] },
      },
    });
    const r = await legal(s, move("Americans", { infantry: 1 }, ["West Europe", "North Sea Zone"]));
    const t = unitsAt(r.state, "North Sea Zone", "British", "transport")[0];
    expect(unitsAt(r.state, "North Sea Zone", "Americans", "infantry")[0].aboard).toBe(t.id);
  });
});

describe("DAAK 3.1(4) / 3.2(1): an aaGun as cargo (AA-8, TRANS-1)", () => {
  it("an aaGun fills a transport: no infantry may join it", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    const b = await legal(s, move("Germans", { aaGun: 1 }, ["Germany", "Baltic Sea Zone"]));
    await refused(b.state, move("Germans", { infantry: 1 }, ["Germany", "Baltic Sea Zone"]), "TRANS-1");
  });

  it("an aaGun aboard a transport sinks with it", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "aaGun" }] }] },
      },
    });
    const m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Battleship 2 (hit): the transport sinks with its aaGun; it fires back 6.
    const r = await ok(c, resolve("British", "Baltic Sea Zone"), [2, 6]);
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "British battleship": 1 });
  });
});

describe("DAAK 3.4 / 3.6: carriers and armour", () => {
  it("3.4(4) CARR-2: the acting power's own fighter does not ride along when its carrier moves", async () => {
    const s = await position({
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
      },
    });
    const r = await legal(s, move("Japanese", { carrier: 1 }, ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(count(r.state, "Philippines Sea Zone", "Japanese", "fighter")).toBe(0);
    expect(count(r.state, "Caroline Islands Sea Zone", "Japanese", "fighter")).toBe(1);
    // It flies on its own: 1 space to the carrier.
    const f = await legal(r.state, move("Japanese", { fighter: 1 }, ["Caroline Islands Sea Zone", "Philippines Sea Zone"]));
    expect(count(f.state, "Philippines Sea Zone", "Japanese", "fighter")).toBe(1);
  });

  it("3.4(1) CARR-1: a carrier holds at most 2 fighters", async () => {
    const s = await position({
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        "Japan Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter", count: 2 },
          ],
        },
        Japan: { units: [{ owner: "Japanese", type: "fighter" }] },
      },
    });
    const r = await adjudicate(s, move("Japanese", ids(s, "Japan", "Japanese", "fighter"), ["Japan", "Japan Sea Zone"]));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => ["CARR-1", "AIR-5"].includes(x))).toBe(true);
  });

  it("3.6(1) LAND-3: armour that stopped in empty British Anglo Sudan Egypt may not go on to Syria Jordan in the non-combat move", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        "Anglo Sudan Egypt": { units: [] },
        "Syria Jordan": { owner: "Germans", units: [] },
      },
    });
    const c = await legal(s, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    expect(owner(c.state, "Anglo Sudan Egypt")).toBe("Germans");
    const n = await endPhasesUntil(c.state, "noncombatMove");
    const r = await adjudicate(n, move("Germans", { armour: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "MOVE-3" || x === "LAND-3")).toBe(true);
  });

  it("3.6(1) LAND-3: the whole blitz declared in the combat move: Libya → empty Anglo Sudan Egypt → Syria Jordan (British, with units)", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        "Anglo Sudan Egypt": { units: [] },
        "Syria Jordan": { units: [{ owner: "British", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt", "Syria Jordan"]));
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(r.state.pending.battles.map((b: any) => b.at)).toContain("Syria Jordan");
  });

  it("LAND-2: infantry entering enemy territory stops; armour may not blitz through a territory with enemy infantry", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry" }] },
      },
    });
    const r = await adjudicate(s, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt", "Syria Jordan"]));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "LAND-2" || x === "LAND-3")).toBe(true);
  });
});

describe("DAAK 4: retreats, submarines, conquered lands", () => {
  const africa = async (fighterPath: string[]) => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "French Equatorial Africa": { owner: "Germans", units: [{ owner: "Germans", type: "infantry", count: 2 }] },
        Algeria: { units: [{ owner: "Germans", type: "fighter" }] },
        Libya: { owner: "Germans", units: [] },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 2 }] },
      },
    });
    let m = await legal(s, move("Germans", { infantry: 2 }, ["French Equatorial Africa", "Anglo Sudan Egypt"]));
    m = await legal(m.state, move("Germans", { fighter: 1 }, fighterPath));
    return endPhasesUntil(m.state, "combat");
  };

  it("4.1(1) RET-2: a space the attacking fighter crossed on its last step (Libya) is a retreat destination; 4.1(2) RET-4: the fighter stays", async () => {
    const c = await africa(["Algeria", "Libya", "Anglo Sudan Egypt"]);
    // R1: infantry 6, 6; fighter 6; British 6, 6. Retreat to Libya.
    const r = await ok(c, resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Libya" } }), [6, 6, 6, 6, 6]);
    expect(tally(r.state, "Libya")).toEqual({ "Germans infantry": 2 });
    expect(count(r.state, "Anglo Sudan Egypt", "Germans", "fighter")).toBe(1);
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("British");
  });

  it("4.1(1) RET-2: Algeria, from where the fighter came two steps back, is no retreat destination", async () => {
    const c = await africa(["Algeria", "Libya", "Anglo Sudan Egypt"]);
    await refused(c, resolve("Germans", "Anglo Sudan Egypt", { retreat: { afterRound: 1, to: "Algeria" } }), "RET-2", [6, 6, 6, 6, 6]);
  });

  it("4.2(3) SUB-5: an attacking sub withdraws to the zone it came from; elsewhere is refused", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    });
    const m = await legal(s, move("Germans", { submarine: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    await refused(
      c,
      resolve("Germans", "North Sea Zone", { withdrawSubmarines: { attacker: { afterRound: 1, to: "West Spain Sea Zone" } } }),
      "SUB-5",
      [6, 6],
    );
    // R1: sub 6 (miss); battleship 6 (miss); the sub withdraws to Baltic Sea Zone.
    const r = await ok(
      c,
      resolve("Germans", "North Sea Zone", { withdrawSubmarines: { attacker: { afterRound: 1, to: "Baltic Sea Zone" } } }),
      [6, 6],
    );
    expect(count(r.state, "Baltic Sea Zone", "Germans", "submarine")).toBe(1);
    expect(tally(r.state, "North Sea Zone")).toEqual({ "British battleship": 1 });
  });

  it("4.2(4) SUB-5: a defending sub withdraws to a zone without enemy units", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: battleship 6, sub 6; the German sub withdraws to North Sea Zone, now empty and without a battle this turn.
    const r = await ok(
      c,
      resolve("British", "Baltic Sea Zone", { withdrawSubmarines: { defender: { afterRound: 1, to: "North Sea Zone" } } }),
      [6, 6],
    );
    expect(count(r.state, "North Sea Zone", "Germans", "submarine")).toBe(1);
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "British battleship": 1 });
  });

  it("4.4(3) AIR-6: no aircraft land in a land conquered this turn, even where friendly land units retreated", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        "Anglo Sudan Egypt": { units: [] },
        "South Europe": { units: [{ owner: "Germans", type: "fighter" }] },
      },
    });
    const c = await legal(s, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt"]));
    const n = await endPhasesUntil(c.state, "noncombatMove");
    await refused(
      n,
      move("Germans", { fighter: 1 }, ["South Europe", "Central Mediteranean Sea Zone", "East Mediteranean Sea Zone", "Anglo Sudan Egypt"]),
      "AIR-6",
    );
  });
});

describe("DAAK 5.2: a nation whose capital is occupied (CAPT-4, CAPT-6)", () => {
  it("Russia liberated by the British: Karelia S.S.R. and its factory revert to the Russians, the British units there stay British; no IPCs move", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      ipcs: { Germans: 9, British: 4, Russians: 0 },
      territories: {
        Russia: { owner: "Germans", units: [] },
        "Karelia S.S.R.": {
          owner: "British",
          units: [
            { owner: "British", type: "infantry", count: 2 },
            { owner: "British", type: "aaGun" },
            { owner: "British", type: "factory" },
          ],
        },
      },
    });
    const [i1] = ids(s, "Karelia S.S.R.", "British", "infantry");
    const r = await legal(s, move("British", [i1!], ["Karelia S.S.R.", "Russia"]));
    expect(owner(r.state, "Russia")).toBe("Russians");
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Russians");
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "British infantry": 1, "British aaGun": 1, "Russians factory": 1 });
    expect([ipcs(r.state, "Germans"), ipcs(r.state, "British"), ipcs(r.state, "Russians")]).toEqual([9, 4, 0]);
  });
});

describe("DAAK 4.1(1): a neutral overflown by an attacking aircraft becomes a retreat destination (RET-2, NEUT-3)", () => {
  it("the fighter crosses Sweden on its last step (3 IPCs, Sweden German); the infantry from Karelia S.S.R. retreat to Sweden", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: {
        Germany: { units: [{ owner: "Germans", type: "fighter" }] },
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "infantry", count: 2 }] },
        "Finland Norway": { owner: "British", units: [{ owner: "British", type: "infantry", count: 2 }] },
      },
    });
    let m = await legal(s, move("Germans", { infantry: 2 }, ["Karelia S.S.R.", "Finland Norway"]));
    m = await legal(m.state, move("Germans", { fighter: 1 }, ["Germany", "Baltic Sea Zone", "Sweden", "Finland Norway"]));
    expect(ipcs(m.state, "Germans")).toBe(7);
    expect(owner(m.state, "Sweden")).toBe("Germans");
    const c = await endPhasesUntil(m.state, "combat");
    // R1: infantry 6, 6; fighter 6; the British 6, 6. All land units retreat to Sweden.
    const r = await ok(c, resolve("Germans", "Finland Norway", { retreat: { afterRound: 1, to: "Sweden" } }), [6, 6, 6, 6, 6]);
    expect(tally(r.state, "Sweden")).toEqual({ "Germans infantry": 2 });
    expect(count(r.state, "Finland Norway", "Germans", "fighter")).toBe(1);
  });
});

describe("DAAK 4.1(2), RET-4: fighters whose carrier retreated and that have no movement left are lost", () => {
  it("a fighter that flew 4 to Hawaii Sea Zone to land on its attacking carrier is lost when the carrier retreats", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        Philippines: { units: [{ owner: "Japanese", type: "fighter" }] },
        "Wake Island Sea Zone": { units: [{ owner: "Japanese", type: "carrier" }] },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] },
        "Wake Island": { owner: "Americans" },
        "Caroline Islands": { owner: "Americans" },
        "Solomon Islands": { owner: "Americans" },
        Midway: { owner: "Americans" },
      },
    });
    let m = await legal(s, move("Japanese", { carrier: 1 }, ["Wake Island Sea Zone", "Hawaii Sea Zone"]));
    m = await legal(
      m.state,
      move("Japanese", { fighter: 1 }, [
        "Philippines",
        "Philippines Sea Zone",
        "Caroline Islands Sea Zone",
        "Wake Island Sea Zone",
        "Hawaii Sea Zone",
      ]),
    );
    const c = await endPhasesUntil(m.state, "combat");
    // R1: carrier 6, fighter 6; battleship 6. The carrier retreats to Wake Island Sea Zone; the fighter stays (RET-4).
    const r = await ok(c, resolve("Japanese", "Hawaii Sea Zone", { retreat: { afterRound: 1, to: "Wake Island Sea Zone" } }), [6, 6, 6]);
    expect(tally(r.state, "Wake Island Sea Zone")).toEqual({ "Japanese carrier": 1 });
    const n = await endPhasesUntil(r.state, "noncombatMove");
    const e = await ok(n, { type: "endPhase", power: "Japanese" });
    expect(tally(e.state, "Hawaii Sea Zone")).toEqual({ "Americans battleship": 1 });
  });
});

describe("DAAK 4.2(4): a defending sub withdraws only into a zone that had no battle this turn (SUB-5)", () => {
  it("the German sub in Baltic Sea Zone may not withdraw into North Sea Zone, fought over this turn", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": { units: [{ owner: "British", type: "submarine" }] },
        "North Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    let m = await legal(s, move("British", { submarine: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // North Sea: the British sub 6; the battleship 1 sinks it.
    const north = await ok(c, resolve("British", "North Sea Zone"), [6, 1]);
    expect(tally(north.state, "North Sea Zone")).toEqual({ "Germans battleship": 1 });
    await refused(
      north.state,
      resolve("British", "Baltic Sea Zone", { withdrawSubmarines: { defender: { afterRound: 1, to: "North Sea Zone" } } }),
      "SUB-5",
      [6, 6, 6, 6],
    );
  });
});

describe("AIR-6: liberated this turn counts as conquered this turn", () => {
  it("the Americans liberate Novosibirsk; an American fighter may not land there in the non-combat move", async () => {
    const s = await position({
      power: "Americans",
      phase: "combatMove",
      territories: {
        Sinkiang: {
          units: [
            { owner: "Americans", type: "infantry" },
            { owner: "Americans", type: "fighter" },
          ],
        },
        Novosibirsk: { owner: "Japanese", units: [] },
      },
    });
    const c = await legal(s, move("Americans", { infantry: 1 }, ["Sinkiang", "Novosibirsk"]));
    expect(owner(c.state, "Novosibirsk")).toBe("Russians");
    const n = await endPhasesUntil(c.state, "noncombatMove");
    await refused(n, move("Americans", { fighter: 1 }, ["Sinkiang", "Novosibirsk"]), "AIR-6");
  });
});

describe("DAAK 3.4(6), CARR-8: no fighter onto a carrier placed this turn", () => {
  it("a new carrier and a new fighter placed together in Japan Sea Zone: the fighter is refused; on land it is fine", async () => {
    const s = await position({
      power: "Japanese",
      phase: "purchase",
      ipcs: { Japanese: 30 },
      territories: { Japan: { units: [{ owner: "Japanese", type: "factory" }] } },
    });
    const p = await endPhasesUntil(
      (await ok(s, { type: "purchase", power: "Japanese", units: { carrier: 1, fighter: 1 } })).state,
      "place",
    );
    await refused(p, { type: "place", power: "Japanese", at: "Japan Sea Zone", units: { carrier: 1, fighter: 1 } }, "CARR-8");
    let r = await legal(p, { type: "place", power: "Japanese", at: "Japan Sea Zone", units: { carrier: 1 } });
    await refused(r.state, { type: "place", power: "Japanese", at: "Japan Sea Zone", units: { fighter: 1 } }, "CARR-8");
    r = await legal(r.state, { type: "place", power: "Japanese", at: "Japan", units: { fighter: 1 } });
    expect(count(r.state, "Japan", "Japanese", "fighter")).toBe(1);
  });
});
