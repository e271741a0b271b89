// EP-END-3, EP-VICT-3: the victor that fights in its decided theatre breaks the peace: the theatre is undecided again
// and its conditions are checked again at their usual moments. Liberating a capital of its own side held by the
// defeated side keeps the peace. Taking an enemy capital without a battle (it stood empty) counts as the forced
// capital battle (EP-END-2) and breaks the peace too.
import type { ActionHandler, Ctx } from "../../rules/ruleset/types.js";
import { findBattle } from "../../rules/combat/handlers.js";
import { theatreOf } from "./spaces.js";
import { partyOf, theatreRecord, victorOf } from "./theatres.js";
import { ownSideCapitalHeldByEnemy } from "./endgame-move.js";

/** The theatre is at war again. */
export function breakPeace(ctx: Ctx, at: string, by: string): void {
  const board = theatreOf(ctx, at);
  if (board !== "europe" && board !== "pacific") return; // EP-END-5
  if (victorOf(ctx, board) === null || victorOf(ctx, board) !== partyOf(ctx, by)) return;
  const t = theatreRecord(ctx, board);
  t.decidedBy = null;
  delete t.condition;
  delete t.round;
  ctx.events.push({ type: "theatreReopened", theatre: board, at, by, rule: "EP-END-3" });
}

/** A battle the victor begins in its theatre breaks the peace, unless it liberates its side's capital. */
function beginning(ctx: Ctx, at: string, kind: "land" | "sea" | "raid" | undefined): void {
  const b = findBattle(ctx, at, kind);
  if (!b || b.step !== undefined || ownSideCapitalHeldByEnemy(ctx, b.attacker, b.at)) return;
  breakPeace(ctx, b.at, b.attacker);
}

/** The shared handler, breaking the peace when the battle it names begins. */
export function peaceBreaking<T extends "resolveBattle" | "fightRound">(base: ActionHandler<T, unknown>): ActionHandler<T, unknown> {
  return {
    actor: base.actor,
    check: (ctx, action) => base.check(ctx, action),
    apply(ctx, action, plan) {
      const a = action as { at: string; kind?: "land" | "sea" | "raid" };
      beginning(ctx, a.at, a.kind);
      base.apply(ctx, action, plan);
    },
  };
}

/** A capture by moving into an empty enemy capital (not a liberation of the victor's side) breaks the peace. */
export function captureBreaksPeace(ctx: Ctx, place: string, capturer: string): void {
  const capitalOf = ctx.rs.board.territories.get(place)?.capitalOf ?? null;
  if (capitalOf === null) return;
  if (partyOf(ctx, capitalOf) === partyOf(ctx, capturer)) return; // liberation of the victor's side
  breakPeace(ctx, place, capturer);
}
