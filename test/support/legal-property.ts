// The validate ⇔ enumerate property of POST /v1/legal-actions: every option it lists validates (expanded: each
// place, type, target, destination, sampled reaches), and a sample of actions it does not list (random types,
// powers, places) is refused. Returns the broken cases (empty: the property holds for this state).
import { validate, type Action, type GameState } from "../../src/rulesets/index.js";
import { ACTION_TYPES } from "../../src/rules/schema/action.js";
import type { LegalActions } from "../../src/service/referee.js";
import { decisionAnswers, instanceOf, instances } from "../../src/analysis/hints/legal/expand.js";

export function listedActions(legal: LegalActions, rand: () => number): Action[] {
  const power = legal.power;
  const o = legal.options;
  const out: Action[] = [...instances(legal), ...decisionAnswers(legal)];
  for (const t of o.purchase ?? [])
    for (const u of t.units)
      for (const n of new Set([1, u.max]))
        out.push({ type: "purchase", power, units: { [u.type]: n }, ...(t.treasury ? { treasury: t.treasury } : {}) });
  for (const p of o.place ?? [])
    for (const u of p.units) for (const n of new Set([1, u.max])) out.push({ type: "place", power, at: p.at, units: { [u.type]: n } });
  for (const b of o.battles ?? []) {
    for (const type of b.actions)
      out.push({
        type,
        power,
        at: b.at,
        kind: b.kind,
        policy: { casualtyOrder: { attacker: b.casualtyOrder.attacker, defender: b.casualtyOrder.defender } },
      });
    for (const to of b.retreatTo) out.push({ type: "resolveBattle", power, at: b.at, kind: b.kind, policy: { retreat: { to } } });
    for (const to of b.withdrawSubmarinesTo)
      out.push({
        type: "resolveBattle",
        power,
        at: b.at,
        kind: b.kind,
        policy: { withdrawSubmarines: { attacker: { afterRound: 1, to } } },
      });
    for (const to of b.submarinesTo) out.push({ type: "withdrawSubmarines", power, at: b.at, to });
  }
  if (o.developWeapons)
    for (const dice of new Set([o.developWeapons.minDice, o.developWeapons.maxDice])) out.push({ type: "developWeapons", power, dice });
  for (const r of o.rocketAttack ?? []) for (const target of r.targets) out.push({ type: "rocketAttack", power, from: r.from, target });
  for (const at of o.attackInPlace?.at ?? []) out.push({ type: "attackInPlace", power, at });
  for (const id of o.kamikaze?.targets ?? []) out.push({ type: "kamikaze", power, targets: [id] });
  for (const s of o.scramble ?? []) for (const id of s.units) out.push({ type: "scramble", power, from: s.from, to: s.to, units: [id] });
  for (const a of o.assignCapture ?? []) for (const to of a.to) out.push({ type: "assignCapture", power, at: a.at, to });
  if (o.allocateConvoyIncome)
    for (const k of o.allocateConvoyIncome.treasuries)
      out.push({ type: "allocateConvoyIncome", power, to: { [k]: o.allocateConvoyIncome.total } });
  const reaches = legal.units.flatMap((u) => u.reaches);
  for (let i = 0; i < Math.min(12, reaches.length); i++) {
    const r = reaches[Math.floor(rand() * reaches.length)]!;
    out.push({ type: "move", power, units: r.units, path: r.path, ...(r.raid ? { raid: true } : {}), ...(r.cap ? { cap: true } : {}) });
  }
  return out;
}

/** Random actions the enumeration does not list: types it leaves out, or listed types at places it leaves out. */
export function unlistedActions(state: GameState, legal: LegalActions, rand: () => number, n = 12): Action[] {
  const powers = Object.keys(state.powers);
  const places = Object.keys(state.territories);
  const types = Object.keys(state.powers[legal.power]?.purchased ?? {}).concat(["infantry", "armour", "fighter"]);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const placesListed = new Set((legal.options.place ?? []).map((p) => p.at));
  const out: Action[] = [];
  for (let i = 0; i < n * 4 && out.length < n; i++) {
    const type = pick(ACTION_TYPES);
    const power = rand() < 0.5 ? legal.power : pick(powers);
    const at = pick(places);
    const listed = power === legal.power && legal.actions.includes(type);
    // another power than the one answered for is judged by its own enumeration: keep to the one answered for
    if (power !== legal.power) continue;
    let a: Action | undefined;
    switch (type) {
      case "place":
        if (!listed || !placesListed.has(at)) a = { type, power, at, units: { [pick(types)]: 1 } };
        break;
      case "resolveBattle":
      case "fightRound":
        if (!listed || !(legal.options.battles ?? []).some((b) => b.at === at)) a = { type, power, at };
        break;
      case "attackInPlace":
        if (!listed || !(legal.options.attackInPlace?.at ?? []).includes(at)) a = { type, power, at };
        break;
      case "endPhase":
        if (!listed) a = { type, power };
        break;
      case "developWeapons":
        if (!listed) a = { type, power, dice: 1 };
        break;
      case "pressOn":
        if (!listed) a = { type, power, at };
        break;
      case "retreat":
        if (!listed) a = { type, power, at, to: pick(places) };
        break;
      case "chooseCasualties":
        if (!listed) a = { type, power, at, units: [] };
        break;
      case "redeployToMoscow":
        if (!listed) a = { type, power };
        break;
      case "assignCapture":
        if (!listed || !(legal.options.assignCapture ?? []).some((c) => c.at === at)) a = { type, power, at, to: pick(powers) };
        break;
      default:
        break;
    }
    if (a) out.push(a);
  }
  return out;
}

export function propertyBreaks(state: GameState, legal: LegalActions, rand: () => number): string[] {
  const out: string[] = [];
  for (const t of legal.actions) if (!instanceOf(legal, t)) out.push(`listed without an instance a client can build: ${t}`);
  for (const a of listedActions(legal, rand)) {
    const v = validate(state, a);
    if (!v.ok) out.push(`listed but refused: ${JSON.stringify(a)} → ${v.violations.map((x) => x.rule).join(", ")}`);
  }
  for (const a of unlistedActions(state, legal, rand)) if (validate(state, a).ok) out.push(`not listed but accepted: ${JSON.stringify(a)}`);
  return out;
}
