// Europe rules the shared engine plays "as in Classic" (europe.md says so), each tested under its own EUR ID so
// that a change breaking it for this rule set fails here; and the digest's options EUR-OPT-2…4.
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../../../src/rulesets/index.js";
import { end, move, ok, position, refused, rs, toPhase, unitsOf } from "./helpers.js";

const withPurchased = (s: GameState, power: string, units: Record<string, number>): GameState => ({
  ...s,
  powers: { ...s.powers, [power]: { ...s.powers[power]!, purchased: units } },
});
const place = (power: string, at: string, units: Record<string, number>, extra: object = {}): Action =>
  ({ type: "place", power, at, units, ...extra }) as Action;
const fightRound = (power: string, at: string, policy: object = {}): Action => ({ type: "fightRound", power, at, policy }) as Action;
const resolve = (power: string, at: string, policy: object = {}): Action => ({ type: "resolveBattle", power, at, policy }) as Action;
const fires = (events: readonly { type: string }[]) => events.filter((e) => e.type === "fire") as any[];

describe("europe: placement", () => {
  const germany = (extra: Record<string, any> = {}) =>
    position({
      round: 2,
      power: "Germans",
      phase: "place",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "factory" }, ...(extra.germany ?? [])] },
        Poland: { units: [{ owner: "Germans", type: "infantry" }] },
        ...(extra.territories ?? {}),
      },
    });

  it("EUR-PURCH-4: land units go to a factory held since the turn began; ships to an adjacent enemy-free sea zone", () => {
    const s = withPurchased(germany(), "Germans", { infantry: 2, destroyer: 1 });
    expect(refused(s, place("Germans", "Poland", { infantry: 1 }))).toContain("EUR-PURCH-4");
    expect(refused(s, place("Germans", "Germany", { destroyer: 1 }))).toContain("EUR-PURCH-4");
    expect(unitsOf(ok(s, place("Germans", "Germany", { infantry: 2 })).state, "Germany", "Germans", "infantry")).toHaveLength(2);
    expect(unitsOf(ok(s, place("Germans", "Baltic Sea Sea Zone", { destroyer: 1 })).state, "Baltic Sea Sea Zone", "Germans")).toHaveLength(
      1,
    );
    const blocked = withPurchased(
      germany({ territories: { "Baltic Sea Sea Zone": { units: [{ owner: "Russians", type: "submarine" }] } } }),
      "Germans",
      { destroyer: 1 },
    );
    expect(refused(blocked, place("Germans", "Baltic Sea Sea Zone", { destroyer: 1 }))).toContain("EUR-PURCH-4");
  });

  it("EUR-PURCH-6: new fighters go onto a new carrier, or onto one already in the zone, up to its room; fighters of the factory territory may move onto a new carrier", () => {
    const s = withPurchased(germany({ germany: [{ owner: "Germans", type: "fighter" }] }), "Germans", { carrier: 1, fighter: 2 });
    const r = ok(s, place("Germans", "Baltic Sea Sea Zone", { carrier: 1, fighter: 2 })).state;
    const zone = unitsOf(r, "Baltic Sea Sea Zone", "Germans");
    const carrier = zone.find((u) => u.type === "carrier")!;
    expect(zone.filter((u) => u.type === "fighter" && u.aboard === carrier.id)).toHaveLength(2);
    const three = withPurchased(germany(), "Germans", { carrier: 1, fighter: 3 });
    expect(refused(three, place("Germans", "Baltic Sea Sea Zone", { carrier: 1, fighter: 3 }))).toContain("EUR-PURCH-6");
    // a carrier already there takes new fighters too
    const old = withPurchased(
      germany({ territories: { "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "carrier" }] } } }),
      "Germans",
      { fighter: 2 },
    );
    const o = ok(old, place("Germans", "Baltic Sea Sea Zone", { fighter: 2 })).state;
    expect(unitsOf(o, "Baltic Sea Sea Zone", "Germans", "fighter").every((u) => u.aboard !== undefined)).toBe(true);
    // the fighter standing in Germany moves onto the new carrier
    const coast = withPurchased(germany({ germany: [{ owner: "Germans", type: "fighter" }] }), "Germans", { carrier: 1 });
    const fighter = unitsOf(coast, "Germany", "Germans", "fighter")[0]!.id;
    const m = ok(coast, place("Germans", "Baltic Sea Sea Zone", { carrier: 1 }, { fighters: [fighter] })).state;
    expect(unitsOf(m, "Baltic Sea Sea Zone", "Germans", "fighter").map((u) => u.id)).toEqual([fighter]);
  });
});

describe("europe: movement and transports as in Classic", () => {
  it("EUR-MOVE-1: armour blitzes through an empty enemy territory, capturing it; infantry moves one space", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Poland: {
          units: [
            { owner: "Germans", type: "armour" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "East Poland": { units: [] },
        Belorussia: { units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const r = ok(s, move("Germans", { armour: 1 }, ["Poland", "East Poland", "Belorussia"])).state;
    expect(r.territories["East Poland"]!.owner).toBe("Germans");
    expect(r.pending.battles).toMatchObject([{ at: "Belorussia", kind: "land" }]);
    expect(refused(s, move("Germans", { infantry: 1 }, ["Poland", "East Poland", "Belorussia"]))).toContain("MOVE-4");
  });

  it("EUR-MOVE-7: in the non-combat move a submarine, like any ship, may not enter a zone with enemy units; with subsEndNoncombatAmongEnemies it may end there", () => {
    const spec = {
      round: 2,
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Baltic Sea Sea Zone": {
          units: [
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "destroyer" },
          ],
        },
        "Danish Sea Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      },
    };
    const sub = move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]);
    expect(refused(position(spec), sub)).toContain("MOVE-3");
    const r = ok(position(spec, { subsEndNoncombatAmongEnemies: true }), sub);
    expect(unitsOf(r.state, "Danish Sea Sea Zone", "Germans", "submarine")).toHaveLength(1);
    expect(r.state.pending.battles).toEqual([]);
    expect(
      refused(
        position(spec, { subsEndNoncombatAmongEnemies: true }),
        move("Germans", { destroyer: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]),
      ),
    ).toContain("MOVE-3");
    // EUR-MOVE-6 still applies: not into an enemy convoy zone, with or without enemy units there
    const c = position(
      {
        round: 2,
        power: "Germans",
        phase: "noncombatMove",
        territories: { "Azores Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] } },
      },
      { subsEndNoncombatAmongEnemies: true },
    );
    expect(refused(c, move("Germans", { submarine: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone"]))).toContain("EUR-MOVE-6");
  });

  it("EUR-MOVE-8: an American fighter rides a British carrier as cargo and takes no part in the British attack", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Sea Zone": {
          units: [
            { owner: "British", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] },
            { owner: "British", type: "battleship" },
          ],
        },
        "Danish Sea Sea Zone": { units: [{ owner: "Germans", type: "transport" }] },
      },
    });
    let t = ok(s, move("British", { carrier: 1, battleship: 1 }, ["North Sea Sea Zone", "Danish Sea Sea Zone"])).state;
    expect(unitsOf(t, "Danish Sea Sea Zone", "Americans", "fighter")[0]!.aboard).toBeDefined();
    t = ok(t, end("British")).state;
    const r = ok(t, fightRound("British", "Danish Sea Sea Zone"), [6, 6, 6]);
    const attack = fires(r.events).find((e) => e.side === "attacker")!;
    expect(attack.rolls.map((x: any) => x.unitType).sort()).toEqual(["battleship", "carrier"]);
  });

  it("EUR-TRANS-2: infantry load in the combat move and unload into an enemy territory: an amphibious assault", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "English Channel Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        France: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let t = ok(s, move("British", { infantry: 2 }, ["United Kingdom", "English Channel Sea Zone"])).state;
    expect(unitsOf(t, "English Channel Sea Zone", "British", "infantry")).toHaveLength(2);
    t = ok(t, move("British", { infantry: 2 }, ["English Channel Sea Zone", "France"])).state;
    expect(t.pending.battles).toMatchObject([{ at: "France", kind: "land", amphibious: true }]);
  });

  it("EUR-TRANS-3: a transport defends at 1 and may be chosen as a casualty like any unit", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "destroyer" }] },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "transport" },
            { owner: "British", type: "destroyer" },
          ],
        },
      },
    });
    let t = ok(s, move("Germans", { destroyer: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"])).state;
    t = ok(t, end("Germans")).state;
    // the German destroyer hits (1); the British choose the transport; the defenders miss (6, 6)
    const r = ok(t, fightRound("Germans", "Danish Sea Sea Zone", { casualtyOrder: { defender: ["transport"] } }), [1, 6, 6]);
    const defend = fires(r.events).find((e) => e.side === "defender")!;
    expect(defend.rolls.find((x: any) => x.unitType === "transport")).toMatchObject({ threshold: 1 });
    expect(unitsOf(r.state, "Danish Sea Sea Zone", "British", "transport")).toHaveLength(0);
    expect(unitsOf(r.state, "Danish Sea Sea Zone", "British", "destroyer")).toHaveLength(1);
  });
});

describe("europe: combat", () => {
  const subsVsShips = () =>
    position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": {
          units: [
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "battleship" },
          ],
        },
        "Danish Sea Sea Zone": { units: [{ owner: "British", type: "transport", count: 2 }] },
      },
    });

  it("EUR-COMB-1: a round runs (a) the submarines' first strike, (b) the other attackers, (c) the defenders, (d) removal", () => {
    let t = ok(subsVsShips(), move("Germans", { submarine: 1, battleship: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"])).state;
    t = ok(t, end("Germans")).state;
    const r = ok(t, fightRound("Germans", "Danish Sea Sea Zone"), [6, 6, 6, 6]);
    const order = r.events
      .filter((e) => e.type === "fire" || e.type === "roundEnded")
      .map((e: any) => (e.type === "fire" ? e.stage : e.type));
    expect(order).toEqual(["subStrike", "attack", "defend", "roundEnded"]);
  });

  it("EUR-COMB-2: one die per unit, a hit on the attack or defence value or less", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Poland: { units: [{ owner: "Germans", type: "armour", count: 2 }] },
        "East Poland": { units: [{ owner: "Russians", type: "infantry", count: 3 }] },
      },
    });
    let t = ok(s, move("Germans", { armour: 2 }, ["Poland", "East Poland"])).state;
    t = ok(t, end("Germans")).state;
    // armour at 3: 3 hits, 4 misses; infantry at 2: 2 hits, 3 and 6 miss
    const r = ok(t, fightRound("Germans", "East Poland", { casualtyOrder: {} }), [3, 4, 2, 3, 6]);
    const [attack, defend] = fires(r.events);
    expect(attack).toMatchObject({ hits: 1 });
    expect(attack.rolls[0]).toMatchObject({ threshold: 3, values: [3, 4] });
    expect(defend).toMatchObject({ hits: 1 });
    expect(defend.rolls[0]).toMatchObject({ threshold: 2, values: [2, 3, 6] });
  });

  it("EUR-SUB-6: the destroyer is 3/3/2 at 12 and carries nothing", () => {
    expect(rs.units.get("destroyer")).toMatchObject({
      attack: 3,
      defense: 3,
      movement: 2,
      cost: 12,
      transportCapacity: 0,
      carrierCapacity: 0,
    });
    const s = position({
      round: 2,
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry" }] },
        "North Sea Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      },
    });
    expect(refused(s, move("British", { infantry: 1 }, ["United Kingdom", "North Sea Sea Zone"])).length).toBeGreaterThan(0);
  });
});

describe("europe: convoy zones, the Middle East, capture", () => {
  it("EUR-CONV-4: a convoy zone is a sea zone for movement, battles and placement", () => {
    const s = position({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "British Convoy 3 Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Azores Sea Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      },
    });
    const t = ok(s, move("British", { destroyer: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone"])).state;
    expect(t.pending.battles).toMatchObject([{ at: "British Convoy 3 Sea Zone", kind: "sea" }]);
    expect(rs.board.territories.get("British Convoy 3 Sea Zone")).toMatchObject({ kind: "sea", ipc: 5 });
  });

  it("EUR-ME-4: Middle East territories are captured and liberated by the normal rules", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        Egypt: { owner: "British", units: [] },
      },
    });
    const t = ok(s, move("Germans", { armour: 1 }, ["Libya", "Egypt"])).state;
    expect(t.territories.Egypt!.owner).toBe("Germans");
    const b = position({
      round: 2,
      power: "Americans",
      phase: "combatMove",
      territories: {
        Palestine: { units: [{ owner: "Americans", type: "armour" }] },
        Egypt: { owner: "Germans", units: [] },
      },
    });
    const u = ok(b, move("Americans", { armour: 1 }, ["Palestine", "Egypt"])).state;
    expect(u.territories.Egypt!.owner).toBe("British"); // liberated for its original owner
  });

  it("EUR-CAPT-1: a captured territory changes control with its factory and aaGun", () => {
    const s = position({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Karelia: {
          owner: "Russians",
          units: [
            { owner: "Russians", type: "factory" },
            { owner: "Russians", type: "aaGun" },
          ],
        },
        Finland: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const t = ok(s, move("Germans", { infantry: 1 }, ["Finland", "Karelia"])).state;
    expect(t.territories.Karelia!.owner).toBe("Germans");
    expect(
      unitsOf(t, "Karelia", "Germans")
        .map((u) => u.type)
        .sort(),
    ).toEqual(["aaGun", "factory", "infantry"]);
  });
});

describe("europe: options EUR-OPT-2, EUR-OPT-3", () => {
  const subsAttack = (options: Record<string, unknown>) => {
    const s = position(
      {
        round: 2,
        power: "Germans",
        phase: "combatMove",
        territories: {
          "North Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] },
          "Norwegian Sea Sea Zone": {
            units: [
              { owner: "British", type: "destroyer" },
              { owner: "British", type: "transport" },
            ],
          },
        },
      },
      options,
    );
    let t = ok(s, move("Germans", { submarine: 2 }, ["North Sea Sea Zone", "Norwegian Sea Sea Zone"])).state;
    t = ok(t, end("Germans")).state;
    return ok(t, fightRound("Germans", "Norwegian Sea Sea Zone"), [6, 6, 6, 6]).events;
  };

  it("EUR-OPT-2: with destroyerCancelsFirstStrike false the attacking submarines fire first despite the destroyer", () => {
    expect(fires(subsAttack({})).map((e) => e.stage)).toEqual(["attack", "defend"]);
    const off = fires(subsAttack({ destroyerCancelsFirstStrike: false }));
    expect(off.map((e) => e.stage)).toEqual(["subStrike", "attack", "defend"]);
    expect(off[0].rolls[0]).toMatchObject({ unitType: "submarine", values: [6, 6] });
    expect(off[1].rolls).toEqual([]); // the submarines fired already
  });

  it("EUR-OPT-3: destroyerBombardValue sets the bombarding destroyer's value (default 2)", () => {
    const bombard = (options: Record<string, unknown>) => {
      const s = position(
        {
          round: 2,
          power: "British",
          phase: "combatMove",
          territories: {
            "English Channel Sea Zone": {
              units: [
                { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
                { owner: "British", type: "destroyer" },
              ],
            },
            France: { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
          },
        },
        options,
      );
      let t = ok(s, move("British", { infantry: 2 }, ["English Channel Sea Zone", "France"])).state;
      t = ok(t, end("British")).state;
      const r = ok(t, fightRound("British", "France", { casualtyOrder: {} }), [6, 6, 6, 6, 6]);
      const attack = fires(r.events).find((e) => e.side === "attacker")!;
      return attack.rolls.find((x: any) => x.purpose === "bombard").threshold;
    };
    expect(bombard({})).toBe(2);
    expect(bombard({ destroyerBombardValue: 3 })).toBe(3);
  });
});
