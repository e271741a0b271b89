// The CLI's dice environment: the process's DICE_* variables; with no secret configured, the clearly
// labelled development key of src/dice (DICE_DEV_MODE=true), whose receipts say `development: true`.
import type { DiceEnv } from "../dice/index.js";

export function cliDiceEnv(env: NodeJS.ProcessEnv): DiceEnv {
  const out: DiceEnv = {};
  if (env.DICE_SECRET) out.DICE_SECRET = env.DICE_SECRET;
  if (env.DICE_SIGNING_KEY) out.DICE_SIGNING_KEY = env.DICE_SIGNING_KEY;
  out.DICE_DEV_MODE = env.DICE_DEV_MODE ?? (out.DICE_SECRET && out.DICE_SIGNING_KEY ? "false" : "true");
  return out;
}
