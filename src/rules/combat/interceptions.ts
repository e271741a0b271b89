// EUR-SBR-2, PAC-SBR-2 (DESIGN: pre-battle declarations): when `combat` begins, before any battle, the defender of
// each raid that may meet interceptors commits them — one `intercept` decision per raid, asked in turn. Answering
// fights nothing; a `resolveBattle` with a policy settles those still open by default: every eligible fighter.
import type { Ctx } from "../engine/context.js";
import type { PendingBattle } from "../schema/state.js";
import { deciderOf } from "./sides.js";
import { hasAirBattle, mayIntercept } from "./air-battle.js";

const open = (ctx: Ctx): PendingBattle[] =>
  ctx.state.pending.battles.filter((b) => b.step === undefined && b.interceptors === undefined && hasAirBattle(ctx, b));

/** Asks the next raid's defender for its interceptors, if a raid still waits for them. */
export function askNextInterception(ctx: Ctx): void {
  if (ctx.state.pending.decision) return;
  const b = open(ctx)[0];
  if (!b) return;
  const decision = {
    kind: "intercept" as const,
    power: deciderOf(ctx.rs, ctx.state, b, "defender"),
    at: b.at,
    battle: b.kind,
    units: mayIntercept(ctx, b).map((u) => u.id),
    rule: "EUR-SBR-2",
  };
  ctx.state.pending.decision = decision;
  ctx.events.push({ type: "decisionPending", decision });
}

/** The default of every open interception: all eligible fighters intercept. */
export function settleInterceptions(ctx: Ctx): void {
  if (ctx.state.pending.decision?.kind === "intercept") ctx.state.pending.decision = null;
  for (const b of open(ctx)) b.interceptors = mayIntercept(ctx, b).map((u) => u.id);
}
