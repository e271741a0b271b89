// Seeded dice for hosted games. The dice service seeds each action's dice with
// HMAC(DICE_SECRET, canonical state + action). A hosted game's state is readable, so with the server
// secret alone anyone could preview a move's dice through the stateless /v1/adjudicate and pick the
// best variant ("dice shopping"). A hosted game therefore rolls with its own secret, derived from the
// server secret and the game's private dice salt (it never leaves the Durable Object): its dice can be
// seen only by playing the move in the game, where it is stored at once.
// After an admin undo the same action on the same state gets the same dice again: an undo can correct
// a mistaken move but can never re-roll one.
import type { DiceEnv } from "../dice/index.js";
import { hmacHex } from "./hash.js";

export async function hostedDiceEnv(env: DiceEnv, diceSalt: string): Promise<DiceEnv> {
  // Without the production key pair the dice service uses its public development key (DICE_DEV_MODE)
  // or refuses with a configuration error; a derived secret would change neither, so leave env alone.
  if (!env.DICE_SECRET || !env.DICE_SIGNING_KEY) return env;
  return { ...env, DICE_SECRET: await hmacHex(env.DICE_SECRET, `aa-referee hosted game dice\u0000${diceSalt}`) };
}
