// The `simplified` rule set: Simplified Axis & Allies (simplified.md) on the Classic board.
// Data: Classic's board, canals and powers; its own unit table and converted setup (`npm run data`).
// Behaviour: the shared engine, plus the named hooks below where the variant departs from Classic.
import territories from "../data/classic/territories.json";
import edges from "../data/classic/edges.json";
import canals from "../data/classic/canals.json";
import powers from "../data/classic/powers.json";
import units from "../data/simplified/units.json";
import setup from "../data/simplified/setup.json";
import { buildBoard } from "./board.js";
import type { OptionSpec, Ruleset, TerritoryData, UnitSpec } from "./types.js";
import { mayCarry } from "../simplified/common.js";
import { checkPurchasePlaceable, checkSimplifiedPlacement } from "../simplified/placement.js";
import { instantVictory, simplifiedPhases, startingIpcs } from "../simplified/turn.js";
import { simplifiedActions } from "../simplified/actions.js";
import { simplifiedReaches } from "../simplified/legal.js";

/** simplified.md §14; any other key is a 400 (OPT-GEN-1). */
export const simplifiedOptions: readonly OptionSpec[] = [
  {
    key: "canalControl",
    type: "boolean",
    default: false,
    rule: "SIMP-BOARD-4",
    source: "simplified.md §14",
    description: "canals need Classic control at the start of the turn",
    implemented: true,
  },
  {
    key: "startingMoney",
    type: "string",
    default: "income",
    values: ["income", "zero"],
    rule: "SIMP-INC-3",
    source: "simplified.md §14",
    description: "starting money equal to starting income, or none",
    implemented: true,
  },
];

export const simplified: Ruleset = {
  id: "simplified",
  title: "Simplified Axis & Allies on the Classic board",
  // SIMP-TURN-2: five phases, always in this order.
  phases: ["movement", "combat", "landPlanes", "buy", "collectIncome"],
  board: buildBoard(territories as TerritoryData[], edges, canals), // SIMP-BOARD-1
  units: new Map((units as UnitSpec[]).map((u) => [u.type, u])), // SIMP-UNIT-1
  powers, // SIMP-NAT-1, SIMP-NAT-2, SIMP-TURN-1
  setup, // SIMP-SETUP-1..4
  options: simplifiedOptions,
  hooks: {
    startingIpcs, // SIMP-INC-3
    mayCarry, // SIMP-UNIT-3, SIMP-AMPH-1, SIMP-AIR-5
    phases: simplifiedPhases, // SIMP-TURN-4, SIMP-AIR-4, SIMP-BUY-1, SIMP-INC-1
    placement: checkSimplifiedPlacement, // SIMP-BUY-2..6
    purchaseCheck: checkPurchasePlaceable, // SIMP-BUY-7
    capture: { liberation: false, plunder: false }, // simplified.md §15
    afterCapture: instantVictory, // SIMP-VICT-1
    combat: { mayRetreat: false, orphanAircraftToIslands: false, everyUnitRolls: true }, // SIMP-COMB-5, SIMP-COMB-9, SIMP-COMB-3
    reaches: simplifiedReaches, // legal-move hints for the rule set's own movement
    actions: simplifiedActions, // SIMP-MOVE/SEA/AIR/AMPH; no retreat, submarines, development, rockets
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
  },
};
