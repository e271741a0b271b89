// Pictures through the service façade: checks the state like every other entry point (400 with paths),
// then draws it (src/render). PNG conversion is the shell's: Workers and Node load resvg differently.
import { z } from "zod";
import { GameState } from "../rules/schema/state.js";
import { Highlight, renderSvg, WIDTH } from "../render/index.js";
import { checkState } from "./state-check.js";
import type { ServiceResult } from "./referee.js";

export const RenderFormat = z.enum(["svg", "png"]);
export const RenderWidth = z
  .number()
  .int()
  .min(WIDTH.min)
  .max(WIDTH.max)
  .describe(`picture width in pixels (default ${WIDTH.default}; the height follows the board's proportions)`);

export const RenderRequest = z.strictObject({
  state: GameState,
  format: RenderFormat.default("svg").describe("svg (image/svg+xml) or png (image/png)"),
  highlight: Highlight.optional(),
  width: RenderWidth.optional(),
});
export type RenderRequest = z.infer<typeof RenderRequest>;

export interface Picture {
  svg: string;
  width: number;
  height: number;
}

export function renderState(
  state: GameState,
  options: { highlight?: Highlight | undefined; width?: number | undefined } = {},
): ServiceResult<Picture> {
  const { rs, problems } = checkState(state);
  if (!rs) return { kind: "badInput", problems };
  if (problems.length) return { kind: "badInput", problems };
  const r = renderSvg(state, rs, {
    ...(options.highlight ? { highlight: options.highlight } : {}),
    ...(options.width ? { width: options.width } : {}),
  });
  if (!r.ok) return { kind: "badInput", problems: r.problems };
  return { kind: "ok", value: { svg: r.svg, width: r.width, height: r.height } };
}
