// What is legal now, completely: for each action type, an enumerator that builds candidates from the state and keeps
// those `validate` accepts. A type is listed only with at least one legal instance (its `example`). A power the game
// does not wait for gets only what it may do out of turn (TURN-3): concede and the declarations (actor anyPower).
import { ACTION_TYPES, type Action, type ActionType } from "../../../rules/schema/action.js";
import type { GameState } from "../../../rules/schema/state.js";
import type { Ruleset, UnitReaches } from "../../../rules/ruleset/types.js";
import { allowedActionTypes } from "../../../rules/engine/permissions.js";
import { probeFor, type Probe } from "./probe.js";
import type { LegalOptions } from "./schema.js";
import { developOptions, placeOptions, purchaseOptions } from "./economy.js";
import { battleOptions, decisionOption } from "./battles.js";
import * as d from "./declarations.js";

/** What one enumeration found: the options (shared by types such as the battle actions) and one example a type. */
interface Found {
  options: LegalOptions;
  examples: Partial<Record<ActionType, Action>>;
}
interface Work extends Found {
  p: Probe;
  reaches: () => UnitReaches[];
  once: Set<string>;
}
type Enumerator = (w: Work) => void;

const battles: Enumerator = (w) => {
  if (w.once.has("battles")) return;
  w.once.add("battles");
  const { options, examples } = battleOptions(w.p);
  if (options.length) w.options.battles = options;
  Object.assign(w.examples, examples);
};
const decision: Enumerator = (w) => {
  if (w.once.has("decision")) return;
  w.once.add("decision");
  const { option, accepted } = decisionOption(w.p);
  if (!option) return;
  w.options.decision = option;
  for (const a of accepted) w.examples[a.type] ??= a;
};

/** One enumerator per action type of the wire (the coverage test walks ACTION_TYPES against this table). */
export const ENUMERATORS: { readonly [T in ActionType]: Enumerator } = {
  endPhase: (w) => {
    const owes = w.p.refusal({ type: "endPhase", power: w.p.power });
    w.options.endPhase = { ok: owes.length === 0, owes: owes.map((v) => ({ rule: v.rule, message: v.message })) };
    if (!owes.length) w.examples.endPhase = { type: "endPhase", power: w.p.power };
  },
  concede: (w) => {
    const a: Action = { type: "concede", power: w.p.power };
    if (!w.p.ok(a)) return;
    w.options.concede = { ok: true };
    w.examples.concede = a;
  },
  purchase: (w) => {
    const { options, example } = purchaseOptions(w.p);
    if (!example) return;
    w.options.purchase = options;
    w.examples.purchase = example;
  },
  place: (w) => {
    const { options, example } = placeOptions(w.p);
    if (!example) return;
    w.options.place = options;
    w.examples.place = example;
  },
  move: (w) => {
    const movable = w.reaches().filter((u) => u.reaches.length);
    const r = movable[0]?.reaches[0];
    if (!r) return;
    const a: Action = {
      type: "move",
      power: w.p.power,
      units: r.units,
      path: r.path,
      ...(r.raid ? { raid: true } : {}),
      ...(r.cap ? { cap: true } : {}),
    };
    if (!w.p.ok(a)) return;
    w.options.move = { units: movable.length };
    w.examples.move = a;
  },
  resolveBattle: battles,
  fightRound: battles,
  withdrawSubmarines: (w) => {
    decision(w);
    battles(w);
  },
  chooseCasualties: decision,
  retreat: decision,
  pressOn: decision,
  intercept: decision,
  developWeapons: (w) => {
    const { option, example } = developOptions(w.p);
    if (!option || !example) return;
    w.options.developWeapons = option;
    w.examples.developWeapons = example;
  },
  rocketAttack: (w) => put(w, "rocketAttack", d.rocketOptions(w.p)),
  attackInPlace: (w) => put(w, "attackInPlace", d.attackInPlaceOptions(w.p)),
  kamikaze: (w) => put(w, "kamikaze", d.kamikazeOptions(w.p)),
  scramble: (w) => put(w, "scramble", d.scrambleOptions(w.p)),
  allocateConvoyIncome: (w) => put(w, "allocateConvoyIncome", d.convoyOptions(w.p)),
  patrioticWar: (w) => put(w, "patrioticWar", d.patrioticWarOptions(w.p)),
  redeployToMoscow: (w) => put(w, "redeployToMoscow", d.redeployOptions(w.p)),
  assignCapture: (w) => put(w, "assignCapture", d.assignCaptureOptions(w.p)),
};

function put<K extends keyof LegalOptions & ActionType>(
  w: Work,
  key: K,
  found: { option?: NonNullable<LegalOptions[K]>; example?: Action },
): void {
  if (!found.option || !found.example) return;
  w.options[key] = found.option;
  w.examples[key] = found.example;
}

export interface Enumeration extends Found {
  /** the types with at least one legal instance, in the wire's order */
  actions: ActionType[];
}

/**
 * Everything `power` may do now. `types` are the candidates (the generic preconditions already met); `outOfTurn`
 * keeps only what a power may do while the game waits for another (actor anyPower).
 */
export function enumerateLegal(
  rs: Ruleset,
  state: GameState,
  power: string,
  reaches: () => UnitReaches[],
  outOfTurn: boolean,
  table: { readonly [T in ActionType]: Enumerator } = ENUMERATORS,
): Enumeration {
  const play = rs.forOptions(state.ruleset.options);
  const w: Work = { p: probeFor(rs, state, power), reaches, once: new Set(), options: {}, examples: {} };
  const candidates = allowedActionTypes(play, state, power).filter((t) => !outOfTurn || play.actions[t].actor === "anyPower");
  for (const t of candidates) table[t](w);
  const actions = ACTION_TYPES.filter((t) => candidates.includes(t) && w.examples[t] !== undefined);
  // endPhase stays described (why not) even when it is refused; nothing else is listed without an instance
  const listed = new Set<string>([...actions, "endPhase", "battles", "decision"]);
  for (const k of Object.keys(w.options) as (keyof LegalOptions)[]) if (!listed.has(k)) delete w.options[k];
  const examples: Partial<Record<ActionType, Action>> = {};
  for (const t of actions) examples[t] = w.examples[t]!;
  return { actions, options: w.options, examples };
}
