// Export of a hosted game in the recorded-game format (src/replay/format.ts): the initial state and
// every action still in effect (undone ones left out), each with its dice and the state hash after it.
import { RECORDED_GAME_FORMAT, RECORDED_GAME_VERSION, type RecordedGame, type RecordedStep } from "../replay/format.js";
import type { History, LogEntry } from "./protocol.js";
import { DiceConfigError, signDiceHeader, type DiceEnv } from "../dice/index.js";
import { stateHash } from "../replay/hash.js";

function stepOf(entry: LogEntry): RecordedStep {
  const step: RecordedStep = { action: entry.action!, expectStateHash: entry.stateHash };
  const dice = entry.dice;
  if (dice?.log.length) {
    // Supplied rolls are re-supplied in the order they were used; seeded receipts travel whole (signed).
    step.dice = dice.mode === "supplied" ? { mode: "supplied", rolls: dice.log.flatMap((r) => r.values) } : dice;
  }
  return step;
}

export function toRecordedGame(h: History, recordedAt: string): RecordedGame {
  return {
    format: RECORDED_GAME_FORMAT,
    version: RECORDED_GAME_VERSION,
    ruleset: h.initial.ruleset.id,
    meta: { ...(h.title ? { title: h.title } : {}), hostedGameId: h.id, recordedAt },
    initial: h.initial,
    steps: h.entries.filter((e) => e.kind === "action" && e.action).map(stepOf),
  };
}

/**
 * The record with its dice header signed by this server (REPLAY-5): which dice the game allowed, bound to the
 * game and its initial state. Without a dice key (a deploy without secrets) the record has no header.
 */
export async function withDiceHeader(record: RecordedGame, h: History, env: DiceEnv): Promise<RecordedGame> {
  try {
    const diceHeader = await signDiceHeader(
      { dice: h.allowSuppliedDice ? "signedOrSupplied" : "signed", hostedGame: h.id, initialStateHash: await stateHash(h.initial) },
      env,
    );
    return { ...record, diceHeader };
  } catch (e) {
    if (e instanceof DiceConfigError) return record;
    throw e;
  }
}
