// EP-END-6..9: what winning a theatre does at once, the first time a party wins it (EP-VICT-3): Japan's VPs, convoy
// zones changing hands, the UK's or USA's lost European combat move, and the Soviet redeployment offer.
import type { Ctx } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";
import { addVictoryPoints } from "../pacific/victory-points.js";
import { ALLIES, type Board, GERMANS, JAPANESE, RUSSIANS, spacesOf, theatreRecord } from "./theatres.js";

const BRITISH = "British";
const AMERICANS = "Americans";
const MOSCOW = "Moscow";
/** PAC-VICT-1 on the AAP board: the British capitals and the American one Japan may hold. */
const BRITISH_TARGETS = ["India", "New South Wales"];
const AMERICAN_TARGET = "United States (Pacific)";

const allied = (ctx: Ctx, power: string | null): boolean => power !== null && allianceOf(ctx.rs, power) === ALLIES;

/** The theatre's convoy zones (sea zones with an original owner: convoy centres and routes, EUR-CONV-1, PAC-CONV-1/3). */
const convoyZones = (ctx: Ctx, board: Board): string[] =>
  spacesOf(ctx, board).filter((p) => {
    const t = ctx.rs.board.territories.get(p);
    return t?.kind === "sea" && t.originalOwner !== null;
  });

/** Hands the zones to `owner`, one event each under `rule`. */
function handOver(ctx: Ctx, zones: readonly string[], owner: (original: string) => string, rule: string): void {
  for (const z of zones) {
    const t = ctx.state.territories[z];
    const original = ctx.rs.board.territories.get(z)!.originalOwner!;
    const to = owner(original);
    if (!t || t.owner === to) continue;
    ctx.events.push({ type: to === original ? "liberated" : "captured", at: z, by: to, owner: to, from: t.owner, rule });
    t.owner = to;
  }
}

/** EP-END-6: Japan +1 VP (which may decide the Pacific at once); the fallen Allies' European convoy zones become German. */
function germanyWinsEurope(ctx: Ctx, vpChanged: (ctx: Ctx) => void): void {
  addVictoryPoints(ctx, JAPANESE, 1, "EP-END-6", "Germany won Europe");
  const fallen = ctx.rs.powers
    .filter((p) => allied(ctx, p.name) && ctx.rs.board.territories.get(p.capital)?.theatre === "europe")
    .filter((p) => !allied(ctx, ctx.state.territories[p.capital]?.owner ?? null))
    .map((p) => p.name);
  const zones = convoyZones(ctx, "europe").filter((z) => {
    const original = ctx.rs.board.territories.get(z)!.originalOwner!;
    return fallen.includes(original) && allied(ctx, ctx.state.territories[z]?.owner ?? null);
  });
  handOver(ctx, zones, () => GERMANS, "EP-END-6");
  vpChanged(ctx);
}

/** EP-END-7: Japan −1 VP (never below 0, EP-VICT-4); German-held European convoy zones return to their owners. */
function alliesWinEurope(ctx: Ctx): void {
  addVictoryPoints(ctx, JAPANESE, -1, "EP-END-7", "the Allies won Europe");
  const zones = convoyZones(ctx, "europe").filter((z) => ctx.state.territories[z]?.owner === GERMANS);
  handOver(ctx, zones, (original) => original, "EP-END-7");
}

/**
 * EP-END-8: the British convoy zones of the Pacific become Japanese (on any Japanese win); India or New South Wales
 * fallen costs the UK its next European combat move, a win on VPs or United States (Pacific) fallen the USA (both can apply).
 */
function japanWinsPacific(ctx: Ctx, condition: string): void {
  const zones = convoyZones(ctx, "pacific").filter(
    (z) => ctx.rs.board.territories.get(z)!.originalOwner === BRITISH && allied(ctx, ctx.state.territories[z]?.owner ?? null),
  );
  handOver(ctx, zones, () => JAPANESE, "EP-END-8");
  const lose: string[] = [];
  const fallen = (c: string) => !allied(ctx, ctx.state.territories[c]?.owner ?? null);
  if (BRITISH_TARGETS.some(fallen)) lose.push(BRITISH);
  if (condition === "PAC-VP-4" || fallen(AMERICAN_TARGET)) lose.push(AMERICANS);
  const europe = theatreRecord(ctx, "europe");
  europe.noCombatMove = [...new Set([...(europe.noCombatMove ?? []), ...lose])];
}

/** EP-END-9: Japanese-held Pacific convoy zones of the Allies return; the USSR may redeploy to Moscow (if Soviet). */
function alliesWinPacific(ctx: Ctx): void {
  const zones = convoyZones(ctx, "pacific").filter(
    (z) => ctx.state.territories[z]?.owner === JAPANESE && allied(ctx, ctx.rs.board.territories.get(z)!.originalOwner),
  );
  handOver(ctx, zones, (original) => original, "EP-END-9");
  if (ctx.state.territories[MOSCOW]?.owner === RUSSIANS) theatreRecord(ctx, "pacific").sovietRedeployment = true;
}

export function oneTimeEffects(ctx: Ctx, board: Board, party: string, condition: string, vpChanged: (ctx: Ctx) => void): void {
  if (board === "europe") {
    if (party === GERMANS) germanyWinsEurope(ctx, vpChanged);
    else alliesWinEurope(ctx);
  } else if (party === JAPANESE) japanWinsPacific(ctx, condition);
  else alliesWinPacific(ctx);
}
