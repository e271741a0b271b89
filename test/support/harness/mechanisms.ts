// Which of the rule sets' mechanisms a game showed, read from the events of its accepted steps (issue 32: the random
// games assert that each occurred at least once over a run). mechanismsSeen() gives playGame an onStep hook; the
// predicates name each mechanism by the event that shows it.
import type { GameEvent } from "../../../src/rules/schema/events.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import type { Action } from "../../../src/rules/schema/action.js";
import type { Ruling } from "./transport.js";
import { getRuleset } from "../../../src/rulesets/registry.js";

/** Mechanism name → the event that shows it happened. */
export const MECHANISMS: Readonly<Record<string, (e: GameEvent) => boolean>> = {
  /** fighters flown on Combat Air Patrol in a non-combat move (PAC-CAP-1) */
  capLaunch: (e) => e.type === "moved" && e.cap === true,
  /** a CAP fighter landed in its owner's purchase, by its move or by endPhase (PAC-CAP-4) */
  capLanding: (e) => e.type === "moved" && e.landed === true,
  /** a victory condition began to be held for a full round (EUR-VICT-3, PAC-VICT-2, EP-VICT-1) */
  victoryHold: (e) => e.type === "victoryHoldStarted",
  /** a hold completed: the game (or a linked theatre) was won by it */
  victoryHoldWon: (e) =>
    (e.type === "victory" && (e.condition === "EUR-VICT-3" || e.condition === "PAC-VICT-2")) ||
    (e.type === "theatreDecided" && (e.condition === "EUR-VICT-3" || e.condition === "PAC-VICT-2")),
};

/** A step's view for the mechanisms that need more than one event: the state before, the action, its ruling. */
export interface Step {
  before: GameState;
  action: Action;
  ruling: Ruling;
}

const ofType = (r: Ruling, type: string): any[] => r.events.filter((e) => e.type === type);

/**
 * Mechanism name → whether a step shows it (issue 32's list for Europe, Pacific and the linked game). A joint British
 * battle is one British attack by units that stood, when the British turn's combat move began, in spaces of both
 * treasuries — India's and Australia's (the wire keeps no country on a unit: the space it came from stands for it).
 */
export const STEP_MECHANISMS: Readonly<Record<string, (step: Step, turnStart: ReadonlyMap<string, string>) => boolean>> = {
  /** a submarine submerged, attacker before a round or defender after the attacker's fire (EUR-SUB-4, PAC-COMB-1) */
  submerge: ({ ruling }) => ofType(ruling, "submarinesWithdrawn").some((e) => e.to === e.at && e.rule === "EUR-SUB-4"),
  /** a raid whose air battle had escorts and interceptors firing (EUR-SBR-3, PAC-SBR-2) */
  raidWithEscortsAndInterceptors: ({ ruling }) => {
    const air = ofType(ruling, "fire").filter((e) => e.stage === "airBattle" && e.rolls.length > 0);
    return air.some((e) => e.side === "attacker") && air.some((e) => e.side === "defender");
  },
  /** a convoy zone taken on the way by a ship passing it in the combat move (EUR-CONV-2, PAC-CONV-2) */
  convoyCapturePassing: ({ action, ruling }) => {
    if (action.type !== "move") return false;
    const end = action.path[action.path.length - 1];
    return [...ofType(ruling, "captured"), ...ofType(ruling, "liberated")].some(
      (e) => (e.rule === "EUR-CONV-2" || e.rule === "PAC-CONV-2") && e.at !== end,
    );
  },
  /** one British battle fought by units of India and of Australia together (PAC-TURN-1, EP-POW-4) */
  jointBritishBattle: ({ ruling }, turnStart) =>
    ofType(ruling, "battleStarted").some((e) => {
      if (e.attacker !== "British") return false;
      const treasuries = new Set(e.attackers.map((u: { id: string }) => turnStart.get(u.id)).filter(Boolean));
      return treasuries.has("india") && treasuries.has("australia");
    }),
  /** Siam or French Indo-China taken by American and China's land units together (PAC-CHINA-3) */
  mixedUsChineseCapture: ({ ruling }) =>
    ofType(ruling, "captured").some((e) => {
      if (e.by !== "Americans" || !["Siam", "French Indo-China"].includes(e.at)) return false;
      const land = ruling.state.territories[e.at]?.units.filter((u) => u.owner === "Americans" && u.type !== "aaGun" && !u.aboard) ?? [];
      return land.some((u) => u.chinese) && land.some((u) => !u.chinese && ["infantry", "artillery", "armour", "marine"].includes(u.type));
    }),
  /** the British allocation of the starting convoy income in round 0 (PAC-TURN-5, EP-MONEY-3) */
  roundZeroAllocation: ({ before, action }) => action.type === "allocateConvoyIncome" && before.turn.round === 0,
};

/**
 * unit id → the British treasury (india or australia) of the space it stands on, land or sea zone, for the British at a
 * combat move's start; spaces of neither treasury are left out.
 */
function britishTreasuries(state: GameState): Map<string, string> {
  const out = new Map<string, string>();
  const rs = getRuleset(state.ruleset.id);
  if (!rs || !rs.powers.some((p) => p.name === "British" && p.treasuries?.australia !== undefined)) return out;
  for (const [place, t] of Object.entries(state.territories)) {
    const treasury = rs.board.territories.get(place)?.treasury;
    if (treasury !== "india" && treasury !== "australia") continue;
    for (const u of t.units) if (u.owner === "British") out.set(u.id, treasury);
  }
  return out;
}

export interface MechanismsSeen {
  onStep(before: GameState, action: Action, ruling: Ruling): void;
  /** the mechanisms seen so far, by name */
  seen(): string[];
  has(name: keyof typeof MECHANISMS | string): boolean;
}

/** A collector: pass `onStep` to playGame (or call it per ruling), then ask what was seen. */
export function mechanismsSeen(): MechanismsSeen {
  const found = new Set<string>();
  let turnStart = new Map<string, string>();
  let startedAt = "";
  return {
    onStep(before, action, ruling) {
      for (const e of ruling.events) for (const [name, shows] of Object.entries(MECHANISMS)) if (shows(e)) found.add(name);
      const turn = `${before.turn.round} ${before.turn.power}`;
      if (before.turn.power === "British" && before.turn.phase === "combatMove" && startedAt !== turn) {
        turnStart = britishTreasuries(before); // where the British units stood when this combat move began
        startedAt = turn;
      }
      for (const [name, shows] of Object.entries(STEP_MECHANISMS)) if (shows({ before, action, ruling }, turnStart)) found.add(name);
    },
    seen: () => [...found].sort(),
    has: (name) => found.has(name),
  };
}
