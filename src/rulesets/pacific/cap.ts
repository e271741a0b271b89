// PAC-CAP-1…5: Combat Air Patrols. In its non-combat move a power flies fighters into a sea zone with `cap: true`; they
// stay there aboard nothing (`onCap`), defend it and stop enemy surface ships (the shared movement and battle rules read
// the flag), until board phase 2 of their owner's next turn: in that `purchase` each lands by a `move` (a path
// [zone, zone] onto a carrier in its own zone), and `endPhase` lands the rest on the nearest legal space or loses them.
// With option scramble (PAC-OPT-6) there are none.
import type { Ctx, View } from "../../rules/ruleset/types.js";
import type { ActionOf } from "../../rules/schema/action.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { areEnemies, isSea, isUnviolatedNeutral, spec } from "../../rules/queries.js";
import { allowance, makeEnv } from "../../rules/movement/env.js";
import { idNum } from "../../rules/movement/air.js";
import { pacificOptions } from "./options.js";

/** The phase CAP fighters land in (board phase 2 is folded into `purchase`, PAC-TURN-2). */
const LANDING_PHASE = "purchase";

const isFighter = (view: View, u: Unit): boolean => spec(view.rs, u.type).domain === "air" && spec(view.rs, u.type).carrierCost !== null;

/** Enemy units in the zone that count: a submerged submarine does not (PAC-CAP-1, PAC-COMB-3). */
const enemiesIn = (view: View, power: string, zone: string): Unit[] =>
  (view.state.territories[zone]?.units ?? []).filter((x) => !x.submerged && areEnemies(view.rs, x.owner, power));

/** PAC-CAP-1, PAC-CAP-5: every rule a `cap` move of these units to the end of `path` breaks. */
export function launchProblems(view: View, units: readonly Unit[], path: readonly string[]): Violation[] {
  if (pacificOptions(view).scramble)
    return [violation("PAC-CAP-5", "option scramble is on: fighters scramble instead, and no Combat Air Patrols are flown", "action.cap")];
  const out: Violation[] = [];
  const zone = path[path.length - 1]!;
  const power = view.state.turn.power;
  if (view.state.turn.phase !== "noncombatMove")
    out.push(violation("PAC-CAP-1", "Combat Air Patrols are flown in the non-combat move", "action.cap"));
  if (!isSea(view.rs, zone)) out.push(violation("PAC-CAP-1", `a Combat Air Patrol ends in a sea zone: ${zone} is land`, "action.path"));
  else if (enemiesIn(view, power, zone).length)
    out.push(violation("PAC-CAP-1", `${zone} holds enemy units: Combat Air Patrols fly only into a zone without them`, "action.path"));
  units.forEach((u, i) => {
    const at = `action.units[${i}]`;
    if (!isFighter(view, u)) out.push(violation("PAC-CAP-1", `${u.type} ${u.id} is no fighter: only fighters fly Combat Air Patrols`, at));
    else if (u.movedInCombat)
      out.push(violation("PAC-CAP-1", `fighter ${u.id} moved in this turn's combat move: it may not fly a Combat Air Patrol`, at));
    else if (u.aboard !== undefined)
      out.push(violation("PAC-CAP-1", `fighter ${u.id} starts the move on a carrier: it may not fly a Combat Air Patrol`, at));
  });
  return out;
}

/** PAC-CAP-3, PAC-CAP-4: a patrol moves only to land, in its owner's purchase; in that phase only patrols move. */
export function patrolMayMove(view: View, u: Unit, place: string): Violation[] {
  const landing = view.state.turn.phase === LANDING_PHASE;
  if (u.onCap && !landing)
    return [
      violation(
        "PAC-CAP-3",
        `fighter ${u.id} flies a Combat Air Patrol in ${place}: it stays there until it lands in its owner's next purchase`,
        "action.units",
      ),
    ];
  if (!u.onCap && landing)
    return [
      violation(
        "PAC-CAP-4",
        `${u.type} ${u.id} in ${place} is not on Combat Air Patrol: in the purchase phase only CAP fighters move, to land`,
        "action.units",
      ),
    ];
  return [];
}

/** Spaces a flight from `zone` reaches within `max` spaces, nearest first, with one shortest path each (AIR-7: no unviolated neutral). */
function flights(view: View, zone: string, max: number): Array<{ place: string; path: string[] }> {
  const parent = new Map<string, string | null>([[zone, null]]);
  const out: Array<{ place: string; path: string[] }> = [];
  let frontier = [zone];
  for (let d = 0; d < max && frontier.length; d++) {
    const next: string[] = [];
    for (const p of frontier)
      for (const n of [...(view.rs.board.adjacency.get(p) ?? [])].sort()) {
        if (parent.has(n) || isUnviolatedNeutral(view.rs, view.state, n)) continue;
        parent.set(n, p);
        next.push(n);
      }
    for (const n of next.sort((a, b) => Number(isSea(view.rs, a)) - Number(isSea(view.rs, b)) || a.localeCompare(b))) {
      const path = [n];
      for (let p = parent.get(n); p !== null && p !== undefined; p = parent.get(p)) path.unshift(p);
      out.push({ place: n, path });
    }
    frontier = next;
  }
  return out;
}

/**
 * PAC-CAP-4: when the owner's `purchase` ends, every CAP fighter still at sea lands on the nearest legal landing space —
 * fewest spaces, land before a carrier, then by name (a carrier in its own zone first of all) — as its own `move` would
 * (the rule set's move check decides what is legal), or is lost.
 */
export function landPatrols(ctx: Ctx): void {
  const power = ctx.state.turn.power;
  const patrols: Array<{ unit: Unit; zone: string }> = [];
  for (const [zone, t] of Object.entries(ctx.state.territories))
    for (const u of t.units) if (u.owner === power && u.onCap) patrols.push({ unit: u, zone });
  patrols.sort((a, b) => idNum(a.unit.id) - idNum(b.unit.id));
  const handler = ctx.rs.actions.move;
  for (const { unit, zone } of patrols) {
    const env = makeEnv(ctx.rs, ctx.state, power);
    const reach = allowance(env, unit) - (unit.moved ?? 0) + (ctx.rs.movement?.endBonus ? 1 : 0); // PAC-MOVE-2 on landing
    const paths = [[zone, zone], ...flights(ctx, zone, reach).map((f) => f.path)];
    const landed = paths.some((path) => {
      const action: ActionOf<"move"> = { type: "move", power, units: [unit.id], path };
      const checked = handler.check(ctx, action);
      if (checked.violations.length) return false;
      handler.apply(ctx, action, checked.plan);
      return true;
    });
    if (landed) continue;
    const t = ctx.state.territories[zone]!;
    t.units = t.units.filter((x) => x.id !== unit.id);
    ctx.events.push({ type: "aircraftLost", unit: unit.id, unitType: unit.type, owner: unit.owner, at: zone, rule: "PAC-CAP-4" });
  }
}
