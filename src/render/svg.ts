// Lays a picture model out as one SVG document: header (turn, treasuries), the map (places, original
// owners' rings, battles, capitals, factories, unit chips, highlight) and a legend. Deterministic text:
// the same state and options always give the same bytes. Coordinates are the board's map pixels.
import type { BoardGeometry, PlaceGeometry } from "./geometry.js";
import type { Marks } from "./highlight.js";
import type { PictureModel, PlaceView, Stack } from "./model.js";
import { abbreviation, COLOURS, FONT_FAMILY, LAYOUT, PHASE_NAMES, textOn } from "./style.js";

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (n: number): number => Math.round(n * 10) / 10;

/** Approximate advance of the condensed bold font, per character, in ems (digits ≈ 0.63). */
const EM_PER_CHAR = 0.63;
const chipLabel = (s: Stack): string => `${s.aboard ? "+" : ""}${s.count}${abbreviation(s.type)}`;
const chipWidth = (label: string): number => Math.round(label.length * EM_PER_CHAR * LAYOUT.chipFont + 14);

/** The unit chips of a place, rows of up to LAYOUT.chipsPerRow, the first row centred on the place's centre. */
function chips(place: PlaceView, geo: BoardGeometry, [cx, cy]: [number, number]): { svg: string; left: number } {
  const out: string[] = [];
  const h = LAYOUT.chipHeight,
    gap = LAYOUT.chipGap;
  let left = cx;
  for (let row = 0; row * LAYOUT.chipsPerRow < place.stacks.length; row++) {
    const items = place.stacks.slice(row * LAYOUT.chipsPerRow, (row + 1) * LAYOUT.chipsPerRow).map((s) => ({ s, label: chipLabel(s) }));
    const total = items.reduce((w, i) => w + chipWidth(i.label), 0) + gap * (items.length - 1);
    let x = cx - total / 2;
    if (row === 0) left = x;
    const y = cy - h / 2 + row * (h + gap);
    for (const { s, label } of items) {
      const w = chipWidth(label);
      const fill = geo.colours[s.owner] ?? COLOURS.fallback;
      const dash = s.aboard ? ' stroke-dasharray="6 4"' : "";
      out.push(
        `<g data-stack="${esc(s.owner)} ${esc(s.type)}${s.aboard ? " aboard" : ""}" data-count="${s.count}">` +
          `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="#000" stroke-width="2.5"${dash}/>` +
          `<text x="${r1(x + w / 2)}" y="${r1(y + h * 0.77)}" fill="${textOn(fill)}">${esc(label)}</text></g>`,
      );
      x += w + gap;
    }
  }
  return { svg: out.join(""), left };
}

const STAR = "M0-30L7-10 29-10 11 3 18 24 0 11-18 24-11 3-29-10-7-10z";
const FACTORY = "M-20 16V-2l10-8v8l10-8v8l10-8v-8h8v34z";

/** The end of a step, pulled back from the centre so the arrowhead stays clear of the unit chips there. */
function endOf(ax: number, ay: number, bx: number, by: number, last: boolean): string {
  const len = Math.hypot(bx - ax, by - ay);
  const back = last && len > 160 ? 70 / len : 0;
  return `L${r1(bx - (bx - ax) * back)} ${r1(by - (by - ay) * back)}`;
}

/** Arrows along a path between centres; a step across the map's left/right seam is drawn off both edges. */
function pathArrows(path: readonly string[], geo: BoardGeometry): string {
  const segments: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = geo.places[path[i - 1]!]!.centre,
      b = geo.places[path[i]!]!.centre;
    const dx = b[0] - a[0],
      last = i === path.length - 1;
    if (Math.abs(dx) <= geo.width / 2) {
      segments.push(`M${a[0]} ${a[1]}${endOf(a[0], a[1], b[0], b[1], last)}`);
      continue;
    }
    const shift = dx > 0 ? -geo.width : geo.width;
    segments.push(`M${a[0]} ${a[1]}L${b[0] + shift} ${b[1]}`, `M${a[0] - shift} ${a[1]}${endOf(a[0] - shift, a[1], b[0], b[1], last)}`);
  }
  return `<path data-highlight="path" d="${segments.join("")}" fill="none" stroke="${COLOURS.highlight}" stroke-width="14" stroke-linecap="round" marker-end="url(#arrow)" opacity="0.9"/>`;
}

function header(m: PictureModel, width: number): string {
  const phase = PHASE_NAMES[m.phase] ?? m.phase;
  const status = m.winner ? ` · won by the ${m.winner}` : m.decision ? ` · waiting for ${m.decision}` : "";
  const out = [
    `<rect width="${width}" height="${LAYOUT.header}" fill="${COLOURS.background}"/>`,
    `<text x="40" y="68" font-size="56">${esc(`Round ${m.round} · ${m.power} · ${phase}${status}`)}</text>`,
    `<text x="${width - 40}" y="68" font-size="36" text-anchor="end" fill="#555">${esc(m.ruleset)}</text>`,
  ];
  const col = width / Math.max(m.powers.length, 1);
  m.powers.forEach((p, i) => {
    const x = 40 + i * col;
    out.push(
      `<g data-power="${esc(p.name)}"><rect x="${r1(x)}" y="112" width="44" height="44" rx="6" fill="${p.colour}" stroke="#000" stroke-width="2"/>` +
        `<text x="${r1(x + 60)}" y="148" font-size="36">${esc(`${p.name} ${p.ipcs} IPCs · income ${p.income}${p.capitalLost ? " (capital lost)" : ""}`)}</text></g>`,
    );
  });
  return out.join("");
}

function legend(m: PictureModel, width: number, top: number): string {
  const out = [`<rect y="${top}" width="${width}" height="${LAYOUT.legend}" fill="${COLOURS.background}"/>`];
  const units = m.unitTypes.map((t) => `${abbreviation(t)} ${t}`).join("   ");
  out.push(`<text x="40" y="${top + 55}" font-size="36">${esc(`Units (count + letter; + = aboard a ship): ${units}`)}</text>`);
  const y = top + 110;
  out.push(
    `<path d="${STAR}" transform="translate(60 ${y - 12}) scale(0.9)" fill="${COLOURS.capital}" stroke="#000" stroke-width="3"/>`,
    `<text x="100" y="${y}" font-size="36">capital</text>`,
    `<path d="${FACTORY}" transform="translate(290 ${y - 12})" fill="${COLOURS.factory}"/>`,
    `<text x="325" y="${y}" font-size="36">factory</text>`,
    `<rect x="500" y="${y - 34}" width="60" height="44" fill="none" stroke="${COLOURS.battle}" stroke-width="8" stroke-dasharray="14 8"/>`,
    `<text x="580" y="${y}" font-size="36">battle pending</text>`,
    `<rect x="880" y="${y - 34}" width="60" height="44" fill="${COLOURS.unowned}" stroke="${COLOURS.fallback}" stroke-width="10"/>`,
    `<text x="960" y="${y}" font-size="36">ring: original owner of a captured territory</text>`,
    `<path d="M1800 ${y - 12}h90" stroke="${COLOURS.highlight}" stroke-width="14" marker-end="url(#arrow)"/>`,
    `<text x="1940" y="${y}" font-size="36">highlighted move or site</text>`,
  );
  return out.join("");
}

/** A place's name written on the map, centred on `at`, in a colour that reads on the place's fill. */
function label(name: string, l: NonNullable<PlaceGeometry["label"]>, fill: string): string {
  const size = LAYOUT.labelFont;
  const lines = l.lines.map((line, i) => `<tspan x="${l.at[0]}" dy="${i === 0 ? 0 : size * 1.1}">${esc(line)}</tspan>`).join("");
  return `<text data-label="${esc(name)}" x="${l.at[0]}" y="${l.at[1]}" font-size="${size}" fill="${textOn(fill)}">${lines}</text>`;
}

/** The sea under the places: the whole map, or each part of a board made of parts with the background between them. */
function sea(geo: BoardGeometry): string {
  if (!geo.panels) return `<rect width="${geo.width}" height="${geo.height}" fill="${COLOURS.sea}"/>`;
  return (
    `<rect width="${geo.width}" height="${geo.height}" fill="${COLOURS.background}"/>` +
    geo.panels
      .map(
        (p) =>
          `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" fill="${COLOURS.sea}" stroke="${COLOURS.text}" stroke-width="4"/>`,
      )
      .join("")
  );
}

export function writeSvg(m: PictureModel, geo: BoardGeometry, marks: Marks | null, pixelWidth: number): string {
  const W = geo.width,
    H = LAYOUT.header + geo.height + LAYOUT.legend;
  const pixelHeight = Math.round((pixelWidth * H) / W);
  const shapes: string[] = [],
    rings: string[] = [],
    defs: string[] = [],
    marksOut: string[] = [],
    labels: string[] = [],
    top: string[] = [];
  const ordered = [...m.places.filter((p) => p.sea), ...m.places.filter((p) => !p.sea)];
  ordered.forEach((p, i) => {
    const g = geo.places[p.name]!;
    const stroke = p.sea ? COLOURS.seaBorder : COLOURS.landBorder;
    shapes.push(`<path data-place="${esc(p.name)}" d="${g.d}" fill="${p.fill}" stroke="${stroke}" stroke-width="${p.sea ? 2 : 3}"/>`);
    if (p.ring) {
      defs.push(`<clipPath id="k${i}"><path d="${g.d}"/></clipPath>`);
      rings.push(`<path data-ring="${esc(p.name)}" d="${g.d}" fill="none" stroke="${p.ring}" stroke-width="28" clip-path="url(#k${i})"/>`);
    }
    if (p.battle)
      marksOut.push(
        `<path data-battle="${esc(p.name)}" d="${g.d}" fill="none" stroke="${COLOURS.battle}" stroke-width="10" stroke-dasharray="24 12"/>`,
      );
    if (p.capital) {
      const [x, y] = g.capital ?? [g.centre[0], g.centre[1] - 60];
      top.push(
        `<path data-capital="${esc(p.name)}" d="${STAR}" transform="translate(${x} ${y})" fill="${COLOURS.capital}" stroke="#000" stroke-width="3"/>`,
      );
    }
    if (g.label) labels.push(label(p.name, g.label, p.fill));
    const stack = chips(p, geo, g.centre);
    if (p.factories) {
      const fx = p.stacks.length ? stack.left - 30 : g.centre[0],
        fy = g.centre[1];
      top.push(
        `<g data-factory="${esc(p.name)}" data-count="${p.factories}"><path d="${FACTORY}" transform="translate(${r1(fx)} ${fy})" fill="${COLOURS.factory}" stroke="#fff" stroke-width="2"/>` +
          (p.factories > 1 ? `<text x="${r1(fx)}" y="${fy + 48}" font-size="30" text-anchor="middle">${p.factories}</text>` : "") +
          "</g>",
      );
    }
    top.push(stack.svg);
  });
  const highlight: string[] = [];
  if (marks) {
    for (const s of marks.sites)
      highlight.push(
        `<path data-highlight="${esc(s)}" d="${geo.places[s]!.d}" fill="none" stroke="${COLOURS.highlight}" stroke-width="14"/>`,
      );
    for (const path of [marks.path, ...(marks.paths ?? [])]) if (path.length > 1) highlight.push(pathArrows(path, geo));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${W} ${H}" font-family="${FONT_FAMILY}" font-weight="bold" fill="${COLOURS.text}">` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5 0 10z" fill="${COLOURS.highlight}"/></marker>${defs.join("")}</defs>` +
    // The header and legend are drawn after the map and cover whatever crosses its top or bottom edge
    // (no clip path: resvg renders a clipped group as an extra full-size layer).
    `<g transform="translate(0 ${LAYOUT.header})" text-anchor="middle" font-size="${LAYOUT.chipFont}">` +
    sea(geo) +
    shapes.join("") +
    rings.join("") +
    labels.join("") +
    marksOut.join("") +
    highlight.join("") +
    top.join("") +
    `</g>` +
    header(m, W) +
    legend(m, W, LAYOUT.header + geo.height) +
    `</svg>`
  );
}
