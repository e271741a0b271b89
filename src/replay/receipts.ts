// Which keys a replay trusts for the signatures of seeded dice receipts (REPLAY-2).
//   API (`unknownKeys: "fail"`): its own key and the public development key; a receipt signed with any
//     other key, or a seeded receipt with dice and no signature, fails — this referee cannot vouch for it.
//   CLI without --public-key (`"skip"`): the development key (and the key of DICE_* in the environment);
//     receipts signed with other keys are left unverified and counted as such.
//   CLI with --public-key: that key only, strictly.
import type { DiceHeader, DiceReceipt } from "../rules/schema/dice.js";
import { publicKeyJwk, verifyDiceHeader, verifyReceipt, type DiceEnv, type Verification } from "../dice/index.js";
import type { ReceiptVerifier } from "../dice/replay.js";
import type { ReplayOptions } from "./replay.js";

type Jwk = JsonWebKey & { kid?: string };

/** The public development key (public by design: its receipts say `development: true`). */
const devKey = (): Promise<Jwk> => publicKeyJwk({ DICE_DEV_MODE: "true" });

/** This environment's own public key, or none when no key is configured. */
async function ownKey(env: DiceEnv): Promise<Jwk | undefined> {
  try {
    return await publicKeyJwk(env);
  } catch (e) {
    if (e instanceof Error && e.name === "DiceConfigError") return undefined;
    throw e;
  }
}

export function keyVerifier(keys: Jwk[], unknownKeys: "fail" | "skip"): ReceiptVerifier {
  return async (receipt: DiceReceipt) => {
    if (receipt.mode !== "seeded" || receipt.log.length === 0) return null; // supplied dice, or nothing rolled: nothing signed
    if (!receipt.signature)
      return unknownKeys === "fail"
        ? { valid: false, reason: "a seeded receipt with dice must be signed; this one has no signature" }
        : null;
    const key = keys.length === 1 && unknownKeys === "fail" ? keys[0] : keys.find((k) => k.kid === receipt.keyId);
    if (!key) {
      return unknownKeys === "fail"
        ? {
            valid: false,
            reason: `the receipt was signed with key "${receipt.keyId ?? "?"}", which this referee does not hold (its keys: ${keys.map((k) => k.kid).join(", ")})`,
          }
        : null;
    }
    return verifyReceipt(receipt, key);
  };
}

/** The same trust for a record's dice header (REPLAY-5): null when no trusted key signed it and unknown keys are skipped. */
export function headerVerifier(keys: Jwk[], unknownKeys: "fail" | "skip"): (h: DiceHeader) => Promise<Verification | null> {
  return async (header) => {
    const key = keys.length === 1 && unknownKeys === "fail" ? keys[0] : keys.find((k) => k.kid === header.keyId);
    if (!key)
      return unknownKeys === "fail"
        ? { valid: false, reason: `the header was signed with key "${header.keyId}", which this referee does not hold` }
        : null;
    return verifyDiceHeader(header, key);
  };
}

/** Receipt checks for a replay: the trusted keys of this environment, or exactly the key the caller gives. */
export async function receiptOptions(
  env: DiceEnv,
  trust: { publicJwk?: unknown; unknownKeys?: "fail" | "skip" } = {},
): Promise<Pick<ReplayOptions, "verifyReceipt" | "verifyHeader">> {
  if (trust.publicJwk !== undefined) {
    const jwk = trust.publicJwk as Jwk;
    const keys = [jwk.kid === undefined ? jwk : { ...jwk }];
    return { verifyReceipt: keyVerifier(keys, "fail"), verifyHeader: headerVerifier(keys, "fail") };
  }
  const keys = [await devKey()];
  const own = await ownKey(env);
  if (own && own.kid !== keys[0]!.kid) keys.unshift(own);
  return { verifyReceipt: keyVerifier(keys, trust.unknownKeys ?? "fail"), verifyHeader: headerVerifier(keys, trust.unknownKeys ?? "fail") };
}
