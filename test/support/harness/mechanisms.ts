// Which of the rule sets' mechanisms a game showed, read from the events of its accepted steps (issue 32: the random
// games assert that each occurred at least once over a run). mechanismsSeen() gives playGame an onStep hook; the
// predicates name each mechanism by the event that shows it.
import type { GameEvent } from "../../../src/rules/schema/events.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import type { Action } from "../../../src/rules/schema/action.js";
import type { Ruling } from "./transport.js";

/** Mechanism name → the event that shows it happened. */
export const MECHANISMS: Readonly<Record<string, (e: GameEvent) => boolean>> = {
  /** a victory condition began to be held for a full round (EUR-VICT-3, PAC-VICT-2, EP-VICT-1) */
  victoryHold: (e) => e.type === "victoryHoldStarted",
  /** a hold completed: the game (or a linked theatre) was won by it */
  victoryHoldWon: (e) =>
    (e.type === "victory" && (e.condition === "EUR-VICT-3" || e.condition === "PAC-VICT-2")) ||
    (e.type === "theatreDecided" && (e.condition === "EUR-VICT-3" || e.condition === "PAC-VICT-2")),
};

export interface MechanismsSeen {
  onStep(before: GameState, action: Action, ruling: Ruling): void;
  /** the mechanisms seen so far, by name */
  seen(): string[];
  has(name: keyof typeof MECHANISMS | string): boolean;
}

/** A collector: pass `onStep` to playGame (or call it per ruling), then ask what was seen. */
export function mechanismsSeen(): MechanismsSeen {
  const found = new Set<string>();
  return {
    onStep(_before, _action, ruling) {
      for (const e of ruling.events) for (const [name, shows] of Object.entries(MECHANISMS)) if (shows(e)) found.add(name);
    },
    seen: () => [...found].sort(),
    has: (name) => found.has(name),
  };
}
