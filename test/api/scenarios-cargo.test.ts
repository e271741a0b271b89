// Allied cargo, carriers, raids beside battles, new factories and decisions over HTTP (TRANS-9, CARR-1, CARR-3,
// CARR-4, SBR-1, SBR-4, PLACE-3, PLACE-5, DESIGN "the referee does not stop to ask").
import { describe, expect, it } from "vitest";
import {
  adjudicate,
  count,
  endPhasesUntil,
  ids,
  ipcs,
  legal,
  ok,
  owner,
  position,
  refused,
  rules,
  tally,
  unitsAt,
  move,
} from "./scenario-helpers.js";

const resolve = (power: string, at: string, policy: object = {}, extra: object = {}) => ({
  type: "resolveBattle",
  power,
  at,
  policy,
  ...extra,
});
const log = (body: any) => body.dice.log.map((d: any) => [d.threshold, d.values, d.hits]);

describe("TRANS-9: allied cargo", () => {
  it("(b) the Russian transport carries British infantry aboard when it moves; the Russians may not unload them", async () => {
    const s = await position({
      power: "Russians",
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "West Europe": { owner: "British", units: [] },
      },
    });
    const bad = await adjudicate(s, move("Russians", ids(s, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "West Europe"]));
    expect(bad.status).toBe(422);
    expect(rules(bad).some((x) => ["TURN-3", "TRANS-9"].includes(x))).toBe(true);
    const r = await legal(s, move("Russians", { transport: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    expect(tally(r.state, "Baltic Sea Zone")).toEqual({ "Russians transport": 1, "British infantry": 2 });
  });

  it("(c) DAAK 3.3(2): no partial unloading of allied cargo, in the non-combat move either; all together is legal", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
        "West Europe": { owner: "British", units: [] },
      },
    });
    const [a] = ids(s, "North Sea Zone", "British", "infantry");
    await refused(s, move("British", [a!], ["North Sea Zone", "West Europe"]), "TRANS-9");
    const r = await legal(s, move("British", ids(s, "North Sea Zone", "British", "infantry"), ["North Sea Zone", "West Europe"]));
    expect(tally(r.state, "West Europe")).toEqual({ "British infantry": 2 });
  });

  it("(c) the British may not move the Russian transport", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "Russians", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] }] },
      },
    });
    const r = await adjudicate(
      s,
      move("British", ids(s, "North Sea Zone", "Russians", "transport"), ["North Sea Zone", "Baltic Sea Zone"]),
    );
    expect(r.status).toBe(422);
  });
});

describe("carriers with allied fighters (CARR-1, CARR-3, CARR-4)", () => {
  it("CARR-1: an American fighter lands on a British carrier (own and/or allied fighters)", async () => {
    const s = await position({
      power: "Americans",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "Americans", type: "fighter" }] },
        "North Sea Zone": { units: [{ owner: "British", type: "carrier" }] },
      },
    });
    const r = await legal(s, move("Americans", { fighter: 1 }, ["United Kingdom", "North Sea Zone"]));
    const cv = unitsAt(r.state, "North Sea Zone", "British", "carrier")[0];
    expect(unitsAt(r.state, "North Sea Zone", "Americans", "fighter")[0].aboard).toBe(cv.id);
  });

  it("CARR-3: the British carrier moves with the American fighter aboard", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] }] },
      },
    });
    const r = await legal(s, move("British", { carrier: 1 }, ["North Sea Zone", "West Spain Sea Zone"]));
    expect(tally(r.state, "West Spain Sea Zone")).toEqual({ "British carrier": 1, "Americans fighter": 1 });
  });

  it("CARR-4: an American fighter on a defending British carrier defends at 4", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "North Sea Zone": { units: [{ owner: "British", type: "carrier", cargo: [{ owner: "Americans", type: "fighter" }] }] },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "battleship" }] },
      },
    });
    const m = await legal(s, move("Germans", { battleship: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: battleship 6; carrier (3) 6, American fighter (4) 4 (hit): the battleship sinks.
    const r = await ok(c, resolve("Germans", "North Sea Zone"), [6, 6, 4]);
    expect(log(r.body)).toEqual([
      [4, [6], 0],
      [3, [6], 0],
      [4, [4], 1],
    ]);
    expect(tally(r.state, "North Sea Zone")).toEqual({ "British carrier": 1, "Americans fighter": 1 });
  });
});

describe("a raid beside a battle (SBR-1, SBR-4)", () => {
  it("a raiding bomber takes no part in the land battle in the same territory; it lands in the non-combat move", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      ipcs: { Russians: 20 },
      territories: {
        "Karelia S.S.R.": {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "bomber" },
            { owner: "Germans", type: "armour" },
          ],
        },
        Russia: {
          units: [
            { owner: "Russians", type: "factory" },
            { owner: "Russians", type: "infantry" },
          ],
        },
      },
    });
    let m = await legal(s, move("Germans", { bomber: 1 }, ["Karelia S.S.R.", "Russia"], { raid: true }));
    m = await legal(m.state, move("Germans", { armour: 1 }, ["Karelia S.S.R.", "Russia"]));
    const c = await endPhasesUntil(m.state, "combat");
    const raid = await ok(c, resolve("Germans", "Russia", {}, { kind: "raid" }), [4]);
    expect(ipcs(raid.state, "Russians")).toBe(16);
    // The land battle: armour 3 (hit); the infantry fires back 6 — no bomber die.
    const land = await ok(raid.state, resolve("Germans", "Russia", {}, { kind: "land" }), [3, 6]);
    expect(log(land.body)).toEqual([
      [3, [3], 1],
      [2, [6], 0],
    ]);
    expect(owner(land.state, "Russia")).toBe("Germans");
    const n = await endPhasesUntil(land.state, "noncombatMove");
    await refused(n, move("Germans", { bomber: 1 }, ["Russia", "Novosibirsk"]), "AIR-5"); // Russian land
    const home = await legal(n, move("Germans", { bomber: 1 }, ["Russia", "Karelia S.S.R."]));
    expect(count(home.state, "Karelia S.S.R.", "Germans", "bomber")).toBe(1);
  });
});

describe("new factories and ships (PLACE-3, PLACE-5)", () => {
  it("PLACE-5: a factory bought this turn is placed on land held since the start of the turn; it produces nothing yet", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 18 },
      territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } },
    });
    const p = await endPhasesUntil(
      (await ok(s, { type: "purchase", power: "Germans", units: { factory: 1, infantry: 1 } })).state,
      "place",
    );
    const f = await legal(p, { type: "place", power: "Germans", at: "East Europe", units: { factory: 1 } });
    expect(count(f.state, "East Europe", "Germans", "factory")).toBe(1);
    const r = await adjudicate(f.state, { type: "place", power: "Germans", at: "East Europe", units: { infantry: 1 } });
    expect(r.status).toBe(422);
    expect(rules(r).some((x) => x === "PLACE-5" || x === "PLACE-2")).toBe(true);
  });

  it("PLACE-5: no second factory in a territory", async () => {
    const s = await position({
      power: "Germans",
      phase: "purchase",
      ipcs: { Germans: 15 },
      territories: { Germany: { units: [{ owner: "Germans", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, { type: "purchase", power: "Germans", units: { factory: 1 } })).state, "place");
    await refused(p, { type: "place", power: "Germans", at: "Germany", units: { factory: 1 } }, "PLACE-5");
  });

  it("PLACE-3: a ship goes into a sea zone next to a factory held since the start of the turn, not elsewhere", async () => {
    const s = await position({
      power: "British",
      phase: "purchase",
      ipcs: { British: 8 },
      territories: { "United Kingdom": { units: [{ owner: "British", type: "factory" }] } },
    });
    const p = await endPhasesUntil((await ok(s, { type: "purchase", power: "British", units: { transport: 1 } })).state, "place");
    const far = await adjudicate(p, { type: "place", power: "British", at: "Baltic Sea Zone", units: { transport: 1 } });
    expect(far.status).toBe(422);
    const r = await legal(p, { type: "place", power: "British", at: "North Sea Zone", units: { transport: 1 } });
    expect(count(r.state, "North Sea Zone", "British", "transport")).toBe(1);
  });
});

describe("decisions (DESIGN: where every legal choice is the same the referee does not stop)", () => {
  it("infantry against infantry, won in round 1, without a policy: no decision, the battle is over", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "infantry", count: 2 },
          ],
        },
      },
    });
    // Infantry 1, 6 → 1 hit; the Russian fires back 1 → 1 hit: one German infantry survives and captures.
    const r = await ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 1]);
    expect(r.state.pending.decision).toBeNull();
    expect(r.state.pending.battles).toEqual([]);
    expect(tally(r.state, "Karelia S.S.R.")).toEqual({ "Germans infantry": 1 });
    expect(owner(r.state, "Karelia S.S.R.")).toBe("Germans");
  });

  it("a battle still on after round 1 without a policy: the referee waits for the attacker's retreat decision", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Germans", type: "infantry" },
          ],
        },
      },
    });
    const r = await ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [6, 6]);
    expect(r.state.pending.decision).toMatchObject({ power: "Germans" });
    expect(r.state.pending.battles.map((b: any) => b.at)).toEqual(["Karelia S.S.R."]);
  });
});

describe("decisions and conditional policies (SUB-5, RET-1, RET-3)", () => {
  it("without a policy the attacker is asked about submarine withdrawal after round 1 and may withdraw", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "submarine" },
          ],
        },
      },
    });
    const m = await legal(s, move("Germans", { submarine: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: the German sub 6; the British sub 6 and battleship 6.
    const r1 = await ok(c, { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, [6, 6, 6]);
    expect(r1.state.pending.decision).toMatchObject({ kind: "withdrawSubmarines", power: "Germans" });
    const r2 = await legal(r1.state, { type: "withdrawSubmarines", power: "Germans", at: "North Sea Zone", to: "Baltic Sea Zone" });
    expect(tally(r2.state, "Baltic Sea Zone")).toEqual({ "Germans submarine": 1 });
    expect(tally(r2.state, "North Sea Zone")).toEqual({ "British battleship": 1, "British submarine": 1 });
  });

  it("a sea battle step by step: attacker and defender withdrawal decisions, press on, the defender's casualty choice", async () => {
    const s = await position({
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Zone": {
          units: [
            { owner: "Germans", type: "submarine" },
            { owner: "Germans", type: "battleship" },
          ],
        },
        "North Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "transport" },
          ],
        },
      },
    });
    const m = await legal(s, move("Germans", { submarine: 1, battleship: 1 }, ["Baltic Sea Zone", "North Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: German sub 6; battleship 6; British transport 6, sub 6.
    let st = (await ok(c, { type: "resolveBattle", power: "Germans", at: "North Sea Zone" }, [6, 6, 6, 6])).state;
    expect(st.pending.decision).toMatchObject({ kind: "withdrawSubmarines", power: "Germans" });
    st = (await legal(st, { type: "withdrawSubmarines", power: "Germans", at: "North Sea Zone", to: null })).state;
    expect(st.pending.decision).toMatchObject({ kind: "withdrawSubmarines", power: "British" });
    st = (await legal(st, { type: "withdrawSubmarines", power: "British", at: "North Sea Zone", to: null })).state;
    expect(st.pending.decision).toMatchObject({ kind: "retreat", power: "Germans" });
    // R2: the German sub 1 (first strike, hit): the British choose.
    st = (await ok(st, { type: "pressOn", power: "Germans", at: "North Sea Zone" }, [1])).state;
    expect(st.pending.decision).toMatchObject({ kind: "casualties", power: "British" });
    // The transport goes (and does not fire, SUB-1); battleship 4 hits the sub, which fires back 6.
    const end = await ok(st, { type: "chooseCasualties", power: "British", at: "North Sea Zone", units: { transport: 1 } }, [4, 6]);
    expect(tally(end.state, "North Sea Zone")).toEqual({ "Germans submarine": 1, "Germans battleship": 1 });
    expect(end.state.pending).toEqual({ battles: [], decision: null });
  });

  it("retreat.whenAttackersAtMost 1: after round 1 leaves one German infantry, all remaining retreat", async () => {
    const s = await position({
      power: "Germans",
      phase: "combat",
      territories: {
        "Syria Jordan": {
          units: [
            { owner: "British", type: "infantry", count: 3 },
            { owner: "Germans", type: "infantry", count: 3 },
          ],
        },
        "Anglo Sudan Egypt": { owner: "Germans" },
      },
    });
    // R1: German infantry 6, 6, 6; British 1, 1, 6 → 2 hits: one German left, it retreats.
    const r = await ok(
      s,
      resolve("Germans", "Syria Jordan", { retreat: { whenAttackersAtMost: 1, to: "Anglo Sudan Egypt" } }),
      [6, 6, 6, 1, 1, 6],
    );
    expect(tally(r.state, "Anglo Sudan Egypt")).toEqual({ "Germans infantry": 1 });
    expect(tally(r.state, "Syria Jordan")).toEqual({ "British infantry": 3 });
  });
});

describe("CARR-6: attacking fighters whose carrier sank land anywhere legal within range", () => {
  it("the Japanese carrier sinks off Hawaii; its fighter flies 2 more to Wake Island (3 in all)", async () => {
    const s = await position({
      power: "Japanese",
      phase: "combatMove",
      territories: {
        "Wake Island Sea Zone": {
          units: [
            { owner: "Japanese", type: "carrier" },
            { owner: "Japanese", type: "fighter" },
          ],
        },
        "Hawaii Sea Zone": { units: [{ owner: "Americans", type: "battleship" }] },
      },
    });
    const f = ids(s, "Wake Island Sea Zone", "Japanese", "fighter");
    let m = await legal(s, move("Japanese", { carrier: 1 }, ["Wake Island Sea Zone", "Hawaii Sea Zone"]));
    m = await legal(m.state, move("Japanese", f, ["Wake Island Sea Zone", "Hawaii Sea Zone"]));
    const c = await endPhasesUntil(m.state, "combat");
    // R1: carrier 6 (1), fighter 6 (3); battleship 4 (hit → the carrier, by order). R2: fighter 3 (hit); battleship 6.
    const b = await ok(c, resolve("Japanese", "Hawaii Sea Zone", { casualtyOrder: { attacker: ["carrier"] } }), [6, 6, 4, 3, 6]);
    expect(tally(b.state, "Hawaii Sea Zone")).toEqual({ "Japanese fighter": 1 });
    const n = await endPhasesUntil(b.state, "noncombatMove");
    const r = await legal(n, move("Japanese", f, ["Hawaii Sea Zone", "Wake Island Sea Zone", "Wake Island"]));
    expect(count(r.state, "Wake Island", "Japanese", "fighter")).toBe(1);
  });
});

describe("TRANS-3 / AMPH-1 in one combat move: load, sail, land", () => {
  it("British infantry board in North Sea Zone, the transport sails to Baltic Sea Zone, they land in Germany", async () => {
    const s = await position({
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "North Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        Germany: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    let m = await legal(s, move("British", { infantry: 2 }, ["United Kingdom", "North Sea Zone"]));
    m = await legal(m.state, move("British", { transport: 1 }, ["North Sea Zone", "Baltic Sea Zone"]));
    m = await legal(m.state, move("British", ids(m.state, "Baltic Sea Zone", "British", "infantry"), ["Baltic Sea Zone", "Germany"]));
    expect(m.state.pending.battles.find((b: any) => b.at === "Germany")).toMatchObject({ amphibious: true });
    await refused(m.state, move("British", { transport: 1 }, ["Baltic Sea Zone", "North Sea Zone"]), "TRANS-4");
    const c = await endPhasesUntil(m.state, "combat");
    const r = await ok(c, resolve("British", "Germany"), [1, 6, 6]);
    expect(owner(r.state, "Germany")).toBe("British");
  });
});

describe('DESIGN: boarding a chosen transport ("transport": id)', () => {
  it("infantry board the named transport; an armour cannot board a transport that already holds infantry (TRANS-1)", async () => {
    const s = await position({
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "British", type: "armour" },
          ],
        },
        "North Sea Zone": { units: [{ owner: "British", type: "transport", count: 2 }] },
      },
    });
    const [t1, t2] = ids(s, "North Sea Zone", "British", "transport");
    const a = await legal(s, move("British", { infantry: 1 }, ["United Kingdom", "North Sea Zone"], { transport: t2 }));
    expect(unitsAt(a.state, "North Sea Zone", "British", "infantry")[0].aboard).toBe(t2);
    await refused(a.state, move("British", { armour: 1 }, ["United Kingdom", "North Sea Zone"], { transport: t2 }), "TRANS-1");
    const b = await legal(a.state, move("British", { armour: 1 }, ["United Kingdom", "North Sea Zone"], { transport: t1 }));
    expect(unitsAt(b.state, "North Sea Zone", "British", "armour")[0].aboard).toBe(t1);
  });
});
