// Dice on the wire: how a request asks for dice, and the log/receipt a ruling returns.
import { z } from "zod";

export const Die = z.number().int().min(1).max(6);

export const DiceRequest = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("seeded") }).describe("dice from a keyed hash of the canonical state and action"),
  z.strictObject({ mode: z.literal("supplied"), rolls: z.array(Die) }).describe("the client's rolls, consumed in COMB-5 order"),
]);
export type DiceRequest = z.infer<typeof DiceRequest>;

/** What dice a hosted game (and a record of it) allows: only the server's signed dice, or supplied rolls too. */
export const DiceAllowed = z.enum(["signed", "signedOrSupplied"]);

/** One group of dice rolled together, with what it was for. */
export const DiceRoll = z.strictObject({
  purpose: z
    .string()
    .describe("battle | aa | bombard | raid | development | developmentPick | rocket | neutralDefence (ER-NEUT-2) | kamikaze (PAC-KAMI-4)"),
  power: z.string().optional().describe("the power that rolled, when it is not the one moving (ER-NEUT-2: the neutral's defender)"),
  battle: z.string().optional().describe("space of the battle or raid"),
  round: z.number().int().min(1).optional(),
  side: z.enum(["attacker", "defender"]).optional(),
  unitType: z.string().optional(),
  threshold: z.number().int().min(0).max(6).describe("a die ≤ threshold hits (0: never)"),
  atLeast: z
    .number()
    .int()
    .min(1)
    .max(6)
    .optional()
    .describe("when present, a die ≥ atLeast succeeds instead (development dice: 6, TECH-2)"),
  values: z.array(Die),
  hits: z.number().int().min(0),
  sureHits: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "OPT-20 low luck: hits without a die (floor(sum of values / 6)); `values` holds at most one die for the remainder, which hits on ≤ threshold",
    ),
});
export type DiceRoll = z.infer<typeof DiceRoll>;

export const DiceReceipt = z.strictObject({
  mode: z.enum(["seeded", "supplied", "replay"]),
  log: z.array(DiceRoll),
  unused: z.array(Die).optional().describe("supplied rolls left over"),
  stateHash: z.string().optional(),
  actionHash: z.string().optional(),
  previous: z.string().nullable().optional().describe("hash of the previous receipt (chain link)"),
  keyId: z.string().optional(),
  development: z.boolean().optional().describe("signed with the development key: not trustworthy"),
  hosted: z
    .strictObject({ game: z.string(), dice: DiceAllowed })
    .optional()
    .describe("rolled in this hosted game, which allows these dice: a record of a signed-dice game must carry its dice header (REPLAY-5)"),
  signature: z.string().optional().describe("Ed25519 signature, base64url"),
});
export type DiceReceipt = z.infer<typeof DiceReceipt>;

/**
 * The dice header of a recorded game, signed by the server that hosted it (REPLAY-5): which dice the record
 * allows, for which game and initial state. Signed like a receipt, with the same key.
 */
export const DiceHeader = z
  .strictObject({
    dice: DiceAllowed,
    hostedGame: z.string().describe("the hosted game the record was exported from"),
    initialStateHash: z.string().describe("hash of the record's initial state: the header belongs to this record only"),
    keyId: z.string(),
    development: z.boolean().optional().describe("signed with the development key: not trustworthy"),
    signature: z.string().describe("Ed25519 signature over the header without it, base64url"),
  })
  .describe("what dice a record allows, signed by the server: signed = every step that rolls dice carries the server's signed receipt");
export type DiceHeader = z.infer<typeof DiceHeader>;
