// GraphQL `replay(record, to, from)`: the same verdict as POST /v1/replay (a typed ReplayVerdict).
import { parseRecordedGame } from "../../replay/format.js";
import { jsonPath } from "../problem.js";
import { replayFor } from "../routes/replay.js";
import { badUserInput, intArg } from "./args.js";
import { checkJsonShape } from "../../service/limits.js";
import { budgetOf, overBudgetError, type GraphqlCtx } from "./budget.js";
import { T } from "./types.js";

export const replayTypeDefs = /* GraphQL */ `
  extend type Query {
    "Replays a recorded game: the final state, or the first failing step. Same verdict as POST /v1/replay."
    replay(
      "JSON: a recorded-game file (format aa-referee/recorded-game, schema/recorded-game.json), passed whole as it is exported and shared; it is checked like POST /v1/replay's body"
      record: JSON!
      to: Int
      from: Int
    ): ${T.ReplayVerdict}
  }
`;

export async function replayResolver(_: unknown, a: Record<string, unknown>, ctx: GraphqlCtx) {
  const shape = checkJsonShape(a.record, "record"); // depth and reserved names first, as REST's body
  if (shape.length) throw badUserInput(shape);
  const parsed = parseRecordedGame(a.record);
  if (!parsed.ok) throw badUserInput(parsed.issues.map((i) => ({ path: jsonPath("record", i.path), message: i.message })));
  const paging = { ...(a.to != null ? { to: intArg(a, "to", 0, 0) } : {}), ...(a.from != null ? { from: intArg(a, "from", 0, 0) } : {}) };
  const r = await replayFor(ctx.env ?? {}, parsed.record, paging, budgetOf(ctx));
  if (r.kind === "overBudget") throw overBudgetError(r.refusal);
  if (r.kind === "badInput") throw badUserInput(r.problems);
  return r.value;
}
