// Remaining digest rules over HTTP: AA casualties, developments that stay with their power, defence values that
// developments do not change, and DESIGN conventions on unknown unit types and development dice.
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  count,
  endPhasesUntil,
  ipcs,
  legal,
  ok,
  owner,
  position,
  refused,
  rules,
  tally,
  move,
  resolve,
} from "./scenario-helpers.js";

const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("AA fire (AA-3, AA-4, AA-5)", () => {
  const start = () =>
    position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "fighter" },
            { owner: "British", type: "bomber" },
          ],
        },
        "West Europe": {
          units: [
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    });

  it("AA-5: one hit among a fighter and a bomber: without an order the cheaper fighter is lost", async () => {
    const s = await start();
    let m = await legal(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    m = await legal(m.state, move("British", { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    const c = await endPhasesUntil(m.state, "combat");
    // AA: 2 dice, 1 and 6 → 1 hit. Then the bomber 4 (hit); the infantry 6.
    const r = await ok(c, resolve("British", "West Europe"), [1, 6, 4, 6]);
    expect(log(r.body)).toEqual([
      [1, [1, 6], 1],
      [4, [4], 1],
      [2, [6], 0],
    ]);
    expect(tally(r.state, "West Europe")).toEqual({ "British bomber": 1, "Germans aaGun": 1 });
  });

  it("AA-5: the owner may choose to lose the bomber (casualtyOrder)", async () => {
    const s = await start();
    let m = await legal(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    m = await legal(m.state, move("British", { bomber: 1 }, ["United Kingdom", "North Sea Zone", "West Europe"]));
    const c = await endPhasesUntil(m.state, "combat");
    // AA: 1, 6 → the bomber. Then the fighter 3 (hit); the infantry 6.
    const r = await ok(c, resolve("British", "West Europe", { casualtyOrder: { attacker: ["bomber"] } }), [1, 6, 3, 6]);
    expect(log(r.body)).toEqual([
      [1, [1, 6], 1],
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(tally(r.state, "West Europe")).toEqual({ "British fighter": 1, "Germans aaGun": 1 });
  });

  it("AA-4: an American aaGun never fires at a British fighter flying over it", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "West Europe": { owner: "Americans", units: [{ owner: "Americans", type: "aaGun" }] },
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const m = await legal(s, move("British", { fighter: 1 }, ["United Kingdom", "North Sea Zone", "West Europe", "Germany"]));
    const c = await endPhasesUntil(m.state, "combat");
    // No AA die: the fighter 3 (hit); the infantry 6.
    const r = await ok(c, resolve("British", "Germany"), [3, 6]);
    expect(log(r.body)).toEqual([
      [3, [3], 1],
      [2, [6], 0],
    ]);
  });
});

describe("developments (TECH-3, TECH-5, TECH-8, OPT-17)", () => {
  it("TECH-3: British jet power does not help an American fighter defending beside British units", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      techs: { British: ["jetPower"] },
      territories: {
        "Syria Jordan": {
          units: [
            { owner: "Americans", type: "fighter" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    // Armour 6; the American fighter 5: a miss at 4 (no jets for it). Round 2: armour 3 (hit); the fighter fires back 6.
    const r = await ok(s, resolve("Germans", "Syria Jordan"), [6, 5, 3, 6]);
    expect(log(r.body)).toEqual([
      [3, [6], 0],
      [4, [5], 0],
      [3, [3], 1],
      [4, [6], 0],
    ]);
  });

  it("TECH-5: a super submarine still defends at 2", async () => {
    const s = await position({
      power: "Americans",
      phase: "combatMove",
      techs: { Japanese: ["superSubmarines"] },
      territories: {
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] },
        "Midway Sea Zone": { units: [{ owner: "Japanese", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("Americans", { battleship: 1 }, ["Hawaii Sea Zone", "Midway Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // Battleship 4 (hit); the sub fires back 3: a miss at 2.
    const r = await ok(c, resolve("Americans", "Midway Sea Zone"), [4, 3]);
    expect(log(r.body)).toEqual([
      [4, [4], 1],
      [2, [3], 0],
    ]);
    expect(tally(r.state, "Midway Sea Zone")).toEqual({ "Americans battleship": 1 });
  });

  it("TECH-8: a heavy bomber defends with one die at 1", async () => {
    const s = await position({
      power: "Russians",
      phase: "combat",
      techs: { Germans: ["heavyBombers"] },
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "bomber" },
            { owner: "Russians", type: "armour" },
          ],
        },
      },
    });
    // Armour 3 (hit); the bomber fires back one die: 1 (hit).
    const r = await ok(s, resolve("Russians", "East Europe"), [3, 1]);
    expect(log(r.body)).toEqual([
      [3, [3], 1],
      [1, [1], 1],
    ]);
    expect(count(r.state, "East Europe")).toBe(0);
    expect(owner(r.state, "East Europe")).toBe("Germans"); // CAPT-1: both sides died
  });

  it("OPT-17 techDevelopment false: no development dice", async () => {
    const s = await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 20 } }, { techDevelopment: false });
    const r = await adjudicate(s, { type: "developWeapons", power: "Germans", dice: 1 }, [6, 1]);
    expect(r.status).toBe(422);
  });
});

describe("DESIGN conventions", () => {
  it("a unit type the rule set lacks is a 422 citing PURCH-1 in place", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 3 },
      territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, { type: "purchase", power: "Germans", units: { infantry: 1 } })).state, "place");
    const r = await adjudicate(p, { type: "place", power: "Germans", at: "Germany", units: { destroyer: 1 } });
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("PURCH-1");
  });

  it("validate applies nothing; adjudicate applies the same action", async () => {
    const s = await position({ power: "Germans", phase: "purchase", ipcs: { Germans: 10 } });
    const { validate } = await import("./scenario-helpers.js");
    const v = await validate(s, { type: "purchase", power: "Germans", units: { infantry: 2 } });
    expect(v.status).toBe(200);
    const r = await ok(s, { type: "purchase", power: "Germans", units: { infantry: 2 } });
    expect(ipcs(r.state, "Germans")).toBe(4);
    expect(ipcs(s, "Germans")).toBe(10);
  });

  it("a power without a capital still plays (TURN-5): the Russians without Russia buy and move", async () => {
    const s = await position({
      power: "Russians",
      phase: "purchase",
      ipcs: { Russians: 6 },
      territories: { Russia: { owner: "Germans" }, Caucasus: { units: [{ owner: "Russians", type: "infantry" }] } },
    });
    const b = await legal(s, { type: "purchase", power: "Russians", units: { infantry: 2 } });
    const n = await endPhasesUntil(b.state, "noncombatMove");
    const r = await legal(n, move("Russians", { infantry: 1 }, ["Caucasus", "Karelia S.S.R."]));
    expect(count(r.state, "Karelia S.S.R.", "Russians", "infantry")).toBe(1);
  });
});

describe("more limits (SUB-5, VICT-1, PLACE-4, TECH-9, MOVE-1)", () => {
  it("SUB-5: a defending sub may not withdraw into a zone with enemy units", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "transport" },
          ],
        },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    const m = await legal(s, move("British", { battleship: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    const r = await adjudicate(
      c,
      resolve("British", "Baltic Sea Zone", { withdrawSubmarines: { defender: { afterRound: 1, to: "North Sea Zone" } } }),
      [6, 6, 6, 6],
    );
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("SUB-5");
  });

  it("VICT-1: both sides qualify at the end of the round: nobody wins", async () => {
    const s = await position({
      round: 5,
      power: "Americans",
      phase: "collectIncome",
      territories: {
        Russia: { owner: "Germans" },
        "United Kingdom": { owner: "Japanese" },
        Germany: { owner: "British" },
        Japan: { owner: "Americans" },
      },
    });
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toBeNull();
  });

  it("VICT-1: the Allies hold Germany and Japan at the end of the round: the Allies win", async () => {
    const s = await position({
      round: 5,
      power: "Americans",
      phase: "collectIncome",
      territories: { Germany: { owner: "British" }, Japan: { owner: "Americans" } },
    });
    const r = await ok(s, { type: "endPhase", power: "Americans" });
    expect(r.state.winner).toMatchObject({ condition: "VICT-1" });
    expect(String(r.state.winner.alliance)).toMatch(/allies/i);
  });

  it("PLACE-4: ships placed from a captured factory count toward its limit (Karelia S.S.R.: 3)", async () => {
    const s = await position({
      power: "Japanese",
      phase: "purchase",
      ipcs: { Japanese: 22 },
      territories: { "Karelia S.S.R.": { owner: "Japanese", units: [{ owner: "Japanese", type: "factory" }] } },
    });
    const p = await endPhasesUntil(
      (await ok(s, { type: "purchase", power: "Japanese", units: { infantry: 2, transport: 2 } })).state,
      "place",
    );
    let r = await legal(p, { type: "place", power: "Japanese", at: "Karelia S.S.R.", units: { infantry: 2 } });
    r = await legal(r.state, { type: "place", power: "Japanese", at: "Karelia Sea Zone", units: { transport: 1 } });
    const x = await adjudicate(r.state, { type: "place", power: "Japanese", at: "Karelia Sea Zone", units: { transport: 1 } });
    expect(x.status).toBe(422);
    expect(rules(x)).toContain("PLACE-4");
  });

  it("TECH-9: a rocket reaches 3 spaces (West Europe → Russia) but not 4 (Kazakh S.S.R.)", async () => {
    const mk = () =>
      position({
        power: "Germans",
        phase: "combat",
        ipcs: { Russians: 10 },
        techs: { Germans: ["rockets"] },
        territories: {
          "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
          Russia: { units: [{ owner: "Russians", type: "factory" }] },
          "Kazakh S.S.R.": { units: [{ owner: "Russians", type: "factory" }] },
        },
      });
    const far = await adjudicate(await mk(), { type: "rocketAttack", power: "Germans", from: "West Europe", target: "Kazakh S.S.R." }, [4]);
    expect(far.status).toBe(422);
    expect(rules(far)).toContain("TECH-9");
    const r = await ok(await mk(), { type: "rocketAttack", power: "Germans", from: "West Europe", target: "Russia" }, [4]);
    expect(ipcs(r.state, "Russians")).toBe(6);
  });

  it("MOVE-1: every step of a path goes to an adjacent space", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: { Germany: { units: [{ owner: "Germans", type: "armour" }] } },
    });
    const r = await adjudicate(s, move("Germans", { armour: 1 }, ["Germany", "Libya"]));
    expect(r.status).toBe(422);
    expect(rules(r)).toContain("MOVE-1");
  });
});

describe("wire shapes (DESIGN: the wire contract, v1)", () => {
  const egypt = () =>
    position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Anglo Sudan Egypt": {
          units: [
            { owner: "British", type: "armour" },
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });

  it("200 {ok: true, state, events, dice: {mode, log}}; 422 problem+json with violations [{rule, message}]", async () => {
    const { json } = await import("./helpers.js");
    const s = await egypt();
    const r = await json("POST", "/v1/adjudicate", {
      state: s,
      action: resolve("Germans", "Anglo Sudan Egypt"),
      dice: { mode: "supplied", rolls: [1, 2] },
    });
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    expect(Array.isArray(r.body.events)).toBe(true);
    expect(r.body.dice.mode).toBe("supplied");
    expect(r.body.dice.log).toHaveLength(2);
    const bad = await json("POST", "/v1/adjudicate", { state: s, action: { type: "purchase", power: "Germans", units: { infantry: 1 } } });
    expect(bad.status).toBe(422);
    expect(bad.type).toContain("application/problem+json");
    expect(bad.body.violations[0]).toMatchObject({ rule: expect.any(String), message: expect.any(String) });
  });

  it("seeded dice (default): the same state and action get the same dice", async () => {
    const { json } = await import("./helpers.js");
    const s = await egypt();
    const a = await json("POST", "/v1/adjudicate", { state: s, action: resolve("Germans", "Anglo Sudan Egypt") });
    const b = await json("POST", "/v1/adjudicate", { state: s, action: resolve("Germans", "Anglo Sudan Egypt") });
    expect(a.status).toBe(200);
    expect(a.body.dice.log.map((d: any) => d.values)).toEqual(b.body.dice.log.map((d: any) => d.values));
    expect(a.body.state).toEqual(b.body.state);
    const v = await json("POST", "/v1/dice/verify", { receipt: a.body.dice });
    expect(v.body).toMatchObject({ valid: true });
  });
});

describe("fees, blitz endings, withdrawn subs (NEUT-4, LAND-3, SUB-6)", () => {
  it("NEUT-4: the fee is paid once per neutral: two infantry into Spain cost 3 in all", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "infantry", count: 2 }] } },
    });
    const r = await legal(s, move("Germans", { infantry: 2 }, ["West Europe", "Spain"]));
    expect(ipcs(r.state, "Germans")).toBe(7);
    expect(count(r.state, "Spain", "Germans", "infantry")).toBe(2);
  });

  it("LAND-3: a blitz may end in friendly territory: Libya → empty British Anglo Sudan Egypt → German Syria Jordan", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        Libya: { units: [{ owner: "Germans", type: "armour" }] },
        "Anglo Sudan Egypt": { units: [] },
        "Syria Jordan": { owner: "Germans", units: [] },
      },
    });
    const r = await legal(s, move("Germans", { armour: 1 }, ["Libya", "Anglo Sudan Egypt", "Syria Jordan"]));
    expect(owner(r.state, "Anglo Sudan Egypt")).toBe("Germans");
    expect(count(r.state, "Syria Jordan", "Germans", "armour")).toBe(1);
  });

  it("SUB-6: a withdrawn attacking sub does not move in the non-combat move", async () => {
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
    const r = await ok(
      c,
      resolve("Germans", "North Sea Zone", { withdrawSubmarines: { attacker: { afterRound: 1, to: "Baltic Sea Zone" } } }),
      [6, 6],
    );
    const n = await endPhasesUntil(r.state, "noncombatMove");
    // Any non-combat move of the withdrawn sub is refused (here back into North Sea Zone).
    const x = await adjudicate(n, move("Germans", { submarine: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    expect(x.status).toBe(422);
  });
});

describe("AA order (DESIGN: by aaGun, those flown over in path order, then the target's)", () => {
  it("two fighters over West Europe's gun (2 dice, 1 hit), then Germany's gun at the survivor (1 die)", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter", count: 2 }] },
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        Germany: {
          units: [
            { owner: "Germans", type: "aaGun" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "East Europe": { owner: "British", units: [] }, // a landing 1 away (AIR-4)
      },
    });
    const m = await legal(s, move("British", { fighter: 2 }, ["United Kingdom", "North Sea Zone", "West Europe", "Germany"]));
    const c = await endPhasesUntil(m.state, "combat");
    // AA West Europe: 6, 1 → 1 hit; AA Germany: 6 at the survivor. Battle: fighter 3 (hit); the infantry 6.
    const r = await ok(c, resolve("British", "Germany"), [6, 1, 6, 3, 6]);
    expect(log(r.body)).toEqual([
      [1, [6, 1], 1],
      [1, [6], 0],
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(tally(r.state, "Germany")).toEqual({ "Germans aaGun": 1, "British fighter": 1 });
  });
});

describe("TECH-9: rockets only from an aaGun that did not move and is not in land conquered this turn", () => {
  it("the aaGun captured with Karelia S.S.R. this turn fires no rocket; the one in East Europe does", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Russians: 10 },
      techs: { Germans: ["rockets"] },
      territories: {
        "East Europe": {
          units: [
            { owner: "Germans", type: "armour" },
            { owner: "Germans", type: "aaGun" },
          ],
        },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "aaGun" }] },
        Russia: { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    const m = await legal(s, move("Germans", { armour: 1 }, ["East Europe", "Karelia S.S.R."]));
    expect(count(m.state, "Karelia S.S.R.", "Germans", "aaGun")).toBe(1);
    const c = await endPhasesUntil(m.state, "combat");
    await refused(c, { type: "rocketAttack", power: "Germans", from: "Karelia S.S.R.", target: "Russia" }, "TECH-9", [3]);
    const r = await legal(c, { type: "rocketAttack", power: "Germans", from: "East Europe", target: "Russia" }, [3]);
    expect(ipcs(r.state, "Russians")).toBe(7);
  });
});

describe("malformed input is 400, illegal is 422 (DESIGN)", () => {
  it("an unknown action type and a move without a path are 400 problems", async () => {
    const { json } = await import("./helpers.js");
    const s = await position({ power: "Germans", phase: "purchase" });
    const a = await json("POST", "/v1/validate", { state: s, action: { type: "teleport", power: "Germans" } });
    expect(a.status).toBe(400);
    expect(a.type).toContain("application/problem+json");
    const b = await json("POST", "/v1/adjudicate", { state: s, action: { type: "move", power: "Germans", units: { infantry: 1 } } });
    expect(b.status).toBe(400);
  });

  it("an unknown place in a path is refused", async () => {
    const s = await position({
      power: "Germans",
      phase: "noncombatMove",
      territories: { Germany: { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    const r = await adjudicate(s, move("Germans", { infantry: 1 }, ["Germany", "Atlantis"]));
    expect([400, 422]).toContain(r.status);
  });
});

describe("POST /v1/legal-actions agrees with the rules (T-01)", () => {
  it("the German armour in West Europe may reach the neutrals Spain and Switzerland in the combat move, not Gibraltar (LAND-4)", async () => {
    const { json } = await import("./helpers.js");
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 10 },
      territories: { "West Europe": { units: [{ owner: "Germans", type: "armour" }] }, Gibraltar: { owner: "British", units: [] } },
    });
    const r = await json("POST", "/v1/legal-actions", { state: s, units: s.territories["West Europe"].units.map((u: any) => u.id) });
    expect(r.status).toBe(200);
    expect(r.body.actions).toContain("move");
    const reaches = r.body.units[0].reaches.map((x: any) => x.to).sort();
    expect(reaches).toEqual(["Spain", "Switzerland"]);
    for (const x of r.body.units[0].reaches) expect((await adjudicate(s, move("Germans", x.units, x.path))).status).toBe(200);
  });
});

describe("ECON-3: a rocket's loss is capped at the treasury", () => {
  it("the British hold 3 IPCs; the rocket rolls 5: they pay 3", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      ipcs: { British: 3 },
      techs: { Germans: ["rockets"] },
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "aaGun" }] },
        "United Kingdom": { units: [{ owner: "British", type: "factory" }] },
      },
    });
    const r = await legal(s, { type: "rocketAttack", power: "Germans", from: "West Europe", target: "United Kingdom" }, [5]);
    expect(ipcs(r.state, "British")).toBe(0);
  });
});

describe("TECH-4: jet fighters still attack at 3", () => {
  it("a German jet fighter attacking rolls against 3", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      techs: { Germans: ["jetPower"] },
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "fighter" },
          ],
        },
      },
    });
    // R1: fighter 4 (a miss at 3); infantry 6. R2: fighter 3 (hit); infantry 6.
    const r = await ok(s, resolve("Germans", "Karelia S.S.R."), [4, 6, 3, 6]);
    expect(log(r.body)).toEqual([
      [3, [4], 0],
      [2, [6], 0],
      [3, [3], 1],
      [2, [6], 0],
    ]);
  });
});
