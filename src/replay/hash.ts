// State hashes for recorded games: SHA-256 (WebCrypto, the same in Workers and Node 20) of the
// canonical state JSON (src/rules/canonical.ts), as 64 lowercase hex digits.
import type { GameState } from "../rules/schema/state.js";
import { canonicalStateJson } from "../rules/canonical.js";

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let out = "";
  for (const b of digest) out += HEX[b];
  return out;
}

/** The state hash recorded games use in `expectStateHash`. */
export function stateHash(state: GameState): Promise<string> {
  return sha256Hex(canonicalStateJson(state));
}
