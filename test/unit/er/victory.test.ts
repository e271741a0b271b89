// Enhanced Realism victory and elimination (option surrenderVictory; docs/rules/enhanced-realism.md ER-VICT-1…5).
import { describe, expect, it } from "vitest";
import { coreHelpers } from "../../support/core.js";

const { position, ok } = coreHelpers("classic");
const SV = { surrenderVictory: true };

describe("surrenderVictory (ER-VICT-1…5)", () => {
  it("ER-VICT-2: a power whose capital is lost still collects its income (Classic: none, INC-2)", () => {
    const p = { power: "Russians", phase: "collectIncome", ipcs: { Russians: 0 }, territories: { Russia: { owner: "Germans" } } };
    expect(ok(position(p, SV), { type: "endPhase", power: "Russians" }).state.powers.Russians!.ipcs).toBe(16);
    expect(ok(position(p), { type: "endPhase", power: "Russians" }).state.powers.Russians!.ipcs).toBe(0);
  });

  it("ER-VICT-2: capturing a capital plunders nothing", () => {
    const s = position(
      {
        power: "Germans",
        phase: "combatMove",
        ipcs: { Russians: 20 },
        territories: { "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armour" }] }, Russia: { units: [] } },
      },
      SV,
    );
    const tank = s.territories["Karelia S.S.R."]!.units[0]!.id;
    const r = ok(s, { type: "move", power: "Germans", units: [tank], path: ["Karelia S.S.R.", "Russia"] });
    expect(r.state.territories.Russia!.owner).toBe("Germans");
    expect(r.state.powers.Russians!.ipcs).toBe(20);
  });

  it("ER-VICT-3: a power with no units and no complex at the start of its turn is eliminated and skipped", () => {
    // a position holds only the units it lists: no German unit, one British
    const s = position(
      { power: "Russians", phase: "collectIncome", territories: { "United Kingdom": { units: [{ owner: "British", type: "infantry" }] } } },
      SV,
    );
    const r = ok(s, { type: "endPhase", power: "Russians" });
    expect(r.state.powers.Germans!.eliminated).toBe(true);
    expect(r.state.turn.power).toBe("British");
    expect(r.events.some((e) => e.type === "powerEliminated" && e.power === "Germans")).toBe(true);
  });

  it("ER-VICT-4: a territory liberated by an ally returns to its owner even with the owner's capital lost", () => {
    const s = position(
      {
        power: "British",
        phase: "combatMove",
        territories: {
          Russia: { owner: "Germans", units: [{ owner: "Germans", type: "infantry" }] },
          "Karelia S.S.R.": { owner: "Germans", units: [] },
          "Finland Norway": { owner: "British", units: [{ owner: "British", type: "armour" }] },
        },
      },
      SV,
    );
    const tank = s.territories["Finland Norway"]!.units[0]!.id;
    const r = ok(s, { type: "move", power: "British", units: [tank], path: ["Finland Norway", "Karelia S.S.R."] });
    expect(r.state.territories["Karelia S.S.R."]!.owner).toBe("Russians");
  });

  it("ER-VICT-5: when the last power of a side is eliminated the other side wins", () => {
    const s = position({ power: "Russians", phase: "collectIncome", territories: {} }, SV);
    s.powers.Japanese!.eliminated = true;
    const r = ok(s, { type: "endPhase", power: "Russians" });
    expect(r.state.winner).toMatchObject({ condition: "ER-VICT-5" });
  });
});
