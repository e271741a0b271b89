// EUR-SUB-4 (its attacker's part): before a sea battle's first round, the attacker may submerge submarines that
// moved into it — `withdrawSubmarines` with `to` = the battle's own sea zone. They stay there and take no part; a
// battle left without attackers is cancelled. Otherwise the action is the shared withdrawal (SUB-5).
import type { ActionHandler, Ctx } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { withdrawSubmarines } from "../../rules/combat/handlers.js";
import { attackers } from "../../rules/combat/sides.js";
import { brief } from "../../rules/combat/remove.js";
import { spec } from "../../rules/queries.js";
import type { ActionOf } from "../../rules/schema/action.js";

type Submerge = ActionOf<"withdrawSubmarines">;
const isSubmerge = (ctx: Ctx, a: Submerge): boolean =>
  a.to === a.at &&
  ctx.state.pending.decision === null &&
  ctx.state.pending.battles.some((b) => b.at === a.at && b.kind === "sea" && !b.step);

function subsOf(ctx: Ctx, a: Submerge) {
  const b = ctx.state.pending.battles.find((x) => x.at === a.at && x.kind === "sea")!;
  const subs = attackers(ctx.rs, ctx.state, b).filter((u) => spec(ctx.rs, u.type).isSubmarine);
  return { b, subs: a.units ? subs.filter((u) => a.units!.includes(u.id)) : subs };
}

function checkSubmerge(ctx: Ctx, a: Submerge): Violation[] {
  if (a.power !== ctx.state.turn.power)
    return [violation("EUR-SUB-4", `only the attacker (${ctx.state.turn.power}) submerges before the battle`, "action.power")];
  const { subs } = subsOf(ctx, a);
  const out: Violation[] = [];
  if (!subs.length) out.push(violation("EUR-SUB-4", `${a.power} has no submarine in the battle at ${a.at}`, "action.units"));
  for (const id of a.units ?? [])
    if (!subs.some((u) => u.id === id))
      out.push(violation("EUR-SUB-4", `${id} is not a submarine of ${a.power} in the battle at ${a.at}`, "action.units"));
  return out;
}

export const europeWithdrawSubmarines: ActionHandler<"withdrawSubmarines"> = {
  actor: "decider", // with no decision pending: the power whose turn it is, the attacker
  check: (ctx, a) => (isSubmerge(ctx, a) ? { violations: checkSubmerge(ctx, a), plan: undefined } : withdrawSubmarines.check(ctx, a)),
  apply(ctx, a, plan) {
    if (!isSubmerge(ctx, a)) return withdrawSubmarines.apply(ctx, a, plan);
    const { b, subs } = subsOf(ctx, a);
    for (const u of subs) u.submerged = true;
    ctx.events.push({
      type: "submarinesWithdrawn",
      at: a.at,
      side: "attacker",
      to: a.at,
      round: 0,
      units: subs.map(brief),
      rule: "EUR-SUB-4",
    });
    if (attackers(ctx.rs, ctx.state, b).length === 0) {
      ctx.state.pending.battles = ctx.state.pending.battles.filter((x) => x !== b);
      ctx.events.push({ type: "battleCancelled", at: a.at, kind: "sea", reason: "every attacker submerged", rule: "EUR-SUB-4" });
    }
  },
};
