// EUR-SOV-1, EUR-SOV-2: Soviet Patriotic War. At the end of a British or American turn, their infantry,
// artillery, armour, aaGuns, fighters and bombers in a territory with a Soviet factory become Soviet units.
// A converted unit remembers the round (`convertedIn`) and does not move in the Soviet turn that follows.
import type { ActionHandler, Ctx, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { violation } from "../../rules/engine/context.js";
import { move } from "../../rules/movement/move-handler.js";
import type { MovePlan } from "../../rules/movement/types.js";
import { convoyNoncombatCheck } from "./convoy.js";

/** EUR-SOV-1 (FAQ, second edition): the territories with a Soviet factory. */
export const SOVIET_FACTORY_CITIES: readonly string[] = ["Leningrad", "Stalingrad", "Archangel", "Moscow"];
const CONVERTS = new Set(["infantry", "artillery", "armour", "aaGun", "fighter", "bomber"]);
const FROM = new Set(["British", "Americans"]);
const TO = "Russians";

export function sovietConversion(ctx: Ctx): void {
  const { state } = ctx;
  const power = state.turn.power;
  if (!FROM.has(power)) return;
  for (const place of SOVIET_FACTORY_CITIES) {
    const t = state.territories[place];
    if (!t || t.owner !== TO) continue; // the cities count while Soviet-held
    const units = t.units.filter((u) => u.owner === power && CONVERTS.has(u.type));
    if (!units.length) continue;
    for (const u of units) {
      u.owner = TO;
      u.convertedIn = state.turn.round;
    }
    ctx.events.push({ type: "unitsConverted", at: place, from: power, to: TO, units: units.map((u) => u.id), rule: "EUR-SOV-1" });
  }
}

/** EUR-SOV-2: units converted since the last Soviet turn do not move in it. */
export function convertedMayNotMove(view: View, moving: readonly Unit[]): Violation[] {
  const { state } = view;
  return moving
    .filter((u) => u.convertedIn !== undefined && u.owner === TO && state.turn.power === TO && state.turn.round === u.convertedIn + 1)
    .map((u) =>
      violation(
        "EUR-SOV-2",
        `${u.id} became Soviet at the end of round ${u.convertedIn}: it may not move in this Soviet turn`,
        "action.units",
      ),
    );
}

/** EUR-SOV-2: the shared move, refusing units converted since the last Soviet turn (and EUR-MOVE-6, convoy.ts). */
export const europeMove: ActionHandler<"move", MovePlan> = {
  actor: "turnPower",
  check(ctx, action) {
    const checked = move.check(ctx, action);
    const moving = checked.plan.units.map((s) => s.unit);
    return {
      violations: [
        ...convertedMayNotMove(ctx, moving),
        ...checked.violations,
        ...convoyNoncombatCheck(
          ctx,
          action.power,
          action.path,
          moving.map((u) => u.type),
        ),
      ],
      plan: checked.plan,
    };
  },
  apply: (ctx, action, plan) => move.apply(ctx, action, plan),
};
