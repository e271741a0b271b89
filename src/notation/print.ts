// From an action to its order line: full unit and place names, the inverse of the parser in the same state. A list
// of unit ids prints as `type → count` where the default pick (pick.ts) selects exactly those ids, else as
// `infantry#u17`. The `Power:` prefix is written only where the action's power is not the one the parser assumes.
import type { Action } from "../rules/schema/action.js";
import type { GameState, UnitCounts } from "../rules/schema/state.js";
import { boardUnits, defaultPick, defaultPower, poolOf, type PoolKind } from "./pick.js";
import { idPool } from "./pools.js";

const counts = (units: UnitCounts): string => {
  const parts = Object.entries(units).map(([type, n]) => `${n} ${type}`);
  return parts.length ? parts.join(", ") : "no units";
};

function idList(state: GameState, ids: readonly string[], pool?: PoolKind): string {
  if (!ids.length) return "none";
  const typeOf = new Map(boardUnits(state).map((u) => [u.id, u.type]));
  if (pool && ids.every((id) => typeOf.has(id))) {
    const wanted: { type: string; count: number }[] = [];
    for (const id of ids) {
      const type = typeOf.get(id)!;
      const last = wanted.find((w) => w.type === type);
      if (last) last.count++;
      else wanted.push({ type, count: 1 });
    }
    const picked = defaultPick(poolOf(state, pool), wanted);
    if (Array.isArray(picked) && picked.length === ids.length && picked.every((id, i) => id === ids[i])) {
      return wanted.map((w) => `${w.count} ${w.type}`).join(", ");
    }
  }
  return ids.map((id) => `${typeOf.get(id) ?? ""}#${id}`).join(", ");
}

const countsOrIds = (state: GameState, units: UnitCounts | string[]): string =>
  Array.isArray(units) ? idList(state, units) : counts(units);

function body(state: GameState, a: Action): string {
  switch (a.type) {
    case "endPhase":
      return "end phase";
    case "concede":
      return "concede";
    case "purchase":
      return `buy ${counts(a.units)}${a.treasury !== undefined ? ` for ${a.treasury}` : ""}`;
    case "move":
      return `move ${countsOrIds(state, a.units)} ${a.path.join(" -> ")}${a.raid ? " raid" : ""}${a.cap ? " cap" : ""}${a.transport !== undefined ? ` on #${a.transport}` : ""}`;
    case "place": {
      const fighters = a.fighters
        ? ` with ${idList(state, a.fighters, idPool(state, { type: "place", power: a.power, at: a.at, factory: a.factory }))}`
        : "";
      return `place ${counts(a.units)} in ${a.at}${a.factory !== undefined ? ` factory ${a.factory}` : ""}${fighters}`;
    }
    case "resolveBattle":
    case "fightRound": {
      const verb = a.type === "resolveBattle" ? "resolve" : "fight round";
      const kind = a.kind === "raid" ? " raid on" : a.kind ? ` ${a.kind} battle in` : "";
      return `${verb}${kind} ${a.at}${a.policy ? ` policy ${JSON.stringify(a.policy)}` : ""}`;
    }
    case "chooseCasualties":
      return `casualties ${a.at}: ${countsOrIds(state, a.units)}`;
    case "retreat": {
      const to =
        a.to === undefined
          ? ""
          : typeof a.to === "string"
            ? ` to ${a.to}`
            : ` to ${a.to.map((p) => `${p.to}: ${counts(p.units)}`).join("; ")}`;
      const units = a.units ? ` with ${idList(state, a.units, idPool(state, { type: "retreat", power: a.power, at: a.at }))}` : "";
      return `retreat ${a.at}${to}${units}`;
    }
    case "pressOn":
      return `press on ${a.at}`;
    case "withdrawSubmarines": {
      const units = a.units
        ? ` with ${idList(state, a.units, idPool(state, { type: "withdrawSubmarines", power: a.power, at: a.at }))}`
        : "";
      if (a.to === null) return `subs stay ${a.at}${units}`;
      if (a.to === a.at) return `submerge ${a.at}${units}`;
      return `withdraw subs ${a.at}${units} to ${a.to}`;
    }
    case "intercept":
      return `intercept ${a.at}: ${idList(state, a.units, idPool(state, { type: "intercept", power: a.power, at: a.at }))}`;
    case "developWeapons":
      return `develop ${a.dice} dice`;
    case "rocketAttack":
      return `rocket ${a.from} -> ${a.target}`;
    case "attackInPlace":
      return `attack in place ${a.at}`;
    case "kamikaze":
      return `kamikaze ${idList(state, a.targets, idPool(state, { type: "kamikaze", power: a.power }))}`;
    case "scramble":
      return `scramble ${idList(state, a.units, idPool(state, { type: "scramble", power: a.power, from: a.from }))} from ${a.from} -> ${a.to}`;
    case "allocateConvoyIncome":
      return `convoy ${
        Object.entries(a.to)
          .map(([t, n]) => `${t} ${n}`)
          .join(", ") || "none"
      }`;
    case "patrioticWar":
      return a.convert.length
        ? `patriotic war convert ${idList(state, a.convert, idPool(state, { type: "patrioticWar", power: a.power }))}`
        : "patriotic war";
    case "redeployToMoscow":
      return `redeploy to Moscow${a.units ? ` ${idList(state, a.units, idPool(state, { type: "redeployToMoscow", power: a.power }))}` : ""}`;
    case "assignCapture":
      return `assign ${a.at} to ${a.to}`;
  }
}

/** One order line for `action` that parses back to it in `state`. */
export function printAction(state: GameState, action: Action): string {
  const from = action.type === "scramble" ? action.from : undefined;
  const prefix = action.power === defaultPower(state, action.type, from) ? "" : `${action.power}: `;
  return prefix + body(state, action);
}

/** The order line with its power always named (`Russians: buy 3 infantry`): for reports and explanations, where
 *  the reader does not know whose turn it was. It parses back to the same action in `state`. */
export function printWithPower(state: GameState, action: Action): string {
  const line = printAction(state, action);
  return line.startsWith(`${action.power}: `) ? line : `${action.power}: ${line}`;
}
