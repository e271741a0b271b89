// Europe rulings beyond the digest's numbered scenarios, over HTTP (workerd): per-shooter target limits in mixed
// fire (EUR-SUB-3 beside SUB-3 submarines), and the odds of such battles; the Soviet choice of option
// patrioticWarOptional (EUR-OPT-4).
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, end, europe, ids, move, ok, pacific, position, refused } from "./scenario-helpers.js";

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

describe("europe: option patrioticWarOptional, the Soviet choice (EUR-OPT-4)", () => {
  const moscow = (options?: Record<string, unknown>) =>
    europe(
      {
        round: 2,
        power: "Americans",
        phase: "collectIncome",
        territories: {
          Moscow: {
            owner: "Russians",
            units: [
              { owner: "Americans", type: "infantry" },
              { owner: "Americans", type: "armour" },
              { owner: "Americans", type: "fighter" },
            ],
          },
        },
      },
      options,
    );
  const choice = (decline: string[], power = "Russians") => ({ type: "patrioticWar", power, decline });

  it("EUR-OPT-4 — the Russians keep the units they decline out of the conversion; the others become Soviet (EUR-SOV-1, EUR-SOV-2)", async () => {
    const s = await moscow({ patrioticWarOptional: true });
    const keep = [...ids(s, "Moscow", "Americans", "infantry"), ...ids(s, "Moscow", "Americans", "fighter")];
    const chosen = await ok(s, choice(keep));
    expect(chosen.state.thisTurn.conversionDeclined).toEqual(keep);
    const t = (await ok(chosen.state, end("Americans"))).state;
    expect(count(t, "Moscow", "Americans", "infantry")).toBe(1);
    expect(count(t, "Moscow", "Americans", "fighter")).toBe(1);
    expect(count(t, "Moscow", "Russians", "armour")).toBe(1);
    // a later choice replaces the earlier one: declining nothing converts all
    const none = await ok(chosen.state, choice([]));
    const all = (await ok(none.state, end("Americans"))).state;
    expect(count(all, "Moscow", "Russians")).toBe(3);
  });

  it("EUR-OPT-4 — refused when the option is off, by any power but the Russians, or for a unit that would not convert", async () => {
    const off = await moscow();
    await refused(off, choice(ids(off, "Moscow", "Americans", "infantry")), "EUR-OPT-4");
    const s = await moscow({ patrioticWarOptional: true });
    await refused(s, choice([], "Americans"), "EUR-OPT-4");
    await refused(s, choice(["no-such-unit"]), "EUR-SOV-1");
    // only in the income phase of the turn (EUR-TURN-2)
    const earlier = await europe(
      { round: 2, power: "Americans", phase: "place", territories: { Moscow: { owner: "Russians" } } },
      { patrioticWarOptional: true },
    );
    await refused(earlier, choice([]), "EUR-TURN-2");
  });

  it("EUR-OPT-4 — rule sets without the Soviet choice refuse the action (TURN-2, cited by pacific as PAC-TURN-2)", async () => {
    const classic = await position({ round: 1, power: "Russians", phase: "collectIncome" });
    await refused(classic, choice([]), "TURN-2");
    const pac = await pacific({ round: 1, power: "Japanese", phase: "collectIncome" });
    await refused(pac, choice([], "Japanese"), "PAC-TURN-2");
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
