// Whose input the game waits for (state.next): nobody once won; the pending decision's power; another power's
// declaration the rule set waits for (pacific: PAC-KAMI-3); else the turn's power in its phase (TURN-3).
import type { GameState, Next } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";

export function whoActs(rs: Ruleset, state: GameState): Next | null {
  if (state.winner) return null;
  const d = state.pending.decision;
  if (d) return { power: d.power, owes: d.kind, rule: d.rule };
  return rs.awaits?.({ rs, state }) ?? { power: state.turn.power, owes: "turn" };
}

/** The state with its `next` set (states the referee returns carry it). */
export function withNext(rs: Ruleset, state: GameState): GameState {
  state.next = whoActs(rs, state);
  return state;
}
