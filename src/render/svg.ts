// Lays a picture model out as one SVG document: header (turn, treasuries), the map (places, original
// owners' rings, battles, capitals, factories, unit chips, highlight) and a legend. Deterministic text:
// the same state and options always give the same bytes. Coordinates are the board's map pixels.
import type { BoardGeometry, PlaceGeometry } from "./geometry.js";
import type { Marks } from "./highlight.js";
import { type PictureModel, type PlaceView, type Stack, powerColour } from "./model.js";
import { abbreviation, COLOURS, FONT_FAMILY, LAYOUT, PHASE_NAMES, textOn } from "./style.js";

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (n: number): number => Math.round(n * 10) / 10;

/** Approximate advance of the condensed bold font, per character, in ems (digits ≈ 0.63). */
const EM_PER_CHAR = 0.63;
const chipLabel = (s: Stack): string => `${s.aboard ? "+" : ""}${s.count}${abbreviation(s.type)}`;
const chipWidth = (label: string): number => Math.round(label.length * EM_PER_CHAR * LAYOUT.chipFont + 14);

/** A laid-out element, in the picture's own coordinates (the viewBox): what the layout checks read. */
export interface Box {
  kind: "text" | "chip";
  x: number;
  y: number;
  width: number;
  height: number;
  /** the text written, or the chip's `owner type` */
  what: string;
}

/** The picture as laid out: its size, every text and chip with its box, the unit types chips show and the legend spells out. */
export interface PictureLayout {
  width: number;
  height: number;
  header: number;
  legend: number;
  boxes: Box[];
  chipTypes: string[];
  legendTypes: string[];
  /** the header's text per power (treasuries, income, victory points) */
  powerTexts: string[];
}

/** Approximate width of bold condensed text (an upper bound for our strings: digits and lower case). */
export const textWidth = (text: string, fontSize: number): number => text.length * EM_PER_CHAR * fontSize;
/** The box of a text written at (x, y) baseline with this anchor. */
function textBox(text: string, x: number, y: number, fontSize: number, anchor: "start" | "middle" | "end" = "start"): Box {
  const w = textWidth(text, fontSize);
  const left = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  return { kind: "text", x: left, y: y - fontSize * 0.8, width: w, height: fontSize, what: text };
}

/** The unit chips of a place, rows of up to LAYOUT.chipsPerRow, the first row centred on the place's centre, kept on the map. */
function chips(place: PlaceView, geo: BoardGeometry, [cx, cy]: [number, number], boxes: Box[], top: number): { svg: string; left: number } {
  const out: string[] = [];
  const h = LAYOUT.chipHeight,
    gap = LAYOUT.chipGap;
  const rows = Math.ceil(place.stacks.length / LAYOUT.chipsPerRow);
  // a stack near the map's edge is moved inwards rather than cut off
  const y0 = Math.min(Math.max(cy - h / 2, gap), geo.height - gap - rows * (h + gap) + gap);
  let left = cx;
  for (let row = 0; row < rows; row++) {
    const items = place.stacks.slice(row * LAYOUT.chipsPerRow, (row + 1) * LAYOUT.chipsPerRow).map((s) => ({ s, label: chipLabel(s) }));
    const total = items.reduce((w, i) => w + chipWidth(i.label), 0) + gap * (items.length - 1);
    let x = Math.min(Math.max(cx - total / 2, gap), geo.width - gap - total);
    if (row === 0) left = x;
    const y = y0 + row * (h + gap);
    for (const { s, label } of items) {
      const w = chipWidth(label);
      const fill = powerColour(geo, s.owner);
      const dash = s.aboard ? ' stroke-dasharray="6 4"' : "";
      out.push(
        `<g data-stack="${esc(s.owner)} ${esc(s.type)}${s.aboard ? " aboard" : ""}" data-count="${s.count}">` +
          `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="#000" stroke-width="2.5"${dash}/>` +
          `<text x="${r1(x + w / 2)}" y="${r1(y + h * 0.77)}" fill="${textOn(fill)}">${esc(label)}</text></g>`,
      );
      boxes.push({ kind: "chip", x, y: y + top, width: w, height: h, what: `${s.owner} ${s.type}` });
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

/** A power's line in the header: treasury (and its parts), income, and victory points where the rule set keeps them. */
function powerText(p: PictureModel["powers"][number]): string {
  const parts = p.treasuries
    ? ` (${Object.entries(p.treasuries)
        .map(([k, n]) => `${k} ${n}`)
        .join(" · ")})`
    : "";
  const vp = p.vp !== undefined ? ` · ${p.vp} VP` : "";
  return `${p.name} ${p.ipcs} IPCs${parts} · income ${p.income}${vp}${p.capitalLost ? " (capital lost)" : ""}`;
}

const SWATCH = 44;
const HEADER_FONT = { title: 56, ruleset: 36, power: 36, minPower: 26 };

/**
 * The header: the turn, the rule set, then each power's swatch and text in one row, the font shrunk to fit the
 * width (down to a minimum), then wrapped onto further rows. Its height is LAYOUT.header for one row.
 */
function header(m: PictureModel, width: number, boxes: Box[]): { svg: string; height: number } {
  const phase = PHASE_NAMES[m.phase] ?? m.phase;
  const status = m.winner ? ` · won by the ${m.winner}` : m.decision ? ` · waiting for ${m.decision}` : "";
  const title = `Round ${m.round} · ${m.power} · ${phase}${status}`;
  const margin = 40,
    gap = 48,
    swatchGap = 16;
  const texts = m.powers.map(powerText);
  const rowWidth = (size: number) => texts.reduce((w, t) => w + SWATCH + swatchGap + textWidth(t, size) + gap, -gap);
  const room = width - 2 * margin;
  const size = Math.max(
    HEADER_FONT.minPower,
    Math.min(HEADER_FONT.power, Math.floor(HEADER_FONT.power * (room / rowWidth(HEADER_FONT.power)))),
  );
  const rowHeight = 60;
  const items: string[] = [];
  let x = margin,
    row = 0;
  texts.forEach((t, i) => {
    const w = SWATCH + swatchGap + textWidth(t, size);
    if (x > margin && x + w > width - margin) {
      row++;
      x = margin;
    }
    const y = 112 + row * rowHeight;
    const p = m.powers[i]!;
    items.push(
      `<g data-power="${esc(p.name)}"><rect x="${r1(x)}" y="${y}" width="${SWATCH}" height="${SWATCH}" rx="6" fill="${p.colour}" stroke="#000" stroke-width="2"/>` +
        `<text x="${r1(x + SWATCH + swatchGap)}" y="${y + 36}" font-size="${size}">${esc(t)}</text></g>`,
    );
    boxes.push(textBox(t, x + SWATCH + swatchGap, y + 36, size));
    x += w + gap;
  });
  const height = LAYOUT.header + row * rowHeight;
  // the rule set's id on the right of the title line, when both fit there
  const titleBox = textBox(title, margin, 68, HEADER_FONT.title);
  const idBox = textBox(m.ruleset, width - margin, 68, HEADER_FONT.ruleset, "end");
  boxes.push(titleBox);
  const idFits = titleBox.x + titleBox.width + gap <= idBox.x;
  if (idFits) boxes.push(idBox);
  return {
    svg:
      `<rect width="${width}" height="${height}" fill="${COLOURS.background}"/>` +
      `<text x="${margin}" y="68" font-size="${HEADER_FONT.title}">${esc(title)}</text>` +
      (idFits
        ? `<text x="${width - margin}" y="68" font-size="${HEADER_FONT.ruleset}" text-anchor="end" fill="#555">${esc(m.ruleset)}</text>`
        : "") +
      items.join(""),
    height,
  };
}

/** The legend: every unit type's letter and name, then the map's symbols, each wrapped onto new rows at the width. */
function legend(m: PictureModel, width: number, top: number, boxes: Box[]): { svg: string; height: number } {
  const margin = 40,
    size = 36,
    rowHeight = 55,
    gap = 40;
  const out: string[] = [];
  let x = margin,
    y = top + 55;
  const place = (w: number) => {
    if (x > margin && x + w > width - margin) {
      x = margin;
      y += rowHeight;
    }
  };
  const word = (text: string) => {
    place(textWidth(text, size));
    out.push(`<text x="${r1(x)}" y="${y}" font-size="${size}">${esc(text)}</text>`);
    boxes.push(textBox(text, x, y, size));
    x += textWidth(text, size) + gap;
  };
  word("Units (count + letter; + = aboard a ship):");
  for (const t of m.unitTypes) word(`${abbreviation(t)} ${t}`);
  x = width; // the symbols start a row of their own
  const symbol = (icon: (x: number, y: number) => string, iconWidth: number, text: string) => {
    place(iconWidth + 20 + textWidth(text, size));
    out.push(icon(x, y));
    x += iconWidth + 20;
    out.push(`<text x="${r1(x)}" y="${y}" font-size="${size}">${esc(text)}</text>`);
    boxes.push(textBox(text, x, y, size));
    x += textWidth(text, size) + gap;
  };
  symbol(
    (x, y) =>
      `<path d="${STAR}" transform="translate(${r1(x + 28)} ${y - 12}) scale(0.9)" fill="${COLOURS.capital}" stroke="#000" stroke-width="3"/>`,
    56,
    "capital",
  );
  symbol((x, y) => `<path d="${FACTORY}" transform="translate(${r1(x + 22)} ${y - 12})" fill="${COLOURS.factory}"/>`, 44, "factory");
  symbol(
    (x, y) =>
      `<rect x="${r1(x)}" y="${y - 34}" width="60" height="44" fill="none" stroke="${COLOURS.battle}" stroke-width="8" stroke-dasharray="14 8"/>`,
    60,
    "battle pending",
  );
  symbol(
    (x, y) =>
      `<rect x="${r1(x)}" y="${y - 34}" width="60" height="44" fill="${COLOURS.unowned}" stroke="${COLOURS.fallback}" stroke-width="10"/>`,
    60,
    "ring: original owner of a captured territory",
  );
  symbol(
    (x, y) => `<path d="M${r1(x)} ${y - 12}h90" stroke="${COLOURS.highlight}" stroke-width="14" marker-end="url(#arrow)"/>`,
    120,
    "highlighted move or site",
  );
  const height = Math.max(LAYOUT.legend, y - top + 40);
  return { svg: `<rect y="${top}" width="${width}" height="${height}" fill="${COLOURS.background}"/>${out.join("")}`, height };
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

export function layoutSvg(
  m: PictureModel,
  geo: BoardGeometry,
  marks: Marks | null,
  pixelWidth: number,
): { svg: string; layout: PictureLayout } {
  const W = geo.width;
  const boxes: Box[] = [];
  const head = header(m, W, boxes);
  const mapTop = head.height;
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
    if (g.label) {
      labels.push(label(p.name, g.label, p.fill));
      g.label.lines.forEach((line, k) =>
        boxes.push(textBox(line, g.label!.at[0], g.label!.at[1] + k * LAYOUT.labelFont * 1.1 + mapTop, LAYOUT.labelFont, "middle")),
      );
    }
    const stack = chips(p, geo, g.centre, boxes, mapTop);
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
  const leg = legend(m, W, mapTop + geo.height, boxes);
  const H = mapTop + geo.height + leg.height;
  const pixelHeight = Math.round((pixelWidth * H) / W);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${W} ${H}" font-family="${FONT_FAMILY}" font-weight="bold" fill="${COLOURS.text}">` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5 0 10z" fill="${COLOURS.highlight}"/></marker>${defs.join("")}</defs>` +
    // The header and legend are drawn after the map and cover whatever crosses its top or bottom edge
    // (no clip path: resvg renders a clipped group as an extra full-size layer).
    `<g transform="translate(0 ${mapTop})" text-anchor="middle" font-size="${LAYOUT.chipFont}">` +
    sea(geo) +
    shapes.join("") +
    rings.join("") +
    labels.join("") +
    marksOut.join("") +
    highlight.join("") +
    top.join("") +
    `</g>` +
    head.svg +
    leg.svg +
    `</svg>`;
  const chipTypes = [...new Set(m.places.flatMap((p) => p.stacks.map((s) => s.type)))];
  return {
    svg,
    layout: {
      width: W,
      height: H,
      header: mapTop,
      legend: leg.height,
      boxes,
      chipTypes,
      legendTypes: [...m.unitTypes],
      powerTexts: m.powers.map(powerText),
    },
  };
}

/** The SVG document of a picture model (layoutSvg without the layout). */
export const writeSvg = (m: PictureModel, geo: BoardGeometry, marks: Marks | null, pixelWidth: number): string =>
  layoutSvg(m, geo, marks, pixelWidth).svg;
