// EP-MONEY-3, EP-MONEY-4 (read as PAC-ECON-4): the convoy money of the Americans and the British, from both boards,
// is one fund per power, split among its treasuries in whole IPCs in any proportion:
// - at the end of each of its turns: `allocateConvoyIncome` in its collectIncome phase, `to` keyed by treasury and
//   adding up to the fund collectable now; without one, each convoy zone pays the treasury of its own board (the base
//   games' split: US 10 Europe / 15 Pacific, UK 16 UK / 7 India / 5 Australia at the start);
// - once at the start of the game: the starting treasuries hold that base-game split of the starting fund (USA 25,
//   UK 28); in its phase of the opening round (round 0, advance.ts) the power may split it otherwise with the same
//   action, `to` adding up to the starting fund.
import type { ActionHandler, Ruleset, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { credit, treasuriesOf } from "../../rules/economy/treasury.js";
import { linkedIncome } from "./income.js";

/** The fund collectable now and each treasury's own part of it (zones of a treasury whose capital is lost pay nothing). */
export function convoyFund(view: View, power: string): { total: number; own: Record<string, number> } {
  const own: Record<string, number> = {};
  for (const t of linkedIncome(view, power)) if (t.treasury !== undefined) own[t.treasury] = t.lost ? 0 : t.convoys;
  return { total: Object.values(own).reduce((a, x) => a + x, 0), own };
}

/** The starting fund (USA 25, UK 28): every convoy zone of the power, per treasury of its board. */
export function startingFund(rs: Ruleset, power: string): Record<string, number> {
  const own: Record<string, number> = {};
  for (const t of rs.board.territories.values())
    if (t.kind === "sea" && t.ipc > 0 && t.originalOwner === power && t.treasury) own[t.treasury] = (own[t.treasury] ?? 0) + t.ipc;
  return own;
}

const sum = (r: Readonly<Record<string, number>>): number => Object.values(r).reduce((a, x) => a + x, 0);
const atStart = (view: View): boolean => view.state.turn.round === 0; // the opening round (advance.ts)

function problems(view: View, power: string, to: Readonly<Record<string, number>>): Violation[] {
  const names = treasuriesOf(view, power);
  if (!names) return [violation("EP-MONEY-3", `the ${power} have one treasury and no convoy fund to split`, "action.power")];
  const out: Violation[] = [];
  if (view.state.thisTurn.convoyAllocation) out.push(violation("EP-MONEY-3", "the convoy fund of this turn is split already", "action.to"));
  for (const k of Object.keys(to))
    if (!names.includes(k))
      out.push(violation("EP-MONEY-3", `${k} is not a treasury of the ${power} (${names.join(", ")})`, `action.to.${k}`));
  const p = view.state.powers[power]!;
  if (atStart(view)) {
    const start = startingFund(view.rs, power);
    for (const [k, n] of Object.entries(start))
      if ((p.treasuries?.[k] ?? 0) < n)
        out.push(
          violation(
            "EP-MONEY-3",
            `the ${k} treasury no longer holds its ${n} of the starting fund`,
            `state.powers.${power}.treasuries.${k}`,
          ),
        );
    if (sum(to) !== sum(start))
      out.push(violation("EP-MONEY-3", `the split adds up to ${sum(to)}; the starting convoy fund is ${sum(start)}`, "action.to"));
  } else if (sum(to) !== convoyFund(view, power).total)
    out.push(
      violation(
        "EP-MONEY-3",
        `the split adds up to ${sum(to)}; the convoy fund collectable now is ${convoyFund(view, power).total}`,
        "action.to",
      ),
    );
  return out;
}

/** The action, allowed in the opening round (the start) and in every collectIncome phase (the turn's end). */
export const allocateConvoyFund: ActionHandler<"allocateConvoyIncome"> = {
  actor: "turnPower",
  check: (ctx, a) => ({ violations: problems(ctx, a.power, a.to), plan: undefined }),
  apply(ctx, a) {
    const names = treasuriesOf(ctx, a.power)!;
    const split = Object.fromEntries(names.map((k) => [k, a.to[k] ?? 0]));
    ctx.state.thisTurn.convoyAllocation = split;
    if (!atStart(ctx)) return; // paid by the income phase's end (turn.ts)
    const start = startingFund(ctx.rs, a.power);
    for (const k of names) credit(ctx, a.power, split[k]! - (start[k] ?? 0), k);
    ctx.events.push({
      type: "income",
      power: a.power,
      amount: 0,
      ipcs: ctx.state.powers[a.power]!.ipcs,
      rule: "EP-MONEY-3",
      reason: `starting convoy fund split: ${names.map((k) => `${k} ${split[k]}`).join(", ")}`,
    });
  },
};

/** The fund's shares at the end of the turn: the power's split, else each treasury its own zones; undefined for one treasury. */
export function fundShares(view: View, power: string): Record<string, number> | undefined {
  if (!treasuriesOf(view, power)) return undefined;
  return view.state.thisTurn.convoyAllocation ?? convoyFund(view, power).own;
}
