// Shared by the picture tests (Node SVG/PNG tests, the headless-Chromium test): the standard start, a
// mid-game state with captures and a pending battle, and pixels known to lie inside a place, clear of
// its unit stack, capital star and factory — where the picture must show the controller's colour.
import { newGame } from "../../src/service/referee.js";
import { Position } from "../../src/rules/schema/position.js";
import type { GameState } from "../../src/rules/schema/state.js";
import { getRuleset } from "../../src/rulesets/index.js";
import { geometryFor, LAYOUT } from "../../src/render/index.js";
import type { BoardGeometry, PlaceGeometry } from "../../src/render/geometry.js";

export function startState(ruleset = "classic"): GameState {
  const r = newGame({ ruleset });
  if (r.kind !== "ok") throw new Error(`no standard start for ${ruleset}`);
  return r.value;
}

/** Round 3, Germans in combat: Karelia and Egypt taken by the Germans, the Ukraine retaken by the Russians and attacked again, a loaded transport. */
export function midGameState(): GameState {
  const r = newGame({
    ruleset: "classic",
    position: Position.parse({
      round: 3,
      power: "Germans",
      phase: "combatMove",
      ipcs: { Germans: 41, Russians: 12, British: 20, Japanese: 33, Americans: 40 },
      territories: {
        Germany: {
          units: [
            { owner: "Germans", type: "infantry", count: 4 },
            { owner: "Germans", type: "armour", count: 2 },
            { owner: "Germans", type: "factory" },
          ],
        },
        "Karelia S.S.R.": { owner: "Germans", units: [{ owner: "Germans", type: "armour", count: 3 }] },
        "Anglo Sudan Egypt": { owner: "Germans", units: [{ owner: "Germans", type: "infantry", count: 2 }] },
        "Ukraine S.S.R.": {
          owner: "Russians",
          units: [
            { owner: "Russians", type: "infantry", count: 3 },
            { owner: "Germans", type: "armour", count: 2 },
          ],
        },
        "Baltic Sea Zone": { units: [{ owner: "Germans", type: "transport", cargo: [{ owner: "Germans", type: "infantry", count: 2 }] }] },
        Russia: {
          units: [
            { owner: "Russians", type: "infantry", count: 5 },
            { owner: "Russians", type: "factory" },
          ],
        },
      },
    }),
  });
  if (r.kind !== "ok") throw new Error(`mid-game position refused: ${JSON.stringify(r)}`);
  const state = r.value;
  state.turn.phase = "combat";
  state.pending.battles.push({
    at: "Ukraine S.S.R.",
    kind: "land",
    attacker: "Germans",
    enteredFrom: ["East Europe"],
    aaFire: [],
    round: 0,
  });
  return state;
}

export const classicGeometry = () => geometryFor(getRuleset("classic")!)!;

/** Absolute outline points of a place's path data ("M x y l dx dy … z", several rings). */
function rings(g: PlaceGeometry): [number, number][][] {
  const out: [number, number][][] = [];
  for (const part of g.d.split("M").filter(Boolean)) {
    const [start, rest = ""] = part.replace(/z$/, "").split("l");
    const [x0, y0] = start!.trim().split(/\s+/).map(Number) as [number, number];
    const nums = (rest.match(/-?\d+/g) ?? []).map(Number);
    const ring: [number, number][] = [[x0, y0]];
    for (let i = 0; i + 1 < nums.length; i += 2) {
      const [px, py] = ring.at(-1)!;
      ring.push([px + nums[i]!, py + nums[i + 1]!]);
    }
    out.push(ring);
  }
  return out;
}

function inside(x: number, y: number, polys: [number, number][][]): boolean {
  let c = false;
  for (const ring of polys) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!,
        [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
    }
  }
  return c;
}

function edgeDistance(x: number, y: number, polys: [number, number][][]): number {
  let best = Infinity;
  for (const ring of polys) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!,
        [bx, by] = ring[i]!;
      const dx = bx - ax,
        dy = by - ay;
      const t = dx || dy ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy))) : 0;
      best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
    }
  }
  return best;
}

/** Boxes [x0, y0, x1, y1] (map pixels) of the unit chips, stars and factories an SVG draws. */
function obstacles(svg: string): [number, number, number, number][] {
  const boxes: [number, number, number, number][] = [];
  for (const m of svg.matchAll(
    /data-stack="[^"]*" data-count="\d+"><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g,
  )) {
    const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    boxes.push([x, y, x + w, y + h]);
  }
  for (const m of svg.matchAll(
    /data-(?:capital|factory)="[^"]*"(?: data-count="\d+"><path)?[^>]*? transform="translate\(([\d.-]+) ([\d.-]+)\)/g,
  )) {
    const [x, y] = [Number(m[1]), Number(m[2])];
    boxes.push([x - 40, y - 40, x + 40, y + 60]);
  }
  // names written on the map (the linked board's strips): about 250 map pixels wide, a line 33 high
  for (const m of svg.matchAll(/data-label="[^"]*" x="([\d.-]+)" y="([\d.-]+)"[^>]*>(.*?)<\/text>/g)) {
    const [x, y, lines] = [Number(m[1]), Number(m[2]), (m[3]!.match(/<tspan/g) ?? []).length];
    boxes.push([x - 125, y - 33, x + 125, y + 33 * lines]);
  }
  return boxes;
}

/**
 * A map point inside `place`, as far from its outline as can be (at least 20 map pixels: clear of borders,
 * rings and battle marks) and at least 10 map pixels from the chips, stars, factories and names `svg` draws.
 */
export function clearPoint(place: string, svg: string, geo: BoardGeometry = classicGeometry()): [number, number] {
  const g = geo.places[place]!;
  const polys = rings(g);
  const boxes = obstacles(svg);
  const busy = (x: number, y: number) => boxes.some(([x0, y0, x1, y1]) => x > x0 - 10 && x < x1 + 10 && y > y0 - 10 && y < y1 + 10);
  let best: [number, number] | null = null,
    bestDistance = 20;
  const xs = polys.flat().map((p) => p[0]),
    ys = polys.flat().map((p) => p[1]);
  for (let y = Math.min(...ys); y < Math.max(...ys); y += 4) {
    for (let x = Math.min(...xs); x < Math.max(...xs); x += 4) {
      if (busy(x, y) || !inside(x, y, polys)) continue;
      const d = edgeDistance(x, y, polys);
      if (d > bestDistance) {
        bestDistance = d;
        best = [x, y];
      }
    }
  }
  if (!best) throw new Error(`no clear point inside ${place}`);
  return best;
}

/** The picture pixel of a map point at a picture width. */
export function pixelOf([x, y]: [number, number], width: number, geo: BoardGeometry = classicGeometry()): [number, number] {
  const scale = width / geo.width;
  return [Math.round(x * scale), Math.round((y + LAYOUT.header) * scale)];
}

export const hexToRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
