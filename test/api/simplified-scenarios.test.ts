// The 16 test scenarios of simplified.md, through the HTTP API (workerd): POST /v1/games/new with a position of
// rule set `simplified`, then /v1/validate and /v1/adjudicate with supplied dice.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import { count, legal, ok, refused, unitsAt, type PositionSpec, move, end, place, fight, simplified } from "./scenario-helpers.js";

describe("simplified over HTTP", () => {
  it("is served like classic: GET /v1/rulesets/simplified, the standard start, options checked (400)", async () => {
    const list = await json("GET", "/v1/rulesets");
    expect(list.body.rulesets.map((r: { id: string }) => r.id)).toContain("simplified");
    const rs = await json("GET", "/v1/rulesets/simplified");
    expect(rs.status).toBe(200);
    expect(JSON.stringify(rs.body)).toContain("canalControl");
    const s = await simplified();
    expect(s.ruleset).toEqual({ id: "simplified", options: { canalControl: false, startingMoney: "income" } });
    expect(s.turn).toEqual({ round: 1, power: "Russians", phase: "movement" });
    expect((await json("POST", "/v1/games/new", { ruleset: "simplified", options: { totalVictory: true } })).status).toBe(400);
    expect((await json("POST", "/v1/games/new", { ruleset: "simplified", options: { startingMoney: "lots" } })).status).toBe(400);
    expect(
      (
        await json("POST", "/v1/games/new", {
          ruleset: "simplified",
          position: { territories: { Germany: { units: [{ owner: "Germans", type: "fighter" }] } } },
        })
      ).status,
    ).toBe(400);
  });

  it("scenario 1 — stop on contact (SIMP-MOVE-2)", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "armor" }] },
        Caucasus: { units: [{ owner: "Russians", type: "infantry", count: 5 }] },
      },
    });
    const r = await legal(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus"]));
    expect(r.state.pending.battles.map((b: { at: string }) => b.at)).toEqual(["Caucasus"]);
    await refused(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus", "Russia"]), "SIMP-MOVE-2");
  });

  it("scenario 2 — capture on the way (SIMP-MOVE-3)", async () => {
    const s = await simplified({
      power: "Japanese",
      phase: "movement",
      ipcs: { Japanese: 0 },
      territories: {
        Manchuria: { units: [{ owner: "Japanese", type: "armor" }] },
        "Evenki National Okrug": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    });
    let t = (await legal(s, move("Japanese", { armor: 1 }, ["Manchuria", "Yakut S.S.R.", "Evenki National Okrug"]))).state;
    expect(t.territories["Yakut S.S.R."].owner).toBe("Japanese");
    expect(t.pending.battles.map((b: { at: string }) => b.at)).toEqual(["Evenki National Okrug"]);
    t = (await ok(t, end("Japanese"))).state;
    t = (await ok(t, fight("Japanese", "Evenki National Okrug"), [6, 1, 6])).state; // the armor dies; Yakut stays Japanese
    for (let i = 0; i < 3; i++) t = (await ok(t, end("Japanese"))).state;
    const r = await ok(t, end("Japanese"));
    expect(r.body.events.find((e: { type: string }) => e.type === "income").amount).toBe(25 + 2);
  });

  it("scenario 3 — plane range (SIMP-AIR-1, SIMP-AIR-3)", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "plane" }] },
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    await legal(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"]));
    await refused(
      s,
      move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe", "Ukraine S.S.R."]),
      "SIMP-AIR-1",
    );
    await legal(
      s,
      move("British", { plane: 1 }, [
        "United Kingdom",
        "North Sea Zone",
        "West Spain Sea Zone",
        "Algeria",
        "French Equatorial Africa",
        "Anglo Sudan Egypt",
      ]),
    );
  });

  it("scenario 4 — no landing in an area conquered this turn (SIMP-AIR-5)", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "plane" }] },
        "Karelia S.S.R.": { units: [{ owner: "British", type: "infantry" }] },
        "East Europe": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let t = (await ok(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "Baltic Sea Zone", "East Europe"]))).state;
    t = (await ok(t, move("British", { infantry: 1 }, ["Karelia S.S.R.", "East Europe"]))).state;
    t = (await ok(t, end("British"))).state;
    t = (await ok(t, fight("British", "East Europe", { casualtyOrder: { attacker: ["infantry"] } }), [1, 6, 6])).state; // the plane rolls too (SIMP-COMB-3)
    expect(t.territories["East Europe"].owner).toBe("British");
    t = (await ok(t, end("British"))).state;
    expect(t.turn.phase).toBe("landPlanes");
    await refused(t, move("British", { plane: 1 }, ["East Europe", "Germany", "East Europe"]), "SIMP-AIR-5");
    const back = await legal(t, move("British", { plane: 1 }, ["East Europe", "Baltic Sea Zone", "North Sea Zone", "United Kingdom"]));
    expect(count(back.state, "United Kingdom", "British", "plane")).toBe(1);
  });

  it("scenario 5 — ship capacity (SIMP-AMPH-1, SIMP-UNIT-3)", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": {
          units: [
            { owner: "Americans", type: "armor", count: 2 },
            { owner: "Americans", type: "infantry" },
          ],
        },
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane" }] }] },
      },
    });
    await refused(s, move("Americans", { armor: 2 }, ["East US", "East US Sea Zone"]), "SIMP-AMPH-1");
    const r = await legal(s, move("Americans", { armor: 1, infantry: 1 }, ["East US", "East US Sea Zone"]));
    const ship = unitsAt(r.state, "East US Sea Zone", "Americans", "ship")[0];
    expect(unitsAt(r.state, "East US Sea Zone").filter((u: { aboard?: string }) => u.aboard === ship.id).length).toBe(3);
  });

  it("scenario 6 — no move after unloading (SIMP-AMPH-3)", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] }] },
        "East Canada": { units: [{ owner: "Americans", type: "infantry" }] },
      },
    });
    const unloaded = (await legal(s, move("Americans", { infantry: 1 }, ["East US Sea Zone", "East US"]))).state;
    await refused(unloaded, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]), "SIMP-AMPH-3");
    let t = (await legal(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]))).state;
    t = (await legal(t, move("Americans", { infantry: 1 }, ["East Canada", "East Canada Sea Zone"]))).state;
    t = (await legal(t, move("Americans", { ship: 1 }, ["East Canada Sea Zone", "North Sea Zone"]))).state;
    t = (await legal(t, move("Americans", { infantry: 2 }, ["North Sea Zone", "United Kingdom"]))).state;
    expect(count(t, "United Kingdom", "Americans", "infantry")).toBe(2);
  });

  it("scenario 7 — mutual destruction (SIMP-COMB-8)", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        "East Europe": { units: [{ owner: "Germans", type: "armor", count: 2 }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    });
    let t = (await ok(s, move("Germans", { armor: 2 }, ["East Europe", "Karelia S.S.R."]))).state;
    t = (await ok(t, end("Germans"))).state;
    const r = await ok(t, fight("Germans", "Karelia S.S.R."), [1, 6, 1, 6, 1, 1]);
    expect(unitsAt(r.state, "Karelia S.S.R.").length).toBe(0);
    expect(r.state.territories["Karelia S.S.R."].owner).toBe("Russians");
  });

  it("scenario 8 — planes cannot capture (SIMP-AIR-7, SIMP-COMB-8)", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Libya: {
          units: [
            { owner: "Germans", type: "plane", count: 2 },
            { owner: "Germans", type: "armor" },
          ],
        },
        "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry", count: 2 }] },
      },
    });
    let t = (await ok(s, move("Germans", { plane: 2, armor: 1 }, ["Libya", "Anglo Sudan Egypt"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // round 1: armor and planes miss; the defenders hit once — the armor (cheapest) dies; round 2: two plane hits
    const r = await ok(t, fight("Germans", "Anglo Sudan Egypt", { casualtyOrder: { attacker: ["armor"] } }), [6, 6, 6, 1, 6, 1, 1, 6, 6]);
    expect(r.state.territories["Anglo Sudan Egypt"].owner).toBe("British");
    expect(count(r.state, "Anglo Sudan Egypt", "Germans", "plane")).toBe(2);
    const p3 = (await ok(r.state, end("Germans"))).state;
    expect(
      (await json("POST", "/v1/validate", { state: p3, action: end("Germans") })).body.violations.map((v: { rule: string }) => v.rule),
    ).toContain("SIMP-AIR-4");
    await legal(p3, move("Germans", { plane: 2 }, ["Anglo Sudan Egypt", "Libya"]));
  });

  it("scenario 9 — planes left without ships (SIMP-COMB-9)", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: {
        "Solomon Islands Sea Zone": { units: [{ owner: "British", type: "ship" }] },
        "Caroline Islands Sea Zone": { units: [{ owner: "Japanese", type: "ship", cargo: [{ owner: "Japanese", type: "plane" }] }] },
      },
    });
    let t = (await ok(s, move("British", { ship: 1 }, ["Solomon Islands Sea Zone", "Caroline Islands Sea Zone"]))).state;
    t = (await ok(t, end("British"))).state;
    const r = await ok(t, fight("British", "Caroline Islands Sea Zone", { casualtyOrder: { defender: ["ship"] } }), [1, 6, 1]);
    expect(unitsAt(r.state, "Caroline Islands Sea Zone").length).toBe(0);
    expect(r.state.pending.battles).toEqual([]);
  });

  it("scenario 10 — the extra placement is one unit in total (SIMP-BUY-4)", async () => {
    let s = await simplified({ power: "British", phase: "buy", ipcs: { British: 30 } });
    s = (await ok(s, { type: "purchase", power: "British", units: { infantry: 4 } })).state;
    const two = (
      await ok((await ok(s, place("British", "United Kingdom", { infantry: 2 }))).state, place("British", "India", { infantry: 1 }))
    ).state;
    await refused(two, place("British", "Australia", { infantry: 1 }), "SIMP-BUY-4");
    const three = (await legal(s, place("British", "United Kingdom", { infantry: 3 }))).state;
    await legal(three, place("British", "India", { infantry: 1 }));
  });

  it("scenario 11 — the US split (SIMP-BUY-5)", async () => {
    let s = await simplified({ power: "Americans", phase: "buy", ipcs: { Americans: 40 } });
    s = (await ok(s, { type: "purchase", power: "Americans", units: { infantry: 6 } })).state;
    let t = (await legal(s, place("Americans", "East US", { infantry: 3 }))).state;
    t = (await legal(t, place("Americans", "West US", { infantry: 2 }))).state;
    t = (await legal(t, place("Americans", "China", { infantry: 1 }))).state;
    await legal(t, end("Americans"));
    await refused(s, place("Americans", "East US", { infantry: 4 }), "SIMP-BUY-5");
    let ships = await simplified({ power: "Americans", phase: "buy", ipcs: { Americans: 30 } });
    ships = (await ok(ships, { type: "purchase", power: "Americans", units: { ship: 2 } })).state;
    const gulf = (await legal(ships, place("Americans", "Gulf of Mexico Sea Zone", { ship: 1 }))).state;
    await refused(gulf, place("Americans", "West US Sea Zone", { ship: 1 }), "SIMP-BUY-5");
    await legal(gulf, place("Americans", "East US Sea Zone", { ship: 1 }));
  });

  it("scenario 12 — Russian ships (SIMP-BUY-3, SIMP-BUY-4)", async () => {
    let s = await simplified({ power: "Russians", phase: "buy", ipcs: { Russians: 30 } });
    s = (await ok(s, { type: "purchase", power: "Russians", units: { ship: 2 } })).state;
    await legal(s, place("Russians", "Caspian Sea Zone", { ship: 2 }));
    await refused(s, place("Russians", "Karelia Sea Zone", { ship: 2 }), "SIMP-BUY-4");
    const one = (await legal(s, place("Russians", "Karelia Sea Zone", { ship: 1 }))).state;
    await refused(one, place("Russians", "Karelia Sea Zone", { ship: 1 }), "SIMP-BUY-4");
  });

  it("scenario 13 — instant victory (SIMP-VICT-1)", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armor" }] } },
    });
    const r = await legal(s, move("Germans", { armor: 1 }, ["Karelia S.S.R.", "Russia"]));
    expect(r.state.winner).toEqual({ alliance: "Axis", condition: "SIMP-VICT-1", round: 1 });
    await refused(r.state, end("Germans"), "SIMP-VICT-1");
  });

  it("scenario 14 — setup conversion (SIMP-SETUP-4)", async () => {
    const s = await simplified();
    const total = (owner: string, type: string) =>
      Object.values(s.territories).reduce(
        (n: number, t: any) => n + t.units.filter((u: any) => u.owner === owner && u.type === type).length,
        0,
      );
    expect([total("Germans", "armor"), total("Germans", "plane"), total("Germans", "infantry"), total("Germans", "ship")]).toEqual([
      12, 9, 19, 3,
    ]);
    expect(total("British", "ship")).toBe(5);
    expect(Object.values(s.powers).map((p: any) => p.ipcs)).toEqual([24, 32, 30, 25, 36]);
  });

  it("scenario 15 — canal without control (SIMP-BOARD-4)", async () => {
    const p: PositionSpec = {
      power: "Americans",
      phase: "movement",
      territories: { Panama: { owner: "Japanese" }, "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] } },
    };
    const path = ["East US Sea Zone", "Carribean Sea Zone", "West Panama Sea Zone"];
    await legal(await simplified(p), move("Americans", { ship: 1 }, path));
    await refused(await simplified(p, { canalControl: true }), move("Americans", { ship: 1 }, path), "SIMP-BOARD-4");
  });

  it("scenario 16 — neutral airspace (SIMP-BOARD-2)", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "plane" }] },
        "West Spain Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
      },
    });
    await refused(s, move("Germans", { plane: 1 }, ["West Europe", "Spain", "West Spain Sea Zone"]), "SIMP-BOARD-2");
  });
});
