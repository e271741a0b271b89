// EP-END-9: once the Allies win the Pacific (and while Moscow is Soviet), the USSR may at once take all its units off
// the AAP board and the strips and place them in Moscow, in any power's turn, until that turn ends. All or nothing:
// a unit list, if sent, names every one. Land units and aircraft go (ships cannot stand in Moscow; fixtures never move).
import type { ActionHandler, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { isFixture, spec } from "../../rules/queries.js";
import { theatreOf } from "./spaces.js";
import { RUSSIANS, theatreRecord, theatreState } from "./theatres.js";

const MOSCOW = "Moscow";

/** The Soviet units the redeployment takes, by space. */
export function redeployable(view: View): Array<{ place: string; units: Unit[] }> {
  const out: Array<{ place: string; units: Unit[] }> = [];
  for (const [place, t] of Object.entries(view.state.territories)) {
    const where = theatreOf(view, place);
    if (where !== "pacific" && where !== "strip") continue;
    const units = t.units.filter((u) => {
      const s = spec(view.rs, u.type);
      return u.owner === RUSSIANS && s.domain !== "sea" && !isFixture(s);
    });
    if (units.length) out.push({ place, units });
  }
  return out;
}

const fail = (message: string, path?: string): Violation => ({ rule: "EP-END-9", message, ...(path ? { path } : {}) });

export const redeployToMoscow: ActionHandler<"redeployToMoscow"> = {
  actor: "anyPower",
  check(ctx, action) {
    const out: Violation[] = [];
    if (action.power !== RUSSIANS) out.push(fail(`only the ${RUSSIANS} redeploy to Moscow, not the ${action.power}`, "action.power"));
    if (!theatreState(ctx, "pacific")?.sovietRedeployment)
      out.push(fail("no redeployment is offered: it comes once, when the Allies win the Pacific, and lasts until the end of that turn"));
    if (ctx.state.territories[MOSCOW]?.owner !== RUSSIANS)
      out.push(fail("Moscow is not Soviet-controlled: the units cannot be placed there"));
    if (ctx.state.pending.decision || ctx.state.pending.battles.some((b) => b.step !== undefined))
      out.push(fail("a battle is under way: finish it first", "state.pending"));
    if (action.units) {
      const all = redeployable(ctx).flatMap((g) => g.units.map((u) => u.id));
      const sent = new Set(action.units);
      const missing = all.filter((id) => !sent.has(id));
      const extra = [...sent].filter((id) => !all.includes(id));
      if (missing.length || extra.length)
        out.push(
          fail(
            `the redeployment is all or nothing: ${missing.length ? `missing ${missing.join(", ")}` : ""}${missing.length && extra.length ? "; " : ""}${extra.length ? `not redeployable: ${extra.join(", ")}` : ""}`,
            "action.units",
          ),
        );
    }
    return { violations: out, plan: undefined };
  },
  apply(ctx) {
    const moscow = ctx.state.territories[MOSCOW]!;
    for (const { place, units } of redeployable(ctx)) {
      const ids = new Set(units.map((u) => u.id));
      const t = ctx.state.territories[place]!;
      t.units = t.units.filter((u) => !ids.has(u.id));
      for (const u of units) {
        delete u.aboard;
        moscow.units.push(u);
      }
      ctx.events.push({ type: "moved", power: RUSSIANS, path: [place, MOSCOW], units: [...ids] });
    }
    delete theatreRecord(ctx, "pacific").sovietRedeployment;
  },
};
