// Independent QA of the `simplified` rule set over HTTP (workerd): rules of simplified.md that the scenario tests
// do not pin — setup per nation, starting money, stop on contact with planes, two captures in one armor move,
// ship capacities, canals with control, landing, no retreat, placement limits, income, victory by unloading.
import { describe, expect, it } from "vitest";
import { json } from "./helpers.js";
import {
  count,
  endPhasesUntil,
  legal,
  ok,
  refused,
  rules,
  unitsAt,
  validate,
  type PositionSpec,
  type State,
  move,
  end,
  buy,
  place,
  fight,
  simplified,
} from "./scenario-helpers.js";

const totals = (s: State, owner: string) => {
  const out: Record<string, number> = { infantry: 0, armor: 0, plane: 0, ship: 0 };
  for (const t of Object.values(s.territories) as any[])
    for (const u of t.units) if (u.owner === owner) out[u.type] = (out[u.type] ?? 0) + 1;
  return out;
};

describe("simplified QA over HTTP", () => {
  it("SIMP-SETUP-4: every nation's start figures and ships by zone", async () => {
    const s = await simplified();
    expect(totals(s, "Russians")).toEqual({ infantry: 19, armor: 6, plane: 4, ship: 1 });
    expect(totals(s, "Germans")).toEqual({ infantry: 19, armor: 12, plane: 9, ship: 3 });
    expect(totals(s, "British")).toEqual({ infantry: 10, armor: 4, plane: 5, ship: 5 });
    expect(totals(s, "Japanese")).toEqual({ infantry: 19, armor: 2, plane: 7, ship: 4 });
    expect(totals(s, "Americans")).toEqual({ infantry: 11, armor: 3, plane: 7, ship: 3 });
    const shipsBy = (owner: string) =>
      Object.fromEntries(
        Object.entries(s.territories as Record<string, any>)
          .map(([k, t]) => [k, t.units.filter((u: any) => u.owner === owner && u.type === "ship").length])
          .filter(([, n]) => n > 0),
      );
    expect(shipsBy("Russians")).toEqual({ "Karelia Sea Zone": 1 });
    expect(shipsBy("Germans")).toEqual({ "Baltic Sea Zone": 1, "Central Mediteranean Sea Zone": 1, "West Spain Sea Zone": 1 });
    expect(Object.keys(shipsBy("British")).sort()).toEqual([
      "East Canada Sea Zone",
      "East Mediteranean Sea Zone",
      "Indian Ocean Sea Zone",
      "North Sea Zone",
      "West Mediteranean Sea Zone",
    ]);
    expect(shipsBy("Japanese")).toEqual({
      "Caroline Islands Sea Zone": 1,
      "Japan Sea Zone": 1,
      "Philippines Sea Zone": 1,
      "Solomon Islands Sea Zone": 1,
    });
    expect(shipsBy("Americans")).toEqual({ "East US Sea Zone": 1, "Hawaii Sea Zone": 1, "West US Sea Zone": 1 });
    // SIMP-SETUP-2: the planes at sea start aboard their owner's ship
    for (const [zone, owner] of [
      ["Caroline Islands Sea Zone", "Japanese"],
      ["Hawaii Sea Zone", "Americans"],
    ]) {
      const ship = unitsAt(s, zone!, owner, "ship")[0];
      const planes = unitsAt(s, zone!, owner, "plane");
      expect(planes.length).toBe(1);
      expect(planes[0].aboard).toBe(ship.id);
    }
  });

  it('SIMP-INC-3: startingMoney "zero" starts every nation at 0; the default is the starting income', async () => {
    const z = await simplified(undefined, { startingMoney: "zero" });
    expect(z.ruleset.options).toEqual({ canalControl: false, startingMoney: "zero" });
    expect(Object.values(z.powers).map((p: any) => p.ipcs)).toEqual([0, 0, 0, 0, 0]);
    const d = await simplified();
    expect(Object.fromEntries(Object.entries(d.powers).map(([k, p]: [string, any]) => [k, p.ipcs]))).toEqual({
      Russians: 24,
      Germans: 32,
      British: 30,
      Japanese: 25,
      Americans: 36,
    });
    expect((await json("POST", "/v1/games/new", { ruleset: "simplified", options: { canalControl: "yes" } })).status).toBe(400);
  });

  it("SIMP-MOVE-1, SIMP-MOVE-4: infantry 1 step, armor 2; no land unit into the sea without a ship or into a neutral", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "infantry" },
            { owner: "Germans", type: "armor" },
          ],
        },
        "West Europe": { units: [{ owner: "Germans", type: "armor" }] },
      },
    });
    await refused(s, move("Germans", { infantry: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]), "SIMP-MOVE-1");
    await legal(s, move("Germans", { armor: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]));
    await refused(s, move("Germans", { armor: 1 }, ["Germany", "East Europe", "Ukraine S.S.R.", "Caucasus"]), "SIMP-MOVE-1");
    await refused(s, move("Germans", { armor: 1 }, ["West Europe", "Spain"]), "SIMP-BOARD-2");
    await refused(s, move("Germans", { infantry: 1 }, ["Germany", "Baltic Sea Zone"]), "SIMP-MOVE-4");
  });

  it("SIMP-MOVE-2: enemy planes alone also stop a land unit; SIMP-COMB-1 a battle is made there", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armor" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "plane" }] },
      },
    });
    await refused(s, move("Germans", { armor: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]), "SIMP-MOVE-2");
    const r = await legal(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"]));
    expect(r.state.territories["East Europe"].owner).toBe("Russians");
    expect(r.state.pending.battles.map((b: any) => b.at)).toEqual(["East Europe"]);
  });

  it("SIMP-MOVE-3: armor captures two empty enemy territories in one move; both count for income", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      ipcs: { Germans: 0 },
      territories: {
        "Ukraine S.S.R.": { units: [{ owner: "Germans", type: "armor" }] },
      },
    });
    const r = await legal(s, move("Germans", { armor: 1 }, ["Ukraine S.S.R.", "Caucasus", "Persia"]));
    expect(r.state.territories.Caucasus.owner).toBe("Germans");
    expect(r.state.territories.Persia.owner).toBe("Germans");
    expect(r.state.pending.battles).toEqual([]);
    const inc = await endPhasesUntil(r.state, "collectIncome");
    const paid = await ok(inc, end("Germans"));
    const own = Object.entries(r.state.territories as Record<string, any>)
      .filter(([, t]) => t.owner === "Germans")
      .map(([k]) => k);
    expect(own).toContain("Persia");
    expect(paid.state.powers.Germans.ipcs).toBe(paid.body.events.find((e: any) => e.type === "income").amount);
    expect(paid.state.powers.Germans.ipcs).toBe(32 + 3 + 1);
  });

  it("SIMP-UNIT-3, SIMP-AIR-5: a ship holds 2 planes and 2 land units; a third plane cannot land on it", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": {
          units: [
            { owner: "Americans", type: "infantry", count: 2 },
            { owner: "Americans", type: "plane", count: 3 },
          ],
        },
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
      },
    });
    let t = (await legal(s, move("Americans", { infantry: 2 }, ["East US", "East US Sea Zone"]))).state;
    t = (await legal(t, move("Americans", { plane: 2 }, ["East US", "East US Sea Zone"]))).state;
    const ship = unitsAt(t, "East US Sea Zone", "Americans", "ship")[0];
    expect(unitsAt(t, "East US Sea Zone").filter((u: any) => u.aboard === ship.id).length).toBe(4);
    await refused(t, move("Americans", { plane: 1 }, ["East US", "East US Sea Zone"]), "SIMP-AIR-5");
    // the full ship moves with all four aboard
    const m = await legal(t, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone", "North Sea Zone"]));
    expect(count(m.state, "North Sea Zone", "Americans")).toBe(5);
  });

  it("SIMP-AMPH-1: a third land unit or a second armor is refused; SIMP-AMPH-2 only own ships are boarded", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": { units: [{ owner: "Americans", type: "infantry", count: 3 }] },
        "East US Sea Zone": {
          units: [
            { owner: "Americans", type: "ship" },
            { owner: "British", type: "ship" },
          ],
        },
      },
    });
    await refused(s, move("Americans", { infantry: 3 }, ["East US", "East US Sea Zone"]), "SIMP-AMPH-1");
  });

  it("SIMP-AMPH-2: a land unit may not step over land before boarding", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "West US": { units: [{ owner: "Americans", type: "armor" }] },
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
      },
    });
    const r = await refused(s, move("Americans", { armor: 1 }, ["West US", "East US", "East US Sea Zone"]), "SIMP-AMPH-2");
    expect(r.length).toBeGreaterThan(0);
  });

  it("SIMP-AMPH-5, SIMP-VICT-1: unloading into an empty enemy capital ends the game at once", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        Germany: { units: [] },
        "Baltic Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] }] },
      },
    });
    // Germany is empty (the position's units replace the start only where given)
    const g = s.territories.Germany.units.filter((u: any) => u.owner === "Germans").length;
    expect(g).toBe(0);
    const r = await legal(s, move("Americans", { infantry: 1 }, ["Baltic Sea Zone", "Germany"]));
    expect(r.state.territories.Germany.owner).toBe("Americans");
    expect(r.state.winner).toEqual({ alliance: "Allies", condition: "SIMP-VICT-1", round: 1 });
  });

  it("SIMP-AMPH-6: no loading in a sea zone holding enemy units", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": { units: [{ owner: "Americans", type: "infantry" }] },
        "East US Sea Zone": {
          units: [
            { owner: "Americans", type: "ship" },
            { owner: "Germans", type: "ship" },
          ],
        },
      },
    });
    await refused(s, move("Americans", { infantry: 1 }, ["East US", "East US Sea Zone"]), "SIMP-AMPH-6");
  });

  it("SIMP-BOARD-4: Suez with canalControl — Axis ship refused while the Allies hold Egypt; free by default", async () => {
    const p: PositionSpec = {
      power: "Germans",
      phase: "movement",
      territories: {
        "East Mediteranean Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
      },
    };
    const path = ["East Mediteranean Sea Zone", "Red Sea Zone"];
    await legal(await simplified(p), move("Germans", { ship: 1 }, path));
    await refused(await simplified(p, { canalControl: true }), move("Germans", { ship: 1 }, path), "SIMP-BOARD-4");
    const held: PositionSpec = {
      ...p,
      territories: {
        ...p.territories,
        "Anglo Sudan Egypt": { owner: "Germans", units: [] },
        "Syria Jordan": { owner: "Germans", units: [] },
      },
    };
    await legal(await simplified(held, { canalControl: true }), move("Germans", { ship: 1 }, path));
  });

  it("SIMP-SEA-1, SIMP-SEA-2: a ship moves 2 zones, not 3; an enemy ship ends its move", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
        "East Canada Sea Zone": { units: [{ owner: "Germans", type: "ship" }] },
      },
    });
    await refused(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone", "North Sea Zone"]), "SIMP-SEA-2");
    const r = await legal(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]));
    expect(r.state.pending.battles.map((b: any) => b.at)).toEqual(["East Canada Sea Zone"]);
    const free = await simplified({
      power: "Americans",
      phase: "movement",
      territories: { "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] } },
    });
    await refused(
      free,
      move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone", "North Sea Zone", "Baltic Sea Zone"]),
      "SIMP-SEA-1",
    );
  });

  it("SIMP-AIR-3, SIMP-AIR-5: a plane not attacking flies up to 6 and must end on a landing place, never at sea alone", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: { "United Kingdom": { units: [{ owner: "British", type: "plane" }] } },
    });
    await refused(s, move("British", { plane: 1 }, ["United Kingdom", "North Sea Zone", "West Spain Sea Zone"]), "SIMP-AIR-5");
    await refused(
      s,
      move("British", { plane: 1 }, [
        "United Kingdom",
        "North Sea Zone",
        "West Spain Sea Zone",
        "Algeria",
        "French Equatorial Africa",
        "Anglo Sudan Egypt",
        "Syria Jordan",
        "Persia",
      ]),
      "SIMP-AIR-3",
    );
    const six = await legal(
      s,
      move("British", { plane: 1 }, [
        "United Kingdom",
        "North Sea Zone",
        "West Spain Sea Zone",
        "Algeria",
        "French Equatorial Africa",
        "Anglo Sudan Egypt",
        "Syria Jordan",
      ]),
    );
    expect(count(six.state, "Syria Jordan", "British", "plane")).toBe(1);
  });

  it("SIMP-TURN-3: a unit moves once in phase 1; SIMP-AIR-4 a plane that fought must land in phase 3, others cannot move", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "plane" },
            { owner: "Germans", type: "infantry" },
          ],
        },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    let t = (await ok(s, move("Germans", { plane: 1 }, ["Germany", "East Europe"]))).state;
    await refused(t, move("Germans", { plane: 1 }, ["East Europe", "Germany"]), "SIMP-TURN-3");
    t = (await ok(t, end("Germans"))).state;
    t = (await ok(t, fight("Germans", "East Europe"), [1, 6])).state; // plane hits, the infantry misses
    expect(count(t, "East Europe", "Russians")).toBe(0);
    expect(t.territories["East Europe"].owner).toBe("Russians"); // SIMP-AIR-7
    t = (await ok(t, end("Germans"))).state;
    expect(t.turn.phase).toBe("landPlanes");
    const v = await validate(t, end("Germans"));
    expect(rules(v)).toContain("SIMP-AIR-4");
    await refused(t, move("Germans", { infantry: 1 }, ["Germany", "West Europe"]), "SIMP-TURN-3");
    await refused(t, move("Germans", { plane: 1 }, ["East Europe", "Ukraine S.S.R.", "Caucasus", "Russia", "Novosibirsk"]), "SIMP-AIR-4");
    const r = await legal(t, move("Germans", { plane: 1 }, ["East Europe", "Germany"]));
    expect(count(r.state, "Germany", "Germans", "plane")).toBe(1);
    await legal(r.state, end("Germans"));
  });

  it("SIMP-AIR-4: an attack with no landing place in reach is accepted; a plane that cannot land is destroyed in phase 3", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        "West Europe": { units: [{ owner: "Germans", type: "plane" }] },
        "North Brazil Sea Zone": { units: [{ owner: "British", type: "ship" }] },
      },
    });
    await legal(
      s,
      move("Germans", { plane: 1 }, ["West Europe", "West Spain Sea Zone", "North Atlantic Sea Zone", "North Brazil Sea Zone"]),
    );
    const lost = await simplified({
      power: "Germans",
      phase: "landPlanes",
      territories: {
        "East Argentina Sea Zone": { units: [{ owner: "Germans", type: "plane" }] },
      },
    });
    const r = await legal(lost, end("Germans"));
    expect(r.body.events.some((e: any) => e.type === "destroyed" && e.rule === "SIMP-AIR-4")).toBe(true);
    expect(count(r.state, "East Argentina Sea Zone", "Germans")).toBe(0);
    expect(r.state.turn.phase).toBe("buy");
  });

  it("SIMP-COMB-5: no retreat — a retreat action is refused over HTTP", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armor" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    let t = (await ok(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"]))).state;
    t = (await ok(t, end("Germans"))).state;
    await refused(t, { type: "retreat", power: "Germans", at: "East Europe", to: "Germany" }, "SIMP-COMB-5");
    // misses go on round after round until one side is gone
    const r = await ok(t, fight("Germans", "East Europe"), [6, 6, 6, 6, 6, 6, 1, 6]);
    expect(r.state.territories["East Europe"].owner).toBe("Germans");
    expect(r.state.pending.battles).toEqual([]);
  });

  it("SIMP-BUY-1: a purchase beyond the money held is refused; bought units reduce the money", async () => {
    const s = await simplified({ power: "Germans", phase: "buy", ipcs: { Germans: 20 } });
    await refused(s, buy("Germans", { ship: 1, infantry: 2 }), "SIMP-BUY-1");
    const r = await legal(s, buy("Germans", { armor: 2, infantry: 2 }));
    expect(r.state.powers.Germans.ipcs).toBe(2);
  });

  it("SIMP-BUY-2: no placement in a captured (non-starting) territory, nor planes onto a ship; SIMP-BUY-4 Japan only in Japan", async () => {
    let s = await simplified({
      power: "Germans",
      phase: "buy",
      ipcs: { Germans: 30 },
      territories: { Caucasus: { owner: "Germans", units: [] } },
    });
    s = (await ok(s, buy("Germans", { infantry: 1, plane: 1 }))).state;
    await refused(s, place("Germans", "Caucasus", { infantry: 1 }), "SIMP-BUY-2");
    await refused(s, place("Germans", "Baltic Sea Zone", { plane: 1 }), "SIMP-BUY-2");
    await legal(s, place("Germans", "South Europe", { infantry: 1 }));
    let j = await simplified({ power: "Japanese", phase: "buy", ipcs: { Japanese: 30 } });
    j = (await ok(j, buy("Japanese", { infantry: 2 }))).state;
    await refused(j, place("Japanese", "Manchuria", { infantry: 1 }), "SIMP-BUY-4");
    await legal(j, place("Japanese", "Japan", { infantry: 2 }));
  });

  it("SIMP-BUY-2: a starting territory lost before the turn began is no placement site", async () => {
    let s = await simplified({
      power: "British",
      phase: "buy",
      ipcs: { British: 30 },
      territories: { India: { owner: "Japanese", units: [] } },
    });
    s = (await ok(s, buy("British", { infantry: 1 }))).state;
    const r = await validate(s, place("British", "India", { infantry: 1 }));
    expect(r.status).toBe(422);
    expect(rules(r).some((id) => id === "SIMP-BUY-2" || id === "SIMP-BUY-4")).toBe(true);
  });

  it("SIMP-BUY-5: without West US all US units go to East US; the China/Sinkiang unit is one in total", async () => {
    let s = await simplified({
      power: "Americans",
      phase: "buy",
      ipcs: { Americans: 40 },
      territories: { "West US": { owner: "Japanese", units: [] } },
    });
    s = (await ok(s, buy("Americans", { infantry: 6 }))).state;
    await legal(s, place("Americans", "East US", { infantry: 5 }));
    let u = await simplified({ power: "Americans", phase: "buy", ipcs: { Americans: 40 } });
    u = (await ok(u, buy("Americans", { infantry: 4 }))).state;
    const one = (await legal(u, place("Americans", "China", { infantry: 1 }))).state;
    await refused(one, place("Americans", "Sinkiang", { infantry: 1 }), "SIMP-BUY-5");
    const a = (await legal(one, place("Americans", "East US", { infantry: 2 }))).state;
    await refused(a, place("Americans", "East US", { infantry: 1 }), "SIMP-BUY-5");
  });

  it("SIMP-BUY-6: no new ship beside the capital when the zone holds enemy units", async () => {
    let s = await simplified({
      power: "British",
      phase: "buy",
      ipcs: { British: 30 },
      territories: { "North Sea Zone": { units: [{ owner: "Germans", type: "ship" }] } },
    });
    s = (await ok(s, buy("British", { ship: 1 }))).state;
    await refused(s, place("British", "North Sea Zone", { ship: 1 }), "SIMP-BUY-6");
  });

  it("SIMP-INC-1, SIMP-TURN-1: phase 5 pays the land held; then the next nation's movement phase begins", async () => {
    const s = await simplified({ power: "Americans", phase: "collectIncome", ipcs: { Americans: 5 } });
    const r = await ok(s, end("Americans"));
    expect(r.body.events.find((e: any) => e.type === "income").amount).toBe(36);
    expect(r.state.powers.Americans.ipcs).toBe(41);
    expect(r.state.turn).toEqual({ round: 2, power: "Russians", phase: "movement" });
  });

  it("SIMP-NAT-4: only the nation whose turn it is may act", async () => {
    const s = await simplified();
    const v = await validate(s, move("Germans", { infantry: 1 }, ["Germany", "East Europe"]));
    expect(v.status).toBe(422);
  });
  it("SIMP-TURN-2, SIMP-TURN-4: buying in phase 1 is refused; the combat phase cannot end with a battle unfought", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armor" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const early = await validate(s, buy("Germans", { infantry: 1 }));
    expect(early.status).toBe(422);
    expect(rules(early)).toContain("SIMP-TURN-2");
    let t = (await ok(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"]))).state;
    t = (await ok(t, end("Germans"))).state;
    expect(t.turn.phase).toBe("combat");
    await refused(t, end("Germans"), "SIMP-TURN-4");
  });

  it("SIMP-NAT-3: allied land is passed through; a nation moves only its own units", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "Kazakh S.S.R.": {
          units: [
            { owner: "Americans", type: "armor" },
            { owner: "Russians", type: "infantry" },
          ],
        },
      },
    });
    const r = await legal(s, move("Americans", { armor: 1 }, ["Kazakh S.S.R.", "Russia", "Karelia S.S.R."]));
    expect(r.state.territories["Karelia S.S.R."].owner).toBe("Russians");
    const russian = unitsAt(s, "Kazakh S.S.R.", "Russians", "infantry")[0].id;
    await refused(s, move("Americans", [russian], ["Kazakh S.S.R.", "Russia"]), "SIMP-NAT-3");
  });

  it("SIMP-BOARD-5: Anglo Sudan Egypt ↔ Syria Jordan is one land step", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: { "Anglo Sudan Egypt": { units: [{ owner: "British", type: "infantry" }] } },
    });
    await legal(s, move("British", { infantry: 1 }, ["Anglo Sudan Egypt", "Syria Jordan"]));
  });

  it("SIMP-AIR-6, SIMP-COMB-7, SIMP-AMPH-7: planes aboard a ship fight its sea battle; land cargo dies with the ship", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane" }] }] },
        "East Canada Sea Zone": { units: [{ owner: "Germans", type: "ship", cargo: [{ owner: "Germans", type: "infantry", count: 2 }] }] },
      },
    });
    let t = (await ok(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]))).state;
    expect(count(t, "East Canada Sea Zone", "Americans", "plane")).toBe(1);
    t = (await ok(t, end("Americans"))).state;
    // attacker: ship 2 (miss 6), plane 3 (hit 1); defender: one ship only fires (the infantry aboard do not)
    const r = await ok(t, fight("Americans", "East Canada Sea Zone"), [6, 1, 6]);
    expect(r.body.dice.log.flatMap((d: any) => d.values)).toEqual([6, 1, 6]);
    expect(count(r.state, "East Canada Sea Zone", "Germans")).toBe(0);
    expect(count(r.state, "East Canada Sea Zone", "Americans")).toBe(2);
    const p3 = (await ok(r.state, end("Americans"))).state;
    expect(p3.turn.phase).toBe("landPlanes");
    // the plane fought: it must land (its ship has a free slot, so it may land right back aboard)
    const back = await legal(p3, end("Americans"));
    expect(count(back.state, "East Canada Sea Zone", "Americans", "plane")).toBe(1);
  });

  it("SIMP-COMB-2, SIMP-VICT-1: winning a battle in an enemy capital ends the game; nothing else is played", async () => {
    const s = await simplified({
      power: "Russians",
      phase: "movement",
      territories: {
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "armor" }] },
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "infantry" }] },
        "Finland Norway": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let t = (await ok(s, move("Russians", { armor: 1 }, ["East Europe", "Germany"]))).state;
    t = (await ok(t, move("Russians", { infantry: 1 }, ["Karelia S.S.R.", "Finland Norway"]))).state;
    t = (await ok(t, end("Russians"))).state;
    const r = await ok(t, fight("Russians", "Germany"), [1, 6]);
    expect(r.state.territories.Germany.owner).toBe("Russians");
    expect(r.state.winner).toMatchObject({ alliance: "Allies", condition: "SIMP-VICT-1" });
    await refused(r.state, fight("Russians", "Finland Norway"), "SIMP-VICT-1");
  });

  it("SIMP-BUY-7: a ship Japan could not place (enemy in Japan Sea Zone) is not bought", async () => {
    const s = await simplified({
      power: "Japanese",
      phase: "buy",
      ipcs: { Japanese: 30 },
      territories: { "Japan Sea Zone": { units: [{ owner: "Americans", type: "ship" }] } },
    });
    await refused(s, buy("Japanese", { ship: 1 }), "SIMP-BUY-7");
    await legal(s, buy("Japanese", { infantry: 2 }));
  });
  it("SIMP-COMB-3: the defender's picked casualties still fire — one armor vs one infantry can both die", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "armor" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    let t = (await ok(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"]))).state;
    t = (await ok(t, end("Germans"))).state;
    const r = await ok(t, fight("Germans", "East Europe"), [3, 2]); // armor hits on 3; the doomed infantry hits on 2
    expect(r.body.dice.log.flatMap((d: any) => d.values)).toEqual([3, 2]);
    expect(count(r.state, "East Europe")).toBe(0);
    expect(r.state.territories["East Europe"].owner).toBe("Russians");
  });

  it("SIMP-COMB-9: the attacker's planes outlive their sunk ship (they land in phase 3)", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane", count: 2 }] }] },
        "East Canada Sea Zone": { units: [{ owner: "Germans", type: "ship", count: 2 }] },
        "East Canada": { units: [] },
      },
    });
    let t = (await ok(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]))).state;
    t = (await ok(t, end("Americans"))).state;
    // round 1: ship misses, planes hit twice; both German ships fire (casualties still fire) and hit once — the ship
    const r = await ok(t, fight("Americans", "East Canada Sea Zone", { casualtyOrder: { attacker: ["ship"] } }), [6, 1, 1, 1, 6]);
    expect(count(r.state, "East Canada Sea Zone", "Germans")).toBe(0);
    expect(count(r.state, "East Canada Sea Zone", "Americans", "ship")).toBe(0);
    expect(count(r.state, "East Canada Sea Zone", "Americans", "plane")).toBe(2);
    const p3 = (await ok(r.state, end("Americans"))).state;
    await refused(p3, end("Americans"), "SIMP-AIR-4");
    const landed = await legal(p3, move("Americans", { plane: 2 }, ["East Canada Sea Zone", "East Canada"]));
    expect(count(landed.state, "East Canada", "Americans", "plane")).toBe(2);
  });

  it("SIMP-AIR-5: a plane lands on an allied ship with a free slot, not on a full one, not on enemy land without units", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US": { units: [{ owner: "Americans", type: "plane", count: 2 }] },
        "East Canada": { units: [{ owner: "Americans", type: "infantry" }] },
        "East Canada Sea Zone": { units: [{ owner: "British", type: "ship", cargo: [{ owner: "British", type: "plane" }] }] },
        "West Europe": { units: [] },
      },
    });
    const r = await legal(s, move("Americans", { plane: 1 }, ["East US", "East US Sea Zone", "East Canada Sea Zone"]));
    const ship = unitsAt(r.state, "East Canada Sea Zone", "British", "ship")[0];
    expect(unitsAt(r.state, "East Canada Sea Zone", "Americans", "plane")[0].aboard).toBe(ship.id);
    await refused(r.state, move("Americans", { plane: 1 }, ["East US", "East US Sea Zone", "East Canada Sea Zone"]), "SIMP-AIR-5");
    await refused(
      s,
      move("Americans", { plane: 1 }, ["East US", "East US Sea Zone", "North Atlantic Sea Zone", "West Spain Sea Zone", "West Europe"]),
      "SIMP-AIR-5",
    );
  });

  it("SIMP-AMPH-4, SIMP-AMPH-6: one ship's cargo goes to one territory; no unloading in a contested zone", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East Canada Sea Zone": {
          units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry", count: 2 }] }],
        },
      },
    });
    const one = (await legal(s, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"]))).state;
    await refused(one, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "West Canada"]), "SIMP-AMPH-4");
    await legal(one, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"]));
    const hot = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East Canada Sea Zone": {
          units: [
            { owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "infantry" }] },
            { owner: "Germans", type: "ship" },
          ],
        },
      },
    });
    await refused(hot, move("Americans", { infantry: 1 }, ["East Canada Sea Zone", "East Canada"]), "SIMP-AMPH-6");
  });

  it("SIMP-AMPH-3: a ship that loads after 1 step has only 1 step left", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship" }] },
        "East Canada": { units: [{ owner: "Americans", type: "infantry" }] },
      },
    });
    let t = (await legal(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "East Canada Sea Zone"]))).state;
    t = (await legal(t, move("Americans", { infantry: 1 }, ["East Canada", "East Canada Sea Zone"]))).state;
    await refused(t, move("Americans", { ship: 1 }, ["East Canada Sea Zone", "North Sea Zone", "Baltic Sea Zone"]), "SIMP-SEA-1");
  });

  it("SIMP-BUY-5: without West US, a ship in the Gulf of Mexico is refused; East US Sea Zone takes it", async () => {
    let s = await simplified({
      power: "Americans",
      phase: "buy",
      ipcs: { Americans: 40 },
      territories: { "West US": { owner: "Japanese", units: [] } },
    });
    s = (await ok(s, buy("Americans", { ship: 1 }))).state;
    const g = await validate(s, place("Americans", "Gulf of Mexico Sea Zone", { ship: 1 }));
    expect(g.status).toBe(422);
    await legal(s, place("Americans", "East US Sea Zone", { ship: 1 }));
  });

  it("SIMP-MOVE-3, SIMP-VICT-1: armor passing through an empty enemy capital takes it and the game ends", async () => {
    const s = await simplified({
      power: "Japanese",
      phase: "movement",
      territories: { Sinkiang: { owner: "Japanese", units: [{ owner: "Japanese", type: "armor" }] } },
    });
    const r = await validate(s, move("Japanese", { armor: 1 }, ["Sinkiang", "Novosibirsk", "Russia"]));
    expect(r.status).toBe(200);
    const a = await ok(s, move("Japanese", { armor: 1 }, ["Sinkiang", "Novosibirsk", "Russia"]));
    expect(a.state.territories.Russia.owner).toBe("Japanese");
    expect(a.state.winner).toMatchObject({ alliance: "Axis", condition: "SIMP-VICT-1" });
  });

  it("SIMP-INC-2: money is kept — income adds to what is left", async () => {
    const s = await simplified({ power: "Japanese", phase: "buy", ipcs: { Japanese: 10 } });
    let t = (await ok(s, buy("Japanese", { infantry: 1 }))).state;
    t = (await ok(t, place("Japanese", "Japan", { infantry: 1 }))).state;
    t = (await ok(t, end("Japanese"))).state;
    expect(t.turn.phase).toBe("collectIncome");
    const r = await ok(t, end("Japanese"));
    expect(r.state.powers.Japanese.ipcs).toBe(7 + 25);
    expect(r.state.turn.power).toBe("Americans");
  });
  it("SIMP-AIR-5: a plane that does not attack may not land in a territory captured this turn", async () => {
    const s = await simplified({
      power: "Russians",
      phase: "movement",
      territories: {
        "Karelia S.S.R.": { units: [{ owner: "Russians", type: "armor" }] },
        Russia: { units: [{ owner: "Russians", type: "plane" }] },
        "East Europe": { units: [] },
      },
    });
    const t = (await legal(s, move("Russians", { armor: 1 }, ["Karelia S.S.R.", "East Europe"]))).state;
    expect(t.territories["East Europe"].owner).toBe("Russians");
    await refused(t, move("Russians", { plane: 1 }, ["Russia", "Karelia S.S.R.", "East Europe"]), "SIMP-AIR-5");
    await legal(t, move("Russians", { plane: 1 }, ["Russia", "Karelia S.S.R."]));
  });
  it("SIMP-BUY-2, SIMP-BUY-3, SIMP-BUY-4: ships beside the capital freely, beside an extra place as the one extra unit, elsewhere never", async () => {
    let s = await simplified({ power: "Germans", phase: "buy", ipcs: { Germans: 60 } });
    s = (await ok(s, buy("Germans", { ship: 4 }))).state;
    const cap = (await legal(s, place("Germans", "Baltic Sea Zone", { ship: 2 }))).state;
    const ext = (await legal(cap, place("Germans", "Central Mediteranean Sea Zone", { ship: 1 }))).state;
    await refused(ext, place("Germans", "Central Mediteranean Sea Zone", { ship: 1 }), "SIMP-BUY-4");
    await refused(ext, place("Germans", "East US Sea Zone", { ship: 1 }), "SIMP-BUY-2");
    let j = await simplified({ power: "Japanese", phase: "buy", ipcs: { Japanese: 30 } });
    j = (await ok(j, buy("Japanese", { ship: 1 }))).state;
    await refused(j, place("Japanese", "Kwangtung Sea Zone", { ship: 1 }), "SIMP-BUY-4");
    await legal(j, place("Japanese", "Japan Sea Zone", { ship: 1 }));
  });
  it("SIMP-UNIT-1: the four units' figures are served; infantry attacks at 1, a plane defends at 4", async () => {
    const rs = await json("GET", "/v1/rulesets/simplified");
    expect(rs.body.units.map((u: any) => [u.type, u.attack, u.defense, u.movement, u.cost])).toEqual([
      ["infantry", 1, 2, 1, 3],
      ["armor", 3, 3, 2, 6],
      ["plane", 3, 4, 3, 10],
      ["ship", 2, 2, 2, 15],
    ]);
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "plane" }] },
      },
    });
    let t = (await ok(s, move("Germans", { infantry: 1 }, ["Germany", "East Europe"]))).state;
    t = (await ok(t, end("Germans"))).state;
    const r = await ok(t, fight("Germans", "East Europe"), [2, 4]); // 2 misses at attack 1; 4 hits at defence 4
    expect(count(r.state, "East Europe", "Germans")).toBe(0);
    expect(count(r.state, "East Europe", "Russians", "plane")).toBe(1);
    expect(r.state.pending.battles).toEqual([]);
  });
  it("SIMP-COMB-9: defending planes beyond 2 per surviving ship are lost after the battle", async () => {
    const s = await simplified({
      power: "British",
      phase: "movement",
      territories: {
        "Solomon Islands Sea Zone": { units: [{ owner: "British", type: "ship" }] },
        "Caroline Islands Sea Zone": {
          units: [{ owner: "Japanese", type: "ship", count: 2, cargo: [{ owner: "Japanese", type: "plane", count: 2 }] }],
        },
      },
    });
    expect(count(s, "Caroline Islands Sea Zone", "Japanese", "plane")).toBe(4);
    let t = (await ok(s, move("British", { ship: 1 }, ["Solomon Islands Sea Zone", "Caroline Islands Sea Zone"]))).state;
    t = (await ok(t, end("British"))).state;
    // round 1: the British ship sinks a Japanese ship; 6 defenders miss. Round 2: miss; the first defender die hits.
    const r = await ok(
      t,
      fight("British", "Caroline Islands Sea Zone", { casualtyOrder: { defender: ["ship"] } }),
      [1, 6, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6],
    );
    expect(count(r.state, "Caroline Islands Sea Zone", "British")).toBe(0);
    expect(count(r.state, "Caroline Islands Sea Zone", "Japanese", "ship")).toBe(1);
    expect(count(r.state, "Caroline Islands Sea Zone", "Japanese", "plane")).toBe(2);
  });
  it("SIMP-AIR-6: a plane carried 2 zones by its ship still attacks 3 steps from where it takes off", async () => {
    const s = await simplified({
      power: "Americans",
      phase: "movement",
      territories: {
        "East US Sea Zone": { units: [{ owner: "Americans", type: "ship", cargo: [{ owner: "Americans", type: "plane" }] }] },
        "West Europe": { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let t = (await legal(s, move("Americans", { ship: 1 }, ["East US Sea Zone", "North Atlantic Sea Zone", "West Spain Sea Zone"]))).state;
    expect(unitsAt(t, "West Spain Sea Zone", "Americans", "plane")[0].aboard).toBeTruthy();
    t = (await legal(t, move("Americans", { plane: 1 }, ["West Spain Sea Zone", "West Europe"]))).state;
    expect(t.pending.battles.map((b: any) => b.at)).toEqual(["West Europe"]);
  });
  it("SIMP-AIR-1: enemy units never block a passing plane", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: {
        Germany: { units: [{ owner: "Germans", type: "plane" }] },
        "East Europe": { owner: "Russians", units: [{ owner: "Russians", type: "infantry", count: 3 }] },
        "Ukraine S.S.R.": { owner: "Russians", units: [{ owner: "Russians", type: "infantry" }] },
      },
    });
    const r = await legal(s, move("Germans", { plane: 1 }, ["Germany", "East Europe", "Ukraine S.S.R."]));
    expect(r.state.pending.battles.map((b: any) => b.at)).toEqual(["Ukraine S.S.R."]);
    // flying over enemy land to a friendly landing place (not attacking)
    await legal(s, move("Germans", { plane: 1 }, ["Germany", "East Europe", "Germany"]));
  });
  it("SIMP-TURN-3: armor that moved 1 step may not move its second step in a later move", async () => {
    const s = await simplified({
      power: "Germans",
      phase: "movement",
      territories: { Germany: { units: [{ owner: "Germans", type: "armor" }] } },
    });
    const t = (await legal(s, move("Germans", { armor: 1 }, ["Germany", "East Europe"]))).state;
    await refused(t, move("Germans", { armor: 1 }, ["East Europe", "Ukraine S.S.R."]), "SIMP-TURN-3");
  });
});
