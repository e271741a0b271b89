// Plans a move without touching the state: selects units, walks the path per unit, checks the move as a whole.
import { violation } from "../engine/context.js";
import type { ActionOf } from "../schema/action.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { allowance, enemyLand, isSeaZone, label, landingTerritory, locate, opt, specOf, unitsAt, isAlly } from "./env.js";
import { selectUnits } from "./select-units.js";
import { cannotMove, modeOf } from "./can-move.js";
import { walkLand } from "./land.js";
import { canalBlock, enemyAtSea, walkSea } from "./sea.js";
import { carriersWithRoom, landingDistances, landingProblem, walkAir } from "./air.js";
import { checkUnloading, planBoarding } from "./transport.js";
import { outcomeAt } from "./battles.js";
import type { MovePlan, Report, UnitStep } from "./types.js";

/** One step a carrier may take in the non-combat move (for CARR-7 reach): no enemy zones, open canals. */
export const carrierSeaStep = (env: MoveEnv) => (a: string, b: string): boolean =>
  isSeaZone(env, b) && !enemyAtSea(env, b) && canalBlock(env, a, b) === null;

export function planMove(env: MoveEnv, action: ActionOf<"move">): MovePlan {
  const path = action.path;
  const plan: MovePlan = {
    violations: [], path: [...path], units: [], riders: [], takeOff: [], landings: new Map(),
    outcome: { kind: "none" }, fees: [], feeEach: opt<number>(env, "neutralCharge"),
  };
  const report: Report = (v) => { plan.violations.push(v); };
  const unknown = path.filter((p) => !env.rs.board.territories.has(p));
  if (unknown.length) {
    for (const p of unknown) report(violation("MOVE-1", `unknown space "${p}" in rule set ${env.rs.id}`, `action.path[${path.indexOf(p)}]`));
    return plan;
  }
  // OPT-3 russiaRestricted: no Russian combat move in round 1.
  if (env.combat && env.state.turn.round === 1 && env.power === "Russians" && env.rs.options.some((o) => o.key === "russiaRestricted") && opt<boolean>(env, "russiaRestricted")) {
    report(violation("OPT-3", "option russiaRestricted is on: the Russians make no combat move in round 1", "action"));
  }
  const before = plan.violations.length;
  const selected = selectUnits(env, action, report);
  if (plan.violations.length > before) return plan; // units that are not there: nothing to check the path for
  const start = path[0]!, dest = path[path.length - 1]!;

  for (const u of selected) {
    const mode = modeOf(env, u, path);
    const blocked = cannotMove(env, u, start, mode);
    blocked.forEach(report);
    const step: UnitStep = { unit: u, from: start, mode, steps: 0, blitzed: [], neutrals: [], aa: [] };
    plan.units.push(step);
    if (blocked.length) continue;
    if (mode === "land") walkLand(env, step, path, report);
    else if (mode === "sea") walkSea(env, step, path, report);
    else if (mode === "air") walkAir(env, step, path, report);
  }
  planBoarding(env, plan.units.filter((s) => s.mode === "board"), path, action.transport, report);
  checkUnloading(env, plan.units.filter((s) => s.mode === "unload"), path, report);
  for (const s of plan.units) {
    if (s.mode === "unload" && path.length === 2 && !isSeaZone(env, dest) && unviolatedNeutralEntry(env, dest, s, report)) s.neutrals.push(dest);
  }

  plan.outcome = outcomeAt(env, dest, plan.units, action.raid === true);
  checkDestination(env, plan, action.raid === true, report);
  checkFees(env, plan, report);
  checkAaGuns(env, plan, report);
  checkAircraft(env, plan, report);
  collectRiders(env, plan);
  return plan;
}

/** Unloading into an unviolated neutral: only in the combat move and not under OPT-7 (NEUT-2, NEUT-7). */
function unviolatedNeutralEntry(env: MoveEnv, dest: string, s: UnitStep, report: Report): boolean {
  const t = env.state.territories[dest];
  if (!env.rs.board.territories.get(dest)?.neutral || t?.owner !== null) return false;
  if (opt<boolean>(env, "strictNeutrals")) {
    report(violation("NEUT-7", `${label(s.unit)} cannot enter the neutral ${dest}: option strictNeutrals (OPT-7) closes neutrals`, "action.path[1]"));
    report(violation("OPT-7", `strictNeutrals is on: ${dest} is closed to all units`, "action.path[1]"));
    return false;
  }
  if (!env.combat) {
    report(violation("NEUT-7", `${label(s.unit)} cannot enter the unviolated neutral ${dest} in the non-combat move`, "action.path[1]"));
    return false;
  }
  return true;
}

/** MOVE-2 (combat move: end where you fight or capture) and MOVE-3 (non-combat move: friendly spaces only). */
function checkDestination(env: MoveEnv, plan: MovePlan, raid: boolean, report: Report): void {
  const dest = plan.path[plan.path.length - 1]!;
  const o = plan.outcome;
  for (const s of plan.units) {
    const u = s.unit, sp = specOf(env, u);
    if (raid && (!sp.isStrategicBomber || s.mode !== "air")) {
      report(violation("SBR-1", `${label(u)} cannot raid: only bombers fly strategic bombing raids; fighters neither raid nor escort`, "action.raid"));
    }
    if (!env.combat) {
      // walkLand reports overland entries; unloading into enemy land is caught here (MOVE-3).
      if (s.mode === "unload" && enemyLand(env, dest)) {
        report(violation("MOVE-3", `${label(u)} cannot unload into ${dest} in the non-combat move: it is enemy-controlled`, "action.path"));
      }
      continue;
    }
    if (s.mode === "board") continue; // cargo for a landing later in this combat move (TRANS-3)
    if (s.mode === "air") {
      if (o.kind === "battle" || o.kind === "raid" || o.kind === "capture") continue;
      if (o.kind === "neutral") report(violation("NEUT-2", `${label(u)} cannot end its move in the neutral ${dest}: only land units enter neutrals`, "action.path"));
      else report(violation("MOVE-2", `${label(u)} must end its combat move where it will fight: ${dest} ${isSeaZone(env, dest) ? "holds no enemy units" : "has no battle (aircraft cannot capture, AIR-9)"}`, "action.path"));
      continue;
    }
    if (s.mode === "sea") {
      if (o.kind === "battle") continue;
      // MOVE-2 exceptions: a transport whose cargo lands this combat move (it carries some, or may load some on a
      // coast of the zone: TRANS-3), a battleship beside enemy land it may bombard (BOMB-1).
      if (shipMayEndWithoutBattle(env, u, s.from, dest)) continue;
      const why = sp.transportCapacity > 0 ? "the transport is empty and no unit on its coasts can board"
        : sp.canBombard ? "no enemy territory borders it to bombard" : "it holds no enemy units";
      report(violation("MOVE-2", `${label(u)} must end its combat move where it will fight: ${dest} holds no enemy units and ${why}`, "action.path"));
      continue;
    }
    if (o.kind === "battle" || o.kind === "capture" || o.kind === "neutral") continue;
    // TRANS-5: cargo following earlier cargo of its transport into a territory that landing already took.
    if (s.mode === "unload" && s.transport !== undefined && locate(env, s.transport)?.unit.unloadedTo === dest) continue;
    if (s.blitzed.length > 0) continue; // LAND-3: armour ending a blitz may stop in a friendly space
    report(violation("MOVE-2", `${label(u)} must end its combat move where it will fight or capture: ${dest} is friendly`, "action.path"));
  }
  if (raid && env.combat) {
    const hasFactory = unitsAt(env, dest).some((x) => specOf(env, x).isFactory);
    if (o.kind !== "raid" || isSeaZone(env, dest) || !enemyLand(env, dest) || !hasFactory) {
      const who = plan.units.map((s) => label(s.unit)).join(", ");
      report(violation("SBR-1", `${who} cannot raid ${dest}: a raid needs an enemy-controlled territory with a factory`, "action.raid"));
    }
  } else if (raid) {
    report(violation("SBR-1", `${plan.units.map((s) => label(s.unit)).join(", ")} cannot raid ${dest}: raids are declared in the combat move`, "action.raid"));
  }
}

/**
 * MOVE-2 exceptions for a ship ending the combat move in a zone without enemy units: a transport whose cargo lands
 * this combat move (it carries some, or may load some on a coast of the zone: TRANS-3), a battleship beside enemy
 * land it may bombard (BOMB-1).
 */
export function shipMayEndWithoutBattle(env: MoveEnv, u: Unit, from: string, dest: string): boolean {
  const sp = specOf(env, u);
  if (sp.transportCapacity > 0 && (unitsAt(env, from).some((c) => c.aboard === u.id) || mayLoadAt(env, dest))) return true;
  return sp.canBombard && coasts(env, dest).some((p) => enemyLand(env, p));
}

const coasts = (env: MoveEnv, zone: string): string[] => [...(env.rs.board.adjacency.get(zone) ?? [])].filter((p) => !isSeaZone(env, p));

/** An own land unit that has not moved stands on a coast of the zone and could board there (TRANS-2, TRANS-3). */
function mayLoadAt(env: MoveEnv, zone: string): boolean {
  return coasts(env, zone).some((p) => unitsAt(env, p).some((c) => c.owner === env.power && specOf(env, c).transportCost !== null
    && !c.moved && !c.movedInCombat && !c.unloaded && !specOf(env, c).isAA));
}

/** NEUT-4: each neutral is paid once, from the IPCs left after purchase. */
function checkFees(env: MoveEnv, plan: MovePlan, report: Report): void {
  if (!plan.units.some((s) => s.neutrals.length > 0)) return; // nothing to pay
  for (const p of plan.path) if (plan.units.some((s) => s.neutrals.includes(p)) && !plan.fees.includes(p)) plan.fees.push(p);
  const due = plan.fees.length * plan.feeEach;
  const ipcs = env.state.powers[env.power]?.ipcs ?? 0;
  if (due > ipcs) {
    const who = plan.units.filter((s) => s.neutrals.length > 0).map((s) => label(s.unit)).join(", ");
    report(violation("NEUT-4", `${who} cannot enter ${plan.fees.join(", ")}: violating ${plan.fees.length > 1 ? "them" : "it"} costs ${due} IPCs (${plan.feeEach} each), payable only from the IPCs left after purchase; the ${env.power} have ${ipcs}`, "action.path"));
  }
}

/** AA-2: at most one aaGun per territory, whoever owns it. */
function checkAaGuns(env: MoveEnv, plan: MovePlan, report: Report): void {
  const dest = plan.path[plan.path.length - 1]!;
  const movers = plan.units.filter((s) => specOf(env, s.unit).isAA && s.mode !== "board");
  if (movers.length === 0 || isSeaZone(env, dest)) return;
  const there = unitsAt(env, dest).filter((x) => specOf(env, x).isAA && !x.aboard).length;
  if (there + movers.length > 1) {
    report(violation("AA-2", `${movers.map((s) => label(s.unit)).join(", ")} cannot move to ${dest}: a territory holds at most one aaGun (${there} there already)`, "action.path"));
  }
}

/** AIR-4 in the combat move; AIR-5, AIR-6, AIR-8, CARR-1 in the non-combat move (each move is a landing). */
function checkAircraft(env: MoveEnv, plan: MovePlan, report: Report): void {
  const air = plan.units.filter((s) => s.mode === "air");
  if (env.combat) checkStranded(env, plan, report);
  if (air.length === 0) return;
  const dest = plan.path[plan.path.length - 1]!;
  if (env.combat) {
    if (opt<boolean>(env, "kamikazeAirplanes")) return; // OPT-18
    // A carrier sailing in this move counts only where it ends (it moved in the combat move: CARR-7, AIR-4).
    const dist = movesCarrier(env, plan) ? combatLandingDistances(afterCarrierMove(env, plan)) : combatLandingDistances(env);
    for (const s of air) {
      const used = (s.unit.moved ?? 0) + s.steps;
      const left = allowance(env, s.unit) - used;
      if (left < 0) continue; // already reported as out of range
      const map = specOf(env, s.unit).carrierCost !== null ? dist.fighter : dist.bomber;
      const need = map.get(dest);
      if (need === undefined || need > left) {
        const what = plan.outcome.kind === "raid" ? "raiding" : "attacking";
        report(violation("AIR-4", `${label(s.unit)} cannot reach a landing space after ${what} ${dest}: ${used} spaces used, ${left} left${need !== undefined ? `, the nearest landing is ${need} away` : ""}`, "action.path"));
      }
    }
    return;
  }
  const seating = isSeaZone(env, dest) ? carriersWithRoom(env, dest, new Set(air.map((s) => s.unit.id))) : [];
  for (const s of air) {
    const problem = landingProblem(env, s.unit, dest);
    if (problem) { report(violation(problem.rule, `${label(s.unit)} cannot land in ${dest}: ${problem.why}`, "action.path")); continue; }
    if (!isSeaZone(env, dest)) continue;
    const seat = seating.find((c) => c.room > 0);
    if (!seat) {
      // CARR-1 (no room), AIR-5 (where aircraft end the non-combat move), AIR-8 (no aircraft ends a turn at sea uncarried).
      const none = seating.length === 0 && !unitsAt(env, dest).some((c) => specOf(env, c).carrierCapacity > 0 && isAlly(env, c.owner));
      const why = none ? "there is no friendly carrier there" : "no friendly carrier there has room (2 fighters per carrier)";
      report(violation("CARR-1", `${label(s.unit)} cannot land in ${dest}: ${why}`, "action.path"));
      report(violation("AIR-5", `${label(s.unit)} cannot end the non-combat move in ${dest}: aircraft end it on friendly land held since the start of the turn, or (fighters) on a friendly carrier with room`, "action.path"));
      report(violation("AIR-8", `${label(s.unit)} cannot end the turn in the sea zone ${dest}: only fighters aboard carriers do`, "action.path"));
      continue;
    }
    seat.room -= 1;
    plan.landings.set(s.unit.id, seat.carrier.id);
  }
}

/** AIR-4 landing distances in the combat move: land held since the start of the turn, carriers where they can be. */
export const combatLandingDistances = (env: MoveEnv) => landingDistances(env, (p) => landingTerritory(env, p), carrierSeaStep(env));

/** The plan moves one of the acting power's carriers (a fighter counting on it may lose its landing: AIR-4). */
const movesCarrier = (env: MoveEnv, plan: MovePlan): boolean =>
  plan.units.some((s) => s.mode === "sea" && specOf(env, s.unit).carrierCapacity > 0);

/**
 * The board as it would be after this move's carriers sailed (with what they carry), each marked as moved in the
 * combat move so that it counts only where it ends: a fresh env whose caches describe that board.
 */
function afterCarrierMove(env: MoveEnv, plan: MovePlan): MoveEnv {
  const start = plan.path[0]!, dest = plan.path[plan.path.length - 1]!;
  const carriers = new Set(plan.units.filter((s) => s.mode === "sea" && specOf(env, s.unit).carrierCapacity > 0).map((s) => s.unit.id));
  const goes = (u: Unit): boolean => carriers.has(u.id) || (u.aboard !== undefined && carriers.has(u.aboard) && u.owner !== env.power);
  const from = env.state.territories[start]!, to = env.state.territories[dest]!;
  const moved = from.units.filter(goes).map((u) => (carriers.has(u.id) ? { ...u, movedInCombat: true } : u));
  const territories = {
    ...env.state.territories,
    [start]: { ...from, units: from.units.filter((u) => !goes(u)) },
    [dest]: { ...to, units: [...to.units, ...moved] },
  };
  return { ...env, state: { ...env.state, territories }, cache: { opts: env.cache.opts } };
}

/**
 * AIR-4, T-09 (DAAK 3.4(7)): a carrier may not sail off (into a battle or anywhere) while an aircraft that already
 * moved in this combat move counts on it for its landing; once moved, the carrier counts only where it is, and a
 * landing that depends on it retreating from that battle does not count.
 */
function checkStranded(env: MoveEnv, plan: MovePlan, report: Report): void {
  if (!movesCarrier(env, plan) || opt<boolean>(env, "kamikazeAirplanes")) return; // OPT-18
  const flown: Array<{ unit: Unit; place: string; left: number }> = [];
  for (const [place, t] of Object.entries(env.state.territories)) {
    for (const u of t.units) {
      if (u.owner !== env.power || !u.movedInCombat || specOf(env, u).domain !== "air") continue;
      if (plan.units.some((s) => s.unit.id === u.id)) continue; // checked with the move itself
      const left = allowance(env, u) - (u.moved ?? 0);
      if (left >= 0) flown.push({ unit: u, place, left });
    }
  }
  if (flown.length === 0) return;
  const now = combatLandingDistances(env);
  const then = combatLandingDistances(afterCarrierMove(env, plan));
  const carriers = plan.units.filter((s) => s.mode === "sea" && specOf(env, s.unit).carrierCapacity > 0).map((s) => label(s.unit)).join(", ");
  const dest = plan.path[plan.path.length - 1]!;
  for (const f of flown) {
    const fighter = specOf(env, f.unit).carrierCost !== null;
    if (!fighter) continue; // bombers never land on carriers
    const before = now.fighter.get(f.place), after = then.fighter.get(f.place);
    if (before === undefined || before > f.left) continue; // already without a landing: not this move's doing
    if (after !== undefined && after <= f.left) continue;
    report(violation("AIR-4", `${carriers} cannot sail to ${dest}: ${label(f.unit)}, which moved to ${f.place} in this combat move, counts on it for a landing (${f.left} space${f.left === 1 ? "" : "s"} left${after !== undefined ? `, the nearest landing would then be ${after} away` : ", no landing left then"}); a carrier that moved in the combat move counts only where it is, not by retreating from a battle`, "action.path"));
  }
}

/** Ships carry their cargo and allied fighters (TRANS, CARR-3); own fighters aboard stay and fly on their own (CARR-2). */
function collectRiders(env: MoveEnv, plan: MovePlan): void {
  const start = plan.path[0]!;
  for (const s of plan.units) {
    if (s.mode !== "sea") continue;
    for (const c of unitsAt(env, start)) {
      if (c.aboard !== s.unit.id) continue;
      if (specOf(env, c).domain === "air" && c.owner === env.power) {
        if (!plan.units.some((m) => m.unit.id === c.id)) plan.takeOff.push(c);
      } else plan.riders.push(c);
    }
  }
}

export { locate };
