// PAC-ECON-4, PAC-TURN-5: the British player splits the convoy income of its treasuries (52 and 49 Sea Zone of India,
// 15 Sea Zone of Australia: 12 when all are collectable) between `india` and `australia`, once in the British income
// phase: `allocateConvoyIncome` with `to` adding up to what is collectable; and once in round 0, before Japan's first
// purchase, splitting the starting 12 (india 15 + to.india, australia 20 + to.australia). Without it each centre pays
// its own treasury (TripleA's split). Option fixedConvoySplit (PAC-OPT-7) allows no split at all. The split itself is
// the linked game's (core economy/convoy-split.ts).
import type { View } from "../../rules/ruleset/types.js";
import { violation } from "../../rules/engine/context.js";
import { convoyShares, convoySplitAction } from "../../rules/economy/convoy-split.js";
import { pacificOptions } from "./options.js";
import { pacificIncomeByTreasury } from "./income.js";
import { BRITISH } from "./players.js";

/** The British convoy income collectable now, per treasury (a treasury whose capital is enemy-held collects nothing). */
export function britishConvoyIncome(view: View): { total: number; own: Record<string, number> } {
  const own: Record<string, number> = {};
  for (const t of pacificIncomeByTreasury(view, BRITISH)) if (t.treasury !== undefined) own[t.treasury] = t.lost ? 0 : t.convoys;
  return { total: Object.values(own).reduce((a, x) => a + x, 0), own };
}

export const allocateConvoyIncome = convoySplitAction({
  rule: "PAC-ECON-4",
  startRule: "PAC-TURN-5",
  atStart: (view) => view.state.turn.round === 0,
  fund: britishConvoyIncome,
  mayAllocate: (view) =>
    pacificOptions(view).fixedConvoySplit
      ? [violation("PAC-OPT-7", "option fixedConvoySplit: the convoy centres always pay their own treasury", "action")]
      : [],
});

/** The convoy shares at the end of a British turn: the allocation, else each treasury its own centres. */
export const britishConvoyShares = (view: View, power: string): Record<string, number> | undefined =>
  convoyShares(view, power, () => britishConvoyIncome(view).own);
