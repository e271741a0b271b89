// Options on `classic` over HTTP (classic.md §OPT, rules/optional.md): each changes exactly the rule it names.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { adjudicate, count, endPhasesUntil, ipcs, legal, ok, position, tally, move, resolve } from "./scenario-helpers.js";

const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("victory options (OPT-1, OPT-9)", () => {
  const capitals = (options?: Record<string, unknown>) =>
    position(
      {
        round: 6,
        power: "Americans",
        phase: "collectIncome",
        territories: { Russia: { owner: "Germans" }, "United Kingdom": { owner: "Japanese" }, Germany: { owner: "British" } },
      },
      options,
    );

  it("VICT-1 default: two Allied capitals win for the Axis even with Germany lost", async () => {
    const r = await ok(await capitals(), { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toMatchObject({ condition: "VICT-1" });
  });

  it("OPT-1 totalVictory: the Axis must also hold their own capitals", async () => {
    const r = await ok(await capitals({ totalVictory: true }), { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toBeNull();
  });

  it("OPT-9 alliesEconomicVictory 100: the Allies' standard 90 plus Germany 10 wins at the end of the round", async () => {
    const s = await position(
      { round: 6, power: "Americans", phase: "collectIncome", territories: { Germany: { owner: "British" } } },
      { alliesEconomicVictory: 100 },
    );
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(String(r.state.winner?.alliance)).toMatch(/allies/i);
  });
});

describe("development options (OPT-5, OPT-14, OPT-15)", () => {
  it("OPT-5 weaponsDevelopmentBenefits: Germans start with jet power, Japanese with super submarines", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { weaponsDevelopmentBenefits: true } });
    expect(r.status).toBe(200);
    expect(r.body.powers.Germans.techs).toContain("jetPower");
    expect(r.body.powers.Japanese.techs).toContain("superSubmarines");
    expect(r.body.powers.British.techs).toEqual([]);
  });

  it("OPT-14 superSubDefenseBonus 1: a super sub defends at 3", async () => {
    const s = await position(
      {
        power: "Americans",
        phase: "combat",
        techs: { Japanese: ["superSubmarines"] },
        territories: {
          "Midway Sea Zone": {
            units: [
              { owner: "Japanese", type: "submarine" },
              { owner: "Americans", type: "battleship" },
            ],
          },
        },
      },
      { superSubDefenseBonus: 1 },
    );
    // Battleship 6; the sub 3 (hit at 3): the battleship sinks.
    const r = await ok(s, resolve("Americans", "Midway Sea Zone"), [6, 3]);
    expect(log(r.body)).toEqual([
      [4, [6], 0],
      [3, [3], 1],
    ]);
    expect(tally(r.state, "Midway Sea Zone")).toEqual({ "Japanese submarine": 1 });
  });

  it("OPT-15 heavyBomberDice 2: a heavy bomber rolls 2 dice", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combat",
        techs: { Germans: ["heavyBombers"] },
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Russians", type: "infantry", count: 2 },
              { owner: "Germans", type: "bomber" },
            ],
          },
        },
      },
      { heavyBomberDice: 2 },
    );
    // R1: 3, 4 → 2 hits; the Russians 6, 6.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [3, 4, 6, 6]);
    expect(log(r.body)).toEqual([
      [4, [3, 4], 2],
      [2, [6, 6], 0],
    ]);
    expect(count(r.state, "Karelia S.S.R.", "Russians")).toBe(0);
  });
});

describe("movement and placement options (OPT-4, OPT-7, OPT-18, OPT-19, OPT-21, OPT-23)", () => {
  it("OPT-4 noNewFactories: a factory cannot be bought", async () => {
    const s = await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 20 } }, { noNewFactories: true });
    const r = await adjudicate(s, { type: "purchase", power: "Germans", units: { factory: 1 } });
    expect(r.status).toBe(422);
  });

  it("OPT-7 strictNeutrals: no entering Spain at all", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Germans: 10 },
        territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry" }] } },
      },
      { strictNeutrals: true },
    );
    const r = await adjudicate(s, move("Germans", { infantry: 1 }, ["West Europe", "Spain"]));
    expect(r.status).toBe(422);
  });

  it("OPT-18 kamikazeAirplanes: AIR-4 is not checked", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combatMove",
        territories: {
          Germany: { units: [{ owner: "Germans", type: "fighter" }] },
          Russia: { units: [{ owner: "Russians", type: "infantry" }] },
          "Ukraine S.S.R.": { owner: "Russians" },
          "East Europe": { owner: "Russians" },
          "Karelia S.S.R.": { owner: "Russians" },
        },
      },
      { kamikazeAirplanes: true },
    );
    await legal(s, move("Germans", { fighter: 1 }, ["Germany", "East Europe", "Karelia S.S.R.", "Russia"]));
  });
});

describe("OPT-19, OPT-21, OPT-23", () => {
  it("OPT-19 useDestroyersAndArtillery: artillery costs 4, destroyer 12", async () => {
    const s = await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 20 } }, { useDestroyersAndArtillery: true });
    const r = await legal(s, { type: "purchase", power: "Germans", units: { artillery: 2, destroyer: 1 } });
    expect(ipcs(r.state, "Germans")).toBe(0);
  });
  it("OPT-21 bid.Germans: extra IPCs before round 1", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { "bid.Germans": 7 } });
    expect(r.status).toBe(200);
    expect(r.body.powers.Germans.ipcs).toBe(39);
  });
  it("OPT-23 produceFightersOnCarriers: a new fighter goes onto a carrier placed with it", async () => {
    const s = await position(
      {
        power: "Japanese",
        phase: "purchase",
        ipcs: { Japanese: 30 },
        territories: { Japan: { units: [{ owner: "Japanese", type: "factory" }] } },
      },
      { produceFightersOnCarriers: true },
    );
    const p = await endPhasesUntil(
      (await ok(s, { type: "purchase", power: "Japanese", units: { carrier: 1, fighter: 1 } })).state,
      "place",
    );
    const r = await legal(p, { type: "place", power: "Japanese", at: "Japan Sea Zone", units: { carrier: 1, fighter: 1 } });
    expect(count(r.state, "Japan Sea Zone", "Japanese", "fighter")).toBe(1);
    const cv = r.state.territories["Japan Sea Zone"].units.find((u: any) => u.type === "carrier");
    expect(r.state.territories["Japan Sea Zone"].units.find((u: any) => u.type === "fighter").aboard).toBe(cv.id);
  });
});

describe("OPT-20 lowLuck", () => {
  it("hits = floor(sum / 6), the remainder rolled as one die", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Russians", type: "infantry", count: 2 },
              { owner: "Germans", type: "armour", count: 2 },
            ],
          },
        },
      },
      { lowLuck: true },
    );
    // R1: armour 3 + 3 = 6 → 1 hit, no die; the infantry 2 + 2 = 4 → no sure hit, one die at 4: 5 (miss).
    // R2: 1 hit again; the last infantry: remainder 2, one die: 6 (miss). The Germans capture with 2 armour.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [5, 6]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans armour": 2 });
    expect(r.body.dice.log.flatMap((d: any) => d.values)).toEqual([5, 6]);
  });
});

describe("unknown options (DESIGN: never silently ignored)", () => {
  it("an unknown option is a 400", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { nuclearWeapons: true } });
    expect(r.status).toBe(400);
  });
  it("a wrong type is a 400", async () => {
    const r = await json("POST", "/v1/games/new", { ruleset: "classic", options: { neutralCharge: "three" } });
    expect(r.status).toBe(400);
  });
});

describe("OPT-19 in battle", () => {
  it("artillery (attack 2) lets one infantry attack at 2", async () => {
    const s = await position(
      {
        power: "Germans",
        phase: "combat",
        territories: {
          "Karelia S.S.R.": {
            units: [
              { owner: "Russians", type: "infantry", count: 2 },
              { owner: "Germans", type: "infantry" },
              { owner: "Germans", type: "artillery" },
            ],
          },
        },
      },
      { useDestroyersAndArtillery: true },
    );
    // R1: the supported infantry and the artillery both hit on 2: 2, 2 → 2 hits; the Russians fire back 6, 6.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [2, 2, 6, 6]);
    expect(r.body.dice.log.flatMap((d: any) => d.values)).toEqual([2, 2, 6, 6]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans infantry": 1, "Germans artillery": 1 });
    expect(r.state.territories["Karelia S.S.R."].owner).toBe("Germans");
  });
});

describe("OPT-16 rocketsPerAAGun", () => {
  const mk = (options?: Record<string, unknown>) =>
    position(
      {
        power: "Germans",
        phase: "combat",
        ipcs: { British: 20, Russians: 20 },
        techs: { Germans: ["rockets"] },
        territories: {
          "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
          "East Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
          "United Kingdom": { units: [{ owner: "British", type: "factory" }] },
          Russia: { units: [{ owner: "Russians", type: "factory" }] },
        },
      },
      options,
    );

  it("default: one rocket per turn", async () => {
    const r = await ok(await mk(), { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" }, [3]);
    const x = await adjudicate(r.state, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Russia" }, [4]);
    expect(x.status).toBe(422);
  });

  it("with the option every aaGun fires, one rocket per target factory", async () => {
    const r = await ok(
      await mk({ rocketsPerAAGun: true }),
      { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" },
      [3],
    );
    const r2 = await legal(r.state, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Russia" }, [4]);
    expect([ipcs(r2.state, "British"), ipcs(r2.state, "Russians")]).toEqual([17, 16]);
  });
});
