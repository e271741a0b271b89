// GraphQL subscription `hostedGameUpdates`: a hosted game's live updates over SSE (graphql-yoga answers a
// subscription sent with `Accept: text/event-stream` as GraphQL over SSE, distinct connections mode). The Worker
// opens the game object's existing live WebSocket (src/hosted/live.ts) and relays each message as one event,
// so a game publishes its updates one way for both transports; closing the stream closes the socket.
import { GraphQLError } from "graphql";
import type { Bindings } from "../env.js";
import { gameStub } from "../../hosted/client.js";
import { LIVE_AUTH_HEADER } from "../../hosted/live.js";
import { T } from "./types.js";

export const liveTypeDefs = /* GraphQL */ `
  type Subscription {
    "A hosted game's live updates over SSE (POST /graphql with Accept: text/event-stream): a hello, the log entries after since, then every new entry as it is written. Private games: the header Authorization: Bearer <token of the game>."
    hostedGameUpdates(id: String!, "send the entries after this seq first (default: none)" since: Int): ${T.HostedGameUpdate}
  }
`;

type Ctx = { env?: Bindings; request?: Request };

const CODES: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  429: "RATE_LIMITED",
};
const failure = (status: number, detail: string) =>
  new GraphQLError(detail, { extensions: { code: CODES[status] ?? "INTERNAL_SERVER_ERROR", status } });

/** The messages of a WebSocket as an async iterable; ending the iteration closes the socket. */
function messages(ws: WebSocket): AsyncIterableIterator<unknown> {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  const poke = () => {
    wake?.();
    wake = null;
  };
  ws.addEventListener("message", (e) => {
    queue.push(JSON.parse(String(e.data)));
    poke();
  });
  ws.addEventListener("close", () => {
    closed = true;
    poke();
  });
  ws.accept();
  const close = () => {
    closed = true;
    try {
      ws.close(1000, "subscription ended");
    } catch {
      // already closed
    }
  };
  const it: AsyncIterableIterator<unknown> = {
    async next() {
      while (!queue.length && !closed) await new Promise<void>((r) => (wake = r));
      return queue.length ? { value: queue.shift(), done: false } : { value: undefined, done: true };
    },
    async return() {
      close();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

export const liveResolvers = {
  hostedGameUpdates: {
    subscribe: async (_: unknown, a: { id: string; since?: number | null }, ctx: Ctx) => {
      const stub = gameStub(ctx.env?.HOSTED_GAMES, a.id);
      if (!stub) throw failure(404, `no hosted game ${a.id}`);
      if (a.since != null && (!Number.isInteger(a.since) || a.since < 0)) throw failure(400, "since: a seq (an integer ≥ 0)");
      // SSE has no first message to carry a token: a private game without one is refused at once.
      const headers = new Headers({ upgrade: "websocket", [LIVE_AUTH_HEADER]: "header-only" });
      const authorization = ctx.request?.headers.get("authorization");
      if (authorization) headers.set("authorization", authorization);
      const url = `https://hosted-game/live${a.since != null ? `?since=${a.since}` : ""}`;
      const res = await stub.fetch(new Request(url, { headers }));
      if (res.status !== 101 || !res.webSocket) {
        const body = (await res.json().catch(() => ({}))) as { detail?: string };
        throw failure(res.status, body.detail ?? `live updates refused (${res.status})`);
      }
      return messages(res.webSocket);
    },
    resolve: (message: unknown) => message,
  },
};
