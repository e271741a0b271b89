// Shared helpers of the notation tests: standard starts per rule set and unit ids found on their boards.
import { getRuleset } from "../../../src/rulesets/registry.js";
import { standardStart } from "../../../src/rules/state/build.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import type { Ruleset } from "../../../src/rules/ruleset/types.js";

export function start(id: string, options: Record<string, unknown> = {}): { rs: Ruleset; state: GameState } {
  const rs = getRuleset(id);
  if (!rs) throw new Error(`no rule set ${id}`);
  return { rs, state: standardStart(rs, options) };
}

/** The ids of `n` units of `type` owned by `owner` at `place` (throws when there are fewer). */
export function idsAt(state: GameState, place: string, type: string, n: number, owner?: string): string[] {
  const units = (state.territories[place]?.units ?? []).filter((u) => u.type === type && (!owner || u.owner === owner));
  if (units.length < n) throw new Error(`only ${units.length} ${type} at ${place}`);
  return units.slice(0, n).map((u) => u.id);
}

/** A unit of `type` anywhere on the board owned by `owner`. */
export function anyUnit(state: GameState, type: string, owner: string): { id: string; at: string } {
  for (const [at, t] of Object.entries(state.territories)) {
    const u = t.units.find((x) => x.type === type && x.owner === owner);
    if (u) return { id: u.id, at };
  }
  throw new Error(`no ${owner} ${type}`);
}
