// The test scenarios of pacific.md revised 2026-11 that the first version ruled otherwise — P-09 (loaded destroyers),
// P-13 (air bases), P-14 and P-15 (convoy zones taken by passing, submerging), P-25 (a raid with escorts and
// interceptors), P-26 (naval bases) — played over HTTP: POST /v1/games/new with a position, then /v1/validate and
// /v1/adjudicate with supplied dice.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, end, endPhasesUntil, ids, legal, move, ok, owner, pacific, refused, unitsAt } from "./scenario-helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);
const submerge = (power: string, at: string) => ({ type: "withdrawSubmarines", power, at, to: at });

describe("pacific.md test scenarios revised 2026-11, over HTTP", () => {
  const destroyerIn37 = (phase: string, options?: Record<string, unknown>) =>
    pacific(
      {
        round: 2,
        power: "Japanese",
        phase,
        territories: {
          Shantung: { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry", count: 2 }] },
          "37 Sea Zone": { units: [{ owner: "Japanese", type: "destroyer" }] },
          "38 Sea Zone": { units: [{ owner: "Americans", type: "transport" }] },
          Korea: { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] },
        },
      },
      options,
    );

  it("P-09 — PAC-TRANS-2: a Japanese destroyer in 37 Sea Zone loads 1 infantry from Shantung and unloads it on the same zone's coast; a second infantry, or an American destroyer loading, is illegal", async () => {
    const s = await destroyerIn37("noncombatMove");
    const loaded = await legal(s, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]));
    await refused(loaded.state, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]), "PAC-TRANS-2");
    const landed = await legal(loaded.state, move("Japanese", { infantry: 1 }, ["37 Sea Zone", "Manchuria"]));
    expect(count(landed.state, "Manchuria", "Japanese", "infantry")).toBe(1);
    expect(count(landed.state, "37 Sea Zone", "Japanese", "infantry")).toBe(0);
    const us = await pacific({
      round: 2,
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        Korea: { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] },
        "37 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
      },
    });
    await refused(us, move("Americans", { infantry: 1 }, ["Korea", "37 Sea Zone"]), "PAC-TRANS-2");
  });

  it("P-09 — PAC-TRANS-2, PAC-OPT-4: the loaded destroyer moving into a sea battle is illegal; legal with loadedDestroyerMayAttack", async () => {
    const s = await destroyerIn37("combatMove");
    const loaded = (await legal(s, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]))).state;
    const destroyer = ids(loaded, "37 Sea Zone", "Japanese", "destroyer")[0]!;
    await refused(loaded, move("Japanese", [destroyer], ["37 Sea Zone", "38 Sea Zone"]), "PAC-TRANS-2");
    const o = await destroyerIn37("combatMove", { loadedDestroyerMayAttack: true });
    const l = (await legal(o, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]))).state;
    const attacked = await legal(l, move("Japanese", ids(l, "37 Sea Zone", "Japanese", "destroyer"), ["37 Sea Zone", "38 Sea Zone"]));
    expect(attacked.state.pending.battles).toMatchObject([{ at: "38 Sea Zone", kind: "sea" }]);
  });

  it("P-09 — PAC-TRANS-2, PAC-OPT-4: the destroyer that carries its infantry into an amphibious assault does not bombard it; with loadedDestroyerMayAttack it bombards at 2", async () => {
    const assault = async (options?: Record<string, unknown>) => {
      const s = await destroyerIn37("combatMove", options);
      let t = (await legal(s, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]))).state;
      t = (await legal(t, move("Japanese", { infantry: 1 }, ["37 Sea Zone", "Korea"]))).state;
      t = await endPhasesUntil(t, "combat");
      // dice, column by column: the infantry (6: a miss), the destroyer's bombardment when it bombards (1: a hit),
      // the defending infantry (1 without bombardment: the attacker is gone; 6 with it)
      return ok(t, { type: "resolveBattle", power: "Japanese", at: "Korea", policy: {} }, options ? [6, 1, 6] : [6, 1]);
    };
    const standard = await assault();
    expect(standard.body.dice.log.filter((d: any) => d.purpose === "bombard")).toEqual([]);
    expect(events(standard.body, "battleStarted")[0].bombarding).toEqual([]);
    const option = await assault({ loadedDestroyerMayAttack: true });
    expect(option.body.dice.log.filter((d: any) => d.purpose === "bombard")).toMatchObject([
      { unitType: "destroyer", threshold: 2, hits: 1 },
    ]);
    expect(owner(option.state, "Korea")).toBe("Japanese");
  });

  const airBases = (bomberAt: string, options?: Record<string, unknown>) => {
    const territories: Record<string, any> = {
      Japan: { units: [{ owner: "Japanese", type: "airfield" }] },
      Formosa: { units: [{ owner: "Japanese", type: "airfield" }] },
      Manchuria: { units: [] },
    };
    territories[bomberAt].units.push({ owner: "Japanese", type: "bomber" });
    return pacific({ round: 2, power: "Japanese", phase: "noncombatMove", territories }, options);
  };
  // 8 spaces each, over empty sea zones; Manchuria has no air base
  const JAPAN_TO_FORMOSA = [
    "Japan",
    "36 Sea Zone",
    "23 Sea Zone",
    "22 Sea Zone",
    "24 Sea Zone",
    "35 Sea Zone",
    "37 Sea Zone",
    "45 Sea Zone",
    "Formosa",
  ];
  const JAPAN_TO_MANCHURIA = [
    "Japan",
    "36 Sea Zone",
    "23 Sea Zone",
    "22 Sea Zone",
    "19 Sea Zone",
    "24 Sea Zone",
    "35 Sea Zone",
    "37 Sea Zone",
    "Manchuria",
  ];
  // 7 spaces
  const MANCHURIA_TO_JAPAN = [
    "Manchuria",
    "37 Sea Zone",
    "35 Sea Zone",
    "24 Sea Zone",
    "22 Sea Zone",
    "23 Sea Zone",
    "36 Sea Zone",
    "Japan",
  ];

  it("P-13 — PAC-MOVE-2: a bomber starting on the Japan air base flies 8 and lands on the Formosa air base (6 + 1 + 1); 8 to Manchuria is illegal; from Manchuria 7 to the Japan air base is legal", async () => {
    const s = await airBases("Japan");
    const r = await legal(s, move("Japanese", { bomber: 1 }, JAPAN_TO_FORMOSA));
    expect(count(r.state, "Formosa", "Japanese", "bomber")).toBe(1);
    await refused(s, move("Japanese", { bomber: 1 }, JAPAN_TO_MANCHURIA), "AIR-1");
    const m = await airBases("Manchuria");
    expect(count((await legal(m, move("Japanese", { bomber: 1 }, MANCHURIA_TO_JAPAN))).state, "Japan", "Japanese", "bomber")).toBe(1);
  });

  it("P-13 — PAC-MOVE-4, PAC-OPT-3: with baseBonusRule start the 8-space flight from Japan to Formosa is illegal (7 at most)", async () => {
    await refused(await airBases("Japan", { baseBonusRule: "start" }), move("Japanese", { bomber: 1 }, JAPAN_TO_FORMOSA), "AIR-1");
  });

  const britishSub = (phase: string) =>
    pacific({ round: 2, power: "British", phase, territories: { "44 Sea Zone": { units: [{ owner: "British", type: "submarine" }] } } });
  const PASS_45 = ["44 Sea Zone", "45 Sea Zone", "46 Sea Zone"];

  it("P-14 — PAC-CONV-2, PAC-CONV-3: a British sub passing 45 Sea Zone (French Indo-China's route, empty) in the combat move takes it at once; it stays British; at Japan's income French Indo-China pays nothing", async () => {
    const s = await britishSub("combatMove");
    expect(owner(s, "45 Sea Zone")).toBe("Japanese");
    const moved = await legal(s, move("British", { submarine: 1 }, PASS_45));
    expect(owner(moved.state, "45 Sea Zone")).toBe("British");
    expect(events(moved.body, "captured")).toMatchObject([{ at: "45 Sea Zone", rule: "PAC-CONV-2" }]);
    expect(count(moved.state, "46 Sea Zone", "British", "submarine")).toBe(1);
    let t = await endPhasesUntil(moved.state, "combat");
    t = (await ok(t, end("British"))).state;
    expect(owner(t, "45 Sea Zone")).toBe("British");
    // Japan's income at its next collection: 19 at start less French Indo-China's 3
    const j = structuredClone(t);
    j.turn = { round: 3, power: "Japanese", phase: "collectIncome" };
    const income = events((await ok(j, end("Japanese"))).body, "income")[0];
    expect(income).toMatchObject({ power: "Japanese", amount: 16, rule: "PAC-CONV-3" });
    expect(income.reason).toContain("French Indo-China");
  });

  it("P-14 — PAC-CONV-2: the same move in the non-combat move changes nothing (ships keep out of enemy convoy zones there)", async () => {
    const s = await britishSub("noncombatMove");
    await refused(s, move("British", { submarine: 1 }, PASS_45), "PAC-CONV-2");
    expect(owner(s, "45 Sea Zone")).toBe("Japanese");
  });

  it("P-15 — PAC-CONV-2, PAC-CONV-3, PAC-ECON-4: a Japanese sub ends its combat move in empty 52 Sea Zone: Japanese at once; the British allocation then adds up to 8; Japan gains nothing", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "combatMove",
      territories: { "51 Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] } },
    });
    const moved = await legal(s, move("Japanese", { submarine: 1 }, ["51 Sea Zone", "52 Sea Zone"]));
    expect(owner(moved.state, "52 Sea Zone")).toBe("Japanese");
    const j = await endPhasesUntil(moved.state, "collectIncome");
    expect(events((await ok(j, end("Japanese"))).body, "income")[0]).toMatchObject({ power: "Japanese", amount: 19 });
    const b = structuredClone(j);
    b.turn = { round: 2, power: "British", phase: "collectIncome" };
    await refused(b, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } }, "PAC-ECON-4");
    const a = await legal(b, { type: "allocateConvoyIncome", power: "British", to: { india: 8, australia: 0 } });
    const r = await ok(a.state, end("British"));
    const income = (treasury: string) => events(r.body, "income").find((e: any) => e.treasury === treasury);
    expect(income("india")).toMatchObject({ amount: 15 + 8 });
    expect(income("australia")).toMatchObject({ amount: 20 });
  });

  it("P-15 — PAC-CONV-2 (c), PAC-COMB-1, PAC-COMB-3: a Japanese sub entering 49 Sea Zone beside a British destroyer submerges before round 1: no battle, control unchanged; it stays submerged until the end of the Japanese place", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "51 Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
        "49 Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      },
    });
    const moved = await legal(s, move("Japanese", { submarine: 1 }, ["51 Sea Zone", "49 Sea Zone"]));
    expect(owner(moved.state, "49 Sea Zone")).toBe("British");
    const t = await endPhasesUntil(moved.state, "combat");
    const sub = ids(t, "49 Sea Zone", "Japanese", "submarine")[0]!;
    const d = await legal(t, submerge("Japanese", "49 Sea Zone"));
    expect(events(d.body, "fire")).toEqual([]);
    expect(d.state.pending.battles).toEqual([]);
    expect(owner(d.state, "49 Sea Zone")).toBe("British");
    expect(count(d.state, "49 Sea Zone", "British", "destroyer")).toBe(1);
    let u = await endPhasesUntil((await ok(d.state, end("Japanese"))).state, "place");
    expect(unitsAt(u, "49 Sea Zone", "Japanese", "submarine")).toMatchObject([{ id: sub, submerged: true }]);
    expect(owner(u, "49 Sea Zone")).toBe("British");
    const up = await ok(u, end("Japanese"));
    expect(events(up.body, "submarinesResurfaced")).toMatchObject([{ power: "Japanese", units: [sub], rule: "PAC-COMB-3" }]);
    u = up.state;
    expect(unitsAt(u, "49 Sea Zone", "Japanese", "submarine")[0].submerged).toBeUndefined();
  });

  it("P-25 — PAC-SBR-1, PAC-SBR-2, PAC-VP-3: an American bomber and 1 escort raid Japan (2 fighters, aaGun): interceptors committed when combat begins; AA at both; interceptors at 2, the escort at 1; then damage paid by Japan", async () => {
    const s = await pacific({
      round: 3,
      power: "Americans",
      phase: "combatMove",
      ipcs: { Japanese: 30 },
      territories: {
        Korea: {
          owner: "Americans",
          units: [
            { owner: "Americans", type: "bomber" },
            { owner: "Americans", type: "fighter" },
          ],
        },
        Japan: {
          units: [
            { owner: "Japanese", type: "fighter", count: 2 },
            { owner: "Japanese", type: "aaGun" },
            { owner: "Japanese", type: "factory" },
          ],
        },
      },
    });
    const withVp = { ...s, vp: { Japanese: 3 } };
    const raid = (await legal(withVp, { ...move("Americans", { bomber: 1, fighter: 1 }, ["Korea", "36 Sea Zone", "Japan"]), raid: true }))
      .state;
    expect(unitsAt(raid, "Japan", "Americans").every((u: any) => u.raiding)).toBe(true);
    const asked = (await ok(raid, end("Americans"))).state;
    const fighters = ids(asked, "Japan", "Japanese", "fighter");
    expect(asked.pending.decision).toMatchObject({ kind: "intercept", power: "Japanese", units: fighters });
    // Japan commits both; then (kamikaze passed) the raid: AA at bomber and escort (4, 4: misses), the escort at 1
    // (1: a hit), the interceptors at 2 (6, 6: misses), the bomber's damage (5)
    let t = (await legal(asked, { type: "intercept", power: "Japanese", at: "Japan", units: fighters })).state;
    if (t.pending.decision?.kind === "kamikaze") t = (await ok(t, { type: "kamikaze", power: "Japanese", targets: [] })).state;
    const r = await ok(t, { type: "resolveBattle", power: "Americans", at: "Japan", policy: {} }, [4, 4, 1, 6, 6, 5]);
    const aa = events(r.body, "aaFire");
    expect(aa).toHaveLength(1);
    expect(aa[0].aircraft).toHaveLength(2);
    const air = events(r.body, "fire").filter((e: any) => e.stage === "airBattle");
    expect(air.map((e: any) => e.rolls.map((x: any) => [x.unitType, x.threshold]))).toEqual([[["fighter", 1]], [["fighter", 2]]]);
    const order = r.body.events.map((e: any) => e.type).filter((x: string) => ["aaFire", "fire", "raidDamage"].includes(x));
    expect(order).toEqual(["aaFire", "fire", "fire", "raidDamage"]);
    expect(events(r.body, "raidDamage")).toMatchObject([{ damage: 5, payer: "Japanese", paid: 5 }]);
    expect(r.state.powers.Japanese.ipcs).toBe(25);
    expect(count(r.state, "Japan", "Japanese", "fighter")).toBe(1);
    expect(r.state.vp).toEqual({ Japanese: 3 }); // PAC-VP-3: 5 IPCs cost no VP
  });

  it("PAC-CHINA-6, PAC-SBR-2: a Japanese raid on China's capital Szechwan (American-held, chinese: true) costs nobody anything", async () => {
    const s = await pacific({
      round: 3,
      power: "Japanese",
      phase: "combatMove",
      ipcs: { Americans: 40 },
      territories: {
        "French Indo-China": { units: [{ owner: "Japanese", type: "bomber" }] },
        Szechwan: { units: [{ owner: "Americans", type: "factory" }] },
      },
    });
    expect(s.territories.Szechwan).toMatchObject({ owner: "Americans", chinese: true });
    let t = (await legal(s, { ...move("Japanese", { bomber: 1 }, ["French Indo-China", "Yunnan", "Szechwan"]), raid: true })).state;
    t = await endPhasesUntil(t, "combat");
    const r = await ok(t, { type: "resolveBattle", power: "Japanese", at: "Szechwan", policy: {} }, [6]);
    expect(events(r.body, "raidDamage")).toMatchObject([{ damage: 6, payer: null, paid: 0, rule: "PAC-CHINA-6" }]);
    expect(r.state.powers.Americans.ipcs).toBe(40);
  });

  it("P-20 — PAC-CHINA-3: a joint capture in the combat move is named there or in combat; once combat ends the default (the USA's) stands: assignCapture in the non-combat move is illegal", async () => {
    const s = await pacific({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: {
        Yunnan: {
          units: [
            { owner: "Americans", type: "infantry" },
            { owner: "Americans", type: "infantry", chinese: true },
          ],
        },
        "French Indo-China": { owner: "Japanese", units: [] },
      },
    });
    const taken = await legal(s, move("Americans", { infantry: 2 }, ["Yunnan", "French Indo-China"]));
    expect(owner(taken.state, "French Indo-China")).toBe("Americans");
    const assign = { type: "assignCapture", power: "Americans", at: "French Indo-China", to: "Chinese" };
    const named = await legal(taken.state, assign);
    expect(named.state.territories["French Indo-China"].chinese).toBe(true);
    const inCombat = await endPhasesUntil(taken.state, "combat");
    expect((await legal(inCombat, assign)).state.territories["French Indo-China"].chinese).toBe(true);
    const after = await endPhasesUntil(inCombat, "noncombatMove");
    expect(after.territories["French Indo-China"].chinese).toBeUndefined(); // the default: the USA's
    await refused(after, assign, "PAC-TURN-2");
  });

  const fleet = (phase: string) =>
    pacific({
      round: 2,
      power: "Japanese",
      phase,
      territories: {
        Japan: { units: [{ owner: "Japanese", type: "harbour" }] },
        Caroline: { units: [{ owner: "Japanese", type: "harbour" }] },
        "36 Sea Zone": { units: [{ owner: "Japanese", type: "battleship" }] },
      },
    });
  const TO_CAROLINE = ["36 Sea Zone", "24 Sea Zone", "25 Sea Zone", "26 Sea Zone"];

  it("P-26 — PAC-MOVE-3: a battleship goes 36 → 24 → 25 → 26 Sea Zone in the non-combat move, Japan's naval base to Caroline's (2 + 1); 3 zones ending by no friendly naval base are illegal", async () => {
    const s = await fleet("noncombatMove");
    const r = await legal(s, move("Japanese", { battleship: 1 }, TO_CAROLINE));
    expect(count(r.state, "26 Sea Zone", "Japanese", "battleship")).toBe(1);
    await refused(s, move("Japanese", { battleship: 1 }, ["36 Sea Zone", "24 Sea Zone", "25 Sea Zone", "19 Sea Zone"]), "MOVE-4");
  });

  it("P-26 — PAC-MOVE-3: the same 3 zones in the combat move are illegal (no naval-base bonus there)", async () => {
    await refused(await fleet("combatMove"), move("Japanese", { battleship: 1 }, TO_CAROLINE), "MOVE-4");
  });
});

describe("positions with submerged submarines (PAC-COMB-3, EUR-SUB-7)", () => {
  const spec = (phase: string, unit: Record<string, unknown>) => ({
    round: 2,
    power: "British",
    phase,
    territories: {
      "45 Sea Zone": {
        units: [
          { owner: "Japanese", type: "submarine", ...unit },
          { owner: "British", type: "destroyer" },
        ],
      },
    },
  });

  it("PAC-COMB-3, EUR-SUB-7: a position's submerged submarine stays submerged, is no battle in the combat phase and does not stop a ship; it resurfaces at the end of its owner's place", async () => {
    const s = await pacific(spec("combat", { submerged: true }));
    expect(unitsAt(s, "45 Sea Zone", "Japanese", "submarine")).toMatchObject([{ submerged: true }]);
    expect(s.pending.battles).toEqual([]);
    const surfaced = await pacific(spec("combat", {}));
    expect(surfaced.pending.battles).toMatchObject([{ at: "45 Sea Zone", kind: "sea" }]);
    const n = await pacific({
      round: 2,
      power: "British",
      phase: "noncombatMove",
      territories: {
        "44 Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
        "45 Sea Zone": { owner: "British", units: [{ owner: "Japanese", type: "submarine", submerged: true }] },
      },
    });
    await legal(n, move("British", { destroyer: 1 }, ["44 Sea Zone", "45 Sea Zone", "46 Sea Zone"]));
    // the same submarine not submerged stops the destroyer
    const m = structuredClone(n);
    delete m.territories["45 Sea Zone"].units[0].submerged;
    await refused(m, move("British", { destroyer: 1 }, ["44 Sea Zone", "45 Sea Zone", "46 Sea Zone"]), "SEA-2");
    const j = await pacific({ ...spec("place", { submerged: true }), power: "Japanese" });
    const up = await ok(j, end("Japanese"));
    expect(events(up.body, "submarinesResurfaced")).toMatchObject([{ power: "Japanese", rule: "PAC-COMB-3" }]);
  });

  it("PAC-COMB-3: submerged on anything but a submarine at sea is a 400 naming the field; Classic has no submerged submarines", async () => {
    const bad = await json("POST", "/v1/games/new", {
      ruleset: "pacific",
      position: { ...spec("combat", {}), territories: { Japan: { units: [{ owner: "Japanese", type: "infantry", submerged: true }] } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("position.territories.Japan.units[0].submerged");
    const classic = await json("POST", "/v1/games/new", {
      ruleset: "classic",
      position: {
        round: 2,
        power: "Germans",
        phase: "combat",
        territories: { "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine", submerged: true }] } },
      },
    });
    expect(classic.status).toBe(400);
    expect(JSON.stringify(classic.body)).toContain("submerged");
  });
});
