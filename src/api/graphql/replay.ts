// GraphQL `replay(record: JSON!, to: Int, from: Int)`: the same verdict as POST /v1/replay.
import { parseRecordedGame } from "../../replay/format.js";
import { jsonPath } from "../problem.js";
import { replayFor } from "../routes/replay.js";
import type { Bindings } from "../env.js";
import { badUserInput } from "./args.js";

export const replayTypeDefs = /* GraphQL */ `
  extend type Query {
    "Replays a recorded game (aa-referee/recorded-game): the final state, or the first failing step. Same verdict as POST /v1/replay."
    replay(record: JSON!, to: Int, from: Int): ReplayVerdict!
  }
  type ReplayFailedStep {
    index: Int!
    action: JSON!
    violations: [Violation!]!
    rules: [String!]!
    expectedStateHash: String
    actualStateHash: String
  }
  "ok: true with finalState and stateHash; or ok: false with failedStep."
  type ReplayVerdict {
    ok: Boolean!
    steps: Int
    totalSteps: Int!
    complete: Boolean
    stateHash: String
    finalState: JSON
    receipts: JSON
    failedStep: ReplayFailedStep
    stepsReplayed: Int
    stateBefore: JSON
    trace: JSON
  }
`;

export async function replayResolver(_: unknown, a: Record<string, unknown>, ctx: { env?: Bindings }) {
  const parsed = parseRecordedGame(a.record);
  if (!parsed.ok) throw badUserInput(parsed.issues.map((i) => ({ path: jsonPath("record", i.path), message: i.message })));
  const paging = { ...(typeof a.to === "number" ? { to: a.to } : {}), ...(typeof a.from === "number" ? { from: a.from } : {}) };
  const r = await replayFor(ctx.env ?? {}, parsed.record, paging);
  if (r.kind === "badInput") throw badUserInput(r.problems);
  return r.value;
}
