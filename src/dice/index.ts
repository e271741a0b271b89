// Dice sources for the shells (API, hosted games, CLI). The pure core only sees a DiceSource.
// TODO(combat issue): seeded dice from HMAC(server secret, canonical state + action) and Ed25519-signed receipts.
import type { DiceRequest, DiceReceipt, DiceRoll } from "../rules/schema/dice.js";
import type { GameState } from "../rules/schema/state.js";
import type { Action } from "../rules/schema/action.js";
import { listDice, type DiceSource } from "../rules/engine/dice.js";

export interface DiceEnv {
  DICE_SECRET?: string;
  DICE_SIGNING_KEY?: string;
  DICE_DEV_MODE?: string;
}

export interface PreparedDice {
  source: DiceSource;
  /** turns the core's dice log into the ruling's `dice` (the receipt), and the state's new chain link */
  finish(log: DiceRoll[], next: GameState): Promise<DiceReceipt>;
}

/** Prepares the dice for one adjudication of `action` on `state`. */
export async function prepareDice(request: DiceRequest | undefined, _state: GameState, _action: Action, _env: DiceEnv): Promise<PreparedDice> {
  if (request?.mode === "supplied") {
    const source = listDice(request.rolls);
    return { source, finish: async (log) => ({ mode: "supplied", log, unused: source.unused() }) };
  }
  // Placeholder until seeded dice land: refuses to roll, so nothing is ever decided by fake dice.
  return { source: { next: () => undefined }, finish: async (log) => ({ mode: "seeded", log }) };
}
