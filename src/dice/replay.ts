// Replay dice: a recorded step's dice read back in order (supplied rolls, or the values of a dice
// receipt's log), and the checks that the replayed rolls are exactly the recorded ones.
import type { DiceReceipt, DiceRoll } from "../rules/schema/dice.js";
import { listDice, noDice, type DiceSource } from "../rules/engine/dice.js";

/** What a recorded step carries as dice: nothing, supplied rolls, or a receipt. */
export type RecordedDice = undefined | { mode: "supplied"; rolls: number[] } | DiceReceipt;

export const isReceipt = (d: RecordedDice): d is DiceReceipt => d !== undefined && "log" in d;

export interface ReplayDice {
  source: DiceSource;
  /** Problems (empty when none) comparing the core's dice log with the recorded one. */
  check(replayed: readonly DiceRoll[]): string[];
}

/** The dice of one recorded step as a DiceSource, with the check of what the core rolled. */
export function replayDice(recorded: RecordedDice): ReplayDice {
  if (recorded === undefined) return { source: noDice, check: () => [] };
  if (!isReceipt(recorded)) return { source: listDice(recorded.rolls), check: () => [] }; // leftovers allowed, as in /v1/adjudicate
  const values = recorded.log.flatMap((r) => r.values);
  const source = listDice(values);
  return { source, check: (replayed) => compareLogs(recorded.log, replayed, source.unused().length) };
}

const FIELDS = ["purpose", "battle", "round", "side", "unitType", "threshold", "atLeast", "hits"] as const;

const describeRoll = (r: DiceRoll): string =>
  [r.purpose, r.battle && `at ${r.battle}`, r.round && `round ${r.round}`, r.side, r.unitType].filter(Boolean).join(" ");

/**
 * The receipt's log must be what the core rolls from the receipt's own values: same groups, same
 * purposes and thresholds, same hits, and no value left over. A die edited in a receipt without
 * re-deriving its hits, or extra/missing dice, is caught here even without a public key.
 */
export function compareLogs(recorded: readonly DiceRoll[], replayed: readonly DiceRoll[], leftover: number): string[] {
  const out: string[] = [];
  const n = Math.max(recorded.length, replayed.length);
  for (let i = 0; i < n; i++) {
    const a = recorded[i],
      b = replayed[i];
    if (!a || !b) {
      out.push(
        a
          ? `the receipt lists dice group ${i} (${describeRoll(a)}) that the replay never rolls`
          : `the replay rolls dice group ${i} (${describeRoll(b!)}) that the receipt lacks`,
      );
      break;
    }
    for (const f of FIELDS) {
      if (a[f] !== b[f])
        out.push(
          `dice group ${i} (${describeRoll(b)}): the receipt says ${f} ${JSON.stringify(a[f])}, the replay gives ${JSON.stringify(b[f])} from the values [${b.values.join(", ")}]`,
        );
    }
    if (a.values.join() !== b.values.join())
      out.push(
        `dice group ${i} (${describeRoll(b)}): the receipt says values [${a.values.join(", ")}], the replay reads [${b.values.join(", ")}]`,
      );
  }
  if (leftover > 0 && out.length === 0) out.push(`the receipt holds ${leftover} dice the replay never uses`);
  return out;
}

/**
 * Checks a receipt's signature with a key the shell trusts: valid, invalid with the reason, or null when
 * there is nothing to check it with (an unsigned or supplied receipt, or a key the shell does not hold).
 */
export type ReceiptVerifier = (receipt: DiceReceipt) => Promise<{ valid: true } | { valid: false; reason: string } | null>;
