// Digest §4 movement scenarios over HTTP, written from rules/classic.md (T-01…T-10, T-20, T-25…T-28, T-31, T-33),
// with the rulebook's Appendix II movement examples. Figures are computed from the rules, not from the referee.
import { describe, expect, it } from "vitest";
import {
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
  adjudicate,
  unitsAt,
  move,
} from "./scenario-helpers.js";

describe("T-01 / T-02: neutrals (LAND-4, NEUT-2, NEUT-4)", () => {
  const germans = (ipc: number, type = "armour") =>
    position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: ipc },
      territories: { "West Europe": { units: [{ owner: "Germans", type }] }, Gibraltar: { owner: "British", units: [] } },
    });

  it("T-01 LAND-4: German armour West Europe → Spain (unviolated) → Gibraltar is refused", async () => {
    const s = await germans(10);
    await refused(s, move("Germans", { armour: 1 }, ["West Europe", "Spain", "Gibraltar"]), "LAND-4");
  });

  it("T-01 NEUT-2: West Europe → Spain alone is legal: 3 IPCs paid, Spain German, no battle", async () => {
    const s = await germans(10);
    const r = await legal(s, move("Germans", { armour: 1 }, ["West Europe", "Spain"]));
    expect(ipcs(r.state, "Germans")).toBe(7);
    expect(owner(r.state, "Spain")).toBe("Germans");
    expect(count(r.state, "Spain", "Germans", "armour")).toBe(1);
    expect(r.state.pending.battles.filter((b: any) => b.at === "Spain")).toEqual([]);
  });

  it("T-02 NEUT-4: with 2 IPCs left after purchase, German infantry West Europe → Spain is refused", async () => {
    const s = await germans(2, "infantry");
    await refused(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]), "NEUT-4");
  });
});

describe("T-03: blitz through a territory held only by an aaGun (LAND-3, AA-6, AA-7)", () => {
  it("Russian armour Caucasus → Ukraine S.S.R. (German aaGun only) → East Europe (German units)", async () => {
    const s = await position({
      power: "Russians",
      phase: "combatMove",
      territories: {
        Caucasus: { units: [{ owner: "Russians", type: "armour" }] },
        "Ukraine S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "aaGun" }] },
        "East Europe": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("Russians", { armour: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]));
    expect(owner(r.state, "Ukraine S.S.R.")).toBe("Russians");
    expect(count(r.state, "Ukraine S.S.R.", "Russians", "aaGun")).toBe(1);
    expect(count(r.state, "Ukraine S.S.R.", "Germans")).toBe(0);
    expect(count(r.state, "East Europe", "Russians", "armour")).toBe(1);
    expect(r.state.pending.battles.map((b: any) => b.at)).toContain("East Europe");
  });
});

describe("T-04: no movement before loading or after unloading (TRANS-2)", () => {
  it("armour Germany → West Europe, then boarding the transport in North Sea Zone, is refused", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armour" }] },
        "North Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    const a = ids(s, "Germany", "Germans", "armour");
    const r1 = await legal(s, move("Germans", a, ["Germany", "West Europe"]));
    await refused(r1.state, move("Germans", a, ["West Europe", "North Sea Zone"]), "TRANS-2");
  });

  it("an unmoved armour in West Europe may board (TRANS-2 passing case)", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "armour" }] },
        "North Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    const r = await legal(s, move("Germans", { armour: 1 }, ["West Europe", "North Sea Zone"]));
    const t = unitsAt(r.state, "North Sea Zone", "Germans", "transport")[0];
    expect(unitsAt(r.state, "North Sea Zone", "Germans", "armour")[0].aboard).toBe(t.id);
  });

  it("armour unloaded in Finland Norway may not move on to Karelia S.S.R.", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "armour" }] }] },
        "Finland Norway": { owner: "British", units: [] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const a = ids(s, "North Sea Zone", "Germans", "armour");
    const r1 = await legal(s, move("Germans", a, ["North Sea Zone", "Finland Norway"]));
    expect(owner(r1.state, "Finland Norway")).toBe("Germans"); // LAND-5: empty enemy land captured on entry
    await refused(r1.state, move("Germans", a, ["Finland Norway", "Karelia S.S.R."]), "TRANS-2");
  });
});

describe("T-05: no partial unloading in the combat move (TRANS-5)", () => {
  const start = () =>
    position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
        "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });

  it("landing 1 infantry and keeping 1 aboard is illegal: refused at the move or when the combat move ends", async () => {
    const s = await start();
    const [i1] = ids(s, "North Sea Zone", "British", "infantry");
    const r1 = await adjudicate(s, move("British", [i1!], ["North Sea Zone", "Finland Norway"]));
    if (r1.status === 422) expect(rules(r1)).toContain("TRANS-5");
    else await refused(r1.body.state, { type: "endPhase", power: "British" }, "TRANS-5");
  });

  it("the second infantry may not land in another territory", async () => {
    const s = await start();
    const [i1, i2] = ids(s, "North Sea Zone", "British", "infantry");
    const r1 = await adjudicate(s, move("British", [i1!], ["North Sea Zone", "Finland Norway"]));
    const st = r1.status === 200 ? r1.body.state : s;
    await refused(st, move("British", [i2!], ["North Sea Zone", "West Europe"]), "TRANS-5");
  });

  it("both infantry into Finland Norway is legal", async () => {
    const s = await start();
    const r = await legal(s, move("British", ids(s, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    expect(count(r.state, "Finland Norway", "British", "infantry")).toBe(2);
    const end = await ok(r.state, { type: "endPhase", power: "British" });
    expect(end.state.turn.phase).toBe("combat");
  });
});

describe("T-06: transport capacity (TRANS-1)", () => {
  it("a transport with 1 infantry aboard cannot also take an armour", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "armour" },
            { owner: "British", type: "infantry" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] }] },
      },
    });
    await refused(s, move("British", { armour: 1 }, ["United Kingdom", "North Sea Zone"]), "TRANS-1");
    const r = await legal(s, move("British", { infantry: 1 }, ["United Kingdom", "North Sea Zone"]));
    expect(count(r.state, "North Sea Zone", "British", "infantry")).toBe(2);
  });

  it("a position with a transport carrying 1 infantry and 1 armour is refused (400)", async () => {
    const { json } = await import("./helpers.js");
    const r = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      position: {
        power: "British",
        phase: "combatMove",
        territories: {
          "North Sea Zone": {
            units: [
              {
                owner: "British",
                type: "transport",
                cargo: [
                  { owner: "British", type: "infantry" },
                  { owner: "British", type: "armour" },
                ],
              },
            ],
          },
        },
      },
    });
    expect(r.status).toBe(400);
  });
});

describe("T-07: App. I — fighter from the carrier attacks Hawaii Sea Zone and flies back (AIR-2, CARR-2)", () => {
  const start = () =>
    position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });

  async function afterBattle() {
    const s = await start();
    const f = ids(s, "Caroline Islands Sea Zone", "Japanese", "fighter");
    const m = await legal(s, move("Japanese", f, ["Caroline Islands Sea Zone", "Wake Island Sea Zone", "Hawaii Sea Zone"]));
    expect(count(m.state, "Caroline Islands Sea Zone", "Japanese", "carrier")).toBe(1); // CARR-2: the carrier stays
    const c = await endPhasesUntil(m.state, "combat");
    // COMB-5: fighter (3) rolls 1 = hit; the transport (1) still fires back: 6 = miss.
    const b = await ok(c, { type: "resolveBattle", power: "Japanese", at: "Hawaii Sea Zone", policy: {} }, [1, 6]);
    expect(count(b.state, "Hawaii Sea Zone", "Americans")).toBe(0);
    return { state: await endPhasesUntil(b.state, "noncombatMove"), f };
  }

  it("flying back 2 to the carrier in Caroline Islands Sea Zone is legal (4 in all)", async () => {
    const { state, f } = await afterBattle();
    const r = await legal(state, move("Japanese", f, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone"]));
    const carrier = unitsAt(r.state, "Caroline Islands Sea Zone", "Japanese", "carrier")[0];
    expect(unitsAt(r.state, "Caroline Islands Sea Zone", "Japanese", "fighter")[0].aboard).toBe(carrier.id);
  });

  it("near miss: the carrier moved on to Philippines Sea Zone; 3 more spaces (5 > 4) is refused (AIR-2)", async () => {
    const { state, f } = await afterBattle();
    const cv = await legal(
      state,
      move("Japanese", ids(state, "Caroline Islands Sea Zone", "Japanese", "carrier"), [
        "Caroline Islands Sea Zone",
        "Philippines Sea Zone",
      ]),
    );
    await refused(
      cv.state,
      move("Japanese", f, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone"]),
      "AIR-2",
    );
  });
});

describe("T-08 / T-32: App. II — fighter from a carrier attacks Philippines, the carrier comes to meet it (CARR-7, CAPT-1)", () => {
  it("4 spaces in all; aircraft alone do not take the Philippines", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Wake Island Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        Philippines: { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] },
      },
    });
    const f = ids(s, "Wake Island Sea Zone", "Japanese", "fighter");
    const m = await legal(
      s,
      move("Japanese", f, ["Wake Island Sea Zone", "Caroline Islands Sea Zone", "Philippines Sea Zone", "Philippines"]),
    );
    const c = await endPhasesUntil(m.state, "combat");
    // Fighter rolls 2 (≤ 3: hit), the infantry fires back 6 (miss): only an attacking fighter survives.
    const b = await ok(c, { type: "resolveBattle", power: "Japanese", at: "Philippines", policy: {} }, [2, 6]);
    expect(count(b.state, "Philippines", "Americans")).toBe(0);
    expect(owner(b.state, "Philippines")).toBe("Americans"); // T-32 / CAPT-1
    const n = await endPhasesUntil(b.state, "noncombatMove");
    const cv = await legal(
      n,
      move("Japanese", ids(n, "Wake Island Sea Zone", "Japanese", "carrier"), [
        "Wake Island Sea Zone",
        "Caroline Islands Sea Zone",
        "Philippines Sea Zone",
      ]),
    );
    const r = await legal(cv.state, move("Japanese", f, ["Philippines", "Philippines Sea Zone"]));
    expect(count(r.state, "Philippines Sea Zone", "Japanese", "fighter")).toBe(1);
  });
});

describe("T-09: a fighter whose only landing is a carrier retreating from battle (AIR-4)", () => {
  // Every land within 2 spaces of Philippines Sea Zone is enemy; the carrier attacks Hawaii Sea Zone from Wake Island Sea Zone.
  const enemyLand = [
    "Philippines",
    "Manchuria",
    "Japan",
    "Okinawa",
    "Borneo Celebes",
    "French Indo China",
    "Kwangtung",
    "Caroline Islands",
  ];
  const start = () =>
    position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        ...Object.fromEntries(enemyLand.map((t) => [t, { owner: "Americans", units: [] }])),
        "Wake Island Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Philippines Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });

  it("the carrier attacks Hawaii Sea Zone; the fighter attacks Philippines Sea Zone and could only reach Wake Island Sea Zone: refused", async () => {
    const s = await start();
    const cv = await legal(
      s,
      move("Japanese", ids(s, "Wake Island Sea Zone", "Japanese", "carrier"), ["Wake Island Sea Zone", "Hawaii Sea Zone"]),
    );
    await refused(
      cv.state,
      move("Japanese", ids(s, "Wake Island Sea Zone", "Japanese", "fighter"), [
        "Wake Island Sea Zone",
        "Okinawa Sea Zone",
        "Philippines Sea Zone",
      ]),
      "AIR-4",
    );
  });

  it("with the carrier staying in Wake Island Sea Zone the same fighter move is legal", async () => {
    const s = await start();
    await legal(
      s,
      move("Japanese", ids(s, "Wake Island Sea Zone", "Japanese", "fighter"), [
        "Wake Island Sea Zone",
        "Okinawa Sea Zone",
        "Philippines Sea Zone",
      ]),
    );
  });
});

describe("T-10: raid on Germany over West Europe (AA-3, AA-4, SBR-2, SBR-3)", () => {
  const start = () =>
    position({
      power: "British",
      phase: "combatMove",
      ipcs: { Germans: 20 },
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "bomber" }] },
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        Germany: {
          units: [
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    });
  const path = ["United Kingdom", "North Sea Zone", "West Europe", "Germany"];

  it("two AA dice (one per territory), the survivor rolls 1 damage die; none on the way back", async () => {
    const s = await start();
    const m = await legal(s, move("British", { bomber: 1 }, path, { raid: true }));
    const c = await endPhasesUntil(m.state, "combat");
    const b = await ok(c, { type: "resolveBattle", power: "British", at: "Germany", policy: {} }, [2, 3, 5]);
    const log = b.body.dice.log;
    expect(log.map((d: any) => d.values)).toEqual([[2], [3], [5]]);
    expect(ipcs(b.state, "Germans")).toBe(15);
    expect(count(b.state, "Germany", "Germans", "infantry")).toBe(1); // a raid is no battle
    const n = await endPhasesUntil(b.state, "noncombatMove");
    const back = await legal(n, move("British", ids(n, "Germany", "British", "bomber"), [...path].reverse()));
    expect(back.body.dice.log).toEqual([]);
    expect(count(back.state, "United Kingdom", "British", "bomber")).toBe(1);
  });

  it("the first AA die is a 1: the bomber is lost before bombing, Germany pays nothing", async () => {
    const s = await start();
    const m = await ok(s, move("British", { bomber: 1 }, path, { raid: true }));
    const c = await endPhasesUntil(m.state, "combat");
    const b = await ok(c, { type: "resolveBattle", power: "British", at: "Germany", policy: {} }, [1]);
    expect(ipcs(b.state, "Germans")).toBe(20);
    expect(unitsAt(b.state, "Germany", "British")).toEqual([]);
  });
});

describe("T-20: App. I — no landing in Manchuria retaken this turn (AIR-6)", () => {
  it("Japan retakes Manchuria; a fighter may land in Kwangtung, not in Manchuria", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        Manchuria: { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
        Kwangtung: {
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Japanese", type: "fighter", count: 2 },
          ],
        },
      },
    });
    const [f1, f2] = ids(s, "Kwangtung", "Japanese", "fighter");
    let r = await ok(s, move("Japanese", { infantry: 1 }, ["Kwangtung", "Manchuria"]));
    r = await ok(r.state, move("Japanese", [f1!], ["Kwangtung", "Manchuria"]));
    const c = await endPhasesUntil(r.state, "combat");
    // infantry rolls 1 (hit) and the fighter need not roll (COMB-5); the Russian infantry misses with 6.
    const b = await ok(c, { type: "resolveBattle", power: "Japanese", at: "Manchuria", policy: {} }, [1, 6]);
    expect(owner(b.state, "Manchuria")).toBe("Japanese");
    const n = await endPhasesUntil(b.state, "noncombatMove");
    await refused(n, move("Japanese", [f2!], ["Kwangtung", "Manchuria"]), "AIR-6");
    const home = await legal(n, move("Japanese", [f1!], ["Manchuria", "Kwangtung"]));
    expect(count(home.state, "Kwangtung", "Japanese", "fighter")).toBe(2);
  });
});

describe("T-25 / T-26: canals (CANAL-1, CANAL-2, CANAL-3)", () => {
  const suez = (syria: string) =>
    position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: "Germans", units: [] },
        "Syria Jordan": { owner: syria, units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });

  it("T-25 CANAL-2: Syria Jordan British at the start of the turn: East Mediteranean → Red Sea Zone is refused", async () => {
    await refused(await suez("British"), move("Germans", { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
  });

  it("T-25 CANAL-2: both Axis (German Egypt, Japanese Syria Jordan): legal", async () => {
    const r = await legal(await suez("Japanese"), move("Germans", { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]));
    expect(count(r.state, "Red Sea Zone", "Germans", "transport")).toBe(1);
  });

  const panama = () =>
    position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        Panama: { owner: "Americans", units: [] },
        "West Panama Sea Zone": {
          units: [
            { owner: "Japanese", type: "battleship" },
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Carribean Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });

  it("T-26 CANAL-1: a Japanese battleship may not pass Panama held by the Americans", async () => {
    await refused(await panama(), move("Japanese", { battleship: 1 }, ["West Panama Sea Zone", "Carribean Sea Zone"]), "CANAL-1");
  });

  it("T-26 CANAL-3: the Japanese fighter crosses (1 space)", async () => {
    const s = await panama();
    const r = await legal(
      s,
      move("Japanese", ids(s, "West Panama Sea Zone", "Japanese", "fighter"), ["West Panama Sea Zone", "Carribean Sea Zone"]),
    );
    expect(count(r.state, "Carribean Sea Zone", "Japanese", "fighter")).toBe(1);
  });
});

describe("T-27: no overflight of an unviolated neutral in the non-combat move (AIR-7, NEUT-7)", () => {
  it("Japanese fighter Manchuria → Mongolia → China is refused; around it is legal", async () => {
    const s = await position({
      power: "Japanese",
      phase: "noncombatMove",
      ipcs: { Japanese: 10 },
      territories: { Manchuria: { units: [{ owner: "Japanese", type: "fighter" }] }, China: { owner: "Japanese", units: [] } },
    });
    const r = await adjudicate(s, move("Japanese", { fighter: 1 }, ["Manchuria", "Mongolia", "China"]));
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("AIR-7");
    expect(rules(r)).toContain("NEUT-7");
    const ok2 = await legal(s, move("Japanese", { fighter: 1 }, ["Manchuria", "China"]));
    expect(ipcs(ok2.state, "Japanese")).toBe(10);
    expect(owner(ok2.state, "Mongolia")).toBeNull();
  });
});

describe("T-28: a violated neutral is ordinary territory (NEUT-5, NEUT-6)", () => {
  it("British infantry enter empty German-held Spain: no fee, Spain British", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      ipcs: { British: 10 },
      territories: { Spain: { owner: "Germans", units: [] }, Gibraltar: { units: [{ owner: "British", type: "infantry" }] } },
    });
    const r = await legal(s, move("British", { infantry: 1 }, ["Gibraltar", "Spain"]));
    expect(ipcs(r.state, "British")).toBe(10);
    expect(owner(r.state, "Spain")).toBe("British");
  });
});

describe("T-31: aaGun movement (AA-1, AA-2)", () => {
  it("AA-1: an aaGun may not move in the combat move", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "aaGun" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    await refused(s, move("Germans", { aaGun: 1 }, ["Germany", "East Europe"]), "AA-1");
  });

  it("AA-2: a second aaGun may not enter a territory that has one; an empty one is fine", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "aaGun" }] },
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
      },
    });
    await refused(s, move("Germans", { aaGun: 1 }, ["Germany", "West Europe"]), "AA-2");
    const r = await legal(s, move("Germans", { aaGun: 1 }, ["Germany", "South Europe"]));
    expect(count(r.state, "South Europe", "Germans", "aaGun")).toBe(1);
  });
});

describe("T-33: ships stop at enemy units (SEA-2)", () => {
  const start = () =>
    position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "West Mediteranean Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    });

  it("British battleship West Mediteranean → West Spain → North Atlantic is refused", async () => {
    await refused(
      await start(),
      move("British", { battleship: 1 }, ["West Mediteranean Sea Zone", "West Spain Sea Zone", "North Atlantic Sea Zone"]),
      "SEA-2",
    );
  });

  it("stopping in West Spain Sea Zone to attack is legal and creates a sea battle", async () => {
    const r = await legal(await start(), move("British", { battleship: 1 }, ["West Mediteranean Sea Zone", "West Spain Sea Zone"]));
    expect(r.state.pending.battles.map((b: any) => b.at)).toContain("West Spain Sea Zone");
  });
});

describe("AIR-5: aircraft that can still land must land by the end of the non-combat move; those that cannot are destroyed", () => {
  it("the fighters over Hawaii Sea Zone and in Manchuria (retaken this turn) owe a landing; once none is in reach, the one at sea is lost", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Caroline Islands Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
        Manchuria: { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
        Kwangtung: {
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Wake Island": { owner: "Americans", units: [] },
        "Solomon Islands": { owner: "Americans", units: [] }, // no land within 2 of Hawaii Sea Zone
      },
    });
    let m = await legal(
      s,
      move("Japanese", ids(s, "Caroline Islands Sea Zone", "Japanese", "fighter"), [
        "Caroline Islands Sea Zone",
        "Wake Island Sea Zone",
        "Hawaii Sea Zone",
      ]),
    );
    m = await legal(m.state, move("Japanese", { infantry: 1 }, ["Kwangtung", "Manchuria"]));
    m = await legal(m.state, move("Japanese", ids(s, "Kwangtung", "Japanese", "fighter"), ["Kwangtung", "Manchuria"]));
    let c = await endPhasesUntil(m.state, "combat");
    c = (await ok(c, { type: "resolveBattle", power: "Japanese", at: "Hawaii Sea Zone", policy: {} }, [1, 6])).state;
    // Manchuria: the infantry (column 1) hits with 1, so the fighter (column 3) is not rolled (COMB-5); the Russian 6.
    c = (await ok(c, { type: "resolveBattle", power: "Japanese", at: "Manchuria", policy: {} }, [1, 6])).state;
    expect(owner(c, "Manchuria")).toBe("Japanese");
    const n = await endPhasesUntil(c, "noncombatMove");
    // AIR-5: both can still land (the carrier 2 away, Kwangtung 1 away): the non-combat move does not end yet
    await refused(n, { type: "endPhase", power: "Japanese" }, "AIR-5");
    let l = await legal(n, move("Japanese", ids(s, "Kwangtung", "Japanese", "fighter"), ["Manchuria", "Kwangtung"]));
    l = await legal(l.state, move("Japanese", { carrier: 1 }, ["Caroline Islands Sea Zone", "Philippines Sea Zone", "Kwangtung Sea Zone"])); // out of the fighter's reach for good
    const after = await ok(l.state, { type: "endPhase", power: "Japanese" });
    expect(count(after.state, "Hawaii Sea Zone", "Japanese", "fighter")).toBe(0);
    expect(after.body.events.filter((e: any) => e.type === "aircraftLost").map((e: any) => [e.at, e.rule])).toEqual([
      ["Hawaii Sea Zone", "AIR-8"],
    ]);
    expect(count(after.state, "Kwangtung", "Japanese", "fighter")).toBe(1);
    expect(count(after.state, "Manchuria", "Japanese", "infantry")).toBe(1);
  });
});

describe("T-05 / TRANS-5: cargo unloaded one unit per move into the same territory", () => {
  it("two single-infantry unloads into Finland Norway are legal; the combat move may then end", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const [i1, i2] = ids(s, "North Sea Zone", "British", "infantry");
    const r1 = await legal(s, move("British", [i1!], ["North Sea Zone", "Finland Norway"]));
    await refused(r1.state, { type: "endPhase", power: "British" }, "TRANS-5");
    const r2 = await legal(r1.state, move("British", [i2!], ["North Sea Zone", "Finland Norway"]));
    expect(count(r2.state, "Finland Norway", "British", "infantry")).toBe(2);
    await ok(r2.state, { type: "endPhase", power: "British" });
  });
});

describe("AIR-5 / AIR-8: a fighter ending the non-combat move at sea with no carrier at all", () => {
  it("cites AIR-5 or AIR-8 (not only CARR-1)", async () => {
    const s = await position({
      power: "Japanese",
      phase: "noncombatMove",
      territories: { Japan: { units: [{ owner: "Japanese", type: "fighter" }] } },
    });
    const r = await adjudicate(s, { type: "move", power: "Japanese", units: { fighter: 1 }, path: ["Japan", "Japan Sea Zone"] });
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "AIR-5" || x === "AIR-8")).toBe(true);
  });
});

describe("TRANS-9 (c): allied cargo from a position unloads in its power's turn", () => {
  it("(c) in their own next turn the British unload all of it into one territory, in the combat move too", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "West Europe": { units: [] },
      },
    });
    const inf = ids(s, "North Sea Zone", "British", "infantry");
    const r = await legal(s, move("British", inf, ["North Sea Zone", "West Europe"]));
    expect(owner(r.state, "West Europe")).toBe("British");
    expect(count(r.state, "West Europe", "British", "infantry")).toBe(2);
    expect(count(r.state, "North Sea Zone", "Russians", "transport")).toBe(1); // the transport itself does not move
  });
});

describe("T-04 as one path (TRANS-2)", () => {
  it("armour Germany → West Europe → North Sea Zone (boarding after moving) cites TRANS-2", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armour" }] },
        "North Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    await refused(s, move("Germans", { armour: 1 }, ["Germany", "West Europe", "North Sea Zone"]), "TRANS-2");
  });
});

describe("App. II: aircraft ranges (AIR-1)", () => {
  const east = {
    "Ukraine S.S.R.": { owner: "Germans" },
    Caucasus: { owner: "Germans" },
    Russia: { owner: "Germans" },
    Novosibirsk: { owner: "Germans" },
    "Evenki National Okrug": { owner: "Germans" },
    "Yakut S.S.R.": { owner: "Germans" },
  };
  const path = ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus", "Russia", "Novosibirsk", "Evenki National Okrug", "Yakut S.S.R."];

  it("a fighter flies its full 4 and lands; a bomber its full 6", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        ...east,
        Germany: {
          units: [
            { owner: "Germans", type: "fighter" },
            { owner: "Germans", type: "bomber" },
          ],
        },
      },
    });
    const f = await legal(s, move("Germans", { fighter: 1 }, path.slice(0, 5)));
    expect(count(f.state, "Russia", "Germans", "fighter")).toBe(1);
    const b = await legal(s, move("Germans", { bomber: 1 }, path.slice(0, 7)));
    expect(count(b.state, "Evenki National Okrug", "Germans", "bomber")).toBe(1);
  });

  it("a bomber may not fly 7", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: { ...east, Germany: { units: [{ owner: "Germans", type: "bomber" }] } },
    });
    const r = await adjudicate(s, move("Germans", { bomber: 1 }, path));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "AIR-1" || x === "MOVE-4")).toBe(true);
  });
});

describe("T-09 in the other order (AIR-4)", () => {
  it("the fighter attacks first (its carrier could still wait); the carrier then sails into battle: refused, or the combat move cannot end (AIR-4)", async () => {
    const enemyLand = [
      "Philippines",
      "Manchuria",
      "Japan",
      "Okinawa",
      "Borneo Celebes",
      "French Indo China",
      "Kwangtung",
      "Caroline Islands",
    ];
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        ...Object.fromEntries(enemyLand.map((t) => [t, { owner: "Americans", units: [] }])),
        "Wake Island Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "submarine" }] },
        "Philippines Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
      },
    });
    const f = await legal(
      s,
      move("Japanese", ids(s, "Wake Island Sea Zone", "Japanese", "fighter"), [
        "Wake Island Sea Zone",
        "Okinawa Sea Zone",
        "Philippines Sea Zone",
      ]),
    );
    const c = await adjudicate(
      f.state,
      move("Japanese", ids(s, "Wake Island Sea Zone", "Japanese", "carrier"), ["Wake Island Sea Zone", "Hawaii Sea Zone"]),
    );
    if (c.status === 422) expect(rules(c)).toContain("AIR-4");
    else await refused(c.body.state, { type: "endPhase", power: "Japanese" }, "AIR-4");
  });
});

describe("rule IDs of the digest examples (LAND-3, AA-1)", () => {
  it("LAND-3 example: armour that stopped in Anglo Sudan Egypt in the combat move cannot go on in the non-combat move — cites LAND-3", async () => {
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
    const n = await endPhasesUntil(c.state, "noncombatMove");
    await refused(n, move("Germans", { armour: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]), "LAND-3");
  });

  it("AA-1: an aaGun moving into enemy territory in the non-combat move cites AA-1", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: { "Karelia S.S.R.": { units: [{ owner: "British", type: "aaGun" }] } },
    });
    await refused(s, move("British", { aaGun: 1 }, ["Karelia S.S.R.", "East Europe"]), "AA-1");
  });
});
