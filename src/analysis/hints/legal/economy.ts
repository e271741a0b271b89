// Purchases (PURCH-1..3: types, prices, the most the treasury and limits allow, per treasury where a power has
// several, EP-MONEY-5), placements (PLACE: each place with the types it takes and the room left) and development
// dice (TECH-1).
import type { Action } from "../../../rules/schema/action.js";
import { BOUNDS } from "../../../rules/schema/bounds.js";
import { priceWith } from "../../../rules/queries.js";
import type { Probe } from "./probe.js";
import type { PlaceOption, PurchaseOption } from "./schema.js";

export function purchaseOptions(p: Probe): { options: PurchaseOption[]; example?: Action } {
  const { rs, state, power } = p;
  const me = state.powers[power];
  if (!me) return { options: [] };
  const treasuries = Object.keys(me.treasuries ?? {});
  const payers: (string | undefined)[] = treasuries.length > 1 ? treasuries : [undefined];
  const play = rs.forOptions(state.ruleset.options);
  const options: PurchaseOption[] = [];
  let example: Action | undefined;
  for (const treasury of payers) {
    const buy = (type: string, n: number): Action => ({ type: "purchase", power, units: { [type]: n }, ...(treasury ? { treasury } : {}) });
    const units: PurchaseOption["units"] = [];
    for (const [type, spec] of play.units) {
      if (!p.ok(buy(type, 1))) continue;
      const cost = priceWith(spec, me.techs);
      const ceiling = Math.min(BOUNDS.maxStack, cost > 0 ? Math.max(1, Math.floor(me.ipcs / cost)) : BOUNDS.maxStack);
      units.push({ type, cost, max: p.most(1, ceiling, (n) => p.ok(buy(type, n))) });
      example ??= buy(type, 1);
    }
    // EUR-ECON-3: in round 0 the power's cash advance pays, never its treasury
    const holds = state.turn.round === 0 && me.advance !== undefined ? me.advance : treasury ? me.treasuries![treasury]! : me.ipcs;
    if (units.length) options.push({ ...(treasury ? { treasury } : {}), ipcs: holds, units });
  }
  return { options, ...(example ? { example } : {}) };
}

/** Units bought and waiting: the types a placement may name, with how many of each wait. */
function waiting(p: Probe): [string, number][] {
  const me = p.state.powers[p.power];
  return Object.entries(me?.purchased ?? {}).filter(([, n]) => n > 0);
}

export function placeOptions(p: Probe): { options: PlaceOption[]; example?: Action } {
  const types = waiting(p);
  if (!types.length) return { options: [] };
  const { power } = p;
  const put = (at: string, units: Record<string, number>): Action => ({ type: "place", power, at, units });
  const options: PlaceOption[] = [];
  for (const at of p.rs.forOptions(p.state.ruleset.options).board.territories.keys()) {
    const units: PlaceOption["units"] = [];
    for (const [type, n] of types) {
      if (!p.ok(put(at, { [type]: 1 }))) continue;
      units.push({ type, max: p.most(1, n, (k) => p.ok(put(at, { [type]: k }))) });
    }
    if (!units.length) continue;
    // capacity: the longest prefix of a round-robin mix of the accepted types that one placement takes
    const bag: string[] = [];
    const left = new Map(units.map((u) => [u.type, u.max]));
    while ([...left.values()].some((v) => v > 0))
      for (const [t, v] of left)
        if (v > 0) {
          bag.push(t);
          left.set(t, v - 1);
        }
    const mix = (k: number): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const t of bag.slice(0, k)) out[t] = (out[t] ?? 0) + 1;
      return out;
    };
    const capacity = p.most(1, bag.length, (k) => p.ok(put(at, mix(k))));
    options.push({ at, units, capacity });
  }
  const first = options[0];
  return { options, ...(first ? { example: put(first.at, { [first.units[0]!.type]: 1 }) } : {}) };
}

export function developOptions(p: Probe): { option?: { minDice: number; maxDice: number }; example?: Action } {
  const roll = (dice: number): Action => ({ type: "developWeapons", power: p.power, dice });
  if (!p.ok(roll(1))) return {};
  const maxDice = p.most(1, BOUNDS.maxDevelopmentDice, (n) => p.ok(roll(n)));
  return { option: { minDice: 1, maxDice }, example: roll(1) };
}
