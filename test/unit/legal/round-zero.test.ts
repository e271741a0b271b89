// Round 0 of the games with a cash advance (EUR-ECON-3): the purchase the enumeration offers is what the advance may
// buy — never a base (PAC-MOVE-5: airfields and harbours are never bought, so never at a price of 0), marines only for
// the Americans (PAC-PURCH-1) — and `ipcs` is the advance that pays, not the treasury.
import { describe, expect, it } from "vitest";
import { legalActions, newGame, validateAction } from "../../../src/service/referee.js";
import type { GameState } from "../../../src/rules/schema/state.js";

const start = (ruleset: string): GameState => {
  const g = newGame({ ruleset });
  if (g.kind !== "ok") throw new Error(`new ${ruleset} game refused`);
  return g.value;
};
const rules = (r: ReturnType<typeof validateAction>): string[] => (r.kind === "illegal" ? r.violations.map((v) => v.rule) : []);

describe("round 0: what the cash advance buys", () => {
  it("PAC-MOVE-5: europe-pacific round 0 never offers (nor accepts) an airfield or a harbour, and nothing at a price of 0", () => {
    const s = start("europe-pacific");
    expect(s.turn).toMatchObject({ round: 0, phase: "cashAdvance", power: "Germans" });
    const offered = legalActions(s, "Germans").options.purchase ?? [];
    const units = offered.flatMap((o) => o.units);
    expect(units.length).toBeGreaterThan(0);
    expect(units.map((u) => u.type)).not.toContain("airfield");
    expect(units.map((u) => u.type)).not.toContain("harbour");
    expect(units.filter((u) => u.cost === 0)).toEqual([]);
    for (const type of ["airfield", "harbour"])
      expect(rules(validateAction(s, { type: "purchase", power: "Germans", units: { [type]: 1 } }))).toContain("PAC-MOVE-5");
  });

  it("PAC-PURCH-1: europe-pacific round 0 offers the Germans no marines (only the Americans buy them)", () => {
    const s = start("europe-pacific");
    const types = (legalActions(s, "Germans").options.purchase ?? []).flatMap((o) => o.units.map((u) => u.type));
    expect(types).not.toContain("marine");
    expect(rules(validateAction(s, { type: "purchase", power: "Germans", units: { marine: 1 } }))).toContain("PAC-PURCH-1");
  });

  for (const ruleset of ["europe", "europe-pacific"])
    it(`EUR-ECON-3: ${ruleset} round 0 — the purchase option's ipcs is the advance that pays (12), and max follows it`, () => {
      const s = start(ruleset);
      const [option] = legalActions(s, "Germans").options.purchase ?? [];
      expect(s.powers.Germans!.advance).toBe(12);
      expect(option?.ipcs).toBe(12);
      expect(option?.units.find((u) => u.type === "infantry")?.max).toBe(4);
    });
});
