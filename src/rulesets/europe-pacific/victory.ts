// EP-VICT-1..3: each theatre is decided on its own under its base game's conditions, counting only its own spaces,
// each at its own moment (digest §9 point 5): Europe by EUR-VICT-2 at the end of the round (EUR-VICT-3); the Pacific
// for Japan at the end of Japan's turn (PAC-VP-4, and PAC-VICT-2 there too: scenario 7 has Japan win "during its
// turn", before the British turn) and for either side at the end of the round (PAC-VICT-2/3). EP-VICT-2: the game
// ends when both theatres are decided; Germany and Japan win each on their own, the Allies only with both.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import { allianceOf } from "../../rules/queries.js";
import { VICTORY_CITIES } from "../pacific/spaces.js";
import { ALLIES_ECONOMIC_VICTORY } from "../pacific/victory.js";
import { VP_TO_WIN, vpOf } from "../pacific/victory-points.js";
import { ALLIES, BOARDS, GERMANS, JAPANESE, type Board, spacesOf, theatreRecord, victorOf } from "./theatres.js";
import { oneTimeEffects } from "./effects.js";

const EUROPE_AXIS_CITIES = 2; // EUR-VICT-2
const PACIFIC_AXIS_CITIES = 2; // PAC-VICT-2

const heldBy = (view: View, places: readonly string[], alliance: string): string[] =>
  places.filter((c) => {
    const owner = view.state.territories[c]?.owner ?? null;
    return owner !== null && allianceOf(view.rs, owner) === alliance;
  });

/** EUR-VICT-1: the AAE board's victory cities, the four capitals on it. */
const europeCities = (view: View): string[] =>
  [...view.rs.board.territories.values()].filter((t) => t.theatre === "europe" && t.capitalOf !== null).map((t) => t.name);

/** EUR-VICT-2 on the AAE board: the winning party and its condition, or null. */
function europeWinner(view: View): { party: string; condition: string } | null {
  const cities = europeCities(view);
  if (heldBy(view, cities, "Axis").length >= EUROPE_AXIS_CITIES) return { party: GERMANS, condition: "EUR-VICT-2" };
  if (heldBy(view, cities, ALLIES).length === cities.length) return { party: ALLIES, condition: "EUR-VICT-2" };
  return null;
}

/** PAC-VICT-3 on the AAP board only: what the Allies control there. */
function alliedPacificValue(view: View): number {
  let total = 0;
  for (const place of spacesOf(view, "pacific")) {
    const owner = view.state.territories[place]?.owner ?? null;
    if (owner !== null && allianceOf(view.rs, owner) === ALLIES) total += view.rs.board.territories.get(place)?.ipc ?? 0;
  }
  return total;
}

/** Japan's Pacific wins: 22 VP (PAC-VP-4), or 2 of the 3 victory cities (PAC-VICT-2). */
function japaneseWin(view: View): { party: string; condition: string } | null {
  if (vpOf(view, JAPANESE) >= VP_TO_WIN) return { party: JAPANESE, condition: "PAC-VP-4" };
  if (heldBy(view, VICTORY_CITIES, "Axis").length >= PACIFIC_AXIS_CITIES) return { party: JAPANESE, condition: "PAC-VICT-2" };
  return null;
}

/** The Allies' Pacific wins: all 3 victory cities (PAC-VICT-2), or 134 of the board's 143 (PAC-VICT-3). */
function alliedPacificWin(view: View): { party: string; condition: string } | null {
  if (heldBy(view, VICTORY_CITIES, ALLIES).length === VICTORY_CITIES.length) return { party: ALLIES, condition: "PAC-VICT-2" };
  if (alliedPacificValue(view) >= ALLIES_ECONOMIC_VICTORY) return { party: ALLIES, condition: "PAC-VICT-3" };
  return null;
}

/** EP-VICT-1: the theatre is won; its one-time effects come the first time this party wins it (EP-VICT-3). */
export function decide(ctx: Ctx, board: Board, party: string, condition: string): void {
  if (ctx.state.winner || victorOf(ctx, board) !== null) return;
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

/** PAC-VP-4 (and PAC-VICT-2 for Japan) at the end of Japan's turn. */
export function checkJapanAtTurnEnd(ctx: Ctx): void {
  if (ctx.state.turn.power !== JAPANESE || victorOf(ctx, "pacific") !== null) return;
  const win = japaneseWin(ctx);
  if (win) decide(ctx, "pacific", win.party, win.condition);
}

/** EUR-VICT-3 then PAC-VICT-2/3 at the end of the round (Europe first: its effects move Japan's VPs, EP-END-6/7). */
export function checkAtRoundEnd(ctx: Ctx): void {
  if (victorOf(ctx, "europe") === null) {
    const win = europeWinner(ctx);
    if (win) decide(ctx, "europe", win.party, win.condition);
  }
  if (victorOf(ctx, "pacific") === null) {
    const cities = heldBy(ctx, VICTORY_CITIES, "Axis").length >= PACIFIC_AXIS_CITIES ? { party: JAPANESE, condition: "PAC-VICT-2" } : null;
    const win = cities ?? alliedPacificWin(ctx);
    if (win) decide(ctx, "pacific", win.party, win.condition);
  }
}

/** EP-END-6: a VP gain outside Japan's turn may decide the Pacific at once. */
export function checkVictoryPointsNow(ctx: Ctx): void {
  if (victorOf(ctx, "pacific") === null && vpOf(ctx, JAPANESE) >= VP_TO_WIN) decide(ctx, "pacific", JAPANESE, "PAC-VP-4");
}
