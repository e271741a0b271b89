// VICT — who has won: military victory (VICT-1, OPT-1, OPT-10) and economic victory (VICT-2, OPT-8, OPT-9).
import type { Ctx } from "../engine/context.js";
import { opts } from "../engine/context.js";
import type { GameState } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import { allianceOf, npl } from "../queries.js";

/** VICT-1: "two enemy capitals" [RB App. IV] — the Allies need Germany and Japan, the Axis two of three. */
const CAPITALS_NEEDED = 2;

const alliances = (rs: Ruleset): string[] => [...new Set(rs.powers.map((p) => p.alliance))];
const controllerAlliance = (rs: Ruleset, state: GameState, place: string): string | undefined => {
  const owner = state.territories[place]?.owner ?? null;
  return owner === null ? undefined : allianceOf(rs, owner);
};

/** Sum of the printed IPC values of the land an alliance controls, paid or not (VICT-2, OPT-ECON-2). */
export function allianceTerritoryValue(rs: Ruleset, state: GameState, alliance: string): number {
  let total = 0;
  for (const [place, t] of Object.entries(state.territories)) {
    if (t.owner !== null && allianceOf(rs, t.owner) === alliance) total += rs.board.territories.get(place)?.ipc ?? 0;
  }
  return total;
}

/**
 * VICT-1: the alliance controls two enemy capitals (all of them when the enemy has fewer); with
 * `totalVictory` (OPT-1, OPT-TV-1) its alliance must also control every one of its own capitals.
 */
export function hasMilitaryVictory(ctx: Pick<Ctx, "rs" | "state">, alliance: string): boolean {
  const { rs, state } = ctx;
  if (opts(ctx).surrenderVictory) return false; // ER-VICT-1: only a concession ends the game
  const enemyCapitals = rs.powers.filter((p) => p.alliance !== alliance).map((p) => p.capital);
  const held = enemyCapitals.filter((c) => controllerAlliance(rs, state, c) === alliance).length;
  if (held < Math.min(CAPITALS_NEEDED, enemyCapitals.length)) return false;
  if (opts(ctx).totalVictory) {
    return rs.powers.filter((p) => p.alliance === alliance).every((p) => controllerAlliance(rs, state, p.capital) === alliance);
  }
  return true;
}

/** VICT-2 (OPT-8) for the Axis, OPT-9 for the Allies: the threshold of an alliance's economic victory, or null. */
function economicThreshold(ctx: Pick<Ctx, "rs" | "state">, alliance: string): { threshold: number; rule: string } | null {
  const o = opts(ctx);
  const threshold = alliance === "Axis" ? o.axisEconomicVictory : alliance === "Allies" ? o.alliesEconomicVictory : null;
  return threshold === null ? null : { threshold, rule: alliance === "Axis" ? "VICT-2" : "OPT-9" };
}

function declare(ctx: Ctx, alliance: string, condition: string, detail: Record<string, unknown>): void {
  ctx.state.winner = winnerRecord(ctx, alliance, condition);
  ctx.events.push({ type: "victory", ...ctx.state.winner, ...detail });
}

/** Military victory alone: won, a tie (nobody wins this time), or none. */
function checkMilitary(ctx: Ctx): "none" | "won" | "tie" {
  const { rs } = ctx;
  const winners = alliances(rs).filter((a) => hasMilitaryVictory(ctx, a));
  if (winners.length === 1) {
    declare(ctx, winners[0]!, "VICT-1", { kind: "military", totalVictory: opts(ctx).totalVictory });
    return "won";
  }
  if (winners.length > 1) {
    // VICT-1 (developer decision DEC-8): both sides qualify at once → nobody wins this time.
    ctx.events.push({ type: "victoryTie", alliances: winners, condition: "VICT-1", round: ctx.state.turn.round });
    return "tie";
  }
  return "none";
}

/**
 * End of a round, after the last power's turn (VICT-1, VICT-2, OPT-ECON-3): military victory first — it
 * outranks an economic one; both sides' military victory at once → nobody; then economic victories,
 * both at once → nobody.
 */
export function checkVictoryAtRoundEnd(ctx: Ctx): void {
  if (ctx.state.winner) return;
  if (checkMilitary(ctx) !== "none") return;
  const { rs, state } = ctx;
  const winners: { alliance: string; rule: string; value: number; threshold: number }[] = [];
  for (const alliance of alliances(rs)) {
    const t = economicThreshold(ctx, alliance);
    if (!t) continue;
    const value = allianceTerritoryValue(rs, state, alliance);
    if (value >= t.threshold) winners.push({ alliance, rule: t.rule, value, threshold: t.threshold });
  }
  if (winners.length === 1) {
    const w = winners[0]!;
    declare(ctx, w.alliance, w.rule, { kind: "economic", value: w.value, threshold: w.threshold });
  } else if (winners.length > 1) {
    ctx.events.push({ type: "victoryTie", alliances: winners.map((w) => w.alliance), condition: "VICT-2", round: state.turn.round });
  }
}

/** OPT-10 `immediate`: military victory is checked right after each capture. */
export function checkVictoryAfterCapture(ctx: Ctx): void {
  if (ctx.state.winner || opts(ctx).militaryVictoryTiming !== "immediate") return;
  checkMilitary(ctx);
}

/**
 * OPT-6 (OPT-IND-1/2): the winning side's power(s) whose NPL now shows the largest percentage increase over
 * its starting income, compared exactly (cross-multiplied); ties are shared. Territories count for a power
 * whose capital is lost too. A rule set that says what spaces pay (europe's Middle East, EUR-VICT-5) counts that.
 */
export function individualWinners(ctx: Pick<Ctx, "rs" | "state">, alliance: string): string[] {
  const { rs, state } = ctx;
  const side = rs.powers
    .filter((p) => p.alliance === alliance && p.startingIpcs > 0)
    .map((p) => ({ name: p.name, start: p.startingIpcs, now: rs.income?.(ctx, p.name) ?? npl(rs, state, p.name) }));
  // now/start compared without division: a.now * b.start vs b.now * a.start
  const best = side.reduce<typeof side>((top, p) => {
    if (top.length === 0) return [p];
    const cmp = p.now * top[0]!.start - top[0]!.now * p.start;
    return cmp > 0 ? [p] : cmp === 0 ? [...top, p] : top;
  }, []);
  return best.map((p) => p.name);
}

/** The winner record, with the individual winner when option individualWinner (OPT-6) is on. */
export function winnerRecord(ctx: Pick<Ctx, "rs" | "state">, alliance: string, condition: string): NonNullable<GameState["winner"]> {
  const individual = opts(ctx).individualWinner ? { individual: individualWinners(ctx, alliance) } : {};
  return { alliance, condition, round: ctx.state.turn.round, ...individual };
}
