// Nearest names for an error message: up to three, names whose words start with the typed words first, then by
// edit distance against each name's words. (A local stand-in until the shared name matcher lands; same contract.)

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[\s\-_.()]+/)
    .filter(Boolean);

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** How far `typed` is from `name`: 0 when it is a prefix, else the best edit distance of its words to the name's. */
function distance(typed: string, name: string): number {
  const t = typed.toLowerCase();
  const n = name.toLowerCase();
  if (n.startsWith(t)) return 0;
  const tw = words(typed);
  const nw = words(name);
  if (tw.length && tw.every((w) => nw.some((x) => x.startsWith(w)))) return 0.5;
  let sum = 0;
  for (const w of tw) sum += Math.min(...nw.map((x) => editDistance(w, x.slice(0, Math.max(w.length, 1) + 1))), editDistance(w, n));
  return 1 + sum / Math.max(tw.length, 1);
}

/** Up to `max` names nearest to `typed` (ties keep the list's order). */
export function nearestNames(typed: string, names: readonly string[], max = 3): string[] {
  return names
    .map((name, i) => ({ name, i, d: distance(typed, name) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, max)
    .map((x) => x.name);
}
