// Classic's turn (TURN-2): the six actions of a turn, in order, each with the actions it allows, what it owes
// before it may end, and what happens when it ends. Declared by the classic rule set (rulesets/classic).
import type { PhaseSpec } from "../../rules/ruleset/types.js";
import { collectIncome } from "../../rules/economy/income.js";
import { turnStartIncome } from "../../rules/economy/turn-start.js";
import { placePhaseEnd, placePhaseOwes } from "../../rules/economy/place-phase.js";
import { combatPhaseOwes } from "../../rules/turn/owes.js";
import { combatMoveOwes, noncombatMoveEnd, noncombatMoveOwes } from "../../rules/movement/phase.js";

export const classicTurn: readonly PhaseSpec[] = [
  { name: "purchase", actions: ["purchase", "developWeapons"], onStart: turnStartIncome }, // TECH-1, PURCH-1..3; ER-INC-1
  // TRANS-5, TRANS-7: cargo still owed to a landing; AIR-4: aircraft without a landing
  { name: "combatMove", actions: ["move", "attackInPlace"], owes: combatMoveOwes, movement: "combat" },
  {
    name: "combat",
    actions: ["resolveBattle", "fightRound", "chooseCasualties", "retreat", "pressOn", "withdrawSubmarines", "rocketAttack"],
    owes: combatPhaseOwes, // COMB-1
    aircraftAloft: "attacking",
    fightsBattles: true,
  },
  // AIR-5: aircraft that can land must; those that cannot are lost
  {
    name: "noncombatMove",
    actions: ["move"],
    owes: noncombatMoveOwes,
    onEnd: noncombatMoveEnd,
    movement: "noncombat",
    aircraftAloft: "landing",
  },
  { name: "place", actions: ["place"], owes: placePhaseOwes, onEnd: placePhaseEnd }, // PLACE-1
  { name: "collectIncome", actions: [], onEnd: collectIncome }, // INC-1: income at the end of the turn
];
