// Builds a GameState: the rule set's standard start (TURN-4) or a hand-written Position.
import { withNext } from "../turn/next.js";
import { canonicalPosition } from "../ruleset/aliases.js";
import type { GameState, Unit, Tech } from "../schema/state.js";
import { retiredOption, retiredPower, schemaVersionOf } from "./old-wire.js";
import type { Position } from "../schema/position.js";
import type { Ruleset } from "../ruleset/types.js";
import { areAllied, availableTypes, availableUnit, isFixture, missingOptionNote, spec } from "../queries.js";
import { deriveBattles } from "../combat/derive.js";
import { withSuggestions } from "../names/suggest.js";

export interface PositionProblem {
  path: string;
  message: string;
}

/** OPT-21: the bid of `power` (extra IPCs before round 1), 0 when none is given. */
export function bidOf(options: Readonly<Record<string, unknown>>, power: string): number {
  const v = options[`bid.${power}`];
  return typeof v === "number" ? v : 0;
}

/** Checks option keys, types, ranges, conflicts and dependencies (OPT-GEN-1); returns problems for a 400. */
export function checkOptions(rs: Ruleset, given: Readonly<Record<string, unknown>>): PositionProblem[] {
  // a retired option or value names the changelog entry instead of "unknown" (old-wire.ts)
  return rs.options.check(given, { id: rs.id, powers: rs.powers.map((p) => p.name) }).map((p) => {
    const key = p.path.slice("options.".length);
    const retired = p.path.startsWith("options.") ? retiredOption(rs, key, given[key]) : undefined;
    return retired ? { path: p.path, message: retired } : p;
  });
}

/** Options with every default filled in, so a state is self-describing (OPT-GEN-2). */
export const resolveOptions = (rs: Ruleset, given: Readonly<Record<string, unknown>>): Record<string, unknown> => rs.options.resolve(given);

function emptyState(rs: Ruleset, options: Record<string, unknown>): GameState {
  const territories: GameState["territories"] = {};
  for (const t of rs.board.territories.values()) territories[t.name] = { owner: t.originalOwner, units: [] };
  const powers: GameState["powers"] = {};
  for (const p of rs.powers) powers[p.name] = { ipcs: 0, techs: [], purchased: {} };
  const first = rs.powers[0];
  if (!first) throw new Error(`rule set ${rs.id} has no powers`);
  return {
    schemaVersion: schemaVersionOf(rs),
    ruleset: { id: rs.id, options: resolveOptions(rs, options) },
    // EUR-ECON-3: a rule set with an opening round starts in round 0
    turn: {
      round: rs.openingRound.length ? 0 : 1,
      power: rs.openingRound.length && rs.openingPowers ? rs.openingPowers[0]! : first.name, // PAC-TURN-5: round 0 is the British only
      phase: rs.phasesOfRound(rs.openingRound.length ? 0 : 1)[0]!,
    },
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
export function standardStart(base: Ruleset, options: Record<string, unknown> = {}): GameState {
  const rs = base.forOptions(options); // the record as these options shape it (board, phases)
  const state = emptyState(rs, options);
  // OPT-21: a bid adds to the starting treasury (standard start only: a position states its treasuries itself).
  for (const p of rs.powers) {
    state.powers[p.name]!.ipcs = rs.startingIpcs(p, state.ruleset.options) + bidOf(state.ruleset.options, p.name);
    if (p.treasuries) state.powers[p.name]!.treasuries = { ...p.treasuries }; // ECON-1: ipcs is their sum
  }
  for (const s of [...rs.setup, ...(rs.setupAdditions?.(state.ruleset.options) ?? [])]) {
    for (let i = 0; i < s.count; i++) {
      const u = newUnit(state, s.type, s.owner);
      if (s.chinese) u.chinese = true; // PAC-CHINA-6
      state.territories[s.place]!.units.push(u);
    }
  }
  for (const place of Object.keys(state.territories)) seatAtSea(rs, state, place);
  rs.startingDevelopments({ rs, state }); // OPT-5
  return withNext(rs, state);
}

/**
 * Puts a unit aboard the first carrier/transport in the list with room that may carry it (the rule set's
 * mayCarry): own vessels first, then allied ones.
 */
function board(rs: Ruleset, units: Unit[], cargo: Unit, vessels: Unit[]): boolean {
  const ordered = [...vessels.filter((v) => v.owner === cargo.owner), ...vessels.filter((v) => v.owner !== cargo.owner)];
  for (const v of ordered) {
    if (v.id === cargo.id) continue;
    if (
      rs.mayCarry(
        rs,
        v,
        cargo,
        units.filter((u) => u.aboard === v.id),
      )
    ) {
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
    if (spec(rs, u.type).domain === "sea" || u.aboard || u.onCap) continue; // PAC-CAP-1: a patrol boards nothing
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
  const aloft = rs.phase(state.turn.phase).aircraftAloft;
  // Planes that fought and still have to land: Classic noncombat move, simplified phase 3 (SIMP-AIR-4).
  if (aloft === "landing") return true;
  // Planes ending among enemy units attack: Classic combat, simplified phase 1/2 (SIMP-AIR-2).
  return aloft === "attacking" && state.territories[place]!.units.some((e) => !areAllied(rs, e.owner, u.owner));
}

/** Builds a full GameState from a Position, or lists every impossibility (each a 400 naming the place). */
export function fromPosition(
  base: Ruleset,
  given: Position,
  options: Record<string, unknown> = {},
): { state: GameState } | { problems: PositionProblem[] } {
  const rs = base.forOptions(options); // the record as these options shape it (board, phases)
  const position = canonicalPosition(rs, given); // e.g. classic `armor`/`tanks` → `armour`
  const state = emptyState(rs, options);
  const problems: PositionProblem[] = [];
  const powers = new Set(rs.powers.map((p) => p.name));
  const knownPower = (p: string, path: string) => {
    if (!powers.has(p))
      problems.push({
        path,
        message:
          retiredPower(rs, p) ?? withSuggestions(`unknown power "${p}"; the powers of ${rs.id} are ${[...powers].join(", ")}`, p, powers),
      });
    return powers.has(p);
  };
  const knownType = (type: string, path: string) => {
    // OPT-19: artillery and destroyers exist only with useDestroyersAndArtillery.
    const known = availableUnit(rs, state.ruleset.options, type) !== undefined;
    if (!known)
      problems.push({
        path,
        message: withSuggestions(
          `unknown unit type "${type}" in rule set ${rs.id}${missingOptionNote(rs, type)} (PURCH-1); known: ${availableTypes(rs, state.ruleset.options).join(", ")}`,
          type,
          availableTypes(rs, state.ruleset.options),
        ),
      });
    return known;
  };

  state.turn.round = position.round;
  if (position.round === 0 && rs.openingRound.length === 0)
    problems.push({ path: "position.round", message: `${rs.id} has no opening round: rounds start at 1` });
  if (position.phase === undefined) state.turn.phase = rs.phasesOfRound(position.round)[0]!;
  else if (rs.phases.includes(position.phase) && !rs.phasesOfRound(position.round).includes(position.phase))
    problems.push({
      path: "position.phase",
      message: `phase "${position.phase}" is not played in round ${position.round} of ${rs.id}: ${rs.phasesOfRound(position.round).join(", ")}`,
    });
  if (position.power !== undefined && knownPower(position.power, "position.power")) state.turn.power = position.power;
  if (position.phase !== undefined) {
    if (rs.phases.includes(position.phase)) state.turn.phase = position.phase;
    else
      problems.push({ path: "position.phase", message: `phase "${position.phase}" is not a phase of ${rs.id}: ${rs.phases.join(", ")}` });
  }
  for (const [p, n] of Object.entries(position.ipcs)) if (knownPower(p, `position.ipcs.${p}`)) state.powers[p]!.ipcs = n;
  problems.push(...positionTreasuries(rs, state, position));
  for (const [p, techs] of Object.entries(position.techs))
    if (knownPower(p, `position.techs.${p}`)) state.powers[p]!.techs = [...new Set(techs)] as Tech[];

  for (const [place, entry] of Object.entries(position.territories)) {
    const path = `position.territories.${place}`;
    const data = rs.board.territories.get(place);
    if (!data) {
      problems.push({
        path,
        message: withSuggestions(`unknown place "${place}" in rule set ${rs.id}`, place, rs.board.territories.keys()),
      });
      continue;
    }
    const target = state.territories[place]!;
    if (entry.owner !== undefined) {
      // EUR-CONV-1: a sea zone with an original owner (a convoy zone) is controlled; others have no owner.
      if (data.kind === "sea" && entry.owner !== null && data.originalOwner === null)
        problems.push({ path: `${path}.owner`, message: `${place} is a sea zone: sea zones have no owner (CAPT-8)` });
      else if (entry.owner === null && !data.neutral && data.originalOwner !== null)
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
      if (data.kind === "sea" && (isFixture(s) || s.isAA)) {
        problems.push({ path: upath, message: `${e.type} cannot stand in the sea zone ${place}` });
        return;
      }
      if (e.submerged && !(s.isSubmarine && data.kind === "sea" && rs.combat.resurfaceStep)) {
        problems.push({
          path: `${upath}.submerged`,
          message: rs.combat.resurfaceStep
            ? `only a submarine at sea can be submerged; ${e.type} in ${place} cannot (EUR-SUB-7)`
            : `submarines of ${rs.id} never stay submerged: they withdraw (SUB-5)`,
        });
        return;
      }
      if (e.onCap && (data.kind !== "sea" || s.domain !== "air" || s.carrierCost === null || e.cargo || !rs.movement?.combatAirPatrol)) {
        problems.push({
          path: `${upath}.onCap`,
          message: `only fighters in a sea zone fly Combat Air Patrols, in a rule set that has them (PAC-CAP-1): ${e.type} in ${place}`,
        });
        return;
      }
      const vessels: Unit[] = [];
      for (let k = 0; k < (e.count ?? 1); k++) {
        const u = newUnit(state, e.type, e.owner);
        if (e.chinese) u.chinese = true; // PAC-CHINA-6
        if (e.submerged) u.submerged = true; // EUR-SUB-7/8, PAC-COMB-3
        if (e.onCap) u.onCap = true; // PAC-CAP-1: on patrol, aboard nothing
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
  // PAC-CHINA-6: land the position names as China's or not; the rule set's defaults fill in the rest (a false is kept
  // only until then: the wire leaves it out)
  for (const [place, entry] of Object.entries(position.territories))
    if (entry.chinese !== undefined && state.territories[place]) state.territories[place]!.chinese = entry.chinese;
  rs.startingDevelopments({ rs, state }); // OPT-5
  for (const t of Object.values(state.territories)) if (t.chinese === false) delete t.chinese;
  // A position in the combat phase: its battles are where the acting power's units meet the enemy (combat/derive.ts).
  if (!problems.length && rs.phase(state.turn.phase).fightsBattles) state.pending.battles = deriveBattles(rs, state);
  return problems.length ? { problems } : { state: withNext(rs, state) };
}

/**
 * ECON-1 for a power with several treasuries (the record's PowerData.treasuries): a position names each one
 * (`position.treasuries`, absent ones hold 0) and the power's `ipcs` is their sum.
 */
function positionTreasuries(rs: Ruleset, state: GameState, position: Position): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const [p, named] of Object.entries(position.treasuries ?? {})) {
    const keys = rs.powers.find((x) => x.name === p)?.treasuries;
    if (!keys) problems.push({ path: `position.treasuries.${p}`, message: `${p} is no power of ${rs.id} with several treasuries` });
    else
      for (const k of Object.keys(named))
        if (!(k in keys))
          problems.push({
            path: `position.treasuries.${p}.${k}`,
            message: `${k} is not a treasury of the ${p}: ${Object.keys(keys).join(", ")}`,
          });
  }
  for (const power of rs.powers) {
    if (!power.treasuries) continue;
    const named = position.treasuries?.[power.name] ?? {};
    const t = Object.fromEntries(Object.keys(power.treasuries).map((k) => [k, named[k] ?? 0]));
    const sum = Object.values(t).reduce((a, x) => a + x, 0);
    const ipcs = position.ipcs[power.name];
    if (ipcs !== undefined && ipcs !== sum)
      problems.push({
        path: `position.ipcs.${power.name}`,
        message: `the ${power.name} keep several treasuries (${Object.keys(t).join(", ")}): their ipcs (${ipcs}) must be the sum of position.treasuries.${power.name} (${sum})`,
      });
    state.powers[power.name]!.treasuries = t;
    state.powers[power.name]!.ipcs = sum;
  }
  return problems;
}
