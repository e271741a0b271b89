// Powers as players name them: the wire name (`Germans`), singular, country (`Germany`, `USSR`, `UK`, `USA`).
import type { GameState } from "../rules/schema/state.js";

const COUNTRY: Record<string, readonly string[]> = {
  Russians: ["russia", "ussr", "soviets", "soviet", "soviet union", "cccp", "sov"],
  Germans: ["germany", "ger"],
  British: ["uk", "britain", "great britain", "england", "brits", "gb"],
  Japanese: ["japan", "jap", "jpn"],
  Americans: ["usa", "us", "america", "united states"],
  Australians: ["australia", "anzac", "aussies"],
  Chinese: ["china", "chn"],
  Italians: ["italy", "ita"],
};

/** The powers of the game (as the state names them). */
export const powerNames = (state: GameState): string[] => Object.keys(state.powers);

export function lookupPower(state: GameState, typed: string): string | undefined {
  const t = typed
    .toLowerCase()
    .replace(/[\s.]+/g, " ")
    .trim();
  for (const p of powerNames(state)) {
    const l = p.toLowerCase();
    if (t === l || t === l.replace(/s$/, "") || (COUNTRY[p] ?? []).includes(t)) return p;
  }
  return undefined;
}
