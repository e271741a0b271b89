// The work a replay will do, read from the record before any step runs (src/service/budget.ts):
// steps to replay × the size of the board they are played on.
import type { RecordedGame } from "./format.js";
import { boardUnits, replayCost, type Cost } from "../service/budget.js";

/** A standard Classic start holds ~160 units; budget replays on at least this board. */
const STANDARD_BOARD = 300;

export function recordCost(record: RecordedGame, to?: number): Cost {
  const steps = Math.min(to ?? record.steps.length, record.steps.length);
  const { initial } = record;
  const units =
    initial === "standard"
      ? STANDARD_BOARD
      : "position" in initial
        ? Object.values(initial.position.territories).reduce(
            (n, t) => n + t.units.reduce((m, u) => m + (u.count ?? 1) * (1 + (u.cargo ?? []).reduce((k, c) => k + (c.count ?? 1), 0)), 0),
            0,
          )
        : boardUnits(initial);
  return replayCost(steps, Math.max(units, STANDARD_BOARD));
}
