// The `simplified` rule set: Simplified Axis & Allies (simplified.md) on the Classic board.
// Data: Classic's board, canals and powers; its own unit table and converted setup (`npm run data`).
// Behaviour: the shared engine's battles and economy, with the rule set's own movement, phases, placement and
// victory. Everything is declared here; nothing falls back to Classic.
import { withAbbreviations } from "../../rules/ruleset/aliases.js";
import territories from "../../rules/data/classic/territories.json";
import edges from "../../rules/data/classic/edges.json";
import canals from "../../rules/data/classic/canals.json";
import powers from "../../rules/data/classic/powers.json";
import units from "../../rules/data/simplified/units.json";
import setup from "../../rules/data/simplified/setup.json";
import { buildBoard } from "../../rules/ruleset/board.js";
import { defineRuleset } from "../../rules/ruleset/define.js";
import type { TerritoryData, UnitSpec } from "../../rules/ruleset/types.js";
import { sharedActions } from "../../rules/actions/index.js";
import { mayCarry } from "./common.js";
import { checkPurchasePlaceable, checkSimplifiedPlacement } from "./placement.js";
import { instantVictory, simplifiedTurn, startingIpcs } from "./turn.js";
import { simplifiedActions } from "./actions.js";
import { simplifiedReaches } from "./hints.js";
import { simplifiedEngine, simplifiedOptionTable } from "./options.js";

export const simplified = defineRuleset({
  id: "simplified",
  title: "Simplified Axis & Allies on the Classic board",
  board: buildBoard(territories as TerritoryData[], edges, canals), // SIMP-BOARD-1
  units: new Map((units as UnitSpec[]).map((u) => [u.type, u])), // SIMP-UNIT-1
  powers, // SIMP-NAT-1, SIMP-NAT-2, SIMP-TURN-1
  setup, // SIMP-SETUP-1..4
  options: simplifiedOptionTable, // simplified.md §14
  unitAliases: withAbbreviations(
    (units as UnitSpec[]).map((u) => u.type),
    {},
  ), // its own names (infantry, armor, plane, ship) and forum abbreviations
  engineOptions: () => simplifiedEngine,
  turn: simplifiedTurn, // SIMP-TURN-2..4, SIMP-AIR-4, SIMP-BUY-1, SIMP-INC-1
  // The actions Simplified lacks are answered in every phase by the rule that says so (actions.ts).
  openingRound: [], // the game begins with round 1
  anytime: ["endPhase", "concede", "retreat", "pressOn", "withdrawSubmarines", "developWeapons", "rocketAttack"],
  // Battles, purchase and placement are the shared handlers; movement and the absent actions are its own.
  actions: { ...sharedActions, ...simplifiedActions },
  startingIpcs, // SIMP-INC-3
  setupAdditions: () => [], // no option adds units to its setup
  startingDevelopments: () => {}, // no weapons development (SIMP-UNIT-2)
  mayCarry, // SIMP-UNIT-3, SIMP-AMPH-1, SIMP-AIR-5
  placement: checkSimplifiedPlacement, // SIMP-BUY-2..6
  purchaseCheck: checkPurchasePlaceable, // SIMP-BUY-7
  capture: { liberation: false, plunder: false }, // simplified.md §15
  combat: { mayRetreat: false, orphanAircraftToIslands: false, everyUnitRolls: true, aircraftHitSubmarinesOnlyWithDestroyer: false }, // SIMP-COMB-5, SIMP-COMB-9, SIMP-COMB-3
  afterCapture: instantVictory, // SIMP-VICT-1
  roundEnd: () => {}, // SIMP-VICT-1 is checked at each capture, never at the end of a round
  reaches: simplifiedReaches, // legal-move hints for the rule set's own movement
  // The shared turn checks, cited under this rule set's IDs (PURCH-1 stays: the wire contract fixes it).
  citations: {
    "TURN-1": "SIMP-TURN-1",
    "TURN-2": "SIMP-TURN-2",
    "TURN-3": "SIMP-NAT-4",
    "VICT-3": "SIMP-VICT-1",
    "PURCH-2": "SIMP-BUY-1",
    "ECON-3": "SIMP-INC-2",
    "COMB-1": "SIMP-COMB-1",
    "COMB-2": "SIMP-COMB-2",
    "COMB-4": "SIMP-COMB-4",
    "RET-1": "SIMP-COMB-5",
    "RET-2": "SIMP-COMB-5",
  },
});
