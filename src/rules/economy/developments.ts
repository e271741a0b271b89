// TECH — the six Classic weapons developments: the pick die (TECH-2) and the optional head start (OPT-5).
import type { Tech } from "../schema/state.js";
import { opts, type View } from "../engine/context.js";

/** TECH-2: the pick die's face → development. */
export const DEVELOPMENT_BY_DIE: Readonly<Record<number, Tech>> = {
  1: "jetPower",
  2: "rockets",
  3: "superSubmarines",
  4: "longRangeAircraft",
  5: "industrialTechnology",
  6: "heavyBombers",
};
export const ALL_DEVELOPMENTS: readonly Tech[] = Object.values(DEVELOPMENT_BY_DIE);

/** TECH-1: price of one development die. */
export const DEVELOPMENT_DIE_COST = 5;

/** OPT-TECH-1: with `weaponsDevelopmentBenefits` on, these powers own these developments from round 1. */
const BENEFITS: Readonly<Record<string, Tech>> = { Germans: "jetPower", Japanese: "superSubmarines" };

/**
 * OPT-5 (OPT-TECH-1, OPT-TECH-2): grants the starting developments when the option is on; they count as
 * owned, so a later pick of the same one is re-rolled. Called when a game is created (standard start or position).
 */
export function grantStartingDevelopments(view: View): void {
  const { state } = view;
  if (!opts(view).weaponsDevelopmentBenefits) return;
  for (const [power, tech] of Object.entries(BENEFITS)) {
    const p = state.powers[power];
    if (p && !p.techs.includes(tech)) p.techs.push(tech);
  }
}
