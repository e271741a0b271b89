// The mutable working context of one adjudication. Handlers mutate ctx.state (a private copy).
import type { GameState } from "../schema/state.js";
import type { GameEvent, Violation } from "../schema/ruling.js";
import type { Ruleset } from "../ruleset/types.js";
import type { DiceRoller } from "./dice.js";

export interface Ctx {
  readonly rs: Ruleset;
  state: GameState;
  readonly events: GameEvent[];
  readonly dice: DiceRoller;
}

export const violation = (rule: string, message: string, path?: string): Violation =>
  path === undefined ? { rule, message } : { rule, message, path };

/** Resolved option value: the state's value or the rule set's default (OPT-GEN-1). */
export function option<T = unknown>(ctx: Pick<Ctx, "rs" | "state">, key: string): T {
  const given = ctx.state.ruleset.options[key];
  if (given !== undefined) return given as T;
  const spec = ctx.rs.options.find((o) => o.key === key);
  if (!spec) throw new Error(`unknown option ${key} in rule set ${ctx.rs.id}`);
  return spec.default as T;
}

/** An option's value, or `fallback` in a rule set that does not have that option (e.g. Classic options in `simplified`). */
export function optionOr<T>(ctx: Pick<Ctx, "rs" | "state">, key: string, fallback: T): T {
  return ctx.rs.options.some((o) => o.key === key) ? option<T>(ctx, key) : fallback;
}
