// OPT-2 / OPT-NAVAL-2: with placeShipsInEnemySeaZones, ships of both sides may share a sea zone. In its combat
// move the power to move may attack the enemy units there without moving: its units there are attackers that
// moved 0 spaces. Developer decision DEC-3: they entered from nowhere, so they have no retreat space of their own (RET-2).
// EUR-SUB-8 (PAC-COMB-3): where submarines submerge, resurfacing ones leave zones shared with enemies, attacked so too.
import { opts, violation, withoutPlan } from "../engine/context.js";
import type { Violation } from "../schema/ruling.js";
import { areEnemies, spec, unitsAt } from "../queries.js";
import { fightsAtAll } from "../combat/sides.js";
import { battleAt } from "../movement/battles.js";

export const attackInPlace = withoutPlan<"attackInPlace">({
  actor: "turnPower",
  check(ctx, action) {
    const { rs, state } = ctx;
    const out: Violation[] = [];
    // the rule that lets ships attack where they are: the option's, or the rule set's own resurfacing rule
    const byOption = Boolean(opts(ctx).placeShipsInEnemySeaZones) || !rs.combat.resurfaceStep;
    const rule = byOption ? "OPT-2" : rs.combat.resurfaceStep!.resurface;
    const cite = byOption ? " (OPT-NAVAL-2)" : ` (${rule})`;
    if (!opts(ctx).placeShipsInEnemySeaZones && !rs.combat.resurfaceStep) {
      out.push(
        violation(
          "OPT-2",
          "attacking without moving is only for zones shared under option placeShipsInEnemySeaZones (OPT-2, OPT-NAVAL-2), which is off",
          "action",
        ),
      );
    }
    if (rs.board.territories.get(action.at)?.kind !== "sea") {
      out.push(
        violation(
          rule,
          `${action.at} is not a sea zone: only a sea zone shared with enemy ships is attacked without moving${cite}`,
          "action.at",
        ),
      );
      return out;
    }
    const here = unitsAt(state, action.at);
    const mine = here.filter((u) => u.owner === action.power && !u.aboard && spec(rs, u.type).domain === "sea" && !u.submerged);
    const enemies = here.filter(
      (u) => areEnemies(rs, u.owner, action.power) && fightsAtAll(rs, u) && spec(rs, u.type).domain !== "land" && !u.submerged,
    );
    if (!mine.length) out.push(violation(rule, `${action.power} has no ships in ${action.at} to attack with without moving`, "action.at"));
    if (!enemies.length) out.push(violation(rule, `${action.at} holds no enemy units: there is nothing to attack`, "action.at"));
    if (state.pending.battles.some((b) => b.at === action.at && b.kind === "sea")) {
      out.push(
        violation(
          "COMB-1",
          `a sea battle at ${action.at} is already declared this turn: the ${action.power} ships there take part in it`,
          "action.at",
        ),
      );
    }
    return out;
  },
  apply(ctx, action) {
    // COMB-1: one battle per space; the ships there attack having moved 0 spaces (no further combat move, MOVE-2).
    battleAt(ctx, action.at, "sea");
    for (const u of unitsAt(ctx.state, action.at)) {
      if (u.owner !== action.power || u.aboard || spec(ctx.rs, u.type).domain !== "sea" || u.submerged) continue;
      u.movedInCombat = true;
      u.moved = u.moved ?? 0;
    }
  },
});
