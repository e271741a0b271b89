// POST /v1/legal-actions: what a power may do now — the action types it may send, and, in a phase that allows
// `move`, every space its units can reach (the rule set's `reaches`).
import type { GameState, Next, Phase } from "../../rules/schema/state.js";
import { whoActs } from "../../rules/turn/next.js";
import type { ActionType } from "../../rules/schema/action.js";
import { enumerateLegal } from "./legal/enumerate.js";
import type { LegalOptions } from "./legal/schema.js";
import type { Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { allowedActionTypes } from "../../rules/engine/permissions.js";

export type { Reach, UnitReaches } from "../../rules/ruleset/types.js";
export { allowedActionTypes };

export interface LegalActions {
  power: string;
  phase: Phase;
  actions: ActionType[];
  units: UnitReaches[];
  /** whose input the game waits for (state.next) */
  next: Next | null;
  /** present when `power` is not the one the game waits for: whose input it waits for, and what `power` may still do */
  reason?: string;
  /** one compact description per listed type (and endPhase's reason when refused) */
  options: LegalOptions;
}

/** Why `power` may act only out of turn: whose input the game waits for (TURN-3). */
export function outOfTurnReason(next: Next | null, power: string): string | undefined {
  if (!next) return undefined;
  if (next.power === power) return undefined;
  const owes = next.owes === "turn" ? "turn" : `${next.owes} ${next.owes === "kamikaze" ? "declaration" : "decision"}`;
  return `the game waits for the ${next.power}' ${owes}${next.rule ? ` (${next.rule})` : ""}: ${power} may act only out of turn (TURN-3)`;
}

/** Units asked for by id when nothing may move now: listed with no reaches. */
function standingStill(state: GameState, unitIds: readonly string[] | undefined): UnitReaches[] {
  if (!unitIds) return [];
  const wanted = new Set(unitIds);
  const out: UnitReaches[] = [];
  for (const [place, t] of Object.entries(state.territories))
    for (const u of t.units) if (wanted.has(u.id)) out.push({ unit: u.id, type: u.type, from: place, reaches: [] });
  return out;
}

/**
 * What `power` may do now: the action types it may send, and for its units (all that can move, or `unitIds`)
 * every space reachable this phase with one path that `validate` accepts, and whether arriving starts a battle.
 */
export function legalActions(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): LegalActions {
  const next = whoActs(rs, state);
  const reason = outOfTurnReason(next, power);
  // a power the game does not wait for acts only out of turn: concede and the rule sets' declarations (TURN-3)
  let all: UnitReaches[] | undefined;
  const reaches = () => (all ??= rs.reaches(rs, state, power));
  const found = enumerateLegal(rs, state, power, reaches, reason !== undefined);
  const { actions } = found;
  const units = !actions.includes("move") ? standingStill(state, unitIds) : unitIds ? rs.reaches(rs, state, power, unitIds) : reaches();
  return { power, phase: state.turn.phase, actions, units, next, ...(reason ? { reason } : {}), options: found.options };
}
