// SBR — strategic bombing raid damage, and TECH-9 rocket damage: paid at once, capped at the treasury (ECON-3).
import type { Ctx } from "../engine/context.js";
import type { PendingBattle } from "../schema/state.js";
import { attackers } from "./sides.js";
import { areEnemies, spec } from "../queries.js";
import { raidDice } from "./values.js";
import { damageFactory } from "../economy/damage.js";

/** SBR-3: each surviving raiding bomber rolls its damage dice; the controller pays the total, at most its treasury. */
export function bombFactory(ctx: Ctx, b: PendingBattle): { damage: number; paid: number; payer: string | null } {
  const { rs, state } = ctx;
  const bombers = attackers(rs, state, b).filter((u) => spec(rs, u.type).isStrategicBomber); // escorts do not bomb (EUR-SBR-4)
  const controller = state.territories[b.at]?.owner ?? null;
  if (!areEnemies(rs, controller, b.attacker)) {
    // SBR-1: the target must be enemy-controlled; a territory taken earlier this phase has no enemy factory left to bomb.
    ctx.events.push({
      type: "raidDamage",
      at: b.at,
      attacker: b.attacker,
      bombers: bombers.map((u) => u.id),
      damage: 0,
      payer: null,
      paid: 0,
      reason: `${b.at} is no longer enemy-controlled`,
      rule: "SBR-1",
    });
    return { damage: 0, paid: 0, payer: null };
  }
  const opts = ctx.rs.engineOptions(state.ruleset.options);
  let damage = 0;
  for (const u of bombers) {
    const d = raidDice(rs, u.type, state.powers[u.owner]?.techs ?? [], opts);
    const damageOf = (v: number[]) => (d.bestOf ? Math.max(...v) : v.reduce((a, x) => a + x, 0)) + d.bonus;
    damage += damageOf(
      ctx.dice.roll(d.dice, { purpose: "raid", battle: b.at, round: 1, side: "attacker", unitType: u.type, threshold: 6 }, damageOf),
    ); // logged as the roll's `hits`
  }
  const free = rs.combat.raidCostsNothing?.(ctx, b.at);
  if (free) {
    ctx.events.push({
      type: "raidDamage",
      at: b.at,
      attacker: b.attacker,
      bombers: bombers.map((u) => u.id),
      damage,
      payer: null,
      paid: 0,
      reason: `nobody pays for damage to ${b.at}`,
      rule: free,
    });
    return { damage, paid: 0, payer: null };
  }
  const { paid, pendingLoss } = damageFactory(ctx, controller, b.at, damage);
  ctx.events.push({
    type: "raidDamage",
    at: b.at,
    attacker: b.attacker,
    bombers: bombers.map((u) => u.id),
    damage,
    payer: controller,
    paid,
    ...(pendingLoss !== undefined ? { pendingLoss } : {}),
    ipcs: controller ? state.powers[controller]!.ipcs : 0,
    rule: pendingLoss !== undefined ? "ER-INC-3" : "SBR-3",
  });
  rs.afterRaid?.(ctx, b.at, controller, paid); // e.g. victory points lost to bombing (PAC-VP-3)
  return { damage, paid, payer: controller };
}

export { pay } from "./raid-pay.js";
