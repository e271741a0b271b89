// Expanding the compact description into concrete actions: one instance per listed type (`instanceOf`), and the
// answers to the pending decision. What a client does with the answer of POST /v1/legal-actions.
import type { Action, ActionType } from "../../../rules/schema/action.js";
import type { LegalActions } from "../legal-actions.js";

/** The answers to the pending decision that the options describe. */
export function decisionAnswers(legal: LegalActions): Action[] {
  const d = legal.options.decision;
  if (!d) return [];
  const power = legal.power;
  const out: Action[] = [];
  for (const t of d.answers) {
    if (t === "chooseCasualties" && d.suggested) out.push({ type: t, power, at: d.at, units: d.suggested });
    if (t === "pressOn") out.push({ type: t, power, at: d.at });
    if (t === "retreat")
      out.push(...(d.to?.length ? d.to.map((to): Action => ({ type: t, power, at: d.at, to })) : [{ type: t, power, at: d.at } as Action]));
    if (t === "withdrawSubmarines") {
      if (d.mayStay) out.push({ type: t, power, at: d.at, to: null });
      for (const to of d.to ?? []) out.push({ type: t, power, at: d.at, to });
    }
    if (t === "intercept") out.push({ type: t, power, at: d.at, units: [] });
  }
  return out;
}

/** One concrete action of a listed type, built from the options (undefined for a type not listed). */
export function instanceOf(legal: LegalActions, type: ActionType): Action | undefined {
  if (!legal.actions.includes(type)) return undefined;
  const power = legal.power;
  const o = legal.options;
  switch (type) {
    case "endPhase":
    case "concede":
      return { type, power };
    case "purchase": {
      const t = o.purchase?.[0];
      const u = t?.units[0];
      return t && u ? { type, power, units: { [u.type]: 1 }, ...(t.treasury ? { treasury: t.treasury } : {}) } : undefined;
    }
    case "place": {
      const p = o.place?.[0];
      return p ? { type, power, at: p.at, units: { [p.units[0]!.type]: 1 } } : undefined;
    }
    case "move": {
      const r = legal.units.find((u) => u.reaches.length)?.reaches[0];
      return r
        ? { type, power, units: r.units, path: r.path, ...(r.raid ? { raid: true } : {}), ...(r.cap ? { cap: true } : {}) }
        : undefined;
    }
    case "resolveBattle":
    case "fightRound": {
      const b = o.battles?.find((x) => x.actions.includes(type));
      return b ? { type, power, at: b.at, kind: b.kind } : undefined;
    }
    case "withdrawSubmarines": {
      const b = o.battles?.find((x) => x.submarinesTo.length);
      if (b) return { type, power, at: b.at, to: b.submarinesTo[0]! };
      return decisionAnswers(legal).find((a) => a.type === type);
    }
    case "chooseCasualties":
    case "retreat":
    case "pressOn":
    case "intercept":
      return decisionAnswers(legal).find((a) => a.type === type);
    case "developWeapons":
      return o.developWeapons ? { type, power, dice: o.developWeapons.minDice } : undefined;
    case "rocketAttack": {
      const r = o.rocketAttack?.[0];
      return r ? { type, power, from: r.from, target: r.targets[0]! } : undefined;
    }
    case "attackInPlace":
      return o.attackInPlace ? { type, power, at: o.attackInPlace.at[0]! } : undefined;
    case "kamikaze":
      return o.kamikaze ? { type, power, targets: [] } : undefined;
    case "scramble": {
      const s = o.scramble?.[0];
      return s ? { type, power, from: s.from, to: s.to, units: [s.units[0]!] } : undefined;
    }
    case "allocateConvoyIncome": {
      const c = o.allocateConvoyIncome;
      return c ? { type, power, to: { [c.treasuries[0]!]: c.total } } : undefined;
    }
    case "patrioticWar":
      return o.patrioticWar ? ({ type, power, [o.patrioticWar.field]: [] } as unknown as Action) : undefined;
    case "redeployToMoscow":
      return o.redeployToMoscow ? { type, power } : undefined;
    case "assignCapture": {
      const a = o.assignCapture?.[0];
      return a ? { type, power, at: a.at, to: a.to[0]! } : undefined;
    }
  }
}

/** One instance of every listed type. */
export const instances = (legal: LegalActions): Action[] =>
  legal.actions.map((t) => instanceOf(legal, t)).filter((a): a is Action => a !== undefined);

const pickOf = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
function shuffled<T>(rand: () => number, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
/** A random subset of at least `min` of the items. */
const someOf = <T>(rand: () => number, xs: readonly T[], min = 0): T[] =>
  shuffled(rand, xs).slice(0, min + Math.floor(rand() * (xs.length - min + 1)));

/**
 * `count` casualties drawn at random from `eligible` so that each restricted pool's hits land on its own units (the
 * pools with the fewest candidates first): any such choice is an answer the referee takes (COMB-4, SUB-3, BOMB-3).
 */
export function randomCasualties(
  d: { eligible?: readonly string[]; count?: number; restricted?: DecisionRestricted },
  rand: () => number,
): string[] {
  const count = d.count ?? 0;
  const chosen = new Set<string>();
  for (const pool of [...(d.restricted ?? [])].sort((a, b) => a.eligible.length - b.eligible.length))
    for (const id of shuffled(rand, pool.eligible)
      .filter((x) => !chosen.has(x))
      .slice(0, pool.hits))
      if (chosen.size < count) chosen.add(id);
  for (const id of shuffled(rand, d.eligible ?? [])) if (chosen.size < count) chosen.add(id);
  return [...chosen];
}
type DecisionRestricted = NonNullable<LegalActions["options"]["decision"]>["restricted"];

/** A random answer among those the decision's option describes (any of them validates); undefined without one. */
export function randomDecisionAnswer(legal: LegalActions, rand: () => number): Action | undefined {
  const d = legal.options.decision;
  if (!d || !d.answers.length) return undefined;
  const power = legal.power;
  const t = pickOf(rand, d.answers);
  switch (t) {
    case "chooseCasualties":
      return { type: t, power, at: d.at, units: randomCasualties(d, rand) };
    case "withdrawSubmarines":
      if (d.to?.length && d.units?.length && (!d.mayStay || rand() < 0.5))
        return { type: t, power, at: d.at, units: someOf(rand, d.units, 1), to: pickOf(rand, d.to) };
      return d.mayStay ? { type: t, power, at: d.at, to: null } : undefined;
    case "intercept":
      return { type: t, power, at: d.at, units: someOf(rand, d.units ?? []) };
    default: {
      const answers = decisionAnswers(legal).filter((a) => a.type === t); // retreat to any listed destination, or press on
      return answers.length ? pickOf(rand, answers) : undefined;
    }
  }
}

/**
 * A random instance of a listed declaration type, drawn from its option: any rocket target, any place to attack in,
 * any scramble with some of its fighters, any capture holder, any number of development dice, any split of the convoy
 * income, any Soviet units to convert. Undefined for a type not listed.
 */
export function randomInstance(legal: LegalActions, type: ActionType, rand: () => number): Action | undefined {
  if (!legal.actions.includes(type)) return undefined;
  const power = legal.power;
  const o = legal.options;
  switch (type) {
    case "developWeapons":
      return o.developWeapons
        ? { type, power, dice: o.developWeapons.minDice + Math.floor(rand() * (o.developWeapons.maxDice - o.developWeapons.minDice + 1)) }
        : undefined;
    case "rocketAttack": {
      const r = o.rocketAttack?.length ? pickOf(rand, o.rocketAttack) : undefined;
      return r ? { type, power, from: r.from, target: pickOf(rand, r.targets) } : undefined;
    }
    case "attackInPlace":
      return o.attackInPlace ? { type, power, at: pickOf(rand, o.attackInPlace.at) } : undefined;
    case "scramble": {
      const s = o.scramble?.length ? pickOf(rand, o.scramble) : undefined;
      return s ? { type, power, from: s.from, to: s.to, units: someOf(rand, s.units, 1) } : undefined;
    }
    case "assignCapture": {
      const a = o.assignCapture?.length ? pickOf(rand, o.assignCapture) : undefined;
      return a ? { type, power, at: a.at, to: pickOf(rand, a.to) } : undefined;
    }
    case "allocateConvoyIncome": {
      const c = o.allocateConvoyIncome;
      if (!c) return undefined;
      const to: Record<string, number> = Object.fromEntries(c.treasuries.map((t) => [t, 0]));
      for (let left = c.total; left > 0; left--) {
        const t = pickOf(rand, c.treasuries);
        to[t] = (to[t] ?? 0) + 1;
      }
      return { type, power, to };
    }
    case "patrioticWar":
      return o.patrioticWar
        ? ({ type, power, [o.patrioticWar.field]: someOf(rand, o.patrioticWar.units) } as unknown as Action)
        : undefined;
    default:
      return instanceOf(legal, type);
  }
}
