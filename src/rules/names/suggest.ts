// The shared "did you mean" matcher: for a name nobody knows, the valid names it most likely meant.
//
// Stable export (the order notation reuses it for its `candidates`):
//   suggestNames(input, names, limit = 3): string[]
//     up to `limit` of `names`, best first, or [] when none is close. Ranked in tiers:
//       1. the same name but for case, spaces and punctuation   ("lowluck" → "lowLuck")
//       2. a prefix of the whole name, then every input word a prefix of its own word of the name
//                                                             ("Ukraine" → "Ukraine S.S.R.", "east us" → "Eastern United States")
//       3. edit distance (transpositions count one) against the whole name and against each name word, kept
//          when within about a third of the input's length   ("Karelai" → "Karelia S.S.R.")
//     within a tier: the smaller distance, then the shorter name, then the earlier in code-unit order (no locale:
//     the answer is the same everywhere). Wire names stay exact and case-sensitive: only errors suggest.
//   didYouMean(suggestions): string
//     " Did you mean "A", "B" or "C"?" for appending to an error message, "" for none.
//   withSuggestions(message, typed, names): string
//     `message`, and when some names are near `typed`: ". Did you mean …?" after it.
// Pure: no I/O, no locale, deterministic.

/** Lower case, and letters and digits only: "Ukraine S.S.R." → "ukrainessr". */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Words of a name: split at spaces, hyphens, underscores, slashes, brackets and camelCase humps; dots dropped. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .split(/[\s\-_/(),:;]+/u)
    .map(compact)
    .filter((w) => w.length > 0);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions cost one. */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rows of the table: the one before the previous (for transpositions), the previous and the current.
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  const at = (row: number[], j: number): number => row[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(before, j - 2) + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return at(previous, b.length);
}

/** Every input word a prefix of a different name word, in any order (greedy on the shortest fitting word). */
function wordsArePrefixes(input: readonly string[], name: readonly string[]): boolean {
  if (input.length === 0 || input.length > name.length) return false;
  const free = [...name];
  for (const word of input) {
    const at = free.findIndex((w) => w.startsWith(word));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}

/** Sum over the input words of the distance to the nearest name word (each name word used once at most). */
function wordDistance(input: readonly string[], name: readonly string[]): number {
  if (input.length === 0 || input.length > name.length) return Number.POSITIVE_INFINITY;
  const free = [...name];
  let total = 0;
  for (const word of input) {
    let bestAt = 0;
    let best = Number.POSITIVE_INFINITY;
    free.forEach((w, i) => {
      // A name word may be longer than the typed one ("Karelai" against "Karelia"): compare with its prefix too.
      const d = Math.min(editDistance(word, w), editDistance(word, w.slice(0, word.length)) + (w.length > word.length ? 1 : 0));
      if (d < best) [best, bestAt] = [d, i];
    });
    total += best;
    free.splice(bestAt, 1);
  }
  return total;
}

interface Ranked {
  name: string;
  tier: number;
  distance: number;
}

const byRank = (a: Ranked, b: Ranked): number =>
  a.tier - b.tier || a.distance - b.distance || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function rank(input: string, inputWords: readonly string[], name: string): Ranked | undefined {
  const whole = compact(name);
  if (whole.length === 0) return undefined;
  if (whole === input) return { name, tier: 1, distance: 0 };
  const words = wordsOf(name);
  if (whole.startsWith(input)) return { name, tier: 2, distance: 0 };
  if (wordsArePrefixes(inputWords, words)) return { name, tier: 2, distance: 1 };
  const distance = Math.min(editDistance(input, whole), wordDistance(inputWords, words));
  // A third of the typed length, at least one: "Karelai" (7) may be 2 away, "Rusia" (5) 1 away.
  const allowed = Math.max(1, Math.floor(input.length / 3));
  return distance <= allowed ? { name, tier: 3, distance } : undefined;
}

/** Up to `limit` of `names` nearest to `input`, best first; [] when none is close (see the top of the file). */
export function suggestNames(input: string, names: Iterable<string>, limit = 3): string[] {
  const typed = compact(input);
  if (typed.length === 0 || limit <= 0) return [];
  const typedWords = wordsOf(input);
  const ranked: Ranked[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const r = rank(typed, typedWords, name);
    if (r) ranked.push(r);
  }
  return ranked
    .sort(byRank)
    .slice(0, limit)
    .map((r) => r.name);
}

/** ` Did you mean "A", "B" or "C"?` to append to an error message; "" when there is nothing to suggest. */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return "";
  const quoted = suggestions.map((s) => JSON.stringify(s));
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
  return ` Did you mean ${list}?`;
}

/** An error message about an unknown name, with the nearest valid names when there are some. */
export function withSuggestions(message: string, typed: string, names: Iterable<string>): string {
  const near = didYouMean(suggestNames(typed, names));
  return near ? `${message}.${near}` : message;
}
