#!/usr/bin/env node
// Architecture check run by `npm run lint`: no import cycle anywhere in src/ (type-only imports count too, as
// madge counts them), and every layer imports only the layers below it:
//   rules (the pure core) ← analysis/hints ← rulesets (the records) ← analysis/odds, render ← service ← replay
//   ← hosted ← api, cli, web (the browser script of the game page)
// (the records use the hints; the odds calculator runs battles of any rule set, so it sits above the records)
// Exit code 1 with every cycle and every upward import listed.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const src = join(root, "src");

/** Layer of a file by its top folder under src/; a file may import its own layer and the ones below. */
const RANK = {
  rules: 0,
  "analysis/hints": 1,
  rulesets: 2,
  dice: 2,
  notation: 2,
  "analysis/odds": 3,
  render: 3,
  service: 4,
  replay: 5,
  hosted: 6,
  api: 7,
  cli: 7,
  web: 7,
  "index.ts": 8,
};
const LAYERS = Object.keys(RANK);
const layerOf = (file) => {
  const [top, sub] = relative(src, file).split("/");
  return top === "analysis" ? `analysis/${sub}` : top;
};

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith(".ts") && !p.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']/g;
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith(".")) continue;
    const base = resolve(dirname(file), spec.replace(/\.js$/, ""));
    const target = [`${base}.ts`, join(base, "index.ts")].find((p) => existsSync(p));
    if (target) out.push(target);
  }
  return out;
}

const files = walk(src);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const problems = [];

for (const [file, deps] of graph) {
  const from = layerOf(file);
  for (const dep of deps) {
    const to = layerOf(dep);
    if (!(from in RANK) || !(to in RANK)) continue;
    if (RANK[to] > RANK[from] || (RANK[to] === RANK[from] && to !== from))
      problems.push(`layer: ${relative(root, file)} (${from}) imports ${relative(root, dep)} (${to})`);
  }
}

// Tarjan's strongly connected components: any component of more than one file (or a self-import) is a cycle.
let index = 0;
const idx = new Map(),
  low = new Map(),
  stack = [],
  onStack = new Set();
function strong(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const comp = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1 || (graph.get(v) ?? []).includes(v))
      problems.push(
        `cycle: ${comp
          .map((f) => relative(src, f))
          .sort()
          .join(" ↔ ")}`,
      );
  }
}
for (const f of files) if (!idx.has(f)) strong(f);

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} architecture problem(s): see scripts/check-layers.mjs for the layers`);
  process.exit(1);
}
console.log(`layers: ${files.length} modules, no cycle, no upward import (${LAYERS.join(" < ")})`);
