// Europe rulings beyond the digest's numbered scenarios, over HTTP (workerd): per-shooter target limits in mixed
// fire (EUR-SUB-3 beside SUB-3 submarines), and the odds of such battles; the Soviet choice of option
// the Soviet Patriotic War (EUR-SOV-1/2) and option patrioticWarAutomatic (EUR-OPT-4).
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, end, europe, ids, legal, move, ok, pacific, position, refused } from "./scenario-helpers.js";

const fightRound = (power: string, at: string, policy?: object) => ({ type: "fightRound", power, at, ...(policy ? { policy } : {}) });
const ZONE = "Atlantic Sea Zone";

/** British fighter + submarine attack a German destroyer and submarine (and what else `more` adds) at sea. */
async function britishAttack(more: { owner: string; type: string }[] = []) {
  const s = await europe({
    round: 2,
    power: "British",
    phase: "combatMove",
    territories: {
      "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
      "Celtic Sea Sea Zone": { units: [{ owner: "British", type: "submarine" }] },
      [ZONE]: {
        units: [{ owner: "Germans", type: "destroyer" }, { owner: "Germans", type: "submarine" }, ...more],
      },
    },
  });
  let t = (await ok(s, move("British", { fighter: 1 }, ["United Kingdom", ZONE]))).state;
  t = (await ok(t, move("British", { submarine: 1 }, ["Celtic Sea Sea Zone", ZONE]))).state;
  return (await ok(t, end("British"))).state;
}

describe("europe: aircraft beside submarines in one fire step (EUR-SUB-3)", () => {
  it("EUR-SUB-3 — attacking subs fire with the aircraft (a destroyer cancelled their first strike): the fighter's hit still spares the submarine", async () => {
    const t = await britishAttack();
    // (b) columns: submarine 2 (6, a miss), fighter 3 (1, a hit); (c) German submarine 2, destroyer 3: misses
    const r = await ok(t, fightRound("British", ZONE, {}), [6, 1, 6, 6]);
    expect(count(r.state, ZONE, "Germans", "destroyer")).toBe(0);
    expect(count(r.state, ZONE, "Germans", "submarine")).toBe(1);
    // both hit: the submarine's hit may take the submarine, the fighter's the destroyer
    const both = await ok(t, fightRound("British", ZONE, {}), [1, 1, 6, 6]);
    expect(count(both.state, ZONE, "Germans")).toBe(0);
  });

  it("EUR-SUB-3 — the defender's choice must give the fighter's hit to a unit other than the submarine", async () => {
    const t = await britishAttack([{ owner: "Germans", type: "transport" }]);
    // (b) British submarine 6, fighter 1; the German submarine may submerge only after this fire (EUR-SUB-4)
    const r = await ok(t, fightRound("British", ZONE), [6, 1]);
    const d = r.state.pending.decision;
    expect(d).toMatchObject({ kind: "casualties", power: "Germans", count: 1 });
    expect(d.restricted.rule).toBe("EUR-SUB-3");
    expect([...d.restricted.eligible].sort()).toEqual(
      [...ids(t, ZONE, "Germans", "destroyer"), ...ids(t, ZONE, "Germans", "transport")].sort(),
    );
    const sub = ids(t, ZONE, "Germans", "submarine");
    await refused(r.state, { type: "chooseCasualties", power: "Germans", at: ZONE, units: sub }, "EUR-SUB-3");
    const chosen = await ok(r.state, { type: "chooseCasualties", power: "Germans", at: ZONE, units: ids(t, ZONE, "Germans", "transport") });
    expect(chosen.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", side: "defender", units: sub, rule: "EUR-SUB-4" });
    const u = await ok(chosen.state, { type: "withdrawSubmarines", power: "Germans", at: ZONE, to: null }, [6, 6, 6]);
    expect(count(u.state, ZONE, "Germans", "transport")).toBe(0);
    expect(count(u.state, ZONE, "Germans", "submarine")).toBe(1);
  });

  it("EUR-SUB-3 — defending aircraft beside defending submarines, without a destroyer, do not hit the attacking submarine", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "North Atlantic Sea Zone": {
          units: [
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "destroyer" },
          ],
        },
        [ZONE]: {
          units: [
            { owner: "British", type: "carrier" },
            { owner: "British", type: "fighter" },
            { owner: "British", type: "submarine" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1, destroyer: 1 }, ["North Atlantic Sea Zone", ZONE]))).state;
    t = (await ok(t, end("Germans"))).state;
    // (a) German submarine 2: 6; (b) destroyer 3: 6; (c) British submarine 2: 6, carrier 3: 6, fighter 4: 1 (a hit)
    const r = await ok(t, fightRound("Germans", ZONE, {}), [6, 6, 6, 6, 1]);
    expect(count(r.state, ZONE, "Germans", "destroyer")).toBe(0);
    expect(count(r.state, ZONE, "Germans", "submarine")).toBe(1);
  });
});

describe("europe: the Soviet Patriotic War (EUR-SOV-1, EUR-SOV-2) and option patrioticWarAutomatic (EUR-OPT-4)", () => {
  const e17 = (power: string, phase: string, options?: Record<string, unknown>) =>
    europe(
      {
        round: 2,
        power,
        phase,
        territories: {
          Archangel: {
            owner: "Russians",
            units: [
              { owner: "Americans", type: "infantry", count: 2 },
              { owner: "British", type: "fighter" },
            ],
          },
          Karelia: { owner: "Russians", units: [{ owner: "Americans", type: "armour" }] },
        },
      },
      options,
    );
  const convert = (ids: string[], power = "Russians") => ({ type: "patrioticWar", power, convert: ids });

  it("E-17 — in the Soviet place phase the Soviet player converts any of the infantry and the fighter in Archangel; never the armour in Karelia; nothing sent: nobody converts", async () => {
    const s = await e17("Russians", "place");
    const inf = ids(s, "Archangel", "Americans", "infantry");
    const ftr = ids(s, "Archangel", "British", "fighter");
    const r = await legal(s, convert([inf[0]!, ...ftr]));
    expect(r.body.events.filter((e: any) => e.type === "unitsConverted")).toHaveLength(2);
    expect(count(r.state, "Archangel", "Russians")).toBe(2);
    expect(count(r.state, "Archangel", "Americans", "infantry")).toBe(1);
    await refused(s, convert(ids(s, "Karelia", "Americans", "armour")), "EUR-SOV-1");
    const none = (await ok(s, end("Russians"))).state;
    expect(count(none, "Archangel", "Russians")).toBe(0);
    // converted units move normally in the next Soviet turn
    const next = structuredClone(r.state);
    next.turn = { ...next.turn, round: 3, phase: "noncombatMove" };
    await legal(next, move("Russians", [inf[0]!], ["Archangel", "Karelia"]));
  });

  it("E-17 — EUR-OPT-4: with patrioticWarAutomatic the infantry convert at the end of the American turn and do not move in the next Soviet turn", async () => {
    const s = await e17("Americans", "collectIncome", { patrioticWarAutomatic: true });
    const t = (await ok(s, end("Americans"))).state;
    expect(count(t, "Archangel", "Russians", "infantry")).toBe(2);
    expect(count(t, "Archangel", "British", "fighter")).toBe(1); // converts at the end of the next British turn
    const soviet = structuredClone(t);
    soviet.turn = { ...soviet.turn, power: "Russians", round: 3, phase: "noncombatMove" };
    await refused(soviet, move("Russians", [ids(t, "Archangel", "Russians", "infantry")[0]!], ["Archangel", "Karelia"]), "EUR-OPT-4");
    const place = structuredClone(soviet);
    place.turn.phase = "place";
    await refused(place, convert([]), "EUR-OPT-4");
  });

  it("EUR-SOV-2 — the old field decline is a 400 naming it; the action outside the Soviet place phase is refused", async () => {
    const s = await e17("Russians", "place");
    const r = await json("POST", "/v1/adjudicate", { state: s, action: { type: "patrioticWar", power: "Russians", decline: [] } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("decline");
    const income = await e17("Americans", "collectIncome");
    await refused(income, convert([]), "EUR-TURN-2");
    const classic = await position({ round: 1, power: "Russians", phase: "place" });
    await refused(classic, convert([]), "TURN-2");
    const pac = await pacific({ round: 1, power: "Japanese", phase: "place" });
    await refused(pac, convert([], "Japanese"), "PAC-TURN-2");
  });
});

describe("the intercept answer outside rule sets with raid air battles (EUR-SBR-2)", () => {
  it("EUR-SBR-2 — Classic refuses intercept (TURN-2): its raids have no air battle", async () => {
    const classic = await position({ round: 1, power: "Germans", phase: "combat" });
    await refused(classic, { type: "intercept", power: "British", at: "United Kingdom", units: [] }, "TURN-2");
  });
});

describe("europe odds: aircraft beside submarines (EUR-SUB-3)", () => {
  const battle = {
    ruleset: "europe",
    kind: "sea",
    attacker: { units: { fighter: 2, submarine: 1 } },
    defender: { units: { submarine: 1, carrier: 1, fighter: 1 } },
  };
  it("EUR-SUB-3 — POST /v1/odds with method simulate gives the odds of a sea battle with aircraft and submarines on both sides", async () => {
    const r = await json("POST", "/v1/odds", { ...battle, method: "simulate", runs: 500, seed: 4 });
    expect(r.status).toBe(200);
    expect(r.body.method).toBe("simulate");
    const total = r.body.attackerWins + r.body.defenderHolds + r.body.bothDestroyed + r.body.attackerRetreats + r.body.stalemate;
    expect(total).toBeCloseTo(1, 9);
  });
  it("EUR-SUB-3 — the exact method answers 422 naming EUR-SUB-3 and pointing to simulate", async () => {
    const r = await json("POST", "/v1/odds", battle);
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { rule?: string }) => e.rule)).toEqual(["EUR-SUB-3"]);
    expect(JSON.stringify(r.body.errors)).toContain("simulate");
  });
});
