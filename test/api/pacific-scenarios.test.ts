// The test scenarios of pacific.md (P-01…P-18, P-28; the victory scenarios P-16, P-27, P-29, P-30 are in
// pacific-victory-scenarios.test.ts) through the HTTP API (workerd): POST /v1/games/new with a
// position of rule set `pacific`, then /v1/validate and /v1/adjudicate with supplied dice.
import { describe, expect, it } from "vitest";
import { count, end, endPhasesUntil, fight, ids, legal, move, ok, owner, pacific, place, refused, resolve } from "./scenario-helpers.js";

const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);
const rolls = (body: any, side: string): any[] => (body.dice?.log ?? []).filter((d: any) => d.side === side);
/** Japanese territories worth 9 beyond Japan's 19, none on a convoy route: 28 in all. */
const NINE_MORE = ["Queensland", "Hong Kong", "Northern Territory", "South Australia", "Western Australia", "Dutch New Guinea", "Burma"];
const japanese = (places: string[]) => Object.fromEntries(places.map((p) => [p, { owner: "Japanese" }]));

describe("pacific.md test scenarios over HTTP", () => {
  it("P-01 — Japan collects 28 IPCs in two successive turns: +2 VP each time, not 5 (PAC-VP-2)", async () => {
    const s = await pacific({ round: 2, power: "Japanese", phase: "collectIncome", territories: japanese(NINE_MORE) });
    const first = await ok(s, end("Japanese"));
    expect(events(first.body, "income")[0]).toMatchObject({ power: "Japanese", amount: 28 });
    expect(events(first.body, "victoryPoints")[0]).toMatchObject({ power: "Japanese", change: 2, vp: 2, rule: "PAC-VP-2" });
    const again = { ...first.state, turn: { round: 3, power: "Japanese", phase: "collectIncome" } };
    const second = await ok(again, end("Japanese"));
    expect(second.state.vp).toEqual({ Japanese: 4 });
  });

  it("P-02 — Japan captures India holding 14 IPCs in the india treasury and collects 27: floor(41/10) = 4 VP (PAC-VP-2, PAC-CAPT-1)", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "combat",
      treasuries: { British: { india: 14, australia: 9 } },
      territories: {
        India: {
          owner: "British",
          units: [
            { owner: "British", type: "infantry" },
            { owner: "Japanese", type: "armour" },
          ],
        },
        Burma: { owner: "Japanese" },
        "Hong Kong": { owner: "Japanese" },
      },
    });
    const battle = await ok(s, resolve("Japanese", "India"), [1, 6]);
    expect(owner(battle.state, "India")).toBe("Japanese");
    expect(events(battle.body, "plundered")[0]).toMatchObject({ from: "British", treasury: "india", amount: 14 }); // PAC-CAPT-1: india only
    expect(battle.state.powers.British.treasuries).toEqual({ india: 0, australia: 9 });
    expect(battle.state.thisTurn.plundered).toEqual({ Japanese: 14 });
    const t = await endPhasesUntil(battle.state, "collectIncome");
    const r = await ok(t, end("Japanese"));
    expect(events(r.body, "income")[0]).toMatchObject({ amount: 27 });
    expect(r.state.vp).toEqual({ Japanese: 4 });
  });

  it("P-03 — an American raid costs Japan 15 IPCs: −1 VP; another costs 5: −0 VP (PAC-VP-3)", async () => {
    const raid = async (bombers: number, vp: number) => {
      const s = await pacific({
        round: 3,
        power: "Americans",
        phase: "combatMove",
        ipcs: { Japanese: 40 },
        territories: {
          Korea: { owner: "Americans", units: [{ owner: "Americans", type: "bomber", count: bombers }] },
          Japan: { units: [{ owner: "Japanese", type: "factory" }] },
        },
      });
      const moved = await legal(
        { ...s, vp: { Japanese: vp } },
        move("Americans", { bomber: bombers }, ["Korea", "36 Sea Zone", "Japan"], { raid: true }),
      );
      return endPhasesUntil(moved.state, "combat");
    };
    const big = await ok(await raid(3, 3), resolve("Americans", "Japan"), [5, 5, 5]);
    expect(events(big.body, "raidDamage")[0]).toMatchObject({ payer: "Japanese", paid: 15 });
    expect(events(big.body, "victoryPoints")[0]).toMatchObject({ power: "Japanese", change: -1, vp: 2, rule: "PAC-VP-3" });
    const small = await ok(await raid(1, 3), resolve("Americans", "Japan"), [5]);
    expect(events(small.body, "raidDamage")[0]).toMatchObject({ paid: 5 });
    expect(events(small.body, "victoryPoints")).toEqual([]);
    expect(small.state.vp).toEqual({ Japanese: 3 });
  });

  it("P-04 — Japan reaches 22 VP at the end of its turn: it wins at once, before the British turn (PAC-VP-4)", async () => {
    const s = await pacific({ round: 4, power: "Japanese", phase: "collectIncome", territories: japanese(NINE_MORE) });
    const r = await ok({ ...s, vp: { Japanese: 20 } }, end("Japanese"));
    expect(r.state.vp).toEqual({ Japanese: 22 });
    expect(r.state.winner).toMatchObject({ alliance: "Axis", condition: "PAC-VP-4" });
    expect(r.state.turn.power).toBe("Japanese");
    const short = await ok({ ...s, vp: { Japanese: 19 } }, end("Japanese"));
    expect(short.state.winner).toBeNull();
    expect(short.state.turn).toMatchObject({ power: "British", phase: "purchase" });
  });

  it("P-05 — round 1: Americans defend at 1 against Japan, China's infantry (chinese: true) at 2; round 2 both normal (PAC-SURP-1, PAC-CHINA-5)", async () => {
    const defence = async (round: number) => {
      const s = await pacific({
        round,
        power: "Japanese",
        phase: "combat",
        territories: {
          Philippines: {
            owner: "Americans",
            units: [
              { owner: "Americans", type: "infantry" },
              { owner: "Japanese", type: "armour" },
            ],
          },
          Yunnan: {
            owner: "Americans",
            units: [
              { owner: "Americans", type: "infantry", chinese: true },
              { owner: "Japanese", type: "armour" },
            ],
          },
        },
      });
      const p = await ok(s, resolve("Japanese", "Philippines"), [1, 6]);
      const y = await ok(s, resolve("Japanese", "Yunnan"), [1, 6]);
      return [rolls(p.body, "defender")[0].threshold, rolls(y.body, "defender")[0].threshold];
    };
    expect(await defence(1)).toEqual([1, 2]);
    expect(await defence(2)).toEqual([2, 2]);
  });

  it("P-06 — round 1, the American purchase starts: 3 of China's infantry counted (Sikang, Szechwan, Burma Road), in Szechwan with chinese: true at the end of the American place; bought infantry there is illegal (PAC-CHINA-1, PAC-CHINA-2)", async () => {
    // the standard start, played through round 0 and Japan's and the British first turns to the American purchase
    let s = await pacific();
    expect(s.turn).toMatchObject({ round: 0, power: "British", phase: "collectIncome" });
    while (s.turn.power !== "British" || s.turn.phase !== "collectIncome" || s.turn.round !== 1) s = (await ok(s, end(s.turn.power))).state;
    const c = await ok(s, end("British"));
    expect(c.state.turn).toMatchObject({ round: 1, power: "Americans", phase: "purchase" });
    const granted = events(c.body, "unitsGranted");
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ power: "Americans", units: { infantry: 3 }, rule: "PAC-CHINA-1" });
    expect(granted[0].reason).toBe("2 Chinese territories worth IPCs (Sikang, Szechwan) + the Burma Road");
    expect(c.state.thisTurn.chineseInfantry).toBe(3);
    expect(c.state.powers.Americans.purchased).toEqual({}); // free: not bought
    const bought = await legal(c.state, { type: "purchase", power: "Americans", units: { infantry: 1 } });
    const p = await endPhasesUntil(bought.state, "place");
    await refused(p, place("Americans", "Szechwan", { infantry: 1 }), "PAC-CHINA-2"); // money never places in China's land
    const placed = await legal(p, place("Americans", "United States", { infantry: 1 }));
    const before = count(p, "Szechwan", "Americans", "infantry");
    const arrived = await ok(placed.state, end("Americans"));
    expect(count(arrived.state, "Szechwan", "Americans", "infantry")).toBe(before + 3);
    const fresh = arrived.state.territories.Szechwan.units.filter((u: any) => u.placedThisTurn);
    expect(fresh).toHaveLength(3);
    expect(fresh.every((u: any) => u.chinese === true)).toBe(true);
  });

  it("P-07 — Japan holds Burma when the American purchase starts; the Americans hold Sikang and Szechwan as China's land: 2 infantry, no Burma Road (PAC-CHINA-1)", async () => {
    const s = await pacific({ round: 2, power: "British", phase: "collectIncome", territories: { Burma: { owner: "Japanese" } } });
    const c = await ok(s, end("British"));
    expect(c.state.thisTurn.chineseInfantry).toBe(2);
    expect(events(c.body, "unitsGranted")[0]).toMatchObject({ power: "Americans", units: { infantry: 2 } });
  });

  it("P-08 — American infantry liberate Manchuria from Japan; British infantry take Korea: both become China's land, American-held with chinese: true (PAC-CHINA-3)", async () => {
    const s = await pacific({
      round: 2,
      power: "Americans",
      phase: "combat",
      territories: {
        Manchuria: {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "Americans", type: "infantry", count: 2 },
          ],
        },
      },
    });
    const r = await ok(s, resolve("Americans", "Manchuria"), [1, 6, 6]);
    expect(owner(r.state, "Manchuria")).toBe("Americans");
    expect(r.state.territories.Manchuria.chinese).toBe(true);
    expect(events(r.body, "liberated").at(-1)).toMatchObject({ at: "Manchuria", owner: "Americans", rule: "PAC-CHINA-3" });
    expect(count(r.state, "Manchuria", "Americans", "infantry")).toBe(2);
    const k = await pacific({
      round: 2,
      power: "British",
      phase: "combat",
      territories: {
        Korea: {
          owner: "Japanese",
          units: [
            { owner: "Japanese", type: "infantry" },
            { owner: "British", type: "infantry", count: 2 },
          ],
        },
      },
    });
    const b = await ok(k, resolve("British", "Korea"), [1, 6, 6]);
    expect(owner(b.state, "Korea")).toBe("Americans");
    expect(b.state.territories.Korea.chinese).toBe(true);
  });

  it("P-09 — a Japanese destroyer carries one infantry from Shantung to Korea; a second, or an American destroyer, is illegal (PAC-TRANS-2)", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        Shantung: { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry", count: 2 }] },
        "37 Sea Zone": { units: [{ owner: "Japanese", type: "destroyer" }] },
      },
    });
    const loaded = await legal(s, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]));
    // a second infantry: the destroyer carries one (PAC-TRANS-2)
    await refused(loaded.state, move("Japanese", { infantry: 1 }, ["Shantung", "37 Sea Zone"]), "PAC-TRANS-2");
    const landed = await legal(loaded.state, move("Japanese", { infantry: 1 }, ["37 Sea Zone", "Korea"]));
    expect(count(landed.state, "Korea", "Japanese", "infantry")).toBe(1);
    const us = await pacific({
      round: 2,
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        Shantung: { owner: "Americans", units: [{ owner: "Americans", type: "infantry" }] },
        "37 Sea Zone": { units: [{ owner: "Americans", type: "destroyer" }] },
      },
    });
    await refused(us, move("Americans", { infantry: 1 }, ["Shantung", "37 Sea Zone"]), "PAC-TRANS-2");
  });

  it("P-10 — American marines unload into Caroline with infantry: marines attack at 2, infantry at 1 (PAC-TRANS-3)", async () => {
    const s = await pacific({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: {
        "26 Sea Zone": {
          units: [
            {
              owner: "Americans",
              type: "transport",
              cargo: [
                { owner: "Americans", type: "marine" },
                { owner: "Americans", type: "infantry" },
              ],
            },
          ],
        },
        Caroline: { owner: "Japanese", units: [{ owner: "Japanese", type: "infantry", count: 2 }] },
      },
    });
    const landed = await legal(s, move("Americans", { marine: 1, infantry: 1 }, ["26 Sea Zone", "Caroline"]));
    const c = await endPhasesUntil(landed.state, "combat");
    const r = await ok(c, resolve("Americans", "Caroline"), [6, 6, 6, 6, 1, 1, 1, 1]);
    const attack = rolls(r.body, "attacker").filter((d: any) => d.round === 1);
    expect(Object.fromEntries(attack.map((d: any) => [d.unitType, d.threshold]))).toEqual({ infantry: 1, marine: 2 });
  });

  it("P-11 — American fleet in 36 Sea Zone (kamikaze zone, now American): Japan spends tokens before the battles; 2 hits, 3 misses; a submarine is no target; a resolveBattle with a policy before Japan declared: Japan passes (PAC-KAMI-2..5)", async () => {
    const s = await pacific({
      round: 3,
      power: "Americans",
      phase: "combat",
      territories: {
        "36 Sea Zone": {
          owner: "Americans",
          units: [
            { owner: "Americans", type: "carrier" },
            { owner: "Americans", type: "destroyer" },
            { owner: "Americans", type: "submarine" },
          ],
        },
        "37 Sea Zone": {
          units: [
            { owner: "Americans", type: "destroyer" },
            { owner: "Japanese", type: "transport" },
          ],
        },
      },
    });
    const withTokens = { ...s, powers: { ...s.powers, Japanese: { ...s.powers.Japanese, kamikazeTokens: 6 } } };
    const carrier = ids(s, "36 Sea Zone", "Americans", "carrier")[0];
    const destroyer = ids(s, "36 Sea Zone", "Americans", "destroyer")[0];
    const sub = ids(s, "36 Sea Zone", "Americans", "submarine")[0];
    await refused(withTokens, { type: "kamikaze", power: "Japanese", targets: [sub] }, "PAC-KAMI-4");
    const r = await legal(withTokens, { type: "kamikaze", power: "Japanese", targets: [carrier, destroyer] }, [2, 3]);
    expect(count(r.state, "36 Sea Zone", "Americans", "carrier")).toBe(0);
    expect(count(r.state, "36 Sea Zone", "Americans", "destroyer")).toBe(1);
    expect(r.state.powers.Japanese.kamikazeTokens).toBe(4); // PAC-KAMI-5: both tokens spent
    expect(events(r.body, "kamikazeAttack")[0]).toMatchObject({ hits: 1, tokens: 4 });
    await refused(r.state, { type: "kamikaze", power: "Japanese", targets: [destroyer] }, "PAC-KAMI-3"); // all at once
    // before the first battle: the referee waits for Japan to declare or pass (targets: []); a resolveBattle with a
    // policy passes for Japan (PAC-KAMI-3's default)
    await refused(withTokens, fight("Americans", "37 Sea Zone"), "PAC-KAMI-3");
    const byPolicy = await legal(withTokens, resolve("Americans", "37 Sea Zone"), [1, 6]);
    expect(byPolicy.state.powers.Japanese.kamikazeTokens).toBe(6);
    expect(byPolicy.state.thisTurn.kamikazeDeclared).toBe(true);
    expect(events(byPolicy.body, "kamikazeAttack")).toMatchObject([{ targets: [], hits: 0, tokens: 6 }]);
    expect(count(byPolicy.state, "37 Sea Zone", "Japanese", "transport")).toBe(0);
    const passed = await legal(withTokens, { type: "kamikaze", power: "Japanese", targets: [] });
    expect(passed.state.powers.Japanese.kamikazeTokens).toBe(6);
    const fought = await ok(passed.state, resolve("Americans", "37 Sea Zone"), [1, 6]);
    await refused(fought.state, { type: "kamikaze", power: "Japanese", targets: [carrier] }, "PAC-KAMI-3");
  });

  it("P-12 — US attacks Japanese ships beside Japan (airfield, 4 fighters): no fighter joins by default; with scramble Japan scrambles into the zone before combat, two zones away is illegal (PAC-SCRAM-1, PAC-SCRAM-2, PAC-SCRAM-3, PAC-OPT-6)", async () => {
    const spec = {
      round: 3,
      power: "Americans",
      phase: "combat",
      territories: {
        Japan: {
          units: [
            { owner: "Japanese", type: "airfield" },
            { owner: "Japanese", type: "fighter", count: 4 },
          ],
        },
        "36 Sea Zone": {
          units: [
            { owner: "Japanese", type: "destroyer" },
            { owner: "Americans", type: "battleship" },
          ],
        },
        "24 Sea Zone": {
          units: [
            { owner: "Japanese", type: "destroyer" },
            { owner: "Americans", type: "destroyer" },
          ],
        },
      },
    };
    const s = await pacific(spec, { scramble: true });
    const fighters = ids(s, "Japan", "Japanese", "fighter");
    await refused(s, { type: "scramble", power: "Japanese", from: "Japan", to: "24 Sea Zone", units: fighters.slice(0, 1) }, "PAC-SCRAM-2");
    const r = await legal(s, { type: "scramble", power: "Japanese", from: "Japan", to: "36 Sea Zone", units: fighters.slice(0, 2) });
    expect(count(r.state, "36 Sea Zone", "Japanese", "fighter")).toBe(2);
    expect(count(r.state, "Japan", "Japanese", "fighter")).toBe(2);
    const standard = await pacific(spec);
    await refused(
      standard,
      {
        type: "scramble",
        power: "Japanese",
        from: "Japan",
        to: "36 Sea Zone",
        units: ids(standard, "Japan", "Japanese", "fighter").slice(0, 1),
      },
      "PAC-OPT-6",
    );
    // the battle (after Japan passes on kamikazes, PAC-KAMI-3): the scrambled fighters defend with the destroyer and
    // sink the battleship; right after it they fly home, while the battle in 24 Sea Zone still waits (PAC-SCRAM-3)
    const passed = await legal(r.state, { type: "kamikaze", power: "Japanese", targets: [] });
    const fought = await ok(passed.state, resolve("Americans", "36 Sea Zone"), [6, 1, 1, 6]);
    expect(count(fought.state, "36 Sea Zone", "Americans", "battleship")).toBe(0);
    expect(count(fought.state, "Japan", "Japanese", "fighter")).toBe(4);
    expect(count(fought.state, "36 Sea Zone", "Japanese", "fighter")).toBe(0);
    expect(events(fought.body, "scrambleReturned")).toHaveLength(2);
    const rest = await ok(fought.state, resolve("Americans", "24 Sea Zone"), [1, 6]);
    const after = await ok(rest.state, end("Americans"));
    expect(events(after.body, "scrambleReturned")).toHaveLength(0);
  });

  it("P-17 — round 0: the British allocate the 12 convoy IPCs 12/0: india 27, australia 20; a second allocation, or one not adding up to 12, is illegal (PAC-TURN-5)", async () => {
    const s = await pacific();
    expect(s.turn).toEqual({ round: 0, power: "British", phase: "collectIncome" });
    expect(s.powers.British.treasuries).toEqual({ india: 22, australia: 25 });
    await refused(s, { type: "allocateConvoyIncome", power: "British", to: { india: 13 } }, "PAC-TURN-5");
    const a = await legal(s, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } });
    expect(a.state.powers.British.treasuries).toEqual({ india: 27, australia: 20 });
    expect(a.state.powers.British.ipcs).toBe(47);
    await refused(a.state, { type: "allocateConvoyIncome", power: "British", to: { india: 13 } }, "PAC-TURN-5");
    const r = await ok(a.state, end("British"));
    expect(r.state.turn).toMatchObject({ round: 1, power: "Japanese", phase: "purchase" });
    expect(r.state.powers.British.treasuries).toEqual({ india: 27, australia: 20 });
  });

  it("P-28 — round 0: the British end the phase without allocating: india 22, australia 25; round 1 starts with the Japanese purchase (PAC-TURN-5)", async () => {
    const s = await pacific();
    const r = await ok(s, end("British"));
    expect(r.state.turn).toMatchObject({ round: 1, power: "Japanese", phase: "purchase" });
    expect(r.state.powers.British.treasuries).toEqual({ india: 22, australia: 25 });
    expect(events(r.body, "income")).toHaveLength(0); // round 0 collects nothing
  });

  it("PAC-ECON-4 — at the end of a British turn the British allocate the collectable convoy income: {india: 12, australia: 0} pays india 15 + 12, australia 20; without it 22 and 25", async () => {
    const s = await pacific({ round: 2, power: "British", phase: "collectIncome" });
    await refused(s, { type: "allocateConvoyIncome", power: "British", to: { india: 10, australia: 0 } }, "PAC-ECON-4");
    await refused(s, { type: "allocateConvoyIncome", power: "British", to: { British: 12 } }, "PAC-ECON-4"); // the old keys
    const a = await legal(s, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } });
    await refused(a.state, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } }, "PAC-ECON-4");
    const b = await ok(a.state, end("British"));
    const income = (body: any, treasury: string) => events(body, "income").find((e: any) => e.treasury === treasury);
    expect(income(b.body, "india")).toMatchObject({ amount: 27 });
    expect(income(b.body, "australia")).toMatchObject({ amount: 20 });
    const plain = await ok(s, end("British"));
    expect(income(plain.body, "india")).toMatchObject({ amount: 22 }); // default: 15 + 52 and 49 Sea Zone
    expect(income(plain.body, "australia")).toMatchObject({ amount: 25 }); // 20 + 15 Sea Zone
    const fixed = await pacific({ round: 2, power: "British", phase: "collectIncome" }, { fixedConvoySplit: true });
    await refused(fixed, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } }, "PAC-OPT-7");
  });

  it("P-13 — a Japanese bomber starting in Japan (airfield) flies 7 spaces; from Manchuria 7 is illegal (PAC-MOVE-2)", async () => {
    const path = ["Japan", "36 Sea Zone", "24 Sea Zone", "19 Sea Zone", "17 Sea Zone", "10 Sea Zone", "11 Sea Zone", "Samoa"];
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "noncombatMove",
      territories: {
        Japan: {
          units: [
            { owner: "Japanese", type: "bomber" },
            { owner: "Japanese", type: "airfield" },
          ],
        },
        Manchuria: { units: [{ owner: "Japanese", type: "bomber" }] },
        Samoa: { owner: "Japanese" },
      },
    });
    const r = await legal(s, move("Japanese", { bomber: 1 }, path));
    expect(count(r.state, "Samoa", "Japanese", "bomber")).toBe(1);
    const far = ["Manchuria", "37 Sea Zone", "38 Sea Zone", "33 Sea Zone", "28 Sea Zone", "14 Sea Zone", "11 Sea Zone", "Samoa"];
    await refused(s, move("Japanese", { bomber: 1 }, far), "AIR-1");
  });

  it("P-14 — a British submarine captures 45 Sea Zone: at Japan's income French Indo-China pays nothing (PAC-CONV-3, PAC-CONV-2)", async () => {
    const s = await pacific({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: { "46 Sea Zone": { units: [{ owner: "British", type: "submarine" }] } },
    });
    const moved = await legal(s, move("British", { submarine: 1 }, ["46 Sea Zone", "45 Sea Zone"]));
    const after = await ok(await endPhasesUntil(moved.state, "combat"), end("British"));
    expect(owner(after.state, "45 Sea Zone")).toBe("British");
    const j = await pacific({ round: 3, power: "Japanese", phase: "collectIncome", territories: { "45 Sea Zone": { owner: "British" } } });
    const r = await ok(j, end("Japanese"));
    expect(events(r.body, "income")[0]).toMatchObject({ amount: 16, rule: "PAC-CONV-3" });
    expect(events(r.body, "income")[0].reason).toContain("French Indo-China");
  });

  it("P-15 — a Japanese sub takes 52 Sea Zone: at British income India gets nothing from it, nor does Japan (PAC-CONV-2)", async () => {
    const s = await pacific({
      round: 2,
      power: "Japanese",
      phase: "combatMove",
      territories: { "51 Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] } },
    });
    const moved = await legal(s, move("Japanese", { submarine: 1 }, ["51 Sea Zone", "52 Sea Zone"]));
    const after = await ok(await endPhasesUntil(moved.state, "combat"), end("Japanese"));
    expect(owner(after.state, "52 Sea Zone")).toBe("Japanese");
    const j = await ok({ ...after.state, turn: { ...after.state.turn, phase: "collectIncome" } }, end("Japanese"));
    expect(events(j.body, "income")[0]).toMatchObject({ power: "Japanese", amount: 19 });
    const b = await pacific({ round: 2, power: "British", phase: "collectIncome", territories: { "52 Sea Zone": { owner: "Japanese" } } });
    const r = await ok(b, end("British"));
    expect(events(r.body, "income")[0]).toMatchObject({ power: "British", amount: 18 });
  });

  it("P-18 — a unit entering the Himalayas: illegal (PAC-MOVE-1)", async () => {
    const s = await pacific({
      round: 2,
      power: "British",
      phase: "noncombatMove",
      territories: { India: { units: [{ owner: "British", type: "infantry" }] } },
    });
    await refused(s, move("British", { infantry: 1 }, ["India", "Himalayas"]), "PAC-MOVE-1");
  });
});
