// Pictures of the board (docs/render.md): POST /v1/render for any state, and
// GET /v1/hosted/games/{id}/board.svg|.png for a hosted game, cacheable by version (ETag, Cache-Control).
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { App } from "../env.js";
import { badInput, problemContent, problemResponse } from "../problem.js";
import { errorResponses } from "./referee.js";
import { failure, hostedFailures, hostedGame, IdParam, r401, token } from "./hosted.js";
import { PUBLIC, TOKEN_IF_PRIVATE } from "../security.js";
import { RenderRequest, RenderWidth, renderState } from "../../service/render.js";
import { oldWireReason } from "../../service/referee.js";

/** SVG → PNG at a width; the Worker passes resvg-wasm (src/render/png-worker.ts). Absent in Node tooling. */
export type PngRenderer = (svg: string, width: number) => Promise<Uint8Array>;

/** Part of every ETag: bump it when the drawing changes, so caches drop pictures of the old look. */
export const RENDER_REVISION = "r2";

const SVG_TYPE = "image/svg+xml; charset=utf-8";
const r500 = {
  500: { description: "PNG pictures are not available in this process, or a stored state could not be drawn", content: problemContent },
};
const images = {
  "image/svg+xml": { schema: z.string().describe("the SVG document") },
  "image/png": { schema: z.string().openapi({ format: "binary" }).describe("the PNG image") },
};

async function picture(
  c: Context,
  png: PngRenderer | undefined,
  svg: string,
  width: number,
  format: "svg" | "png",
  headers: Record<string, string>,
) {
  if (format === "svg") return c.body(svg, 200, { ...headers, "content-type": SVG_TYPE });
  if (!png) return problemResponse(c, 500, "PNG pictures are not available in this process (no resvg module was given to the app)");
  const bytes = await png(svg, width);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-type": "image/png" });
}

const BoardQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe("the game's version to draw (default: the current one); with it the picture never changes"),
  width: z.coerce.number().pipe(RenderWidth).optional(),
});

/** A picture of a given version never changes: caches may keep it; private games only in the reader's own cache. */
function cacheHeaders(isPrivate: boolean, pinned: boolean): Record<string, string> {
  const scope = isPrivate ? "private" : "public";
  return {
    "cache-control": pinned ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`,
    ...(isPrivate ? { vary: "Authorization" } : {}),
  };
}

export function registerRenderRoutes(app: App, png?: PngRenderer): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v1/render",
      operationId: "renderBoard",
      ...PUBLIC,
      tags: ["render"],
      summary: "A picture of the board of a state: SVG or PNG, optionally highlighting a move path or a site",
      request: { body: { required: true, content: { "application/json": { schema: RenderRequest.openapi("RenderRequest") } } } },
      responses: { 200: { description: "the picture", content: images }, ...errorResponses, ...r500 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const r = renderState(body.state, { highlight: body.highlight, width: body.width });
      if (r.kind !== "ok") return badInput(c, r.kind === "badInput" ? r.problems : []);
      return picture(c, png, r.value.svg, r.value.width, body.format, { "cache-control": "no-store" });
    },
  );

  for (const format of ["svg", "png"] as const) {
    app.openapi(
      createRoute({
        method: "get",
        path: `/v1/hosted/games/{id}/board.${format}`,
        operationId: format === "svg" ? "getHostedBoardSvg" : "getHostedBoardPng",
        ...TOKEN_IF_PRIVATE,
        tags: ["hosted", "render"],
        summary: `The board of a hosted game as ${format.toUpperCase()}: readable by whoever may read the game; cacheable (ETag; immutable with ?version)`,
        request: { params: IdParam, query: BoardQuery },
        responses: {
          200: {
            description: "the picture",
            content: { [`image/${format === "svg" ? "svg+xml" : "png"}`]: images[format === "svg" ? "image/svg+xml" : "image/png"] },
          },
          304: { description: "the picture the client holds (If-None-Match) is current" },
          ...hostedFailures,
          ...r401,
          ...r500,
        },
      }),
      async (c) => {
        const g = hostedGame(c, c.req.valid("param").id);
        if ("failure" in g) return failure(c, g.failure);
        const { stub } = g;
        const q = c.req.valid("query");
        const at = await stub.stateAt(token(c), q.version ?? null);
        if (!at.ok) return failure(c, at.failure);
        const width = q.width;
        const etag = `"${at.value.stateHash.slice(0, 32)}-${RENDER_REVISION}-${format}-${width ?? "d"}"`;
        const headers = { ...cacheHeaders(at.value.private, q.version !== undefined), etag };
        if ((c.req.header("if-none-match") ?? "").split(/\s*,\s*/).includes(etag)) return c.body(null, 304, headers);
        const r = renderState(at.value.state, { width });
        if (r.kind !== "ok") {
          // a game stored before its rule set's revision (CHANGELOG): no picture, its reason as a 409, never a 5xx
          const old = oldWireReason(at.value.state);
          if (old) return problemResponse(c, 409, `no picture: ${old}`);
          return problemResponse(c, 500, "the stored state could not be drawn");
        }
        return picture(c, png, r.value.svg, r.value.width, format, headers);
      },
    );
  }
}
