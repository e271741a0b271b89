// Semantic checks of a GameState that zod cannot express: names of the rule set's places, powers,
// unit types and phases, and the invariants every state the referee produces holds (state-invariants.ts).
// A state that fails them is malformed input (400), not an illegal action.
import type { GameState } from "../rules/schema/state.js";
import { getRuleset, unknownRulesetMessage } from "../rulesets/registry.js";
import { checkOptions } from "../rules/state/build.js";
import { oldWireProblems } from "../rules/state/old-wire.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { availableTypes, availableUnit } from "../rules/queries.js";
import { stateInvariants } from "./state-invariants.js";
import type { InputProblem } from "./problems.js";
import { withSuggestions } from "../rules/names/suggest.js";

export type { InputProblem } from "./problems.js";

export function checkState(
  state: GameState,
  at = "state",
): { rs: Ruleset; problems: InputProblem[] } | { rs: undefined; problems: InputProblem[] } {
  // the record as the game's options shape it (a variant may change the board and the phases)
  const rs = getRuleset(state.ruleset.id)?.forOptions(state.ruleset.options);
  if (!rs) return { rs: undefined, problems: [{ path: `${at}.ruleset.id`, message: unknownRulesetMessage(state.ruleset.id) }] };
  // the older wire of the rule set (a state stored or written before its revision): only that is said (old-wire.ts)
  const old = oldWireProblems(rs, state, at);
  if (old.length) return { rs, problems: old };
  const problems: InputProblem[] = checkOptions(rs, state.ruleset.options).map((p) => ({
    path: `${at}.ruleset.${p.path}`,
    message: p.message,
  }));
  const powers = new Set(rs.powers.map((p) => p.name));
  if (!powers.has(state.turn.power))
    problems.push({ path: `${at}.turn.power`, message: withSuggestions(`unknown power "${state.turn.power}"`, state.turn.power, powers) });
  // as a position is checked (src/rules/state/build.ts): only a rule set with an opening round has a round 0
  if (state.turn.round === 0 && rs.openingRound.length === 0)
    problems.push({ path: `${at}.turn.round`, message: `${rs.id} has no opening round: rounds start at 1` });
  if (!rs.phases.includes(state.turn.phase))
    problems.push({ path: `${at}.turn.phase`, message: `"${state.turn.phase}" is not a phase of ${rs.id}: ${rs.phases.join(", ")}` });
  for (const p of powers) if (!state.powers[p]) problems.push({ path: `${at}.powers`, message: `power ${p} is missing` });
  for (const p of Object.keys(state.powers))
    if (!powers.has(p)) problems.push({ path: `${at}.powers.${p}`, message: withSuggestions(`unknown power "${p}"`, p, powers) });
  for (const place of rs.board.territories.keys())
    if (!state.territories[place]) problems.push({ path: `${at}.territories`, message: `place "${place}" is missing` });
  const ids = new Set<string>();
  for (const [place, t] of Object.entries(state.territories)) {
    if (!rs.board.territories.has(place)) {
      problems.push({
        path: `${at}.territories.${place}`,
        message: withSuggestions(`unknown place "${place}"`, place, rs.board.territories.keys()),
      });
      continue;
    }
    if (t.owner !== null && !powers.has(t.owner))
      problems.push({ path: `${at}.territories.${place}.owner`, message: withSuggestions(`unknown power "${t.owner}"`, t.owner, powers) });
    t.units.forEach((u, i) => {
      const path = `${at}.territories.${place}.units[${i}]`;
      if (!availableUnit(rs, state.ruleset.options, u.type))
        problems.push({
          path: `${path}.type`,
          message: rs.units.has(u.type)
            ? `unknown unit type "${u.type}" (needs option useDestroyersAndArtillery, OPT-19)`
            : withSuggestions(`unknown unit type "${u.type}"`, u.type, availableTypes(rs, state.ruleset.options)),
        });
      if (!powers.has(u.owner))
        problems.push({ path: `${path}.owner`, message: withSuggestions(`unknown power "${u.owner}"`, u.owner, powers) });
      if (ids.has(u.id)) problems.push({ path: `${path}.id`, message: `duplicate unit id "${u.id}"` });
      ids.add(u.id);
    });
  }
  problems.push(...stateInvariants(rs, state, at));
  return { rs, problems };
}
