// The table of every action type and its handler. Capabilities replace their placeholder here.
import type { HandlerTable } from "./types.js";
import { endPhase } from "./end-phase.js";
import { purchase } from "./purchase.js";
import { concede } from "./concede.js";
import { notImplemented } from "./not-implemented.js";
import { place } from "../economy/place.js";
import { developWeapons } from "../economy/develop-weapons.js";

export const handlers: HandlerTable = {
  endPhase,
  purchase,
  concede,
  move: notImplemented("move", "combat and non-combat movement", ["combatMove", "noncombatMove", "movement", "landPlanes"]),
  resolveBattle: notImplemented("resolveBattle", "battles", ["combat"]),
  fightRound: notImplemented("fightRound", "battles", ["combat"]),
  chooseCasualties: notImplemented("chooseCasualties", "battle decisions", ["combat"], "decider"),
  retreat: notImplemented("retreat", "battle decisions", ["combat"], "decider"),
  pressOn: notImplemented("pressOn", "battle decisions", ["combat"], "decider"),
  withdrawSubmarines: notImplemented("withdrawSubmarines", "battle decisions", ["combat"], "decider"),
  place,
  developWeapons,
  rocketAttack: notImplemented("rocketAttack", "rockets", ["combat"]),
};
