// Ruling: the answer to an action — the next state with events and dice, or the violated rules.
import { z } from "zod";
import { GameState, Next } from "./state.js";
import { DiceReceipt } from "./dice.js";

export const Violation = z.object({
  rule: z.string().describe("rule ID of the digest, e.g. TRANS-3"),
  message: z.string(),
  path: z.string().optional().describe("JSON path of the offending part of the request"),
});
export type Violation = z.infer<typeof Violation>;

import { GameEvent } from "./events.js";

export { GameEvent, type EventOf } from "./events.js";

export const RulingOk = z.object({
  ok: z.literal(true),
  state: GameState,
  events: z.array(GameEvent),
  dice: DiceReceipt,
  next: Next.nullable().describe("whose input the game waits for now (state.next); null once won"),
});
export const RulingRejected = z.object({ ok: z.literal(false), violations: z.array(Violation).min(1) });
export const Ruling = z.discriminatedUnion("ok", [RulingOk, RulingRejected]);
export type Ruling = z.infer<typeof Ruling>;
