// JSON Schemas contributed by later capabilities (e.g. the recorded-game format): name → [schema, io].
import type { z } from "zod";
import { RecordedGame } from "../replay/format.js";
export const extraJsonSchemas: Record<string, [z.ZodType, "input" | "output"]> = {
  "recorded-game": [RecordedGame, "input"],
};
