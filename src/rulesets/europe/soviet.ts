// EUR-SOV-1, EUR-SOV-2: Soviet Patriotic War. At the end of a British or American turn, their infantry,
// artillery, armour, aaGuns, fighters and bombers in a territory with a Soviet factory become Soviet units.
// A converted unit remembers the round (`convertedIn`) and does not move in the Soviet turn that follows.
// EUR-OPT-4 (`patrioticWarOptional`): the Soviet player may keep units out of it, per unit, with `patrioticWar`
// in the income phase of that turn; without that action every unit converts, as with the option off.
import type { ActionHandler, Ctx, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { europeOptions } from "./options.js";
import { violation } from "../../rules/engine/context.js";
import { move } from "../../rules/movement/move-handler.js";
import type { MovePlan } from "../../rules/movement/types.js";
import { convoyNoncombatCheck } from "./convoy.js";

/** EUR-SOV-1 (FAQ, second edition): the territories with a Soviet factory. */
export const SOVIET_FACTORY_CITIES: readonly string[] = ["Leningrad", "Stalingrad", "Archangel", "Moscow"];
const CONVERTS = new Set(["infantry", "artillery", "armour", "aaGun", "fighter", "bomber"]);
const FROM = new Set(["British", "Americans"]);
const TO = "Russians";

/** The units of the turn's power that convert at its end if the Soviet player keeps none out, by territory. */
function convertible(view: View): [string, Unit[]][] {
  const { state } = view;
  const power = state.turn.power;
  if (!FROM.has(power)) return [];
  return SOVIET_FACTORY_CITIES.flatMap((place): [string, Unit[]][] => {
    const t = state.territories[place];
    if (!t || t.owner !== TO) return []; // the cities count while Soviet-held
    const units = t.units.filter((u) => u.owner === power && CONVERTS.has(u.type));
    return units.length ? [[place, units]] : [];
  });
}

export function sovietConversion(ctx: Ctx): void {
  const { state } = ctx;
  const power = state.turn.power;
  const declined = new Set(state.thisTurn.conversionDeclined ?? []); // EUR-OPT-4
  for (const [place, all] of convertible(ctx)) {
    const units = all.filter((u) => !declined.has(u.id));
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

function choiceProblems(view: View, power: string, decline: readonly string[]): Violation[] {
  const { state } = view;
  if (!europeOptions(view).patrioticWarOptional)
    return [violation("EUR-OPT-4", "the Soviet conversion is automatic: the game's option patrioticWarOptional is off", "action.type")];
  const out: Violation[] = [];
  if (power !== TO) out.push(violation("EUR-OPT-4", `the Soviet player (${TO}) chooses, not the ${power}`, "action.power"));
  if (!FROM.has(state.turn.power))
    out.push(violation("EUR-SOV-2", `only British and American units convert; this is the ${state.turn.power}' turn`, "action.type"));
  const eligible = new Set(convertible(view).flatMap(([, us]) => us.map((u) => u.id)));
  if (new Set(decline).size !== decline.length) out.push(violation("EUR-OPT-4", "a unit is named twice", "action.decline"));
  decline.forEach((id, i) => {
    if (!eligible.has(id))
      out.push(
        violation(
          "EUR-SOV-1",
          `${id} would not convert: only ${[...FROM].join("/")} ${[...CONVERTS].join(", ")} in Soviet-held ${SOVIET_FACTORY_CITIES.join(", ")} do`,
          `action.decline.${i}`,
        ),
      );
  });
  return out;
}

/** EUR-OPT-4: the Soviet player's choice of the units that stay with their owner (the last choice counts). */
export const patrioticWar: ActionHandler<"patrioticWar"> = {
  actor: "anyPower", // the Soviet player acts in a British or American turn
  check: (ctx, a) => ({ violations: choiceProblems(ctx, a.power, a.decline), plan: undefined }),
  apply(ctx, a) {
    ctx.state.thisTurn.conversionDeclined = [...a.decline];
  },
};

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
