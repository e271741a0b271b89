// How a shell checks the dice receipts of a recorded game: the signature with the public key it trusts,
// and the state's chain link after each receipt. Wired to src/dice once signed receipts exist there.
import type { DiceEnv } from "../dice/index.js";
import type { ReplayOptions } from "./replay.js";

/** Receipt checks for a replay in this environment (the Worker's own key, or the development key). */
export async function receiptOptions(_env: DiceEnv): Promise<Pick<ReplayOptions, "verifyReceipt" | "receiptLink">> {
  return {};
}
