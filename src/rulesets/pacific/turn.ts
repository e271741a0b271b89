// Pacific's turn (PAC-TURN-2): purchase, combat move, combat, non-combat move, place, collect income; no weapons
// development. China's purchase grants its infantry (PAC-CHINA-1); the move phases fix the base bonuses
// (PAC-MOVE-2/3); the combat phase ends by taking convoy zones (PAC-CONV-2, as Europe); the income phase ends the
// turn: income and victory points, repairs, Australian units handed to the British (Japan's VP victory follows: the record's turnEnd).
import type { Ctx, PhaseSpec } from "../../rules/ruleset/types.js";
import { placePhaseEnd, placePhaseOwes } from "../../rules/economy/place-phase.js";
import { combatPhaseOwes } from "../../rules/turn/owes.js";
import { combatMoveOwes, noncombatMoveEnd, noncombatMoveOwes } from "../../rules/movement/phase.js";
import { isFixture, spec } from "../../rules/queries.js";
import { captureConvoyZones } from "../europe/convoy.js";
import { collectPacificIncome } from "./income.js";
import { grantChineseInfantry } from "./china.js";
import { grantBaseBonuses } from "./bases.js";
import { GIVEN_TO_BRITISH } from "./spaces.js";
import { returnScrambled } from "./scramble.js";
import { kamikazeOwed } from "./kamikaze.js";

/** PAC-ECON-6: at the end of the Australian turn, its units in New South Wales and 30 Sea Zone become British. */
function giveAustralianUnits(ctx: Ctx): void {
  if (ctx.state.turn.power !== "Australians") return;
  for (const place of GIVEN_TO_BRITISH) {
    const units = (ctx.state.territories[place]?.units ?? []).filter(
      (u) => u.owner === "Australians" && !isFixture(spec(ctx.rs, u.type)) && !spec(ctx.rs, u.type).isAA,
    );
    if (!units.length) continue;
    for (const u of units) u.owner = "British";
    ctx.events.push({
      type: "unitsConverted",
      at: place,
      from: "Australians",
      to: "British",
      units: units.map((u) => u.id),
      rule: "PAC-ECON-6",
    });
  }
}

function endOfTurn(ctx: Ctx): void {
  collectPacificIncome(ctx); // PAC-ECON-2, PAC-VP-2
  giveAustralianUnits(ctx);
}

export const pacificTurn: readonly PhaseSpec[] = [
  { name: "purchase", actions: ["purchase"], onStart: grantChineseInfantry }, // PAC-PURCH-1, PAC-CHINA-1
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
    ],
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
    actions: ["move", "assignCapture"],
    owes: noncombatMoveOwes,
    onStart: grantBaseBonuses,
    onEnd: noncombatMoveEnd,
    movement: "noncombat",
    aircraftAloft: "landing",
  },
  { name: "place", actions: ["place"], owes: placePhaseOwes, onEnd: placePhaseEnd }, // PAC-PURCH-2, PAC-CHINA-2
  { name: "collectIncome", actions: ["allocateConvoyIncome"], onEnd: endOfTurn }, // PAC-ECON-4
];
