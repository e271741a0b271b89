// aa-referee render state.json -o board.png: the picture of a state (as POST /v1/render), SVG or PNG
// by the output's extension. The file may be a GameState or anything holding one in `state` (a ruling,
// a hosted game's view).
import { GameState } from "../rules/schema/state.js";
import { renderState } from "../service/render.js";
import { svgToPngNode } from "../render/png-node.js";
import { WIDTH } from "../render/index.js";
import { UsageError, type Args } from "./args.js";
import { BadFile, pathOf, readJson } from "./io.js";

export const RENDER_HELP = `Usage: aa-referee render <state.json> [-o board.png|board.svg] [--format svg|png] [--width N] [--at PLACE | --path "A,B,C"]

Draws the board of a game state (a GameState, or a file with one in "state": a ruling, a hosted game):
territories in their controller's colour, unit counts, capitals, factories, pending battles, a header
with the turn and every power's IPCs, a legend. Without -o the SVG goes to standard output.

  -o, --out FILE     write the picture to FILE; .png → PNG, otherwise SVG
  --format svg|png   override the format the extension gives
  --width N          width in pixels (${WIDTH.min}–${WIDTH.max}, default ${WIDTH.default})
  --at PLACE         mark one place (a battle site)
  --path "A,B,C"     draw a move along these places

Exit: 0 · 2 a bad file, place or option.`;

export interface RenderIo {
  print(text: string): void;
  writeFile(path: string, data: string | Uint8Array): void;
}

/** `render` takes `-o FILE` as the issue's usage writes it; the shared reader keeps "-o" as a positional. */
function outputOf(args: Args): { file: string | undefined; out: string | undefined } {
  const p = [...args.positionals];
  const o = p.indexOf("-o");
  let out = args.options.out;
  if (o >= 0) {
    out = p[o + 1];
    if (!out) throw new UsageError("-o needs a file name");
    p.splice(o, 2);
  }
  return { file: p[0], out };
}

export async function renderCommand(io: RenderIo, args: Args): Promise<void> {
  const { file, out } = outputOf(args);
  if (!file) throw new UsageError("render needs a state file");
  const format = args.options.format ?? (out?.toLowerCase().endsWith(".png") ? "png" : "svg");
  if (format !== "svg" && format !== "png") throw new UsageError(`--format is svg or png, not "${format}"`);
  if (format === "png" && !out) throw new UsageError("a PNG needs an output file: -o board.png");
  const width = args.options.width === undefined ? undefined : Number(args.options.width);
  if (width !== undefined && (!Number.isInteger(width) || width < WIDTH.min || width > WIDTH.max))
    throw new UsageError(`--width is a whole number from ${WIDTH.min} to ${WIDTH.max}`);
  if (args.options.at !== undefined && args.options.path !== undefined) throw new UsageError("give --at or --path, not both");
  const highlight =
    args.options.at !== undefined
      ? { at: args.options.at }
      : args.options.path !== undefined
        ? { path: args.options.path.split(",").map((s) => s.trim()) }
        : undefined;

  const raw = readJson(file);
  const candidate = raw && typeof raw === "object" && "state" in raw && !("schemaVersion" in raw) ? (raw as { state: unknown }).state : raw;
  const parsed = GameState.safeParse(candidate);
  if (!parsed.success)
    throw new BadFile(
      file,
      parsed.error.issues.slice(0, 20).map((i) => ({ path: pathOf(i.path), message: i.message })),
    );
  const r = renderState(parsed.data, { highlight, width });
  if (r.kind !== "ok") throw new BadFile(file, r.kind === "badInput" ? r.problems : []);
  if (format === "svg") {
    if (out) io.writeFile(out, r.value.svg);
    else io.print(r.value.svg);
    return;
  }
  io.writeFile(out!, await svgToPngNode(r.value.svg, r.value.width));
}
