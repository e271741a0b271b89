// Pictures over HTTP inside workerd: POST /v1/render (SVG and PNG through the bundled resvg-wasm),
// hosted boards (access as for reads, ETag/Cache-Control by version), bad input and body bounds.
import { describe, expect, it } from "vitest";
import { call, json, newClassic } from "./helpers.js";
import { stateInput } from "./graphql-helpers.js";
import { auth, hostGame, play, russianTurn } from "./hosted-helpers.js";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** width and height from the PNG's IHDR chunk */
const pngSize = (b: Uint8Array) => {
  const v = new DataView(b.buffer, b.byteOffset);
  return { width: v.getUint32(16), height: v.getUint32(20) };
};

describe("POST /v1/render", () => {
  it("answers the standard start as image/svg+xml with every place, under 300 KB", { timeout: 120_000 }, async () => {
    const state = await newClassic();
    const res = await call("POST", "/v1/render", { state, format: "svg", width: 1000 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await res.text();
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('width="1000"');
    expect(svg.length).toBeLessThan(300 * 1024);
    expect(svg.match(/data-place="/g)?.length).toBe(Object.keys(state.territories).length);
  });

  it("answers image/png drawn by resvg-wasm at the asked width", async () => {
    const state = await newClassic();
    const res = await call("POST", "/v1/render", { state, format: "png", width: 600 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes).width).toBe(600);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it("draws the linked board (europe-pacific): both boards and the strips, every space once, the strips named; PNG too", async () => {
    const state = (await json("POST", "/v1/games/new", { ruleset: "europe-pacific" })).body;
    const res = await call("POST", "/v1/render", { state, format: "svg", width: 4000 });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg.match(/data-place="/g)?.length).toBe(Object.keys(state.territories).length);
    for (const place of ["Germany", "Japan", "CCCP West", "Panama Canal Sea Zone", "United States (Europe)", "United States (Pacific)"])
      expect(svg).toContain(`data-place="${place}"`);
    expect(svg).toContain('data-label="Panama Canal Sea Zone"');
    const png = await call("POST", "/v1/render", { state, format: "png", width: 4000 });
    expect(png.status).toBe(200);
    expect(pngSize(new Uint8Array(await png.arrayBuffer())).width).toBe(4000);
  });

  it("defaults to SVG and highlights a move action's path", async () => {
    const state = await newClassic();
    const res = await call("POST", "/v1/render", {
      state,
      highlight: { action: { type: "move", power: "Germans", units: { infantry: 1 }, path: ["Germany", "East Europe"] } },
    });
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await res.text();
    expect(svg).toContain('data-highlight="path"');
    expect(svg).toContain('data-highlight="East Europe"');
  });

  it("400s: unknown place in a highlight, two highlights at once, a width out of range, a bad format, a broken state", async () => {
    const state = await newClassic();
    const cases: [unknown, string][] = [
      [{ state, highlight: { at: "Atlantis" } }, "highlight.at"],
      [{ state, highlight: { path: ["Germany", "Atlantis"] } }, "highlight.path[1]"],
      [{ state, highlight: { at: "Germany", path: ["Germany", "East Europe"] } }, "highlight"],
      [{ state, width: 50 }, "width"],
      [{ state, width: 100_000 }, "width"],
      [{ state, format: "gif" }, "format"],
      [{ state: { ...state, turn: { ...state.turn, power: "Martians" } } }, "state.turn.power"],
      [{ format: "svg" }, "state"],
    ];
    for (const [body, path] of cases) {
      const r = await json("POST", "/v1/render", body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.type).toContain("application/problem+json");
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it("413 for a body over the limit", async () => {
    const r = await json("POST", "/v1/render", JSON.stringify({ pad: "x".repeat(600 * 1024) }));
    expect(r.status).toBe(413);
  });
});

describe("GET /v1/hosted/games/{id}/board.svg|.png", () => {
  it("draws the current and an earlier version; ETag and immutable caching with ?version; 304 on If-None-Match", {
    timeout: 120_000,
  }, async () => {
    const game = await hostGame();
    const version = await play(game, russianTurn(), 0);
    const now = await call("GET", `/v1/hosted/games/${game.id}/board.svg`);
    expect(now.status).toBe(200);
    expect(now.headers.get("cache-control")).toBe("public, no-cache");
    expect(await now.text()).toContain("Germans");
    const pinned = await call("GET", `/v1/hosted/games/${game.id}/board.svg?version=0&width=800`);
    expect(pinned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = pinned.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}-r2-svg-800"$/);
    expect(await pinned.text()).toContain("Round 1 · Russians · Purchase");
    const again = await call("GET", `/v1/hosted/games/${game.id}/board.svg?version=0&width=800`, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    const latest = await call("GET", `/v1/hosted/games/${game.id}/board.svg?version=${version}`);
    expect(latest.headers.get("etag")).not.toBe(etag);
    const png = await call("GET", `/v1/hosted/games/${game.id}/board.png?version=${version}&width=500`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await png.arrayBuffer())).width).toBe(500);
  });

  it("private games: 401 without a token, any token of the game reads it, cached privately; 404 for a version not yet played", async () => {
    const game = await hostGame({ private: true });
    expect((await call("GET", `/v1/hosted/games/${game.id}/board.svg`)).status).toBe(401);
    const ok = await call("GET", `/v1/hosted/games/${game.id}/board.svg?version=0`, undefined, auth(game.tokens.Japanese!));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(ok.headers.get("vary")).toBe("Authorization");
    expect((await call("GET", `/v1/hosted/games/${game.id}/board.svg?version=7`, undefined, auth(game.tokens.admin!))).status).toBe(404);
    expect((await call("GET", `/v1/hosted/games/${"0".repeat(64)}/board.png`)).status).toBe(404);
    expect((await call("GET", `/v1/hosted/games/${game.id}/board.svg?width=1`, undefined, auth(game.tokens.admin!))).status).toBe(400);
  });
});

describe("GraphQL pictures", () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) => json("POST", "/graphql", { query, variables });

  it("render returns the SVG of a state; a bad highlight is BAD_USER_INPUT with its path", async () => {
    const state = await newClassic();
    const ok = await gql("query($s: GameStateInput!) { render(state: $s, width: 800) }", { s: stateInput(state) });
    expect(ok.body.data.render).toMatch(/^<svg [^>]*width="800"/);
    const bad = await gql("query($s: GameStateInput!, $h: HighlightInput) { render(state: $s, highlight: $h) }", {
      s: stateInput(state),
      h: { at: "Atlantis" },
    });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(bad.body.errors[0].message).toContain("highlight.at");
  });

  it("a hosted game's boardUrl points at its pinned board picture, which answers", async () => {
    const game = await hostGame();
    const r = await gql(`{ hostedGame(id: "${game.id}") { version boardUrl svg: boardUrl(format: svg, width: 600) } }`);
    expect(r.body.data.hostedGame.boardUrl).toBe(`/v1/hosted/games/${game.id}/board.png?version=0`);
    const svg = await call("GET", r.body.data.hostedGame.svg);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/^<svg [^>]*width="600"/);
  });
});

describe("forum reports link the board", () => {
  it("each turn of a hosted game's report ends with the PNG of the board it left, pinned to that version", async () => {
    const game = await hostGame({ title: "Pictures" });
    const version = await play(game, russianTurn(), 0);
    const md = await (await call("GET", `/v1/hosted/games/${game.id}/report`)).text();
    const links = [
      ...md.matchAll(
        /!\[Board after round 1 — Russians\]\((http:\/\/referee\.test\/v1\/hosted\/games\/[0-9a-f]+\/board\.png\?version=(\d+))\)/g,
      ),
    ];
    expect(links.map((m) => Number(m[2]))).toEqual([version]);
    const png = await call("GET", links[0]![1]!.replace("http://referee.test", ""));
    expect(png.headers.get("content-type")).toBe("image/png");
    const bb = await (await call("GET", `/v1/hosted/games/${game.id}/report?format=bbcode`)).text();
    expect(bb).toContain(`[img]http://referee.test/v1/hosted/games/${game.id}/board.png?version=${version}[/img]`);
  }, 120_000);
});
