// Live updates over WebSocket with the Durable Object hibernation API: the object accepts the socket,
// may hibernate while nothing happens, and pushes every new log entry as one JSON text message.
//   on connect:   {"type": "hello", "version": n, "due": {...} | null, "next": {...} | null}, then the backlog after `since`
//   each write:   {"type": "entry", "version": n, "entry": <LogEntry>, "next": {...} | null} (`next`: whose input the game
//                 waits for after it; backlog entries leave it out: the hello's is the current one)
// A private game's socket may open with no token in its URL (browsers can't set headers on a WebSocket, and URLs
// end up in logs): it then waits, silent, until the client's first message {"type": "auth", "token": "…"}; a bad
// token closes it with code 4401. A client that sends "ping" gets "pong" without waking the object.
import type { LogEntry, GameView } from "./protocol.js";
import { LIMITS } from "./protocol.js";
import type { Next } from "../rules/schema/state.js";

export const entryMessage = (entry: LogEntry, next?: Next | null): string =>
  JSON.stringify({ type: "entry", version: entry.version, entry, ...(next !== undefined ? { next } : {}) });
export const helloMessage = (version: number, due: GameView["due"], next: Next | null): string =>
  JSON.stringify({ type: "hello", version, due, next });

/** The close code for a first message that is not a valid token of the game (4000–4999: the application's). */
export const UNAUTHORIZED_CLOSE = 4401;
/** Set to "header-only" by a caller that cannot send the token in a first message (the SSE subscription). */
export const LIVE_AUTH_HEADER = "x-live-auth";

/** Kept on a socket across hibernation: a socket that still waits for its token, and the backlog it asked for. */
interface Waiting {
  awaitingToken: true;
  since: number | null;
  /** when it opened (ms): a socket that never sends its token gives its place up after TOKEN_WAIT_MS */
  opened?: number;
}

/** How long a socket may wait for its token before a new connection may take its place (a private game's slots). */
export const TOKEN_WAIT_MS = 10_000;
/** The close code for a socket that sent no token in time. */
export const NO_TOKEN_CLOSE = 4408;

/** The token of a first message `{"type": "auth", "token": "…"}`, or null when the message is something else. */
export function authToken(message: string | ArrayBuffer): string | null {
  if (typeof message !== "string" || message.length > 1_000) return null;
  try {
    const m = JSON.parse(message) as { type?: unknown; token?: unknown };
    return m.type === "auth" && typeof m.token === "string" && m.token ? m.token : null;
  } catch {
    return null;
  }
}

export const isWaiting = (ws: WebSocket): Waiting | null => {
  const a = ws.deserializeAttachment() as Waiting | null;
  return a?.awaitingToken ? a : null;
};

/** Sends the greeting and the backlog, and marks the socket as receiving updates. */
export function greet(ws: WebSocket, greeting: string, backlog: LogEntry[]): void {
  ws.serializeAttachment(null);
  ws.send(greeting);
  for (const entry of backlog) ws.send(entryMessage(entry));
}

/**
 * Accepts a WebSocket upgrade for the object: with `opening`, sends the greeting and backlog at once; without, the
 * socket waits for its token (the first message) and remembers `since` until then.
 */
export function acceptLive(
  ctx: DurableObjectState,
  opening: { greeting: string; backlog: LogEntry[] } | { since: number | null },
): Response {
  // Sockets that never sent their token do not keep others out: past TOKEN_WAIT_MS they are closed to make room.
  let open = ctx.getWebSockets().length;
  if (open >= LIMITS.maxLiveConnections) {
    const now = Date.now();
    for (const ws of ctx.getWebSockets()) {
      const w = isWaiting(ws);
      if (w && now - (w.opened ?? 0) > TOKEN_WAIT_MS) {
        ws.close(NO_TOKEN_CLOSE, "no token within 10 s");
        open--;
      }
    }
  }
  if (open >= LIMITS.maxLiveConnections) {
    return new Response(JSON.stringify({ status: 429, detail: `at most ${LIMITS.maxLiveConnections} live connections per game` }), {
      status: 429,
      headers: { "content-type": "application/problem+json" },
    });
  }
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  ctx.acceptWebSocket(server);
  if ("greeting" in opening) greet(server, opening.greeting, opening.backlog);
  else server.serializeAttachment({ awaitingToken: true, since: opening.since, opened: Date.now() } satisfies Waiting);
  return new Response(null, { status: 101, webSocket: client });
}

/** Sends a new entry to every connected client that may read the game; a broken socket never fails the write that caused it. */
export function broadcast(ctx: DurableObjectState, entry: LogEntry, next: Next | null): void {
  const message = entryMessage(entry, next);
  for (const ws of ctx.getWebSockets()) {
    try {
      if (!isWaiting(ws)) ws.send(message);
    } catch {
      // the client went away; the runtime closes the socket
    }
  }
}
