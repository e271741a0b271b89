// Plans a move without touching the state: selects units, walks the path per unit, checks the move as a whole.
import { violation } from "../engine/context.js";
import type { ActionOf } from "../schema/action.js";
import type { Unit } from "../schema/state.js";
import type { MoveEnv } from "./env.js";
import { allowance, enemyLand, isSeaZone, label, landingTerritory, locate, optsOf, specOf, unitsAt, isAlly } from "./env.js";
import { selectUnits } from "./select-units.js";
import { cannotMove, modeOf } from "./can-move.js";
import { walkLand } from "./land.js";
import { walkSea } from "./sea.js";
import { carriersWithRoom, landingDistances, landingProblem, walkAir } from "./air.js";
import { boardIndex } from "./board-index.js";
import { assignLandings, berths, carrierSeaStep, combatFlyers, landInReach, names, type Berth, type Flyer } from "./landing.js";
import { carriesOwedCargo, checkUnloading, hasLandingCoast, planBoarding } from "./transport.js";
import { outcomeAt } from "./battles.js";
import { checkArmourReach } from "./armour.js";
import { carriesOwnFighters, fightersRide, foughtLanding } from "./carrier-rules.js";
import type { MovePlan, Report, UnitStep } from "./types.js";
import { flagAt } from "../queries.js";
import { withSuggestions } from "../names/suggest.js";
import { takesZones, zonesTaken } from "./sea-control.js";

export { carrierSeaStep };

export function planMove(env: MoveEnv, action: ActionOf<"move">): MovePlan {
  const path = action.path;
  const plan: MovePlan = {
    violations: [],
    path: [...path],
    units: [],
    riders: [],
    takeOff: [],
    landings: new Map(),
    outcome: { kind: "none" },
    fees: [],
    feeEach: optsOf(env).erNeutrals ? 0 : optsOf(env).neutralCharge, // ER-NEUT-1: no fee
  };
  const report: Report = (v) => {
    plan.violations.push(v);
  };
  const unknown = path.filter((p) => !env.rs.board.territories.has(p));
  if (unknown.length) {
    for (const p of unknown)
      report(
        violation(
          "MOVE-1",
          withSuggestions(`unknown space "${p}" in rule set ${env.rs.id}`, p, env.rs.board.territories.keys()),
          `action.path[${path.indexOf(p)}]`,
        ),
      );
    return plan;
  }
  // OPT-3 russiaRestricted: no Russian combat move in round 1.
  if (env.combat && env.state.turn.round === 1 && env.power === "Russians" && optsOf(env).russiaRestricted) {
    report(violation("OPT-3", "option russiaRestricted is on: the Russians make no combat move in round 1", "action"));
  }
  const before = plan.violations.length;
  const selected = selectUnits(env, action, report);
  if (plan.violations.length > before) return plan; // units that are not there: nothing to check the path for
  const start = path[0]!,
    dest = path[path.length - 1]!;

  for (const u of selected) {
    const mode = modeOf(env, u, path);
    const blocked = cannotMove(env, u, start, mode);
    blocked.forEach(report);
    const step: UnitStep = { unit: u, from: start, mode, steps: 0, blitzed: [], neutrals: [], aa: [] };
    plan.units.push(step);
    if (blocked.length) continue;
    if (mode === "land") walkLand(env, step, path, report);
    else if (mode === "sea") walkSea(env, step, path, report);
    else if (mode === "air") walkAir(env, step, path, report, action.raid === true);
  }
  planBoarding(
    env,
    plan.units.filter((s) => s.mode === "board"),
    path,
    action.transport,
    report,
  );
  checkUnloading(
    env,
    plan.units.filter((s) => s.mode === "unload"),
    path,
    report,
  );
  for (const s of plan.units) {
    if (s.mode === "unload" && path.length === 2 && !isSeaZone(env, dest) && unviolatedNeutralEntry(env, dest, s, report))
      s.neutrals.push(dest);
  }

  if (action.cap) checkPatrol(env, plan, report); // PAC-CAP-1, PAC-CAP-5
  plan.outcome = outcomeAt(env, dest, plan.units, action.raid === true);
  checkDestination(env, plan, action.raid === true, report);
  checkArmourReach(env, plan, report); // ER-ARM-1
  checkFees(env, plan, report);
  checkAaGuns(env, plan, report);
  checkAircraft(env, plan, report);
  collectRiders(env, plan);
  return plan;
}

/** A `cap` move: the rule set's Combat Air Patrol rules, or AIR-8 where it has none (no aircraft stays at sea uncarried). */
function checkPatrol(env: MoveEnv, plan: MovePlan, report: Report): void {
  const patrol = env.rs.movement?.combatAirPatrol;
  if (!patrol) {
    report(
      violation(
        "AIR-8",
        `Combat Air Patrols are no rule of ${env.rs.id}: no aircraft ends a turn at sea except fighters aboard carriers`,
        "action.cap",
      ),
    );
    return;
  }
  patrol
    .launch(
      env,
      plan.units.map((s) => s.unit),
      plan.path,
    )
    .forEach(report);
  plan.cap = true;
}

/** Unloading into an unviolated neutral: only in the combat move and not under OPT-7 (NEUT-2, NEUT-7). */
function unviolatedNeutralEntry(env: MoveEnv, dest: string, s: UnitStep, report: Report): boolean {
  const t = env.state.territories[dest];
  if (!env.rs.board.territories.get(dest)?.neutral || t?.owner !== null) return false;
  if (optsOf(env).strictNeutrals) {
    report(
      violation(
        "NEUT-7",
        `${label(s.unit)} cannot enter the neutral ${dest}: option strictNeutrals (OPT-7) closes neutrals`,
        "action.path[1]",
      ),
    );
    report(violation("OPT-7", `strictNeutrals is on: ${dest} is closed to all units`, "action.path[1]"));
    return false;
  }
  if (!env.combat) {
    report(violation("NEUT-7", `${label(s.unit)} cannot enter the unviolated neutral ${dest} in the non-combat move`, "action.path[1]"));
    return false;
  }
  return true;
}

/** EUR-SBR-2: the move carries a bomber, or the power's bombers already raid its destination. */
function escortsABomber(env: MoveEnv, plan: MovePlan): boolean {
  const dest = plan.path[plan.path.length - 1]!;
  if (plan.units.some((s) => specOf(env, s.unit).isStrategicBomber)) return true;
  return (env.state.territories[dest]?.units ?? []).some(
    (u) => u.owner === env.power && u.raiding === true && specOf(env, u).isStrategicBomber,
  );
}

/** MOVE-2 (combat move: end where you fight or capture) and MOVE-3 (non-combat move: friendly spaces only). */
function checkDestination(env: MoveEnv, plan: MovePlan, raid: boolean, report: Report): void {
  const dest = plan.path[plan.path.length - 1]!;
  const o = plan.outcome;
  for (const s of plan.units) {
    const u = s.unit,
      sp = specOf(env, u);
    if (raid && s.mode === "air" && !sp.isStrategicBomber && sp.escort !== undefined && flagAt(env.rs.combat.raidAirBattle, env, dest)) {
      // EUR-SBR-2: an escort flies with raiding bombers (in this move, or to a raid already declared there)
      if (!escortsABomber(env, plan))
        report(violation("EUR-SBR-2", `${label(u)} may only escort raiding bombers to ${plan.path[plan.path.length - 1]}`, "action.raid"));
      continue;
    }
    if (raid && (!sp.isStrategicBomber || s.mode !== "air")) {
      report(
        violation(
          "SBR-1",
          `${label(u)} cannot raid: only bombers fly strategic bombing raids; fighters neither raid nor escort`,
          "action.raid",
        ),
      );
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
      if (o.kind === "neutral")
        report(
          violation("NEUT-2", `${label(u)} cannot end its move in the neutral ${dest}: only land units enter neutrals`, "action.path"),
        );
      else
        report(
          violation(
            "MOVE-2",
            `${label(u)} must end its combat move where it will fight: ${dest} ${isSeaZone(env, dest) ? "holds no enemy units" : "has no battle (aircraft cannot capture, AIR-9)"}`,
            "action.path",
          ),
        );
      continue;
    }
    if (s.mode === "sea") {
      // TRANS-7: a transport whose cargo must land in this combat move sails only where the cargo can land
      if (carriesOwedCargo(env, u, s.from) && !hasLandingCoast(env, dest))
        report(
          violation(
            "TRANS-7",
            `${label(u)} carries cargo that boarded among enemy ships and must land in this combat move: ${dest} borders no territory it can land in`,
            "action.path",
          ),
        );
      if (o.kind === "battle") continue;
      // MOVE-2 exceptions: a transport whose cargo lands this combat move (it carries some, or may load some on a
      // coast of the zone: TRANS-3), a battleship beside enemy land it may bombard (BOMB-1).
      if (shipMayEndWithoutBattle(env, u, s.from, dest)) continue;
      // A controlled sea zone entered or passed empty is taken on the way (EUR-CONV-2, PAC-CONV-2): the ship may end
      // its combat move in a friendly or empty zone.
      if (takesZones(env, u) && zonesTaken(env, plan).length > 0) continue;
      const why =
        sp.transportCapacity > 0
          ? "the transport is empty and no unit on its coasts can board"
          : sp.canBombard
            ? "no enemy territory borders it to bombard"
            : "it holds no enemy units";
      report(
        violation(
          "MOVE-2",
          `${label(u)} must end its combat move where it will fight: ${dest} holds no enemy units and ${why}`,
          "action.path",
        ),
      );
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
    report(
      violation(
        "SBR-1",
        `${plan.units.map((s) => label(s.unit)).join(", ")} cannot raid ${dest}: raids are declared in the combat move`,
        "action.raid",
      ),
    );
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
  if (carriesOwnFighters(env, u, from)) return true; // ER-CARR-2: it sails to launch them
  return sp.canBombard && coasts(env, dest).some((p) => enemyLand(env, p));
}

const coasts = (env: MoveEnv, zone: string): string[] => [...(env.rs.board.adjacency.get(zone) ?? [])].filter((p) => !isSeaZone(env, p));

/** An own land unit that has not moved stands on a coast of the zone and could board there (TRANS-2, TRANS-3). */
function mayLoadAt(env: MoveEnv, zone: string): boolean {
  return coasts(env, zone).some((p) =>
    unitsAt(env, p).some(
      (c) =>
        c.owner === env.power &&
        specOf(env, c).transportCost !== null &&
        !c.moved &&
        !c.movedInCombat &&
        !c.unloaded &&
        !specOf(env, c).isAA,
    ),
  );
}

/** NEUT-4: each neutral is paid once, from the IPCs left after purchase. */
function checkFees(env: MoveEnv, plan: MovePlan, report: Report): void {
  if (!plan.units.some((s) => s.neutrals.length > 0)) return; // nothing to pay
  for (const p of plan.path) if (plan.units.some((s) => s.neutrals.includes(p)) && !plan.fees.includes(p)) plan.fees.push(p);
  const due = plan.fees.length * plan.feeEach;
  const ipcs = env.state.powers[env.power]?.ipcs ?? 0;
  if (due > ipcs) {
    const who = plan.units
      .filter((s) => s.neutrals.length > 0)
      .map((s) => label(s.unit))
      .join(", ");
    report(
      violation(
        "NEUT-4",
        `${who} cannot enter ${plan.fees.join(", ")}: violating ${plan.fees.length > 1 ? "them" : "it"} costs ${due} IPCs (${plan.feeEach} each), payable only from the IPCs left after purchase; the ${env.power} have ${ipcs}`,
        "action.path",
      ),
    );
  }
}

/** AA-2: at most one aaGun per territory, whoever owns it. */
function checkAaGuns(env: MoveEnv, plan: MovePlan, report: Report): void {
  const dest = plan.path[plan.path.length - 1]!;
  const movers = plan.units.filter((s) => specOf(env, s.unit).isAA && s.mode !== "board");
  if (movers.length === 0 || isSeaZone(env, dest)) return;
  const there = unitsAt(env, dest).filter((x) => specOf(env, x).isAA && !x.aboard).length;
  if (there + movers.length > 1) {
    report(
      violation(
        "AA-2",
        `${movers.map((s) => label(s.unit)).join(", ")} cannot move to ${dest}: a territory holds at most one aaGun (${there} there already)`,
        "action.path",
      ),
    );
  }
}

/** AIR-4 in the combat move; AIR-5, AIR-6, AIR-8, CARR-1 in the non-combat move (each move is a landing). */
function checkAircraft(env: MoveEnv, plan: MovePlan, report: Report): void {
  const air = plan.units.filter((s) => s.mode === "air");
  if (env.combat) {
    checkLandings(env, plan, report);
    return;
  }
  if (air.length === 0 || plan.cap) return; // PAC-CAP-1: a patrol stays at sea off any carrier
  const dest = plan.path[plan.path.length - 1]!;
  const seating = isSeaZone(env, dest) ? carriersWithRoom(env, dest, new Set(air.map((s) => s.unit.id))) : [];
  for (const s of air) {
    const problem = landingProblem(env, s.unit, dest);
    if (problem) {
      report(violation(problem.rule, `${label(s.unit)} cannot land in ${dest}: ${problem.why}`, "action.path"));
      continue;
    }
    // ER-CARR-3: a fighter that fought takes its own carrier's seat when it can
    const seat = seating.find((c) => c.room > 0 && c.carrier.id === s.unit.launchedFrom) ?? seating.find((c) => c.room > 0);
    const fought = foughtLanding(env, s.unit, dest, s.steps, seat?.carrier);
    if (fought.length) {
      fought.forEach(report);
      continue;
    }
    if (!isSeaZone(env, dest)) continue;
    if (!seat) {
      // CARR-1 (no room), AIR-5 (where aircraft end the non-combat move), AIR-8 (no aircraft ends a turn at sea uncarried).
      const none = seating.length === 0 && !unitsAt(env, dest).some((c) => specOf(env, c).carrierCapacity > 0 && isAlly(env, c.owner));
      const why = none ? "there is no friendly carrier there" : "no friendly carrier there has room (2 fighters per carrier)";
      report(violation("CARR-1", `${label(s.unit)} cannot land in ${dest}: ${why}`, "action.path"));
      if (
        optsOf(env).carrierRules &&
        unitsAt(env, dest).some((c) => specOf(env, c).carrierCapacity > 0 && c.owner !== env.power && isAlly(env, c.owner))
      )
        report(
          violation(
            "ER-CARR-1",
            `${label(s.unit)} cannot land on an allied carrier: carriers hold only their own power's fighters (option carrierRules)`,
            "action.path",
          ),
        );
      report(
        violation(
          "AIR-5",
          `${label(s.unit)} cannot end the non-combat move in ${dest}: aircraft end it on friendly land held since the start of the turn, or (fighters) on a friendly carrier with room`,
          "action.path",
        ),
      );
      report(
        violation("AIR-8", `${label(s.unit)} cannot end the turn in the sea zone ${dest}: only fighters aboard carriers do`, "action.path"),
      );
      continue;
    }
    seat.room -= 1;
    plan.landings.set(s.unit.id, seat.carrier.id);
  }
}

/** AIR-4 landing distances in the combat move (legal-move hints): land held since the start of the turn, carriers where they can be. */
export const combatLandingDistances = (env: MoveEnv) => landingDistances(env, (p) => landingTerritory(env, p), carrierSeaStep(env));

/** The plan moves one of the acting power's carriers (a fighter counting on it may lose its landing: AIR-4). */
const carrierSteps = (env: MoveEnv, plan: MovePlan) =>
  plan.units.filter((s) => s.mode === "sea" && specOf(env, s.unit).carrierCapacity > 0);

/** The aircraft owing a landing after this move: those that moved before, and its aircraft at the destination with the movement they have left. */
function flyersAfter(env: MoveEnv, plan: MovePlan): Flyer[] {
  const dest = plan.path[plan.path.length - 1]!;
  const moving = new Set(plan.units.map((s) => s.unit.id));
  const flyers = combatFlyers(env).filter((f) => !moving.has(f.unit.id));
  // ER-AIR-4: with flightRanges the landing must lie within the mission's return cap
  for (const s of plan.units)
    if (s.mode === "air")
      flyers.push({
        unit: s.unit,
        place: dest,
        left: Math.min(allowance(env, s.unit) - (s.unit.moved ?? 0) - s.steps, s.flightCap ?? Infinity),
      });
  return flyers;
}
/**
 * The carriers' seats as they will be after this move: its carriers at the destination, counting only where they end
 * (they moved in the combat move: CARR-7, DAAK 3.4(7)), carrying allied fighters (CARR-3) but not the mover's own
 * (CARR-2), which stay and take a seat on another carrier there with room, as the move applies it; aircraft taking off
 * free their seat.
 */
function berthsAfterMove(env: MoveEnv, plan: MovePlan): Berth[] {
  const start = plan.path[0]!,
    dest = plan.path[plan.path.length - 1]!;
  const moving = new Set(plan.units.map((s) => s.unit.id));
  const air = plan.units.filter((s) => s.mode === "air");
  const sailing = new Set(carrierSteps(env, plan).map((s) => s.unit.id));
  const destIdx = boardIndex(env.rs).id.get(dest)!;
  const list = berths(env).map((b) => ({ ...b }));
  const staying: Unit[] = [];
  for (const b of list) {
    for (const s of air) if (s.unit.aboard === b.carrier.id) b.free += specOf(env, s.unit).carrierCost ?? 0; // CARR-2: takes off
    if (!sailing.has(b.carrier.id)) continue;
    b.zone = dest;
    b.zones = [destIdx];
    for (const c of unitsAt(env, start)) {
      if (c.aboard !== b.carrier.id || c.owner !== env.power || specOf(env, c).domain !== "air" || moving.has(c.id)) continue;
      b.free += specOf(env, c).carrierCost ?? 0;
      staying.push(c);
    }
  }
  for (const f of staying) {
    const other = list.find((b) => b.zone === start && !sailing.has(b.carrier.id) && b.free >= (specOf(env, f).carrierCost ?? 0));
    if (other) other.free -= specOf(env, f).carrierCost ?? 0;
  }
  return list;
}

/**
 * AIR-4, CARR-1, CARR-7 (DAAK 3.4(7)): after each move of the combat move — of an aircraft or of a carrier — every
 * aircraft that moved in it still has a landing: land in reach, or a carrier seat, seats shared among all of them.
 * A move after which no such assignment exists is refused, so the end of the combat move never finds one missing.
 */
function checkLandings(env: MoveEnv, plan: MovePlan, report: Report): void {
  if (optsOf(env).kamikazeAirplanes) return; // OPT-18
  const air = plan.units.filter((s) => s.mode === "air");
  const sailing = carrierSteps(env, plan);
  if (air.length === 0 && sailing.length === 0) return;
  const dest = plan.path[plan.path.length - 1]!;
  const flyers = flyersAfter(env, plan);
  // Land takes any number: when every aircraft can reach land, no seat is contested (the common case, found cheaply).
  if (flyers.every((f) => landInReach(env, f))) return;
  const after = assignLandings(env, flyers, berthsAfterMove(env, plan));
  if (after.ok) return;
  // A carrier move does not answer for aircraft that had no landing before it (a position given that way).
  if (air.length === 0 && !assignLandings(env, combatFlyers(env), berths(env)).ok) return;
  if (optsOf(env).flightRanges)
    report(
      violation(
        "ER-AIR-4",
        "with flightRanges an attacking aircraft's landing must lie within its mission's return cap (1, 2 or 3)",
        "action.path",
      ),
    );
  const mine = new Set(air.map((s) => s.unit.id));
  const carriers = sailing.map((s) => label(s.unit)).join(", ");
  const what = plan.outcome.kind === "raid" ? "raiding" : "attacking";
  for (const f of after.none) {
    if (mine.has(f.unit.id)) {
      const s = air.find((x) => x.unit.id === f.unit.id)!;
      if (f.left < 0) continue; // out of range: AIR-1 / AIR-2 already
      report(
        violation(
          "AIR-4",
          `${label(f.unit)} cannot reach a landing space after ${what} ${dest}: ${(s.unit.moved ?? 0) + s.steps} spaces used, ${f.left} left${f.nearest !== undefined ? `, the nearest landing is ${f.nearest} away` : ""}`,
          "action.path",
        ),
      );
    } else {
      report(
        violation(
          "AIR-4",
          `${carriers} cannot sail to ${dest}: ${label(f.unit)}, which moved to ${f.place} in this combat move, counts on it for a landing (${f.left} space${f.left === 1 ? "" : "s"} left, no landing left then); a carrier that moved in the combat move counts only where it is, not by retreating from a battle`,
          "action.path",
        ),
      );
    }
  }
  if (after.crowded.length) {
    const by = sailing.length ? `after ${carriers} sail${sailing.length === 1 ? "s" : ""} to ${dest}` : "after this move";
    report(
      violation(
        "AIR-4",
        `${by}, ${names(after.crowded)} can land only on carriers, and the carriers they can reach have room for fewer of them at once (${after.room} free seat${after.room === 1 ? "" : "s"}; 2 fighters per carrier, own and allied aboard included; fighters on one carrier meet it in one zone): seats are shared (CARR-1)`,
        "action.path",
      ),
    );
  }
}

/** Ships carry their cargo and allied fighters (TRANS, CARR-3); own fighters aboard stay and fly on their own (CARR-2). */
function collectRiders(env: MoveEnv, plan: MovePlan): void {
  const start = plan.path[0]!;
  for (const s of plan.units) {
    if (s.mode !== "sea") continue;
    for (const c of unitsAt(env, start)) {
      if (c.aboard !== s.unit.id) continue;
      if (specOf(env, c).domain === "air" && c.owner === env.power && !fightersRide(env)) {
        if (!plan.units.some((m) => m.unit.id === c.id)) plan.takeOff.push(c);
      } else plan.riders.push(c);
    }
  }
}

export { locate };
