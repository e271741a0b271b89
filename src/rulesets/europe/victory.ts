// EUR-VICT-1…3, EUR-VICT-5: the Axis condition is Germany holding Germany and at least one of the three Allied capitals,
// the Allies' is holding Germany and all three of theirs (EUR-VICT-2); a condition wins once held for a full round
// (EUR-VICT-3, sampled at every turn end: victory-hold.ts). Option tripleaVictory (EUR-OPT-8) keeps TripleA's check at
// the end of each round without a hold (2 of the 4 victory cities for the Axis, all 4 for the Allies). Option
// individualWinner (EUR-OPT-9) names the Allied power whose income rose most, as Classic's OPT-6.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";
import { sampleVictoryHolds, type HeldCondition } from "../../rules/economy/victory-hold.js";
import { individualWinners } from "../../rules/economy/victory.js";
import { europeOptions } from "./options.js";

const AXIS_NEEDS = 2; // tripleaVictory: 2 of the 4 victory cities
const AXIS_CAPITAL = "Germany";

const heldBy = (view: View, places: readonly string[], alliance: string): string[] =>
  places.filter((c) => {
    const owner = view.state.territories[c]?.owner ?? null;
    return owner !== null && allianceOf(view.rs, owner) === alliance;
  });

/**
 * EUR-VICT-2 on the given capitals (the Axis capital and the Allies'): the conditions that hold now. `theatre`: the
 * linked game's (EP-VICT-1).
 */
export function europeConditions(view: View, axisCapital: string, alliedCapitals: readonly string[], theatre?: string): HeldCondition[] {
  const at = theatre !== undefined ? { theatre } : {};
  const out: HeldCondition[] = [];
  const germany = heldBy(view, [axisCapital], "Axis").length > 0;
  if (germany && heldBy(view, alliedCapitals, "Axis").length > 0) out.push({ alliance: "Axis", condition: "EUR-VICT-2", ...at });
  if (heldBy(view, [axisCapital, ...alliedCapitals], "Allies").length === alliedCapitals.length + 1)
    out.push({ alliance: "Allies", condition: "EUR-VICT-2", ...at });
  return out;
}

/** EUR-VICT-5 (EUR-OPT-9): the winner record, with the individual Allied winner when the option is on. */
function win(ctx: Ctx, alliance: string, condition: string, detail: Record<string, unknown>): void {
  const individual = europeOptions(ctx).individualWinner && alliance === "Allies" ? { individual: individualWinners(ctx, alliance) } : {};
  ctx.state.winner = { alliance, condition, round: ctx.state.turn.round, ...individual };
  ctx.events.push({ type: "victory", ...ctx.state.winner, ...detail });
}

const alliedCapitals = (view: View): string[] => view.rs.powers.filter((p) => p.alliance === "Allies").map((p) => p.capital);

/** EUR-VICT-3: the holds, at the end of every turn of round 1 on. */
export function europeTurnEnd(ctx: Ctx): void {
  const { state } = ctx;
  if (state.winner || state.turn.round < 1 || europeOptions(ctx).tripleaVictory) return;
  const done = sampleVictoryHolds(ctx, europeConditions(ctx, AXIS_CAPITAL, alliedCapitals(ctx)), "EUR-VICT-3");
  const first = done[0];
  if (first) win(ctx, first.alliance, "EUR-VICT-3", { kind: "capital", by: first.since.power });
}

/** EUR-OPT-8 (tripleaVictory): TripleA's honourable surrender at the end of a round. */
export function europeRoundEnd(ctx: Ctx): void {
  const { rs, state } = ctx;
  if (state.winner || !europeOptions(ctx).tripleaVictory) return;
  const cities = rs.powers.map((p) => p.capital); // EUR-VICT-1
  const axis = heldBy(ctx, cities, "Axis");
  const allies = heldBy(ctx, cities, "Allies");
  const alliance = axis.length >= AXIS_NEEDS ? "Axis" : allies.length === cities.length ? "Allies" : null;
  if (alliance) win(ctx, alliance, "EUR-VICT-2", { kind: "capital", value: (alliance === "Axis" ? axis : allies).length });
}
