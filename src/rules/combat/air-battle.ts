// EUR-SBR-2, EUR-SBR-3: a raid's air battle, fought before AA fire when the rule set has one (combat.raidAirBattle).
// One round: the escorts roll at their `escort` value, the defender's interceptors in the target at their
// `intercept` value, both at once; bombers do not fire. The defender first chooses which fighters intercept (the
// `intercept` decision); a policy (resolveBattle with `policy`) lets every one intercept. Escort hits go to interceptors (the defender chooses),
// interceptor hits to escorts or bombers (the attacker chooses).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle, Unit } from "../schema/state.js";
import { areEnemies, flagAt, spec, unitsAt } from "../queries.js";
import { attackers } from "./sides.js";
import { fire, type Shooter } from "./fire.js";

/** The raid's escorts: raiding units that may escort (not the bombers themselves). */
export const escortsOf = (ctx: Ctx, b: PendingBattle): Unit[] =>
  attackers(ctx.rs, ctx.state, b).filter((u) => spec(ctx.rs, u.type).escort !== undefined && !spec(ctx.rs, u.type).isStrategicBomber);

/** The defender's units in the target that may intercept (EUR-SBR-2: "may" — the defender chooses which do). */
export const mayIntercept = (ctx: Ctx, b: PendingBattle): Unit[] =>
  unitsAt(ctx.state, b.at).filter(
    (u) => spec(ctx.rs, u.type).intercept !== undefined && areEnemies(ctx.rs, u.owner, b.attacker) && !u.aboard,
  );

/** The interceptors: those the defender chose (`b.interceptors`), else every one that may. */
export const interceptorsOf = (ctx: Ctx, b: PendingBattle): Unit[] => {
  const chosen = b.interceptors && new Set(b.interceptors);
  return mayIntercept(ctx, b).filter((u) => !chosen || chosen.has(u.id));
};

/** Whether the raid at `b` opens with an air battle: the rule set has them and someone may intercept. */
export const hasAirBattle = (ctx: Ctx, b: PendingBattle): boolean =>
  b.kind === "raid" && flagAt(ctx.rs.combat.raidAirBattle, ctx, b.at) && mayIntercept(ctx, b).length > 0;

function shooters(units: readonly Unit[], value: (u: Unit) => number): Shooter[] {
  const groups = new Map<string, Shooter>();
  for (const u of units) {
    const v = value(u);
    if (v <= 0) continue;
    const key = `${u.type}|${v}`;
    const g = groups.get(key);
    if (g) g.units++;
    else groups.set(key, { type: u.type, units: 1, value: v, dice: 1, bestOf: false, restricted: false, purpose: "battle" });
  }
  return [...groups.values()];
}

/** Rolls both sides' dice of the air battle (round 1) and records the hits each side still has to take. */
export function rollAirBattle(ctx: Ctx, b: PendingBattle): void {
  const esc = escortsOf(ctx, b);
  const raiders = attackers(ctx.rs, ctx.state, b);
  const icp = interceptorsOf(ctx, b);
  const meta = (side: "attacker" | "defender") => ({ at: b.at, round: 1, side });
  const escort = fire(
    ctx,
    meta("attacker"),
    shooters(esc, (u) => spec(ctx.rs, u.type).escort!),
    (h) => h >= icp.length,
  );
  ctx.events.push({
    type: "fire",
    at: b.at,
    round: 1,
    side: "attacker",
    stage: "airBattle",
    rolls: escort.rolls,
    hits: escort.hits,
    rule: "EUR-SBR-3",
  });
  const intercept = fire(
    ctx,
    meta("defender"),
    shooters(icp, (u) => spec(ctx.rs, u.type).intercept!),
    (h) => h >= raiders.length,
  );
  ctx.events.push({
    type: "fire",
    at: b.at,
    round: 1,
    side: "defender",
    stage: "airBattle",
    rolls: intercept.rolls,
    hits: intercept.hits,
    rule: "EUR-SBR-3",
  });
  b.airBattle = { escortHits: Math.min(escort.hits, icp.length), interceptHits: Math.min(intercept.hits, raiders.length) };
}
