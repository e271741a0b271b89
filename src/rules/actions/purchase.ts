// PURCH — buying units in action 1.
import { opts, violation, withoutPlan } from "../engine/context.js";
import { availableTypes, availableUnit, missingOptionNote, unitCost } from "../queries.js";
import type { Violation } from "../schema/ruling.js";
import { credit, holding, payingTreasuryProblems } from "../economy/treasury.js";
import { withSuggestions } from "../names/suggest.js";

/** Units the power may buy: the rule set's table (PURCH-1), factories unless OPT-4 forbids them (PLACE-5). */
export const purchase = withoutPlan<"purchase">({
  actor: "turnPower",
  check(ctx, action) {
    const { rs, state } = ctx;
    const out: Violation[] = [];
    let total = 0;
    for (const [type, count] of Object.entries(action.units)) {
      const s = availableUnit(rs, state.ruleset.options, type); // OPT-19: artillery/destroyer only with the option
      if (!s) {
        out.push(
          violation(
            "PURCH-1",
            withSuggestions(
              `${type} is not a unit of rule set ${rs.id}${missingOptionNote(rs, type)}; buyable: ${availableTypes(rs, state.ruleset.options).join(", ")}`,
              type,
              availableTypes(rs, state.ruleset.options),
            ),
            `action.units.${type}`,
          ),
        );
        continue;
      }
      if (s.isFactory && count > 0 && opts(ctx).noNewFactories) {
        out.push(violation("PLACE-5", "factories cannot be bought: option noNewFactories (OPT-4) is on", `action.units.${type}`));
      }
      if (s.isFactory && count > 0 && opts(ctx).limitedFactories) {
        out.push(violation("ER-IC-2", "no industrial complex may be bought: option limitedFactories is on", `action.units.${type}`));
      }
      total += count * unitCost(rs, state, action.power, type);
    }
    const payer = payingTreasuryProblems(ctx, action.power, action.treasury); // ECON-1: several treasuries, one pays
    out.push(...payer);
    const ipcs = payer.length ? Number.POSITIVE_INFINITY : holding(ctx, action.power, action.treasury);
    const from = action.treasury === undefined ? "the treasury" : `the ${action.treasury} treasury`;
    if (total > ipcs) {
      // PURCH-2 / ECON-3: the price may not exceed the treasury; IPCs are never lent (ECON-2). Listed next to
      // PURCH-1 too (every violated rule): the buyable types alone already cost more than the treasury.
      const known = out.some((v) => v.rule === "PURCH-1") ? " (counting only the buyable types)" : "";
      out.push(
        violation("PURCH-2", `${action.power} cannot pay ${total} IPCs for these units${known}: ${from} holds ${ipcs}`, "action.units"),
      );
      out.push(
        violation(
          "ECON-3",
          `a payment larger than the treasury (${total} > ${ipcs}) is illegal; IPCs never go negative (ECON-1)`,
          "action.units",
        ),
      );
    }
    if (out.length === 0) out.push(...ctx.rs.purchaseCheck(ctx, action.power, action.units));
    return out;
  },
  apply(ctx, action) {
    const { rs, state } = ctx;
    const power = state.powers[action.power]!;
    let spent = 0;
    const bought: Record<string, number> = {};
    for (const [type, count] of Object.entries(action.units)) {
      if (count === 0) continue;
      spent += count * unitCost(rs, state, action.power, type);
      power.purchased[type] = (power.purchased[type] ?? 0) + count; // PURCH-3: off the board until placement
      bought[type] = count;
    }
    credit(ctx, action.power, -spent, action.treasury);
    const t = action.treasury;
    if (t !== undefined && spent > 0) {
      // ECON-1: the units remember who paid, so they go only where that treasury pays
      const by = ((power.purchasedBy ??= {})[t] ??= {});
      for (const [type, count] of Object.entries(bought)) by[type] = (by[type] ?? 0) + count;
    }
    ctx.events.push({
      type: "purchased",
      power: action.power,
      units: bought,
      cost: spent,
      ipcs: power.ipcs,
      ...(t !== undefined ? { treasury: t } : {}),
    });
  },
});
