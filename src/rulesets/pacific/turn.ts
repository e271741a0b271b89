// Pacific's turn (PAC-TURN-2): purchase, combat move, combat, non-combat move, place, collect income; no weapons
// development. The American purchase counts China's infantry (PAC-CHINA-1), the American place phase ends with their
// arrival (PAC-CHINA-2); the move phases fix the base bonuses (PAC-MOVE-2/3); the combat phase ends by taking convoy
// zones (PAC-CONV-2, as Europe); the income phase ends the turn: income per treasury and victory points
// (Japan's VP victory follows: the record's turnEnd). Round 0 is the British income phase alone (PAC-TURN-5).
import type { Ctx, PhaseSpec } from "../../rules/ruleset/types.js";
import { placePhaseEnd, placePhaseOwes } from "../../rules/economy/place-phase.js";
import { combatPhaseOwes } from "../../rules/turn/owes.js";
import { combatMoveOwes, noncombatMoveEnd, noncombatMoveOwes } from "../../rules/movement/phase.js";
import { captureConvoyZones } from "../europe/convoy.js";
import { collectPacificIncome } from "./income.js";
import { chineseArrival, grantChineseInfantry } from "./china.js";
import { britishConvoyShares } from "./convoy-split.js";
import { grantBaseBonuses } from "./bases.js";
import { returnScrambled } from "./scramble.js";
import { landPatrols } from "./cap.js";
import { kamikazeOwed } from "./kamikaze.js";
import { askNextInterception } from "../../rules/combat/interceptions.js";

/** The end of the turn (board phase 9); round 0 collects nothing (PAC-TURN-5: only the British split the starting 12). */
function endOfTurn(ctx: Ctx): void {
  if (ctx.state.turn.round === 0) return;
  collectPacificIncome(ctx, britishConvoyShares(ctx, ctx.state.turn.power)); // PAC-ECON-2/3/4, PAC-VP-2
}

/** PAC-TURN-5, PAC-ECON-4: the income phase, played in round 0 by the British alone (the record's openingPowers). */
export const collectIncomePhase: PhaseSpec = { name: "collectIncome", actions: ["allocateConvoyIncome"], onEnd: endOfTurn };

export const pacificTurn: readonly PhaseSpec[] = [
  // PAC-PURCH-1, PAC-CHINA-1 (counted); board phase 2: CAP fighters land by `move`, the rest when it ends (PAC-CAP-4)
  { name: "purchase", actions: ["purchase", "move"], onStart: grantChineseInfantry, onEnd: landPatrols },
  {
    name: "combatMove",
    actions: ["move", "assignCapture", "attackInPlace"], // PAC-ECON-5, PAC-CHINA-3: captures by entering; PAC-COMB-3
    owes: combatMoveOwes,
    movement: "combat",
    onStart: grantBaseBonuses,
  },
  {
    name: "combat",
    // PAC-KAMI-3: Japan's kamikaze attacks; PAC-SCRAM-2: the defender's scrambles — both before the battles
    actions: [
      "resolveBattle",
      "fightRound",
      "chooseCasualties",
      "retreat",
      "pressOn",
      "withdrawSubmarines",
      "kamikaze",
      "scramble",
      "assignCapture",
      "intercept",
    ],
    onStart: askNextInterception, // PAC-SBR-2: interceptors committed before kamikaze and any battle
    owes: (ctx) => [...kamikazeOwed(ctx), ...combatPhaseOwes(ctx)], // PAC-KAMI-3: Japan declares or passes first
    onEnd: (ctx) => {
      captureConvoyZones(ctx); // PAC-CONV-2
      returnScrambled(ctx); // PAC-SCRAM-3 (their battles are over)
    },
    aircraftAloft: "attacking",
    fightsBattles: true,
  },
  {
    name: "noncombatMove",
    actions: ["move"], // PAC-CHINA-3: a joint capture is named in the combat move or combat; combat's end fixed the default
    owes: noncombatMoveOwes,
    onStart: grantBaseBonuses,
    onEnd: noncombatMoveEnd,
    movement: "noncombat",
    aircraftAloft: "landing",
  },
  {
    name: "place",
    actions: ["place"],
    owes: placePhaseOwes,
    onEnd: (ctx) => {
      placePhaseEnd(ctx); // PAC-PURCH-2
      chineseArrival(ctx); // PAC-CHINA-2
    },
  },
  collectIncomePhase, // PAC-ECON-4
];
