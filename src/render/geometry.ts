// Board geometry for pictures: outlines, centres, capitals and colours per board, generated from the
// TripleA map files by `npm run data` (scripts/gen-geometry.mjs). A rule set's board is found by its
// places, so a rule set on a new board needs only that board's data file added to BOARDS.
import type { Ruleset } from "../rules/ruleset/types.js";
import { POWER_COLOURS } from "./style.js";
import classic from "./boards/classic.json";
import europe from "./boards/europe.json";
import pacific from "./boards/pacific.json";
import europePacific from "./boards/europe-pacific.json";

export interface PlaceGeometry {
  /** where the unit stack goes (TripleA's centre) */
  centre: [number, number];
  /** where the capital's star goes, when the board has one for this place */
  capital?: [number, number];
  /** the outline as SVG path data, simplified at generation time */
  d: string;
  /** where the name is written, line by line: places whose map image names none (the linked board's strips) */
  label?: { at: [number, number]; lines: string[] };
}

export interface BoardGeometry {
  board: string;
  source: string;
  width: number;
  height: number;
  /** power → colour from the map's properties; `Neutral` for unheld neutrals */
  colours: Record<string, string>;
  places: Record<string, PlaceGeometry>;
  /** a board made of parts (the linked board: two boards and two strips): each part's rectangle, sea inside, gaps between */
  panels?: Array<{ x: number; y: number; width: number; height: number }>;
}

// The JSON is typed loosely (number[] for points); the generator guarantees the shape. The powers' fills are the
// picture's own palette (POWER_COLOURS: distinct on every board) over the map's colours.
const BOARDS: readonly BoardGeometry[] = [classic, europe, pacific, europePacific].map((raw) => {
  const g = raw as unknown as BoardGeometry;
  return { ...g, colours: { ...g.colours, ...POWER_COLOURS } };
});

const chosen = new WeakMap<Ruleset, BoardGeometry | null>();

/** The geometry that draws every place of the rule set's board, or null when no board data covers it. */
export function geometryFor(rs: Ruleset): BoardGeometry | null {
  if (chosen.has(rs)) return chosen.get(rs)!;
  const names = [...rs.board.territories.keys()];
  const found = BOARDS.find((g) => names.every((n) => n in g.places)) ?? null;
  chosen.set(rs, found);
  return found;
}
