// ECON-1 for a power with several treasuries whose convoy money its player splits among them (pacific PAC-ECON-4,
// PAC-TURN-5; europe-pacific EP-MONEY-3/4): `allocateConvoyIncome` with `to` keyed by treasury, in whole IPCs, adding
// up to the money to split — at the end of a turn (paid by that turn's income, `thisTurn.convoyAllocation`), or once at
// the start of the game (round 0), when the starting treasuries hold the default split of the starting convoy money
// and the action moves IPCs between them. The rule set names its rule and what is due; this module does the rest.
import type { ActionHandler, Ruleset, View } from "../ruleset/types.js";
import type { Violation } from "../schema/ruling.js";
import { violation } from "../engine/context.js";
import { credit, treasuriesOf } from "./treasury.js";

/** The starting convoy money per treasury: every convoy zone of the power, by the treasury of its space. */
export function startingConvoySplit(rs: Ruleset, power: string): Record<string, number> {
  const own: Record<string, number> = {};
  for (const t of rs.board.territories.values())
    if (t.kind === "sea" && t.ipc > 0 && t.originalOwner === power && t.treasury) own[t.treasury] = (own[t.treasury] ?? 0) + t.ipc;
  return own;
}

const sum = (r: Readonly<Record<string, number>>): number => Object.values(r).reduce((a, x) => a + x, 0);

export interface ConvoySplitRules {
  /** the rule a turn-end split breaks (pacific PAC-ECON-4, europe-pacific EP-MONEY-3) */
  rule: string;
  /** the rule the start-of-game split breaks (pacific PAC-TURN-5) */
  startRule: string;
  /** is this the start-of-game split? */
  atStart(view: View): boolean;
  /** the convoy money collectable now: its total, and each treasury's own part (the default split) */
  fund(view: View, power: string): { total: number; own: Record<string, number> };
  /** who may split (absent: any power with several treasuries) */
  mayAllocate?(view: View, power: string): Violation[];
}

function problems(rules: ConvoySplitRules, view: View, power: string, to: Readonly<Record<string, number>>): Violation[] {
  const start = rules.atStart(view);
  const rule = start ? rules.startRule : rules.rule;
  const names = treasuriesOf(view, power);
  if (!names) return [violation(rule, `the ${power} have one treasury and no convoy money to split`, "action.power")];
  const out: Violation[] = [...(rules.mayAllocate?.(view, power) ?? [])];
  if (view.state.thisTurn.convoyAllocation) out.push(violation(rule, "the convoy money of this turn is split already", "action.to"));
  for (const k of Object.keys(to))
    if (!names.includes(k)) out.push(violation(rule, `${k} is not a treasury of the ${power} (${names.join(", ")})`, `action.to.${k}`));
  if (start) {
    const split = startingConvoySplit(view.rs, power);
    const p = view.state.powers[power]!;
    for (const [k, n] of Object.entries(split))
      if ((p.treasuries?.[k] ?? 0) < n)
        out.push(
          violation(
            rule,
            `the ${k} treasury no longer holds its ${n} of the starting convoy money`,
            `state.powers.${power}.treasuries.${k}`,
          ),
        );
    if (sum(to) !== sum(split))
      out.push(violation(rule, `the split adds up to ${sum(to)}; the starting convoy money is ${sum(split)}`, "action.to"));
  } else {
    const due = rules.fund(view, power).total;
    if (sum(to) !== due)
      out.push(violation(rule, `the split adds up to ${sum(to)}; the convoy money collectable now is ${due}`, "action.to"));
  }
  return out;
}

/** The `allocateConvoyIncome` handler of a rule set with these rules. */
export function convoySplitAction(rules: ConvoySplitRules): ActionHandler<"allocateConvoyIncome"> {
  return {
    actor: "turnPower",
    check: (ctx, a) => ({ violations: problems(rules, ctx, a.power, a.to), plan: undefined }),
    apply(ctx, a) {
      const names = treasuriesOf(ctx, a.power)!;
      const split = Object.fromEntries(names.map((k) => [k, a.to[k] ?? 0]));
      ctx.state.thisTurn.convoyAllocation = split;
      if (!rules.atStart(ctx)) return; // paid by the turn's income
      const start = startingConvoySplit(ctx.rs, a.power);
      for (const k of names) credit(ctx, a.power, split[k]! - (start[k] ?? 0), k);
      ctx.events.push({
        type: "income",
        power: a.power,
        amount: 0,
        ipcs: ctx.state.powers[a.power]!.ipcs,
        rule: rules.startRule,
        reason: `starting convoy money split: ${names.map((k) => `${k} ${split[k]}`).join(", ")}`,
      });
    },
  };
}

/** The convoy money's shares at the end of the turn: the power's split, else each treasury its own; undefined for one treasury. */
export function convoyShares(view: View, power: string, own: () => Record<string, number>): Record<string, number> | undefined {
  if (!treasuriesOf(view, power)) return undefined;
  return view.state.thisTurn.convoyAllocation ?? own();
}
