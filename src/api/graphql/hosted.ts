// GraphQL reads of hosted games: hostedGame, hostedLog, hostedReport (writes stay on REST, which
// carries the Idempotency-Key and expectedVersion contract). Private games need a token of the game.
import { GraphQLError } from "graphql";
import type { Bindings } from "../env.js";
import { gameStub } from "../../hosted/client.js";
import { LIMITS, type Result } from "../../hosted/protocol.js";
import { renderReport, SUPPLIED_DICE_NOTE } from "../../hosted/report.js";

export const hostedTypeDefs = /* GraphQL */ `
  extend type Query {
    "A hosted game: state, version, whose turn, pending decision, winner. Null when there is no such game."
    hostedGame(id: String!, token: String): HostedGame
    "A page of a hosted game's event log (entries after since)."
    hostedLog(id: String!, token: String, since: Int, limit: Int): HostedLogPage
    "A report for humans: format markdown (default) or bbcode."
    hostedReport(id: String!, token: String, format: String, since: Int): String
  }
  type HostedGame {
    id: String!
    title: String
    private: Boolean!
    allowSuppliedDice: Boolean!
    version: Int!
    turn: JSON!
    due: JSON
    pending: JSON!
    winner: JSON
    stateHash: String!
    createdAt: String!
    updatedAt: String!
    state: JSON!
  }
  type HostedLogPage { entries: JSON!, version: Int!, next: Int, title: String, allowSuppliedDice: Boolean! }
`;

type Ctx = { env?: Bindings };
type Args = Record<string, unknown>;

/** The value, null for an unknown game, or a GraphQL error with the HTTP status the REST API would use. */
function unwrapHosted<T>(r: Result<T>): T | null {
  if (r.ok) return r.value;
  if (r.failure.status === 404) return null;
  throw new GraphQLError(r.failure.detail, {
    extensions: { code: r.failure.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN", status: r.failure.status },
  });
}

const stubFor = (ctx: Ctx, a: Args) => gameStub(ctx.env?.HOSTED_GAMES, String(a.id));
const tokenOf = (a: Args): string | null => (typeof a.token === "string" ? a.token : null);
const intArg = (v: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number =>
  Number.isInteger(v) && (v as number) >= 0 ? Math.min(v as number, max) : fallback;

export const hostedResolvers = {
  hostedGame: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    return stub ? unwrapHosted(await stub.view(tokenOf(a))) : null;
  },
  hostedLog: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    return stub
      ? unwrapHosted(
          await stub.log(tokenOf(a), intArg(a.since, 0), Math.max(1, intArg(a.limit, LIMITS.defaultPageSize, LIMITS.maxPageSize))),
        )
      : null;
  },
  hostedReport: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    if (!stub) return null;
    const page = unwrapHosted(await stub.log(tokenOf(a), intArg(a.since, 0), LIMITS.maxReportEntries));
    if (!page) return null;
    if (a.format != null && a.format !== "markdown" && a.format !== "bbcode") {
      throw new GraphQLError(`format: "${String(a.format)}" is not markdown or bbcode`, {
        extensions: { code: "BAD_USER_INPUT", status: 400 },
      });
    }
    return renderReport(
      page.entries,
      a.format === "bbcode" ? "bbcode" : "markdown",
      page.title ?? "Game report",
      page.allowSuppliedDice ? { note: SUPPLIED_DICE_NOTE } : {},
    );
  },
};
