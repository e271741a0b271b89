// Place names as players type them: an exact name wins; then a unique prefix or set of word prefixes. Where a land
// space and a sea zone share a name the bare name is the land (`Karelia` = `Karelia S.S.R.`, `Karelia SZ` the zone).
// Aliases: `SZ`/`Sea Zone`, `S.S.R.`/`SSR`, Europe's doubled `Sea Sea Zone`, numbered zones (`SZ 6`, `6 SZ`, `sz6`),
// and the board data's misspellings both ways (`Mediteranean`/`Mediterranean`, …).
import type { Ruleset } from "../rules/ruleset/types.js";

/** Misspellings in the board data and the usual spelling: both are read as one. */
const SPELLINGS: [RegExp, string][] = [
  [/\bmediter+an+ean\b/g, "mediterranean"],
  [/\bantar?tic\b/g, "antarctic"],
  [/\bcar+ib+ean\b/g, "caribbean"],
  [/\bcolumbia\b/g, "colombia"],
];

/** The comparable form of a place name: lower case, no dots, one blank between words, `sea zone` spelled one way. */
export function placeKey(name: string): string {
  let s = name
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[\s_]+/g, " ")
    .trim();
  s = s.replace(/\bsz\s*(\d+)\b/g, "$1 sea zone").replace(/\bsea zone\s*(\d+)\b/g, "$1 sea zone");
  s = s.replace(/\bsz\b/g, "sea zone").replace(/\bsea sea zone\b/g, "sea zone");
  for (const [re, to] of SPELLINGS) s = s.replace(re, to);
  return s;
}

interface Entry {
  name: string;
  key: string;
  words: string[];
  sea: boolean;
}
const cache = new WeakMap<Ruleset, Entry[]>();
function entries(rs: Ruleset): Entry[] {
  let e = cache.get(rs);
  if (!e) {
    e = [...rs.board.territories.values()].map((t) => ({
      name: t.name,
      key: placeKey(t.name),
      words: placeKey(t.name).split(" "),
      sea: t.kind === "sea",
    }));
    cache.set(rs, e);
  }
  return e;
}

export type Lookup = { ok: true; name: string } | { ok: false; kind: "unknown" | "ambiguous"; candidates: string[] };

/** When every match but one land space is a sea zone, the bare name means the land. */
function preferLand(matches: Entry[]): Entry[] {
  const land = matches.filter((m) => !m.sea);
  return land.length === 1 ? land : matches;
}

/** All exact names of the board, for suggestions. */
export const placeNames = (rs: Ruleset): string[] => entries(rs).map((e) => e.name);

export function lookupPlace(rs: Ruleset, typed: string): Lookup {
  const all = entries(rs);
  const exact = all.find((e) => e.name === typed);
  if (exact) return { ok: true, name: exact.name };
  const key = placeKey(typed);
  const same = all.filter((e) => e.key === key);
  if (same.length === 1) return { ok: true, name: same[0]!.name };
  const tw = key.split(" ");
  let matches = all.filter((e) => e.key.startsWith(key));
  if (!matches.length) matches = all.filter((e) => wordsInOrder(tw, e.words));
  matches = preferLand(matches);
  if (matches.length === 1) return { ok: true, name: matches[0]!.name };
  return { ok: false, kind: matches.length ? "ambiguous" : "unknown", candidates: matches.map((m) => m.name) };
}

/** Each typed word is a prefix of a later word of the name than the one before it. */
function wordsInOrder(typed: string[], words: string[]): boolean {
  let j = 0;
  for (const w of typed) {
    while (j < words.length && !words[j]!.startsWith(w)) j++;
    if (j === words.length) return false;
    j++;
  }
  return true;
}
