// Ruling: the answer to an action — the next state with events and dice, or the violated rules.
import { z } from "zod";
import { GameState } from "./state.js";
import { DiceReceipt } from "./dice.js";

export const Violation = z.object({
  rule: z.string().describe("rule ID of the digest, e.g. TRANS-3"),
  message: z.string(),
  path: z.string().optional().describe("JSON path of the offending part of the request"),
});
export type Violation = z.infer<typeof Violation>;

export const GameEvent = z.looseObject({ type: z.string() }).describe("what happened: moved, bought, battle, hit, captured, income, …");
export type GameEvent = z.infer<typeof GameEvent>;

export const RulingOk = z.object({ ok: z.literal(true), state: GameState, events: z.array(GameEvent), dice: DiceReceipt });
export const RulingRejected = z.object({ ok: z.literal(false), violations: z.array(Violation).min(1) });
export const Ruling = z.discriminatedUnion("ok", [RulingOk, RulingRejected]);
export type Ruling = z.infer<typeof Ruling>;
