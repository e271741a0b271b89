// Europe's turn (EUR-TURN-2): Classic's phases and names without weapons development; the income phase also
// ends the turn with Soviet conversion (EUR-SOV-1/2). The opening round is the cash advance (EUR-ECON-3).
import type { Ctx, PhaseSpec } from "../../rules/ruleset/types.js";
import { placePhaseEnd, placePhaseOwes } from "../../rules/economy/place-phase.js";
import { combatPhaseOwes } from "../../rules/turn/owes.js";
import { combatMoveOwes, noncombatMoveEnd, noncombatMoveOwes } from "../../rules/movement/phase.js";
import { collectEuropeIncome } from "./income.js";
import { sovietConversion } from "./soviet.js";
import { cashAdvancePhase } from "./advance.js";
import { captureConvoyZones } from "./convoy.js";
import { askNextInterception } from "../../rules/combat/interceptions.js";

/** The end of a Europe turn: income (EUR-ECON-2), then (option patrioticWarAutomatic) the conversion of Allied units (EUR-OPT-4). */
function endOfTurn(ctx: Ctx): void {
  collectEuropeIncome(ctx);
  sovietConversion(ctx);
}

export const europeTurn: readonly PhaseSpec[] = [
  { name: "purchase", actions: ["purchase"] }, // EUR-PURCH-1, EUR-PURCH-2
  { name: "combatMove", actions: ["move", "attackInPlace"], owes: combatMoveOwes, movement: "combat" }, // EUR-SUB-8
  {
    name: "combat",
    actions: ["resolveBattle", "fightRound", "chooseCasualties", "retreat", "pressOn", "withdrawSubmarines", "intercept"], // EUR-SUB-4, EUR-SBR-2
    owes: combatPhaseOwes,
    onStart: askNextInterception, // EUR-SBR-2: interceptors committed before any battle
    onEnd: captureConvoyZones, // EUR-CONV-2
    aircraftAloft: "attacking",
    fightsBattles: true,
  },
  {
    name: "noncombatMove",
    actions: ["move"],
    owes: noncombatMoveOwes,
    onEnd: noncombatMoveEnd,
    movement: "noncombat",
    aircraftAloft: "landing",
  },
  { name: "place", actions: ["place", "patrioticWar"], owes: placePhaseOwes, onEnd: placePhaseEnd }, // EUR-PURCH-4..7, EUR-SOV-2
  { name: "collectIncome", actions: [], onEnd: endOfTurn },
];

/** EUR-TURN-3: before round 1, each power's cash advance. */
export const europeOpening: readonly PhaseSpec[] = [cashAdvancePhase];
