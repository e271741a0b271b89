// Issue 6: validating a 6-space bomber move and computing every reach of one power's units on the start state,
// each as a ratio to JSON.parse + JSON.stringify of that state (median of many runs, same process).
import { getRuleset, legalActions, standardStart, validate, type Action } from "../src/rulesets/index.js";
import { fmt, jsonFloor, jsonRoundTrip, ratioOf, timeOf, type BenchResult } from "./measure.js";

export async function benchMovement(): Promise<BenchResult[]> {
  const state = standardStart(getRuleset("classic")!);
  state.turn = { round: 1, power: "Germans", phase: "combatMove" };
  state.next = { power: "Germans", owes: "turn" }; // the turn set to the Germans' combat move: they are the power to act
  const bomber = state.territories.Germany!.units.find((u) => u.type === "bomber")!.id;
  // 6 spaces, over the Russian aaGun in Karelia, to attack Caucasus (AIR-4 then finds no landing: the full check runs).
  const six: Action = {
    type: "move",
    power: "Germans",
    units: [bomber],
    path: ["Germany", "West Europe", "North Sea Zone", "Karelia Sea Zone", "Karelia S.S.R.", "Russia", "Caucasus"],
  };
  const check = validate(state, six);
  const floor = jsonFloor(state);
  const single = timeOf(() => validate(state, six));
  const reaches = legalActions(state, "Germans");
  // the reaches alone (units[].reaches: the rule set's own hints), as the row measured before the enumeration joined it
  const rs = getRuleset("classic")!.forOptions(state.ruleset.options);
  const all = ratioOf(() => rs.reaches(rs, state, "Germans"), jsonRoundTrip(state));
  // issue 33: everything legal-actions enumerates for the power to act (reaches, endPhase, every listed type's option)
  const everything = ratioOf(() => legalActions(state, state.next!.power), jsonRoundTrip(state));
  const count = reaches.units.reduce((n, u) => n + u.reaches.length, 0);
  // A legal 6-space bomber flight: the non-combat move's landing flight found by legalActions.
  const later = { ...state, turn: { ...state.turn, phase: "noncombatMove" as const } };
  const flight = legalActions(later, "Germans", [bomber]).units[0]!.reaches.find((r) => r.path.length === 7)!;
  const legal: Action = { type: "move", power: "Germans", units: [bomber], path: flight.path };
  if (!validate(later, legal).ok) throw new Error("the legal bomber flight was refused");
  const legalTime = timeOf(() => validate(later, legal));
  const results: BenchResult[] = [
    {
      name: "validate a legal 6-space bomber flight (core) ÷ JSON parse+stringify",
      ratio: legalTime / floor,
      detail: `${fmt(legalTime)} vs ${fmt(floor)}; ${flight.path.join(" → ")}; target ≤ 5×`,
    },
    {
      name: "validate a 6-space bomber move (core) ÷ JSON parse+stringify",
      ratio: single / floor,
      detail: `${fmt(single)} vs ${fmt(floor)}; ${check.ok ? "legal" : `refused (${check.violations.map((v) => v.rule).join(", ")})`}; target ≤ 5×`,
    },
    {
      name: "legalActions: all reaches of the Germans (start) ÷ JSON parse+stringify",
      ratio: all.ratio,
      detail: `${fmt(all.time)} vs ${fmt(all.base)} (alternating batches); ${reaches.units.length} units, ${count} reaches; target ≤ 3× (issue 16)`,
    },
    {
      name: "legal-actions: enumerate everything for the power to act (Germans' combat move, start) ÷ JSON",
      ratio: everything.ratio,
      detail: `${fmt(everything.time)} vs ${fmt(everything.base)} (alternating batches); types ${reaches.actions.join(", ")}; target ≤ 5× (issue 33)`,
    },
  ];
  return results;
}
