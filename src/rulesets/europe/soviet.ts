// EUR-SOV-1, EUR-SOV-2: Soviet Patriotic War. In the Soviet place phase the Soviet player may convert British and American
// infantry, artillery, armour, aaGuns, fighters and bombers standing in a Soviet-held territory with a Soviet factory,
// unit by unit: `patrioticWar {convert}`, once per phase; they become Soviet when it is accepted; not sent: none do.
// EUR-OPT-4 (`patrioticWarAutomatic`, TripleA): every such unit converts at the end of a British or American turn,
// remembers the round (`convertedIn`) and does not move in the Soviet turn that follows; no action then.
import type { ActionHandler, Ctx, View } from "../../rules/ruleset/types.js";
import type { Unit } from "../../rules/schema/state.js";
import type { Violation } from "../../rules/schema/ruling.js";
import { europeOptions } from "./options.js";
import { violation } from "../../rules/engine/context.js";
import { move } from "../../rules/movement/move-handler.js";
import type { MovePlan } from "../../rules/movement/types.js";

/** EUR-SOV-1 (FAQ, second edition): the territories with a Soviet factory. */
export const SOVIET_FACTORY_CITIES: readonly string[] = ["Leningrad", "Stalingrad", "Archangel", "Moscow"];
const CONVERTS = new Set(["infantry", "artillery", "armour", "aaGun", "fighter", "bomber"]);
const FROM = new Set(["British", "Americans"]);
const TO = "Russians";

/** The British (or American) units `from` may give up to the Soviets now, by territory (EUR-SOV-1). */
function convertible(view: View, from: readonly string[]): [string, Unit[]][] {
  const { state } = view;
  return SOVIET_FACTORY_CITIES.flatMap((place): [string, Unit[]][] => {
    const t = state.territories[place];
    if (!t || t.owner !== TO) return []; // the cities count while Soviet-held
    const units = t.units.filter((u) => from.includes(u.owner) && CONVERTS.has(u.type) && !u.aboard);
    return units.length ? [[place, units]] : [];
  });
}

/** Whether this game keeps TripleA's automatic conversion (EUR-OPT-4); the linked game offers no options (EP-GEN-2). */
const automatic = (view: View): boolean => view.state.ruleset.id === "europe" && europeOptions(view).patrioticWarAutomatic;

function convert(ctx: Ctx, place: string, units: readonly Unit[], round?: number): void {
  const byOwner = new Map<string, Unit[]>();
  for (const u of units) byOwner.set(u.owner, [...(byOwner.get(u.owner) ?? []), u]);
  for (const [from, list] of byOwner) {
    for (const u of list) {
      u.owner = TO;
      if (round !== undefined) u.convertedIn = round;
    }
    ctx.events.push({ type: "unitsConverted", at: place, from, to: TO, units: list.map((u) => u.id), rule: "EUR-SOV-1" });
  }
}

/** EUR-OPT-4: at the end of a British or American turn, with patrioticWarAutomatic, their eligible units convert. */
export function sovietConversion(ctx: Ctx): void {
  const power = ctx.state.turn.power;
  if (!automatic(ctx) || !FROM.has(power)) return;
  for (const [place, units] of convertible(ctx, [power])) convert(ctx, place, units, ctx.state.turn.round);
}

/** EUR-OPT-4: units converted automatically since the last Soviet turn do not move in it. */
export function convertedMayNotMove(view: View, moving: readonly Unit[]): Violation[] {
  const { state } = view;
  return moving
    .filter((u) => u.convertedIn !== undefined && u.owner === TO && state.turn.power === TO && state.turn.round === u.convertedIn + 1)
    .map((u) =>
      violation(
        "EUR-OPT-4",
        `${u.id} became Soviet at the end of round ${u.convertedIn} (option patrioticWarAutomatic): it may not move in this Soviet turn`,
        "action.units",
      ),
    );
}

function choiceProblems(view: View, power: string, ids: readonly string[]): Violation[] {
  const { state } = view;
  if (automatic(view))
    return [violation("EUR-OPT-4", "the Soviet conversion is automatic in this game (option patrioticWarAutomatic)", "action.type")];
  const out: Violation[] = [];
  if (power !== TO) out.push(violation("EUR-SOV-1", `the Soviet player (${TO}) converts, not the ${power}`, "action.power"));
  if (state.turn.power !== TO || state.turn.phase !== "place")
    out.push(
      violation("EUR-SOV-2", `units convert in the Soviet place phase, not in the ${state.turn.power}' ${state.turn.phase}`, "action.type"),
    );
  if (state.thisTurn.patrioticWarDone)
    out.push(violation("EUR-SOV-2", "the Soviet player converted units in this place phase already: once per phase", "action.type"));
  const eligible = new Set(convertible(view, [...FROM]).flatMap(([, us]) => us.map((u) => u.id)));
  if (new Set(ids).size !== ids.length) out.push(violation("EUR-SOV-1", "a unit is named twice", "action.convert"));
  ids.forEach((id, i) => {
    if (!eligible.has(id))
      out.push(
        violation(
          "EUR-SOV-1",
          `${id} cannot convert: only ${[...FROM].join("/")} ${[...CONVERTS].join(", ")} in Soviet-held ${SOVIET_FACTORY_CITIES.join(", ")} do`,
          `action.convert.${i}`,
        ),
      );
  });
  return out;
}

/** EUR-SOV-1/2: the Soviet player converts the named units now (none: nothing happens but the phase's one chance is used). */
export const patrioticWar: ActionHandler<"patrioticWar"> = {
  actor: "turnPower",
  check: (ctx, a) => ({ violations: choiceProblems(ctx, a.power, a.convert), plan: undefined }),
  apply(ctx, a) {
    ctx.state.thisTurn.patrioticWarDone = true;
    const chosen = new Set(a.convert);
    for (const [place, units] of convertible(ctx, [...FROM])) {
      const now = units.filter((u) => chosen.has(u.id));
      if (now.length) convert(ctx, place, now);
    }
  },
};

/** EUR-SOV-2: the shared move, refusing units converted since the last Soviet turn. */
export const europeMove: ActionHandler<"move", MovePlan> = {
  actor: "turnPower",
  check(ctx, action) {
    const checked = move.check(ctx, action);
    const moving = checked.plan.units.map((s) => s.unit);
    return {
      violations: [
        ...convertedMayNotMove(ctx, moving),
        ...checked.violations, // EUR-MOVE-6: the shared walk closes enemy convoy zones in the non-combat move
      ],
      plan: checked.plan,
    };
  },
  apply: (ctx, action, plan) => move.apply(ctx, action, plan),
};
