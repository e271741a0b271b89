// EUR-ECON-2, EUR-CONV-3, EUR-ME-2, EUR-ME-3: income at the end of a Europe turn. Land the power controls pays
// its value; a convoy zone pays only its original owner, and only while that owner controls it; the Middle
// East pays no Allied power, and pays Germany out of Allied treasuries.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { capitalLost, capitalOf } from "../../rules/queries.js";
import { credit, debit } from "../../rules/economy/treasury.js";
import { europeOptions } from "./options.js";

/** EUR-ME-1: the Middle East territories (8 IPCs). */
export const MIDDLE_EAST: readonly string[] = ["Egypt", "Syria", "Iraq", "Iran", "Trans-Jordan", "Palestine"];
/** EUR-ME-3 [proposal]: without an agreement the Americans pay first, then the British, then the Russians. */
export const MIDDLE_EAST_PAYERS: readonly string[] = ["Americans", "British", "Russians"];

/** A sea zone with a value and an original owner (EUR-CONV-1). */
export const isConvoyZone = (view: View, place: string): boolean => {
  const t = view.rs.board.territories.get(place);
  return t?.kind === "sea" && t.originalOwner !== null;
};

/** What the power's spaces pay it now: land (without the Middle East under EUR-ME-2/3) and its own convoy zones. */
export function europeIncome(view: View, power: string): { land: number; convoys: number; middleEast: number } {
  const { rs, state } = view;
  const meRule = europeOptions(view).middleEastRule;
  let land = 0,
    convoys = 0,
    middleEast = 0;
  for (const [place, t] of Object.entries(state.territories)) {
    if (t.owner !== power) continue;
    const data = rs.board.territories.get(place);
    if (!data) continue;
    if (data.kind === "sea") {
      if (data.originalOwner === power) convoys += data.ipc; // EUR-CONV-3: a captor gains nothing
    } else if (meRule && MIDDLE_EAST.includes(place)) middleEast += data.ipc;
    else land += data.ipc;
  }
  return { land, convoys, middleEast };
}

/** The income a picture shows (EUR-ECON-2): land and own convoy zones, plus the Middle East the Axis holds (EUR-ME-3, before payment). */
export function europeIncomeTotal(view: View, power: string): number {
  const { land, convoys, middleEast } = europeIncome(view, power);
  const axis = view.rs.powers.find((p) => p.name === power)?.alliance === "Axis";
  return land + convoys + (axis ? middleEast : 0);
}

/** Collect income (EUR-TURN-2 last phase): INC-2 as Classic — nothing while the capital is enemy-held. */
export function collectEuropeIncome(ctx: Ctx): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const { land, convoys, middleEast } = europeIncome(ctx, power);
  const lost = capitalLost(rs, state, power);
  const treasury = state.powers[power]!;
  const amount = lost ? 0 : land + convoys;
  treasury.ipcs += amount;
  ctx.events.push({
    type: "income",
    power,
    amount,
    npl: land + convoys,
    ipcs: treasury.ipcs,
    ...(lost
      ? { rule: "INC-2", reason: `capital ${capitalOf(rs, power)} held by the enemy` }
      : { rule: "EUR-ECON-2", reason: `land ${land}, convoy zones ${convoys}` }),
  });
  // EUR-ME-3: Germany's Middle East income comes out of Allied treasuries (EUR-ME-2: the Allies' never counts).
  if (lost || middleEast === 0 || rs.powers.find((p) => p.name === power)?.alliance !== "Axis") return;
  payMiddleEast(ctx, power, middleEast, () => undefined);
}

/**
 * EUR-ME-3: an Axis holder's Middle East income paid by the Allies in MIDDLE_EAST_PAYERS order, each as far as
 * `treasuryOf(payer)` holds (undefined: the power's whole `ipcs`), into the holder's undivided treasury.
 */
export function payMiddleEast(ctx: Ctx, power: string, owed: number, treasuryOf: (payer: string) => string | undefined): void {
  for (const payer of MIDDLE_EAST_PAYERS) {
    if (owed === 0) return;
    const from = treasuryOf(payer);
    const paid = debit(ctx, payer, owed, from);
    if (paid === 0) continue;
    credit(ctx, power, paid, undefined);
    owed -= paid;
    ctx.events.push({
      type: "ipcsTransferred",
      from: payer,
      to: power,
      amount: paid,
      rule: "EUR-ME-3",
      reason: "Middle East held by the Axis",
      ...(from !== undefined ? { treasury: from } : {}),
    });
  }
}
