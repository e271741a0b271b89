// States, positions and options of a rule set's older wire (RulesetDefinition.wire): a state of an older schemaVersion,
// a retired option, option value or power is malformed input that names the changelog entry listing what changed, so
// a client of the old wire reads why instead of a list of unknown names.
import type { GameState } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";

export interface WireProblem {
  path: string;
  message: string;
}

/** The schemaVersion the rule set's states carry (1 until its wire was revised). */
export const schemaVersionOf = (rs: Pick<Ruleset, "wire">): number => rs.wire?.schemaVersion ?? 1;

const see = (rs: Ruleset): string => (rs.wire ? ` — ${rs.wire.name} changed the wire of ${rs.id}; see ${rs.wire.changelog}` : "");

/** A retired option or option value, or undefined. */
export function retiredOption(rs: Ruleset, key: string, value: unknown): string | undefined {
  const w = rs.wire;
  if (!w) return undefined;
  const option = w.retiredOptions?.[key];
  if (option !== undefined) return `option "${key}" is gone: ${option}${see(rs)}`;
  const v = typeof value === "string" ? w.retiredOptionValues?.[key]?.[value] : undefined;
  return v !== undefined ? `option "${key}": "${String(value)}" is gone: ${v}${see(rs)}` : undefined;
}

/** A retired power (not a power of this game: options may bring one back), or undefined. */
export function retiredPower(rs: Ruleset, name: string): string | undefined {
  const replaced = rs.wire?.retiredPowers?.[name];
  if (replaced === undefined || rs.powers.some((p) => p.name === name)) return undefined;
  return `"${name}" is no longer a power of ${rs.id}: ${replaced}${see(rs)}`;
}

/** The retired options and values among `options` (path prefix `at`, e.g. "options"). */
export function retiredOptionProblems(rs: Ruleset, options: Readonly<Record<string, unknown>>, at: string): WireProblem[] {
  const out: WireProblem[] = [];
  for (const [key, value] of Object.entries(options)) {
    const message = retiredOption(rs, key, value);
    if (message) out.push({ path: `${at}.${key}`, message });
  }
  return out;
}

/**
 * A state of the rule set's older wire: its schemaVersion below the rule set's, retired powers in `powers`, retired
 * options. Empty for a state of the current wire. A version above the rule set's is no wire at all.
 */
export function oldWireProblems(rs: Ruleset, state: GameState, at = "state"): WireProblem[] {
  const version = schemaVersionOf(rs);
  const out: WireProblem[] = [];
  if (state.schemaVersion < version)
    out.push({
      path: `${at}.schemaVersion`,
      message: `a ${rs.id} state of schemaVersion ${state.schemaVersion}, the wire before ${rs.wire?.name ?? "this one"}: ${rs.id} states are schemaVersion ${version}${see(rs)}`,
    });
  else if (state.schemaVersion > version)
    out.push({ path: `${at}.schemaVersion`, message: `${rs.id} states are schemaVersion ${version}, not ${state.schemaVersion}` });
  for (const p of Object.keys(state.powers)) {
    const message = retiredPower(rs, p);
    if (message) out.push({ path: `${at}.powers.${p}`, message });
  }
  out.push(...retiredOptionProblems(rs, state.ruleset.options, `${at}.ruleset.options`));
  return out;
}

/** The state is of the rule set's older wire (hosted games stored before the revision). */
export const isOldWire = (rs: Ruleset, state: GameState): boolean => oldWireProblems(rs, state).length > 0;
