// GraphQL fields contributed by later capabilities (legal actions, odds, replay, hosted games).
// Each adds its SDL and resolvers here so schema.ts stays the core of the API.
import { replayResolver, replayTypeDefs } from "./replay.js";
import { hostedResolvers, hostedTypeDefs } from "./hosted.js";
import { hintsResolvers, hintsTypeDefs } from "./hints.js";
import { renderResolvers, renderTypeDefs } from "./render.js";
import { liveResolvers, liveTypeDefs } from "./live.js";
import { applyOrdersResolver, ordersTypeDefs } from "./orders.js";
export const extraTypeDefs = `${replayTypeDefs}${hostedTypeDefs}${hintsTypeDefs}${renderTypeDefs}${liveTypeDefs}${ordersTypeDefs}`;
export const extraResolvers: {
  Query: Record<string, unknown>;
  Mutation: Record<string, unknown>;
  Subscription: Record<string, unknown>;
  types: Record<string, Record<string, unknown>>;
} = {
  Query: { replay: replayResolver, ...hostedResolvers, ...hintsResolvers, ...renderResolvers.Query },
  Mutation: { applyOrders: applyOrdersResolver },
  Subscription: { ...liveResolvers },
  types: { HostedGame: renderResolvers.HostedGame },
};
