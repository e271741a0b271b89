// Read-only questions about a state that every part of the engine asks.
import type { GameState, Unit, Tech } from "./schema/state.js";
import type { Ruleset, SpaceFlag, UnitSpec, TerritoryData, View } from "./ruleset/types.js";
import type { EngineOptions } from "./engine/options.js";

export function territoryData(rs: Ruleset, place: string): TerritoryData | undefined {
  return rs.board.territories.get(place);
}
export const isSea = (rs: Ruleset, place: string): boolean => rs.board.territories.get(place)?.kind === "sea";
export const isLand = (rs: Ruleset, place: string): boolean => rs.board.territories.get(place)?.kind === "land";
export const areAdjacent = (rs: Ruleset, a: string, b: string): boolean => rs.board.adjacency.get(a)?.has(b) ?? false;

export function spec(rs: Ruleset, type: string): UnitSpec {
  const s = rs.units.get(type);
  if (!s) throw new Error(`unit type ${type} is not in rule set ${rs.id}`);
  return s;
}

/** Stands in its territory for good: a factory or infrastructure (PAC-MOVE-5) never moves, fights or is a casualty. */
export const isFixture = (s: UnitSpec): boolean => s.isFactory || s.infrastructure === true;

/** A warship or submarine: a sea unit that is not a transport (a destroyer that carries cargo still fights: PAC-TRANS-2). */
export const isWarship = (s: UnitSpec): boolean => s.domain === "sea" && (s.transportCapacity === 0 || (s.attack ?? 0) > 0);

/** OPT-19: the unit type if this game's options make it exist (artillery, destroyer need useDestroyersAndArtillery), else undefined. */
export function availableUnit(rs: Ruleset, options: Readonly<Record<string, unknown>>, type: string): UnitSpec | undefined {
  const s = rs.units.get(type);
  return s && enabledBy(rs, options, s) ? s : undefined;
}

/** The unit table names the engine switch a unit type needs (OPT-19), if any. */
const enabledBy = (rs: Ruleset, options: Readonly<Record<string, unknown>>, s: UnitSpec): boolean =>
  s.option === undefined || rs.engineOptions(options)[s.option as keyof EngineOptions] === true;

/** OPT-19: why a type of the rule set's table is missing from this game — " without option <key> (OPT-19)" — or "" for a type the table lacks. */
export function missingOptionNote(rs: Ruleset, type: string): string {
  const option = rs.units.get(type)?.option;
  return option === undefined ? "" : ` without option ${option} (OPT-19)`;
}

/** OPT-19: the unit types that exist in this game (PURCH-1), in table order. */
export const availableTypes = (rs: Ruleset, options: Readonly<Record<string, unknown>>): string[] =>
  [...rs.units.values()].filter((s) => enabledBy(rs, options, s)).map((s) => s.type);

export function allianceOf(rs: Ruleset, power: string): string | undefined {
  return rs.powers.find((p) => p.name === power)?.alliance;
}
/** Same alliance (a power is its own ally). */
export function areAllied(rs: Ruleset, a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  return a === b || (allianceOf(rs, a) !== undefined && allianceOf(rs, a) === allianceOf(rs, b));
}
/** Enemies: both powers, of different alliances. Neutrals (null) are nobody's enemy. */
export function areEnemies(rs: Ruleset, a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const x = allianceOf(rs, a),
    y = allianceOf(rs, b);
  return x !== undefined && y !== undefined && x !== y;
}

export function hasTech(state: GameState, power: string, tech: Tech): boolean {
  return state.powers[power]?.techs.includes(tech) ?? false;
}

/** Controller of a place at the start of the current turn (CANAL-4, AIR-5, PLACE-2). */
export function ownerAtTurnStart(state: GameState, place: string): string | null {
  const conquered = state.thisTurn.conquered;
  return place in conquered ? (conquered[place] ?? null) : (state.territories[place]?.owner ?? null);
}
export const conqueredThisTurn = (state: GameState, place: string): boolean => place in state.thisTurn.conquered;

/** An unviolated neutral: a neutral of the board that nobody controls (NEUT-1, NEUT-5). */
export function isUnviolatedNeutral(rs: Ruleset, state: GameState, place: string): boolean {
  return rs.board.territories.get(place)?.neutral === true && (state.territories[place]?.owner ?? null) === null;
}

export function unitsAt(state: GameState, place: string): Unit[] {
  return state.territories[place]?.units ?? [];
}

/** Carrier room taken on `carrierId` by the units aboard it among `units` (CARR-1: each fighter's carrierCost). */
export function carrierRoomUsed(rs: Ruleset, units: readonly Unit[], carrierId: string): number {
  return units.filter((u) => u.aboard === carrierId).reduce((n, u) => n + (spec(rs, u.type).carrierCost ?? 0), 0);
}

export function findUnit(state: GameState, id: string): { place: string; unit: Unit } | undefined {
  for (const [place, t] of Object.entries(state.territories)) {
    const unit = t.units.find((u) => u.id === id);
    if (unit) return { place, unit };
  }
  return undefined;
}

/** National production level: the IPC values of the land the power controls (ECON-4). */
export function npl(rs: Ruleset, state: GameState, power: string): number {
  const formerNeutral = rs.engineOptions(state.ruleset.options).erNeutrals ? 1 : 0; // ER-NEUT-6 (else NEUT-6: 0)
  let total = 0;
  for (const [place, t] of Object.entries(state.territories)) {
    if (t.owner !== power) continue;
    const data = rs.board.territories.get(place);
    total += data?.neutral ? formerNeutral : (data?.ipc ?? 0);
  }
  return total;
}

export function capitalOf(rs: Ruleset, power: string): string | undefined {
  return rs.powers.find((p) => p.name === power)?.capital;
}
/** True when the power's capital is controlled by an enemy (INC-2, CAPT-3). */
export function capitalLost(rs: Ruleset, state: GameState, power: string): boolean {
  const capital = capitalOf(rs, power);
  return capital !== undefined && areEnemies(rs, power, state.territories[capital]?.owner ?? null);
}

/** Price of a unit for a power: industrial technology takes 1 IPC off (TECH-7). */
export function unitCost(rs: Ruleset, state: GameState, power: string, type: string): number {
  return priceWith(spec(rs, type), state.powers[power]?.techs ?? []);
}

/** TECH-7: the price of a unit type for an owner of `techs` (the odds calculator's IPC losses use it too). */
export function priceWith(s: UnitSpec, techs: readonly Tech[]): number {
  return techs.includes("industrialTechnology") ? s.costWithIndustrialTechnology : s.cost;
}

export const powerNames = (rs: Ruleset): string[] => rs.powers.map((p) => p.name);

/** Whether a rule the record declares as a SpaceFlag holds in `place`. */
export function flagAt(flag: SpaceFlag | undefined, view: Pick<View, "rs" | "state">, place: string): boolean {
  return typeof flag === "function" ? flag(view, place) : flag === true;
}
