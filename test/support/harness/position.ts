// A transport whose new game is a given state (a position): playGame then plays it on. Its record starts from the
// standard start, so such games are played with `replay: false`.
import type { GameState } from "../../../src/rules/schema/state.js";
import { inProcess, type Transport } from "./transport.js";

export function fromPosition(state: GameState, base: Transport = inProcess): Transport {
  return { ...base, name: `${base.name} from a position`, newGame: async () => ({ kind: "ok", value: structuredClone(state) }) };
}
