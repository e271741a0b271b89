// Units on the board change only by placement and by losses the events name (the random-game properties' conservation
// check, shared by the core player and the hosted one).
import type { GameEvent, GameState } from "../../src/rulesets/index.js";

export type Losses = Partial<Record<GameEvent["type"], (e: GameEvent) => number>>;

export const LOSSES: Losses = {
  casualties: (e) => (e.type === "casualties" ? e.units.length : 0),
  cargoLost: (e) => (e.type === "cargoLost" ? e.units.length : 0),
  aircraftLost: () => 1,
  fighterLost: () => 1,
  destroyed: () => 1,
};

export const onBoard = (s: GameState): number => Object.values(s.territories).reduce((n, t) => n + t.units.length, 0);

/** Units the events add (placed) minus those they remove (losses). */
export function boardDelta(events: readonly GameEvent[], losses: Losses = LOSSES): number {
  let delta = 0;
  for (const e of events) {
    if (e.type === "placed") delta += e.ids.length;
    delta -= losses[e.type]?.(e) ?? 0;
  }
  return delta;
}
