// Battle actions (COMB-1: resolveBattle / fightRound per pending battle, with the policy fields it accepts: casualty
// order types, retreat destinations RET-2, submarine withdrawals SUB-5, submerging EUR-SUB-4) and the answers to the
// pending decision (COMB-4 and AA-5 casualties, RET-1 retreat or press on, SUB-5 withdrawals, EUR-SBR-2 interceptors).
import type { Action } from "../../../rules/schema/action.js";
import type { Decision, PendingBattle } from "../../../rules/schema/state.js";
import { areAllied } from "../../../rules/queries.js";
import type { Probe } from "./probe.js";
import type { BattleOption, DecisionOption } from "./schema.js";

const typesOf = (p: Probe, at: string, mine: boolean): string[] => {
  const out = new Set<string>();
  for (const u of p.state.territories[at]?.units ?? []) if (areAllied(p.rs, u.owner, p.power) === mine) out.add(u.type);
  return [...out];
};

const neighbours = (p: Probe, at: string): string[] => [...(p.rs.forOptions(p.state.ruleset.options).board.adjacency.get(at) ?? [])];

export function battleOptions(p: Probe): {
  options: BattleOption[];
  examples: Partial<Record<"resolveBattle" | "fightRound" | "withdrawSubmarines", Action>>;
} {
  const { power } = p;
  const options: BattleOption[] = [];
  const examples: Partial<Record<"resolveBattle" | "fightRound" | "withdrawSubmarines", Action>> = {};
  const seen = new Set<string>();
  for (const b of p.state.pending.battles) {
    const key = `${b.at}|${b.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const fight = (type: "resolveBattle" | "fightRound", policy?: object): Action =>
      ({ type, power, at: b.at, kind: b.kind, ...(policy ? { policy } : {}) }) as Action;
    const actions = (["resolveBattle", "fightRound"] as const).filter((t) => p.ok(fight(t)));
    for (const t of actions) examples[t] ??= fight(t);
    const around = neighbours(p, b.at);
    const retreatTo = actions.length ? candidatesFor(b, around).filter((to) => p.ok(fight("resolveBattle", { retreat: { to } }))) : [];
    const withdrawSubmarinesTo = actions.length
      ? [b.at, ...around].filter((to) => p.ok(fight("resolveBattle", { withdrawSubmarines: { attacker: { afterRound: 1, to } } })))
      : [];
    const submarinesTo = [b.at, ...around].filter((to) => p.ok({ type: "withdrawSubmarines", power, at: b.at, to }));
    if (submarinesTo.length) examples.withdrawSubmarines ??= { type: "withdrawSubmarines", power, at: b.at, to: submarinesTo[0]! };
    if (!actions.length && !submarinesTo.length) continue;
    const attacking = b.attacker === power || areAllied(p.rs, b.attacker, power);
    options.push({
      at: b.at,
      kind: b.kind,
      actions: [...actions],
      casualtyOrder: { attacker: typesOf(p, b.at, attacking), defender: typesOf(p, b.at, !attacking) },
      retreatTo,
      withdrawSubmarinesTo,
      submarinesTo,
    });
  }
  return { options, examples };
}

/** Retreat candidates (RET-2): the spaces attackers came from first, then every neighbour. */
const candidatesFor = (b: PendingBattle, around: string[]): string[] => [...new Set([...b.enteredFrom, ...around])];

type Answer = Omit<DecisionOption, "kind" | "at" | "suggested">;
type Answerer<D extends Decision> = (p: Probe, d: D) => { answer: Answer; examples: Action[] };

/** A casualty choice covering every restricted pool first (COMB-4, SUB-3, BOMB-3, EUR-SUB-3), then any eligible unit. */
function casualtyChoice(d: Extract<Decision, { kind: "casualties" | "aaCasualties" }>): string[] {
  const chosen: string[] = [];
  const pools = d.kind === "casualties" ? [d.restricted, ...(d.alsoRestricted ?? [])].filter((x) => x !== undefined) : [];
  for (const pool of pools) {
    let need = pool.hits;
    for (const id of pool.eligible) {
      if (need === 0 || chosen.length >= d.count) break;
      if (!chosen.includes(id)) {
        chosen.push(id);
        need--;
      }
    }
  }
  for (const id of d.eligible) if (chosen.length < d.count && !chosen.includes(id)) chosen.push(id);
  return chosen;
}

const casualties: Answerer<Extract<Decision, { kind: "casualties" | "aaCasualties" }>> = (p, d) => {
  const restricted = d.kind === "casualties" ? [d.restricted, ...(d.alsoRestricted ?? [])].filter((x) => x !== undefined) : [];
  const first = casualtyChoice(d);
  const tries = [first, [...first].reverse(), d.eligible.slice(0, d.count), d.eligible.slice(-d.count)];
  const examples = tries
    .map((units): Action => ({ type: "chooseCasualties", power: p.power, at: d.at, units }))
    .filter((a, i, all) => all.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i);
  return {
    answer: { answers: ["chooseCasualties"], eligible: d.eligible, count: d.count, ...(restricted.length ? { restricted } : {}) },
    examples,
  };
};

const DECISION_ANSWERS: { [K in Decision["kind"]]: Answerer<Extract<Decision, { kind: K }>> } = {
  casualties,
  aaCasualties: casualties,
  retreat: (p, d) => {
    const to = [...d.to];
    const retreats: Action[] = to.length
      ? to.map((t) => ({ type: "retreat", power: p.power, at: d.at, to: t }))
      : [{ type: "retreat", power: p.power, at: d.at }];
    return {
      answer: { answers: ["retreat", "pressOn"], to },
      examples: [{ type: "pressOn", power: p.power, at: d.at }, ...retreats],
    };
  },
  withdrawSubmarines: (p, d) => ({
    answer: { answers: ["withdrawSubmarines"], to: [...d.to], units: [...d.units], mayStay: true },
    examples: [
      { type: "withdrawSubmarines", power: p.power, at: d.at, to: null },
      ...d.to.map((to): Action => ({ type: "withdrawSubmarines", power: p.power, at: d.at, to })),
    ],
  }),
  intercept: (p, d) => ({
    answer: { answers: ["intercept"], units: [...d.units] },
    examples: [
      { type: "intercept", power: p.power, at: d.at, units: [] },
      { type: "intercept", power: p.power, at: d.at, units: [...d.units] },
    ],
  }),
};

/** The decision kinds that have an answerer (the coverage test compares them with the wire's Decision union). */
export const ANSWERED_DECISION_KINDS = Object.keys(DECISION_ANSWERS) as Decision["kind"][];

/** The pending decision `p.power` owes, with its answers filtered through validate; undefined when it owes none. */
export function decisionOption(p: Probe): { option?: DecisionOption; accepted: Action[] } {
  const d = p.state.pending.decision;
  if (!d || d.power !== p.power) return { accepted: [] };
  const answerer = DECISION_ANSWERS[d.kind] as Answerer<Decision> | undefined;
  if (!answerer) return { accepted: [] };
  const { answer, examples } = answerer(p, d);
  const accepted = examples.filter((a) => p.ok(a));
  if (!accepted.length) return { accepted };
  const types = new Set(accepted.map((a) => a.type));
  // destinations listed only where the referee takes them
  const to = answer.to?.filter((t) =>
    accepted.some((a) => (a.type === "retreat" || a.type === "withdrawSubmarines") && "to" in a && a.to === t),
  );
  return {
    option: {
      kind: d.kind,
      at: d.at,
      ...answer,
      answers: answer.answers.filter((t) => types.has(t as Action["type"])),
      ...(to ? { to } : {}),
      ...(accepted[0]!.type === "chooseCasualties" && Array.isArray(accepted[0]!.units) ? { suggested: accepted[0]!.units } : {}),
    },
    accepted,
  };
}
