// Legal-move hints under Classic's movement rules: every space a unit can reach this phase, with one path that
// the referee's own move check (planMove) accepts, and whether arriving starts a battle.
import type { GameState, Unit } from "../../rules/schema/state.js";
import type { ActionOf } from "../../rules/schema/action.js";
import type { Reach, Ruleset, UnitReaches } from "../../rules/ruleset/types.js";
import { conqueredThisTurn, isFixture } from "../../rules/queries.js";
import type { MoveEnv } from "../../rules/movement/env.js";
import {
  allowance,
  enemyLand,
  friendlyLand,
  hasEnemyUnits,
  isSeaZone,
  landingTerritory,
  makeEnv,
  movementLeft,
  optsOf,
  specOf,
  unviolatedNeutral,
  isAlly,
} from "../../rules/movement/env.js";
import { carriersWithRoom } from "../../rules/movement/air.js";
import { cannotMove, modeOf } from "../../rules/movement/can-move.js";
import { canalBlock, enemyAtSea, stopsShip } from "../../rules/movement/sea.js";
import { boardIndex, type BoardIndex } from "../../rules/movement/board-index.js";
import { combatLandingDistances, planMove, shipMayEndWithoutBattle } from "../../rules/movement/plan.js";
import { enemyHeldZone, isStay, takeableZone, takesOnTheWay } from "../../rules/movement/sea-control.js";

/** A breadth-first search tree over the board index: parent per space (-2 unreached, -1 root), spaces in discovery order. */
interface Tree {
  bi: BoardIndex;
  parent: Int16Array;
  depth: Int8Array;
  reached: number[] /** `through` stopped the search somewhere */;
  stopped: boolean;
}

/**
 * Spaces reachable by breadth-first search, one shortest path each (built on demand). `land`/`sea` restrict the
 * spaces entered by kind (null: any), `edge` checks a step (canals), `through` says where a unit may go on from.
 */
function search(
  env: MoveEnv,
  from: string,
  max: number,
  kind: "land" | "sea" | null,
  edge: ((a: number, b: number) => boolean) | null,
  through: ((p: number) => boolean) | null,
): Tree {
  const bi = boardIndex(env.rs);
  const parent = new Int16Array(bi.names.length).fill(-2);
  const depth = new Int8Array(bi.names.length);
  const root = bi.id.get(from)!;
  parent[root] = -1;
  const reached: number[] = [];
  const sea = bi.sea,
    wantSea = kind === "sea";
  let stopped = false;
  let frontier = [root];
  for (let d = 0; d < max && frontier.length; d++) {
    const next: number[] = [];
    for (const p of frontier) {
      if (d > 0 && through !== null && !through(p)) {
        stopped = true;
        continue;
      }
      const adj = bi.adj[p]!;
      for (let k = 0; k < adj.length; k++) {
        const n = adj[k]!;
        if (parent[n] !== -2 || (kind !== null && sea[n] !== wantSea) || (edge !== null && !edge(p, n))) continue;
        parent[n] = p;
        depth[n] = d + 1;
        next.push(n);
        reached.push(n);
      }
    }
    frontier = next;
  }
  return { bi, parent, depth, reached, stopped };
}
function pathTo(tree: Tree, to: number): string[] {
  const path: string[] = [];
  for (let p = to; p >= 0; p = tree.parent[p]!) path.push(tree.bi.names[p]!);
  return path.reverse();
}

/** A rule set's bonus for where a move ends (PAC-MOVE-2/3) may add 1 space: searched, then left to the plan. */
const endSlack = (env: MoveEnv): number => (env.rs.movement?.endBonus ? 1 : 0);

/** A candidate end space; its path is built only for candidates worth checking (from the search tree, or [from, to]). */
interface Candidate {
  to: string;
  tree: Tree | null;
  idx: number;
  /** a path given outright (a convoy zone taken on the way, a submarine's stay) */
  path?: string[];
}
const pathOf = (c: Candidate, place: string): string[] => c.path ?? (c.tree ? pathTo(c.tree, c.idx) : [place, c.to]);
const stepsOf = (c: Candidate): number => (c.path ? c.path.length - 1 : c.tree ? c.tree.depth[c.idx]! : 1);

/** Candidate moves for one unit, before the full check (which decides). */
function candidates(env: MoveEnv, u: Unit, place: string): Candidate[] {
  const s = specOf(env, u);
  const direct = (to: string): Candidate => ({ to, tree: null, idx: -1 });
  if (s.domain === "land" && u.aboard) {
    return [...(env.rs.board.adjacency.get(place) ?? [])].filter((n) => !isSeaZone(env, n)).map(direct);
  }
  const left = movementLeft(env, u) + endSlack(env); // PAC-MOVE-2/3: the plan decides whether the end bonus applies
  const bi = boardIndex(env.rs),
    names = bi.names;
  const from = (tree: Tree, out: Candidate[] = [], skip?: Tree): Candidate[] => {
    for (const to of tree.reached) if (!skip || skip.parent[to] === -2) out.push({ to: names[to]!, tree, idx: to });
    return out;
  };
  if (s.domain === "land") {
    const overland = search(
      env,
      place,
      left,
      "land",
      null,
      (p) => friendlyLand(env, names[p]!) || (env.combat && s.canBlitz && enemyLand(env, names[p]!) && !hasEnemyUnits(env, names[p]!)),
    );
    const out = from(overland);
    // LAND-3: a blitz through an empty enemy territory may end where the shortest path would not be taken (friendly
    // land beyond it, in the combat move): those two-step paths are candidates too (one path per destination)
    if (env.combat && s.canBlitz && left >= 2)
      for (const e of env.rs.board.adjacency.get(place) ?? [])
        if (!isSeaZone(env, e) && enemyLand(env, e) && !hasEnemyUnits(env, e))
          for (const n of env.rs.board.adjacency.get(e) ?? [])
            if (n !== place && !isSeaZone(env, n) && friendlyLand(env, n)) out.push({ to: n, tree: null, idx: -1, path: [place, e, n] });
    // TRANS-3: boarding needs a friendly transport in the zone
    if (!u.moved) {
      for (const z of env.rs.board.adjacency.get(place) ?? []) {
        if (
          isSeaZone(env, z) &&
          (env.state.territories[z]?.units ?? []).some((t) => specOf(env, t).transportCapacity > 0 && isAlly(env, t.owner))
        )
          out.push(direct(z));
      }
    }
    return out;
  }
  if (s.domain === "sea") {
    const canals = env.rs.board.canals.length > 0;
    // CANAL; EUR-MOVE-6: no enemy-held convoy zone in the non-combat move
    const edge = (a: number, b: number) =>
      (env.combat || !enemyHeldZone(env, names[b]!)) && (!canals || canalBlock(env, names[a]!, names[b]!) === null);
    const tree = search(env, place, left, "sea", edge, (p) => !stopsShip(env, u, names[p]!)); // SEA-2, PAC-CAP-2
    const out = from(tree);
    if (env.combat) out.push(...convoyDetours(env, u, place, tree, left));
    return out;
  }
  const clear = search(env, place, left, null, null, (p) => !(bi.neutral[p] && unviolatedNeutral(env, names[p]!)));
  const out = from(clear);
  // NEUT-3: overflying neutrals in the combat move reaches more (only if a neutral stopped the first search)
  if (clear.stopped && env.combat && optsOf(env).neutralFlyoverAllowed && !optsOf(env).strictNeutrals) {
    from(search(env, place, left, null, null, null), out, clear);
  }
  return out;
}

/**
 * EUR-CONV-2, PAC-CONV-2: paths the shortest search does not give that take a convoy zone on the way — through an
 * empty enemy-held zone to a space beyond it, and a submarine's stay in the zone it began the turn in.
 */
function convoyDetours(env: MoveEnv, u: Unit, place: string, tree: Tree, left: number): Candidate[] {
  const out: Candidate[] = [];
  const stay = { unit: u, from: place, mode: "sea" as const, steps: 0, blitzed: [], neutrals: [], aa: [] };
  if (isStay(env, stay, [place, place])) {
    out.push({ to: place, tree: null, idx: -1, path: [place, place] });
    for (const n of env.rs.board.adjacency.get(place) ?? [])
      if (left >= 2 && isSeaZone(env, n)) out.push({ to: n, tree: null, idx: -1, path: [place, place, n] });
  }
  for (const z of tree.reached) {
    const zone = tree.bi.names[z]!;
    if (tree.depth[z]! >= left || !takeableZone(env, zone)) continue;
    const via = pathTo(tree, z);
    for (const n of env.rs.board.adjacency.get(zone) ?? [])
      if (n !== place && isSeaZone(env, n) && !via.includes(n)) out.push({ to: n, tree: null, idx: -1, path: [...via, n] });
  }
  return out;
}

function moveOf(power: string, units: string[], path: string[], raid = false): ActionOf<"move"> {
  return raid ? { type: "move", power, units, path, raid: true } : { type: "move", power, units, path };
}

/**
 * A necessary condition for a path to validate, checked before the full plan to keep hints fast: in the combat
 * move units end where they fight or capture, or join a capture of this combat move (MOVE-2), in the non-combat move on friendly ground (MOVE-3) and
 * aircraft where they can land (AIR-5, CARR-1).
 */
function worthChecking(env: MoveEnv, u: Unit, place: string, c: Candidate): boolean {
  const dest = c.to;
  const s = specOf(env, u);
  const sea = isSeaZone(env, dest);
  if (s.domain === "air") {
    if (env.combat) {
      if (sea) return enemyAtSea(env, dest);
      return enemyLand(env, dest) && (hasEnemyUnits(env, dest) || env.state.pending.battles.some((b) => b.at === dest));
    }
    return sea ? s.carrierCost !== null && carriersWithRoom(env, dest).length > 0 : landingTerritory(env, dest);
  }
  if (s.domain === "sea")
    return !env.combat || enemyAtSea(env, dest) || shipMayEndWithoutBattle(env, u, place, dest) || takesOnTheWay(env, u, pathOf(c, place));
  if (s.domain !== "land" || sea || u.aboard) return true;
  if (!env.combat) return friendlyLand(env, dest);
  return (
    enemyLand(env, dest) ||
    unviolatedNeutral(env, dest) ||
    conqueredThisTurn(env.state, dest) ||
    (s.canBlitz &&
      pathOf(c, place)
        .slice(1, -1)
        .some((p) => enemyLand(env, p)))
  );
}

/** AIR-4 as the plan checks it (same cached distances): in the combat move an aircraft keeps range to land. */
function mayLandAfter(env: MoveEnv, u: Unit, dest: string, steps: number): boolean {
  if (!env.combat || optsOf(env).kamikazeAirplanes) return true; // OPT-18
  const left = allowance(env, u) - (u.moved ?? 0) - steps + endSlack(env);
  if (left < 0) return false; // AIR-1, AIR-2
  const dist = combatLandingDistances(env);
  const need = (specOf(env, u).carrierCost !== null ? dist.fighter : dist.bomber).get(dest);
  return need !== undefined && need <= left;
}

function reachesOf(env: MoveEnv, u: Unit, place: string): Reach[] {
  const out: Reach[] = [];
  const s = specOf(env, u);
  const cargoMates = (): string[] => {
    if (!u.aboard || s.domain !== "land") return [u.id];
    return env.state.territories[place]!.units.filter((c) => c.aboard === u.aboard && c.owner === u.owner).map((c) => c.id);
  };
  const units = cargoMates();
  const found = new Set<string>(); // one path per destination
  for (const c of candidates(env, u, place)) {
    const to = c.to;
    const normal = worthChecking(env, u, place, c) && !found.has(to);
    // SBR-1: a bomber may raid an enemy territory with a factory instead of joining its battle
    const raid =
      env.combat && s.isStrategicBomber && enemyLand(env, to) && env.state.territories[to]!.units.some((x) => specOf(env, x).isFactory);
    if (!normal && !raid) continue;
    if (s.domain === "air" && !mayLandAfter(env, u, to, stepsOf(c))) continue;
    const path = pathOf(c, place);
    if (normal) {
      const plan = planMove(env, moveOf(env.power, units, path));
      if (plan.violations.length === 0) {
        found.add(to);
        out.push({ to, path, units, battle: plan.outcome.kind === "battle" || plan.outcome.kind === "raid", outcome: plan.outcome.kind });
      }
    }
    if (raid) {
      const raided = planMove(env, moveOf(env.power, units, path, true));
      if (raided.violations.length === 0) out.push({ to, path, units, battle: true, outcome: "raid", raid: true });
    }
  }
  if (env.rs.movement?.combatAirPatrol && !env.combat && s.domain === "air" && s.carrierCost !== null)
    out.push(...patrolReaches(env, u, place));
  return out;
}

/**
 * PAC-CAP-1, PAC-CAP-4 where the rule set flies Combat Air Patrols: a fighter's patrols (`cap: true`) to sea zones
 * without enemy units in the non-combat move, and a patrol's landing onto a carrier in its own zone ([zone, zone]).
 */
function patrolReaches(env: MoveEnv, u: Unit, place: string): Reach[] {
  const units = [u.id];
  if (u.onCap) {
    const path = [place, place];
    return planMove(env, moveOf(env.power, units, path)).violations.length === 0
      ? [{ to: place, path, units, battle: false, outcome: "none" }]
      : [];
  }
  if (u.movedInCombat || u.aboard) return [];
  const out: Reach[] = [];
  for (const c of candidates(env, u, place)) {
    if (!isSeaZone(env, c.to) || enemyAtSea(env, c.to)) continue;
    const path = pathOf(c, place);
    if (planMove(env, { ...moveOf(env.power, units, path), cap: true }).violations.length === 0)
      out.push({ to: c.to, path, units, battle: false, outcome: "none", cap: true });
  }
  return out;
}

/**
 * Facts that decide a unit's reaches: units alike in them reach the same spaces. What a ship carries is one of them
 * (MOVE-2, DEC-10: a loaded transport may end a combat move where an empty one may not).
 */
const likeKey = (u: Unit, place: string, carried: ReadonlyMap<string, number>): string | null =>
  u.aboard
    ? null
    : [
        u.type,
        place,
        u.moved ?? 0,
        u.movedInCombat ?? false,
        u.unloaded ?? false,
        u.retreated ?? false,
        u.captured ?? false,
        u.onCap ?? false,
        carried.get(u.id) ?? 0,
      ].join("|");

/** Carrier id → how many units are aboard it. */
function carriedCounts(state: GameState): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of Object.values(state.territories)) for (const u of t.units) if (u.aboard) out.set(u.aboard, (out.get(u.aboard) ?? 0) + 1);
  return out;
}

/** Every reach of the power's units (all that can move, or `unitIds`) in a phase that allows `move`. */
export function classicReaches(rs: Ruleset, state: GameState, power: string, unitIds?: readonly string[]): UnitReaches[] {
  const env = makeEnv(rs, state, power);
  const wanted = unitIds ? new Set(unitIds) : null;
  const memo = new Map<string, Reach[]>();
  const carried = carriedCounts(state);
  const out: UnitReaches[] = [];
  for (const [place, t] of Object.entries(state.territories)) {
    for (const u of t.units) {
      if (wanted ? !wanted.has(u.id) : u.owner !== power) continue;
      let reaches: Reach[] = [];
      if (u.owner === power && !u.submerged) {
        // EUR-SUB-7: a submerged submarine does not move. Units alike in every fact that decides a move (likeKey) can start and reach the same (canStart included).
        const key = likeKey(u, place, carried);
        const known = key ? memo.get(key) : undefined;
        if (known) reaches = known.length ? known.map((r) => ({ ...r, units: [u.id] })) : known;
        else {
          reaches = wanted || canStart(env, u, place) ? reachesOf(env, u, place) : [];
          if (key) memo.set(key, reaches);
        }
      }
      if (wanted || reaches.length) out.push({ unit: u.id, type: u.type, from: place, reaches });
    }
  }
  return out;
}

/** A cheap filter before searching: units that can make some move now. */
function canStart(env: MoveEnv, u: Unit, place: string): boolean {
  const s = specOf(env, u);
  if (isFixture(s)) return false;
  if (s.domain === "air" && u.aboard && u.owner !== env.power) return false;
  const mode = modeOf(env, u, s.domain === "land" && !u.aboard ? [place, place] : [place, place]);
  // PAC-MOVE-2/3: a unit with no movement left may still make one step that ends on a base (the end bonus), as a
  // search for this unit alone finds (candidates count the same slack): all units or one, the same reaches
  return cannotMove(env, u, place, mode).length === 0 && (u.aboard !== undefined || movementLeft(env, u) + endSlack(env) > 0);
}
