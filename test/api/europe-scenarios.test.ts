// The test scenarios of europe.md (E-01…E-20; the victory scenarios E-18 and E-22 are in europe-victory-scenarios.test.ts)
// through the HTTP API (workerd): POST /v1/games/new with a position of rule set `europe`, then /v1/validate and /v1/adjudicate with supplied dice.
import { describe, expect, it } from "vitest";
import { buy, count, end, endPhasesUntil, europe, ipcs, legal, move, ok, owner, place, refused, unitsAt } from "./scenario-helpers.js";

const fightRound = (power: string, at: string, policy: object = {}) => ({ type: "fightRound", power, at, policy });
const events = (body: any, type: string): any[] => body.events.filter((e: any) => e.type === type);

describe("europe.md test scenarios over HTTP", () => {
  it("E-01 — Germans try to buy a factory: illegal (EUR-PURCH-2)", async () => {
    const s = await europe({ round: 1, power: "Germans", phase: "purchase", ipcs: { Germans: 40 } });
    await refused(s, buy("Germans", { factory: 1 }), "EUR-PURCH-2");
    await legal(s, buy("Germans", { infantry: 1 }));
  });

  it("E-02 — placement limits: captured Moscow (2) places at most 2; the Russians in their own Moscow are unlimited (EUR-PURCH-5)", async () => {
    const g = await europe({
      round: 3,
      power: "Germans",
      phase: "place",
      territories: {
        Moscow: {
          owner: "Germans",
          units: [
            { owner: "Germans", type: "factory" },
            { owner: "Germans", type: "armour" },
          ],
        },
      },
    });
    const withInfantry = { ...g, powers: { ...g.powers, Germans: { ...g.powers.Germans, purchased: { infantry: 3 } } } };
    await refused(withInfantry, place("Germans", "Moscow", { infantry: 3 }), "EUR-PURCH-5");
    await legal(withInfantry, place("Germans", "Moscow", { infantry: 2 }));
    const r = await europe({
      round: 5,
      power: "Russians",
      phase: "place",
      territories: { Moscow: { owner: "Russians", units: [{ owner: "Russians", type: "factory" }] } },
    });
    const tenInfantry = { ...r, powers: { ...r.powers, Russians: { ...r.powers.Russians, purchased: { infantry: 10 } } } };
    const t = (await legal(tenInfantry, place("Russians", "Moscow", { infantry: 10 }))).state;
    expect(count(t, "Moscow", "Russians", "infantry")).toBe(10);
  });

  it("E-03 — neutrals are impassable: armour into Spain, a fighter over Switzerland (EUR-MOVE-2, EUR-NEUT-1)", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Eastern France": {
          units: [
            { owner: "Germans", type: "armour" },
            { owner: "Germans", type: "fighter" },
          ],
        },
        "Northern Italy": { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    await refused(s, move("Germans", { armour: 1 }, ["Eastern France", "France", "Spain"]), "EUR-MOVE-2");
    await refused(s, move("Germans", { fighter: 1 }, ["Eastern France", "Switzerland", "Northern Italy"]), "EUR-MOVE-2");
    const t = await endPhasesUntil(s, "noncombatMove");
    await refused(t, move("Germans", { fighter: 1 }, ["Eastern France", "Switzerland", "Northern Italy"]), "EUR-MOVE-2");
    await legal(t, move("Germans", { fighter: 1 }, ["Eastern France", "Germany", "Austria", "Northern Italy"]));
  });

  it("E-04 — the Bosphorus is closed while Turkey is neutral (EUR-MOVE-3)", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "noncombatMove",
      territories: { "Black Sea Sea Zone": { units: [{ owner: "Germans", type: "transport" }] } },
    });
    await refused(s, move("Germans", { transport: 1 }, ["Black Sea Sea Zone", "Aegean Sea Sea Zone"]), "EUR-MOVE-3");
  });

  it("E-05 — a transport holds 4: armour (3) + infantry (2) is too much, infantry + artillery fits (EUR-TRANS-1)", async () => {
    const s = await europe({
      round: 1,
      power: "British",
      phase: "noncombatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "armour" },
            { owner: "British", type: "infantry", count: 2 },
            { owner: "British", type: "artillery" },
          ],
        },
        "North Sea Sea Zone": { units: [{ owner: "British", type: "transport" }] },
      },
    });
    await refused(s, move("British", { armour: 1, infantry: 1 }, ["United Kingdom", "North Sea Sea Zone"]), "EUR-TRANS-1");
    const t = (await legal(s, move("British", { infantry: 1, artillery: 1 }, ["United Kingdom", "North Sea Sea Zone"]))).state;
    expect(unitsAt(t, "North Sea Sea Zone", "British").filter((u: any) => u.aboard).length).toBe(2);
  });

  it("E-06 — one artillery supports one infantry (EUR-COMB-3)", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Poland: {
          units: [
            { owner: "Germans", type: "infantry", count: 2 },
            { owner: "Germans", type: "artillery" },
          ],
        },
        "East Poland": { units: [{ owner: "Russians", type: "infantry", count: 2 }] },
      },
    });
    let t = (await ok(s, move("Germans", { infantry: 2, artillery: 1 }, ["Poland", "East Poland"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // column order: infantry at 1, infantry at 2 (supported), artillery at 2; both infantry roll 2
    const r = await ok(t, fightRound("Germans", "East Poland"), [2, 2, 6, 6, 6]);
    const fire = events(r.body, "fire").find((e: any) => e.side === "attacker");
    expect(fire.hits).toBe(1);
  });

  it("E-07 — a battleship hit once is damaged, fights on at full value, sinks on a second hit and is repaired at the end of its owner's turn (EUR-COMB-4)", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] },
        "North Sea Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 2 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone", "North Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // round 1: first strike 2 (hit), 6 (miss): the battleship is damaged; it fires back at 4 and rolls 4: one sub sinks
    let r = await ok(t, fightRound("Germans", "North Sea Sea Zone"), [2, 6, 4]);
    expect(events(r.body, "unitsDamaged")).toMatchObject([{ side: "defender", units: [{ type: "battleship" }], rule: "EUR-COMB-4" }]);
    const bb = unitsAt(r.state, "North Sea Sea Zone", "British", "battleship")[0];
    expect(bb.damaged).toBe(true);
    expect(count(r.state, "North Sea Sea Zone", "Germans", "submarine")).toBe(1);
    // the damaged battleship still fires at 4 (EUR-COMB-4); the German retreats after round 1 — it stays damaged
    t = r.state;
    // round 2: the remaining sub hits (2): the damaged battleship sinks
    r = await ok(t, fightRound("Germans", "North Sea Sea Zone"), [2]);
    expect(count(r.state, "North Sea Sea Zone", "British", "battleship")).toBe(0);
  });

  it("E-07 — the damage lasts until the owner's next place phase ends, then it is repaired (EUR-COMB-4, EUR-TURN-2)", async () => {
    const s = await europe({
      round: 2,
      power: "British",
      phase: "place",
      territories: { "North Sea Sea Zone": { units: [{ owner: "British", type: "battleship" }] } },
    });
    const damaged = structuredClone(s);
    damaged.territories["North Sea Sea Zone"].units[0].damaged = true;
    const r = await ok(damaged, end("British"));
    expect(r.state.turn.phase).toBe("collectIncome");
    expect(events(r.body, "unitsRepaired")).toMatchObject([{ power: "British", rule: "EUR-COMB-4" }]);
    expect(unitsAt(r.state, "North Sea Sea Zone", "British", "battleship")[0].damaged).toBeUndefined();
    // another power's place phase repairs nothing of the British: a second hit in the Russian turn would still sink it
    const russian = structuredClone(damaged);
    russian.turn.power = "Russians";
    const n = await ok(russian, end("Russians"));
    expect(events(n.body, "unitsRepaired")).toEqual([]);
    expect(unitsAt(n.state, "North Sea Sea Zone", "British", "battleship")[0].damaged).toBe(true);
  });

  it("E-10 — a submarine's hit goes to the battleship (damaged), never to the fighter (EUR-COMB-5, EUR-SUB-1)", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "carrier", cargo: [{ owner: "British", type: "fighter" }] },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // the sub fires first and hits (1); the defenders hit the sub
    const r = await ok(t, fightRound("Germans", "Danish Sea Sea Zone", { casualtyOrder: { defender: ["fighter"] } }), [1, 1, 1, 1]);
    expect(events(r.body, "unitsDamaged")).toMatchObject([{ units: [{ type: "battleship" }] }]);
    expect(count(r.state, "Danish Sea Sea Zone", "British", "fighter")).toBe(1);
    expect(count(r.state, "Danish Sea Sea Zone", "British", "battleship")).toBe(1);
    expect(count(r.state, "Danish Sea Sea Zone", "Germans", "submarine")).toBe(0);
  });

  it("E-08 — a defending destroyer cancels the submarines' first strike; without it the subs fire first (EUR-SUB-2)", async () => {
    const pos = (defenders: any[]) =>
      europe({
        round: 1,
        power: "Germans",
        phase: "combatMove",
        territories: {
          "North Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] },
          "Norwegian Sea Sea Zone": { units: defenders },
        },
      });
    for (const [defenders, first] of [
      [
        [
          { owner: "British", type: "destroyer" },
          { owner: "British", type: "transport" },
        ],
        false,
      ],
      [[{ owner: "British", type: "transport", count: 2 }], true],
    ] as const) {
      let t = await pos([...defenders]);
      t = (await ok(t, move("Germans", { submarine: 2 }, ["North Sea Sea Zone", "Norwegian Sea Sea Zone"]))).state;
      t = (await ok(t, end("Germans"))).state;
      const r = await ok(t, fightRound("Germans", "Norwegian Sea Sea Zone"), [6, 6, 6, 6, 6, 6]);
      expect(
        events(r.body, "fire").some((e: any) => e.stage === "subStrike"),
        JSON.stringify(defenders),
      ).toBe(first);
    }
  });

  it("E-14 — a German submarine passing British Convoy 3 in the combat move takes it at once: the British lose its 5, the Germans gain nothing (EUR-CONV-2, EUR-CONV-3)", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "combatMove",
      territories: { "Azores Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine", count: 2 }] } },
    });
    const path = ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone", "Celtic Sea Sea Zone"];
    const r = await legal(s, move("Germans", { submarine: 1 }, path));
    expect(events(r.body, "captured")).toMatchObject([
      { at: "British Convoy 3 Sea Zone", by: "Germans", owner: "Germans", from: "British", rule: "EUR-CONV-2" },
    ]);
    let t = r.state;
    expect(owner(t, "British Convoy 3 Sea Zone")).toBe("Germans");
    expect(unitsAt(t, "Celtic Sea Sea Zone", "Germans", "submarine")).toHaveLength(1);
    // ending the move there: the same
    const ending = await legal(s, move("Germans", { submarine: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone"]));
    expect(owner(ending.state, "British Convoy 3 Sea Zone")).toBe("Germans");
    t = await endPhasesUntil(t, "collectIncome");
    expect(owner(t, "British Convoy 3 Sea Zone")).toBe("Germans");
    const g = await ok(t, end("Germans"));
    expect(events(g.body, "income")[0]).toMatchObject({ power: "Germans", amount: 40 });
    t = g.state;
    for (const p of ["Russians"]) {
      t = await endPhasesUntil(t, "collectIncome");
      t = (await ok(t, end(p))).state;
    }
    t = await endPhasesUntil(t, "collectIncome");
    const b = await ok(t, end("British"));
    expect(events(b.body, "income")[0]).toMatchObject({ power: "British", amount: 25 - 5 });
  });

  it("E-15 — no ship enters, passes or ends a non-combat move in an enemy-controlled convoy zone (EUR-MOVE-6)", async () => {
    const s = await europe({
      round: 1,
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Azores Sea Sea Zone": {
          units: [
            { owner: "Germans", type: "battleship" },
            { owner: "Germans", type: "submarine" },
          ],
        },
      },
    });
    await refused(s, move("Germans", { battleship: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone"]), "EUR-MOVE-6");
    await refused(s, move("Germans", { submarine: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone"]), "EUR-MOVE-6");
    await refused(
      s,
      move("Germans", { battleship: 1 }, ["Azores Sea Sea Zone", "British Convoy 3 Sea Zone", "Celtic Sea Sea Zone"]),
      "EUR-MOVE-6",
    );
    await legal(s, move("Germans", { battleship: 1 }, ["Azores Sea Sea Zone", "Mid-Atlantic Sea Zone"]));
  });

  it("E-23 — a German submarine may not enter a zone holding a British destroyer in the non-combat move; with subsEndNoncombatAmongEnemies it may (EUR-MOVE-7, EUR-OPT-7)", async () => {
    const position = {
      round: 1,
      power: "Germans",
      phase: "noncombatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Danish Sea Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
      },
    };
    const sub = move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]);
    await refused(await europe(position), sub, "MOVE-3");
    const r = await legal(await europe(position, { subsEndNoncombatAmongEnemies: true }), sub);
    expect(unitsAt(r.state, "Danish Sea Sea Zone", "Germans", "submarine")).toHaveLength(1);
  });

  it("E-24 — a British transport that moved into a zone with a German submarine may not load infantry there before the battle (EUR-TRANS-2)", async () => {
    const s = await europe({
      round: 1,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "infantry", count: 2 }] },
        "North Sea Sea Zone": { units: [{ owner: "British", type: "transport" }] },
        "English Channel Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        France: { units: [{ owner: "Germans", type: "infantry" }] },
      },
    });
    const t = (await legal(s, move("British", { transport: 1 }, ["North Sea Sea Zone", "English Channel Sea Zone"]))).state;
    await refused(t, move("British", { infantry: 2 }, ["United Kingdom", "English Channel Sea Zone"]), "EUR-TRANS-2");
  });

  it("E-09 — aircraft without a destroyer cannot hit a submarine, which cannot hit them: the battle ends after the round (EUR-SUB-3, EUR-SUB-1, EUR-SUB-5)", async () => {
    const s = await europe({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": {
          units: [
            { owner: "British", type: "fighter", count: 2 },
            { owner: "British", type: "bomber" },
          ],
        },
        "North Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    let t = (await ok(s, move("British", { fighter: 2, bomber: 1 }, ["United Kingdom", "North Sea Sea Zone"]))).state;
    t = (await ok(t, end("British"))).state;
    const r = await ok(t, fightRound("British", "North Sea Sea Zone"), [1, 1, 1, 1]);
    expect(count(r.state, "North Sea Sea Zone", "Germans", "submarine")).toBe(1);
    expect(count(r.state, "North Sea Sea Zone", "British", "fighter")).toBe(2);
    expect(count(r.state, "North Sea Sea Zone", "British", "bomber")).toBe(1);
    expect(events(r.body, "battleEnded")).toHaveLength(1);
    expect(r.state.pending.battles).toEqual([]);
  });

  it("E-09 — with a British destroyer in the battle, the aircraft may hit the submarine (EUR-SUB-3)", async () => {
    const s = await europe({
      round: 2,
      power: "British",
      phase: "combatMove",
      territories: {
        "United Kingdom": { units: [{ owner: "British", type: "fighter" }] },
        "Celtic Sea Sea Zone": { units: [{ owner: "British", type: "destroyer" }] },
        "Atlantic Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
      },
    });
    let t = (await ok(s, move("British", { fighter: 1 }, ["United Kingdom", "Atlantic Sea Zone"]))).state;
    t = (await ok(t, move("British", { destroyer: 1 }, ["Celtic Sea Sea Zone", "Atlantic Sea Zone"]))).state;
    t = (await ok(t, end("British"))).state;
    // columns: fighter 3 (6, a miss), destroyer 3 (6)… then the fighter alone hits: 1
    const r = await ok(t, fightRound("British", "Atlantic Sea Zone"), [1, 6, 6]);
    expect(count(r.state, "Atlantic Sea Zone", "Germans", "submarine")).toBe(0);
  });

  it("E-11 — a submarine moved into a British fleet submerges before round 1: legal, no combat (EUR-SUB-4)", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "battleship" },
            { owner: "British", type: "destroyer" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    expect(t.pending.battles.map((b: any) => b.at)).toEqual(["Danish Sea Sea Zone"]);
    await refused(t, { type: "withdrawSubmarines", power: "British", at: "Danish Sea Sea Zone", to: "Danish Sea Sea Zone" }, "EUR-TURN-5");
    const r = await legal(t, { type: "withdrawSubmarines", power: "Germans", at: "Danish Sea Sea Zone", to: "Danish Sea Sea Zone" });
    expect(events(r.body, "battleCancelled")).toMatchObject([{ at: "Danish Sea Sea Zone", rule: "EUR-SUB-4" }]);
    expect(r.state.pending.battles).toEqual([]);
    expect(count(r.state, "Danish Sea Sea Zone", "Germans", "submarine")).toBe(1);
    expect(events(r.body, "fire")).toEqual([]);
    const u = (await ok(r.state, end("Germans"))).state; // the combat phase ends with nothing owed
    expect(u.turn.phase).toBe("noncombatMove");
  });

  it("EUR-SUB-4 — the defender decides after the attacker's fire of the round: its submarine leaves the battle and stays in the zone, submerged", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "destroyer" }] },
        "Danish Sea Sea Zone": {
          units: [
            { owner: "British", type: "submarine" },
            { owner: "British", type: "transport" },
          ],
        },
      },
    });
    let t = (await ok(s, move("Germans", { destroyer: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // not before round 1: the destroyer fires first (6, a miss), then the British are asked
    const asked = await ok(t, { type: "resolveBattle", power: "Germans", at: "Danish Sea Sea Zone" }, [6]);
    expect(events(asked.body, "fire")).toMatchObject([{ side: "attacker", round: 1 }]);
    const sub = unitsAt(t, "Danish Sea Sea Zone", "British", "submarine")[0].id;
    expect(asked.state.pending.decision).toMatchObject({
      kind: "withdrawSubmarines",
      power: "British",
      side: "defender",
      round: 1,
      units: [sub],
      to: ["Danish Sea Sea Zone"],
      rule: "EUR-SUB-4",
    });
    await refused(
      asked.state,
      { type: "withdrawSubmarines", power: "British", at: "Danish Sea Sea Zone", to: "Baltic Sea Sea Zone" },
      "EUR-SUB-4",
    );
    // submerged: only the transport fires back (6); round 2 after pressing on: the destroyer hits (1), the transport misses (6)
    const down = await legal(
      asked.state,
      { type: "withdrawSubmarines", power: "British", at: "Danish Sea Sea Zone", to: "Danish Sea Sea Zone" },
      [6],
    );
    expect(events(down.body, "submarinesWithdrawn")).toMatchObject([{ side: "defender", to: "Danish Sea Sea Zone", rule: "EUR-SUB-4" }]);
    const fired = events(down.body, "fire").filter((e: any) => e.side === "defender");
    expect(fired.map((f: any) => f.rolls.map((x: any) => x.unitType))).toEqual([["transport"]]);
    const r = await ok(down.state, { type: "pressOn", power: "Germans", at: "Danish Sea Sea Zone" }, [1, 6]);
    expect(unitsAt(r.state, "Danish Sea Sea Zone", "British", "submarine")).toMatchObject([{ id: sub, submerged: true }]);
    expect(count(r.state, "Danish Sea Sea Zone", "British", "transport")).toBe(0);
    expect(r.state.pending.battles).toEqual([]);
  });

  it("EUR-SUB-4 — the attacker decides at the start of each round (asked from round 2, or by policy, afterRound 0 before round 1); they stay in the zone", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        "Baltic Sea Sea Zone": { units: [{ owner: "Germans", type: "submarine" }] },
        "Danish Sea Sea Zone": { units: [{ owner: "British", type: "battleship" }] },
      },
    });
    let t = (await ok(s, move("Germans", { submarine: 1 }, ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"]))).state;
    t = (await ok(t, end("Germans"))).state;
    // round 1 (not asked): the sub's first strike misses (6), the battleship misses (6); round 2 begins: the attacker is asked
    const round1 = (await ok(t, { type: "resolveBattle", power: "Germans", at: "Danish Sea Sea Zone" }, [6, 6])).state;
    expect(round1.pending.decision).toMatchObject({ kind: "retreat" });
    const asked = (await ok(round1, { type: "pressOn", power: "Germans", at: "Danish Sea Sea Zone" })).state;
    expect(asked.pending.decision).toMatchObject({
      kind: "withdrawSubmarines",
      power: "Germans",
      side: "attacker",
      round: 2,
      to: ["Danish Sea Sea Zone"],
      rule: "EUR-SUB-4",
    });
    const r = await legal(asked, { type: "withdrawSubmarines", power: "Germans", at: "Danish Sea Sea Zone", to: "Danish Sea Sea Zone" });
    expect(r.state.pending.battles).toEqual([]);
    expect(unitsAt(r.state, "Danish Sea Sea Zone", "Germans", "submarine")).toMatchObject([{ submerged: true }]);
    expect(count(r.state, "Danish Sea Sea Zone", "British", "battleship")).toBe(1);
    // the same by policy: afterRound 1 submerges at the start of round 2
    const policy = (afterRound: number, to = "Danish Sea Sea Zone") => ({
      type: "resolveBattle",
      power: "Germans",
      at: "Danish Sea Sea Zone",
      policy: { withdrawSubmarines: { attacker: { afterRound, to } } },
    });
    const p = await ok(t, policy(1), [6, 6]);
    expect(events(p.body, "submarinesWithdrawn")).toMatchObject([{ side: "attacker", rule: "EUR-SUB-4" }]);
    expect(events(p.body, "fire").flatMap((f: any) => f.rolls)).toHaveLength(2); // round 1 only
    // afterRound 0: before round 1, no die rolled
    const z = await ok(t, policy(0));
    expect(events(z.body, "fire")).toEqual([]);
    expect(unitsAt(z.state, "Danish Sea Sea Zone", "Germans", "submarine")).toMatchObject([{ submerged: true }]);
    // a withdrawal to another zone is no longer offered (submerging replaces SUB-5)
    await refused(t, policy(1, "Baltic Sea Sea Zone"), "EUR-SUB-4");
  });

  it("E-12 — bombardment: the battleship hits on 4, the destroyer on 2, in round 1; the units hit still fire (EUR-BOMB-1, EUR-BOMB-2, EUR-BOMB-3)", async () => {
    const pos = () =>
      europe({
        round: 2,
        power: "British",
        phase: "combatMove",
        territories: {
          "English Channel Sea Zone": {
            units: [
              { owner: "British", type: "transport", cargo: [{ owner: "British", type: "infantry", count: 2 }] },
              { owner: "British", type: "battleship" },
              { owner: "British", type: "destroyer" },
            ],
          },
          France: { units: [{ owner: "Germans", type: "infantry", count: 2 }] },
        },
      });
    for (const [dd, hits] of [
      [2, 2],
      [3, 1],
    ] as const) {
      let t = await pos();
      t = (await ok(t, move("British", { infantry: 2 }, ["English Channel Sea Zone", "France"]))).state;
      t = (await ok(t, end("British"))).state;
      // columns: the infantry at 1 (6, 6), the destroyer bombarding at 2, the battleship bombarding at 4; then the defenders
      const r = await ok(t, fightRound("British", "France", { casualtyOrder: {} }), [6, 6, dd, 4, 1, 6]);
      const fire = events(r.body, "fire");
      expect(fire[0]).toMatchObject({ side: "attacker", bombardmentHits: hits });
      expect(fire[1]).toMatchObject({ side: "defender", hits: 1 }); // both defenders fire, hit or not (EUR-BOMB-3)
      expect(fire[1].rolls.reduce((n: number, x: any) => n + x.values.length, 0)).toBe(2);
    }
  });

  it("E-16 — Germany's Middle East income is paid by the Allies (Americans first); British income never counts it (EUR-ME-2, EUR-ME-3)", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "collectIncome",
      ipcs: { Germans: 0, Americans: 30, British: 10 },
      territories: { Iraq: { owner: "Germans" }, Iran: { owner: "Germans" } },
    });
    const r = await ok(s, end("Germans"));
    expect(events(r.body, "ipcsTransferred")).toMatchObject([{ from: "Americans", to: "Germans", amount: 4, rule: "EUR-ME-3" }]);
    expect(ipcs(r.state, "Americans")).toBe(26);
    expect(ipcs(r.state, "Germans")).toBe(40 + 4);
    const b = await europe({ round: 2, power: "British", phase: "collectIncome", ipcs: { British: 0 } });
    const rb = await ok(b, end("British"));
    expect(events(rb.body, "income")[0]).toMatchObject({ power: "British", amount: 25, rule: "EUR-ECON-2" });
  });

  const raidPosition = () =>
    europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      ipcs: { British: 30 },
      territories: {
        France: {
          units: [
            { owner: "Germans", type: "bomber" },
            { owner: "Germans", type: "fighter" },
          ],
        },
        "United Kingdom": {
          units: [
            { owner: "British", type: "fighter", count: 2 },
            { owner: "British", type: "aaGun" },
            { owner: "British", type: "factory" },
          ],
        },
      },
    });
  const toUk = ["France", "English Channel Sea Zone", "United Kingdom"];

  it("E-13 — a raid on the United Kingdom: interceptors committed when combat begins, AA at bomber and escort, then one air-battle exchange (escort at 1, interceptors at 2), then 1 die paid by the British (EUR-SBR-2, EUR-SBR-3, EUR-SBR-4, EUR-AA-1)", async () => {
    const s = await raidPosition();
    // EUR-SBR-2: an escort flies with raiding bombers only
    await refused(s, { ...move("Germans", { fighter: 1 }, toUk), raid: true }, "EUR-SBR-2");
    let t = (await legal(s, { ...move("Germans", { bomber: 1, fighter: 1 }, toUk), raid: true })).state;
    expect(unitsAt(t, "United Kingdom", "Germans").every((u: any) => u.raiding)).toBe(true);
    t = (await ok(t, end("Germans"))).state;
    const fighters = unitsAt(t, "United Kingdom", "British", "fighter").map((u: any) => u.id);
    expect(t.pending.decision).toMatchObject({ kind: "intercept", power: "British", units: fighters, rule: "EUR-SBR-2" });
    // a policy commits both; dice: AA at bomber and escort (3, 3: misses), the escort at 1 (1: a hit), the interceptors at 2 (2, 5: one hit), the raid (4)
    const r = await ok(
      t,
      { type: "resolveBattle", power: "Germans", at: "United Kingdom", policy: { casualtyOrder: { attacker: ["fighter"] } } },
      [3, 3, 1, 2, 5, 4],
    );
    const aa = events(r.body, "aaFire");
    expect(aa).toHaveLength(1);
    expect([...aa[0].aircraft].sort()).toEqual(
      unitsAt(t, "United Kingdom", "Germans")
        .map((u: any) => u.id)
        .sort(),
    ); // EUR-AA-1: the escort too
    const air = events(r.body, "fire").filter((e: any) => e.stage === "airBattle");
    expect(air).toMatchObject([
      { side: "attacker", hits: 1, rule: "EUR-SBR-3" },
      { side: "defender", hits: 1, rule: "EUR-SBR-3" },
    ]);
    expect(air[0].rolls).toMatchObject([{ unitType: "fighter", threshold: 1, values: [1] }]);
    expect(air[1].rolls).toMatchObject([{ unitType: "fighter", threshold: 2, values: [2, 5] }]);
    const order = r.body.events.map((e: any) => e.type).filter((x: string) => ["aaFire", "fire", "raidDamage"].includes(x));
    expect(order).toEqual(["aaFire", "fire", "fire", "raidDamage"]);
    expect(events(r.body, "raidDamage")).toMatchObject([{ damage: 4, payer: "British", paid: 4 }]);
    expect(ipcs(r.state, "British")).toBe(26);
    expect(count(r.state, "United Kingdom", "British", "fighter")).toBe(1);
    expect(count(r.state, "United Kingdom", "Germans", "fighter")).toBe(0);
    expect(count(r.state, "United Kingdom", "Germans", "bomber")).toBe(1);
  });

  it("EUR-SBR-1 — a bomber raids an enemy territory with a factory only; other units never raid", async () => {
    const s = await europe({
      round: 2,
      power: "Germans",
      phase: "combatMove",
      territories: {
        Poland: {
          units: [
            { owner: "Germans", type: "bomber" },
            { owner: "Germans", type: "armour" },
          ],
        },
        "East Poland": { units: [{ owner: "Russians", type: "infantry" }] },
        Moscow: { units: [{ owner: "Russians", type: "factory" }] },
      },
    });
    await refused(s, { ...move("Germans", { bomber: 1 }, ["Poland", "East Poland"]), raid: true }, "EUR-SBR-1");
    await refused(s, { ...move("Germans", { armour: 1 }, ["Poland", "East Poland"]), raid: true }, "EUR-SBR-1");
    await legal(s, { ...move("Germans", { bomber: 1 }, ["Poland", "East Poland", "Belorussia", "Moscow"]), raid: true });
  });

  it("E-13 — the air battle's casualties are asked of each side; an interceptor hit may take the bomber, which then never bombs (EUR-SBR-3, EUR-SBR-5)", async () => {
    let t = (await ok(await raidPosition(), { ...move("Germans", { bomber: 1, fighter: 1 }, toUk), raid: true })).state;
    t = (await ok(t, end("Germans"))).state;
    // EUR-SBR-2: the British commit their interceptors when combat begins: both; answering fights nothing
    const fighters = unitsAt(t, "United Kingdom", "British", "fighter").map((u: any) => u.id);
    const committed = await legal(t, { type: "intercept", power: "British", at: "United Kingdom", units: fighters });
    expect(events(committed.body, "fire")).toEqual([]);
    expect(committed.state.pending.decision).toBeNull();
    // AA misses (6, 6); the escort misses (6), one interceptor hits (1, 6): the attacker is asked which raider falls
    const r = await ok(committed.state, { type: "resolveBattle", power: "Germans", at: "United Kingdom" }, [6, 6, 6, 1, 6]);
    expect(r.state.pending.decision).toMatchObject({
      kind: "casualties",
      power: "Germans",
      stage: "airBattle",
      side: "attacker",
      count: 1,
    });
    expect(r.state.pending.decision.eligible).toHaveLength(2);
    const bomber = unitsAt(t, "United Kingdom", "Germans", "bomber")[0].id;
    const u = await ok(r.state, { type: "chooseCasualties", power: "Germans", at: "United Kingdom", units: [bomber] });
    expect(events(u.body, "raidDamage")).toEqual([]);
    expect(ipcs(u.state, "British")).toBe(30);
    expect(count(u.state, "United Kingdom", "British", "fighter")).toBe(2);
    // EUR-SBR-5: the escort lands in the non-combat move; the interceptors stay where they are
    const v = await endPhasesUntil(u.state, "noncombatMove");
    const w = (await legal(v, move("Germans", { fighter: 1 }, ["United Kingdom", "English Channel Sea Zone", "France"]))).state;
    expect(count(w, "France", "Germans", "fighter")).toBe(1);
    expect(count(w, "United Kingdom", "British", "fighter")).toBe(2);
  });

  it("EUR-SBR-2 — the defender chooses which fighters intercept, before any battle: one of two fights the air battle, or none and the raid meets AA fire only", async () => {
    let t = (await ok(await raidPosition(), { ...move("Germans", { bomber: 1, fighter: 1 }, toUk), raid: true })).state;
    const asked = (await ok(t, end("Germans"))).state;
    const [one] = unitsAt(asked, "United Kingdom", "British", "fighter").map((u: any) => u.id);
    const escort = unitsAt(asked, "United Kingdom", "Germans", "fighter")[0].id;
    const answer = (units: string[], power = "British") => ({ type: "intercept", power, at: "United Kingdom", units });
    await refused(asked, answer([escort]), "EUR-SBR-2");
    await refused(asked, answer([one], "Germans"), "EUR-TURN-5");
    await refused(asked, { type: "chooseCasualties", power: "British", at: "United Kingdom", units: [one] }, "COMB-4"); // not this decision
    await refused(asked, { type: "resolveBattle", power: "Germans", at: "United Kingdom" }, "EUR-SBR-2"); // without a policy: wait
    const resolve = { type: "resolveBattle", power: "Germans", at: "United Kingdom" };
    // one interceptor: AA 6, 6; the escort rolls 6, the one interceptor 6; the raid 3
    t = (await ok(asked, answer([one]))).state;
    const r = await ok(t, resolve, [6, 6, 6, 6, 3]);
    const air = events(r.body, "fire").filter((e: any) => e.stage === "airBattle");
    expect(air[1].rolls).toMatchObject([{ unitType: "fighter", threshold: 2, values: [6] }]);
    expect(events(r.body, "raidDamage")).toMatchObject([{ damage: 3, payer: "British" }]);
    expect(r.state.pending.battles).toEqual([]);
    // none: no air battle dice; AA 6, 6, the raid 5
    const n = await ok((await ok(asked, answer([]))).state, resolve, [6, 6, 5]);
    expect(
      events(n.body, "fire")
        .filter((e: any) => e.stage === "airBattle")
        .flatMap((e: any) => e.rolls),
    ).toEqual([]);
    expect(events(n.body, "raidDamage")).toMatchObject([{ damage: 5 }]);
    expect(count(n.state, "United Kingdom", "British", "fighter")).toBe(2);
  });

  it("E-19 — no weapons development (EUR-TECH-1)", async () => {
    const s = await europe({ round: 1, power: "Germans", phase: "purchase", ipcs: { Germans: 40 } });
    await refused(s, { type: "developWeapons", power: "Germans", dice: 1 }, "EUR-TECH-1");
  });

  // The digest buys 2 armour and 1 infantry (13 IPCs) with 12: the armour alone is tested for Sweden and Libya.
  it("E-20 — the cash advance buys units placed where the power has units: Libya yes, neutral Sweden no; what is left goes to the treasury (EUR-ECON-3, EUR-ECON-4)", async () => {
    const s = await europe({
      round: 0,
      power: "Germans",
      phase: "cashAdvance",
      territories: { Libya: { units: [{ owner: "Germans", type: "infantry" }] } },
    });
    expect(s.powers.Germans.advance).toBe(12);
    await refused(s, buy("Germans", { armour: 2, infantry: 1 }), "PURCH-2"); // 13 > 12
    const t = (await legal(s, buy("Germans", { armour: 2 }))).state;
    expect(t.powers.Germans.advance).toBe(2);
    expect(ipcs(t, "Germans")).toBe(s.powers.Germans.ipcs);
    await refused(t, place("Germans", "Sweden", { armour: 1 }), "EUR-ECON-3");
    const u = (await legal(t, place("Germans", "Libya", { armour: 2 }))).state;
    expect(count(u, "Libya", "Germans", "armour")).toBe(2);
    expect(owner(u, "Sweden")).toBeNull();
    const v = (await ok(u, end("Germans"))).state;
    expect(ipcs(v, "Germans")).toBe(s.powers.Germans.ipcs + 2); // EUR-ECON-4
    expect(v.turn).toMatchObject({ round: 0, power: "Russians", phase: "cashAdvance" });
  });
});
