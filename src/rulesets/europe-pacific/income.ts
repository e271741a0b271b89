// EP-GEN-1, EP-MONEY-2, EP-MONEY-3, EP-MONEY-6: income at the end of a linked turn. Each board's spaces pay under its
// own game's rule — Europe's (EUR-ECON-2, EUR-CONV-3, the Middle East EUR-ME-2/3) on the Europe board, Pacific's
// (PAC-ECON-2, convoy routes PAC-CONV-3) on the Pacific board, Chinese land paying nothing (PAC-CHINA-1 as an
// American rule, EP-POW-4); strip spaces are worth 0. Land pays the treasury of its space; the convoy zones of the
// Americans and the British are pooled and split by the power (convoy-fund.ts). A treasury whose capital is
// enemy-held collects nothing (INC-2, as each base game's power).
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { areEnemies, capitalLost } from "../../rules/queries.js";
import { credit, treasuriesOf, treasuryAt } from "../../rules/economy/treasury.js";
import { europeIncome, MIDDLE_EAST, payMiddleEast } from "../europe/income.js";
import { pacificIncome } from "../pacific/income.js";
import { addVictoryPoints } from "../pacific/victory-points.js";
import { JAPANESE } from "../pacific/spaces.js";
import { capitalOfTreasury } from "./treasuries.js";
import type { Theatre } from "./spaces.js";

/** The state seen through the spaces of one theatre that `keep` accepts (worthless spaces stay: convoy routes read them). */
function part(view: View, theatre: Theatre, keep: (place: string) => boolean): View {
  const territories: View["state"]["territories"] = {};
  for (const [place, t] of Object.entries(view.state.territories)) {
    const data = view.rs.board.territories.get(place);
    if (data && (data.ipc === 0 || (data.theatre === theatre && keep(place)))) territories[place] = t;
  }
  return { rs: view.rs, state: { ...view.state, territories } };
}

export interface TreasuryIncome {
  /** the treasury (undefined: the power's one treasury) */
  treasury: string | undefined;
  land: number;
  convoys: number;
  /** Middle East land the power holds (EUR-ME-2/3: paid to an Axis holder by the Allies, never to an Allied one) */
  middleEast: number;
  /** Pacific land whose convoy route is cut (PAC-CONV-3) */
  cut: string[];
  /** INC-2: the treasury's capital is enemy-held */
  lost: boolean;
}

/** What each of the power's treasuries would collect now. */
export function linkedIncome(view: View, power: string): TreasuryIncome[] {
  const names: readonly (string | undefined)[] = treasuriesOf(view, power) ?? [undefined];
  return names.map((treasury) => {
    // PAC-CHINA-6 (EP-POW-4): China's land pays its American holder nothing
    const mine = (place: string) => !view.state.territories[place]?.chinese && treasuryAt(view, power, place) === treasury;
    const eu = europeIncome(part(view, "europe", mine), power);
    const pa = pacificIncome(part(view, "pacific", mine), power);
    const st = europeIncome(part(view, "strip", mine), power);
    const capital = treasury === undefined ? undefined : capitalOfTreasury(view, power, treasury);
    const lost =
      capital === undefined
        ? capitalLost(view.rs, view.state, power)
        : areEnemies(view.rs, power, view.state.territories[capital]?.owner ?? null);
    return {
      treasury,
      land: eu.land + pa.land + st.land,
      convoys: eu.convoys + pa.convoys + st.convoys,
      middleEast: eu.middleEast + st.middleEast,
      cut: pa.cut,
      lost,
    };
  });
}

/** The income a picture shows: land and convoys of every treasury not cut off, plus Middle East land an Axis power holds. */
export function linkedIncomeTotal(view: View, power: string): number {
  const axis = view.rs.powers.find((p) => p.name === power)?.alliance === "Axis";
  return linkedIncome(view, power)
    .filter((t) => !t.lost)
    .reduce((n, t) => n + t.land + t.convoys + (axis ? t.middleEast : 0), 0);
}

/**
 * Collect income (the turn's last phase): each treasury its land and its share of the convoy fund (`shares`:
 * treasury → IPCs, from convoy-fund.ts; a power with one treasury keeps its convoys), then EUR-ME-3 and PAC-VP-2.
 */
export function collectLinkedIncome(ctx: Ctx, shares: Readonly<Record<string, number>> | undefined): void {
  const power = ctx.state.turn.power;
  const axis = ctx.rs.powers.find((p) => p.name === power)?.alliance === "Axis";
  let collected = 0;
  let middleEast = 0;
  for (const t of linkedIncome(ctx, power)) {
    const convoys = t.treasury === undefined || !shares ? (t.lost ? 0 : t.convoys) : (shares[t.treasury] ?? 0);
    const land = t.lost ? 0 : t.land;
    credit(ctx, power, land + convoys, t.treasury);
    collected += land + convoys;
    if (axis && !t.lost) middleEast += t.middleEast;
    const p = ctx.state.powers[power]!;
    ctx.events.push({
      type: "income",
      power,
      amount: land + convoys,
      npl: t.land + t.convoys,
      ipcs: p.ipcs,
      ...(t.treasury !== undefined ? { treasury: t.treasury } : {}),
      ...(t.lost && land === 0
        ? {
            rule: "INC-2",
            reason: `the capital of ${t.treasury ?? power} is held by the enemy${convoys ? `; convoy fund share ${convoys}` : ""}`,
          }
        : {
            rule: t.cut.length ? "PAC-CONV-3" : "EP-MONEY-2",
            reason: `land ${land}, ${t.treasury === undefined ? "convoy zones" : "convoy fund share (EP-MONEY-3)"} ${convoys}${t.cut.length ? `; convoy route cut: ${t.cut.join(", ")}` : ""}`,
          }),
    });
  }
  // EUR-ME-3 on the Europe board: paid out of the Allies' Europe treasuries (US-Europe, UK)
  if (middleEast > 0) payMiddleEast(ctx, power, middleEast, (payer) => treasuryAt(ctx, payer, MIDDLE_EAST[0]!));
  if (power !== JAPANESE) return;
  // PAC-VP-2: 1 VP per full 10 IPCs collected, IPCs taken from captured capitals this turn included.
  const plundered = ctx.state.thisTurn.plundered?.[power] ?? 0;
  const gained = Math.floor((collected + plundered) / 10);
  addVictoryPoints(
    ctx,
    power,
    gained,
    "PAC-VP-2",
    `collected ${collected} IPCs${plundered ? ` + ${plundered} from captured capitals` : ""}`,
  );
}
