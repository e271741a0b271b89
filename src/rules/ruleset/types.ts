// A rule set = board data + unit table + phases + options + small named hooks.
// The engine takes every difference between rule sets from here, never from a copy of itself.
import type { GameState, Phase, Unit, UnitCounts } from "../schema/state.js";
import type { UnitReaches } from "../movement/legal.js";
import type { Violation } from "../schema/ruling.js";
import type { ActionType } from "../schema/action.js";
import type { Ctx } from "../engine/context.js";
import type { ActionHandler } from "../actions/types.js";

export interface TerritoryData {
  name: string;
  kind: "land" | "sea";
  ipc: number;
  originalOwner: string | null;
  capitalOf: string | null;
  originalFactory: boolean;
  island: boolean;
  /** CARR-5: a land territory lying wholly in one sea zone. */
  singleSeaZoneIsland: boolean;
  neutral: boolean;
  neighbours: string[];
}

export interface EdgeData {
  a: string;
  b: string;
  kind: string;
  wraps: boolean;
  canal?: string;
}
export interface CanalData {
  name: string;
  seaZones: string[];
  controlledBy: string[];
}

export interface UnitSpec {
  type: string;
  domain: "land" | "sea" | "air";
  attack: number | null;
  defense: number | null;
  movement: number;
  cost: number;
  costWithIndustrialTechnology: number;
  transportCost: number | null;
  transportCapacity: number;
  carrierCapacity: number;
  carrierCost: number | null;
  canBlitz: boolean;
  canBombard: boolean;
  isSubmarine: boolean;
  isStrategicBomber: boolean;
  isAA: boolean;
  isFactory: boolean;
  /** OPT-19: the unit exists only when this boolean option is on (else unknown: PURCH-1, 400 in positions) */
  option?: string;
  /** OPT-19: an attacking artillery gives one supportable unit +1 attack */
  artillery?: boolean;
  /** OPT-19: attacks +1 when paired with an attacking artillery (infantry) */
  artillerySupportable?: boolean;
  /** OPT-19: an enemy destroyer cancels the submarines' first strike (SUB-1) */
  isDestroyer?: boolean;
}

export interface PowerData {
  name: string;
  turnOrder: number;
  alliance: string;
  capital: string;
  startingIpcs: number;
}
export interface SetupEntry {
  place: string;
  owner: string;
  type: string;
  count: number;
}

export type OptionType = "boolean" | "number" | "numberOrNull" | "string";
export interface OptionSpec {
  key: string;
  type: OptionType;
  default: unknown;
  /** allowed values for string options */
  values?: readonly string[];
  rule: string;
  source: string;
  description: string;
  /** false: accepted and stored, but the engine does not act on it yet (documented in /v1/rulesets) */
  implemented: boolean;
}

export interface Board {
  territories: ReadonlyMap<string, TerritoryData>;
  edges: readonly EdgeData[];
  canals: readonly CanalData[];
  /** neighbours by place, as sets for O(1) adjacency tests */
  adjacency: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What a phase does when it starts or ends, and what it owes before it may end (TURN-2). */
export interface PhaseHook {
  /** violations that keep the phase from ending (e.g. a pending battle, COMB-1) */
  owes?(ctx: Ctx): Violation[];
  onStart?(ctx: Ctx): void;
  onEnd?(ctx: Ctx): void;
}

/** Every rule a placement breaks, and the bucket (a factory, or a rule set's placement site) whose limit it uses. */
export interface PlacementCheck {
  violations: Violation[];
  /** the factory territory (classic) or placement bucket whose per-turn count the placement adds to */
  factory?: string;
}

/**
 * Small named hooks: where a rule set differs from Classic. Every hook is optional; absent = Classic.
 * The shared engine consults them at its decision points instead of hard-coding Classic.
 */
export interface RulesetHooks {
  /** starting treasury of a power in the standard start (classic: the chart's `startingIpcs`) */
  startingIpcs?(power: PowerData, options: Record<string, unknown>): number;
  /** "what may carry what": may `cargo` go aboard `carrier`, with `aboard` already on it? (classic: TRANS-1, TRANS-11, CARR-1) */
  mayCarry?(rs: Ruleset, carrier: Unit, cargo: Unit, aboard: readonly Unit[]): boolean;
  /** per-phase hooks that replace the shared table's entry for that phase (turn/phase-hooks.ts) */
  phases?: Partial<Record<Phase, PhaseHook>>;
  /** "where new units go": checks a placement (classic: factories, PLACE-2..6) */
  placement?(ctx: Pick<Ctx, "rs" | "state">, power: string, at: string, units: UnitCounts, factoryHint?: string): PlacementCheck;
  /** extra purchase checks (e.g. bought units must have somewhere to go) */
  purchaseCheck?(ctx: Ctx, power: string, units: UnitCounts): Violation[];
  /** what a capture also does: liberation (CAPT-3/4), plunder (CAPT-6); both true in classic */
  capture?: { liberation: boolean; plunder: boolean };
  /**
   * battles: "who may retreat" (RET-1; false: nobody), whether defending aircraft whose carrier sank may reach a one-zone
   * island (CARR-5), and whether every unit rolls every round (SIMP-COMB-3: no COMB-5 early stop; absent: the early stop)
   */
  combat?: { mayRetreat: boolean; orphanAircraftToIslands: boolean; everyUnitRolls?: boolean };
  /** "when the game is won": called after every capture (classic: OPT-10 immediate military victory) */
  afterCapture?(ctx: Ctx, place: string, capturer: string): void;
  /** legal-move hints when the rule set has its own `move` rules: every reach of the power's units (POST /v1/legal-actions) */
  reaches?(state: GameState, rs: Ruleset, power: string, unitIds?: readonly string[]): UnitReaches[];
  /** shared rule IDs the rule set cites under its own IDs, e.g. TURN-2 → SIMP-TURN-2 */
  citations?: Readonly<Record<string, string>>;
  /** action handlers whose rules are the rule set's own (movement, battles), by action type */
  actions?: { [T in ActionType]?: ActionHandler<T> };
}

export interface Ruleset {
  id: string;
  title: string;
  phases: readonly Phase[];
  board: Board;
  units: ReadonlyMap<string, UnitSpec>;
  powers: readonly PowerData[];
  setup: readonly SetupEntry[];
  options: readonly OptionSpec[];
  /** other spellings of unit types accepted in actions and positions → the rule set's own name (classic: armor, tanks → armour) */
  unitAliases?: Readonly<Record<string, string>>;
  /** where this rule set departs from Classic; absent = Classic throughout */
  hooks?: RulesetHooks;
}
