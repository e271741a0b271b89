// The core's only source of randomness: values come from a DiceSource the shell provides
// (seeded PRNG, client-supplied rolls, or a replayed log). Every roll is logged with its purpose.
import type { DiceRoll } from "../schema/dice.js";

export interface DiceSource {
  /** the next die (1–6), or undefined when a finite source is exhausted */
  next(): number | undefined;
}

/** Thrown inside the core when supplied dice run out; adjudicate turns it into a DICE-1 violation. */
export class DiceExhausted extends Error {
  constructor(
    readonly needed: number,
    readonly purpose: string,
  ) {
    super(`${needed} more dice needed (${purpose})`);
  }
}

export type RollMeta = Omit<DiceRoll, "values" | "hits">;

export class DiceRoller {
  readonly log: DiceRoll[] = [];
  constructor(private readonly source: DiceSource) {}

  /** Rolls `count` dice; hits default to the number of values ≤ threshold (COMB-3). */
  roll(
    count: number,
    meta: RollMeta,
    countHits: (values: number[]) => number = (v) => v.filter((x) => x <= meta.threshold).length,
  ): number[] {
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const v = this.source.next();
      if (v === undefined) throw new DiceExhausted(count - i, meta.purpose);
      values.push(v);
    }
    this.log.push({ ...meta, values, hits: countHits(values) });
    return values;
  }
}

/** Dice from a fixed list, in order (supplied rolls, tests). */
export function listDice(rolls: readonly number[]): DiceSource & { unused(): number[] } {
  let i = 0;
  return { next: () => (i < rolls.length ? rolls[i++] : undefined), unused: () => rolls.slice(i) };
}

/** A source that refuses to roll: for validation, which applies nothing and rolls nothing. */
export const noDice: DiceSource = { next: () => undefined };
