// PAC-TURN-1, PAC-ECON-7, PAC-CHINA-6, PAC-CAPT-1, PAC-OPT-7, PAC-OPT-8: the board game's three players and their
// options — China's flags in positions, British capitals per treasury, no piece limit, TripleA's fixed split and its
// separate Chinese turn.
import { describe, expect, it } from "vitest";
import { act, end, ok, position, refused, rs, start } from "./helpers.js";

describe("pacific: three players", () => {
  it("PAC-CHINA-6 — a position's China's land defaults to American-held Chinese-original land (Korea, Manchuria, Shantung too); it may say otherwise", () => {
    const s = position({
      round: 2,
      power: "Americans",
      phase: "purchase",
      territories: { Manchuria: { owner: "Americans" }, Hunan: { chinese: false }, Siam: { owner: "Americans", chinese: true } },
    });
    expect(s.territories.Szechwan!.chinese).toBe(true);
    expect(s.territories.Manchuria!.chinese).toBe(true);
    expect(s.territories.Hunan!.chinese).toBeUndefined();
    expect(s.territories.Siam!.chinese).toBe(true);
    expect(s.territories["United States"]!.chinese).toBeUndefined();
    // the count of a position starting in the American purchase is made (DESIGN): China's land worth IPCs + the open Burma Road
    const worth = ["Manchuria", "Siam", "Sikang", "Szechwan"].filter((p) => (rs.board.territories.get(p)?.ipc ?? 0) > 0).length;
    expect(s.thisTurn.chineseInfantry).toBe(worth + 1);
  });

  it("PAC-CAPT-1 — Japan taking New South Wales plunders the australia treasury only; australia then collects nothing while india does", () => {
    const s = position({
      round: 2,
      power: "Japanese",
      phase: "combat",
      treasuries: { British: { india: 10, australia: 8 } },
      territories: {
        "New South Wales": {
          units: [
            { owner: "British", type: "infantry" },
            { owner: "Japanese", type: "armour" },
          ],
        },
      },
    });
    const won = ok(s, { type: "resolveBattle", power: "Japanese", at: "New South Wales", policy: {} }, [1, 6]);
    expect(won.state.territories["New South Wales"]!.owner).toBe("Japanese");
    expect(won.events).toContainEqual(expect.objectContaining({ type: "plundered", from: "British", treasury: "australia", amount: 8 }));
    expect(won.state.powers.British!.treasuries).toEqual({ india: 10, australia: 0 });
    const b = position({ round: 2, power: "British", phase: "collectIncome", territories: { "New South Wales": { owner: "Japanese" } } });
    const paid = ok(b, end("British")).events.filter((e) => e.type === "income");
    expect(paid).toEqual([
      expect.objectContaining({ treasury: "india", amount: 22 }),
      expect.objectContaining({ treasury: "australia", amount: 0, rule: "INC-2" }),
    ]);
  });

  it("PAC-ECON-7 — no piece limit: Classic's pieceLimits is not offered, and a player buys as many of a type as it pays for", () => {
    expect(rs.options.specs.map((o) => o.key)).not.toContain("pieceLimits");
    const s = position({ round: 2, power: "Americans", phase: "purchase", ipcs: { Americans: 999 } });
    expect(act(start(), { type: "purchase", power: "Japanese", units: {} }).ok).toBe(false); // round 0 is the British turn
    expect(
      ok(s, { type: "purchase", power: "Americans", units: { fighter: 40, infantry: 100 } }).state.powers.Americans!.purchased,
    ).toEqual({
      fighter: 40,
      infantry: 100,
    });
  });

  it("PAC-OPT-7 — fixedConvoySplit: no round 0, allocateConvoyIncome refused, each centre pays its own treasury", () => {
    const s = start({ fixedConvoySplit: true });
    expect(s.turn).toEqual({ round: 1, power: "Japanese", phase: "purchase" });
    const b = position({ round: 2, power: "British", phase: "collectIncome" }, { fixedConvoySplit: true });
    expect(refused(b, { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } })).toContain("PAC-OPT-7");
    const paid = ok(b, end("British")).events.filter((e) => e.type === "income");
    expect(paid.map((e) => (e.type === "income" ? [e.treasury, e.amount] : []))).toEqual([
      ["india", 22],
      ["australia", 25],
    ]);
  });

  it("PAC-OPT-8 — separateChineseTurn: TripleA's turns Japanese, British, Chinese, Americans; China's units and land are the Chinese power's (no flags); China's purchase grants its infantry, placed in Szechwan only", () => {
    const s = start({ separateChineseTurn: true });
    const v = rs.forOptions(s.ruleset.options);
    expect(v.powers.map((p) => p.name)).toEqual(["Japanese", "British", "Chinese", "Americans"]);
    expect(s.territories.Szechwan!.owner).toBe("Chinese");
    expect(s.territories.Szechwan!.chinese).toBeUndefined();
    expect(s.territories.Yunnan!.units.every((u) => u.owner === "Chinese" && !u.chinese)).toBe(true);
    expect(s.powers.Chinese!.ipcs).toBe(0);
    const c = position({ round: 2, power: "British", phase: "collectIncome" }, { separateChineseTurn: true });
    const r = ok(c, end("British"));
    expect(r.state.turn).toMatchObject({ power: "Chinese", phase: "purchase" });
    expect(r.state.powers.Chinese!.purchased).toEqual({ infantry: 3 });
    expect(refused(r.state, { type: "purchase", power: "Chinese", units: { infantry: 1 } })).toContain("PAC-CHINA-1");
  });

  it("PAC-OPT-9 — tripleaVictory: TripleA's victory cities, checked at the end of the round without a hold: Japan holding India and Japan wins then", () => {
    const s = position(
      { round: 3, power: "Americans", phase: "collectIncome", territories: { India: { owner: "Japanese" } } },
      { tripleaVictory: true },
    );
    expect(ok(s, end("Americans")).state.winner).toMatchObject({ alliance: "Axis", condition: "PAC-VICT-2", round: 3 });
  });
});
