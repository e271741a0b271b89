// PAC-CHINA-1..6: China, played by the Americans (and by the linked game's Americans, EP-POW-4). China's units and land
// are American with `chinese: true`. China buys nothing and collects nothing; at the start of the American purchase
// the American player receives one infantry per Chinese land worth IPCs, plus one while the Burma Road is open; they
// arrive in Szechwan at the end of the American place phase. Korea, Manchuria and Shantung become China's when the
// Allies take them; China's land units stay in and around China and never board ships. With option
// separateChineseTurn (PAC-OPT-8) China is TripleA's `Chinese` power with its own turn, and its own purchase and place.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { Unit, UnitCounts } from "../../rules/schema/state.js";
import { violation } from "../../rules/engine/context.js";
import { newUnit } from "../../rules/state/build.js";
import { allianceOf, spec } from "../../rules/queries.js";
import { OCCUPIED, tripleaOrigin } from "./spaces.js";
import { AMERICANS, CHINESE } from "./players.js";

/** PAC-CHINA-1: the Burma Road — all four Allied-controlled. */
export const BURMA_ROAD: readonly string[] = ["Burma", "India", "Yunnan", "Szechwan"];
export const CHINESE_CAPITAL = "Szechwan";
/** PAC-CHINA-3: Siam and French Indo-China, China's when China's units take them (or the American player says so) */
export const MIXED_CAPTURES: readonly string[] = ["Siam", "French Indo-China"];
/** PAC-CHINA-4 [proposal]: where China's land units may go besides Chinese-original territories. */
const CHINESE_REACH: readonly string[] = ["Korea", "Manchuria", "Shantung", "French Indo-China", "Siam", "Burma", "India"];

/** PAC-OPT-8: China is TripleA's own power (else the Americans play it with flags). */
export const chinaIsAPower = (view: View): boolean => view.rs.powers.some((p) => p.name === CHINESE);

/** PAC-CHINA-6: China's land (American-held with the flag; TripleA's Chinese power's land). */
export const isChineseLand = (view: View, place: string): boolean => {
  const t = view.state.territories[place];
  return t !== undefined && (t.owner === CHINESE || (t.owner === AMERICANS && t.chinese === true));
};

/** PAC-CHINA-6: one of China's units. */
export const isChineseUnit = (u: Unit): boolean => u.owner === CHINESE || u.chinese === true;

/** Chinese by origin: Chinese-original land (TripleA's data), Korea, Manchuria, Shantung. */
export const chineseByOrigin = (place: string): boolean => OCCUPIED[place] === CHINESE || tripleaOrigin(place) === CHINESE;

const alliedHeld = (view: View, place: string): boolean => {
  const owner = view.state.territories[place]?.owner ?? null;
  return owner !== null && allianceOf(view.rs, owner) === "Allies";
};

/** PAC-CHINA-1: the infantry China receives now, and why (route-blind: China needs no convoy route). */
export function chineseInfantry(view: View): { count: number; territories: string[]; road: boolean } {
  const territories = Object.keys(view.state.territories)
    .filter((place) => isChineseLand(view, place) && (view.rs.board.territories.get(place)?.ipc ?? 0) > 0)
    .sort();
  const road = BURMA_ROAD.every((p) => alliedHeld(view, p));
  return { count: territories.length + (road ? 1 : 0), territories, road };
}

const grantReason = (c: ReturnType<typeof chineseInfantry>): string =>
  `${c.territories.length} Chinese territories worth IPCs (${c.territories.join(", ") || "none"})${c.road ? " + the Burma Road" : ""}`;

/** PAC-CHINA-1: the American (or, PAC-OPT-8, the Chinese) purchase begins: China's free infantry are counted. */
export function grantChineseInfantry(ctx: Ctx): void {
  const power = ctx.state.turn.power;
  const separate = chinaIsAPower(ctx);
  if (power !== (separate ? CHINESE : AMERICANS)) return;
  const c = chineseInfantry(ctx);
  if (!separate) ctx.state.thisTurn.chineseInfantry = c.count;
  if (c.count === 0) return;
  if (separate) {
    const p = ctx.state.powers[CHINESE]!;
    p.purchased = { ...p.purchased, infantry: (p.purchased.infantry ?? 0) + c.count };
  }
  ctx.events.push({ type: "unitsGranted", power, units: { infantry: c.count }, rule: "PAC-CHINA-1", reason: grantReason(c) });
}

/** PAC-CHINA-2: at the end of the American place phase China's infantry arrive in Szechwan, or are lost while it is not China's. */
export function chineseArrival(ctx: Ctx): void {
  if (ctx.state.turn.power !== AMERICANS || chinaIsAPower(ctx)) return;
  const count = ctx.state.thisTurn.chineseInfantry ?? 0;
  if (count === 0) return;
  delete ctx.state.thisTurn.chineseInfantry;
  const capital = ctx.state.territories[CHINESE_CAPITAL];
  if (!capital || capital.owner !== AMERICANS) {
    ctx.events.push({
      type: "unitsLost",
      power: AMERICANS,
      units: { infantry: count },
      reason: `China's infantry: ${CHINESE_CAPITAL} is not American-held`,
      refund: 0,
      rule: "PAC-CHINA-2",
    });
    return;
  }
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const u = newUnit(ctx.state, "infantry", AMERICANS);
    u.chinese = true;
    u.placedThisTurn = true;
    capital.units.push(u);
    ids.push(u.id);
  }
  ctx.events.push({
    type: "placed",
    power: AMERICANS,
    at: CHINESE_CAPITAL,
    units: { infantry: count },
    ids,
    summary: `${count} infantry (China's)`,
  });
}

/** PAC-CHINA-1, PAC-PURCH-1, PAC-MOVE-5: who may buy what. */
export function pacificPurchaseCheck(_ctx: Ctx, power: string, units: UnitCounts): Violation[] {
  const out: Violation[] = [];
  const bought = Object.entries(units).filter(([, n]) => n > 0);
  if (power === CHINESE && bought.length)
    out.push(violation("PAC-CHINA-1", "China buys nothing: it receives free infantry at its purchase", "action.units"));
  for (const [type] of bought) {
    if ((type === "marine" || type === "factory") && power !== AMERICANS)
      out.push(violation("PAC-PURCH-1", `only the Americans buy ${type}s`, `action.units.${type}`));
    if (type === "airfield" || type === "harbour")
      out.push(violation("PAC-MOVE-5", `${type}s are infrastructure: never bought`, `action.units.${type}`));
  }
  return out;
}

/** PAC-CHINA-2: TripleA's Chinese units go to Szechwan only; units bought with money never go to China's land. */
export function chinesePlacement(view: View, power: string, at: string, factory?: string): Violation[] {
  if (power === CHINESE)
    return at === CHINESE_CAPITAL
      ? []
      : [violation("PAC-CHINA-2", `Chinese units are placed in ${CHINESE_CAPITAL} only, not in ${at}`, "action.at")];
  const site = [at, factory].find((p) => p !== undefined && isChineseLand(view, p));
  if (power !== AMERICANS || site === undefined) return [];
  return [
    violation(
      "PAC-CHINA-2",
      `${site} is China's land: only China's free infantry arrive there (in ${CHINESE_CAPITAL}, at the end of the place phase), never units bought with money`,
      "action.at",
    ),
  ];
}

/**
 * PAC-CHINA-3, PAC-CHINA-6 after a capture: Korea, Manchuria and Shantung taken by any Ally become China's; China's
 * land retaken by an Ally returns to China; Siam or French Indo-China taken by China's land units alone are China's;
 * land that changed hands otherwise is not China's.
 */
export function chineseCapture(ctx: Ctx, place: string, capturer: string): void {
  const { rs, state } = ctx;
  const t = state.territories[place];
  if (!t) return;
  const separate = chinaIsAPower(ctx);
  const china = separate ? CHINESE : AMERICANS;
  const allied = allianceOf(rs, capturer) === "Allies";
  if (OCCUPIED[place] === CHINESE && allied && !isChineseLand(ctx, place)) {
    const from = t.owner;
    t.owner = china;
    if (!separate) t.chinese = true;
    for (const u of t.units) if (u.owner !== china && (spec(rs, u.type).isFactory || spec(rs, u.type).infrastructure)) u.owner = china;
    ctx.events.push({ type: "liberated", at: place, by: capturer, owner: china, from, rule: "PAC-CHINA-3" });
    return;
  }
  if (separate) return;
  const landHere = t.units.filter((u) => u.owner === AMERICANS && spec(rs, u.type).domain === "land" && !u.aboard);
  const china_ =
    t.owner === AMERICANS &&
    ((tripleaOrigin(place) === CHINESE && allied) ||
      (MIXED_CAPTURES.includes(place) && landHere.length > 0 && landHere.every(isChineseUnit)));
  if (china_) t.chinese = true;
  else delete t.chinese;
}

/** PAC-CHINA-6: the standard start's (and a position's default) China's land: American-held and Chinese by origin, where not given. */
export function markChineseLand(view: View): void {
  if (chinaIsAPower(view)) return;
  for (const [place, t] of Object.entries(view.state.territories))
    if (t.chinese === undefined && t.owner === AMERICANS && view.rs.board.territories.get(place)?.kind === "land" && chineseByOrigin(place))
      t.chinese = true;
}

/** PAC-CHINA-4: the move problems of China's land units (outside China's reach, or boarding a ship). */
export function chineseMoveProblems(view: View, moving: readonly Unit[], path: readonly string[]): Violation[] {
  const land = moving.filter((u) => isChineseUnit(u) && spec(view.rs, u.type).domain === "land");
  if (!land.length) return [];
  const out: Violation[] = [];
  if (path.some((p) => view.rs.board.territories.get(p)?.kind === "sea"))
    out.push(violation("PAC-CHINA-4", "China's land units never board ships", "action.path"));
  for (const p of path.slice(1)) {
    const data = view.rs.board.territories.get(p);
    if (data?.kind !== "land" || tripleaOrigin(p) === CHINESE || CHINESE_REACH.includes(p)) continue;
    out.push(violation("PAC-CHINA-4", `China's land units may not enter ${p}`, "action.path"));
  }
  return out;
}
