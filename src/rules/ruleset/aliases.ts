// Other spellings of unit type names that a rule set accepts in actions and positions and turns into
// its own name (classic: `armor` and `tanks` → `armour`; Simplified's real name is `armor`).
// Pure: returns a copy only when something was renamed.
import type { Action } from "../schema/action.js";
import type { Position } from "../schema/position.js";
import type { Ruleset } from "./types.js";

const aliasesOf = (rs: Ruleset): Readonly<Record<string, string>> => rs.unitAliases;
const hasAliases = (rs: Ruleset): boolean => Object.keys(rs.unitAliases).length > 0;

/** The rule set's own name for `type` (unchanged when it is no alias). */
export function unitName(rs: Ruleset, type: string): string {
  return Object.hasOwn(aliasesOf(rs), type) ? aliasesOf(rs)[type]! : type;
}

function renameKeys(rs: Ruleset, counts: Record<string, number>): Record<string, number> {
  if (!Object.keys(counts).some((k) => unitName(rs, k) !== k)) return counts;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(counts)) out[unitName(rs, k)] = (out[unitName(rs, k)] ?? 0) + n;
  return out;
}

const renameList = (rs: Ruleset, types: string[] | undefined) => types?.map((t) => unitName(rs, t));

/** The action with every unit type name in the rule set's own spelling. */
export function canonicalAction(rs: Ruleset, action: Action): Action {
  if (!hasAliases(rs)) return action;
  switch (action.type) {
    case "purchase":
    case "place":
      return { ...action, units: renameKeys(rs, action.units) };
    case "move":
    case "chooseCasualties":
      return Array.isArray(action.units) ? action : { ...action, units: renameKeys(rs, action.units) };
    case "resolveBattle":
    case "fightRound": {
      const order = action.policy?.casualtyOrder;
      if (!order) return action;
      const casualtyOrder = {
        ...order,
        ...(order.attacker ? { attacker: renameList(rs, order.attacker) } : {}),
        ...(order.defender ? { defender: renameList(rs, order.defender) } : {}),
      };
      return { ...action, policy: { ...action.policy, casualtyOrder } };
    }
    default:
      return action;
  }
}

/** The position with every unit and cargo type in the rule set's own spelling. */
export function canonicalPosition(rs: Ruleset, position: Position): Position {
  if (!hasAliases(rs)) return position;
  const territories: Position["territories"] = {};
  for (const [place, t] of Object.entries(position.territories)) {
    territories[place] = {
      ...t,
      units: t.units.map((u) => ({
        ...u,
        type: unitName(rs, u.type),
        ...(u.cargo ? { cargo: u.cargo.map((c) => ({ ...c, type: unitName(rs, c.type) })) } : {}),
      })),
    };
  }
  return { ...position, territories };
}
