// Enhanced Realism over HTTP (docs/rules/enhanced-realism.md, "Test scenarios" 1–18): each scenario as the
// digest states it, on `classic` with the flags it names.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import {
  buy,
  count,
  end,
  endPhasesUntil,
  ids,
  legal,
  move,
  ok,
  place,
  position,
  refused,
  resolve,
  type PositionSpec,
} from "./scenario-helpers.js";

describe("Enhanced Realism options on classic (ER-GEN-1…3)", () => {
  it("ER-GEN-1: GET /v1/rulesets/classic lists every flag with its default, rule and source", async () => {
    const r = await json("GET", "/v1/rulesets/classic");
    expect(r.status).toBe(200);
    const byKey = new Map(r.body.options.map((o: any) => [o.key, o]));
    for (const key of ["flightRanges", "oneSeaZoneRule", "carrierRules", "incomeAtTurnStart", "limitedFactories", "realTimeOwnership"])
      expect(byKey.get(key)).toMatchObject({ type: "boolean", default: false, rule: expect.stringMatching(/^ER-/) });
    for (const key of ["erMapChanges", "erNeutrals", "flexibleRetreats", "secondArmorMove", "surrenderVictory", "enhancedRealism"])
      expect(byKey.get(key)).toMatchObject({ type: "boolean", default: false, rule: expect.stringMatching(/^ER-/) });
    expect(byKey.get("weaponsDevelopment")).toMatchObject({ default: "classic", values: ["classic", "none", "oneFreeRoll"] });
    expect((byKey.get("enhancedRealism") as any).preset).toMatchObject({ flightRanges: true, weaponsDevelopment: "none" });
    expect((byKey.get("carrierRules") as any).conflicts).toContain("lhtrCarrierProduction");
  });

  it("ER-GEN-3: the preset creates a game with every flag on", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { enhancedRealism: true } });
    expect(r.status).toBe(200);
    expect(r.body.ruleset.options).toMatchObject({
      flightRanges: true,
      surrenderVictory: true,
      weaponsDevelopment: "none",
      placeShipsInEnemySeaZones: true,
    });
  });
});

describe("scenario 18: option conflict (ER-GEN-2)", () => {
  it("ER-GEN-2: flexibleRetreats with placeShipsInEnemySeaZones false is a 400 naming both options", async () => {
    const r = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      options: { flexibleRetreats: true, placeShipsInEnemySeaZones: false },
    });
    expect(r.status).toBe(400);
    const text = JSON.stringify(r.body);
    expect(text).toContain("flexibleRetreats");
    expect(text).toContain("placeShipsInEnemySeaZones");
  });
});

const er = (p: PositionSpec, options: Record<string, unknown>) => position(p, options);
const germanAir = (
  units: Record<string, Array<{ owner: string; type: string; count?: number }>>,
  extra: PositionSpec["territories"] = {},
) => ({
  power: "Germans",
  phase: "combatMove",
  territories: { ...Object.fromEntries(Object.entries(units).map(([k, u]) => [k, { units: u }])), ...extra },
});

describe("scenarios 1–3: flight ranges (ER-AIR-1…4)", () => {
  const fighters = (options: Record<string, unknown>) =>
    er(
      germanAir(
        { Germany: [{ owner: "Germans", type: "fighter", count: 2 }] },
        {
          "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
          Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
        },
      ),
      options,
    );

  it("ER-AIR-1 scenario 1: a fighter attacks 2 spaces away; 3 spaces is refused (legal in Classic)", async () => {
    const s = await fighters({ flightRanges: true });
    const [f] = ids(s, "Germany", "Germans", "fighter");
    await legal(s, move("Germans", [f!], ["Germany", "Baltic Sea Zone", "Karelia S.S.R."]));
    await refused(s, move("Germans", [f!], ["Germany", "East Europe", "Karelia S.S.R.", "Caucasus"]), "ER-AIR-1");
    const classic = await fighters({});
    await legal(classic, move("Germans", [f!], ["Germany", "East Europe", "Karelia S.S.R.", "Caucasus"]));
  });

  it("ER-AIR-2 ER-AIR-3 scenario 3: after combat the fighter returns up to its cap of 2, not the 1 it flew", async () => {
    let s = await fighters({ flightRanges: true });
    const [f1, f2] = ids(s, "Germany", "Germans", "fighter");
    s = (await ok(s, move("Germans", [f1!], ["Germany", "Baltic Sea Zone", "Karelia S.S.R."]))).state;
    s = (await ok(s, move("Germans", [f2!], ["Germany", "East Europe"]))).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, resolve("Germans", "Karelia S.S.R."), [1, 6])).state;
    s = (await ok(s, resolve("Germans", "East Europe"), [1, 6])).state;
    s = await endPhasesUntil(s, "noncombatMove");
    await legal(s, move("Germans", [f1!], ["Karelia S.S.R.", "East Europe", "Germany"]));
    await legal(s, move("Germans", [f2!], ["East Europe", "Germany", "West Europe"]));
    await refused(s, move("Germans", [f2!], ["East Europe", "South Europe", "Central Mediteranean Sea Zone", "Libya"]), "ER-AIR-2");
  });

  it("ER-AIR-2: in Classic the same return of 3 after flying 1 is legal (1 + 3 ≤ 4)", async () => {
    let s = await fighters({});
    const [, f2] = ids(s, "Germany", "Germans", "fighter");
    s = (await ok(s, move("Germans", [f2!], ["Germany", "East Europe"]))).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, resolve("Germans", "East Europe"), [1, 6])).state;
    s = await endPhasesUntil(s, "noncombatMove");
    await legal(s, move("Germans", [f2!], ["East Europe", "South Europe", "Central Mediteranean Sea Zone", "Libya"]));
  });

  it("ER-AIR-1 ER-AIR-4 scenario 2: a bomber raids 3 spaces away; as a normal attacker the cap is 2", async () => {
    const s = await er(
      germanAir(
        { Germany: [{ owner: "Germans", type: "bomber" }] },
        {
          Russia: {
            units: [
              { owner: "Russians", type: "factory" },
              { owner: "Russians", type: "infantry" },
            ],
          },
          "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        },
      ),
      { flightRanges: true },
    );
    const [b] = ids(s, "Germany", "Germans", "bomber");
    const path = ["Germany", "East Europe", "Karelia S.S.R.", "Russia"];
    await legal(s, move("Germans", [b!], path, { raid: true }));
    await refused(s, move("Germans", [b!], path), "ER-AIR-1");
  });
});

describe("scenario 4: the one-sea-zone rule (ER-AIR-5, ER-AIR-6)", () => {
  it("ER-AIR-5: a British fighter reaches West Europe over one sea zone; the Baltic over two is refused", async () => {
    const s = await er(
      {
        power: "British",
        phase: "combatMove",
        territories: {
          "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
          "West Europe": { units: [{ owner: "Germans", type: "infantry" }] },
          "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
        },
      },
      { oneSeaZoneRule: true },
    );
    const [f] = ids(s, "United Kingdom", "British", "fighter");
    await legal(s, move("British", [f!], ["United Kingdom", "North Sea Zone", "West Europe"]));
    await refused(s, move("British", [f!], ["United Kingdom", "North Sea Zone", "Baltic Sea Zone"]), "ER-AIR-5");
  });

  it("ER-AIR-6: with flightRanges too, each limit must hold", async () => {
    const s = await er(
      {
        power: "British",
        phase: "combatMove",
        territories: {
          "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
          "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
        },
      },
      { oneSeaZoneRule: true, flightRanges: true },
    );
    const [f] = ids(s, "United Kingdom", "British", "fighter");
    const r = await refused(s, move("British", [f!], ["United Kingdom", "North Sea Zone", "Baltic Sea Zone"]), "ER-AIR-5");
    expect(r).not.toContain("ER-AIR-1");
  });
});

describe("scenario 17: weapons development (ER-TECH-1…3)", () => {
  const japan = (options: Record<string, unknown>, extra: PositionSpec["territories"] = {}) =>
    er({ power: "Japanese", phase: "purchase", ipcs: { Japanese: 30 }, territories: extra }, options);
  const research = (dice: number) => ({ type: "developWeapons", power: "Japanese", dice });

  it("ER-TECH-2: buying 2 dice is refused; the one free die is rolled at no cost", async () => {
    const s = await japan({ weaponsDevelopment: "oneFreeRoll" });
    await refused(s, research(2), "ER-TECH-2");
    const r = await legal(s, research(1), [3]);
    expect(r.state.powers.Japanese.ipcs).toBe(30);
    expect(r.body.events.some((e: any) => e.type === "developmentRolled")).toBe(true);
  });

  it("ER-TECH-2: with Japan enemy-held the free roll is refused", async () => {
    const s = await japan({ weaponsDevelopment: "oneFreeRoll" }, { Japan: { owner: "Americans" } });
    await refused(s, research(1), "ER-TECH-2");
  });

  it("ER-TECH-1: with none, no research die at all", async () => {
    await refused(await japan({ weaponsDevelopment: "none" }), research(1), "ER-TECH-1");
  });

  it("ER-TECH-3: classic keeps bought dice at 5 IPCs each", async () => {
    const r = await legal(await japan({ weaponsDevelopment: "classic" }), research(2), [1, 2]);
    expect(r.state.powers.Japanese.ipcs).toBe(20);
  });
});

describe("scenario 9: factory limits (ER-IC-1…3)", () => {
  it("ER-IC-1: the standard start adds a complex and an AA gun in the six territories", async () => {
    const s = await json("POST", "/v1/games/new", { ruleset: "classic", options: { limitedFactories: true } });
    expect(s.status).toBe(200);
    for (const [place, owner] of [
      ["Caucasus", "Russians"],
      ["East Europe", "Germans"],
      ["East Canada", "British"],
      ["India", "British"],
      ["Australia", "British"],
      ["Manchuria", "Japanese"],
    ] as const) {
      expect(count(s.body, place, owner, "factory"), place).toBe(1);
      expect(count(s.body, place, owner, "aaGun"), place).toBe(1);
    }
  });

  const placing = (power: string, purchased: Record<string, number>, places: string[]) =>
    er(
      {
        power,
        phase: "place",
        territories: Object.fromEntries(places.map((p) => [p, { units: [{ owner: power, type: "factory" }] }])),
      },
      { limitedFactories: true },
    ).then((s) => ({ ...s, powers: { ...s.powers, [power]: { ...s.powers[power], purchased } } }));

  it("ER-IC-3: Germany places 11 units at Germany: refused (limit 10)", async () => {
    const s = await placing("Germans", { infantry: 11 }, ["Germany"]);
    await refused(s, place("Germans", "Germany", { infantry: 11 }), "ER-IC-3");
    await legal(s, place("Germans", "Germany", { infantry: 10 }));
  });

  it("ER-IC-3: Britain places 3 infantry in India and 2 in Australia", async () => {
    let s = await placing("British", { infantry: 6 }, ["India", "Australia"]);
    s = (await legal(s, place("British", "India", { infantry: 3 }))).state;
    s = (await legal(s, place("British", "Australia", { infantry: 2 }))).state;
    await refused(s, place("British", "Australia", { infantry: 1 }), "ER-IC-3");
  });

  it("ER-IC-2: Britain buys an industrial complex: refused", async () => {
    const s = await er({ power: "British", phase: "purchase", ipcs: { British: 30 } }, { limitedFactories: true });
    await refused(s, buy("British", { factory: 1 }), "ER-IC-2");
  });
});

describe("scenario 7: income at the start of the turn (ER-INC-1…3)", () => {
  it("ER-INC-2: Germany ends its turn with 7 IPCs unspent: they are set to 0", async () => {
    const s = await er({ power: "Germans", phase: "collectIncome", ipcs: { Germans: 7 } }, { incomeAtTurnStart: true });
    const r = await legal(s, end("Germans"));
    expect(r.state.powers.Germans.ipcs).toBe(0);
  });

  it("ER-INC-1 ER-INC-3: Germany controls 35 and has a pending loss of 4 on Germany: it starts with 31", async () => {
    const s = await er(
      { power: "Russians", phase: "collectIncome", ipcs: { Germans: 0 }, territories: { "Karelia S.S.R.": { owner: "Germans" } } },
      { incomeAtTurnStart: true },
    );
    s.powers.Germans.pendingLosses = { Germany: 4 };
    const r = await legal(s, end("Russians"));
    expect(r.state.turn).toMatchObject({ power: "Germans", phase: "purchase" });
    expect(r.state.powers.Germans.ipcs).toBe(31);
    expect(r.state.powers.Germans.pendingLosses).toBeUndefined();
    expect(r.body.events.find((e: any) => e.type === "income" && e.power === "Germans")).toMatchObject({
      npl: 35,
      ipcs: 31,
      rule: "ER-INC-1",
    });
  });

  it("ER-INC-5: round 1 income from the Classic setup equals the Classic starting IPCs", async () => {
    const s = await er({ power: "Russians", phase: "collectIncome", ipcs: { Russians: 5 } }, { incomeAtTurnStart: true });
    const r = await ok(s, end("Russians"));
    expect(r.state.powers.Germans.ipcs).toBe(32);
  });
});

describe("scenario 8: bombing caps (ER-IC-4, ER-IC-5, ER-INC-3, ER-INC-4)", () => {
  const raided = async () => {
    let s = await er(
      {
        power: "British",
        phase: "combatMove",
        territories: {
          "United Kingdom": { units: [{ owner: "British", type: "bomber", count: 3 }] },
          "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "factory" }] },
        },
      },
      { incomeAtTurnStart: true, limitedFactories: true },
    );
    const bombers = ids(s, "United Kingdom", "British", "bomber");
    s = (await ok(s, move("British", bombers, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "Karelia S.S.R."], { raid: true })))
      .state;
    s = (await ok(s, end("British"))).state;
    return ok(s, resolve("British", "Karelia S.S.R."), [6, 5, 3]);
  };

  it("ER-IC-4 ER-INC-3: British bombers roll 14 against Karelia (value 3): the pending loss recorded is 3", async () => {
    const r = await raided();
    expect(r.state.powers.Germans.pendingLosses).toEqual({ "Karelia S.S.R.": 3 });
    expect(r.body.events.find((e: any) => e.type === "raidDamage")).toMatchObject({
      damage: 14,
      paid: 0,
      pendingLoss: 3,
      rule: "ER-INC-3",
    });
  });

  it("ER-IC-5 ER-INC-4: Russia recaptures Karelia before Germany's next turn: the 3 is deleted", async () => {
    const r = await raided();
    const s = { ...r.state, turn: { round: r.state.turn.round + 1, power: "Russians", phase: "combatMove" } };
    s.territories.Russia.units.push({ id: "u900", type: "infantry", owner: "Russians" });
    const after = await ok(s, move("Russians", ["u900"], ["Russia", "Karelia S.S.R."]));
    expect(after.state.territories["Karelia S.S.R."].owner).toBe("Russians");
    expect(after.state.powers.Germans.pendingLosses).toEqual({});
  });
});

describe("scenario 16: capital lost, the war goes on (ER-VICT-1, ER-VICT-2)", () => {
  const options = { surrenderVictory: true, limitedFactories: true, incomeAtTurnStart: true };
  const held = () =>
    er(
      {
        round: 4,
        power: "Americans",
        phase: "collectIncome",
        territories: {
          Russia: { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
          "United Kingdom": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
          "Soviet Far East": { owner: "Japanese" },
          Caucasus: { units: [{ owner: "Russians", type: "factory" }] },
        },
      },
      options,
    );

  it("ER-VICT-1 ER-VICT-2: nobody wins; the USSR collects 14 and places up to 3 units in Caucasus", async () => {
    let s = (await legal(await held(), end("Americans"))).state;
    expect(s.winner).toBeNull();
    expect(s.turn).toMatchObject({ round: 5, power: "Russians", phase: "purchase" });
    expect(s.powers.Russians.ipcs).toBe(14);
    s = (await ok(s, buy("Russians", { infantry: 4 }))).state;
    s = await endPhasesUntil(s, "place");
    await refused(s, place("Russians", "Caucasus", { infantry: 4 }), "ER-IC-3");
    await legal(s, place("Russians", "Caucasus", { infantry: 3 }));
  });

  it("ER-VICT-1: in Classic the same round end is an Axis victory", async () => {
    const s = await er(
      {
        round: 4,
        power: "Americans",
        phase: "collectIncome",
        territories: { Russia: { owner: "Germans" }, "United Kingdom": { owner: "Germans" } },
      },
      {},
    );
    expect((await ok(s, end("Americans"))).state.winner).toMatchObject({ condition: "VICT-1" });
  });
});

describe("scenario 10: landing where you just conquered (ER-MAP-1, ER-MAP-2)", () => {
  const egypt = async (options: Record<string, unknown>) => {
    let s = await er(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          Libya: {
            units: [
              { owner: "Germans", type: "armour", count: 2 },
              { owner: "Germans", type: "fighter" },
            ],
          },
          "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry" }] },
        },
      },
      options,
    );
    s = (
      await ok(
        s,
        move("Germans", ids(s, "Libya", "Germans", "armour").concat(ids(s, "Libya", "Germans", "fighter")), ["Libya", "Anglo Sudan Egypt"]),
      )
    ).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, resolve("Germans", "Anglo Sudan Egypt"), [1, 1, 1, 6])).state;
    expect(s.territories["Anglo Sudan Egypt"].owner).toBe("Germans");
    return endPhasesUntil(s, "noncombatMove");
  };

  it("ER-MAP-2: the fighter lands in the Egypt it helped to capture (Classic: it may not stay there)", async () => {
    const s = await egypt({ realTimeOwnership: true });
    const r = await legal(s, end("Germans"));
    expect(count(r.state, "Anglo Sudan Egypt", "Germans", "fighter")).toBe(1);
    await refused(await egypt({}), end("Germans"), "AIR-5"); // Classic: it must still fly to land held since the turn began
  });

  it("ER-MAP-1: a canal opens in the turn its territories are taken", async () => {
    const s = await er(
      {
        power: "Germans",
        phase: "noncombatMove",
        territories: {
          "Anglo Sudan Egypt": { owner: "Germans" },
          "Syria Jordan": { owner: "Germans" },
          "East Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
        },
      },
      { realTimeOwnership: true },
    );
    s.thisTurn.conquered = { "Anglo Sudan Egypt": "British", "Syria Jordan": "British" };
    const ship = ids(s, "East Mediteranean Sea Zone", "Germans", "battleship");
    await legal(s, move("Germans", ship, ["East Mediteranean Sea Zone", "Red Sea Zone"]));
    s.ruleset.options = { ...s.ruleset.options, realTimeOwnership: false };
    await refused(s, move("Germans", ship, ["East Mediteranean Sea Zone", "Red Sea Zone"]), "CANAL-2");
  });
});

describe("scenarios 11–12: map changes (ER-MAP-3…7)", () => {
  const M = { erMapChanges: true };

  it("ER-MAP-3: a transport in East Canada Sea Zone cannot load from West Canada", async () => {
    const s = await er(
      {
        power: "British",
        phase: "noncombatMove",
        territories: {
          "East Canada Sea Zone": { units: [{ owner: "British", type: "transport" }] },
          "West Canada": { units: [{ owner: "British", type: "infantry" }] },
        },
      },
      M,
    );
    await refused(s, move("British", ids(s, "West Canada", "British", "infantry"), ["West Canada", "East Canada Sea Zone"]), "ER-MAP-3");
  });

  it("ER-MAP-4: a transport in Mozambique Sea Zone cannot unload into South Africa", async () => {
    const s = await er(
      {
        power: "British",
        phase: "noncombatMove",
        territories: {
          "Mozambique Sea Zone": { units: [{ owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry" }] }] },
        },
      },
      M,
    );
    await refused(
      s,
      move("British", ids(s, "Mozambique Sea Zone", "British", "infantry"), ["Mozambique Sea Zone", "South Africa"]),
      "ER-MAP-4",
    );
  });

  it("ER-MAP-5: German infantry moves South Europe → Turkey by land, a neutral violation", async () => {
    const s = await er(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 10 },
        territories: { "South Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
      },
      M,
    );
    const r = await legal(s, move("Germans", ids(s, "South Europe", "Germans", "infantry"), ["South Europe", "Turkey"]));
    expect(r.body.events.some((e: any) => e.type === "neutralViolated" && e.at === "Turkey")).toBe(true);
    expect(r.state.territories.Turkey.owner).toBe("Germans");
  });

  it("ER-MAP-6: a German battleship cannot enter the Black Sea while Turkey is neutral", async () => {
    const s = await er(
      {
        power: "Germans",
        phase: "noncombatMove",
        territories: { "Central Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] } },
      },
      M,
    );
    await refused(
      s,
      move("Germans", ids(s, "Central Mediteranean Sea Zone", "Germans", "battleship"), [
        "Central Mediteranean Sea Zone",
        "Black Sea Zone",
      ]),
      "ER-MAP-6",
    );
  });

  it("ER-MAP-7: the US, holding Panama, moves East US → Carribean → West Panama → Peru (2 steps counted)", async () => {
    const p = {
      power: "Americans",
      phase: "noncombatMove",
      territories: { "East US Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] } },
    };
    const path = ["East US Sea Zone", "Carribean Sea Zone", "West Panama Sea Zone", "Peru Sea Zone"];
    const s = await er(p, M);
    await legal(s, move("Americans", ids(s, "East US Sea Zone", "Americans", "battleship"), path));
    const classic = await er(p, {});
    await refused(classic, move("Americans", ids(classic, "East US Sea Zone", "Americans", "battleship"), path), "SEA-1");
  });
});

describe("scenario 15: the second armour move (ER-ARM-1…6)", () => {
  const tanks = () =>
    er(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          Germany: { units: [{ owner: "Germans", type: "armour" }] },
          "Ukraine S.S.R.": {
            units: [
              { owner: "Germans", type: "armour" },
              { owner: "Germans", type: "fighter" },
            ],
          },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
          Caucasus: { units: [{ owner: "Russians", type: "infantry" }] },
          Russia: { units: [{ owner: "Russians", type: "infantry" }] },
        },
      },
      { secondArmorMove: true },
    );

  it("ER-ARM-3: the phase list gains secondArmorMove after combat", async () => {
    let s = await tanks();
    s = await endPhasesUntil(s, "combat");
    s = (await ok(s, end("Germans"))).state;
    expect(s.turn.phase).toBe("secondArmorMove");
    expect((await ok(s, end("Germans"))).state.turn.phase).toBe("noncombatMove");
  });

  it("ER-ARM-1 ER-ARM-2 ER-ARM-3 ER-ARM-4 ER-ARM-5: attack adjacent, move on after combat, no third point", async () => {
    let s = await tanks();
    const [g] = ids(s, "Germany", "Germans", "armour");
    const [u] = ids(s, "Ukraine S.S.R.", "Germans", "armour");
    await refused(s, move("Germans", [g!], ["Germany", "East Europe", "Karelia S.S.R."]), "ER-ARM-1");
    s = (await legal(s, move("Germans", [u!], ["Ukraine S.S.R.", "Caucasus"]))).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, resolve("Germans", "Caucasus"), [1, 6])).state;
    expect(s.territories.Caucasus.owner).toBe("Germans");
    s = (await ok(s, end("Germans"))).state;
    expect(s.turn.phase).toBe("secondArmorMove");
    s = (await legal(s, move("Germans", [u!], ["Caucasus", "Russia"]))).state;
    s = (await legal(s, move("Germans", [g!], ["Germany", "East Europe", "Karelia S.S.R."]))).state;
    s = (await ok(s, resolve("Germans", "Russia"), [1, 6])).state;
    s = (await ok(s, resolve("Germans", "Karelia S.S.R."), [1, 6])).state;
    expect(s.territories.Russia.owner).toBe("Germans");
    s = (await ok(s, end("Germans"))).state;
    expect(s.turn.phase).toBe("noncombatMove");
    await refused(s, move("Germans", [u!], ["Russia", "Caucasus"]), "ER-ARM-2");
  });

  it("ER-ARM-6: aircraft do not move in the second armour move", async () => {
    let s = await tanks();
    s = await endPhasesUntil(s, "combat");
    s = (await ok(s, end("Germans"))).state;
    await refused(s, move("Germans", ids(s, "Ukraine S.S.R.", "Germans", "fighter"), ["Ukraine S.S.R.", "Caucasus"]), "ER-ARM-6");
  });

  it("ER-ARM-5: a tank that attacked with a point left moves 1 in the non-combat move", async () => {
    let s = await tanks();
    const [u] = ids(s, "Ukraine S.S.R.", "Germans", "armour");
    s = (await ok(s, move("Germans", [u!], ["Ukraine S.S.R.", "Caucasus"]))).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, resolve("Germans", "Caucasus"), [1, 6])).state;
    s = await endPhasesUntil(s, "noncombatMove");
    await legal(s, move("Germans", [u!], ["Caucasus", "Ukraine S.S.R."]));
  });
});

describe("scenarios 5–6: carriers (ER-CARR-1…5)", () => {
  it("ER-CARR-2 ER-CARR-3 scenario 5: the carrier sails 2 zones, launches at range 1, moves no more; the fighter lands back on it", async () => {
    let s = await er(
      {
        power: "Japanese",
        phase: "combatMove",
        territories: {
          "Caroline Islands Sea Zone": {
            units: [
              { owner: "Japanese", type: "carrier" },
              { owner: "Japanese", type: "fighter" },
            ],
          },
          "Indian Ocean Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        },
      },
      { carrierRules: true, flightRanges: true },
    );
    const [c] = ids(s, "Caroline Islands Sea Zone", "Japanese", "carrier");
    const [f] = ids(s, "Caroline Islands Sea Zone", "Japanese", "fighter");
    s = (await legal(s, move("Japanese", [c!], ["Caroline Islands Sea Zone", "Philippines Sea Zone", "French Indo China Sea Zone"]))).state;
    expect(count(s, "French Indo China Sea Zone", "Japanese", "fighter")).toBe(1);
    await refused(s, move("Japanese", [f!], ["French Indo China Sea Zone", "East Indies Sea Zone", "Indian Ocean Sea Zone"]), "ER-CARR-2");
    s = (await legal(s, move("Japanese", [f!], ["French Indo China Sea Zone", "Indian Ocean Sea Zone"]))).state;
    s = (await ok(s, end("Japanese"))).state;
    s = (await ok(s, resolve("Japanese", "Indian Ocean Sea Zone"), [1, 6])).state;
    s = await endPhasesUntil(s, "noncombatMove");
    await refused(s, move("Japanese", [c!], ["French Indo China Sea Zone", "Philippines Sea Zone"]), "ER-CARR-2");
    await refused(s, move("Japanese", [f!], ["Indian Ocean Sea Zone", "French Indo China Sea Zone", "French Indo China"]), "ER-CARR-3");
    const r = await legal(s, move("Japanese", [f!], ["Indian Ocean Sea Zone", "French Indo China Sea Zone"]));
    expect(r.state.territories["French Indo China Sea Zone"].units.find((u: any) => u.id === f).aboard).toBe(c);
  });

  it("ER-CARR-1 ER-CARR-6: a US fighter cannot land on a British carrier", async () => {
    const s = await er(
      {
        power: "Americans",
        phase: "noncombatMove",
        territories: {
          "East US": { units: [{ owner: "Americans", type: "fighter" }] },
          "East US Sea Zone": { units: [{ owner: "British", type: "carrier" }] },
        },
      },
      { carrierRules: true },
    );
    await refused(s, move("Americans", ids(s, "East US", "Americans", "fighter"), ["East US", "East US Sea Zone"]), "ER-CARR-1");
  });

  it("ER-CARR-4: a British land-based fighter that attacked this turn cannot land on a British carrier", async () => {
    const s = await er(
      {
        power: "British",
        phase: "noncombatMove",
        territories: {
          "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
          "North Sea Zone": { units: [{ owner: "British", type: "carrier" }] },
        },
      },
      { carrierRules: true },
    );
    const f = s.territories["United Kingdom"].units[0];
    Object.assign(f, { moved: 1, movedInCombat: true }); // it attacked from here and came back
    await refused(s, move("British", [f.id], ["United Kingdom", "North Sea Zone"]), "ER-CARR-4");
  });

  it("ER-CARR-5: new fighters go onto a carrier placed at the same complex", async () => {
    const s = await er(
      { power: "Japanese", phase: "place", territories: { Japan: { units: [{ owner: "Japanese", type: "factory" }] } } },
      { carrierRules: true },
    );
    s.powers.Japanese.purchased = { carrier: 1, fighter: 2 };
    const r = await legal(s, place("Japanese", "Japan Sea Zone", { carrier: 1, fighter: 2 }));
    expect(count(r.state, "Japan Sea Zone", "Japanese", "fighter")).toBe(2);
  });
});

describe("scenario 14: the defender retreats, split (ER-RET-1…9)", () => {
  const karelia = async () => {
    let s = await er(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          "East Europe": {
            units: [
              { owner: "Germans", type: "infantry", count: 3 },
              { owner: "Germans", type: "armour" },
            ],
          },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 3 }] },
        },
      },
      { flexibleRetreats: true },
    );
    s = (await ok(s, move("Germans", { infantry: 3, armour: 1 }, ["East Europe", "Karelia S.S.R."]))).state;
    s = (await ok(s, end("Germans"))).state;
    const r = await ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 6, 6, 6, 6, 6]);
    return r.state;
  };

  it("ER-RET-1 ER-RET-2 ER-RET-7 ER-RET-9: Germany presses on, Russia retreats one infantry to Russia and one to Caucasus; Germany takes Karelia", async () => {
    let s = await karelia();
    expect(s.pending.decision).toMatchObject({ kind: "retreat", power: "Germans", retreating: "attacker" });
    s = (await legal(s, { type: "pressOn", power: "Germans", at: "Karelia S.S.R." })).state;
    expect(s.pending.decision).toMatchObject({ kind: "retreat", power: "Russians", retreating: "defender" });
    expect(s.pending.decision.to).toEqual(expect.arrayContaining(["Russia", "Caucasus"]));
    const split = [
      { to: "Russia", units: { infantry: 1 } },
      { to: "Caucasus", units: { infantry: 1 } },
    ];
    await refused(
      s,
      { type: "retreat", power: "Russians", at: "Karelia S.S.R.", to: [{ to: "Russia", units: { infantry: 1 } }] },
      "ER-RET-1",
    );
    await refused(s, { type: "retreat", power: "Russians", at: "Karelia S.S.R.", to: "East Europe" }, "ER-RET-2");
    const r = await legal(s, { type: "retreat", power: "Russians", at: "Karelia S.S.R.", to: split });
    expect(count(r.state, "Russia", "Russians", "infantry")).toBe(1);
    expect(count(r.state, "Caucasus", "Russians", "infantry")).toBe(1);
    expect(r.state.territories["Karelia S.S.R."].owner).toBe("Germans");
  });

  it("ER-RET-2: the attacker may retreat to any adjacent friendly territory, not only where it came from", async () => {
    const s = await karelia();
    s.territories["Ukraine S.S.R."].owner = "Germans";
    const r = await legal(s, { type: "retreat", power: "Germans", at: "Karelia S.S.R.", to: "Ukraine S.S.R." });
    expect(count(r.state, "Ukraine S.S.R.", "Germans", "infantry")).toBe(3);
  });

  it("ER-RET-9: without the option the defender is never asked (RET-1)", async () => {
    let s = await er(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          "East Europe": {
            units: [
              { owner: "Germans", type: "infantry", count: 3 },
              { owner: "Germans", type: "armour" },
            ],
          },
          "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 3 }] },
        },
      },
      {},
    );
    s = (await ok(s, move("Germans", { infantry: 3, armour: 1 }, ["East Europe", "Karelia S.S.R."]))).state;
    s = (await ok(s, end("Germans"))).state;
    s = (await ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 6, 6, 6, 6, 6])).state;
    s = (await ok(s, { type: "pressOn", power: "Germans", at: "Karelia S.S.R." }, [6, 6, 6, 6, 6, 6])).state;
    expect(s.pending.decision).toMatchObject({ kind: "retreat", power: "Germans", round: 2 }); // round 2: the attacker again
  });
});

describe("scenario 13: neutral defence roll (ER-NEUT-1…6)", () => {
  it("ER-NEUT-1 ER-NEUT-2 ER-NEUT-3 ER-NEUT-4: Germany enters Spain; Britain (3 away) rolls 6 dice, gets 21, places 7 infantry; no fee", async () => {
    const s = await er(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 0 },
        territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry", count: 2 }] } },
      },
      { erNeutrals: true },
    );
    const r = await legal(s, move("Germans", { infantry: 2 }, ["West Europe", "Spain"]), [6, 5, 4, 3, 2, 1]);
    expect(r.state.powers.Germans.ipcs).toBe(0);
    expect(count(r.state, "Spain", "British", "infantry")).toBe(7);
    expect(r.state.territories.Spain.owner).toBe("British");
    expect(r.body.dice.log[0]).toMatchObject({ purpose: "neutralDefence", power: "British", values: [6, 5, 4, 3, 2, 1] });
    expect(r.state.pending.battles.map((b: any) => b.at)).toContain("Spain");
    expect(r.body.events.find((e: any) => e.type === "neutralDefended")).toMatchObject({
      power: "British",
      ipcs: 21,
      units: { infantry: 7 },
    });
  });

  it("ER-NEUT-3: Sweden is 3 from London and from Moscow: Britain, first after Germany in turn order, rolls 3 dice", async () => {
    const s = await er(
      { power: "Germans", phase: "combatMove", territories: { "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] } } },
      { erNeutrals: true },
    );
    const r = await legal(s, move("Germans", { infantry: 1 }, ["Finland Norway", "Sweden"]), [1, 1, 1]);
    expect(r.body.dice.log[0]).toMatchObject({ power: "British", values: [1, 1, 1] });
    expect(count(r.state, "Sweden", "British", "infantry")).toBe(1);
  });

  it("ER-NEUT-5: the placed units' power holds a neutral the violator has not taken", async () => {
    const s = await er(
      { power: "Germans", phase: "combatMove", territories: { "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] } } },
      { erNeutrals: true },
    );
    const r = await ok(s, move("Germans", { infantry: 1 }, ["Finland Norway", "Sweden"]), [1, 1, 1]);
    expect(r.state.territories.Sweden.owner).toBe("British");
  });

  it("ER-NEUT-6: a former neutral held by a power is worth 1 IPC of income", async () => {
    const s = await er(
      { power: "Germans", phase: "collectIncome", ipcs: { Germans: 0 }, territories: { Sweden: { owner: "Germans" } } },
      { erNeutrals: true },
    );
    expect((await ok(s, end("Germans"))).state.powers.Germans.ipcs).toBe(33);
  });
});

describe("Enhanced Realism through replay (ER-ARM-3, ER-INC-2)", () => {
  it("ER-ARM-3: POST /v1/replay plays a game with secondArmorMove and incomeAtTurnStart through its extra phase", async () => {
    const end = (power: string) => ({ type: "endPhase", power });
    const r = await json("POST", "/v1/replay", {
      ruleset: "classic",
      options: { secondArmorMove: true, incomeAtTurnStart: true },
      actions: [{ type: "purchase", power: "Russians", units: {} }, ...Array.from({ length: 7 }, () => end("Russians"))],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true });
    expect(r.body.finalState.turn).toMatchObject({ power: "Germans", phase: "purchase" });
    expect(r.body.finalState.powers.Russians.ipcs).toBe(0); // ER-INC-2
    expect(r.body.finalState.powers.Germans.ipcs).toBe(32); // ER-INC-1
  });
});
