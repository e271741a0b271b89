// Pictures of a game: state (+ highlight, width) → SVG text. Pure and deterministic (no I/O, no clock),
// so REST, hosted games, GraphQL and the CLI all draw with this one module. PNG: ./png.ts.
import type { GameState } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import { geometryFor } from "./geometry.js";
import { type Highlight, type HighlightProblem, resolveHighlight } from "./highlight.js";
import { pictureModel } from "./model.js";
import { writeSvg } from "./svg.js";

export { Highlight } from "./highlight.js";
export { geometryFor } from "./geometry.js";
export { LAYOUT } from "./style.js";

/** Picture widths in pixels: legible unit counts from 1,000 px; 4,000 px bounds the PNG's memory and time. */
export const WIDTH = { default: 1200, min: 400, max: 4000 } as const;

export interface RenderOptions {
  highlight?: Highlight;
  width?: number;
}

export type SvgResult = { ok: true; svg: string; width: number; height: number } | { ok: false; problems: HighlightProblem[] };

/** The SVG of `state` (already checked against its rule set). */
export function renderSvg(state: GameState, rs: Ruleset, options: RenderOptions = {}): SvgResult {
  const geo = geometryFor(rs);
  if (!geo) return { ok: false, problems: [{ path: "state.ruleset.id", message: `no board picture for rule set "${rs.id}" yet` }] };
  let marks = null;
  if (options.highlight) {
    const r = resolveHighlight(options.highlight, rs);
    if ("problems" in r) return { ok: false, problems: r.problems };
    marks = r.marks;
  }
  const width = options.width ?? WIDTH.default;
  const svg = writeSvg(pictureModel(state, rs, geo), geo, marks, width);
  const height = Number(/height="(\d+)"/.exec(svg)![1]);
  return { ok: true, svg, width, height };
}
