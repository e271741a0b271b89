// Shared shapes of a planned move: what each unit does along the path, and what the move causes.
import type { Unit } from "../schema/state.js";
import type { Violation } from "../schema/ruling.js";

export type UnitMode = "land" | "sea" | "air" | "board" | "unload";

/** One unit's part of a move, computed without touching the state. */
export interface UnitStep {
  unit: Unit;
  from: string;
  mode: UnitMode;
  /** movement points this move spends (boarding and unloading spend none: TRANS-2 limits them instead) */
  steps: number;
  /** enemy territories an armour blitzes through and captures (LAND-3) */
  blitzed: string[];
  /** unviolated neutrals entered or overflown: fee and control (NEUT-2, NEUT-3) */
  neutrals: string[];
  /** enemy aaGuns whose territory this aircraft enters or overflies in the combat move (AA-3) */
  aa: Array<{ gun: string; over: string }>;
  /** boarding in the combat move in a sea zone with enemy units: the unit owes a landing (TRANS-7) */
  mustLand?: boolean;
  /** transport boarded (board) or left (unload) */
  transport?: string;
  /** ER-AIR-1/2 (flightRanges): the return cap of this aircraft's combat mission */
  flightCap?: number;
}

/** What the move does at its destination in the combat move. */
export type Outcome =
  | { kind: "battle"; battle: "land" | "sea"; amphibious: boolean }
  | { kind: "raid" }
  | { kind: "capture" }
  | { kind: "neutral" }
  | { kind: "none" };

export interface MovePlan {
  violations: Violation[];
  path: string[];
  units: UnitStep[];
  /** units carried along by moving ships: cargo (TRANS) and allied fighters (CARR-3) */
  riders: Unit[];
  /** the acting power's own fighters left in path[0] when their carrier sails (CARR-2) */
  takeOff: Unit[];
  /** fighters landing on carriers at the destination (non-combat move), id → carrier id */
  landings: Map<string, string>;
  outcome: Outcome;
  /** neutrals violated by this move, in path order, each paid once (NEUT-4) */
  fees: string[];
  feeEach: number;
  /** fighters flown on Combat Air Patrol: they stay at the destination, aboard nothing (PAC-CAP-1) */
  cap?: boolean;
}

export type Report = (v: Violation) => void;

/** An aircraft that owes a landing: where it is and the movement it has left this turn. */
export interface Flyer {
  unit: Unit;
  place: string;
  left: number;
}
/** A friendly carrier: its free seats and the board indices of the zones it can be in when aircraft land. */
export interface Berth {
  carrier: Unit;
  zone: string;
  zones: number[];
  free: number;
}
/** Per-state facts the landing checks share (AIR-4, AIR-5): kept on the move env's cache. */
export interface LandingCache {
  berths?: Berth[];
  flyers?: Flyer[];
  landing?: Uint8Array;
  blocked?: Uint8Array;
  flights: Map<string, Int16Array>;
  /** flights from every space to the nearest landing space (-1: none) */
  toLanding?: Int16Array;
}
