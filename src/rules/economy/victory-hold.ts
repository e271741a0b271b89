// Victory held for a full round (EUR-VICT-3, PAC-VICT-2, EP-VICT-1): a rule set names the conditions that hold at the
// end of a turn; a hold starts at the end of the turn in which its condition first holds, lapses at the end of any
// turn at which it fails, and completes at the end of the turn just before the next turn of the power in whose turn
// it started (`state.victoryHold`). Only the rule set knows what completing one wins (the game, or a theatre).
import type { Ctx, View } from "../ruleset/types.js";
import type { VictoryHold } from "../schema/state.js";

/** A condition that holds now: who meets it, its rule ID, and (europe-pacific) its theatre. */
export interface HeldCondition {
  alliance: string;
  condition: string;
  theatre?: string;
}

const sameCondition = (a: HeldCondition, b: HeldCondition): boolean =>
  a.alliance === b.alliance && a.condition === b.condition && a.theatre === b.theatre;

/** The power whose turn follows the current one (turn order wraps into the next round). */
function nextPower(view: View): string {
  const order = view.rs.powers.map((p) => p.name);
  return order[(order.indexOf(view.state.turn.power) + 1) % order.length]!;
}

/** The holds in force, for rule sets and pictures (absent field: none). */
export const victoryHolds = (view: View): readonly VictoryHold[] => view.state.victoryHold ?? [];

/**
 * At the end of a turn: starts a hold for every condition in `holding` not yet held, lapses every hold whose condition
 * is not in `holding` (only those `inScope` — a decided theatre is nobody's business), and returns the holds that
 * complete now. `rule` is cited on the events (the holding rule, e.g. PAC-VICT-2).
 */
export function sampleVictoryHolds(
  ctx: Ctx,
  holding: readonly HeldCondition[],
  rule: string,
  inScope: (h: VictoryHold) => boolean = () => true,
): VictoryHold[] {
  const { state } = ctx;
  const before = victoryHolds(ctx);
  const kept: VictoryHold[] = [];
  for (const h of before) {
    if (!inScope(h) || holding.some((c) => sameCondition(c, h))) kept.push(h);
    else ctx.events.push({ type: "victoryHoldLapsed", ...h, rule });
  }
  const since = { round: state.turn.round, power: state.turn.power };
  for (const c of holding) {
    if (kept.some((h) => sameCondition(c, h))) continue;
    const h: VictoryHold = {
      alliance: c.alliance,
      condition: c.condition,
      since,
      ...(c.theatre !== undefined ? { theatre: c.theatre } : {}),
    };
    kept.push(h);
    ctx.events.push({ type: "victoryHoldStarted", ...h, rule });
  }
  setHolds(ctx, kept);
  const next = nextPower(ctx);
  return kept.filter((h) => inScope(h) && h.since.power === next);
}

/** Replaces the holds in force; the field stays absent while nothing is held (a game's hash is unchanged by it). */
export function setHolds(view: View, holds: VictoryHold[]): void {
  if (holds.length) view.state.victoryHold = holds;
  else delete view.state.victoryHold;
}
