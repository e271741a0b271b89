// PAC-ECON-4: the British player splits the convoy income of its treasuries (52 and 49 Sea Zone of India, 15 Sea Zone
// of Australia: 12 when all are collectable) between India (`British`) and Australia (`Australians`), in the British
// income phase, once: `allocateConvoyIncome` with `to` adding up to what is collectable. Without it each zone pays its
// original owner's treasury at that treasury's own income (TripleA's fixed split).
import type { ActionHandler, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";

export const TREASURIES: readonly string[] = ["British", "Australians"];

/** The convoy centres of the British player's treasuries that pay now (held by their original owner, PAC-CONV-2). */
export function britishConvoyIncome(view: View): number {
  let total = 0;
  for (const [place, t] of Object.entries(view.state.territories)) {
    const data = view.rs.board.territories.get(place);
    if (data?.kind === "sea" && data.ipc > 0 && TREASURIES.includes(data.originalOwner ?? "") && t.owner === data.originalOwner)
      total += data.ipc;
  }
  return total;
}

function problems(view: View, power: string, to: Readonly<Record<string, number>>): Violation[] {
  const out: Violation[] = [];
  if (power !== "British")
    out.push(violation("PAC-ECON-4", "the British player allocates convoy income in the British turn", "action.power"));
  if (view.state.thisTurn.convoyAllocation)
    out.push(violation("PAC-ECON-4", "the convoy income of this turn is allocated already", "action.to"));
  for (const k of Object.keys(to))
    if (!TREASURIES.includes(k))
      out.push(violation("PAC-ECON-4", `${k} is not a treasury of the British player (British, Australians)`, `action.to.${k}`));
  const sum = Object.values(to).reduce((n, x) => n + x, 0);
  const due = britishConvoyIncome(view);
  if (sum !== due)
    out.push(violation("PAC-ECON-4", `the allocation adds up to ${sum}; the collectable convoy income is ${due}`, "action.to"));
  return out;
}

export const allocateConvoyIncome: ActionHandler<"allocateConvoyIncome"> = {
  actor: "turnPower",
  check: (ctx, a) => ({ violations: problems(ctx, a.power, a.to), plan: undefined }),
  apply(ctx, a) {
    ctx.state.thisTurn.convoyAllocation = Object.fromEntries(TREASURIES.map((p) => [p, a.to[p] ?? 0]));
  },
};
