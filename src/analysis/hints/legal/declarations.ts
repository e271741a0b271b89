// The rule sets' other actions, each found by asking the referee about candidates taken from the state: rockets
// (TECH-9), attacks without moving (OPT-2), kamikaze targets (PAC-KAMI-3..5), scrambles (PAC-SCRAM-2), convoy income
// splits (PAC-ECON-4, EP-MONEY-3), the Soviet conversion (EUR-OPT-4), the redeployment to Moscow (EP-END-9) and who
// holds a capture (PAC-ECON-5, PAC-CHINA-3).
import { PatrioticWar, type Action } from "../../../rules/schema/action.js";
import { areAllied, spec } from "../../../rules/queries.js";
import type { Probe } from "./probe.js";
import type { LegalOptions } from "./schema.js";

type Found<K extends keyof LegalOptions> = { option?: NonNullable<LegalOptions[K]>; example?: Action };

const places = (p: Probe): string[] => [...p.rs.forOptions(p.state.ruleset.options).board.territories.keys()];
const unitsWhere = (p: Probe, test: (owner: string, type: string, place: string) => boolean) =>
  Object.entries(p.state.territories).flatMap(([place, t]) =>
    t.units.filter((u) => test(u.owner, u.type, place)).map((u) => ({ place, u })),
  );

export function rocketOptions(p: Probe): Found<"rocketAttack"> {
  const guns = new Set(unitsWhere(p, (o, t) => o === p.power && spec(p.rs, t).isAA).map((x) => x.place));
  const factories = new Set(unitsWhere(p, (o, t) => !areAllied(p.rs, o, p.power) && spec(p.rs, t).isFactory).map((x) => x.place));
  const option = [...guns]
    .map((from) => ({ from, targets: [...factories].filter((target) => p.ok({ type: "rocketAttack", power: p.power, from, target })) }))
    .filter((o) => o.targets.length);
  const first = option[0];
  return first ? { option, example: { type: "rocketAttack", power: p.power, from: first.from, target: first.targets[0]! } } : {};
}

export function attackInPlaceOptions(p: Probe): Found<"attackInPlace"> {
  const zones = new Set(
    unitsWhere(p, (o, _t, place) => o === p.power && p.rs.board.territories.get(place)?.kind === "sea").map((x) => x.place),
  );
  const at = [...zones].filter((z) => p.ok({ type: "attackInPlace", power: p.power, at: z }));
  return at.length ? { option: { at }, example: { type: "attackInPlace", power: p.power, at: at[0]! } } : {};
}

export function kamikazeOptions(p: Probe): Found<"kamikaze"> {
  const pass: Action = { type: "kamikaze", power: p.power, targets: [] };
  if (!p.ok(pass)) return {};
  const ships = unitsWhere(p, (o, t) => !areAllied(p.rs, o, p.power) && spec(p.rs, t).domain === "sea").map((x) => x.u.id);
  const targets = ships.filter((id) => p.ok({ type: "kamikaze", power: p.power, targets: [id] }));
  return { option: { tokens: p.state.powers[p.power]?.kamikazeTokens ?? 0, targets }, example: pass };
}

export function scrambleOptions(p: Probe): Found<"scramble"> {
  const zones = [...new Set(p.state.pending.battles.map((b) => b.at))];
  const option: NonNullable<LegalOptions["scramble"]> = [];
  for (const to of zones)
    for (const from of p.rs.forOptions(p.state.ruleset.options).board.adjacency.get(to) ?? []) {
      const fighters = (p.state.territories[from]?.units ?? []).filter((u) => u.owner === p.power && spec(p.rs, u.type).domain === "air");
      const units = fighters.map((u) => u.id).filter((id) => p.ok({ type: "scramble", power: p.power, from, to, units: [id] }));
      if (units.length) option.push({ from, to, units });
    }
  const first = option[0];
  return first ? { option, example: { type: "scramble", power: p.power, from: first.from, to: first.to, units: [first.units[0]!] } } : {};
}

/** The IPCs a convoy split must add up to: the least amount one treasury alone is accepted with (PAC-ECON-4, EP-MONEY-3). */
export function convoyOptions(p: Probe, maxTotal = 400): Found<"allocateConvoyIncome"> {
  const me = p.state.powers[p.power];
  if (!me) return {};
  const keys = Object.keys(me.treasuries ?? {});
  const candidates = keys.length
    ? keys
    : [p.power, ...p.rs.powers.map((x) => x.name).filter((n) => n !== p.power && areAllied(p.rs, n, p.power))];
  const split = (key: string, n: number): Action => ({ type: "allocateConvoyIncome", power: p.power, to: { [key]: n } });
  for (const key of candidates)
    for (let n = 0; n <= maxTotal; n++)
      if (p.ok(split(key, n))) {
        const treasuries = candidates.filter((k) => k === key || p.ok(split(k, n)));
        return { option: { total: n, treasuries }, example: split(key, n) };
      }
  return {};
}

/** The list field of patrioticWar on the wire now (`decline`, or `convert` once the action names converts). */
const conversionField: "decline" | "convert" = "convert" in PatrioticWar.shape ? "convert" : "decline";

export function patrioticWarOptions(p: Probe): Found<"patrioticWar"> {
  const send = (ids: string[]) => ({ type: "patrioticWar", power: p.power, [conversionField]: ids }) as unknown as Action;
  if (!p.ok(send([]))) return {};
  const candidates = unitsWhere(p, (o) => o !== p.power && areAllied(p.rs, o, p.power)).map((x) => x.u.id);
  const units = candidates.filter((id) => p.ok(send([id])));
  return { option: { field: conversionField, units }, example: send([]) };
}

export function redeployOptions(p: Probe): Found<"redeployToMoscow"> {
  const all: Action = { type: "redeployToMoscow", power: p.power };
  if (!p.ok(all)) return {};
  const units = unitsWhere(p, (o) => o === p.power).map((x) => x.u.id);
  return { option: { units }, example: all };
}

export function assignCaptureOptions(p: Probe): Found<"assignCapture"> {
  const powers = p.rs.powers.map((x) => x.name);
  const extra = ["Chinese", "Australians"].filter((n) => !powers.includes(n));
  const option = Object.keys(p.state.thisTurn.conquered)
    .map((at) => ({ at, to: [...powers, ...extra].filter((to) => p.ok({ type: "assignCapture", power: p.power, at, to })) }))
    .filter((o) => o.to.length);
  const first = option[0];
  return first ? { option, example: { type: "assignCapture", power: p.power, at: first.at, to: first.to[0]! } } : {};
}

export { places };
