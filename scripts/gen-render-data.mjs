#!/usr/bin/env node
// Generates what the renderer draws with (docs/render.md):
// - src/render/boards/<board>.json from the TripleA map files vendored under data/reference/<board>/
//   (provenance: docs/render.md): polygons simplified once here (Douglas–Peucker,
//   GEOMETRY_TOLERANCE map pixels) as compact relative SVG path data; centres, capitals, power colours;
// - src/render/boards/europe-pacific.json: the linked board, both boards' geometry laid side by side with the two
//   interboard strips between them, the strips drawn from data/reference/europe-pacific/strip-shapes.json (our design);
// - src/render/font.ts: the bundled font (assets/fonts/) as base64, loadable in Workers, Node and the CLI.
// Usage: node scripts/gen-render-data.mjs [--check]   (--check fails when the committed files drift)
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { linkedName } from "./linked-names.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "src", "render", "boards");
const check = process.argv.includes("--check");

/** Map pixels a simplified outline may stray from the original: 0.6 px at a 1,000 px wide picture of a 3,500 px map. */
const GEOMETRY_TOLERANCE = 2;

/** Each board: where its TripleA files are and what they are called. Europe/Pacific boards add an entry here. */
const BOARDS = [
  {
    id: "classic",
    dir: "data/reference/classic",
    polygons: "tripleA-classic-map-polygons.txt",
    centres: "tripleA-classic-map-centers.txt",
    capitals: "tripleA-classic-map-capitols.txt",
    properties: "tripleA-classic-map.properties",
  },
  {
    // europe (AAE): TripleA's europe map files (no capitols file: the capital star goes at the centre)
    id: "europe",
    dir: "data/reference/europe-pacific",
    polygons: "tripleA-europe-map-polygons.txt",
    centres: "tripleA-europe-map-centers.txt",
    properties: "tripleA-europe-map.properties",
  },
  {
    id: "pacific",
    dir: "data/reference/europe-pacific",
    polygons: "tripleA-pacific-map-polygons.txt",
    centres: "tripleA-pacific-map-centers.txt",
    capitals: "tripleA-pacific-map-capitols.txt",
    properties: "tripleA-pacific-map.properties",
  },
];

const read = (board, file) => readFileSync(join(root, board.dir, file), "utf8").replace(/\r\n/g, "\n");
const points = (text) => [...text.matchAll(/\((-?\d+)\s*,\s*(-?\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);

/** "Name  <  (x,y) (x,y) … >  < … >" → name → list of rings */
function parsePolygons(text) {
  const out = new Map();
  for (const line of text.split("\n")) {
    const m = /^(.+?)\s+(<.*)$/.exec(line.trim());
    if (!m) continue;
    const rings = [...m[2].matchAll(/<([^>]*)>/g)].map((r) => points(r[1]));
    out.set(m[1], rings);
  }
  return out;
}

/** "Name  (x,y)" → name → [x, y] (one or two spaces before the point in TripleA's files) */
function parsePoints(text) {
  const out = new Map();
  for (const line of text.split("\n")) {
    const m = /^(.+?)\s*\((-?\d+)\s*,\s*(-?\d+)\)/.exec(line.trim());
    if (m) out.set(m[1].trim(), [Number(m[2]), Number(m[3])]);
  }
  return out;
}

/** color.<Power>=RRGGBB lines; a later line wins (the Classic file names Italians twice). */
function parseColours(text) {
  const out = {};
  for (const m of text.matchAll(/^color\.([A-Za-z]+)=([0-9a-fA-F]{6})\s*$/gm)) out[m[1]] = `#${m[2].toLowerCase()}`;
  return out;
}

function perpendicular(p, a, b) {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

/** Douglas–Peucker on an open polyline, iterative (some outlines have thousands of points). */
function simplifyLine(pts, tolerance) {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let max = 0,
      index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(pts[i], pts[first], pts[last]);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index >= 0 && max > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** A closed ring: split at the point farthest from the first so both halves keep their shape. */
function simplifyRing(ring, tolerance) {
  const pts = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]);
  if (pts.length < 4) return pts;
  let far = 0,
    best = -1;
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[0][0], pts[i][1] - pts[0][1]);
    if (d > best) {
      best = d;
      far = i;
    }
  }
  const a = simplifyLine(pts.slice(0, far + 1), tolerance);
  const b = simplifyLine([...pts.slice(far), pts[0]], tolerance);
  return [...a, ...b.slice(1, -1)];
}

/** Rings → SVG path data with relative moves ("M10 20l3-1 …z"): about half the characters of absolute points. */
function pathData(rings) {
  const parts = [];
  for (const ring of rings) {
    if (ring.length < 3) continue;
    let [px, py] = ring[0];
    let d = `M${px} ${py}l`;
    const steps = [];
    for (const [x, y] of ring.slice(1)) {
      const dx = x - px,
        dy = y - py;
      steps.push(`${dx}${dy < 0 ? "" : " "}${dy}`);
      px = x;
      py = y;
    }
    d += `${steps.join(" ").replace(/ -/g, "-")}z`;
    parts.push(d);
  }
  return parts.join("");
}

function boardGeometry(board) {
  const props = read(board, board.properties);
  const width = Number(/^map\.width=(\d+)/m.exec(props)?.[1]);
  const height = Number(/^map\.height=(\d+)/m.exec(props)?.[1]);
  const polygons = parsePolygons(read(board, board.polygons));
  const centres = parsePoints(read(board, board.centres));
  const capitals = board.capitals ? parsePoints(read(board, board.capitals)) : new Map();
  const places = {};
  for (const name of [...polygons.keys()].sort()) {
    const centre = centres.get(name);
    if (!centre) throw new Error(`${board.id}: ${name} has an outline but no centre`);
    const rings = polygons.get(name).map((r) => simplifyRing(r, GEOMETRY_TOLERANCE));
    places[name] = { centre, ...(capitals.has(name) ? { capital: capitals.get(name) } : {}), d: pathData(rings) };
  }
  for (const name of centres.keys()) if (!places[name]) throw new Error(`${board.id}: ${name} has a centre but no outline`);
  return {
    board: board.id,
    source: `${board.dir}/ (TripleA map files), simplified with tolerance ${GEOMETRY_TOLERANCE} px by scripts/gen-geometry.mjs`,
    width,
    height,
    colours: parseColours(props),
    places,
  };
}

/** Path data moved by (dx, dy): only the absolute moves change, the steps after them are relative. */
const shifted = (d, dx, dy) => d.replace(/M(-?\d+) (-?\d+)/g, (_, x, y) => `M${Number(x) + dx} ${Number(y) + dy}`);

/**
 * The linked board (europe-pacific): the AAE and AAP boards and the two strips side by side in the order and with the
 * gap strip-shapes.json gives, every place under its linked-board name (scripts/linked-names.mjs). `panels` are the
 * parts' rectangles: the picture draws the sea inside them and the background between them.
 */
function linkedGeometry(boards) {
  const dir = "data/reference/europe-pacific";
  const shapes = JSON.parse(readFileSync(join(root, dir, "strip-shapes.json"), "utf8"));
  const stripRows = readFileSync(join(root, dir, "strips.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1);
  const stripNames = stripRows.map((r) => r.split(",")[0]).sort();
  const drawn = Object.values(shapes.strips)
    .flatMap((s) => Object.keys(s.places))
    .sort();
  if (drawn.join("|") !== stripNames.join("|")) throw new Error("strip-shapes.json must draw every space of strips.csv once");
  const places = {};
  const panels = [];
  let x = 0;
  for (const part of shapes.layout.order) {
    const board = boards.find((b) => b.board === part);
    if (board) {
      for (const [name, g] of Object.entries(board.places)) {
        const shift = ([px, py]) => [px + x, py];
        places[linkedName(part, name)] = {
          centre: shift(g.centre),
          ...(g.capital ? { capital: shift(g.capital) } : {}),
          d: shifted(g.d, x, 0),
        };
      }
      panels.push({ x, y: 0, width: board.width, height: board.height });
      x += board.width + shapes.layout.gap;
      continue;
    }
    const strip = shapes.strips[part];
    if (!strip) throw new Error(`strip-shapes.json: ${part} is neither a board nor a strip`);
    for (const [name, g] of Object.entries(strip.places)) {
      if (g.label.lines.join(" ") !== name) throw new Error(`strip-shapes.json: the label of ${name} reads ${g.label.lines.join(" ")}`);
      places[name] = {
        centre: [g.centre[0] + x, g.centre[1]],
        label: { at: [g.label.at[0] + x, g.label.at[1]], lines: g.label.lines },
        d: pathData([g.outline.map(([px, py]) => [px + x, py])]),
      };
    }
    panels.push({ x, y: 0, width: strip.width, height: strip.height });
    x += strip.width + shapes.layout.gap;
  }
  const sorted = Object.fromEntries(
    Object.keys(places)
      .sort()
      .map((n) => [n, places[n]]),
  );
  return {
    board: "europe-pacific",
    source: `the europe and pacific boards above and ${dir}/strip-shapes.json (our design), laid side by side`,
    width: x - shapes.layout.gap,
    height: Math.max(...panels.map((p) => p.height)),
    colours: { ...boards.find((b) => b.board === "pacific").colours, ...boards.find((b) => b.board === "europe").colours },
    places: sorted,
    panels,
  };
}

const FONT = "assets/fonts/DejaVuSansCondensed-Bold-subset.ttf";
function fontModule() {
  const base64 = readFileSync(join(root, FONT)).toString("base64");
  return (
    `// Generated by scripts/gen-render-data.mjs from ${FONT} (licence: assets/fonts/LICENSE-DejaVu.txt). Do not edit.\n` +
    `export const FONT_FAMILY_NAME = "DejaVu Sans Condensed";\n` +
    `export const FONT_BASE64 =\n  "${base64}";\n`
  );
}

const geometries = BOARDS.map(boardGeometry);
const outputs = [
  ...[...geometries, linkedGeometry(geometries)].map((g) => [join(outDir, `${g.board}.json`), `${JSON.stringify(g)}\n`]),
  [join(root, "src", "render", "font.ts"), fontModule()],
];
const drift = [];
mkdirSync(outDir, { recursive: true });
for (const [path, text] of outputs) {
  if (check) {
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) drift.push(path.slice(root.length + 1));
  } else {
    writeFileSync(path, text);
    console.error(`wrote ${path.slice(root.length + 1)} (${text.length} bytes)`);
  }
}
if (check && drift.length) {
  console.error(`render data drifted from data/reference and assets/fonts: ${drift.join(", ")} (run npm run data)`);
  process.exit(1);
}
if (check) console.error("render data is up to date");
