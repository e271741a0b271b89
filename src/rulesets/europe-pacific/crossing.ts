// EP-MOVE-2, EP-MOVE-3: an aircraft crosses between the boards only by stopping on a strip: in one turn it may not
// touch both boards, so it attacks only on the board where it started or on a strip (from a strip: anywhere).
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { spec } from "../../rules/queries.js";
import type { Theatre } from "./spaces.js";

const theatre = (view: View, place: string): Theatre | undefined => view.rs.board.territories.get(place)?.theatre;

/** The theatre an aircraft started its turn in: recorded at its first move, else where it is. */
const startOf = (view: View, u: Unit, at: string): Theatre | undefined => u.startTheatre ?? theatre(view, at);

/** Every rule an aircraft's move along `path` breaks by reaching the other board this turn. */
export function crossingProblems(view: View, units: readonly Unit[], path: readonly string[], combat: boolean): Violation[] {
  const from = path[0]!;
  const boards = new Set(path.map((p) => theatre(view, p)).filter((t) => t !== "strip"));
  const out: Violation[] = [];
  for (const u of units) {
    if (spec(view.rs, u.type).domain !== "air") continue;
    const start = startOf(view, u, from);
    const touched = new Set(boards);
    if (start && start !== "strip") touched.add(start);
    if (touched.size < 2) continue;
    out.push({
      rule: "EP-MOVE-2",
      message: `${u.type} ${u.id} may not reach the other board in the same turn: an aircraft crossing between the boards ends its move on a strip space`,
    });
    const to = theatre(view, path[path.length - 1]!);
    if (combat && start !== "strip" && to !== start && to !== "strip")
      out.push({
        rule: "EP-MOVE-3",
        message: `${u.type} ${u.id} started its turn on the ${start} board and may attack only there or on a strip`,
      });
  }
  return out;
}

/** Records where each aircraft started the turn before its first move (cleared with the turn's other unit facts). */
export function noteStartTheatres(ctx: Ctx, units: readonly Unit[], from: string): void {
  const t = theatre(ctx, from);
  for (const u of units) if (spec(ctx.rs, u.type).domain === "air" && u.startTheatre === undefined && t) u.startTheatre = t;
}
