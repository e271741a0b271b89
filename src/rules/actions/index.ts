// The table of every action type and its handler. Capabilities replace their placeholder here.
import type { HandlerTable } from "./types.js";
import { endPhase } from "./end-phase.js";
import { purchase } from "./purchase.js";
import { concede } from "./concede.js";
import { move } from "../movement/move-handler.js";
import { resolveBattle, fightRound, chooseCasualties, retreat, pressOn, withdrawSubmarines } from "../combat/handlers.js";
import { rocketAttack } from "../combat/rockets.js";
import { place } from "../economy/place.js";
import { developWeapons } from "../economy/develop-weapons.js";
import { attackInPlace } from "./attack-in-place.js";

export const handlers: HandlerTable = {
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
  place,
  developWeapons,
  rocketAttack,
  attackInPlace,
};
