// EP-MONEY-1, EP-MONEY-2, EP-MONEY-5: which of a power's treasuries a space's money belongs to. The Americans keep
// US-Europe (`europe`) and US-Pacific (`pacific`), the British UK (`uk`), India (`india`) and Australia (`australia`);
// `ipcs` is their sum (the core's economy/treasury.ts). A space of a power's own treasury (the board's `treasury`,
// from its original owner on its board) stays with it; other land follows its theatre: US-Europe / UK on the Europe
// board, US-Pacific / India on the Pacific board (PAC-ECON-5's default for land the British capture there). Strip
// spaces are worth 0 and have no factory (section 9, points 3 and 4): they fall to the power's Europe treasury.
import type { View } from "../../rules/ruleset/types.js";
import { treasuriesOf } from "../../rules/economy/treasury.js";
import type { Theatre } from "./spaces.js";

const BY_THEATRE: Readonly<Record<string, Readonly<Record<Theatre, string>>>> = {
  Americans: { europe: "europe", pacific: "pacific", strip: "europe" },
  British: { europe: "uk", pacific: "india", strip: "uk" },
};

/** The record's `treasuryAt` (EP-MONEY-2, EP-MONEY-5). */
export function linkedTreasuryAt(view: View, power: string, place: string): string | undefined {
  const names = treasuriesOf(view, power);
  if (!names) return undefined;
  const data = view.rs.board.territories.get(place);
  if (data?.treasury && names.includes(data.treasury)) return data.treasury;
  return BY_THEATRE[power]?.[data?.theatre ?? "strip"] ?? names[0];
}

export { capitalOfTreasury } from "../../rules/economy/treasury.js"; // INC-2 per treasury (shared with pacific)
