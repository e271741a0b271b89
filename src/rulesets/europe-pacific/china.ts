// EP-POW-4 with PAC-CHINA-1/2 as American rules: the Americans play China's land in the linked game. China's
// production stays its own: no money buys Chinese units, and the free infantry (one per Chinese territory worth IPCs
// the Americans hold, plus one for the Burma Road) arrive in Szechwan only. Reading: AAP's China counts and places
// in its own turn, after its moves; here the Chinese "purchase" is counted and placed at the end of the American
// place phase, so the infantry never move in the turn they arrive (as in AAP). Bought units are never placed in a
// Chinese territory (the Szechwan factory produces only China's infantry).
import type { Ctx, PlacementCheck, View } from "../../rules/ruleset/types.js";
import { violation } from "../../rules/engine/context.js";
import { newUnit } from "../../rules/state/build.js";
import { CHINESE_CAPITAL, chineseInfantry } from "../pacific/china.js";
import { pacific } from "../pacific/index.js";
import { CHINESE, OCCUPIED } from "../pacific/spaces.js";

export const AMERICANS = "Americans"; // EP-POW-4: China's territories and units

/** EP-POW-4: a Chinese territory of the AAP board (Chinese by origin, Korea, Manchuria and Shantung included). */
export const isChinese = (place: string): boolean =>
  pacific.board.territories.get(place)?.originalOwner === CHINESE || OCCUPIED[place] === CHINESE;

/** PAC-CHINA-1 (EP-POW-4): the Chinese infantry the Americans receive now, and why. */
export const americanChineseInfantry = (view: View) => chineseInfantry(view, (place, owner) => owner === AMERICANS && isChinese(place));

/** PAC-CHINA-1/2 (EP-POW-4): the free infantry arrive in Szechwan, or are lost while it is not American-held. */
export function chineseArrival(ctx: Ctx): void {
  if (ctx.state.turn.power !== AMERICANS) return;
  const { count, territories, road } = americanChineseInfantry(ctx);
  if (count === 0) return;
  const capital = ctx.state.territories[CHINESE_CAPITAL];
  const held = capital?.owner === AMERICANS;
  ctx.events.push({
    type: "unitsGranted",
    power: AMERICANS,
    units: { infantry: count },
    rule: "PAC-CHINA-1",
    reason: `Chinese infantry (EP-POW-4): ${territories.length} Chinese territories worth IPCs (${territories.join(", ") || "none"})${road ? " + the Burma Road" : ""}${held ? `, placed in ${CHINESE_CAPITAL}` : `; lost: ${CHINESE_CAPITAL} is not American-held (PAC-CHINA-2)`}`,
  });
  if (!held || !capital) return;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const u = newUnit(ctx.state, "infantry", AMERICANS);
    u.placedThisTurn = true;
    capital.units.push(u);
    ids.push(u.id);
  }
  ctx.events.push({ type: "placed", power: AMERICANS, at: CHINESE_CAPITAL, units: { infantry: count }, ids, summary: `${count} infantry` });
}

/** PAC-CHINA-2 (EP-POW-4): units bought with money are never placed in a Chinese territory. */
export function chinesePlacementProblems(view: View, power: string, at: string, factory?: string): PlacementCheck["violations"] {
  const site = [at, factory].find((p) => p !== undefined && isChinese(p) && view.rs.board.territories.get(p)?.kind === "land");
  if (power !== AMERICANS || site === undefined) return [];
  return [
    violation(
      "PAC-CHINA-2",
      `${site} is Chinese: only China's free infantry arrive there (in ${CHINESE_CAPITAL}, at the end of the place phase), never units bought with money`,
      "action.at",
    ),
  ];
}
