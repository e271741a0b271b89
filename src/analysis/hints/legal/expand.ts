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
      return r ? { type, power, units: r.units, path: r.path, ...(r.raid ? { raid: true } : {}) } : undefined;
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
