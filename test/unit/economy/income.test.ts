import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/rulesets/index.js";
import { npl } from "../../../src/rules/queries.js";
import { ok, position, rs } from "./helpers.js";

const collect = (s: GameState) => ok(s, { type: "endPhase", power: s.turn.power });
const incomeEvent = (r: ReturnType<typeof collect>) => r.events.find((e) => e.type === "income")!;

describe("INC-1: income is the NPL at the end of the turn", () => {
  it("INC-1: the Germans at the start collect 32 (ECON-4)", () => {
    const r = collect(position({ power: "Germans", phase: "collectIncome", ipcs: { Germans: 5 } }));
    expect(r.state.powers.Germans!.ipcs).toBe(37);
    expect(incomeEvent(r)).toMatchObject({ power: "Germans", amount: 32, rule: "INC-1" });
    expect(r.state.turn).toMatchObject({ power: "British", phase: "purchase" });
  });
  it("INC-1: territories conquered this turn already pay (Karelia S.S.R. +3)", () => {
    const s = position({ power: "Germans", phase: "collectIncome", territories: { "Karelia S.S.R.": { owner: "Germans", units: [] } } });
    s.thisTurn.conquered["Karelia S.S.R."] = "Russians";
    expect(incomeEvent(collect(s)).amount).toBe(35);
  });
  it("INC-1: income only for the power whose turn ends", () => {
    const r = collect(position({ power: "Germans", phase: "collectIncome", ipcs: { British: 3 } }));
    expect(r.state.powers.British!.ipcs).toBe(3);
  });
});

describe("INC-2: no income while the capital is enemy-held", () => {
  const russiaGerman = { Russia: { owner: "Germans", units: [{ owner: "Germans", type: "infantry" as const }] } };
  it("INC-2 (T-21): the Russians collect nothing while the Germans hold Russia; the Germans collect its 8", () => {
    const r = collect(position({ power: "Russians", phase: "collectIncome", ipcs: { Russians: 0 }, territories: russiaGerman }));
    expect(r.state.powers.Russians!.ipcs).toBe(0);
    expect(incomeEvent(r)).toMatchObject({ power: "Russians", amount: 0, rule: "INC-2" });
    const g = collect(position({ power: "Germans", phase: "collectIncome", territories: russiaGerman }));
    expect(incomeEvent(g).amount).toBe(40);
  });
  it("INC-2/CAPT-3: a territory of that power retaken by an ally pays the ally", () => {
    const r = collect(
      position({
        power: "British",
        phase: "collectIncome",
        territories: { ...russiaGerman, "Karelia S.S.R.": { owner: "British", units: [] } },
      }),
    );
    expect(incomeEvent(r).amount).toBe(33);
  });
  it("INC-2: once Russia is Russian again, the Russians collect their NPL", () => {
    const r = collect(position({ power: "Russians", phase: "collectIncome" }));
    expect(incomeEvent(r)).toMatchObject({ amount: 24, rule: "INC-1" });
  });
});

describe("INC-3 and NEUT-6", () => {
  it("INC-3: bombing losses were paid when they happened; income is the full NPL even from an empty treasury", () => {
    const r = collect(position({ power: "Russians", phase: "collectIncome", ipcs: { Russians: 0 } }));
    expect(r.state.powers.Russians!.ipcs).toBe(24);
  });
  it("NEUT-6 (T-28): Spain held by the British yields no income", () => {
    const s = position({
      power: "British",
      phase: "collectIncome",
      territories: { Spain: { owner: "British", units: [{ owner: "British", type: "infantry" }] } },
    });
    expect(npl(rs, s, "British")).toBe(30);
    expect(incomeEvent(collect(s)).amount).toBe(30);
  });
});
