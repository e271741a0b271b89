// defineRuleset: a rule set is one complete record, checked when it is built (TURN-2: phases list their actions).
import { describe, expect, it } from "vitest";
import { defineRuleset } from "../../../src/rules/ruleset/define.js";
import type { RulesetDefinition } from "../../../src/rules/ruleset/types.js";
import { ACTION_TYPES, getRuleset, listRulesets } from "../../../src/rulesets/index.js";

const classic = getRuleset("classic")!;
const definition = (changes: Partial<RulesetDefinition>): RulesetDefinition => ({ ...classic, ...changes });

describe("defineRuleset", () => {
  it("TURN-2: every served rule set declares a handler for every action type and phases that list only known actions", () => {
    for (const rs of listRulesets()) {
      for (const type of ACTION_TYPES) expect(rs.actions[type], `${rs.id} ${type}`).toBeDefined();
      for (const p of [...rs.openingRound, ...rs.turn]) for (const a of p.actions) expect(ACTION_TYPES).toContain(a);
      // a phase played in round 0 and in every turn (pacific's collectIncome, PAC-TURN-5) is listed once
      expect(rs.phases).toEqual([...rs.openingRound.filter((p) => !rs.turn.includes(p)), ...rs.turn].map((p) => p.name));
      expect(rs.phasesOfRound(1)).toEqual(rs.turn.map((p) => p.name));
    }
  });

  it("EUR-TURN-3: an opening round's phases are played in round 0 only (europe: cashAdvance)", () => {
    const europe = getRuleset("europe")!;
    expect(europe.phasesOfRound(0)).toEqual(["cashAdvance"]);
    expect(europe.phasesOfRound(2)).not.toContain("cashAdvance");
    for (const rs of [classic, getRuleset("simplified")!]) {
      expect(rs.openingRound).toEqual([]);
      expect(rs.phasesOfRound(0)).toEqual(rs.phasesOfRound(1));
    }
  });

  it("TURN-2: Classic's six phases and Simplified's five, each allowing its own actions", () => {
    expect(classic.phases).toEqual(["purchase", "combatMove", "combat", "noncombatMove", "place", "collectIncome"]);
    expect(classic.phase("combatMove").actions).toEqual(["move", "attackInPlace"]);
    const simplified = getRuleset("simplified")!;
    expect(simplified.phases).toEqual(["movement", "combat", "landPlanes", "buy", "collectIncome"]);
    expect(simplified.phase("buy").actions).toEqual(["purchase", "place"]);
    expect(() => simplified.phase("purchase")).toThrow(/not a phase/);
  });

  it("refuses an incomplete record when it is built: a missing handler, an unknown action, a phase twice", () => {
    const { move: _move, ...withoutMove } = classic.actions;
    expect(() => defineRuleset(definition({ actions: withoutMove as RulesetDefinition["actions"] }))).toThrow(/no handler for action move/);
    expect(() => defineRuleset(definition({ turn: [{ name: "purchase", actions: ["fly" as never] }] }))).toThrow(/unknown action fly/);
    const p = classic.turn[0]!;
    expect(() => defineRuleset(definition({ turn: [p, p] }))).toThrow(/declared twice/);
  });
});
