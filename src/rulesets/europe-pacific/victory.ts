// EP-VICT-1…3: each theatre is decided on its own under its base game's conditions, counting only its own spaces: a
// capital condition (EUR-VICT-2 on the AAE board's capitals, PAC-VICT-1 on the AAP board's) wins once held for a full
// round — five turn ends here (EUR-VICT-3, PAC-VICT-2, sampled at every turn end: victory-hold.ts, entries carrying
// `theatre`); at the end of Japan's turn its 22 VP (PAC-VP-4), then a collection of 9 or less (PAC-VICT-3), decide the
// Pacific first. EP-VICT-2: the game ends when both theatres are decided; Germany and Japan win each on their own, the
// Allies only with both.
import type { Ctx } from "../../rules/ruleset/types.js";
import { sampleVictoryHolds, setHolds, victoryHolds } from "../../rules/economy/victory-hold.js";
import { VP_TO_WIN, vpOf } from "../pacific/victory-points.js";
import { JAPAN_INCOME_LOSES, pacificConditions } from "../pacific/victory.js";
import { europeConditions } from "../europe/victory.js";
import { ALLIES, BOARDS, GERMANS, JAPANESE, type Board, theatreRecord, victorOf } from "./theatres.js";
import { oneTimeEffects } from "./effects.js";
import { linkedIncomeTotal } from "./income.js";

/** EUR-VICT-2 on the AAE board: Germany's capital and the Allies' there. */
const EUROPE_AXIS_CAPITAL = "Germany";
const EUROPE_ALLIED_CAPITALS = ["Moscow", "United Kingdom", "United States (Europe)"];
/** PAC-VICT-1 on the AAP board: Japan's targets and the Allies'. */
const PACIFIC_TARGETS = ["India", "New South Wales", "United States (Pacific)"];
const PACIFIC_ALLIED_TARGET = "Japan";

/** The party a theatre's side stands for (EP-POW-1): Germany in Europe, Japan in the Pacific, or the Allies. */
const partyOf = (board: Board, alliance: string): string => (alliance === ALLIES ? ALLIES : board === "europe" ? GERMANS : JAPANESE);
/** The holding rule that wins a theatre (winner and theatre condition). */
const HOLD_RULE: Record<Board, string> = { europe: "EUR-VICT-3", pacific: "PAC-VICT-2" };

/** EP-VICT-1: the theatre is won; its one-time effects come the first time this party wins it (EP-VICT-3). */
export function decide(ctx: Ctx, board: Board, party: string, condition: string): void {
  if (ctx.state.winner || victorOf(ctx, board) !== null) return;
  setHolds(
    ctx,
    victoryHolds(ctx).filter((h) => h.theatre !== board),
  ); // a decided theatre holds nothing
  const t = theatreRecord(ctx, board);
  t.decidedBy = party;
  t.condition = condition;
  t.round = ctx.state.turn.round;
  ctx.events.push({ type: "theatreDecided", theatre: board, by: party, condition, round: ctx.state.turn.round, rule: "EP-VICT-1" });
  const first = !t.wonBefore.includes(party);
  if (first) t.wonBefore.push(party);
  if (first) oneTimeEffects(ctx, board, party, condition, checkVictoryPointsNow);
  gameOver(ctx);
}

/** EP-VICT-2: both theatres decided ends the game; each Axis winner wins alone (both: shared), else the Allies. */
function gameOver(ctx: Ctx): void {
  const [europe, pacific] = BOARDS.map((b) => victorOf(ctx, b));
  if (ctx.state.winner || !europe || !pacific) return;
  const axis = [europe === GERMANS ? GERMANS : null, pacific === JAPANESE ? JAPANESE : null].filter((p): p is string => p !== null);
  const round = ctx.state.turn.round;
  ctx.state.winner = axis.length
    ? { alliance: "Axis", condition: "EP-VICT-2", round, individual: axis }
    : { alliance: ALLIES, condition: "EP-VICT-2", round };
  ctx.events.push({ type: "victory", ...ctx.state.winner });
}

/** PAC-VP-4, then PAC-VICT-3, at the end of Japan's turn. */
function checkJapanAtTurnEnd(ctx: Ctx): void {
  if (ctx.state.turn.power !== JAPANESE || victorOf(ctx, "pacific") !== null) return;
  if (vpOf(ctx, JAPANESE) >= VP_TO_WIN) decide(ctx, "pacific", JAPANESE, "PAC-VP-4");
  else if (linkedIncomeTotal(ctx, JAPANESE) <= JAPAN_INCOME_LOSES) decide(ctx, "pacific", ALLIES, "PAC-VICT-3");
}

/** At the end of every turn of round 1 on: Japan's own checks, then the capital holds of the undecided theatres. */
export function checkAtTurnEnd(ctx: Ctx): void {
  if (ctx.state.winner || ctx.state.turn.round < 1) return;
  checkJapanAtTurnEnd(ctx);
  const open = BOARDS.filter((b) => victorOf(ctx, b) === null);
  const holding = [
    ...(open.includes("europe") ? europeConditions(ctx, EUROPE_AXIS_CAPITAL, EUROPE_ALLIED_CAPITALS, "europe") : []),
    ...(open.includes("pacific") ? pacificConditions(ctx, PACIFIC_TARGETS, PACIFIC_ALLIED_TARGET, "pacific") : []),
  ];
  const done = sampleVictoryHolds(ctx, holding, "EP-VICT-1", (h) => open.includes(h.theatre as Board));
  // Europe first: its one-time effects move Japan's VPs (EP-END-6/7)
  for (const board of BOARDS) {
    const h = done.find((d) => d.theatre === board);
    if (h) decide(ctx, board, partyOf(board, h.alliance), HOLD_RULE[board]);
  }
}

/** EP-END-6: a VP gain outside Japan's turn may decide the Pacific at once. */
export function checkVictoryPointsNow(ctx: Ctx): void {
  if (victorOf(ctx, "pacific") === null && vpOf(ctx, JAPANESE) >= VP_TO_WIN) decide(ctx, "pacific", JAPANESE, "PAC-VP-4");
}
