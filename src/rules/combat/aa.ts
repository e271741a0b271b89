// AA-3, AA-5, SBR-2: anti-aircraft fire before a battle or raid — the overflight shots recorded by the
// combat move (in the order the paths reach them), then the target's gun; one die per aircraft, hit on 1.
import type { Ctx } from "../engine/context.js";
import type { AaShot, PendingBattle } from "../schema/state.js";
import { areEnemies, flagAt, spec, unitsAt } from "../queries.js";
import { attackers } from "./sides.js";
import { AA_THRESHOLD } from "./values.js";

/** The enemy aaGun in the battle's land territory, if any. */
function targetGun(ctx: Ctx, b: PendingBattle) {
  if (b.kind === "sea") return undefined;
  return unitsAt(ctx.state, b.at).find((u) => spec(ctx.rs, u.type).isAA && areEnemies(ctx.rs, u.owner, b.attacker));
}

/** How many AA shots this battle owes in total (stable while the battle runs). */
export const aaShotCount = (ctx: Ctx, b: PendingBattle): number => b.aaFire.length + (targetGun(ctx, b) ? 1 : 0);

/** The i-th shot: a recorded overflight shot, or last the target's gun at every attacking aircraft it has not fired at (AA-3). */
export function aaShot(ctx: Ctx, b: PendingBattle, i: number): AaShot | undefined {
  if (i < b.aaFire.length) return b.aaFire[i];
  const gun = targetGun(ctx, b);
  if (!gun) return undefined;
  const already = new Set(b.aaFire.filter((s) => s.gun === gun.id).flatMap((s) => s.aircraft));
  const aircraft = attackers(ctx.rs, ctx.state, b)
    .filter((u) => spec(ctx.rs, u.type).domain === "air" && !already.has(u.id))
    .map((u) => u.id);
  return { gun: gun.id, over: b.at, aircraft };
}

/** Fires one shot at the aircraft of it still alive; returns them and the hits. */
export function fireAa(ctx: Ctx, b: PendingBattle, shot: AaShot): { aircraft: string[]; hits: number } {
  // SBR-2: the raided territory's own gun fires at the raiding bombers; where escorts fly (EUR-AA-1) at them too
  const bomberOnly = b.kind === "raid" && shot.over === b.at && !flagAt(ctx.rs.combat.raidAirBattle, ctx, b.at);
  const alive = new Set(
    attackers(ctx.rs, ctx.state, b)
      .filter((u) => spec(ctx.rs, u.type).domain === "air" && (!bomberOnly || spec(ctx.rs, u.type).isStrategicBomber))
      .map((u) => u.id),
  );
  const aircraft = shot.aircraft.filter((id) => alive.has(id));
  if (!aircraft.length) return { aircraft, hits: 0 };
  const values = ctx.dice.roll(aircraft.length, {
    purpose: "aa",
    battle: b.at,
    side: "defender",
    unitType: "aaGun",
    threshold: AA_THRESHOLD,
  });
  const hits = values.filter((v) => v <= AA_THRESHOLD).length;
  ctx.events.push({
    type: "aaFire",
    at: b.at,
    gun: shot.gun,
    over: shot.over,
    aircraft,
    values,
    hits,
    rule: b.kind === "raid" ? "SBR-2" : "AA-3",
  });
  return { aircraft, hits };
}
