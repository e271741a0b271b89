// Live updates over WebSocket with the Durable Object hibernation API: the object accepts the socket,
// may hibernate while nothing happens, and pushes every new log entry as one JSON text message.
//   on connect:   {"type": "hello", "version": n, "due": {...} | null, "next": {...} | null}, then the backlog after `since`
//   each write:   {"type": "entry", "version": n, "entry": <LogEntry>, "next": {...} | null} (`next`: whose input the game
//                 waits for after it; backlog entries leave it out: the hello's is the current one)
// A client that sends "ping" gets "pong" without waking the object.
import type { LogEntry, GameView } from "./protocol.js";
import { LIMITS } from "./protocol.js";
import type { Next } from "../rules/schema/state.js";

export const entryMessage = (entry: LogEntry, next?: Next | null): string =>
  JSON.stringify({ type: "entry", version: entry.version, entry, ...(next !== undefined ? { next } : {}) });
export const helloMessage = (version: number, due: GameView["due"], next: Next | null): string =>
  JSON.stringify({ type: "hello", version, due, next });

/** Accepts a WebSocket upgrade for the object and sends the greeting and backlog. */
export function acceptLive(ctx: DurableObjectState, greeting: string, backlog: LogEntry[]): Response {
  if (ctx.getWebSockets().length >= LIMITS.maxLiveConnections) {
    return new Response(JSON.stringify({ status: 429, detail: `at most ${LIMITS.maxLiveConnections} live connections per game` }), {
      status: 429,
      headers: { "content-type": "application/problem+json" },
    });
  }
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  ctx.acceptWebSocket(server);
  server.send(greeting);
  for (const entry of backlog) server.send(entryMessage(entry));
  return new Response(null, { status: 101, webSocket: client });
}

/** Sends a new entry to every connected client; a broken socket never fails the write that caused it. */
export function broadcast(ctx: DurableObjectState, entry: LogEntry, next: Next | null): void {
  const message = entryMessage(entry, next);
  for (const ws of ctx.getWebSockets()) {
    try {
      ws.send(message);
    } catch {
      // the client went away; the runtime closes the socket
    }
  }
}
