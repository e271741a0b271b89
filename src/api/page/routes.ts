// GET /games/{id}: the game's page for people (html.ts), and GET /games/{id}/parts: its changing parts as JSON for the
// page's script, which sends the token (kept in the tab, never in a URL) as `Authorization: Bearer`. Pages, not API:
// they are left out of openapi.json. The page loads nothing from any other origin (Content-Security-Policy).
import type { Context } from "hono";
import type { App } from "../env.js";
import { failure, NO_STORE, stubOr, token } from "../routes/hosted.js";
import { pageModel } from "./model.js";
import { esc, gamePage, pageParts } from "./html.js";
import type { HostedGameRpc, Result } from "../../hosted/protocol.js";
import type { PageModel } from "./model.js";

/** Everything from this origin only; inline style (the page's own stylesheet), no inline script. */
export const PAGE_HEADERS = {
  ...NO_STORE,
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

async function modelFor(stub: HostedGameRpc, tok: string | null): Promise<Result<PageModel>> {
  const [view, history, who] = await Promise.all([stub.view(tok), stub.history(tok), stub.whoami(tok)]);
  if (!view.ok) return view;
  if (!history.ok) return history;
  if (!who.ok) return who;
  return { ok: true, value: pageModel(view.value, history.value, who.value.role) };
}

const notFoundPage = (id: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No such game — aa-referee</title></head><body><main><h1>No such game</h1><p>There is no hosted game with the id <code>${esc(id)}</code>.</p></main></body></html>`;

export function registerGamePage(app: App): void {
  app.get("/games/:id", async (c: Context) => {
    const id = c.req.param("id")!;
    const stub = stubOr(c, id);
    if (stub instanceof Response) return stub.status === 404 ? c.html(notFoundPage(id), 404, PAGE_HEADERS) : stub;
    // The token is in the URL's fragment, which never reaches the server: a private game's page comes as its
    // frame, and the script fills it with the token.
    const m = await modelFor(stub, null);
    if (!m.ok) {
      if (m.failure.status === 404) return c.html(notFoundPage(id), 404, PAGE_HEADERS);
      if (m.failure.status !== 401) return failure(c, m.failure);
      return c.html(gamePage(id, null), 200, PAGE_HEADERS);
    }
    return c.html(gamePage(id, m.value), 200, PAGE_HEADERS);
  });

  app.get("/games/:id/parts", async (c: Context) => {
    const stub = stubOr(c, c.req.param("id")!);
    if (stub instanceof Response) return stub;
    const m = await modelFor(stub, token(c));
    if (!m.ok) return failure(c, m.failure);
    return c.json({ title: m.value.title, ...pageParts(m.value) }, 200, NO_STORE);
  });
}
