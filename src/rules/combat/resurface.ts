// EUR-TURN-2, EUR-SUB-7/8, EUR-COMB-4 (PAC-TURN-2 board phase 8, PAC-COMB-1/3): the resurface-and-repair step when the
// acting power's `place` phase ends. Its submerged submarines resurface where they are — among enemy units the zone is
// left contested, for a later combat move's `attackInPlace` — and its damaged battleships are repaired.
import type { Ctx } from "../engine/context.js";
import { areEnemies } from "../queries.js";
import { repairDamaged } from "./damage.js";

export function resurfaceSubmarines(ctx: Ctx, rule: string): void {
  const { rs, state } = ctx;
  const power = state.turn.power;
  const units: string[] = [];
  const contested: string[] = [];
  for (const [place, t] of Object.entries(state.territories)) {
    const up = t.units.filter((u) => u.owner === power && u.submerged);
    if (!up.length) continue;
    for (const u of up) {
      delete u.submerged;
      units.push(u.id);
    }
    if (t.units.some((u) => !u.submerged && areEnemies(rs, power, u.owner))) contested.push(place);
  }
  if (units.length) ctx.events.push({ type: "submarinesResurfaced", power, units, contested, rule });
}

/** The step itself, for rule sets that have it (`combat.resurfaceStep`). */
export function resurfaceAndRepair(ctx: Ctx): void {
  const step = ctx.rs.combat.resurfaceStep;
  if (!step) return;
  resurfaceSubmarines(ctx, step.resurface);
  repairDamaged(ctx, step.repair);
}
