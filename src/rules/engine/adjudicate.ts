// The referee's one entry point: rule set + state + action + dice → ruling. Pure and deterministic.
// The shell resolves the rule set (the core never looks one up by name).
import type { GameState } from "../schema/state.js";
import type { Action } from "../schema/action.js";
import type { GameEvent, Violation } from "../schema/ruling.js";
import type { DiceRoll } from "../schema/dice.js";
import type { Ruleset } from "../ruleset/types.js";
import { canonicalAction } from "../ruleset/aliases.js";
import type { ActionHandler } from "../ruleset/types.js";
import { DiceExhausted, DiceRoller, noDice, type DiceSource } from "./dice.js";
import { cloneState } from "./clone.js";
import { violation, type Ctx } from "./context.js";
import { allowedIn, phasesAllowing } from "./permissions.js";
import { withNext } from "../turn/next.js";
import { withSuggestions } from "../names/suggest.js";

export type CoreRuling = { ok: true; state: GameState; events: GameEvent[]; dice: DiceRoll[] } | { ok: false; violations: Violation[] };

/** The generic checks every action passes before its own: game over, known power, turn, phase. */
function preconditions(rs: Ruleset, state: GameState, action: Action, handler: ActionHandler<Action["type"], unknown>): Violation[] {
  const out: Violation[] = [];
  if (state.winner && action.type !== "concede") {
    return [violation("VICT-3", `the game is over: the ${state.winner.alliance} won (${state.winner.condition}); no further actions`)];
  }
  if (!rs.powers.some((p) => p.name === action.power)) {
    return [
      violation(
        "TURN-1",
        withSuggestions(
          `unknown power "${action.power}"; the powers are ${rs.powers.map((p) => p.name).join(", ")}`,
          action.power,
          rs.powers.map((p) => p.name),
        ),
        "action.power",
      ),
    ];
  }
  const decider = state.pending.decision?.power;
  if (handler.actor === "turnPower" && action.power !== state.turn.power) {
    out.push(violation("TURN-3", `it is the ${state.turn.power}' turn: ${action.power} cannot ${action.type} now`, "action.power"));
  } else if (handler.actor === "decider" && action.power !== (decider ?? state.turn.power)) {
    out.push(
      violation(
        "TURN-3",
        `${decider ? `the pending decision is the ${decider}'` : `it is the ${state.turn.power}' turn`}: ${action.power} cannot ${action.type} now`,
        "action.power",
      ),
    );
  }
  if (!allowedIn(rs, state.turn.phase, action.type)) {
    out.push(
      violation(
        "TURN-2",
        `${action.type} is not allowed in the ${state.turn.phase} phase (allowed in: ${phasesAllowing(rs, action.type).join(", ")})`,
        "action.type",
      ),
    );
  }
  return out;
}

/** Shared rules cited under the rule set's own IDs (the record's citations); identical violations reported once. */
function cite(rs: Ruleset, violations: Violation[]): Violation[] {
  const map = rs.citations;
  const seen = new Set<string>();
  return violations
    .map((v) => ({ ...v, rule: map[v.rule] ?? v.rule }))
    .filter((v) => {
      const key = `${v.rule}|${v.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function run(rs: Ruleset, state: GameState, given: Action, dice: DiceSource, applyIt: boolean): CoreRuling {
  if (rs.id !== state.ruleset.id) throw new Error(`state of rule set ${state.ruleset.id} given with rule set ${rs.id}`);
  const action = canonicalAction(rs, given); // e.g. classic `armor`/`tanks` → `armour`
  const handler = rs.actions[action.type] as ActionHandler<Action["type"], unknown>;
  // Checks read the caller's state (they never mutate); only an action that passes them pays for the copy.
  const ctx: Ctx = { rs, state, events: [], dice: new DiceRoller(dice) };
  const pre = preconditions(rs, state, action, handler);
  if (pre.length) return { ok: false, violations: cite(rs, pre) };
  const { violations, plan } = handler.check(ctx, action);
  if (violations.length) return { ok: false, violations: cite(rs, violations) };
  if (!applyIt) return { ok: true, state, events: [], dice: [] };
  ctx.state = cloneState(state);
  try {
    handler.apply(ctx, action, plan); // the plan check made: apply does not work it out again
  } catch (e) {
    if (e instanceof DiceExhausted) {
      return {
        ok: false,
        violations: [
          violation(
            "DICE-1",
            `too few supplied dice: at least ${e.needed} more needed (${e.purpose}); ${ctx.dice.log.reduce((n, r) => n + r.values.length, 0)} were used before they ran out`,
            "dice.rolls",
          ),
        ],
      };
    }
    throw e;
  }
  return { ok: true, state: withNext(rs, ctx.state), events: ctx.events, dice: ctx.dice.log };
}

/** Applies the action: the next state, events and the dice rolled — or every violated rule. */
export function adjudicate(rs: Ruleset, state: GameState, action: Action, dice: DiceSource): CoreRuling {
  return run(rs.forOptions(state.ruleset.options), state, action, dice, true); // the record as the game's options shape it
}

/** Checks the action without applying it or rolling dice. */
export function validate(rs: Ruleset, state: GameState, action: Action): { ok: true } | { ok: false; violations: Violation[] } {
  const r = run(rs.forOptions(state.ruleset.options), state, action, noDice, false);
  return r.ok ? { ok: true } : r;
}
