// A recorded game from a file holding either form: the JSON record (schema/recorded-game.json) or its game score
// (docs/orders.md). Either way the result is the same RecordedGame.
import { parseRecordedGame } from "../replay/format.js";
import { isScore, scoreToRecord } from "../replay/score.js";
import { checkJsonShape } from "../service/limits.js";
import { BadFile, pathOf, readText } from "./io.js";

/** A recorded game from a file holding either form: the JSON record or a game score. */
export function readRecordOrScore(file: string) {
  const text = readText(file);
  if (isScore(text)) {
    const r = scoreToRecord(text);
    if (!r.ok) {
      const p = r.problem;
      throw new BadFile(file, [
        {
          path: `line ${p.line}, column ${p.column}`,
          message: `${p.message}${p.candidates?.length ? ` (did you mean ${p.candidates.join(", ")}?)` : ""}`,
        },
      ]);
    }
    return r.record;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BadFile(file, [{ path: "", message: `not JSON (nor a game score): ${(e as Error).message}` }]);
  }
  const shape = checkJsonShape(value); // the API's depth and reserved-name limits
  if (shape.length) throw new BadFile(file, shape);
  const parsed = parseRecordedGame(value);
  if (!parsed.ok)
    throw new BadFile(
      file,
      parsed.issues.slice(0, 20).map((i) => ({ path: pathOf(i.path), message: i.message })),
    );
  return parsed.record;
}
