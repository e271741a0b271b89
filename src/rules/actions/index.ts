// The shared handler of every action type. A rule set declares its table (Classic: this one; others start from
// it and replace what their rules change).
import type { HandlerTable } from "../ruleset/types.js";
import { endPhase } from "./end-phase.js";
import { purchase } from "./purchase.js";
import { concede } from "./concede.js";
import { move } from "../movement/move-handler.js";
import { resolveBattle, fightRound, chooseCasualties, retreat, pressOn, withdrawSubmarines, intercept } from "../combat/handlers.js";
import { rocketAttack } from "../combat/rockets.js";
import { place } from "../economy/place.js";
import { developWeapons } from "../economy/develop-weapons.js";
import { attackInPlace } from "./attack-in-place.js";
import { notOffered } from "./not-offered.js";

export const sharedActions: HandlerTable = {
  endPhase,
  purchase,
  concede,
  move,
  resolveBattle,
  fightRound,
  chooseCasualties,
  retreat,
  pressOn,
  withdrawSubmarines,
  intercept, // asked only where a rule set's raids open with an air battle (combat.raidAirBattle)
  place,
  developWeapons,
  rocketAttack,
  attackInPlace,
  // a rule set that plays these declares its own handler (pacific, europe, europe-pacific); no phase of the others allows them
  kamikaze: notOffered("kamikaze"),
  scramble: notOffered("scramble"),
  allocateConvoyIncome: notOffered("allocateConvoyIncome"),
  patrioticWar: notOffered("patrioticWar"), // europe
  redeployToMoscow: notOffered("redeployToMoscow"), // europe-pacific (EP-END-9)
  assignCapture: notOffered("assignCapture"),
};
