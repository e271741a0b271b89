// GraphQL pictures: `render` returns the SVG of a state; a hosted game gives the URLs of its board
// pictures (GET /v1/hosted/games/{id}/board.svg|.png, pinned to its version so caches may keep them).
import { GameState } from "../../rules/schema/state.js";
import { Highlight } from "../../render/index.js";
import { RenderWidth, renderState } from "../../service/render.js";
import { badUserInput, parseArg, parseInput } from "./args.js";
import { bare, T } from "./types.js";

export const renderTypeDefs = /* GraphQL */ `
  extend type Query {
    "The board of a state as an SVG document (as POST /v1/render with format svg). highlight: exactly one of action, path or at."
    render(state: ${T.GameStateInput}, highlight: ${bare(T.HighlightInput)}, width: Int): String!
  }
  extend type ${bare(T.HostedGame)} {
    "Path of the picture of this version of the board (format svg or png, default png): GET it from this server."
    boardUrl(format: BoardFormat, width: Int): String!
  }
  "The format of a board picture."
  enum BoardFormat { svg, png }
`;

type Args = Record<string, unknown>;

export const renderResolvers = {
  Query: {
    render: (_: unknown, a: Args) => {
      const width = a.width == null ? undefined : parseArg(RenderWidth, a.width, "width");
      const r = renderState(parseInput(GameState, a.state, "state"), {
        highlight: a.highlight == null ? undefined : parseInput(Highlight, a.highlight, "highlight"),
        width,
      });
      if (r.kind !== "ok") throw badUserInput(r.kind === "badInput" ? r.problems : []);
      return r.value.svg;
    },
  },
  HostedGame: {
    boardUrl: (game: { id: string; version: number }, a: Args) => {
      const format = a.format ?? "png";
      if (format !== "svg" && format !== "png") throw badUserInput([{ path: "format", message: `"${String(format)}" is not svg or png` }]);
      const width = a.width == null ? "" : `&width=${parseArg(RenderWidth, a.width, "width")}`;
      return `/v1/hosted/games/${game.id}/board.${format}?version=${game.version}${width}`;
    },
  },
};
