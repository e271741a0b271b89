// GraphQL `replay(record, to, from)`: the same verdict as POST /v1/replay (a typed ReplayVerdict).
import { parseRecordedGame, RecordedGame } from "../../replay/format.js";
import { jsonPath } from "../problem.js";
import { replayFor } from "../routes/replay.js";
import { badUserInput, intArg } from "./args.js";
import { checkJsonShape } from "../../service/limits.js";
import { budgetOf, overBudgetError, type GraphqlCtx } from "./budget.js";
import { conv, T } from "./types.js";

export const replayTypeDefs = /* GraphQL */ `
  extend type Query {
    "Replays a recorded game: the final state, or the first failing step. Same verdict as POST /v1/replay."
    replay(
      "a recorded game (aa-referee/recorded-game, schema/recorded-game.json); toGraphqlInput converts a file"
      record: ${T.RecordedGameInput}
      to: Int
      from: Int
    ): ${T.ReplayVerdict}
  }
`;

export async function replayResolver(_: unknown, a: Record<string, unknown>, ctx: GraphqlCtx) {
  const record = conv.decode(RecordedGame, a.record); // the wire form, as REST's body
  const shape = checkJsonShape(record, "record"); // depth and reserved names first, as REST's body
  if (shape.length) throw badUserInput(shape);
  const parsed = parseRecordedGame(record);
  if (!parsed.ok) throw badUserInput(parsed.issues.map((i) => ({ path: jsonPath("record", i.path), message: i.message })));
  const paging = { ...(a.to != null ? { to: intArg(a, "to", 0, 0) } : {}), ...(a.from != null ? { from: intArg(a, "from", 0, 0) } : {}) };
  const r = await replayFor(ctx.env ?? {}, parsed.record, paging, budgetOf(ctx));
  if (r.kind === "overBudget") throw overBudgetError(r.refusal);
  if (r.kind === "badInput") throw badUserInput(r.problems);
  return r.value;
}
