// Builds a GameState: the rule set's standard start (TURN-4) or a hand-written Position.
import { canonicalPosition } from "../ruleset/aliases.js";
import { SCHEMA_VERSION, type GameState, type Unit, type Tech } from "../schema/state.js";
import type { Position } from "../schema/position.js";
import type { OptionSpec, Ruleset } from "../ruleset/types.js";
import { areAllied, availableTypes, availableUnit, missingOptionNote, spec } from "../queries.js";
import { deriveBattles } from "../combat/derive.js";
import { grantStartingDevelopments } from "../economy/developments.js";

export interface PositionProblem {
  path: string;
  message: string;
}

/** Options with every default filled in, so a state is self-describing (OPT-GEN-2). */
export function resolveOptions(rs: Ruleset, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.fromEntries(
    rs.options.filter((o) => !isPatternKey(o.key)).map((o) => [o.key, given[o.key] !== undefined ? given[o.key] : o.default]),
  );
  // OPT-21: per-power keys such as `bid.Germans` are kept only when given (absent = the pattern's default).
  for (const [key, value] of Object.entries(given)) if (value !== undefined && perPowerSpec(rs, key)) out[key] = value;
  return out;
}

/** A documented key pattern such as `bid.<power>` (OPT-21), not a key itself. */
const isPatternKey = (key: string): boolean => key.endsWith(".<power>");

/** The `<prefix>.<power>` option spec a key like `bid.Germans` belongs to (OPT-21), whatever the power. */
function perPowerSpec(rs: Ruleset, key: string): OptionSpec | undefined {
  const dot = key.indexOf(".");
  if (dot <= 0) return undefined;
  return rs.options.find((o) => o.key === `${key.slice(0, dot)}.<power>`);
}

/** OPT-21: the bid of `power` (extra IPCs before round 1), 0 when none is given. */
export function bidOf(options: Record<string, unknown>, power: string): number {
  const v = options[`bid.${power}`];
  return typeof v === "number" ? v : 0;
}

/** Checks option keys, types and ranges (OPT-GEN-1); returns problems for a 400. */
export function checkOptions(rs: Ruleset, given: Record<string, unknown>): PositionProblem[] {
  const problems: PositionProblem[] = [];
  for (const [key, value] of Object.entries(given)) {
    const path = `options.${key}`;
    const perPower = isPatternKey(key) ? undefined : perPowerSpec(rs, key);
    if (perPower) {
      // OPT-21: `bid.<power>` names a power of the rule set and is a whole number of IPCs ≥ 0.
      const power = key.slice(key.indexOf(".") + 1);
      if (!rs.powers.some((p) => p.name === power))
        problems.push({
          path,
          message: `option "${key}": "${power}" is not a power of rule set ${rs.id} (${rs.powers.map((p) => p.name).join(", ")}) (OPT-GEN-1, ${perPower.rule})`,
        });
      else if (!(typeof value === "number" && Number.isInteger(value) && value >= 0))
        problems.push({ path, message: `option "${key}" must be a whole number of IPCs ≥ 0 (OPT-GEN-1, ${perPower.rule})` });
      continue;
    }
    const o = isPatternKey(key) ? undefined : rs.options.find((x) => x.key === key);
    if (!o) {
      problems.push({
        path,
        message: `unknown option "${key}" for rule set ${rs.id} (OPT-GEN-1); known: ${rs.options.map((x) => x.key).join(", ")}`,
      });
      continue;
    }
    const ok =
      o.type === "boolean"
        ? typeof value === "boolean"
        : o.type === "number"
          ? typeof value === "number" && Number.isFinite(value) && value >= 0
          : o.type === "numberOrNull"
            ? value === null || (typeof value === "number" && Number.isFinite(value) && value >= 0)
            : typeof value === "string" && (!o.values || o.values.includes(value));
    if (!ok)
      problems.push({
        path,
        message: `option "${key}" must be ${o.type === "string" && o.values ? `one of ${o.values.join(", ")}` : `a ${o.type}`} (OPT-GEN-1)`,
      });
  }
  return problems;
}

function emptyState(rs: Ruleset, options: Record<string, unknown>): GameState {
  const territories: GameState["territories"] = {};
  for (const t of rs.board.territories.values()) territories[t.name] = { owner: t.originalOwner, units: [] };
  const powers: GameState["powers"] = {};
  for (const p of rs.powers) powers[p.name] = { ipcs: 0, techs: [], purchased: {} };
  const first = rs.powers[0];
  if (!first) throw new Error(`rule set ${rs.id} has no powers`);
  return {
    schemaVersion: SCHEMA_VERSION,
    ruleset: { id: rs.id, options: resolveOptions(rs, options) },
    turn: { round: 1, power: first.name, phase: rs.phases[0]! },
    powers,
    territories,
    pending: { battles: [], decision: null },
    winner: null,
    thisTurn: { conquered: {}, battlesFought: [], rocketsFired: [], placed: {} },
    nextUnitId: 1,
    lastDiceReceipt: null,
  };
}

export function newUnit(state: GameState, type: string, owner: string): Unit {
  return { id: `u${state.nextUnitId++}`, type, owner };
}

/** TURN-4: the standard start — setup units, original owners, starting treasuries, round 1, first power. */
export function standardStart(rs: Ruleset, options: Record<string, unknown> = {}): GameState {
  const state = emptyState(rs, options);
  // OPT-21: a bid adds to the starting treasury (standard start only: a position states its treasuries itself).
  for (const p of rs.powers)
    state.powers[p.name]!.ipcs =
      (rs.hooks?.startingIpcs?.(p, state.ruleset.options) ?? p.startingIpcs) + bidOf(state.ruleset.options, p.name);
  for (const s of rs.setup) {
    for (let i = 0; i < s.count; i++) state.territories[s.place]!.units.push(newUnit(state, s.type, s.owner));
  }
  for (const place of Object.keys(state.territories)) seatAtSea(rs, state, place);
  grantStartingDevelopments(state); // OPT-5
  return state;
}

/** Capacity a unit takes aboard a carrier (fighters) or transport (land units), or null if it can't board. */
function boardingCost(rs: Ruleset, carrier: Unit, cargo: Unit): number | null {
  const c = spec(rs, carrier.type),
    u = spec(rs, cargo.type);
  if (c.transportCapacity > 0 && u.domain === "land" && u.transportCost !== null) return u.transportCost; // TRANS-1
  if (c.carrierCapacity > 0 && u.carrierCost !== null) return u.carrierCost; // CARR-1
  return null;
}
function used(rs: Ruleset, units: Unit[], carrier: Unit): number {
  return units.filter((u) => u.aboard === carrier.id).reduce((n, u) => n + (boardingCost(rs, carrier, u) ?? 0), 0);
}
function capacity(rs: Ruleset, carrier: Unit): number {
  const c = spec(rs, carrier.type);
  return c.transportCapacity + c.carrierCapacity;
}

/**
 * Puts a unit aboard the first carrier/transport in the list with room that may carry it:
 * own vessels first, then allied ones; never two powers' cargo on one transport (TRANS-11).
 */
function board(rs: Ruleset, units: Unit[], cargo: Unit, vessels: Unit[]): boolean {
  const ordered = [...vessels.filter((v) => v.owner === cargo.owner), ...vessels.filter((v) => v.owner !== cargo.owner)];
  for (const v of ordered) {
    const mayCarry = rs.hooks?.mayCarry; // the rule set's "what may carry what", if it has its own
    if (mayCarry) {
      if (
        v.id !== cargo.id &&
        mayCarry(
          rs,
          v,
          cargo,
          units.filter((u) => u.aboard === v.id),
        )
      ) {
        cargo.aboard = v.id;
        return true;
      }
      continue;
    }
    const cost = boardingCost(rs, v, cargo);
    if (cost === null || !areAllied(rs, v.owner, cargo.owner)) continue;
    if (spec(rs, v.type).transportCapacity > 0 && units.some((u) => u.aboard === v.id && u.owner !== cargo.owner)) continue;
    if (used(rs, units, v) + cost <= capacity(rs, v)) {
      cargo.aboard = v.id;
      return true;
    }
  }
  return false;
}

/** Seats aircraft and land units standing in a sea zone aboard carriers/transports there; returns those left over. */
function seatAtSea(rs: Ruleset, state: GameState, place: string): Unit[] {
  const t = rs.board.territories.get(place);
  const units = state.territories[place]!.units;
  if (t?.kind !== "sea") return [];
  const vessels = units.filter((u) => spec(rs, u.type).domain === "sea");
  const stranded: Unit[] = [];
  for (const u of units) {
    if (spec(rs, u.type).domain === "sea" || u.aboard) continue;
    if (!board(rs, units, u, vessels)) stranded.push(u);
  }
  return stranded;
}

/**
 * The acting power's aircraft in flight: over a sea zone it attacks (combat phase, AIR-3), or still
 * over the sea after its battles in the non-combat move, where it must fly on to land (AIR-5).
 */
function attackingAircraftAtSea(rs: Ruleset, state: GameState, place: string, u: Unit): boolean {
  if (u.owner !== state.turn.power || spec(rs, u.type).domain !== "air") return false;
  // Planes that fought and still have to land: Classic noncombat move, simplified phase 3 (SIMP-AIR-4).
  if (state.turn.phase === "noncombatMove" || state.turn.phase === "landPlanes") return true;
  // Planes ending among enemy units attack: Classic combat, simplified phase 1/2 (SIMP-AIR-2).
  return (
    (state.turn.phase === "combat" || state.turn.phase === "movement") &&
    state.territories[place]!.units.some((e) => !areAllied(rs, e.owner, u.owner))
  );
}

/** Builds a full GameState from a Position, or lists every impossibility (each a 400 naming the place). */
export function fromPosition(
  rs: Ruleset,
  given: Position,
  options: Record<string, unknown> = {},
): { state: GameState } | { problems: PositionProblem[] } {
  const position = canonicalPosition(rs, given); // e.g. classic `armor`/`tanks` → `armour`
  const state = emptyState(rs, options);
  const problems: PositionProblem[] = [];
  const powers = new Set(rs.powers.map((p) => p.name));
  const knownPower = (p: string, path: string) => {
    if (!powers.has(p)) problems.push({ path, message: `unknown power "${p}"; the powers of ${rs.id} are ${[...powers].join(", ")}` });
    return powers.has(p);
  };
  const knownType = (type: string, path: string) => {
    // OPT-19: artillery and destroyers exist only with useDestroyersAndArtillery.
    const known = availableUnit(rs, state.ruleset.options, type) !== undefined;
    if (!known)
      problems.push({
        path,
        message: `unknown unit type "${type}" in rule set ${rs.id}${missingOptionNote(rs, type)} (PURCH-1); known: ${availableTypes(rs, state.ruleset.options).join(", ")}`,
      });
    return known;
  };

  state.turn.round = position.round;
  if (position.power !== undefined && knownPower(position.power, "position.power")) state.turn.power = position.power;
  if (position.phase !== undefined) {
    if (rs.phases.includes(position.phase)) state.turn.phase = position.phase;
    else
      problems.push({ path: "position.phase", message: `phase "${position.phase}" is not a phase of ${rs.id}: ${rs.phases.join(", ")}` });
  }
  for (const [p, n] of Object.entries(position.ipcs)) if (knownPower(p, `position.ipcs.${p}`)) state.powers[p]!.ipcs = n;
  for (const [p, techs] of Object.entries(position.techs))
    if (knownPower(p, `position.techs.${p}`)) state.powers[p]!.techs = [...new Set(techs)] as Tech[];

  for (const [place, entry] of Object.entries(position.territories)) {
    const path = `position.territories.${place}`;
    const data = rs.board.territories.get(place);
    if (!data) {
      problems.push({ path, message: `unknown place "${place}" in rule set ${rs.id}` });
      continue;
    }
    const target = state.territories[place]!;
    if (entry.owner !== undefined) {
      if (data.kind === "sea" && entry.owner !== null)
        problems.push({ path: `${path}.owner`, message: `${place} is a sea zone: sea zones have no owner (CAPT-8)` });
      else if (entry.owner === null && !data.neutral && data.kind === "land")
        problems.push({ path: `${path}.owner`, message: `${place} is not a neutral: only neutrals may be unheld` });
      else if (entry.owner === null || knownPower(entry.owner, `${path}.owner`)) target.owner = entry.owner;
    }
    entry.units.forEach((e, i) => {
      const upath = `${path}.units[${i}]`;
      if (!knownPower(e.owner, `${upath}.owner`) || !knownType(e.type, `${upath}.type`)) return;
      const s = spec(rs, e.type);
      if (s.domain === "sea" && data.kind === "land") {
        problems.push({ path: upath, message: `${e.type} is a ship and ${place} is land: ships only at sea (SEA-4)` });
        return;
      }
      if (data.kind === "sea" && (s.isFactory || s.isAA)) {
        problems.push({ path: upath, message: `${e.type} cannot stand in the sea zone ${place}` });
        return;
      }
      const vessels: Unit[] = [];
      for (let k = 0; k < (e.count ?? 1); k++) {
        const u = newUnit(state, e.type, e.owner);
        target.units.push(u);
        vessels.push(u);
      }
      (e.cargo ?? []).forEach((c, j) => {
        const cpath = `${upath}.cargo[${j}]`;
        if (!knownPower(c.owner, `${cpath}.owner`) || !knownType(c.type, `${cpath}.type`)) return;
        if (data.kind !== "sea") {
          problems.push({ path: cpath, message: `cargo is only carried at sea; ${place} is land` });
          return;
        }
        // Each transport or carrier of the entry carries this cargo (schema: position.ts).
        for (const vessel of vessels) {
          for (let k = 0; k < (c.count ?? 1); k++) {
            const u = newUnit(state, c.type, c.owner);
            target.units.push(u);
            if (!board(rs, target.units, u, [vessel])) {
              problems.push({
                path: cpath,
                message: `${c.owner} ${c.type} does not fit aboard ${e.owner} ${e.type} in ${place}: over capacity or not carriable (TRANS-1, TRANS-11, CARR-1)`,
              });
              return;
            }
          }
        }
      });
    });
    if (data.kind === "land") {
      const aa = target.units.filter((u) => spec(rs, u.type).isAA).length;
      if (aa > 1) problems.push({ path, message: `${place} holds ${aa} aaGuns: at most one per territory (AA-2)` });
      const factories = target.units.filter((u) => spec(rs, u.type).isFactory).length;
      if (factories > 1) problems.push({ path, message: `${place} holds ${factories} factories: at most one per territory (PLACE-5)` });
    }
  }
  // Units standing in a sea zone that are not ships: fighters go aboard carriers, land units aboard
  // transports, if there is room; anything left over is impossible (TRANS, CARR-1, AIR-8).
  for (const place of Object.keys(position.territories)) {
    if (!rs.board.territories.has(place)) continue;
    for (const u of seatAtSea(rs, state, place)) {
      if (attackingAircraftAtSea(rs, state, place, u)) continue;
      const kind =
        spec(rs, u.type).domain === "air"
          ? "aircraft at sea without a friendly carrier with room (CARR-1, AIR-8)"
          : "land units at sea without a transport with room (LAND-6, TRANS-1)";
      problems.push({ path: `position.territories.${place}`, message: `${u.owner} ${u.type} in ${place}: ${kind}` });
    }
  }
  grantStartingDevelopments(state); // OPT-5
  // A position in the combat phase: its battles are where the acting power's units meet the enemy (combat/derive.ts).
  if (!problems.length && state.turn.phase === "combat") state.pending.battles = deriveBattles(rs, state);
  return problems.length ? { problems } : { state };
}
