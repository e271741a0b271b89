// The unit spellings orders accept: the rule set's own names and wire aliases (`unitAliases`), their plurals, and
// the abbreviations forum players use (`inf art arm ftr bmr tp sub dd cv bb aa ic`, and each rule set's own units).
import type { Ruleset } from "../rules/ruleset/types.js";

/** Forum abbreviations and other spellings → the unit they may mean (kept only where the rule set has that unit). */
const COMMON: Record<string, readonly string[]> = {
  infantry: ["inf", "infantryman"],
  artillery: ["art", "arty"],
  armour: ["arm", "armor", "tank", "tanks", "armoured"],
  armor: ["arm", "armour", "tank", "tanks"],
  fighter: ["ftr", "fig", "fgt", "plane"],
  bomber: ["bmr", "bom", "bomb"],
  transport: ["tp", "trn", "tran", "trans", "tpt"],
  submarine: ["sub"],
  destroyer: ["dd", "des", "dst"],
  carrier: ["cv", "ac", "acc", "aircraft carrier"],
  battleship: ["bb", "bs"],
  aaGun: ["aa", "aag", "aa gun", "anti-aircraft gun", "flak"],
  factory: ["ic", "industrial complex", "complex"],
  marine: ["mar", "mrn"],
  airfield: ["af", "air base", "airbase"],
  harbour: ["nb", "harbor", "naval base", "port"],
  plane: ["ftr", "fighter", "bmr", "bomber", "aircraft"],
  ship: ["boat", "warship"],
};

const plural = (s: string): string[] =>
  /(s|x|ch|sh)$/.test(s) ? [`${s}es`] : s.endsWith("y") ? [`${s.slice(0, -1)}ies`, `${s}s`] : [`${s}s`];

const cache = new WeakMap<Ruleset, ReadonlyMap<string, string>>();

/** Lower-case spelling → the rule set's unit type (singular and plural of every spelling). */
export function unitSpellings(rs: Ruleset): ReadonlyMap<string, string> {
  const known = cache.get(rs);
  if (known) return known;
  const out = new Map<string, string>();
  const add = (spelling: string, type: string) => {
    for (const s of [spelling, ...plural(spelling)]) {
      const k = s.toLowerCase();
      if (!out.has(k)) out.set(k, type);
    }
  };
  for (const type of rs.units.keys()) add(type, type); // the real names win over any alias
  for (const type of rs.units.keys()) add(type.replace(/([a-z])([A-Z])/g, "$1 $2"), type); // aaGun → aa gun
  for (const [alias, type] of Object.entries(rs.unitAliases)) add(alias, type);
  for (const type of rs.units.keys()) for (const a of COMMON[type] ?? []) add(a, type);
  cache.set(rs, out);
  return out;
}
