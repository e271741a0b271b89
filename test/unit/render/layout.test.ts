// Issue 31, item 4: pictures that fit. For every rule set at 800, 1200, 1600 and 2400 px, read from the layout
// (src/render/svg.ts layoutSvg: every text and unit chip with its box in the picture's coordinates), not by eye:
// all lie inside the canvas and no two texts of the header or legend overlap; the legend spells out every chip kind
// the board shows; Japan's victory points are in the header where the rule set keeps them; and the fills of the
// powers on a board and the neutral fill differ pairwise by at least ΔE 20 (CIEDE2000, test/support/colour.ts).
import { describe, expect, it } from "vitest";
import { getRuleset, listRulesets } from "../../../src/rulesets/index.js";
import { geometryFor, renderSvg } from "../../../src/render/index.js";
import { pictureModel, powerColour } from "../../../src/render/model.js";
import { type Box, layoutSvg } from "../../../src/render/svg.js";
import { abbreviation, COLOURS } from "../../../src/render/style.js";
import { deltaE, deltaE2000 } from "../../support/colour.js";
import { startState } from "../../support/render.js";

const WIDTHS = [800, 1200, 1600, 2400];
const HAS_VP = ["pacific", "europe-pacific"];

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("pictures fit their canvas (layout)", () => {
  for (const { id } of listRulesets()) {
    const rs = getRuleset(id)!;
    const geo = geometryFor(rs)!;
    const state = startState(id);
    if (state.vp) state.vp = { ...state.vp, Japanese: 7 }; // a number to find in the header

    for (const width of WIDTHS) {
      it(`${id} at ${width} px: every text and unit chip inside the canvas, header and legend texts apart`, () => {
        const { svg, layout } = layoutSvg(pictureModel(state, rs, geo), geo, null, width);
        expect(svg).toContain(`width="${width}" height="${Math.round((width * layout.height) / layout.width)}"`);
        expect(svg).toContain(`viewBox="0 0 ${layout.width} ${layout.height}"`);
        const outside = layout.boxes.filter((b) => b.x < 0 || b.y < 0 || b.x + b.width > layout.width || b.y + b.height > layout.height);
        expect(outside.map((b) => `${b.kind} ${b.what}`)).toEqual([]);
        expect(layout.boxes.filter((b) => b.kind === "chip").length).toBeGreaterThan(10);
        const bands = layout.boxes.filter(
          (b) => b.kind === "text" && (b.y + b.height <= layout.header || b.y >= layout.height - layout.legend),
        );
        const clashes = bands.flatMap((a, i) =>
          bands
            .slice(i + 1)
            .filter((b) => overlap(a, b))
            .map((b) => `${a.what} / ${b.what}`),
        );
        expect(clashes).toEqual([]);
      });
    }

    it(`${id}: the legend spells out every chip kind shown${HAS_VP.includes(id) ? ", and Japan's victory points are in the header" : ""}`, () => {
      const { layout } = layoutSvg(pictureModel(state, rs, geo), geo, null, 1200);
      const texts = new Set(layout.boxes.map((b) => b.what));
      expect(layout.chipTypes.length).toBeGreaterThan(2);
      expect(layout.chipTypes.filter((t) => !layout.legendTypes.includes(t) || !texts.has(`${abbreviation(t)} ${t}`))).toEqual([]);
      if (HAS_VP.includes(id)) {
        expect(state.vp, "the rule set keeps victory points").toBeDefined();
        expect(layout.powerTexts.find((t) => t.startsWith("Japanese "))).toMatch(/· 7 VP/);
      } else expect(layout.powerTexts.join(" ")).not.toMatch(/VP/);
    });

    it(`${id}: the power fills and the neutral fill differ pairwise by ΔE ≥ 20 (CIEDE2000)`, () => {
      const fills = [...rs.powers.map((p) => [p.name, powerColour(geo, p.name)] as const), ["neutral", COLOURS.neutral] as const];
      const close = fills.flatMap(([a, x], i) =>
        fills.slice(i + 1).flatMap(([b, y]) => (deltaE(x, y) < 20 ? [`${a} ${x} / ${b} ${y}: ΔE ${deltaE(x, y).toFixed(1)}`] : [])),
      );
      expect(close).toEqual([]);
    });
  }

  it("the pacific header names the British treasuries (india, australia), and renderSvg answers the asked width", () => {
    const rs = getRuleset("pacific")!;
    const { layout } = layoutSvg(pictureModel(startState("pacific"), rs, geometryFor(rs)!), geometryFor(rs)!, null, 1200);
    expect(layout.powerTexts.find((t) => t.startsWith("British "))).toMatch(/\(india \d+ · australia \d+\)/);
    const r = renderSvg(startState("pacific"), rs, { width: 1600 });
    expect(r.ok && r.width).toBe(1600);
  });

  it("CIEDE2000 agrees with Sharma's test data (and the check can fail: the maps' own British and neutral are close)", () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, -1.3802, -84.2814], [50, 0, -82.7485])).toBeCloseTo(1.0, 4);
    expect(deltaE2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(deltaE("#996600", "#cc9933")).toBeLessThan(20);
    expect(deltaE("#000000", "#ffffff")).toBeCloseTo(100, 0);
  });
});
