// After a capture in the linked game: PAC-VP-2's captured-capital IPCs; PAC-CHINA-3 under EP-POW-4 (Korea, Manchuria
// and Shantung, Chinese by origin, go to the Americans, who play China's land in the linked game, when any Allied
// power takes them); an enemy capital taken without a battle in a decided theatre breaks the peace (EP-END-3).
import type { Ctx } from "../../rules/ruleset/types.js";
import { allianceOf, spec } from "../../rules/queries.js";
import { countPlunder } from "../pacific/victory-points.js";
import { CHINESE, OCCUPIED } from "../pacific/spaces.js";
import { captureBreaksPeace } from "./peace.js";

const AMERICANS = "Americans"; // EP-POW-4: China's territories and units

function occupiedBecomeAmerican(ctx: Ctx, place: string, capturer: string): void {
  const t = ctx.state.territories[place];
  if (!t || OCCUPIED[place] !== CHINESE || allianceOf(ctx.rs, capturer) !== "Allies" || t.owner === AMERICANS) return;
  const from = t.owner;
  t.owner = AMERICANS;
  for (const u of t.units)
    if (u.owner !== AMERICANS && (spec(ctx.rs, u.type).isFactory || spec(ctx.rs, u.type).infrastructure)) u.owner = AMERICANS;
  ctx.events.push({ type: "liberated", at: place, by: capturer, owner: AMERICANS, from, rule: "EP-POW-4" });
}

export function europePacificAfterCapture(ctx: Ctx, place: string, capturer: string): void {
  countPlunder(ctx, place, capturer); // PAC-VP-2
  occupiedBecomeAmerican(ctx, place, capturer); // PAC-CHINA-3, EP-POW-4
  captureBreaksPeace(ctx, place, capturer); // EP-END-3
}
