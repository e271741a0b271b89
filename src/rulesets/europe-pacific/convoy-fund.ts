// EP-MONEY-3, EP-MONEY-4 (read as PAC-ECON-4): the convoy money of the Americans and the British, from both boards,
// is one fund per power, split among its treasuries in whole IPCs in any proportion (the shared split, core
// economy/convoy-split.ts, as Pacific's British player splits theirs):
// - at the end of each of its turns: `allocateConvoyIncome` in its collectIncome phase, `to` keyed by treasury and
//   adding up to the fund collectable now; without one, each convoy zone pays the treasury of its own board (the base
//   games' split: US 10 Europe / 15 Pacific, UK 16 UK / 7 India / 5 Australia at the start);
// - once at the start of the game: the starting treasuries hold that base-game split of the starting fund (USA 25,
//   UK 28); in its phase of the opening round (round 0, advance.ts) the power may split it otherwise with the same
//   action, `to` adding up to the starting fund.
import type { Ruleset, View } from "../../rules/ruleset/types.js";
import { convoyShares, convoySplitAction, startingConvoySplit } from "../../rules/economy/convoy-split.js";
import { linkedIncome } from "./income.js";

/** The fund collectable now and each treasury's own part of it (zones of a treasury whose capital is lost pay nothing). */
export function convoyFund(view: View, power: string): { total: number; own: Record<string, number> } {
  const own: Record<string, number> = {};
  for (const t of linkedIncome(view, power)) if (t.treasury !== undefined) own[t.treasury] = t.lost ? 0 : t.convoys;
  return { total: Object.values(own).reduce((a, x) => a + x, 0), own };
}

/** The starting fund (USA 25, UK 28): every convoy zone of the power, per treasury of its board. */
export const startingFund = (rs: Ruleset, power: string): Record<string, number> => startingConvoySplit(rs, power);

/** The action, allowed in the opening round (the start) and in every collectIncome phase (the turn's end). */
export const allocateConvoyFund = convoySplitAction({
  rule: "EP-MONEY-3",
  startRule: "EP-MONEY-3",
  atStart: (view) => view.state.turn.round === 0, // the opening round (advance.ts)
  fund: convoyFund,
});

/** The fund's shares at the end of the turn: the power's split, else each treasury its own zones; undefined for one treasury. */
export const fundShares = (view: View, power: string): Record<string, number> | undefined =>
  convoyShares(view, power, () => convoyFund(view, power).own);
