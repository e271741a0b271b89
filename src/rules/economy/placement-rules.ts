// PLACE — where new units may go (action 5): factories held since the start of the turn, their limits,
// ships into adjacent sea zones, new factories, one aaGun per territory.
import type { Ctx } from "../engine/context.js";
import { opts, violation } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import type { GameState, UnitCounts } from "../schema/state.js";
import type { PlacementCheck, Ruleset } from "../ruleset/types.js";
import { areEnemies, availableTypes, availableUnit, conqueredThisTurn, missingOptionNote, spec, unitsAt } from "../queries.js";
import { carrierProduction, carrierRoom, newFighterNeed, newFightersAtSea } from "./carrier-production.js";
import { withSuggestions } from "../names/suggest.js";

/** The power has controlled the land territory since the start of its turn (PLACE-2, PLACE-5). */
export function heldSinceTurnStart(state: GameState, power: string, place: string): boolean {
  return state.territories[place]?.owner === power && !conqueredThisTurn(state, place);
}

/** PLACE-2: a factory that may produce now — held since the start of the turn, not one placed this turn (PLACE-5). */
export function producingFactory(rs: Ruleset, state: GameState, power: string, place: string): boolean {
  return heldSinceTurnStart(state, power, place) && unitsAt(state, place).some((u) => spec(rs, u.type).isFactory && !u.placedThisTurn);
}

/**
 * PLACE-4: units a factory may place per turn. Unlimited at an `original_factory` for its original owner;
 * 1 in a former neutral (NEUT-6); otherwise the territory's IPC value. Developer decision DEC-6 (board.md D-7): a factory
 * on an owned 0-IPC territory also places 1, as DAAK rules for former neutrals (value 0 as well).
 */
export function productionLimit(view: Pick<Ctx, "rs" | "state">, power: string, place: string): number {
  const data = view.rs.board.territories.get(place);
  if (!data) return 0;
  // ER-IC-3 (limitedFactories): original complexes are limited by their territory's value too
  if (data.originalFactory && data.originalOwner === power && !opts(view).limitedFactories) return Infinity;
  if (data.neutral) return 1; // NEUT-6
  return Math.max(1, data.ipc);
}

/** ER-IC-3: the violation naming the option when a complex's value limits it. */
const limitedFactory = (view: Pick<Ctx, "rs" | "state">, at: string): Violation =>
  violation(
    "ER-IC-3",
    `option limitedFactories: every complex places at most its territory's IPC value per turn (${at}: ${view.rs.board.territories.get(at)?.ipc ?? 0})`,
    "action.units",
  );

/** PLACE-4: what the factory may still place this turn (units placed there and ships placed from it count). */
export function remainingCapacity(ctx: Pick<Ctx, "rs" | "state">, power: string, factory: string): number {
  return productionLimit(ctx, power, factory) - (ctx.state.thisTurn.placed[factory] ?? 0);
}

/** PLACE-3: the producing factories on the coasts of a sea zone, in board order. */
export function factoriesServing(rs: Ruleset, state: GameState, power: string, seaZone: string): string[] {
  const data = rs.board.territories.get(seaZone);
  return (data?.neighbours ?? []).filter((n) => rs.board.territories.get(n)?.kind === "land" && producingFactory(rs, state, power, n));
}

const describe = (counts: UnitCounts): string =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${t}`)
    .join(", ");

/** Every rule a placement of `units` at `at` by `power` breaks, and the factory it draws on. Never mutates. */
export function checkPlacement(
  ctx: Pick<Ctx, "rs" | "state">,
  power: string,
  at: string,
  units: UnitCounts,
  factoryHint?: string,
): PlacementCheck {
  const { rs, state } = ctx;
  const out: Violation[] = [];
  const data = rs.board.territories.get(at);
  if (!data)
    return {
      violations: [
        violation("PLACE-2", withSuggestions(`unknown place "${at}" in rule set ${rs.id}`, at, rs.board.territories.keys()), "action.at"),
      ],
    };
  const waiting = state.powers[power]?.purchased ?? {};
  let factories = 0,
    ships = 0,
    others = 0,
    aaGuns = 0,
    fighters = 0;
  for (const [type, count] of Object.entries(units)) {
    if (count <= 0) continue;
    const s = availableUnit(rs, state.ruleset.options, type); // OPT-19: artillery/destroyer only with the option
    if (!s) {
      out.push(
        violation(
          "PURCH-1",
          withSuggestions(
            `${type} is not a unit of rule set ${rs.id}${missingOptionNote(rs, type)}; units: ${availableTypes(rs, state.ruleset.options).join(", ")}`,
            type,
            availableTypes(rs, state.ruleset.options),
          ),
          `action.units.${type}`,
        ),
      );
      continue;
    }
    if (count > (waiting[type] ?? 0)) {
      out.push(
        violation(
          "PLACE-1",
          `${power} has ${waiting[type] ?? 0} ${type} waiting for placement, not ${count}: only units bought this turn are placed (PURCH-3)`,
          `action.units.${type}`,
        ),
      );
    }
    if (s.isFactory) factories += count;
    else if (s.domain === "sea") ships += count;
    else {
      others += count;
      if (s.isAA) aaGuns += count;
    }
    if (data.kind === "sea" && s.domain !== "sea") {
      if (s.isFactory)
        out.push(violation("PLACE-5", `a factory goes on a land territory, not into the sea zone ${at}`, `action.units.${type}`));
      else if (s.domain === "air" && s.carrierCost !== null && newFightersAtSea(ctx, type))
        fighters += count; // OPT-23 relaxes CARR-8
      else if (s.domain === "air" && s.carrierCost !== null) {
        out.push(violation("PLACE-6", `new ${type}s are placed on land only, not in the sea zone ${at}`, `action.units.${type}`));
        out.push(violation("CARR-8", `no new ${type} goes onto a carrier (${at}), not even one placed this turn`, `action.units.${type}`));
      } else if (s.domain === "air") {
        out.push(violation("PLACE-2", `${type}s are placed at a factory on land, not in the sea zone ${at}`, `action.units.${type}`));
        out.push(violation("AIR-8", `a ${type} never ends a turn in a sea zone (${at})`, `action.units.${type}`));
      } else
        out.push(
          violation(
            "PLACE-2",
            `${type} is a land unit: it goes into a territory with a factory, not into the sea zone ${at}`,
            `action.units.${type}`,
          ),
        );
    }
    if (data.kind === "land" && s.domain === "sea") {
      out.push(
        violation(
          "PLACE-3",
          `${type} is a ship: it goes into a sea zone adjacent to a factory, not onto the land territory ${at}`,
          `action.units.${type}`,
        ),
      );
    }
  }
  if (factories + ships + others === 0 && out.length === 0) {
    out.push(violation("PLACE-1", `the placement at ${at} names no unit`, "action.units"));
  }
  return data.kind === "land"
    ? placeOnLand(ctx, power, at, { factories, others, aaGuns }, out)
    : placeAtSea(ctx, power, at, ships, out, factoryHint, units, fighters);
}

function placeOnLand(
  ctx: Pick<Ctx, "rs" | "state">,
  power: string,
  at: string,
  n: { factories: number; others: number; aaGuns: number },
  out: Violation[],
): PlacementCheck {
  const { rs, state } = ctx;
  const held = heldSinceTurnStart(state, power, at);
  const existing = unitsAt(state, at);
  if (n.factories > 0) {
    // PLACE-5: one factory per territory, on land held since the start of the turn.
    if (!held)
      out.push(violation("PLACE-5", `${power} has not controlled ${at} since the start of its turn: no new factory there`, "action.at"));
    if (n.factories > 1)
      out.push(violation("PLACE-5", `at most one factory per territory: ${n.factories} for ${at}`, "action.units.factory"));
    if (existing.some((u) => spec(rs, u.type).isFactory))
      out.push(violation("PLACE-5", `${at} already has a factory: at most one per territory`, "action.units.factory"));
  }
  if (n.others === 0) return { violations: out };
  if (!held) {
    out.push(
      violation(
        "PLACE-2",
        `${power} has not controlled ${at} since the start of its turn${conqueredThisTurn(state, at) ? " (conquered this turn)" : ""}: new units go only to factories held since then`,
        "action.at",
      ),
    );
  } else if (!producingFactory(rs, state, power, at)) {
    const fresh = existing.some((u) => spec(rs, u.type).isFactory);
    out.push(
      fresh
        ? violation("PLACE-5", `the factory in ${at} was placed this turn: it produces from the next turn`, "action.at")
        : violation("PLACE-2", `${at} has no factory: land units, aircraft and aaGuns are placed only at a factory`, "action.at"),
    );
  }
  if (n.aaGuns > 0 && (n.aaGuns > 1 || existing.some((u) => spec(rs, u.type).isAA))) {
    const msg = n.aaGuns > 1 ? `${n.aaGuns} aaGuns for ${at}` : `${at} already has an aaGun`;
    out.push(violation("PLACE-6", `${msg}: aaGuns only where there is none`, "action.units.aaGun"));
    out.push(violation("AA-2", `${msg}: a territory holds at most one aaGun, whoever owns it`, "action.units.aaGun"));
  }
  if (held) {
    const left = remainingCapacity(ctx, power, at);
    if (n.others > left)
      out.push(
        violation(
          "PLACE-4",
          `the factory in ${at} may place ${productionLimit(ctx, power, at)} units per turn (${left} left this turn); ${n.others} asked`,
          "action.units",
        ),
      );
    if (n.others > left && opts(ctx).limitedFactories) out.push(limitedFactory(ctx, at));
  }
  return { violations: out, factory: at };
}

function placeAtSea(
  ctx: Pick<Ctx, "rs" | "state">,
  power: string,
  at: string,
  ships: number,
  out: Violation[],
  factoryHint?: string,
  units: UnitCounts = {},
  fighters = 0,
): PlacementCheck {
  const { rs, state } = ctx;
  if (ships === 0 && fighters === 0) return { violations: out };
  const serving = factoriesServing(rs, state, power, at);
  if (serving.length === 0) {
    out.push(violation("PLACE-3", `${at} is not adjacent to a factory ${power} has controlled since the start of its turn`, "action.at"));
    return { violations: out };
  }
  // PLACE-3: no new ship joins enemy units, unless OPT-2 allows it (OPT-NAVAL-1).
  const enemies = unitsAt(state, at).filter((u) => areEnemies(rs, power, u.owner) && !u.submerged); // EUR-SUB-7
  if (enemies.length > 0 && !opts(ctx).placeShipsInEnemySeaZones) {
    out.push(
      violation(
        "PLACE-3",
        `${at} holds enemy units (${enemies.map((u) => `${u.id} ${u.owner} ${u.type}`).join(", ")}): new ships go only into sea zones without enemy units`,
        "action.at",
      ),
    );
  }
  if (fighters > 0) {
    // OPT-23 / CARR-1: new fighters need room on the power's carriers placed this turn (LHTR: on any of its carriers there).
    const room = carrierRoom(ctx, power, at, units);
    const avail = room.fresh + (carrierProduction(ctx).oldCarriers ? room.old : 0);
    const need = newFighterNeed(ctx, units);
    if (need > avail)
      out.push(
        violation(
          "CARR-8",
          `${fighters} new fighters for ${at}, but the ${power} carriers ${carrierProduction(ctx).oldCarriers ? "" : "placed this turn "}there have room for ${avail} (OPT-23, CARR-1)`,
          "action.units",
        ),
      );
  }
  // PLACE-4: all ships of one placement draw on one factory: the one named, else the one with most room left.
  let factory: string;
  if (factoryHint !== undefined) {
    if (!serving.includes(factoryHint)) {
      out.push(
        violation(
          "PLACE-3",
          `${factoryHint} is not a producing factory of ${power} on the coast of ${at}; these are: ${serving.join(", ")}`,
          "action.factory",
        ),
      );
      return { violations: out };
    }
    factory = factoryHint;
  } else {
    factory = serving.reduce((best, f) => (remainingCapacity(ctx, power, f) > remainingCapacity(ctx, power, best) ? f : best));
  }
  const left = remainingCapacity(ctx, power, factory);
  if (ships + fighters > left)
    out.push(
      violation(
        "PLACE-4",
        `the factory in ${factory} may place ${productionLimit(ctx, power, factory)} units per turn, ships placed from it included (${left} left this turn); ${ships + fighters} ${fighters ? "ships and fighters" : "ships"} asked for ${at}`,
        "action.units",
      ),
    );
  if (ships + fighters > left && opts(ctx).limitedFactories) out.push(limitedFactory(ctx, factory));
  return { violations: out, factory };
}

export { describe as describeCounts };
