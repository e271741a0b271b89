// Every action type and every decision kind of the wire has a grammar rule and a printer: for each, sample actions
// print to one line that parses back to the same action in the same state. A new action type fails here until the
// notation covers it (docs/orders.md).
import { describe, expect, it } from "vitest";
import { ACTION_TYPES, type Action, type ActionType } from "../../../src/rules/schema/action.js";
import { Decision } from "../../../src/rules/schema/state.js";
import { DECISION_ORDERS, parseOrder, printAction } from "../../../src/notation/index.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import { anyUnit, idsAt, start } from "./support.js";

const classic = start("classic");
const europe = start("europe");
const pacific = start("pacific");
const linked = start("europe-pacific");
type Sample = { set: ReturnType<typeof start>; action: Action };
const c = (action: Action): Sample => ({ set: classic, action });

const ru = "Russians";
const ge = "Germans";
const SAMPLES: Record<ActionType, Sample[]> = {
  endPhase: [c({ type: "endPhase", power: ru }), c({ type: "endPhase", power: ge })],
  concede: [c({ type: "concede", power: ru })],
  purchase: [
    c({ type: "purchase", power: ru, units: { infantry: 3, armour: 1 } }),
    c({ type: "purchase", power: ru, units: {} }),
    { set: linked, action: { type: "purchase", power: "British", units: { infantry: 2 }, treasury: "india" } },
    { set: linked, action: { type: "purchase", power: "Americans", units: { transport: 1 }, treasury: "europe" } },
  ],
  move: [
    c({ type: "move", power: ru, units: { infantry: 2, armour: 1 }, path: ["Karelia S.S.R.", "East Europe"] }),
    c({ type: "move", power: ge, units: idsAt(classic.state, "Germany", "bomber", 1), path: ["Germany", "Russia"], raid: true }),
    c({ type: "move", power: ru, units: { infantry: 1 }, path: ["Karelia S.S.R.", "Karelia Sea Zone"], transport: "u87" }),
    { set: pacific, action: { type: "move", power: "Japanese", units: { fighter: 2 }, path: ["20 Sea Zone", "19 Sea Zone", "Japan"] } },
    // PAC-CAP-1: a Combat Air Patrol; PAC-CAP-4: a patrol's landing onto a carrier in its own zone
    {
      set: pacific,
      action: {
        type: "move",
        power: "Japanese",
        units: idsAt(pacific.state, "Caroline", "fighter", 1),
        path: ["Caroline", "26 Sea Zone"],
        cap: true,
      },
    },
    {
      set: pacific,
      action: {
        type: "move",
        power: "Japanese",
        units: idsAt(pacific.state, "Caroline", "fighter", 1),
        path: ["26 Sea Zone", "26 Sea Zone"],
      },
    },
    { set: europe, action: { type: "move", power: ge, units: { submarine: 1 }, path: ["Baltic Sea Sea Zone", "Danish Sea Sea Zone"] } },
  ],
  resolveBattle: [
    c({ type: "resolveBattle", power: ru, at: "Ukraine S.S.R." }),
    c({ type: "resolveBattle", power: ru, at: "Germany", kind: "raid" }),
    c({
      type: "resolveBattle",
      power: ru,
      at: "East Europe",
      policy: { casualtyOrder: { attacker: ["infantry", "armour"] }, retreat: { afterRound: 2, to: "Karelia S.S.R." } },
      kind: "land",
    }),
  ],
  fightRound: [
    c({ type: "fightRound", power: ru, at: "Ukraine S.S.R." }),
    c({ type: "fightRound", power: ru, at: "Baltic Sea Zone", kind: "sea" }),
  ],
  chooseCasualties: [
    c({ type: "chooseCasualties", power: ru, at: "Russia", units: { infantry: 2 } }),
    c({ type: "chooseCasualties", power: ru, at: "Russia", units: idsAt(classic.state, "Caucasus", "infantry", 2) }),
    c({ type: "chooseCasualties", power: ru, at: "Russia", units: [] }),
  ],
  retreat: [
    c({ type: "retreat", power: ru, at: "Caucasus", to: "Karelia S.S.R." }),
    c({ type: "retreat", power: ru, at: "Caucasus" }),
    c({
      type: "retreat",
      power: ru,
      at: "Caucasus",
      to: [
        { to: "Russia", units: { infantry: 2 } },
        { to: "Kazakh S.S.R.", units: { armour: 1 } },
      ],
    }),
    c({ type: "retreat", power: ru, at: "Caucasus", to: "Russia", units: idsAt(classic.state, "Caucasus", "infantry", 2) }),
    c({ type: "retreat", power: ru, at: "Caucasus", to: "Russia", units: idsAt(classic.state, "Caucasus", "infantry", 3).slice(1) }),
  ],
  pressOn: [c({ type: "pressOn", power: ru, at: "Ukraine S.S.R." })],
  withdrawSubmarines: [
    c({ type: "withdrawSubmarines", power: ru, at: "Karelia Sea Zone", to: "Baltic Sea Zone" }),
    c({ type: "withdrawSubmarines", power: ru, at: "Karelia Sea Zone", to: null }),
    c({ type: "withdrawSubmarines", power: ru, at: "Karelia Sea Zone", units: ["u86"], to: "Karelia Sea Zone" }),
  ],
  place: [
    c({ type: "place", power: ru, at: "Russia", units: { infantry: 3 } }),
    c({ type: "place", power: ru, at: "Karelia Sea Zone", units: { carrier: 1 }, factory: "Karelia S.S.R.", fighters: ["u82"] }),
  ],
  developWeapons: [c({ type: "developWeapons", power: ru, dice: 2 })],
  rocketAttack: [c({ type: "rocketAttack", power: ge, from: "Germany", target: "Russia" })],
  attackInPlace: [c({ type: "attackInPlace", power: ru, at: "Karelia Sea Zone" })],
  kamikaze: [
    { set: pacific, action: { type: "kamikaze", power: "Japanese", targets: ["u1", "u1", "u56"] } },
    { set: pacific, action: { type: "kamikaze", power: "Japanese", targets: [] } },
  ],
  scramble: [{ set: pacific, action: { type: "scramble", power: "British", from: "India", to: "37 Sea Zone", units: ["u125"] } }],
  allocateConvoyIncome: [
    { set: pacific, action: { type: "allocateConvoyIncome", power: "British", to: { india: 12, australia: 0 } } },
    { set: linked, action: { type: "allocateConvoyIncome", power: "British", to: { india: 3, australia: 2 } } },
  ],
  patrioticWar: [
    { set: europe, action: { type: "patrioticWar", power: ru, convert: [] } },
    { set: europe, action: { type: "patrioticWar", power: ru, convert: [anyUnit(europe.state, "fighter", "British").id] } },
  ],
  redeployToMoscow: [
    { set: linked, action: { type: "redeployToMoscow", power: ru } },
    { set: linked, action: { type: "redeployToMoscow", power: ru, units: ["u289"] } },
  ],
  intercept: [
    { set: europe, action: { type: "intercept", power: ge, at: "Germany", units: idsAt(europe.state, "Germany", "fighter", 2) } },
    { set: europe, action: { type: "intercept", power: ge, at: "Germany", units: [] } },
  ],
  assignCapture: [{ set: pacific, action: { type: "assignCapture", power: "Americans", at: "Siam", to: "Chinese" } }],
};

function roundTrip(state: GameState, rs: Sample["set"]["rs"], action: Action): { line: string; back: unknown } {
  const line = printAction(state, action);
  const parsed = parseOrder(rs, state, line);
  return { line, back: parsed.ok ? parsed.action : parsed.problem };
}

describe("the notation covers the wire", () => {
  for (const type of ACTION_TYPES) {
    it(`${type}: has a grammar rule and a printer, and parse(print(a)) = a`, () => {
      const samples = SAMPLES[type] ?? [];
      expect(samples.length, `no sample order for ${type}`).toBeGreaterThan(0);
      for (const { set, action } of samples) {
        const { line, back } = roundTrip(set.state, set.rs, action);
        expect(back, line).toEqual(action);
      }
    });
  }

  it("every decision kind is answered by orders that have samples", () => {
    const kinds = Decision.options.map((o) => o.shape.kind.value);
    for (const kind of kinds) {
      const answers = DECISION_ORDERS[kind] ?? [];
      expect(answers.length, `no order answers the decision ${kind}`).toBeGreaterThan(0);
      for (const t of answers) expect(SAMPLES[t]?.length, t).toBeGreaterThan(0);
    }
  });
});
