// Dice provenance of a recorded game (REPLAY-5): the record's signed dice header says what dice it allows;
// a record whose header says "signed" fails if any step that rolls dice does not carry the server's signed
// receipt; a receipt rolled in a hosted game that allows only signed dice proves the record needs that
// game's header, so removing or replacing the header fails too. The summary says where every die came from.
import type { DiceHeader, DiceReceipt } from "../rules/schema/dice.js";
import type { Violation } from "../rules/schema/ruling.js";
import { violation } from "../rules/engine/context.js";
import { signedOnlyGame } from "../dice/index.js";
import type { Verification } from "../dice/index.js";

/** Where the dice of a replayed record came from (`verify` prints it; REST and GraphQL return it). */
export interface DiceProvenance {
  /** the record's dice header, and whether its signature verified with a trusted key */
  header: { dice: DiceHeader["dice"]; hostedGame: string; keyId: string; development?: boolean; verified: boolean } | null;
  /** steps that rolled dice */
  rolled: number;
  /** of them: with a seeded receipt of the server (signed) */
  signed: number;
  /** of them: whose receipt's signature verified with a trusted key */
  verified: number;
  /** of them: with supplied dice (the players' word) */
  supplied: number;
}

export class Provenance {
  private rolled = 0;
  private signed = 0;
  private verified = 0;
  private supplied = 0;
  private constructor(
    private readonly header: DiceHeader | undefined,
    private readonly headerVerified: boolean,
  ) {}

  /** Checks the header itself: its signature and that it belongs to this record's start. */
  static async start(
    header: DiceHeader | undefined,
    initialHash: string,
    verify: ((h: DiceHeader) => Promise<Verification | null>) | undefined,
  ): Promise<Provenance | Violation> {
    if (!header) return new Provenance(undefined, false);
    const v = verify ? await verify(header) : null;
    if (v && !v.valid) return violation("REPLAY-5", `the record's dice header does not verify: ${v.reason}`, "diceHeader");
    if (header.initialStateHash !== initialHash)
      return violation(
        "REPLAY-5",
        `the record's dice header belongs to another record: it was signed for the initial state ${header.initialStateHash}, this record starts from ${initialHash}`,
        "diceHeader.initialStateHash",
      );
    return new Provenance(header, v?.valid === true);
  }

  /** Before a step runs: a receipt of a signed-dice-only hosted game needs that game's header. */
  receipt(i: number, receipt: DiceReceipt | undefined): Violation | null {
    const game = receipt ? signedOnlyGame(receipt) : undefined;
    if (game !== undefined && this.header?.hostedGame !== game)
      return violation(
        "REPLAY-5",
        `step ${i}: the dice receipt was rolled in hosted game ${game}, which allows only the server's signed dice, but the record ${this.header ? `carries the dice header of game ${this.header.hostedGame}` : "carries no dice header"}: the header was removed or replaced`,
        "diceHeader",
      );
    return null;
  }

  /** After a step ran: counts its dice; under a "signed" header its dice must be the server's signed receipt. */
  step(i: number, rolledDice: boolean, receipt: DiceReceipt | undefined, verified: boolean): Violation | null {
    if (!rolledDice) return null;
    this.rolled++;
    const seeded = receipt?.mode === "seeded" && receipt.signature !== undefined;
    if (seeded) this.signed++;
    else this.supplied++;
    if (verified) this.verified++;
    const h = this.header;
    if (h?.dice === "signed" && !(seeded && receipt!.keyId === h.keyId))
      return violation(
        "REPLAY-5",
        `step ${i}: the record's dice header allows only the server's signed dice (key ${h.keyId}), but this step's dice are ${seeded ? `signed with key ${receipt!.keyId}` : receipt?.mode === "seeded" ? "an unsigned receipt" : "supplied"}`,
        `steps[${i}].dice`,
      );
    return null;
  }

  summary(): DiceProvenance {
    const h = this.header;
    return {
      header: h
        ? {
            dice: h.dice,
            hostedGame: h.hostedGame,
            keyId: h.keyId,
            ...(h.development ? { development: true } : {}),
            verified: this.headerVerified,
          }
        : null,
      rolled: this.rolled,
      signed: this.signed,
      verified: this.verified,
      supplied: this.supplied,
    };
  }
}
