// Europe rules that the shared engine plays with the switches the rule set chooses (europeEngine), and the
// rule set's own options, checked at the core (the HTTP scenarios are in test/api/europe-scenarios.test.ts).
import { describe, expect, it } from "vitest";
import { engineOptionTable } from "../../../src/rules/engine/options.js";
import { europeIncome } from "../../../src/rulesets/europe/income.js";
import { act, end, move, ok, position, refused, rs, start, toPhase, unitsOf } from "./helpers.js";

describe("europe: options", () => {
  it("EUR-OPT-1: advance.<power> overrides TripleA's split; unknown powers and negative amounts are refused", () => {
    const s = start({ "advance.Americans": 5 });
    expect(s.powers.Americans!.advance).toBe(5);
    expect(s.powers.Germans!.advance).toBe(12);
    expect(rs.options.check({ "advance.Japanese": 3 }, { id: "europe", powers: rs.powers.map((p) => p.name) }).length).toBeGreaterThan(0);
    expect(rs.options.check({ "advance.Germans": -1 }, { id: "europe", powers: rs.powers.map((p) => p.name) }).length).toBeGreaterThan(0);
  });

  it("EUR-OPT-5: with middleEastRule false the Middle East pays the British like other land (33)", () => {
    const s = start({ middleEastRule: false });
    const b = europeIncome({ rs, state: s }, "British");
    expect(b.land + b.convoys).toBe(33);
    expect(b.middleEast).toBe(0);
  });

  it("EUR-OPT-6: lowLuck switches the engine's low luck (OPT-20); Classic's own switches are not Europe options", () => {
    expect(rs.engineOptions({ lowLuck: true }).lowLuck).toBe(true);
    expect(rs.engineOptions({}).lowLuck).toBe(false);
    const keys = rs.options.specs.map((o) => o.key);
    expect(keys).not.toContain("totalVictory");
    expect(Object.keys(engineOptionTable.read({}))).toContain("totalVictory");
  });
});

describe("europe: the Soviet Patriotic War (EUR-SOV-1, EUR-SOV-2, EUR-OPT-4)", () => {
  const archangel = (power: string, phase: string, options?: Record<string, unknown>) =>
    position(
      {
        round: 2,
        power,
        phase,
        territories: {
          Archangel: {
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

  it("EUR-SOV-1, EUR-SOV-2: in the Soviet place phase the Soviet player converts the units it names, at once; the others stay", () => {
    const s = archangel("Russians", "place");
    const [inf1] = unitsOf(s, "Archangel", "Americans", "infantry").map((u) => u.id);
    const ftr = unitsOf(s, "Archangel", "British", "fighter")[0]!.id;
    const r = ok(s, { type: "patrioticWar", power: "Russians", convert: [inf1!, ftr] });
    expect(
      unitsOf(r.state, "Archangel", "Russians")
        .map((u) => u.id)
        .sort(),
    ).toEqual([inf1!, ftr].sort());
    expect(unitsOf(r.state, "Archangel", "Americans", "infantry")).toHaveLength(1);
    expect(
      r.events
        .filter((e) => e.type === "unitsConverted")
        .map((e) => (e as { from: string }).from)
        .sort(),
    ).toEqual(["Americans", "British"]);
    // once per phase
    expect(refused(r.state, { type: "patrioticWar", power: "Russians", convert: [] })).toContain("EUR-SOV-2");
  });

  it("EUR-SOV-1: the armour in Karelia (no Soviet factory) never converts; nothing sent, nothing converts", () => {
    const s = archangel("Russians", "place");
    const armour = unitsOf(s, "Karelia", "Americans", "armour")[0]!.id;
    expect(refused(s, { type: "patrioticWar", power: "Russians", convert: [armour] })).toContain("EUR-SOV-1");
    const t = ok(s, end("Russians")).state;
    expect(unitsOf(t, "Archangel", "Russians")).toHaveLength(0);
    // the American turn's end converts nothing either (no automatic conversion)
    const a = archangel("Americans", "collectIncome");
    expect(unitsOf(ok(a, end("Americans")).state, "Archangel", "Russians")).toHaveLength(0);
  });

  it("EUR-SOV-2: only in the Soviet place phase, only by the Soviet player", () => {
    const inAmericanTurn = archangel("Americans", "collectIncome");
    const inf = unitsOf(inAmericanTurn, "Archangel", "Americans", "infantry")[0]!.id;
    expect(refused(inAmericanTurn, { type: "patrioticWar", power: "Russians", convert: [inf] })).not.toEqual([]);
    const purchase = archangel("Russians", "purchase");
    expect(refused(purchase, { type: "patrioticWar", power: "Russians", convert: [inf] })).toContain("EUR-TURN-2"); // not an action of purchase
  });

  it("EUR-SOV-2: converted units move normally in the next Soviet turn", () => {
    const s = archangel("Russians", "place");
    const inf = unitsOf(s, "Archangel", "Americans", "infantry")[0]!.id;
    const r = ok(s, { type: "patrioticWar", power: "Russians", convert: [inf] }).state;
    const next = structuredClone(r);
    next.turn = { ...next.turn, round: 3, phase: "noncombatMove" };
    expect(ok(next, move("Russians", [inf], ["Archangel", "Karelia"])).state.territories.Karelia!.units.some((u) => u.id === inf)).toBe(
      true,
    );
  });

  it("EUR-OPT-4: with patrioticWarAutomatic the units convert at the end of the American turn, may not move in the next Soviet turn, and patrioticWar is refused", () => {
    expect(rs.options.specs.find((o) => o.key === "patrioticWarAutomatic")).toMatchObject({ default: false });
    const s = archangel("Americans", "collectIncome", { patrioticWarAutomatic: true });
    const t = ok(s, end("Americans")).state;
    const converted = unitsOf(t, "Archangel", "Russians", "infantry");
    expect(converted).toHaveLength(2);
    expect(unitsOf(t, "Archangel", "British", "fighter")).toHaveLength(1); // the fighter at the end of a British turn
    const soviet = structuredClone(t);
    soviet.turn = { ...soviet.turn, power: "Russians", round: 3, phase: "noncombatMove" };
    expect(refused(soviet, move("Russians", [converted[0]!.id], ["Archangel", "Karelia"]))).toContain("EUR-OPT-4");
    const place = structuredClone(soviet);
    place.turn.phase = "place";
    expect(refused(place, { type: "patrioticWar", power: "Russians", convert: [] })).toContain("EUR-OPT-4");
  });
});

describe("europe: the shared engine's rules under Europe's switches", () => {
  it("EUR-TURN-5: only the power whose turn it is acts (TURN-3, cited as EUR-TURN-5)", () => {
    const s = position({ round: 1, power: "Germans", phase: "purchase", ipcs: { Russians: 24 } });
    expect(refused(s, { type: "purchase", power: "Russians", units: { infantry: 1 } })).toContain("EUR-TURN-5");
  });

  it("EUR-MOVE-4, EUR-MOVE-5: artillery moves 1; destroyers and battleships move 2", () => {
    expect(rs.units.get("artillery")!.movement).toBe(1);
    expect(rs.units.get("destroyer")!.movement).toBe(2);
    expect(rs.units.get("battleship")!.movement).toBe(2);
    const s = position({
      round: 1,
      power: "Germans",
      phase: "noncombatMove",
      territories: { Germany: { units: [{ owner: "Germans", type: "artillery" }] } },
    });
    expect(refused(s, move("Germans", { artillery: 1 }, ["Germany", "Austria", "Hungary"]))).toContain("MOVE-4");
    expect(ok(s, move("Germans", { artillery: 1 }, ["Germany", "Austria"])).state.territories.Austria!.units.length).toBe(1);
  });

  it("EUR-PURCH-7: units bought that cannot be placed are lost at the end of placement, without refund", () => {
    // The Germans hold no factory: nothing can be placed anywhere.
    const s = position({ round: 2, power: "Germans", phase: "place", territories: { Germany: { owner: "Russians" } } });
    const withArmour = { ...s, powers: { ...s.powers, Germans: { ...s.powers.Germans!, purchased: { armour: 1 } } } };
    const r = ok(withArmour, end("Germans"));
    expect(r.events.find((e) => e.type === "unitsLost")).toMatchObject({ power: "Germans", units: { armour: 1 }, refund: 0 });
  });

  it("EUR-VICT-2, EUR-VICT-3: the Allies holding all four capitals at the end of a round do not win at once: their hold starts, at every turn's end", () => {
    const s = position({ round: 3, power: "Americans", phase: "collectIncome", territories: { Germany: { owner: "Russians" } } });
    const r = ok(s, end("Americans")).state;
    expect(r.winner).toBeNull();
    expect(r.victoryHold).toEqual([{ alliance: "Allies", condition: "EUR-VICT-2", since: { round: 3, power: "Americans" } }]);
    const mid = position({ round: 3, power: "British", phase: "collectIncome", territories: { Germany: { owner: "Russians" } } });
    expect(ok(mid, end("British")).state.victoryHold).toEqual([
      { alliance: "Allies", condition: "EUR-VICT-2", since: { round: 3, power: "British" } },
    ]);
  });

  it("EUR-VICT-4: a side may concede", () => {
    const s = position({ round: 1, power: "Germans", phase: "purchase" });
    expect(ok(s, { type: "concede", power: "Germans" }).state.winner).toMatchObject({ alliance: "Allies" });
  });

  it("EUR-CAPT-2, EUR-VICT-1: capitals and victory cities are Germany, Moscow, United Kingdom, United States", () => {
    expect(rs.powers.map((p) => p.capital)).toEqual(["Germany", "Moscow", "United Kingdom", "United States"]);
  });

  it("EUR-CAPT-3: a power whose capital is enemy-held collects nothing (INC-2)", () => {
    const s = position({
      round: 2,
      power: "Russians",
      phase: "collectIncome",
      ipcs: { Russians: 3 },
      territories: { Moscow: { owner: "Germans" } },
    });
    const r = ok(s, end("Russians"));
    expect(r.state.powers.Russians!.ipcs).toBe(3);
    expect(r.events.find((e) => e.type === "income")).toMatchObject({ amount: 0, rule: "INC-2" });
  });

  it("EUR-ME-1: the Middle East is Egypt, Syria, Iraq, Iran, Trans-Jordan and Palestine, 8 IPCs, British at the start", () => {
    const me = ["Egypt", "Syria", "Iraq", "Iran", "Trans-Jordan", "Palestine"];
    expect(me.reduce((n, t) => n + rs.board.territories.get(t)!.ipc, 0)).toBe(8);
    for (const t of me) expect(start().territories[t]!.owner).toBe("British");
  });

  it("EUR-SOV-3: the Soviet Convoy Sea Zone pays the Russians 4", () => {
    const s = start();
    expect(europeIncome({ rs, state: s }, "Russians").convoys).toBe(4);
  });

  it("EUR-ECON-1: IPCs carry over; income is added to what is left", () => {
    const s = position({ round: 2, power: "Germans", phase: "collectIncome", ipcs: { Germans: 7 } });
    expect(ok(s, end("Germans")).state.powers.Germans!.ipcs).toBe(47);
  });

  it("EUR-TURN-3: a position may start in round 0 only in cashAdvance, and cashAdvance is played in round 0 only", () => {
    expect(() => position({ round: 1, power: "Germans", phase: "cashAdvance" })).toThrow(/not played in round 1/);
    expect(() => position({ round: 0, power: "Germans", phase: "purchase" })).toThrow(/not played in round 0/);
    const s = position({ round: 0, power: "British", phase: "cashAdvance" });
    expect(s.powers.British!.advance).toBe(0);
    expect(s.powers.Germans!.advance).toBeUndefined();
  });

  it("EUR-ECON-3: the advance is spent on purchases; the treasury pays nothing in round 0", () => {
    let s = start();
    s = ok(s, { type: "purchase", power: "Germans", units: { infantry: 4 } }).state;
    expect(s.powers.Germans!.advance).toBe(0);
    expect(s.powers.Germans!.ipcs).toBe(40);
    expect(act(s, { type: "purchase", power: "Germans", units: { infantry: 1 } }).ok).toBe(false);
    s = ok(s, { type: "place", power: "Germans", at: "Germany", units: { infantry: 4 } }).state;
    expect(unitsOf(s, "Germany", "Germans", "infantry").length).toBe(8);
    s = toPhase(s, "cashAdvance", "Russians");
    expect(s.powers.Germans!.ipcs).toBe(40);
  });
});
