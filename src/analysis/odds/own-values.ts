// A rule set's own per-unit combat values (its combat.unitValue hook: Pacific's marines landing from ships,
// PAC-TRANS-3, and Japan's round-1 surprise attack, PAC-SURP-1) for the odds of a state's pending battle. The hook
// decides a unit's value from facts that hold for the whole battle (the game round, a unit's `unloaded`), so each
// unit fires at one value every combat round: units of one type with different values become different slots.
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { GameState, Unit } from "../../rules/schema/state.js";
import { spec } from "../../rules/queries.js";
import type { OddsProblem } from "./schema.js";
import { attackFire, defenceFire, type ValueContext } from "./values.js";

/** The value a unit fires at by the rule set's own rule, and, for a supportable attacker, with artillery support. */
export interface OwnValue {
  value?: number;
  supportedValue?: number;
  rule?: string;
}

/** The referee's order (combat/fire.ts): artillery support first (OPT-19), then the rule set's hook on that value. */
export function ownValue(vc: ValueContext, state: GameState, u: Unit, role: "attacker" | "defender", techs: OddsTechs): OwnValue {
  const hook = vc.rs.combat.unitValue;
  if (!hook) return {};
  const fire = role === "attacker" ? attackFire(vc, u.type, techs) : defenceFire(vc, u.type, techs);
  if (!fire) return {}; // COMB-3: a unit that rolls no die stays out of it
  const view = { rs: vc.rs, state };
  const plain = hook(view, u, role, fire.threshold);
  const supportable = role === "attacker" && spec(vc.rs, u.type).artillerySupportable === true;
  const supported = supportable ? hook(view, u, role, Math.min(6, fire.threshold + 1)) : undefined;
  if (!plain && !supported) return {};
  return {
    value: Math.max(0, Math.min(6, plain?.value ?? fire.threshold)),
    ...(supportable ? { supportedValue: Math.max(0, Math.min(6, supported?.value ?? fire.threshold + 1)) } : {}),
    rule: (plain ?? supported)!.rule,
  };
}
type OddsTechs = Parameters<typeof attackFire>[2];

/**
 * OPT-19 with the rule set's own values: the referee gives artillery support to supportable units in the order the
 * units stand (combat/fire.ts), the calculator slot by slot. Both agree unless supportable units of different values
 * compete for fewer artillery than there are of them: then no odds (422) rather than odds that may differ.
 */
export function supportMixProblem(
  rs: Ruleset,
  at: string,
  groups: ReadonlyArray<{ type: string; count: number; value?: number; rule?: string }>,
): OddsProblem[] {
  const artillery = groups.filter((g) => spec(rs, g.type).artillery === true).reduce((n, g) => n + g.count, 0);
  const supportable = groups.filter((g) => spec(rs, g.type).artillerySupportable === true);
  const total = supportable.reduce((n, g) => n + g.count, 0);
  const values = new Set(supportable.map((g) => g.value ?? -1));
  if (artillery === 0 || artillery >= total || values.size < 2) return [];
  const rule = supportable.find((g) => g.rule)?.rule ?? "OPT-19";
  return [
    {
      path: `state.territories.${at}.units`,
      rule,
      unmodelled: true,
      message: `${artillery} artillery support ${total} supportable attackers that fire at different values (${rule}): which of them the referee supports follows the order the units stand in, which the odds calculator does not model: no odds are given rather than odds that may differ`,
    },
  ];
}
