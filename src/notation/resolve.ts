// From a parsed line to the wire's action: names resolved against the game state (places, powers, unit types,
// treasuries), defaults filled in (acting power, the pending decision's battle, the default pick of units).
import type { Action, ActionOf } from "../rules/schema/action.js";
import { BattlePolicy } from "../rules/schema/action.js";
import type { GameState, UnitCounts } from "../rules/schema/state.js";
import type { Ruleset } from "../rules/ruleset/types.js";
import type { LineNode, OrderNode, UnitList, Word } from "./ast.js";
import { OrderError } from "./errors.js";
import { lookupPlace, placeNames } from "./places.js";
import { lookupPower, powerNames } from "./powers.js";
import { unitTypeOf } from "./units.js";
import { suggestNames } from "../rules/names/suggest.js";
import { boardUnits, defaultPick, defaultPower, poolOf, type PoolKind } from "./pick.js";
import { idPool } from "./pools.js";

const fail = (word: { at: { column: number } }, message: string, extra: { expected?: string[]; candidates?: string[] } = {}): never => {
  throw new OrderError({ column: word.at.column, message, ...extra });
};

/** Up to three of the places a name could be, nearest first (the shared matcher's ranking: prefixes and word
 *  prefixes, then edit distance, then the shorter name), any it does not rank after them in board order. */
function nearestFirst(typed: string, names: readonly string[]): string[] {
  const ranked = suggestNames(typed, names);
  return [...ranked, ...names.filter((n) => !ranked.includes(n))].slice(0, 3);
}

export class Resolver {
  constructor(
    readonly rs: Ruleset,
    readonly state: GameState,
  ) {}

  place(w: Word): string {
    const r = lookupPlace(this.rs, w.text);
    if (r.ok) return r.name;
    const candidates = r.kind === "ambiguous" ? nearestFirst(w.text, r.candidates) : suggestNames(w.text, placeNames(this.rs));
    return fail(w, r.kind === "ambiguous" ? `"${w.text}" could be ${r.candidates.length} places` : `unknown place "${w.text}"`, {
      expected: ["a place"],
      candidates,
    });
  }

  power(w: Word): string {
    return (
      lookupPower(this.state, w.text) ??
      fail(w, `unknown power "${w.text}"`, { expected: ["a power"], candidates: suggestNames(w.text, powerNames(this.state)) })
    );
  }

  unitType(w: Word): string {
    const t = unitTypeOf(this.rs, w.text);
    if (t) return t;
    // near a type or one of its aliases (`infx` → `inf` → infantry): name the types
    const spellings = [...this.rs.units.keys(), ...Object.keys(this.rs.unitAliases)];
    const types = suggestNames(w.text, spellings, 6).map((s) => unitTypeOf(this.rs, s) ?? s);
    return fail(w, `unknown unit "${w.text}"`, { expected: ["a unit type"], candidates: [...new Set(types)].slice(0, 3) });
  }

  counts(list: UnitList, what: string): UnitCounts {
    if ("none" in list) return {};
    const out: UnitCounts = {};
    for (const item of list.items) {
      if ("id" in item) return fail(item.id, `${what} takes counts of unit types (\`3 inf\`), not unit ids`, { expected: ["a count"] });
      const type = this.unitType(item.type);
      out[type] = (out[type] ?? 0) + item.count;
    }
    return out;
  }

  /** Unit ids as written (`infantry#u17`): each must be on the board, with the type named if one is. */
  ids(list: UnitList, pool?: PoolKind): string[] {
    if ("none" in list) return [];
    const units = new Map(boardUnits(this.state).map((u) => [u.id, u]));
    const out: string[] = [];
    const wanted: { type: string; count: number }[] = [];
    for (const item of list.items) {
      if ("count" in item) {
        if (!pool) return fail(item.type, "name the units by id here (`infantry#u17`)", { expected: ["a unit id"] });
        wanted.push({ type: this.unitType(item.type), count: item.count });
        continue;
      }
      const u = units.get(item.id.text);
      if (!u) return fail(item.id, `no unit "${item.id.text}" on the board`, { expected: ["a unit id"] });
      if (item.type && this.unitType(item.type) !== u.type) fail(item.type, `unit ${u.id} is a ${u.type}`, { candidates: [u.type] });
      out.push(u.id);
    }
    if (wanted.length && out.length) return fail({ at: list.at }, "give either counts or unit ids, not both");
    if (!wanted.length) return out;
    const picked = defaultPick(poolOf(this.state, pool!), wanted);
    if ("short" in picked) return fail({ at: list.at }, `not that many ${picked.short} to choose from`);
    return picked;
  }

  /** Counts stay counts and ids stay ids (the wire takes both: move, casualties). */
  countsOrIds(list: UnitList, what: string): UnitCounts | string[] {
    if ("none" in list) return list.none === "ids" ? [] : {};
    return list.items.every((i) => "count" in i) ? this.counts(list, what) : this.ids(list);
  }

  /** The battle a line means when it names none: the pending decision's. */
  decisionPlace(w: Word | undefined, order: string): string {
    if (w) return this.place(w);
    const d = this.state.pending.decision;
    if (d) return d.at;
    throw new OrderError({ column: 1, message: `${order}: no decision is pending; name the battle's place`, expected: ["a place"] });
  }

  treasury(power: string, w: Word): string {
    const known = Object.keys(this.state.powers[power]?.treasuries ?? {});
    const all = [...new Set([...known, ...this.rs.powers.flatMap((p) => Object.keys(p.treasuries ?? {}))])];
    const hit = all.find((t) => t.toLowerCase() === w.text.toLowerCase());
    if (hit) return hit;
    if (!all.length) return w.text;
    return fail(w, `unknown treasury "${w.text}"`, {
      expected: ["a treasury"],
      candidates: suggestNames(w.text, known.length ? known : all),
    });
  }

  policy(p: { json: string; at: { column: number } }): BattlePolicy {
    let value: unknown;
    try {
      value = JSON.parse(p.json);
    } catch {
      return fail(p, "the policy is not JSON", { expected: ["a JSON battle policy"] });
    }
    const r = BattlePolicy.safeParse(value);
    return r.success ? r.data : fail(p, `the policy does not match BattlePolicy: ${r.error.issues[0]?.message ?? ""}`);
  }
}

/** The action a line stands for in `state` (throws OrderError). */
export function resolveLine(rs: Ruleset, state: GameState, node: LineNode): Action {
  const r = new Resolver(rs, state);
  const o = node.order;
  const from = o.order === "scramble" ? r.place(o.from) : undefined;
  const power = node.power ? r.power(node.power) : defaultPower(state, o.order, from);
  return resolveOrder(r, o, power, from);
}

function resolveOrder(r: Resolver, o: OrderNode, power: string, scrambleFrom?: string): Action {
  const state = r.state;
  switch (o.order) {
    case "endPhase":
    case "concede":
      return { type: o.order, power };
    case "purchase": {
      const units = r.counts(o.units, "buy");
      const several = Object.keys(r.rs.powers.find((p) => p.name === power)?.treasuries ?? {});
      const treasury = o.treasury ? r.treasury(power, o.treasury) : several.length > 1 ? several[0] : undefined;
      return { type: "purchase", power, units, ...(treasury !== undefined ? { treasury } : {}) };
    }
    case "move": {
      const path = o.path.map((w) => r.place(w));
      if (path.length < 2) fail(o.path[0]!, "a move needs a path: `Karelia -> Russia`", { expected: ["an arrow (->)"] });
      const units = r.countsOrIds(o.units, "move");
      return {
        type: "move",
        power,
        units: units as ActionOf<"move">["units"],
        path,
        ...(o.transport ? { transport: o.transport.text } : {}),
        ...(o.raid ? { raid: true } : {}),
        ...(o.cap ? { cap: true } : {}),
      };
    }
    case "place": {
      const at = r.place(o.at);
      const factory = o.factory ? r.place(o.factory) : undefined;
      const fighters = o.fighters ? r.ids(o.fighters, idPool(state, { type: "place", power, at, factory })) : undefined;
      return {
        type: "place",
        power,
        at,
        units: r.counts(o.units, "place"),
        ...(factory ? { factory } : {}),
        ...(fighters ? { fighters } : {}),
      };
    }
    case "resolveBattle":
    case "fightRound": {
      const at = r.place(o.at);
      return { type: o.order, power, at, ...(o.policy ? { policy: r.policy(o.policy) } : {}), ...(o.kind ? { kind: o.kind } : {}) };
    }
    case "chooseCasualties":
      return { type: "chooseCasualties", power, at: r.decisionPlace(o.at, "casualties"), units: r.countsOrIds(o.units, "casualties") };
    case "retreat": {
      const at = r.decisionPlace(o.at, "retreat");
      const to = o.to
        ? r.place(o.to)
        : o.split
          ? o.split.map((s) => ({ to: r.place(s.to), units: r.counts(s.units, "a split retreat") }))
          : undefined;
      const units = o.units ? r.ids(o.units, idPool(state, { type: "retreat", power, at })) : undefined;
      return { type: "retreat", power, at, ...(to !== undefined ? { to } : {}), ...(units ? { units } : {}) };
    }
    case "pressOn":
      return { type: "pressOn", power, at: r.decisionPlace(o.at, "press on") };
    case "withdrawSubmarines": {
      const at = r.decisionPlace(o.at, "withdraw");
      const units = o.units ? r.ids(o.units, idPool(state, { type: "withdrawSubmarines", power, at })) : undefined;
      const to = o.to === "stay" ? null : o.to === "submerge" ? at : r.place(o.to);
      return { type: "withdrawSubmarines", power, at, ...(units ? { units } : {}), to };
    }
    case "intercept": {
      const at = r.decisionPlace(o.at, "intercept");
      return { type: "intercept", power, at, units: r.ids(o.units, idPool(state, { type: "intercept", power, at })) };
    }
    case "developWeapons":
      return { type: "developWeapons", power, dice: o.dice };
    case "rocketAttack":
      return { type: "rocketAttack", power, from: r.place(o.from), target: r.place(o.target) };
    case "attackInPlace":
      return { type: "attackInPlace", power, at: r.place(o.at) };
    case "kamikaze":
      return { type: "kamikaze", power, targets: r.ids(o.targets, idPool(state, { type: "kamikaze", power })) };
    case "scramble": {
      const from = scrambleFrom ?? r.place(o.from);
      return { type: "scramble", power, from, to: r.place(o.to), units: r.ids(o.units, idPool(state, { type: "scramble", power, from })) };
    }
    case "allocateConvoyIncome": {
      const to: Record<string, number> = {};
      for (const part of o.to) {
        const t = r.treasury(power, part.treasury);
        to[t] = (to[t] ?? 0) + part.ipcs;
      }
      return { type: "allocateConvoyIncome", power, to };
    }
    case "patrioticWar":
      return { type: "patrioticWar", power, convert: r.ids(o.convert, idPool(state, { type: "patrioticWar", power })) };
    case "redeployToMoscow":
      return {
        type: "redeployToMoscow",
        power,
        ...(o.units ? { units: r.ids(o.units, idPool(state, { type: "redeployToMoscow", power })) } : {}),
      };
    case "assignCapture": {
      // PAC-CHINA-3: China is no power of its own (its land is the Americans' with chinese: true), yet a holder to name
      const china = ["chinese", "china"].includes(o.to.text.toLowerCase());
      return { type: "assignCapture", power, at: r.place(o.at), to: china ? "Chinese" : r.power(o.to) };
    }
  }
}
