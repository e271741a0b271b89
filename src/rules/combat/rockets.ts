// TECH-9 rockets: an aaGun that has not moved, in a territory not conquered this turn, hits an enemy
// factory territory within 3 spaces once per turn (OPT-16: once per gun); the controller loses 1 die of IPCs (ECON-3).
import type { Ctx } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import { opts, violation, withoutPlan } from "../engine/context.js";
import { areEnemies, conqueredThisTurn, hasTech, isLand, spec, unitsAt } from "../queries.js";
import { damageFactory } from "../economy/damage.js";
import { waitingFor } from "./handlers.js";

const RANGE = 3;

/** Spaces between two places (land and sea alike), up to `max`; Infinity beyond. */
export function distance(ctx: Pick<Ctx, "rs">, from: string, to: string, max = RANGE): number {
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 0; d <= max; d++) {
    if (frontier.includes(to)) return d;
    const next: string[] = [];
    for (const p of frontier)
      for (const n of ctx.rs.board.adjacency.get(p) ?? [])
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    frontier = next;
  }
  return Infinity;
}

const gunAt = (ctx: Ctx, place: string, power: string) =>
  unitsAt(ctx.state, place).find((u) => spec(ctx.rs, u.type).isAA && u.owner === power);

export const rocketAttack = withoutPlan<"rocketAttack">({
  actor: "turnPower",
  check(ctx, action) {
    const { rs, state } = ctx;
    if (state.pending.decision) return [waitingFor(state.pending.decision)];
    const out: Violation[] = [];
    const p = action.power;
    if (!hasTech(state, p, "rockets")) out.push(violation("TECH-9", `the ${p} have not developed rockets`, "action.type"));
    const gun = gunAt(ctx, action.from, p);
    if (!gun) out.push(violation("TECH-9", `the ${p} have no aaGun in ${action.from} to fire a rocket from`, "action.from"));
    else {
      if (gun.moved || gun.movedInCombat)
        out.push(violation("TECH-9", `the aaGun ${gun.id} in ${action.from} moved this turn: it cannot fire a rocket`, "action.from"));
      if (conqueredThisTurn(state, action.from))
        out.push(violation("TECH-9", `${action.from} was conquered this turn: its aaGun ${gun.id} cannot fire a rocket`, "action.from"));
      if (state.thisTurn.rocketsFired.includes(gun.id))
        out.push(violation("TECH-9", `the aaGun ${gun.id} already fired a rocket this turn`, "action.from"));
    }
    if (!opts(ctx).rocketsPerAAGun) {
      if (state.thisTurn.rocketsFired.length > 0)
        out.push(
          violation(
            "TECH-9",
            `the ${p} already made their rocket attack this turn (one per turn; option rocketsPerAAGun, OPT-16, is off)`,
            "action.type",
          ),
        );
    } else if (state.thisTurn.rocketTargets?.includes(action.target)) {
      out.push(
        violation(
          "TECH-9",
          `${action.target} was already hit by a rocket this turn: one rocket per target factory (OPT-16)`,
          "action.target",
        ),
      );
    }
    const target = state.territories[action.target];
    if (!target || !isLand(rs, action.target)) out.push(violation("TECH-9", `${action.target} is not a land territory`, "action.target"));
    else {
      if (!areEnemies(rs, target.owner, p))
        out.push(violation("TECH-9", `${action.target} is not enemy-controlled: rockets hit enemy factory territories`, "action.target"));
      if (!target.units.some((u) => spec(rs, u.type).isFactory))
        out.push(violation("TECH-9", `${action.target} has no factory to hit`, "action.target"));
      if (distance(ctx, action.from, action.target) > RANGE)
        out.push(violation("TECH-9", `${action.target} is more than ${RANGE} spaces from ${action.from}`, "action.target"));
    }
    return out;
  },
  apply(ctx, action) {
    const { state } = ctx;
    const gun = gunAt(ctx, action.from, action.power)!;
    const [value] = ctx.dice.roll(
      1,
      { purpose: "rocket", battle: action.target, side: "attacker", unitType: gun.type, threshold: 6 },
      (v) => v[0]!,
    );
    const payer = state.territories[action.target]!.owner;
    const { paid, pendingLoss } = damageFactory(ctx, payer, action.target, value!); // ER-INC-3, ER-IC-4
    state.thisTurn.rocketsFired.push(gun.id);
    (state.thisTurn.rocketTargets ??= []).push(action.target);
    ctx.events.push({
      type: "rocketAttack",
      power: action.power,
      from: action.from,
      gun: gun.id,
      target: action.target,
      damage: value!,
      payer,
      paid,
      ...(pendingLoss !== undefined ? { pendingLoss } : {}),
      ipcs: payer ? state.powers[payer]!.ipcs : 0,
      rule: "TECH-9",
    });
  },
});
