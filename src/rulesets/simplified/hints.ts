// Legal-move hints for `simplified` (the `reaches` hook of POST /v1/legal-actions): for each unit, every area it
// can reach now with one path that `validate` accepts (SIMP-MOVE, SIMP-SEA, SIMP-AIR, SIMP-AMPH).
import type { GameState, Unit } from "../../rules/schema/state.js";
import type { Ruleset } from "../../rules/ruleset/types.js";
import type { Reach, UnitReaches } from "../../rules/ruleset/types.js";
import { validate } from "../../rules/engine/adjudicate.js";
import { areAllied, spec } from "../../rules/queries.js";
import { domainOf, enemyUnits, isNeutral, kindOf, shortestPaths } from "./common.js";
import { LANDING_STEPS } from "./landing.js";
import { NON_ATTACK_STEPS } from "./movement.js";

const search = (rs: Ruleset, from: string, max: number, enter: (p: string) => boolean, through?: (p: string) => boolean): string[][] => [
  ...shortestPaths(rs, from, max, enter, through).values(),
];

function candidates(rs: Ruleset, state: GameState, u: Unit, place: string): string[][] {
  const d = domainOf(rs, u);
  const open = (p: string) => !isNeutral(rs, p);
  if (state.turn.phase === "landPlanes") return d === "air" ? search(rs, place, LANDING_STEPS, open, () => true) : [];
  if (d === "land") {
    const adjacent = [...(rs.board.adjacency.get(place) ?? [])].filter(open);
    if (kindOf(rs, place) === "sea") return adjacent.filter((p) => kindOf(rs, p) === "land").map((p) => [place, p]);
    const calm = (p: string) => enemyUnits(rs, state, u.owner, p).length === 0;
    const overland = search(rs, place, spec(rs, u.type).movement, (p) => open(p) && kindOf(rs, p) === "land", calm);
    return [...overland, ...adjacent.filter((p) => kindOf(rs, p) === "sea").map((p) => [place, p])];
  }
  if (d === "sea") {
    const left = spec(rs, u.type).movement - (u.moved ?? 0);
    return search(
      rs,
      place,
      left,
      (p) => kindOf(rs, p) === "sea",
      (p) => enemyUnits(rs, state, u.owner, p).length === 0,
    );
  }
  return search(rs, place, NON_ATTACK_STEPS, open, () => true);
}

/** Every reach of the power's units (all of them, or `unitIds`). */
export function simplifiedReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const wanted = unitIds ? new Set(unitIds) : null;
  const out: UnitReaches[] = [];
  for (const [place, t] of Object.entries(state.territories)) {
    for (const u of t.units) {
      if (wanted ? !wanted.has(u.id) : u.owner !== power) continue;
      const reaches: Reach[] = [];
      if (u.owner === power) {
        for (const path of candidates(rs, state, u, place)) {
          const action = { type: "move" as const, power, units: [u.id], path };
          if (!validate(rs, state, action).ok) continue;
          const to = path[path.length - 1]!;
          const battle = enemyUnits(rs, state, power, to).length > 0 && state.turn.phase === "movement";
          const capture =
            !battle &&
            domainOf(rs, u) === "land" &&
            kindOf(rs, to) === "land" &&
            state.territories[to]?.owner !== null &&
            enemyUnits(rs, state, power, to).length === 0 &&
            !areAllied(rs, state.territories[to]?.owner ?? null, power);
          reaches.push({ to, path, units: [u.id], battle, outcome: battle ? "battle" : capture ? "capture" : "none" });
        }
      }
      if (wanted || reaches.length) out.push({ unit: u.id, type: u.type, from: place, reaches });
    }
  }
  return out;
}
