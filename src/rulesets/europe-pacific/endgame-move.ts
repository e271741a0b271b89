// EP-END-1, EP-END-2, EP-END-4, EP-END-5, EP-END-8, EP-TURN-3: moves in a decided theatre. Only the victor keeps a
// combat move there; it may move into or out of spaces with enemy units without a battle being owed (its battles there
// are optional, except for an enemy capital still enemy-held). Every other power has no combat move in that theatre
// and may not move into or out of a space there that contains enemy units. Strip spaces are in no theatre.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { areAllied, areEnemies } from "../../rules/queries.js";
import { theatreOf } from "./spaces.js";
import { BOARDS, type Board, partyOf, theatreState, victorOf } from "./theatres.js";

const hasEnemies = (view: View, power: string, place: string): boolean =>
  (view.state.territories[place]?.units ?? []).some((u) => areEnemies(view.rs, power, u.owner));

const onBoard = (view: View, place: string, board: Board): boolean => theatreOf(view, place) === board;

/** Every endgame rule the move breaks. */
export function endgameMoveProblems(view: View, power: string, path: readonly string[]): Violation[] {
  const combat = view.state.turn.phase === "combatMove";
  const out: Violation[] = [];
  for (const board of BOARDS) {
    const touches = path.some((p) => onBoard(view, p, board));
    if (!touches) continue; // EP-END-5: strip spaces and the other board are untouched
    const victor = victorOf(view, board);
    if (combat && theatreState(view, board)?.noCombatMove?.includes(power))
      out.push({
        rule: "EP-END-8",
        message: `the ${power} have no combat move in the ${board} theatre this turn: Japan won the Pacific (the next turn only)`,
      });
    if (victor === null || partyOf(view, power) === victor) continue;
    if (combat) {
      out.push({
        rule: "EP-END-4",
        message: `the ${board} theatre was won by the ${victor}: the ${power} have no combat move there (EP-TURN-3: they move there only in the non-combat move)`,
      });
      continue;
    }
    const from = path[0]!;
    if (onBoard(view, from, board) && hasEnemies(view, power, from))
      out.push({
        rule: "EP-END-4",
        message: `the ${board} theatre was won by the ${victor}: units of the ${power} may not leave ${from}, which holds enemy units (leaving is a combat move)`,
      });
    for (const p of path.slice(1))
      if (onBoard(view, p, board) && hasEnemies(view, power, p))
        out.push({
          rule: "EP-END-4",
          message: `the ${board} theatre was won by the ${victor}: units of the ${power} may not enter ${p}, which holds enemy units`,
        });
  }
  return out;
}

/**
 * EP-END-1: the victor leaving a space with enemy units in its decided theatre need not end where it fights: the
 * shared MOVE-2 ("end the combat move where you fight") does not apply to that move.
 */
export function victorMayLeave(view: View, power: string, path: readonly string[], v: Violation): boolean {
  if (v.rule !== "MOVE-2" || view.state.turn.phase !== "combatMove" || !v.message.includes("must end its combat move")) return false;
  const from = path[0]!;
  const board = theatreOf(view, from);
  if (board !== "europe" && board !== "pacific") return false;
  return victorOf(view, board) === partyOf(view, power) && hasEnemies(view, power, from);
}

/** Is `place` a capital of the other side that the other side still holds (EP-END-2's forced battle)? */
function enemyHeldEnemyCapital(view: View, power: string, place: string): boolean {
  const capitalOf = view.rs.board.territories.get(place)?.capitalOf ?? null;
  const owner = view.state.territories[place]?.owner ?? null;
  return capitalOf !== null && areEnemies(view.rs, power, capitalOf) && areEnemies(view.rs, power, owner);
}

/** EP-END-3's exception: a capital of the victor's side held by the enemy (liberating it keeps the peace). */
export function ownSideCapitalHeldByEnemy(view: View, power: string, place: string): boolean {
  const capitalOf = view.rs.board.territories.get(place)?.capitalOf ?? null;
  const owner = view.state.territories[place]?.owner ?? null;
  return capitalOf !== null && areAllied(view.rs, power, capitalOf) && areEnemies(view.rs, power, owner);
}

/** EP-END-2: the victor's new battles in its decided theatre are optional, but not for an enemy-held enemy capital. */
export function markOptionalBattles(ctx: Ctx, power: string): void {
  for (const b of ctx.state.pending.battles) {
    if (b.attacker !== power || b.step !== undefined || b.optional) continue;
    const board = theatreOf(ctx, b.at);
    if (board !== "europe" && board !== "pacific") continue;
    if (victorOf(ctx, board) !== partyOf(ctx, power) || enemyHeldEnemyCapital(ctx, power, b.at)) continue;
    b.optional = "EP-END-2";
  }
}
