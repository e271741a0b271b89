// The one place unit type names are read, on every surface: actions, positions, odds (REST, GraphQL, CLI) and
// the CLI's unit lists. The table is each rule set's `unitAliases` (other spellings → its own name; classic:
// `armor`, `tanks`, `tank` → `armour`; Simplified's real name is `armor`, so it has none). Wire names are
// exact; text typed by a person (the CLI) may also differ in case and be a plural.
// Pure: returns a copy only when something was renamed.
import type { Action } from "../schema/action.js";
import type { Position } from "../schema/position.js";
import type { Ruleset } from "./types.js";

type Table = Pick<Ruleset, "unitAliases">;

/**
 * The spellings forum players use, by the unit they name (issue 34: `inf art arm ftr bmr tp sub dd cv bb aa ic`, and
 * each rule set's own units). `withAbbreviations` keeps those whose unit the rule set has, so actions, odds and orders
 * read one table.
 */
const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  infantry: ["inf"],
  artillery: ["art", "arty"],
  armour: ["arm"],
  armor: ["arm", "tank", "tanks"], // not `armour`: in Simplified that is another game's unit (SIMP-UNIT-1)
  fighter: ["ftr", "fig"],
  bomber: ["bmr", "bom"],
  transport: ["tp", "trn", "trans"],
  submarine: ["sub"],
  destroyer: ["dd", "des"],
  carrier: ["cv", "ac", "aircraft carrier"],
  battleship: ["bb"],
  aaGun: ["aa", "aag", "aa gun", "anti-aircraft gun"],
  factory: ["ic", "industrial complex", "complex"],
  marine: ["mar"],
  airfield: ["af"],
  harbour: ["nb", "naval base"],
  plane: ["aircraft"], // not `fighter` or `bomber`: Simplified has no other unit types (SIMP-UNIT-2)
};

/** The rule set's own aliases plus the abbreviations of the units it has (its own aliases win). */
export function withAbbreviations(units: Iterable<string>, own: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const types = new Set(units);
  const out: Record<string, string> = {};
  for (const type of types) for (const a of ABBREVIATIONS[type] ?? []) if (!types.has(a) && !Object.hasOwn(out, a)) out[a] = type;
  return { ...out, ...own };
}

/** The rule set's own name for `type` (unchanged when it is no alias). */
export function unitName(rs: Table, type: string): string {
  return Object.hasOwn(rs.unitAliases, type) ? rs.unitAliases[type]! : type;
}

/**
 * A unit name typed by a person: the rule set's own name or an alias, in any case, or a plural of either
 * ("fighters", "Tanks"). Undefined when it names no unit of the rule set.
 */
export function unitNameFromText(rs: Table & Pick<Ruleset, "units">, text: string): string | undefined {
  const spellings = new Map<string, string>();
  for (const type of rs.units.keys()) spellings.set(type.toLowerCase(), type);
  for (const [alias, type] of Object.entries(rs.unitAliases)) spellings.set(alias.toLowerCase(), type);
  const lower = text.toLowerCase();
  const singular = [lower, lower.replace(/s$/, ""), lower.replace(/es$/, "")];
  for (const s of singular) if (spellings.has(s)) return spellings.get(s);
  return undefined;
}

/** type → count with every key in the rule set's own spelling (counts of two spellings add up). */
export function canonicalCounts(rs: Table, counts: Record<string, number>): Record<string, number> {
  if (!Object.keys(counts).some((k) => unitName(rs, k) !== k)) return counts;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(counts)) out[unitName(rs, k)] = (out[unitName(rs, k)] ?? 0) + n;
  return out;
}

const renameList = (rs: Table, types: string[] | undefined) => types?.map((t) => unitName(rs, t));

/** What a battle policy names by unit type: a casualty order, and (odds) units kept last by type → count. */
interface NamedPolicy {
  casualtyOrder?: { attacker?: string[]; defender?: string[] };
  keepLast?: { attacker?: string[] | Record<string, number>; defender?: string[] | Record<string, number> };
}

/** The policy with every unit type it names in the rule set's own spelling (unit ids are left alone). */
export function canonicalPolicy<P extends NamedPolicy>(rs: Table, policy: P | undefined): P | undefined {
  if (!policy) return policy;
  let out = policy;
  const order = policy.casualtyOrder;
  if (order)
    out = {
      ...out,
      casualtyOrder: {
        ...order,
        ...(order.attacker ? { attacker: renameList(rs, order.attacker) } : {}),
        ...(order.defender ? { defender: renameList(rs, order.defender) } : {}),
      },
    };
  const keep = policy.keepLast;
  const counts = (k: string[] | Record<string, number> | undefined) => (k && !Array.isArray(k) ? canonicalCounts(rs, k) : k);
  if (keep)
    out = {
      ...out,
      keepLast: {
        ...keep,
        ...(keep.attacker ? { attacker: counts(keep.attacker) } : {}),
        ...(keep.defender ? { defender: counts(keep.defender) } : {}),
      },
    };
  return out;
}

const hasAliases = (rs: Table): boolean => Object.keys(rs.unitAliases).length > 0;

/** The action with every unit type name in the rule set's own spelling. */
export function canonicalAction(rs: Table, action: Action): Action {
  if (!hasAliases(rs)) return action;
  switch (action.type) {
    case "purchase":
    case "place":
      return { ...action, units: canonicalCounts(rs, action.units) };
    case "move":
    case "chooseCasualties":
      return Array.isArray(action.units) ? action : { ...action, units: canonicalCounts(rs, action.units) };
    case "resolveBattle":
    case "fightRound": {
      if (!action.policy?.casualtyOrder) return action;
      const { casualtyOrder } = canonicalPolicy(rs, { casualtyOrder: action.policy.casualtyOrder })!;
      return { ...action, policy: { ...action.policy, casualtyOrder } };
    }
    default:
      return action;
  }
}

/** The position with every unit and cargo type in the rule set's own spelling. */
export function canonicalPosition(rs: Table, position: Position): Position {
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
