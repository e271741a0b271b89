// Edge cases of the digest over HTTP: canal timing, battle order, neutrals after violation, bombardment by several
// battleships, aircraft range over both moves, retreating transports, options (OPT-*), position validation.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
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

const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("timing and order", () => {
  it("CANAL-4: Syria Jordan taken this turn does not open Suez until the next turn", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Anglo Sudan Egypt": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        "Syria Jordan": { owner: "British", units: [] },
        "East Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    const c = await legal(s, move("Germans", { armour: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
    expect(owner(c.state, "Syria Jordan")).toBe("Germans");
    const n = await endPhasesUntil(c.state, "noncombatMove");
    const r = await adjudicate(n, move("Germans", { transport: 1 }, ["East Mediteranean Sea Zone", "Red Sea Zone"]));
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "CANAL-4" || x === "CANAL-2")).toBe(true);
  });

  it("COMB-1 / AMPH-2: the sea battle in the unloading zone comes before its land battle", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    await refused(c, resolve("British", "Finland Norway"), "AMPH-2", [1, 1, 6]);
  });
});

describe("AMPH-2: the transport sinks in the sea battle", () => {
  it("TRANS-8: right after the sea battle the cargo is gone with its transport", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    const sea = await ok(c, resolve("British", "North Sea Zone"), [1]);
    expect(unitsAt(sea.state, "North Sea Zone", "British")).toEqual([]);
    expect(count(sea.state, "Finland Norway", "British")).toBe(0);
    expect(owner(sea.state, "Finland Norway")).toBe("Germans");
  });

  it("its cargo never lands: the land battle has no attackers and Finland Norway stays German", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    const sea = await ok(c, resolve("British", "North Sea Zone"), [1]);
    expect(unitsAt(sea.state, "North Sea Zone", "British")).toEqual([]);
    // With no cargo left the land battle is either gone or fought with no attackers and no dice.
    let end = sea.state;
    if (end.pending.battles.some((b: any) => b.at === "Finland Norway")) {
      const land = await ok(end, resolve("British", "Finland Norway"), []);
      expect(land.body.dice.log).toEqual([]);
      end = land.state;
    }
    expect(tally(end, "Finland Norway")).toEqual({ "Germans infantry": 1 });
    expect(owner(end, "Finland Norway")).toBe("Germans");
    await ok(end, { type: "endPhase", power: "British" });
  });
});

describe("AMPH-2: the sea battle is not won", () => {
  it("the ships retreat from the unloading zone: the cargo stays aboard and lands nowhere", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "West Spain Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "North Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { battleship: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", { transport: 1 }, ["West Spain Sea Zone", "North Sea Zone"]));
    m = await legal(m.state, move("British", ids(s, "West Spain Sea Zone", "British", "infantry"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: battleship 6; the sub 6. The British retreat to West Spain Sea Zone.
    const sea = await ok(c, resolve("British", "North Sea Zone", { retreat: { afterRound: 1, to: "West Spain Sea Zone" } }), [6, 6]);
    const t = unitsAt(sea.state, "West Spain Sea Zone", "British", "transport")[0];
    expect(unitsAt(sea.state, "West Spain Sea Zone", "British", "infantry").map((u: any) => u.aboard)).toEqual([t.id, t.id]);
    let end = sea.state;
    if (end.pending.battles.some((b: any) => b.at === "Finland Norway"))
      end = (await ok(end, resolve("British", "Finland Norway"), [])).state;
    expect(tally(end, "Finland Norway")).toEqual({ "Germans infantry": 1 });
    expect(owner(end, "Finland Norway")).toBe("Germans");
  });
});

describe("neutrals after violation and neutrals by sea (NEUT-2, NEUT-5)", () => {
  it("NEUT-5: German armour blitzes through German-held (former neutral) Spain to take empty Gibraltar", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "armour" }] },
        Spain: { owner: "Germans", units: [] },
        Gibraltar: { owner: "British", units: [] },
      },
    });
    const r = await legal(s, move("Germans", { armour: 1 }, ["West Europe", "Spain", "Gibraltar"]));
    expect(owner(r.state, "Gibraltar")).toBe("Germans");
    expect(ipcs(r.state, "Germans")).toBe(10);
  });

  it("NEUT-2: infantry unloaded from a transport into Spain violate it: 3 IPCs, Spain German", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: {
        "West Spain Sea Zone": {
          units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry", count: 2 }] }],
        },
      },
    });
    const r = await legal(s, move("Germans", ids(s, "West Spain Sea Zone", "Germans", "infantry"), ["West Spain Sea Zone", "Spain"]));
    expect(ipcs(r.state, "Germans")).toBe(7);
    expect(owner(r.state, "Spain")).toBe("Germans");
    expect(count(r.state, "Spain", "Germans", "infantry")).toBe(2);
  });

  it("NEUT-2 / AIR-9: aircraft alone never take a neutral by ending there", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "fighter" }] } },
    });
    const r = await adjudicate(s, move("Germans", { fighter: 1 }, ["West Europe", "Spain"]));
    expect(r.status).toBe(422);
  });
});

describe("bombardment and aircraft range", () => {
  it("BOMB-4: two battleships both bombard in round 1 (a column of 2 dice at 4)", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship", count: 2 },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "armour" }] },
          ],
        },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry", count: 3 }] },
      },
    });
    const m = await legal(s, move("British", ids(s, "North Sea Zone", "British", "armour"), ["North Sea Zone", "Finland Norway"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: armour 3 (hit); battleships 4, 2 (2 hits): all three defenders set aside, they fire 6, 6, 6.
    const r = await ok(c, resolve("British", "Finland Norway"), [3, 4, 2, 6, 6, 6]);
    expect(log(r.body)).toEqual([
      [3, [3], 1],
      [4, [4, 2], 2],
      [2, [6, 6, 6], 0],
    ]);
    expect(tally(r.state, "Finland Norway")).toEqual({ "British armour": 1 });
    expect(owner(r.state, "Finland Norway")).toBe("British");
  });

  it("AIR-2: a fighter that flew 3 to attack has 1 left: Ukraine S.S.R. yes, East Europe (2) no; Caucasus conquered (AIR-6)", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "fighter" }] },
        "Ukraine S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
        Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("Germans", { fighter: 1 }, ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus"]));
    m = await legal(m.state, move("Germans", { armour: 1 }, ["Ukraine S.S.R.", "Caucasus"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Armour and fighter share the column of 3: 3, 6 (1 hit); the infantry 6.
    const b = await ok(c, resolve("Germans", "Caucasus"), [3, 6, 6]);
    expect(owner(b.state, "Caucasus")).toBe("Germans");
    const n = await endPhasesUntil(b.state, "noncombatMove");
    const far = await adjudicate(n, move("Germans", { fighter: 1 }, ["Caucasus", "Ukraine S.S.R.", "East Europe"]));
    expect(far.status).toBe(422);
    expect(rules(far).some((x) => x === "AIR-2" || x === "AIR-1" || x === "MOVE-4")).toBe(true);
    await legal(n, move("Germans", { fighter: 1 }, ["Caucasus", "Ukraine S.S.R."]));
  });

  it("AIR-4: a fighter may not attack where no landing space is within its remaining range", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "fighter" }] },
        Russia: { units: [{ owner: "Russians", type: "infantry" }] },
        "Ukraine S.S.R.": { owner: "Russians" },
        "East Europe": { owner: "Russians" },
        "Karelia S.S.R.": { owner: "Russians" },
      },
    });
    // Germany → East Europe → Karelia S.S.R. → Russia is 3; 1 left, and every neighbour of Russia is Russian.
    await refused(s, move("Germans", { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]), "AIR-4");
  });
});

describe("TRANS-8: a loaded transport that retreats keeps its cargo", () => {
  it("British battleship and loaded transport attack a German sub in Baltic Sea Zone and retreat to North Sea Zone", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
          ],
        },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    let m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    m = await legal(m.state, move("British", { transport: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(count(m.state, "Baltic Sea Zone", "British", "infantry")).toBe(2);
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("British", "Baltic Sea Zone", { retreat: { afterRound: 1, to: "North Sea Zone" } }), [6, 6]);
    const t = unitsAt(r.state, "North Sea Zone", "British", "transport")[0];
    expect(unitsAt(r.state, "North Sea Zone", "British", "infantry").map((u: any) => u.aboard)).toEqual([t.id, t.id]);
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "Germans submarine": 1 });
  });
});

describe("options (OPT-3, OPT-8, OPT-10, OPT-11, OPT-12, OPT-13)", () => {
  it("OPT-12 neutralCharge 4: violating Spain costs 4", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 10 },
        territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
      },
      { neutralCharge: 4 },
    );
    const r = await legal(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]));
    expect(ipcs(r.state, "Germans")).toBe(6);
  });

  it("OPT-11 neutralFlyoverAllowed false: no overflight of Mongolia even in the combat move", async () => {
    const s = await position(
      {
        power: "Japanese",
        phase: "combatMove",
        ipcs: { Japanese: 10 },
        territories: {
          Manchuria: { units: [{ owner: "Japanese", type: "fighter" }] },
          Novosibirsk: { units: [{ owner: "Russians", type: "infantry" }] },
        },
      },
      { neutralFlyoverAllowed: false },
    );
    const r = await adjudicate(s, move("Japanese", { fighter: 1 }, ["Manchuria", "Mongolia", "Novosibirsk"]));
    expect(r.status).toBe(422);
  });

  it("OPT-3 russiaRestricted: no Russian combat move in round 1", async () => {
    const s = await position(
      {
        round: 1,
        power: "Russians",
        phase: "combatMove",
        territories: {
          Caucasus: { units: [{ owner: "Russians", type: "armour" }] },
          "Ukraine S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
        },
      },
      { russiaRestricted: true },
    );
    const r = await adjudicate(s, move("Russians", { armour: 1 }, ["Caucasus", "Ukraine S.S.R."]));
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("OPT-3");
  });

  it("OPT-8 axisEconomicVictory null: 85 at the end of the round wins nothing", async () => {
    const places = [
      "Caucasus",
      "Evenki National Okrug",
      "Karelia S.S.R.",
      "Kazakh S.S.R.",
      "Novosibirsk",
      "Russia",
      "Soviet Far East",
      "Yakut S.S.R.",
      "India",
      "East Canada",
      "South Africa",
      "Australia",
      "Anglo Sudan Egypt",
      "Sinkiang",
    ];
    const s = await position(
      {
        round: 4,
        power: "Americans",
        phase: "collectIncome",
        territories: {
          Germany: { owner: "British", units: [] },
          ...Object.fromEntries(places.map((t) => [t, { owner: "Germans", units: [] }])),
        },
      },
      { axisEconomicVictory: null },
    );
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toBeNull();
  });

  it("OPT-10 militaryVictoryTiming immediate: the Axis win on taking their second capital", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          "United Kingdom": { owner: "Japanese" },
          "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] },
          Russia: { units: [] },
        },
      },
      { militaryVictoryTiming: "immediate" },
    );
    const r = await legal(s, move("Germans", { armour: 1 }, ["Karelia S.S.R.", "Russia"]));
    expect(r.state.winner).toMatchObject({ condition: "VICT-1" });
  });

  it("OPT-13 defendingSubsMayWithdraw false: a defending sub may not withdraw", async () => {
    const s = await position(
      {
        power: "British",
        phase: "combatMove",
        territories: {
          "North Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
          "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        },
      },
      { defendingSubsMayWithdraw: false },
    );
    const m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await adjudicate(
      c,
      resolve("British", "Baltic Sea Zone", { withdrawSubmarines: { defender: { afterRound: 1, to: "North Sea Zone" } } }),
      [6, 6, 6, 6],
    );
    if (r.status === 200) expect(count(r.body.state, "North Sea Zone", "Germans", "submarine")).toBe(0);
    else expect(r.status).toBe(422);
  });
});

describe("position validation (DESIGN: validated like everything else)", () => {
  const bad = async (territories: object) =>
    (await json("POST", "/v1/games/new", { ruleset: "classic", position: { power: "Germans", phase: "purchase", territories } })).status;

  it("two aaGuns in one territory (AA-2) → 400", async () => {
    expect(await bad({ Germany: { units: [{ owner: "Germans", type: "aaGun", count: 2 }] } })).toBe(400);
  });
  it("a battleship on land → 400", async () => {
    expect(await bad({ Germany: { units: [{ owner: "Germans", type: "battleship" }] } })).toBe(400);
  });
  it("an armour at sea without a transport → 400", async () => {
    expect(await bad({ "North Sea Zone": { units: [{ owner: "Germans", type: "armour" }] } })).toBe(400);
  });
  it("an unknown unit type (artillery) → 400", async () => {
    expect(await bad({ Germany: { units: [{ owner: "Germans", type: "artillery" }] } })).toBe(400);
  });
  it("a transport with 3 infantry (TRANS-1) → 400", async () => {
    expect(
      await bad({
        "North Sea Zone": { units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry", count: 3 }] }] },
      }),
    ).toBe(400);
  });
  it("a carrier with 3 fighters (CARR-1) → 400", async () => {
    expect(
      await bad({
        "North Sea Zone": {
          units: [
            { owner: "Germans", type: "carrier" },
            { owner: "Germans", type: "fighter", count: 3 },
          ],
        },
      }),
    ).toBe(400);
  });
});

describe("position format (DESIGN: Position)", () => {
  it("defaults: round 1, the Russians, purchase; unnamed powers 0 IPCs; owners default to the original owner", async () => {
    const s = await position({ territories: { Spain: { units: [] } } } as any);
    expect(s.turn).toEqual({ round: 1, power: "Russians", phase: "purchase" });
    expect(Object.values(s.powers).map((p: any) => p.ipcs)).toEqual([0, 0, 0, 0, 0]);
    expect(owner(s, "Germany")).toBe("Germans");
    expect(owner(s, "Spain")).toBeNull();
  });

  it("a position in phase combat with attackers and defenders in one space yields a pending battle", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    expect(s.pending.battles.map((b: any) => [b.at, b.attacker])).toEqual([["Karelia S.S.R.", "Germans"]]);
  });
});

describe("position: cargo per transport of an entry", () => {
  it("cargo is given to each transport of the entry; count defaults to 1", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "transport", count: 2, cargo: [{ owner: "British", type: "infantry", count: 2 }] },
            { owner: "British", type: "battleship" },
          ],
        },
      },
    });
    const transports = unitsAt(s, "North Sea Zone", "British", "transport");
    expect(transports).toHaveLength(2);
    for (const t of transports)
      expect(unitsAt(s, "North Sea Zone", "British", "infantry").filter((u: any) => u.aboard === t.id)).toHaveLength(2);
    expect(count(s, "North Sea Zone", "British", "battleship")).toBe(1);
  });
});
