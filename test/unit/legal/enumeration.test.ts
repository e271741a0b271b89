// What is legal now, completely (POST /v1/legal-actions `options`): every action type and decision kind has an
// enumerator; what is listed validates and a sample of what is not is refused (TURN-2, TURN-3, PURCH-1, PLACE-4,
// COMB-4), in random games of every rule set; a broken enumerator makes the property fail.
import { describe, expect, it } from "vitest";
import { ACTION_TYPES } from "../../../src/rules/schema/action.js";
import { Decision } from "../../../src/rules/schema/state.js";
import { ENUMERATORS, enumerateLegal } from "../../../src/analysis/hints/legal/enumerate.js";
import { ANSWERED_DECISION_KINDS } from "../../../src/analysis/hints/legal/battles.js";
import { legalActions } from "../../../src/service/referee.js";
import { seeded, selfPlay } from "../../../src/service/selfplay.js";
import { propertyBreaks } from "../../support/legal-property.js";
import { coreHelpers } from "../../support/core.js";

const CONFIGS: [string, Record<string, unknown>][] = [
  ["classic", {}],
  ["simplified", {}],
  ["europe", {}],
  ["pacific", {}],
  ["europe-pacific", {}],
  ["classic", { enhancedRealism: true }],
];

describe("legal-actions enumerates every kind of action", () => {
  it("TURN-2: every action type of the wire's Action union has an enumerator", () => {
    expect(Object.keys(ENUMERATORS).sort()).toEqual([...ACTION_TYPES].sort());
  });
  it("COMB-4: every decision kind of the wire has an answerer", () => {
    expect([...ANSWERED_DECISION_KINDS].sort()).toEqual(Decision.options.map((o) => o.shape.kind.value).sort());
  });
});

describe("validate ⇔ enumerate over random games", () => {
  for (const [ruleset, options] of CONFIGS) {
    it(`TURN-3: ${ruleset} ${JSON.stringify(options)} — a bot picking only enumerated options plays 2 rounds clean, and every listed option validates`, () => {
      const rand = seeded(7);
      const breaks: string[] = [];
      let checked = 0;
      let n = 0;
      const r = selfPlay({
        ruleset,
        options,
        seed: 11,
        rounds: ruleset === "europe-pacific" ? 1 : 2, // the linked game's board is large: round 0 and round 1
        onState: (state, legal) => {
          if (n++ % 9 !== 0 || breaks.length > 5) return;
          checked++;
          breaks.push(...propertyBreaks(state, legal, rand));
        },
      });
      expect(r.failure ?? null).toBeNull();
      expect(r.ok).toBe(true);
      expect(checked).toBeGreaterThan(5);
      expect(breaks).toEqual([]);
    }, 120_000);
  }
});

describe("the property catches a broken enumerator", () => {
  it("PLACE-4: a place enumerator that lists a placement with nothing bought makes the property fail", () => {
    const { start } = coreHelpers("classic");
    const s = start();
    s.turn = { round: 1, power: "Germans", phase: "place" };
    s.next = { power: "Germans", owes: "turn" };
    const honest = legalActions(s, "Germans");
    expect(honest.actions).not.toContain("place");
    expect(propertyBreaks(s, honest, seeded(1))).toEqual([]);
    const broken = enumerateLegal(coreHelpers("classic").rs, s, "Germans", () => [], false, {
      ...ENUMERATORS,
      place: (w) => {
        w.options.place = [{ at: "Germany", units: [{ type: "infantry", max: 1 }], capacity: 1 }];
        w.examples.place = { type: "place", power: "Germans", at: "Germany", units: { infantry: 1 } };
      },
    });
    expect(broken.actions).toContain("place");
    const mutated = {
      ...honest,
      actions: broken.actions,
      options: broken.options,
    };
    expect(propertyBreaks(s, mutated, seeded(1)).some((b) => b.startsWith("listed but refused"))).toBe(true);
  });

  it("COMB-4: while the Russians owe a casualty choice, the Germans may only concede and the Russians get the eligible ids", () => {
    const { position, ok } = coreHelpers("classic");
    const s = position({
      round: 1,
      power: "Germans",
      phase: "combat",
      territories: {
        "Karelia S.S.R.": {
          owner: "Russians",
          units: [
            { owner: "Russians", type: "infantry" },
            { owner: "Russians", type: "armour" },
            { owner: "Germans", type: "armour", count: 3 },
          ],
        },
      },
    });
    const waiting = ok(s, { type: "resolveBattle", power: "Germans", at: "Karelia S.S.R." }, [1, 6, 6]).state;
    const germans = legalActions(waiting, "Germans");
    expect(germans.actions).toEqual(["concede"]);
    expect(germans.reason).toMatch(/Russians/);
    const russians = legalActions(waiting, "Russians");
    expect(russians.actions).toContain("chooseCasualties");
    expect(russians.options.decision).toMatchObject({
      kind: "casualties",
      count: 1,
      eligible: waiting.pending.decision!.kind === "casualties" ? waiting.pending.decision!.eligible : [],
    });
    expect(propertyBreaks(waiting, russians, seeded(3))).toEqual([]);
  });
});
