// SIMP-BUY — "where new units go" in the `simplified` rule set (the `placement` hook): the capital without limit,
// one extra unit per turn at the listed places, the US split between its coasts. Never mutates.
import type { Ctx } from "../../rules/engine/context.js";
import { violation } from "../../rules/engine/context.js";
import type { Violation } from "../../rules/schema/ruling.js";
import type { UnitCounts } from "../../rules/schema/state.js";
import type { PlacementCheck, Ruleset } from "../../rules/ruleset/types.js";
import { capitalOf, conqueredThisTurn } from "../../rules/queries.js";
import { enemyUnits, kindOf } from "./common.js";
import { withSuggestions } from "../../rules/names/suggest.js";

/** Per nation: its extra places (SIMP-BUY-4) and, for the US, the coasts it splits between (SIMP-BUY-5). */
interface Sites {
  /** places for the one extra unit per turn; "original" = any other starting territory */
  extra: readonly string[] | "original";
  split?: { east: string; west: string; seaZones: Readonly<Record<string, string>> };
}
export const PLACEMENT_SITES: Readonly<Record<string, Sites>> = {
  Russians: { extra: "original" },
  Germans: { extra: ["South Europe"] },
  British: { extra: ["Australia", "India", "Anglo Sudan Egypt", "South Africa", "East Canada", "West Canada"] },
  Japanese: { extra: [] },
  Americans: {
    extra: ["China", "Sinkiang"],
    split: {
      east: "East US",
      west: "West US",
      seaZones: { "East US Sea Zone": "East US", "West US Sea Zone": "West US", "Gulf of Mexico Sea Zone": "West US" },
    },
  },
};

/** Buckets of `thisTurn.placed`: the capital (no limit), the one extra unit, and the US coasts. */
export const EXTRA = "extra";
export const CAPITAL = "capital";

type Ctx0 = Pick<Ctx, "rs" | "state">;

/** SIMP-BUY-2: controlled at the start of this turn and the nation's own at the start of the game. */
export function eligibleTerritory(ctx: Ctx0, power: string, place: string): boolean {
  const { rs, state } = ctx;
  return (
    kindOf(rs, place) === "land" &&
    rs.board.territories.get(place)?.originalOwner === power &&
    state.territories[place]?.owner === power &&
    !conqueredThisTurn(state, place)
  );
}

const westHeld = (ctx: Ctx0, power: string, s: Sites): boolean => !!s.split && eligibleTerritory(ctx, power, s.split.west);

/** SIMP-BUY-5: the coasts the nation must split its new units between this turn, if any (the US holding West US). */
export function splitCoasts(ctx: Ctx0, power: string): { east: string; west: string } | undefined {
  const s = PLACEMENT_SITES[power];
  return s?.split && westHeld(ctx, power, s) ? s.split : undefined;
}

/** The bucket a territory places into, or undefined when it is no placement site of the nation. */
function bucketOfTerritory(ctx: Ctx0, power: string, place: string): string | undefined {
  const s = PLACEMENT_SITES[power];
  if (!s || !eligibleTerritory(ctx, power, place)) return undefined;
  if (s.split && westHeld(ctx, power, s) && (place === s.split.east || place === s.split.west)) return place; // SIMP-BUY-5
  if (place === capitalOf(ctx.rs, power)) return CAPITAL; // SIMP-BUY-3
  const extra = s.extra === "original" ? true : s.extra.includes(place); // "original": eligibility already checked
  return extra ? EXTRA : undefined; // SIMP-BUY-4
}

/** The bucket a ship placed in `zone` uses: capital coast first, then the US coast table, then an extra place. */
function bucketOfSeaZone(ctx: Ctx0, power: string, zone: string): string | undefined {
  const { rs } = ctx;
  const s = PLACEMENT_SITES[power];
  const coast = [...(rs.board.adjacency.get(zone) ?? [])].sort();
  if (s?.split && westHeld(ctx, power, s)) {
    const side = s.split.seaZones[zone];
    if (side && eligibleTerritory(ctx, power, side)) return side; // SIMP-BUY-5: ships count for their coast
  }
  const buckets = coast.map((t) => bucketOfTerritory(ctx, power, t)).filter((b): b is string => b !== undefined);
  if (buckets.includes(CAPITAL)) return CAPITAL;
  return buckets.find((b) => b !== EXTRA) ?? buckets[0];
}

const placed = (ctx: Ctx0, bucket: string): number => ctx.state.thisTurn.placed[bucket] ?? 0;
const waitingTotal = (ctx: Ctx0, power: string): number =>
  Object.values(ctx.state.powers[power]?.purchased ?? {}).reduce((a, b) => a + b, 0);

/** SIMP-BUY-1..6: every rule the placement of `units` at `at` breaks, and the bucket it counts in. */
export function checkSimplifiedPlacement(ctx: Ctx0, power: string, at: string, units: UnitCounts): PlacementCheck {
  const { rs } = ctx;
  const out: Violation[] = [];
  const kind = kindOf(rs, at);
  if (!kind)
    return {
      violations: [
        violation(
          "SIMP-BUY-2",
          withSuggestions(`unknown place "${at}" in rule set ${rs.id}`, at, rs.board.territories.keys()),
          "action.at",
        ),
      ],
    };
  const waiting = ctx.state.powers[power]?.purchased ?? {};
  let n = 0;
  for (const [type, count] of Object.entries(units)) {
    if (count <= 0) continue;
    const s = rs.units.get(type);
    if (!s) {
      out.push(
        violation(
          "PURCH-1",
          withSuggestions(`${type} is not a unit of rule set ${rs.id}; units: ${[...rs.units.keys()].join(", ")}`, type, rs.units.keys()),
          `action.units.${type}`,
        ),
      );
      continue;
    }
    n += count;
    if (count > (waiting[type] ?? 0))
      out.push(
        violation(
          "SIMP-BUY-1",
          `${power} has ${waiting[type] ?? 0} ${type} bought and waiting, not ${count}: only units bought this turn are placed`,
          `action.units.${type}`,
        ),
      );
    if (kind === "land" && s.domain === "sea")
      out.push(
        violation(
          "SIMP-BUY-2",
          `${type} is a ship: it is placed in a sea zone next to a placement territory, not on the land territory ${at}`,
          `action.units.${type}`,
        ),
      );
    if (kind === "sea" && s.domain !== "sea")
      out.push(
        violation(
          "SIMP-BUY-2",
          `${type} is placed on land${s.domain === "air" ? ", never directly onto a ship" : ""}, not in the sea zone ${at}`,
          `action.units.${type}`,
        ),
      );
  }
  if (n === 0) {
    if (out.length === 0) out.push(violation("SIMP-BUY-1", `the placement at ${at} names no unit`, "action.units"));
    return { violations: out };
  }
  let bucket: string | undefined;
  if (kind === "land") {
    bucket = bucketOfTerritory(ctx, power, at);
    if (!bucket) {
      if (!eligibleTerritory(ctx, power, at)) {
        out.push(
          violation(
            "SIMP-BUY-2",
            `${power} may place only in its own starting territories held since the start of this turn; ${at} is ${rs.board.territories.get(at)?.originalOwner === power ? "not held since the start of the turn" : "not one of its starting territories"}`,
            "action.at",
          ),
        );
      } else {
        out.push(
          violation(
            power === "Americans" && at === "West US" ? "SIMP-BUY-5" : "SIMP-BUY-4",
            `${at} is not a placement site of ${power}: ${describeSites(rs, power)}`,
            "action.at",
          ),
        );
      }
    }
  } else {
    bucket = bucketOfSeaZone(ctx, power, at);
    if (!bucket) {
      out.push(violation("SIMP-BUY-3", `${at} is not next to a placement territory of ${power}: ${describeSites(rs, power)}`, "action.at"));
      // Also name why: no own starting territory held since the turn began on that coast (SIMP-BUY-2), or only
      // ones that are no placement site of this nation (SIMP-BUY-4; the US: SIMP-BUY-5).
      const coastEligible = [...(rs.board.adjacency.get(at) ?? [])].some((t) => eligibleTerritory(ctx, power, t));
      out.push(
        violation(
          !coastEligible ? "SIMP-BUY-2" : power === "Americans" ? "SIMP-BUY-5" : "SIMP-BUY-4",
          !coastEligible
            ? `${at} borders no ${power} starting territory held since the start of this turn: ships go beside one`
            : `${at} borders no placement site of ${power}: ${describeSites(rs, power)}`,
          "action.at",
        ),
      );
    }
    const enemies = enemyUnits(rs, ctx.state, power, at);
    if (enemies.length)
      out.push(
        violation(
          "SIMP-BUY-6",
          `${at} holds enemy units (${enemies.map((u) => `${u.id} ${u.type}`).join(", ")}): no new ship there`,
          "action.at",
        ),
      );
  }
  if (bucket === EXTRA && placed(ctx, EXTRA) + n > 1) {
    const rule = power === "Americans" ? "SIMP-BUY-5" : "SIMP-BUY-4";
    out.push(
      violation(
        rule,
        `${power} may place only 1 unit in total per turn outside ${power === "Americans" ? "its coasts (China or Sinkiang)" : "its capital"}; ${placed(ctx, EXTRA)} already placed there, ${n} asked for ${at}`,
        "action.units",
      ),
    );
  }
  const split = splitCoasts(ctx, power);
  if (bucket && split) {
    // SIMP-BUY-5: the two coasts may end at most 1 apart; refuse any placement after which no way is left.
    const east = placed(ctx, split.east) + (bucket === split.east ? n : 0);
    const west = placed(ctx, split.west) + (bucket === split.west ? n : 0);
    const left = waitingTotal(ctx, power) - n;
    if (Math.abs(east - west) > left + 1) {
      out.push(
        violation(
          "SIMP-BUY-5",
          `the US must split its new units between East US and West US within 1: this makes ${east} East vs ${west} West with only ${left} unit(s) left to place`,
          "action.units",
        ),
      );
    }
  }
  if (bucket && out.length === 0) out.push(...leavesUnplaceable(ctx, power, units, bucket));
  return bucket ? { violations: out, factory: bucket } : { violations: out };
}

function describeSites(rs: Ruleset, power: string): string {
  const s = PLACEMENT_SITES[power];
  const capital = capitalOf(rs, power);
  if (!s) return "none";
  const extra =
    s.extra === "original"
      ? "1 unit in any other starting territory"
      : s.extra.length
        ? `1 unit in ${s.extra.join(" or ")}`
        : "no other place";
  return s.split
    ? `split between ${s.split.east} and ${s.split.west} (ships beside them), plus ${extra}`
    : `any number in ${capital} (ships beside it), plus ${extra}`;
}

/** Land/air units and ships among unit counts. */
function byKind(rs: Ruleset, counts: UnitCounts): { land: number; sea: number } {
  const want = { land: 0, sea: 0 };
  for (const [type, count] of Object.entries(counts)) {
    const d = rs.units.get(type)?.domain;
    if (d && count > 0) want[d === "sea" ? "sea" : "land"] += count;
  }
  return want;
}

/** Whether `want` units could all still be placed this turn, with `extraLeft` of the 1 extra unit left (SIMP-BUY-3/4). */
function placeable(ctx: Ctx0, power: string, want: { land: number; sea: number }, extraLeft: number): boolean {
  const { rs, state } = ctx;
  const room = { land: 0, sea: 0 };
  const unlimited = (b: string) => b !== EXTRA;
  let landExtra = false,
    seaExtra = false;
  for (const place of rs.board.territories.keys()) {
    if (kindOf(rs, place) === "land") {
      const b = bucketOfTerritory(ctx, power, place);
      if (b && unlimited(b)) room.land = Infinity;
      else if (b) landExtra = true;
    } else if (enemyUnits(rs, state, power, place).length === 0) {
      const b = bucketOfSeaZone(ctx, power, place);
      if (b && unlimited(b)) room.sea = Infinity;
      else if (b) seaExtra = true;
    }
  }
  // Units without an unlimited site share the one extra unit, which must have a site of their kind.
  const hasSite = { land: landExtra, sea: seaExtra };
  const limited = (["land", "sea"] as const).filter((d) => room[d] !== Infinity && want[d] > 0);
  const needExtra = limited.reduce((k, d) => k + want[d], 0);
  return !limited.some((d) => !hasSite[d]) && needExtra <= extraLeft;
}

/** SIMP-BUY-7: a purchase is refused when its units could not all be placed. */
export function checkPurchasePlaceable(ctx: Ctx, power: string, units: UnitCounts): Violation[] {
  const waiting = ctx.state.powers[power]?.purchased ?? {};
  const all = { ...waiting, ...Object.fromEntries(Object.entries(units).map(([t, c]) => [t, c + (waiting[t] ?? 0)])) };
  const want = byKind(ctx.rs, all);
  if (placeable(ctx, power, want, Math.max(0, 1 - placed(ctx, EXTRA)))) return [];
  return [
    violation(
      "SIMP-BUY-7",
      `${power} could not place all these units this turn (${want.land} land/air and ${want.sea} ships to place; ${describeSites(ctx.rs, power)}): bought units must be placeable`,
      "action.units",
    ),
  ];
}

/**
 * SIMP-BUY-7 (bought units must be placeable), SIMP-BUY-1 (each is placed): a placement is refused when it would leave
 * other units bought this turn with nowhere to go (the extra unit's one site taken by a unit that had another).
 */
function leavesUnplaceable(ctx: Ctx0, power: string, units: UnitCounts, bucket: string): Violation[] {
  const waiting = ctx.state.powers[power]?.purchased ?? {};
  const left = Object.fromEntries(Object.entries(waiting).map(([t, c]) => [t, c - (units[t] ?? 0)]));
  const want = byKind(ctx.rs, left);
  if (want.land + want.sea === 0) return [];
  const n = Object.values(units).reduce((a, c) => a + Math.max(0, c), 0);
  const extraLeft = Math.max(0, 1 - placed(ctx, EXTRA) - (bucket === EXTRA ? n : 0));
  if (placeable(ctx, power, want, extraLeft)) return [];
  return [
    violation(
      "SIMP-BUY-7",
      `this placement would leave ${want.land} land/air and ${want.sea} ship(s) bought this turn with nowhere to be placed (${describeSites(ctx.rs, power)}): place those first, or these elsewhere`,
      "action.units",
    ),
  ];
}
