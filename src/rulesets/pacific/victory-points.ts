// PAC-VP-1..5: Japan's victory points, kept in `state.vp`. Gained at income (income.ts), lost to strategic bombing
// (PAC-VP-3), never below 0; 22 at the end of Japan's turn wins (PAC-VP-4, victory.ts).
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { JAPANESE } from "./spaces.js";

export const VP_TO_WIN = 22; // PAC-VP-4
export const vpOf = (view: View, power: string): number => view.state.vp?.[power] ?? 0;

export function addVictoryPoints(ctx: Ctx, power: string, change: number, rule: string, reason: string): void {
  const before = vpOf(ctx, power);
  const vp = Math.max(0, before + change); // PAC-VP-3: never below 0
  if (change === 0) return;
  (ctx.state.vp ??= {})[power] = vp;
  ctx.events.push({ type: "victoryPoints", power, change: vp - before, vp, rule, reason });
}

/** PAC-VP-3: a raid costing Japan 10 or more IPCs at once takes 1 VP per full 10 of it. */
export function bombingCostsVictoryPoints(ctx: Ctx, at: string, payer: string | null, paid: number): void {
  if (payer !== JAPANESE || paid < 10) return;
  addVictoryPoints(ctx, payer, -Math.floor(paid / 10), "PAC-VP-3", `a raid on ${at} cost ${paid} IPCs`);
}

/** PAC-VP-2: IPCs the capturer took from a captured capital count as collected this turn (after a capture). */
export function countPlunder(ctx: Ctx, place: string, capturer: string): void {
  const loot = [...ctx.events].reverse().find((e) => e.type === "plundered" && e.at === place && e.by === capturer);
  if (loot?.type !== "plundered" || loot.amount <= 0) return;
  const taken = (ctx.state.thisTurn.plundered ??= {});
  taken[capturer] = (taken[capturer] ?? 0) + loot.amount;
}
