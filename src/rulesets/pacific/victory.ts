// PAC-VICT-1…3, PAC-VP-4: Japan wins holding any one of India, New South Wales and United States for a full round, the
// Allies holding Japan (PAC-VICT-1/2, sampled at every turn end: victory-hold.ts); at the end of Japan's turn its 22 VP
// win first (PAC-VP-4), then the Allies win if Japan collected 9 IPCs or less (PAC-VICT-3). Option tripleaVictory
// (PAC-OPT-9) keeps TripleA's: victory cities Japan, India, New South Wales at the end of each round (2 for Japan, all 3
// for the Allies), else the Allies' economic victory at 134 of the board's 143, and the VPs at the end of the round too.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";
import { sampleVictoryHolds, type HeldCondition } from "../../rules/economy/victory-hold.js";
import { JAPANESE, VICTORY_CITIES } from "./spaces.js";
import { pacificOptions } from "./options.js";
import { VP_TO_WIN, vpOf } from "./victory-points.js";
import { pacificIncomeByTreasury } from "./income.js";

const AXIS_CITIES = 2; // tripleaVictory
export const ALLIES_ECONOMIC_VICTORY = 134; // tripleaVictory
/** PAC-VICT-1: Japan's targets, the Allied capitals. */
export const JAPAN_TARGETS = ["India", "New South Wales", "United States"] as const;
/** PAC-VICT-1: the Allies' target. */
export const ALLIED_TARGET = "Japan";
/** PAC-VICT-3: Japan collecting this much or less at the end of its turn loses. */
export const JAPAN_INCOME_LOSES = 9;

const heldBy = (view: View, places: readonly string[], alliance: string): string[] =>
  places.filter((c) => {
    const owner = view.state.territories[c]?.owner ?? null;
    return owner !== null && allianceOf(view.rs, owner) === alliance;
  });

/** PAC-VICT-1 on the given spaces: the capital conditions that hold now. */
export function pacificConditions(view: View, targets: readonly string[], allied: string, theatre?: string): HeldCondition[] {
  const at = theatre !== undefined ? { theatre } : {};
  const out: HeldCondition[] = [];
  if (heldBy(view, targets, "Axis").length) out.push({ alliance: "Axis", condition: "PAC-VICT-1", ...at });
  if (heldBy(view, [allied], "Allies").length) out.push({ alliance: "Allies", condition: "PAC-VICT-1", ...at });
  return out;
}

/** PAC-VICT-3: what Japan collected at the end of its turn (nothing while Japan is enemy-held). */
export function japanCollected(view: View): number {
  return pacificIncomeByTreasury(view, JAPANESE).reduce((n, t) => n + (t.lost ? 0 : t.land + t.convoys), 0);
}

function win(ctx: Ctx, alliance: string, condition: string, detail: Record<string, unknown>): void {
  ctx.state.winner = { alliance, condition, round: ctx.state.turn.round };
  ctx.events.push({ type: "victory", ...ctx.state.winner, ...detail });
}

/** PAC-VP-4, PAC-VICT-3 (end of Japan's turn), then PAC-VICT-2's holds, at the end of every turn of round 1 on. */
export function pacificTurnEnd(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner || state.turn.round < 1 || pacificOptions(ctx).tripleaVictory) return;
  if (state.turn.power === JAPANESE) {
    const vp = vpOf(ctx, JAPANESE);
    const collected = japanCollected(ctx);
    if (vp >= VP_TO_WIN) win(ctx, "Axis", "PAC-VP-4", { kind: "victoryPoints", value: vp });
    else if (collected <= JAPAN_INCOME_LOSES) win(ctx, "Allies", "PAC-VICT-3", { kind: "economic", value: collected });
    if (state.winner) return;
  }
  const done = sampleVictoryHolds(ctx, pacificConditions(ctx, JAPAN_TARGETS, ALLIED_TARGET), "PAC-VICT-2");
  const first = done[0];
  if (first) win(ctx, first.alliance, "PAC-VICT-2", { kind: "capital", by: first.since.power });
}

/** At the end of each round: PAC-OPT-9 (tripleaVictory) TripleA's checks, and PAC-OPT-5's Axis economic victory. */
export function pacificRoundEnd(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner) return;
  if (pacificOptions(ctx).tripleaVictory && tripleaRoundEnd(ctx)) return;
  const axisTarget = pacificOptions(ctx).axisEconomicVictory; // PAC-OPT-5, with or without tripleaVictory
  const axisValue = allianceValue(ctx, "Axis");
  if (axisTarget !== null && axisValue >= axisTarget) win(ctx, "Axis", "PAC-OPT-5", { kind: "economic", value: axisValue });
}

/** TripleA's VP, victory-city and Allied economic checks; true when one decided the game. */
function tripleaRoundEnd(ctx: Ctx): boolean {
  const vp = vpOf(ctx, JAPANESE);
  const axis = heldBy(ctx, VICTORY_CITIES, "Axis");
  const allies = heldBy(ctx, VICTORY_CITIES, "Allies");
  const alliesValue = allianceValue(ctx, "Allies");
  if (vp >= VP_TO_WIN) win(ctx, "Axis", "PAC-VP-4", { kind: "victoryPoints", value: vp });
  else if (axis.length >= AXIS_CITIES) win(ctx, "Axis", "PAC-VICT-2", { kind: "capital", value: axis.length });
  else if (allies.length === VICTORY_CITIES.length) win(ctx, "Allies", "PAC-VICT-2", { kind: "capital", value: allies.length });
  else if (alliesValue >= ALLIES_ECONOMIC_VICTORY) win(ctx, "Allies", "PAC-VICT-3", { kind: "economic", value: alliesValue });
  return ctx.state.winner !== null;
}

/** The value of every space (land and convoy centre) an alliance controls (tripleaVictory's economic victory). */
export function allianceValue(view: View, alliance: string): number {
  let total = 0;
  for (const [place, t] of Object.entries(view.state.territories))
    if (t.owner !== null && allianceOf(view.rs, t.owner) === alliance) total += view.rs.board.territories.get(place)?.ipc ?? 0;
  return total;
}
