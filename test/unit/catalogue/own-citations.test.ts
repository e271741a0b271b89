// Issue 31, item 3: every rule a violation cites has an entry in the game's own rule set's catalogue (so its
// href answers 200), and no rule set cites another's option. Violations from a battery of illegal actions
// in every rule set, at the start and in round 1's purchase phase.
import { describe, expect, it } from "vitest";
import { type Action, type GameState, adjudicate, listRulesets, noDice, standardStart, validate } from "../../../src/rulesets/index.js";
import { ruleEntry } from "../../../src/rulesets/catalogue.js";

/** The state at round 1 (the opening round, where there is one, ended by every power). */
function roundOne(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 50 && s.turn.round === 0; i++) {
    const r = adjudicate(s, { type: "endPhase", power: s.turn.power } as Action, noDice);
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    s = r.state;
  }
  return s;
}

const illegal = (s: GameState): Action[] => {
  const p = s.turn.power;
  const other = Object.keys(s.powers).find((x) => x !== p)!;
  return [
    { type: "developWeapons", power: p, dice: 3 },
    { type: "purchase", power: p, units: { infantry: 1000 } },
    { type: "purchase", power: p, units: { zzz: 1 } },
    { type: "purchase", power: other, units: { infantry: 1 } },
    { type: "purchase", power: "Martians", units: { infantry: 1 } },
    { type: "place", power: p, at: "Atlantis", units: { infantry: 1 } },
    { type: "move", power: p, units: ["u1"], path: ["Atlantis", "Lemuria"] },
    { type: "resolveBattle", power: p, at: "Atlantis" },
  ] as Action[];
};

describe("violations cite their own rule set's catalogue", () => {
  for (const rs of listRulesets()) {
    it(`${rs.id}: every cited rule ID has an entry in the ${rs.id} catalogue, and no message names an option ${rs.id} lacks`, () => {
      const options = new Set(rs.options.specs.map((o) => o.key));
      const start = standardStart(rs);
      const cited: { rule: string; message: string }[] = [];
      for (const state of [start, roundOne(start)])
        for (const action of illegal(state)) {
          const r = validate(state, action);
          if (!r.ok) cited.push(...r.violations);
        }
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.filter((v) => !ruleEntry(rs.id, v.rule)).map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
      const foreign = cited.filter((v) => [...v.message.matchAll(/option (\w+)/g)].some((m) => !options.has(m[1]!)));
      expect(foreign.map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
    });
  }
});
