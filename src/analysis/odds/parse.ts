// "6 infantry, 3 armour, 2 fighter" → {infantry: 6, armour: 3, fighter: 2} (for the CLI).
import { unitNameFromText } from "../../rules/ruleset/aliases.js";
import type { Ruleset } from "../../rules/ruleset/types.js";

export class UnitListError extends Error {}

/**
 * Reads a comma-separated unit list: "6 infantry", "6x infantry", "infantry x6", "infantry: 6"
 * or a bare "fighter" (one). With a rule set, names are read as every surface reads them
 * (src/rules/ruleset/aliases.ts: its aliases, any case, plurals) and an unknown name is an error.
 * Throws UnitListError on malformed text.
 */
export function parseUnitList(text: string, rs?: Pick<Ruleset, "units" | "unitAliases">): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;\n]/)) {
    const item = part.trim();
    if (!item) continue;
    let count: number, name: string;
    let m: RegExpExecArray | null;
    if ((m = /^(\d+)\s*[x×*]?\s*([A-Za-z][A-Za-z0-9]*)$/.exec(item))) {
      count = Number(m[1]);
      name = m[2]!;
    } else if ((m = /^([A-Za-z][A-Za-z0-9]*)\s*[x×*:=]\s*(\d+)$/.exec(item))) {
      count = Number(m[2]);
      name = m[1]!;
    } else if ((m = /^([A-Za-z][A-Za-z0-9]*)$/.exec(item))) {
      count = 1;
      name = m[1]!;
    } else throw new UnitListError(`cannot read "${item}": write "<count> <unit type>", e.g. "6 infantry"`);
    const type = rs ? canonical(name, rs) : name;
    out[type] = (out[type] ?? 0) + count;
  }
  return out;
}

function canonical(name: string, rs: Pick<Ruleset, "units" | "unitAliases">): string {
  const type = unitNameFromText(rs, name);
  if (type) return type;
  throw new UnitListError(`unknown unit type "${name}"; known: ${[...rs.units.keys()].join(", ")}`);
}
