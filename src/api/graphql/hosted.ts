// GraphQL reads of hosted games: hostedGame, hostedLog, hostedReport (writes stay on REST, which
// carries the Idempotency-Key and expectedVersion contract). Private games need a token of the game, sent as
// `Authorization: Bearer <token>` (as REST takes it): never a query argument, which would end up in logs.
import { GraphQLError } from "graphql";
import type { Bindings } from "../env.js";
import { gameStub } from "../../hosted/client.js";
import { LIMITS, type Result } from "../../hosted/protocol.js";
import { renderReport, SUPPLIED_DICE_NOTE } from "../../hosted/report.js";
import { bearerToken } from "../../hosted/tokens.js";
import { bare, T } from "./types.js";
import { intArg } from "./args.js";

export const hostedTypeDefs = /* GraphQL */ `
  extend type Query {
    "A hosted game: state, version, whose turn, pending decision, winner. Null when there is no such game. A private game needs the header Authorization: Bearer <token of the game>."
    hostedGame(id: String!): ${bare(T.HostedGame)}
    "A page of a hosted game's event log (entries after since). Private games: Authorization header, as hostedGame."
    hostedLog(id: String!, since: Int, limit: Int): ${bare(T.HostedLogPage)}
    "A report for humans. Private games: Authorization header, as hostedGame."
    hostedReport(id: String!, format: ReportFormat, since: Int): String
  }
  "The markup of a report: markdown (default) or bbcode (forums)."
  enum ReportFormat { markdown, bbcode }
`;

type Ctx = { env?: Bindings; request?: Request };
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
const tokenOf = (ctx: Ctx): string | null => bearerToken(ctx.request?.headers.get("authorization"));

export const hostedResolvers = {
  hostedGame: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    return stub ? unwrapHosted(await stub.view(tokenOf(ctx))) : null;
  },
  hostedLog: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    return stub
      ? unwrapHosted(
          await stub.log(tokenOf(ctx), intArg(a, "since", 0, 0), intArg(a, "limit", LIMITS.defaultPageSize, 1, LIMITS.maxPageSize)),
        )
      : null;
  },
  hostedReport: async (_: unknown, a: Args, ctx: Ctx) => {
    const stub = stubFor(ctx, a);
    if (!stub) return null;
    const page = unwrapHosted(await stub.log(tokenOf(ctx), intArg(a, "since", 0, 0), LIMITS.maxReportEntries));
    if (!page) return null;
    return renderReport(
      page.entries,
      a.format === "bbcode" ? "bbcode" : "markdown",
      page.title ?? "Game report",
      page.allowSuppliedDice ? { note: SUPPLIED_DICE_NOTE } : {},
    );
  },
};
