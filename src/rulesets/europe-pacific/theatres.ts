// EP-POW-1, EP-VICT-1, EP-END-*: the state of the two theatres (state.theatres) and who stands where in them. The
// three parties are Germany, Japan and the Allies; a theatre is won by one of them and then "decided" until the
// victor breaks the peace. Strip spaces belong to neither theatre (EP-GEN-3, EP-END-5).
import type { View } from "../../rules/ruleset/types.js";
import type { TheatreState } from "../../rules/schema/state.js";
import { allianceOf } from "../../rules/queries.js";
import { theatreOf } from "./spaces.js";

export type Board = "europe" | "pacific";
export const BOARDS: readonly Board[] = ["europe", "pacific"];
export const GERMANS = "Germans";
export const JAPANESE = "Japanese";
export const RUSSIANS = "Russians";
export const ALLIES = "Allies";

/** EP-POW-1: a power's party for victory: Germany and Japan each their own, the Allies together. */
export const partyOf = (view: View, power: string): string => (allianceOf(view.rs, power) === ALLIES ? ALLIES : power);

/** The theatre's record (undefined while it has never been decided). */
export const theatreState = (view: View, board: Board): TheatreState | undefined => view.state.theatres?.[board];

/** The party that won the theatre and still holds the peace there, or null. */
export const victorOf = (view: View, board: Board): string | null => theatreState(view, board)?.decidedBy ?? null;

/** The theatre's record, created on first use. */
export function theatreRecord(view: View, board: Board): TheatreState {
  const all = (view.state.theatres ??= {});
  return (all[board] ??= { decidedBy: null, wonBefore: [] });
}

/** The decided theatre (europe or pacific) a space belongs to, or undefined (strips, undecided theatres). */
export function decidedBoardOf(view: View, place: string): Board | undefined {
  const t = theatreOf(view, place);
  return t === "europe" || t === "pacific" ? (victorOf(view, t) !== null ? t : undefined) : undefined;
}

/** The spaces of one board, by name. */
export const spacesOf = (view: View, board: Board): string[] =>
  [...view.rs.board.territories.values()].filter((t) => t.theatre === board).map((t) => t.name);
