// A rule set = board data + unit table + phases + options + small named hooks.
// The engine takes every difference between rule sets from here, never from a copy of itself.
import type { Phase } from "../schema/state.js";

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

export interface EdgeData { a: string; b: string; kind: string; wraps: boolean; canal?: string }
export interface CanalData { name: string; seaZones: string[]; controlledBy: string[] }

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
}

export interface PowerData { name: string; turnOrder: number; alliance: string; capital: string; startingIpcs: number }
export interface SetupEntry { place: string; owner: string; type: string; count: number }

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

export interface Ruleset {
  id: string;
  title: string;
  phases: readonly Phase[];
  board: Board;
  units: ReadonlyMap<string, UnitSpec>;
  powers: readonly PowerData[];
  setup: readonly SetupEntry[];
  options: readonly OptionSpec[];
}
