// EUR-ECON-3, EUR-ECON-4: the special cash advance of round 0 (phase `cashAdvance`). Each power in turn order
// buys from its advance (`powers[P].advance`, never its treasury) and places what it bought where it already has
// units; what is left of the advance goes into its treasury when the phase ends.
import type { ActionHandler, Ctx, PhaseSpec, PlacementCheck, View } from "../../rules/ruleset/types.js";
import type { UnitCounts } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { purchase } from "../../rules/actions/purchase.js";
import { placePhaseEnd, placePhaseOwes } from "../../rules/economy/place-phase.js";
import { availableTypes, availableUnit, spec } from "../../rules/queries.js";
import { advanceOf } from "./options.js";
import { withSuggestions } from "../../rules/names/suggest.js";

export const CASH_ADVANCE = "cashAdvance";
const inAdvance = (view: View): boolean => view.state.turn.phase === CASH_ADVANCE;

/** Runs `f` with the power's advance standing in for its treasury (EUR-ECON-3: the advance pays, the treasury stays). */
function withAdvance<T>(ctx: Ctx, power: string, f: () => T): T {
  const p = ctx.state.powers[power];
  if (!inAdvance(ctx) || !p) return f();
  const treasury = p.ipcs;
  p.ipcs = p.advance ?? 0;
  try {
    return f();
  } finally {
    p.advance = p.ipcs;
    p.ipcs = treasury;
  }
}

/** The shared purchase, paid from the advance in round 0 (its event's `ipcs` is then the advance left). */
export const europePurchase: ActionHandler<"purchase"> = {
  actor: "turnPower",
  check: (ctx, action) => withAdvance(ctx, action.power, () => purchase.check(ctx, action)),
  apply: (ctx, action, plan) => withAdvance(ctx, action.power, () => purchase.apply(ctx, action, plan)),
};

/** EUR-ECON-3: units bought with the advance go where the power already has units — land units and aircraft on land it controls, ships at sea. */
export function advancePlacement(view: View, power: string, at: string, units: UnitCounts): PlacementCheck {
  const { rs, state } = view;
  const data = rs.board.territories.get(at);
  if (!data)
    return {
      violations: [
        violation(
          "EUR-ECON-3",
          withSuggestions(`unknown place "${at}" in rule set ${rs.id}`, at, rs.board.territories.keys()),
          "action.at",
        ),
      ],
    };
  const out: Violation[] = [];
  const here = state.territories[at]?.units ?? [];
  if (!here.some((u) => u.owner === power && !u.placedThisTurn))
    out.push(
      violation("EUR-ECON-3", `${power} has no units in ${at}: the advance places only where the power already has units`, "action.at"),
    );
  if (data.kind === "land" && state.territories[at]?.owner !== power)
    out.push(violation("EUR-ECON-3", `${at} is not controlled by ${power}${data.neutral ? " (a neutral, EUR-MOVE-2)" : ""}`, "action.at"));
  const waiting = state.powers[power]?.purchased ?? {};
  let total = 0;
  for (const [type, count] of Object.entries(units)) {
    if (count <= 0) continue;
    total += count;
    const s = availableUnit(rs, state.ruleset.options, type);
    if (!s) {
      out.push(
        violation(
          "PURCH-1",
          withSuggestions(`${type} is not a unit of rule set ${rs.id}`, type, availableTypes(rs, state.ruleset.options)),
          `action.units.${type}`,
        ),
      );
      continue;
    }
    if (count > (waiting[type] ?? 0))
      out.push(
        violation("PLACE-1", `${power} has ${waiting[type] ?? 0} ${type} waiting for placement, not ${count}`, `action.units.${type}`),
      );
    if ((s.domain === "sea") !== (data.kind === "sea"))
      out.push(
        violation("EUR-ECON-3", `${type} cannot be placed in ${at}: ships go to sea zones, other units on land`, `action.units.${type}`),
      );
    if (s.isAA && data.kind === "land" && here.some((u) => spec(rs, u.type).isAA))
      out.push(violation("AA-2", `${at} already holds an aaGun: at most one per territory`, `action.units.${type}`));
    if (s.isAA && count > 1) out.push(violation("AA-2", "at most one aaGun per territory", `action.units.${type}`));
  }
  if (total === 0 && out.length === 0) out.push(violation("PLACE-1", `the placement at ${at} names no unit`, "action.units"));
  return { violations: out };
}

/** The opening round (EUR-TURN-3): one phase per power, Germans first. */
export const cashAdvancePhase: PhaseSpec = {
  name: CASH_ADVANCE,
  actions: ["purchase", "place"],
  owes: placePhaseOwes, // what can be placed must be (PLACE-1)
  onEnd(ctx) {
    placePhaseEnd(ctx); // units with no legal place are lost (EUR-PURCH-7)
    const power = ctx.state.turn.power;
    const p = ctx.state.powers[power]!;
    const left = p.advance ?? 0;
    delete p.advance;
    if (left > 0) {
      p.ipcs += left; // EUR-ECON-4
      ctx.events.push({ type: "income", power, amount: left, ipcs: p.ipcs, rule: "EUR-ECON-4", reason: "unspent cash advance" });
    }
  },
};

/** A new game in round 0 holds each power's advance (EUR-ECON-3); a position in a later round holds none. */
export function grantAdvances(view: View): void {
  const { state } = view;
  if (state.turn.round !== 0) return;
  const order = view.rs.powers.map((p) => p.name);
  for (const power of order.slice(order.indexOf(state.turn.power))) {
    state.powers[power]!.advance = advanceOf(state.ruleset.options, power);
  }
}
