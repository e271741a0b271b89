// PAC-ECON-2, PAC-ECON-3, PAC-CONV-2, PAC-CONV-3, PAC-VP-2: income at the end of a Pacific turn. Land pays its
// controller unless its convoy route is cut (the route's sea zone held by the other side); a convoy centre pays only
// its original owner while it holds it; China's land pays nothing (PAC-CHINA-6). The British collect per treasury:
// each its own land, and the convoy income as allocated (PAC-ECON-4); a treasury whose capital is enemy-held collects
// nothing (PAC-CAPT-1). Nothing is collected in round 0 (PAC-TURN-5). Japan's collection also scores victory points.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { areAllied, areEnemies, capitalLost, capitalOf } from "../../rules/queries.js";
import { capitalOfTreasury, credit, treasuriesOf, treasuryAt } from "../../rules/economy/treasury.js";
import { CHINESE, CONVOY_ROUTES, JAPANESE } from "./spaces.js";
import { addVictoryPoints } from "./victory-points.js";

/** PAC-CONV-3: the territory's convoy zone is held by a power not on its controller's side. */
export function routeCut(view: View, place: string, owner: string | null): boolean {
  const zone = CONVOY_ROUTES[place];
  if (!zone || owner === null) return false;
  return !areAllied(view.rs, view.state.territories[zone]?.owner ?? null, owner);
}

export interface PacificTreasuryIncome {
  /** undefined: the power's one treasury */
  treasury: string | undefined;
  land: number;
  convoys: number;
  /** land whose convoy route is cut (PAC-CONV-3) */
  cut: string[];
  /** INC-2, PAC-CAPT-1: the treasury's capital is enemy-held */
  lost: boolean;
}

/** What each of the power's treasuries would collect now (one entry for a power with one treasury). */
export function pacificIncomeByTreasury(view: View, power: string): PacificTreasuryIncome[] {
  const { rs, state } = view;
  const names: readonly (string | undefined)[] = treasuriesOf(view, power) ?? [undefined];
  const out = new Map(names.map((treasury) => [treasury, { treasury, land: 0, convoys: 0, cut: [] as string[], lost: false }]));
  for (const r of out.values()) {
    const capital = r.treasury === undefined ? undefined : capitalOfTreasury(view, power, r.treasury);
    r.lost = capital === undefined ? capitalLost(rs, state, power) : areEnemies(rs, power, state.territories[capital]?.owner ?? null);
  }
  if (power === CHINESE) return [...out.values()]; // PAC-OPT-8: TripleA's China collects nothing (PAC-CHINA-1)
  for (const [place, t] of Object.entries(state.territories)) {
    if (t.owner !== power || t.chinese) continue; // PAC-CHINA-6: China's land pays nothing
    const data = rs.board.territories.get(place);
    if (!data || data.ipc === 0) continue;
    const r = out.get(treasuryAt(view, power, place));
    if (!r) continue;
    if (data.kind === "sea") {
      if (data.originalOwner === power) r.convoys += data.ipc; // PAC-CONV-2: a captor gains nothing
    } else if (routeCut(view, place, power)) r.cut.push(place);
    else r.land += data.ipc;
  }
  return [...out.values()];
}

/** What the power's spaces pay it now (pictures; the linked game's Pacific board): land with open routes, its own convoy centres. */
export function pacificIncome(view: View, power: string): { land: number; convoys: number; cut: string[] } {
  const all = pacificIncomeByTreasury(view, power);
  return {
    land: all.reduce((n, t) => n + t.land, 0),
    convoys: all.reduce((n, t) => n + t.convoys, 0),
    cut: all.flatMap((t) => t.cut),
  };
}

/**
 * Collect income (PAC-TURN-2 last phase): each treasury its land and its convoy share (`shares`: treasury → IPCs, the
 * British allocation or each its own centres; a power with one treasury keeps its convoys), nothing while the
 * treasury's capital is enemy-held (INC-2, PAC-CAPT-1).
 */
export function collectPacificIncome(ctx: Ctx, shares: Readonly<Record<string, number>> | undefined): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  let collected = 0;
  for (const t of pacificIncomeByTreasury(ctx, power)) {
    const convoys = t.lost ? 0 : t.treasury === undefined || !shares ? t.convoys : (shares[t.treasury] ?? 0);
    const land = t.lost ? 0 : t.land;
    const amount = land + convoys;
    credit(ctx, power, amount, t.treasury);
    collected += amount;
    const rule = power === CHINESE ? "PAC-CHINA-1" : t.cut.length ? "PAC-CONV-3" : "PAC-ECON-2";
    const capital = t.treasury === undefined ? capitalOf(rs, power) : capitalOfTreasury(ctx, power, t.treasury);
    ctx.events.push({
      type: "income",
      power,
      amount,
      npl: t.land + t.convoys,
      ipcs: state.powers[power]!.ipcs,
      ...(t.treasury !== undefined ? { treasury: t.treasury } : {}),
      ...(t.lost
        ? { rule: "INC-2", reason: `capital ${capital} held by the enemy` }
        : {
            rule,
            reason:
              power === CHINESE
                ? "China collects no IPCs"
                : `land ${land}, convoy centres ${convoys}${shares && t.treasury !== undefined && state.thisTurn.convoyAllocation ? " (allocated, PAC-ECON-4)" : ""}${t.cut.length ? `; convoy route cut: ${t.cut.join(", ")}` : ""}`,
          }),
    });
  }
  if (power !== JAPANESE) return;
  // PAC-VP-2: 1 VP per full 10 IPCs collected, IPCs taken from captured capitals this turn included.
  const plundered = state.thisTurn.plundered?.[power] ?? 0;
  const gained = Math.floor((collected + plundered) / 10);
  addVictoryPoints(
    ctx,
    power,
    gained,
    "PAC-VP-2",
    `collected ${collected} IPCs${plundered ? ` + ${plundered} from captured capitals` : ""}`,
  );
}
