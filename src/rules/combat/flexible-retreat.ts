// Flexible retreats (option flexibleRetreats, ER-RET-1…9): after each round the attacker, then the defender, may
// retreat all its units, each unit to any adjacent space friendly to its side (ships: any adjacent sea zone, or
// break off contact by staying); the defender's retreat may be split, `to` a list of {to, units}.
import type { Ctx } from "../engine/context.js";
import { violation } from "../engine/context.js";
import type { GameState, PendingBattle, Unit, UnitCounts } from "../schema/state.js";
import type { Ruleset } from "../ruleset/types.js";
import type { Violation } from "../schema/ruling.js";
import { areAllied, hasTech, isLand, isSea, spec } from "../queries.js";
import { attackers, defenders, defendingPower } from "./sides.js";
import { brief } from "./remove.js";

export type Side = "attacker" | "defender";
export type RetreatTarget = string | ReadonlyArray<{ to: string; units: UnitCounts }>;

const sidePower = (rs: Ruleset, state: GameState, b: PendingBattle, side: Side): string =>
  side === "attacker" ? b.attacker : defendingPower(rs, state, b);

/** The units a side's retreat moves: all of them (ER-RET-1), the attacker's aircraft excepted (they stay, RET-4). */
export function erMovers(rs: Ruleset, state: GameState, b: PendingBattle, side: Side): Unit[] {
  if (side === "attacker") return attackers(rs, state, b).filter((u) => spec(rs, u.type).domain !== "air");
  return defenders(rs, state, b);
}

/**
 * ER-RET-2…5: where one unit of a side may go. Land units: adjacent friendly territories, else (defenders, ER-RET-3)
 * adjacent territories whose battle is still to be fought. Aircraft (ER-RET-4): adjacent friendly territories, else
 * the closest friendly ones within their full range. Ships: adjacent sea zones, or the battle zone (break off).
 */
function unitOptions(rs: Ruleset, state: GameState, b: PendingBattle, side: Side, u: Unit): string[] {
  const power = sidePower(rs, state, b, side);
  const near = [...(rs.board.adjacency.get(b.at) ?? [])];
  const s = spec(rs, u.type);
  if (s.domain === "sea") return [...near.filter((p) => isSea(rs, p)), b.at]; // ER-RET-5
  const friendly = near.filter((p) => isLand(rs, p) && areAllied(rs, state.territories[p]?.owner ?? null, power));
  if (friendly.length || side === "attacker") return friendly;
  if (s.domain === "air")
    return closestFriendly(rs, state, b.at, power, s.movement + (hasTech(state, u.owner, "longRangeAircraft") ? 2 : 0));
  return near.filter((p) => state.pending.battles.some((x) => x.at === p && x !== b)); // ER-RET-3
}

/** ER-RET-4: the friendly land territories fewest flight spaces from `at`, within `range`. */
function closestFriendly(rs: Ruleset, state: GameState, at: string, power: string, range: number): string[] {
  const seen = new Set([at]);
  let frontier = [at];
  for (let d = 1; d <= range && frontier.length; d++) {
    const next = frontier.flatMap((p) => [...(rs.board.adjacency.get(p) ?? [])]).filter((p) => !seen.has(p) && seen.add(p));
    const found = next.filter((p) => isLand(rs, p) && areAllied(rs, state.territories[p]?.owner ?? null, power));
    if (found.length) return found;
    frontier = next;
  }
  return [];
}

/** Every space some unit of the side may retreat to; none when any unit has nowhere to go (ER-RET-3). */
export function erRetreatOptions(rs: Ruleset, state: GameState, b: PendingBattle, side: Side): string[] {
  if (b.kind === "raid") return [];
  const per = erMovers(rs, state, b, side).map((u) => unitOptions(rs, state, b, side, u));
  if (per.some((o) => o.length === 0)) return [];
  return [...new Set(per.flat())];
}

/** Every reason the side's retreat to `to` is illegal (ER-RET-1…3): each unit once, each to a legal space. */
export function erRetreatViolations(
  rs: Ruleset,
  state: GameState,
  b: PendingBattle,
  side: Side,
  to: RetreatTarget | undefined,
): Violation[] {
  const options = erRetreatOptions(rs, state, b, side);
  const movers = erMovers(rs, state, b, side);
  if (to === undefined)
    return movers.length
      ? [violation("ER-RET-2", `name where the ${side}'s units retreat: ${options.join(", ") || "nowhere"}`, "action.to")]
      : [];
  const parts = typeof to === "string" ? [{ to, units: countsOf(movers) }] : to;
  const out: Violation[] = [];
  parts.forEach((p, i) => {
    // ER-RET-4: each unit type must be allowed where its part goes (aircraft may fly further than land units)
    for (const type of Object.keys(p.units)) {
      const u = movers.find((m) => m.type === type);
      const legal = u ? unitOptions(rs, state, b, side, u) : [];
      if (u && options.includes(p.to) && !legal.includes(p.to))
        out.push(
          violation(
            spec(rs, type).domain === "air" ? "ER-RET-4" : "ER-RET-2",
            `the ${side}'s ${type} at ${b.at} cannot retreat to ${p.to}: legal are ${legal.join(", ") || "none"}`,
            `action.to[${i}].to`,
          ),
        );
    }
    if (!options.includes(p.to))
      out.push(
        violation(
          "ER-RET-2",
          `the ${side}'s units at ${b.at} cannot retreat to ${p.to}: legal are ${options.join(", ") || "none"}`,
          `action.to[${i}].to`,
        ),
      );
  });
  const want = countsOf(movers);
  const sent: Record<string, number> = {};
  for (const p of parts) for (const [t, n] of Object.entries(p.units)) sent[t] = (sent[t] ?? 0) + n;
  const types = new Set([...Object.keys(want), ...Object.keys(sent)]);
  if ([...types].some((t) => (want[t] ?? 0) !== (sent[t] ?? 0)))
    out.push(
      violation(
        "ER-RET-1",
        `a retreat moves all the ${side}'s units at ${b.at} (${describe(want)}); the list sends ${describe(sent) || "none"}`,
        "action.to",
      ),
    );
  return out;
}

/** Moves the side's units out (ER-RET-1…5); ships sent to the battle zone stay there (break off contact). */
export function erRetreatTo(ctx: Ctx, b: PendingBattle, side: Side, to: RetreatTarget): void {
  const { rs, state } = ctx;
  const movers = erMovers(rs, state, b, side);
  const parts = typeof to === "string" ? [{ to, units: countsOf(movers) }] : to;
  const here = state.territories[b.at]!;
  const left = [...movers];
  for (const p of parts) {
    const going: Unit[] = [];
    for (const [type, n] of Object.entries(p.units))
      for (let k = 0; k < n; k++) {
        const i = left.findIndex((u) => u.type === type);
        if (i >= 0) going.push(...left.splice(i, 1));
      }
    // cargo and fighters aboard go with their ship (TRANS-8; fighters aboard a retreating carrier, ER-RET-4)
    const ids = new Set(going.map((u) => u.id));
    for (const u of here.units) if (u.aboard && ids.has(u.aboard)) ids.add(u.id);
    const moving = here.units.filter((u) => ids.has(u.id));
    for (const u of moving) if (!u.aboard) u.retreated = true;
    if (p.to !== b.at) {
      here.units = here.units.filter((u) => !ids.has(u.id));
      state.territories[p.to]!.units.push(...moving);
    }
    ctx.events.push({
      type: "retreat",
      at: b.at,
      to: p.to,
      power: sidePower(rs, state, b, side),
      round: b.round,
      units: moving.map(brief),
      aircraftStay:
        side === "attacker"
          ? attackers(rs, state, b)
              .filter((u) => spec(rs, u.type).domain === "air")
              .map(brief)
          : [],
      rule: p.to === b.at ? "ER-RET-5" : "ER-RET-2",
    });
  }
}

/** The power that decides a side's retreat. */
export const retreatDecider = sidePower;

function countsOf(units: readonly Unit[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const u of units) out[u.type] = (out[u.type] ?? 0) + 1;
  return out;
}
const describe = (c: Record<string, number>) =>
  Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${t}`)
    .join(", ");
