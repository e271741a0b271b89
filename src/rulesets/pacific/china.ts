// PAC-CHINA-1..4: China buys nothing; at its purchase it receives one infantry per territory it controls that is
// worth IPCs, plus one while the Burma Road is open; they are placed in Szechwan only. Korea, Manchuria and Shantung
// become Chinese when the Allies take them. Chinese land units stay in and around China and never board ships.
import type { ActionHandler, Ctx, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { Unit, UnitCounts } from "../../rules/schema/state.js";
import { violation } from "../../rules/engine/context.js";
import { allianceOf, spec } from "../../rules/queries.js";
import type { MovePlan } from "../../rules/movement/types.js";
import { CHINESE, OCCUPIED } from "./spaces.js";

/** PAC-CHINA-1: the Burma Road — all four Allied-controlled. */
export const BURMA_ROAD: readonly string[] = ["Burma", "India", "Yunnan", "Szechwan"];
export const CHINESE_CAPITAL = "Szechwan";
/** PAC-CHINA-4 [proposal]: where Chinese land units may go besides Chinese-original territories. */
const CHINESE_REACH: readonly string[] = ["Korea", "Manchuria", "Shantung", "French Indo-China", "Siam", "Burma", "India"];

const alliedHeld = (view: View, place: string): boolean => {
  const owner = view.state.territories[place]?.owner ?? null;
  return owner !== null && allianceOf(view.rs, owner) === "Allies";
};

/**
 * PAC-CHINA-1: the infantry China receives now, and why. `counts` says which held territories are China's (by
 * default those the Chinese control; a rule set where another power plays China passes its own test).
 */
export function chineseInfantry(
  view: View,
  counts: (place: string, owner: string | null) => boolean = (_place, owner) => owner === CHINESE,
): { count: number; territories: string[]; road: boolean } {
  const territories = Object.entries(view.state.territories)
    .filter(([place, t]) => counts(place, t.owner) && (view.rs.board.territories.get(place)?.ipc ?? 0) > 0)
    .map(([place]) => place)
    .sort();
  const road = BURMA_ROAD.every((p) => alliedHeld(view, p));
  return { count: territories.length + (road ? 1 : 0), territories, road };
}

/** The Chinese purchase phase begins: the free infantry wait for placement (PAC-CHINA-1). */
export function grantChineseInfantry(ctx: Ctx): void {
  if (ctx.state.turn.power !== CHINESE) return;
  const { count, territories, road } = chineseInfantry(ctx);
  if (count === 0) return;
  const p = ctx.state.powers[CHINESE]!;
  p.purchased = { ...p.purchased, infantry: (p.purchased.infantry ?? 0) + count };
  ctx.events.push({
    type: "unitsGranted",
    power: CHINESE,
    units: { infantry: count },
    rule: "PAC-CHINA-1",
    reason: `${territories.length} territories worth IPCs (${territories.join(", ") || "none"})${road ? " + the Burma Road" : ""}`,
  });
}

/** PAC-CHINA-1, PAC-PURCH-1, PAC-MOVE-5: who may buy what. */
export function pacificPurchaseCheck(_ctx: Ctx, power: string, units: UnitCounts): Violation[] {
  const out: Violation[] = [];
  const bought = Object.entries(units).filter(([, n]) => n > 0);
  if (power === CHINESE && bought.length)
    out.push(violation("PAC-CHINA-1", "China buys nothing: it receives free infantry at its purchase", "action.units"));
  for (const [type] of bought) {
    if ((type === "marine" || type === "factory") && power !== "Americans")
      out.push(violation("PAC-PURCH-1", `only the Americans buy ${type}s`, `action.units.${type}`));
    if (type === "airfield" || type === "harbour")
      out.push(violation("PAC-MOVE-5", `${type}s are infrastructure: never bought`, `action.units.${type}`));
  }
  return out;
}

/** PAC-CHINA-2: Chinese units go to Szechwan only. */
export function chinesePlacement(power: string, at: string): Violation[] {
  if (power !== CHINESE || at === CHINESE_CAPITAL) return [];
  return [violation("PAC-CHINA-2", `Chinese units are placed in ${CHINESE_CAPITAL} only, not in ${at}`, "action.at")];
}

/** PAC-CHINA-3: Korea, Manchuria and Shantung taken by any Allied power become Chinese. */
export function occupiedBecomeChinese(ctx: Ctx, place: string, capturer: string): void {
  const { rs, state } = ctx;
  const t = state.territories[place];
  if (!t || OCCUPIED[place] !== CHINESE || allianceOf(rs, capturer) !== "Allies" || t.owner === CHINESE) return;
  const from = t.owner;
  t.owner = CHINESE;
  for (const u of t.units) if (u.owner !== CHINESE && (spec(rs, u.type).isFactory || spec(rs, u.type).infrastructure)) u.owner = CHINESE;
  ctx.events.push({ type: "liberated", at: place, by: capturer, owner: CHINESE, from, rule: "PAC-CHINA-3" });
}

/** PAC-CHINA-4: the move problems of Chinese land units (outside China's reach, or boarding a ship). */
export function chineseMoveProblems(view: View, moving: readonly Unit[], path: readonly string[]): Violation[] {
  const land = moving.filter((u) => u.owner === CHINESE && spec(view.rs, u.type).domain === "land");
  if (!land.length) return [];
  const out: Violation[] = [];
  if (path.some((p) => view.rs.board.territories.get(p)?.kind === "sea"))
    out.push(violation("PAC-CHINA-4", "Chinese land units never board ships", "action.path"));
  for (const p of path.slice(1)) {
    const data = view.rs.board.territories.get(p);
    if (data?.kind !== "land" || data.originalOwner === CHINESE || CHINESE_REACH.includes(p)) continue;
    out.push(violation("PAC-CHINA-4", `Chinese land units may not enter ${p}`, "action.path"));
  }
  return out;
}

export type PacificMove = ActionHandler<"move", MovePlan>;
