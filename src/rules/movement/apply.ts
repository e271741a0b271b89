// Carries out a checked move plan: fees and captures on the way, units relocated, battles recorded.
import type { Ctx } from "../engine/context.js";
import type { Unit } from "../schema/state.js";
import { captureTerritory } from "../capture.js";
import type { MoveEnv } from "./env.js";
import { allowance, enemyLand, locate, optsOf, specOf } from "./env.js";
import { carriersWithRoom } from "./air.js";
import { addAaShot, addEnteredFrom, battleAt, markAmphibious } from "./battles.js";
import type { MovePlan } from "./types.js";
import { inSecondMove } from "./armour.js";
import { fightersRide } from "./carrier-rules.js";
import { defendNeutral } from "./neutral-defence.js";
import { takeZones, zonesTaken } from "./sea-control.js";

function relocate(ctx: Ctx, u: Unit, from: string, to: string): void {
  const src = ctx.state.territories[from]!.units;
  const i = src.findIndex((x) => x.id === u.id);
  if (i < 0) throw new Error(`unit ${u.id} is not in ${from}`);
  src.splice(i, 1);
  ctx.state.territories[to]!.units.push(u);
}

/** The plan made on the checked state, with its units those of env.state (the copy apply changes), found by id. */
export function rebindPlan(env: MoveEnv, plan: MovePlan): MovePlan {
  const same = (u: Unit): Unit => {
    const found = locate(env, u.id);
    if (!found) throw new Error(`unit ${u.id} of the plan is not in the state`);
    return found.unit;
  };
  return {
    ...plan,
    units: plan.units.map((s) => ({ ...s, unit: same(s.unit) })),
    riders: plan.riders.map(same),
    takeOff: plan.takeOff.map(same),
  };
}

/** Applies a plan whose check found nothing. The plan's units are those of ctx.state (planned on it). */
export function applyPlan(ctx: Ctx, env: MoveEnv, plan: MovePlan): void {
  const { state } = ctx;
  const power = env.power;
  const path = plan.path;
  const dest = path[path.length - 1]!;
  const combat = env.combat;
  const zones = zonesTaken(env, plan); // EUR-CONV-2, PAC-CONV-2: worked out before the units leave their zone

  // NEUT-2..4: each neutral on the path is paid for once and taken at once; LAND-3: blitzed territories are taken on the way.
  const blitzed = new Set(plan.units.flatMap((s) => s.blitzed));
  for (const place of path.slice(1)) {
    if (plan.fees.includes(place) && state.territories[place]!.owner === null) {
      state.powers[power]!.ipcs -= plan.feeEach;
      const er = optsOf(env).erNeutrals;
      ctx.events.push({
        type: "neutralViolated",
        at: place,
        by: power,
        fee: plan.feeEach,
        ipcs: state.powers[power]!.ipcs,
        rule: er ? "ER-NEUT-1" : "NEUT-2",
      });
      // ER-NEUT-2…4: the defender's roll; land units entering fight its units there
      const entering = place === dest && plan.units.some((s) => s.mode !== "air") ? path[path.length - 2] : undefined;
      if (er && !defendNeutral(ctx, place, power, entering)) continue;
      captureTerritory(ctx, place, power);
    } else if (blitzed.has(place)) {
      captureTerritory(ctx, place, power);
      ctx.events.push({ type: "blitzed", at: place, by: power, rule: "LAND-3" });
    }
  }

  let landed = false;
  for (const s of plan.units) {
    const u = s.unit;
    if (s.mode === "board") {
      relocate(ctx, u, s.from, dest);
      u.aboard = s.transport!;
      u.boardedRound = state.turn.round; // TRANS-9: allied cargo unloads in a later turn
      if (s.mustLand) u.mustLand = true; // TRANS-7: owed a landing before the combat move ends
    } else if (s.mode === "unload") {
      relocate(ctx, u, s.from, dest);
      delete u.aboard;
      delete u.boardedRound;
      delete u.mustLand;
      u.unloaded = true; // TRANS-2
      const t = locate(env, s.transport!)?.unit;
      if (t && t.owner === power) {
        t.unloaded = true; // TRANS-4
        if (combat) t.unloadedTo = dest; // TRANS-5: the rest of its cargo may only follow into dest
      }
    } else {
      relocate(ctx, u, s.from, dest);
      if (s.mode === "air" && u.aboard !== undefined && combat && optsOf(env).carrierRules) {
        u.launchedFrom = u.aboard; // ER-CARR-3: it owes its carrier a landing
        const carrier = locate(env, u.aboard)?.unit;
        if (carrier) carrier.launched = true; // ER-CARR-2: the carrier moves no more
      }
      if (s.mode === "air") delete u.aboard; // CARR-2: takes off
      u.moved = (u.moved ?? 0) + s.steps;
      // ER-AIR-2: the turn's budget of an aircraft on a mission is what it flew out plus the mission's return cap
      if (s.flightCap !== undefined) u.flightCap = Math.min(allowance(env, u), u.moved + s.flightCap);
    }
    if (u.onCap) landed = true; // PAC-CAP-4: the patrol ends with its landing
    delete u.onCap;
    if (plan.cap) u.onCap = true; // PAC-CAP-1
    if (combat) u.movedInCombat = true;
    if (inSecondMove(env)) u.secondMoved = true; // ER-ARM-3: one move in the second armour move
  }
  for (const c of plan.riders) {
    relocate(ctx, c, path[0]!, dest);
    // cargo moved with its transport (MOVE-3); fighters riding their carrier to launch have not moved yet (ER-CARR-2)
    if (combat && c.owner === power && !(c.aboard !== undefined && fightersRide(env) && specOf(env, c).domain === "air"))
      c.movedInCombat = true;
  }
  // CARR-2: own fighters stay and fly on their own; another friendly carrier with room there takes them aboard.
  for (const f of plan.takeOff) {
    delete f.aboard;
    const seat = carriersWithRoom(env, path[0]!).find(
      (c) => c.carrier.id !== f.aboard && state.territories[path[0]!]!.units.includes(c.carrier),
    );
    if (seat) f.aboard = seat.carrier.id;
  }
  for (const [id, carrier] of plan.landings) {
    const f = plan.units.find((s) => s.unit.id === id)!.unit;
    f.aboard = carrier; // CARR-1
  }
  ctx.events.push({
    type: "moved",
    power,
    phase: state.turn.phase,
    path: [...path],
    units: plan.units.map((s) => s.unit.id),
    ...(plan.riders.length ? { carried: plan.riders.map((u) => u.id) } : {}),
    ...(plan.cap ? { cap: true as const } : {}),
    ...(landed ? { landed: true as const } : {}),
  });
  takeZones(ctx, env, zones);

  const o = plan.outcome;
  const from = path[path.length - 2]!;
  if (o.kind === "capture" && enemyLand(env, dest)) {
    captureTerritory(ctx, dest, power); // LAND-5: no battle (a territory taken earlier this combat move is only joined)
  } else if (o.kind === "battle" || o.kind === "raid") {
    const b = battleAt(ctx, dest, o.kind === "raid" ? "raid" : o.battle);
    addEnteredFrom(b, from);
    for (const s of plan.units) {
      if (s.mode === "unload") {
        markAmphibious(b, s.from);
        // AMPH-2: a sea battle in the zone the cargo unloads from is fought first.
        if (state.territories[s.from]!.units.some((x) => x.owner !== power && !isFriendly(env, x.owner))) battleAt(ctx, s.from, "sea");
      }
      if (o.kind === "raid" && s.mode === "air") s.unit.raiding = true; // SBR-1
      for (const shot of s.aa) addAaShot(b, shot.gun, shot.over, s.unit.id);
    }
  }
}

function isFriendly(env: MoveEnv, owner: string): boolean {
  const a = env.rs.powers.find((p) => p.name === env.power)?.alliance;
  return env.rs.powers.find((p) => p.name === owner)?.alliance === a;
}

export const isShip = (env: MoveEnv, u: Unit): boolean => specOf(env, u).domain === "sea";
