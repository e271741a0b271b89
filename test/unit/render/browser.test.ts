// The picture as a browser shows it (issue "Pictures of the game"): headless Chromium opens the SVG of
// the standard start, of a mid-game state and of the linked board's start, and the PNG, at 1,000 px; by pixel
// colour at a clear point inside each territory, Germany shows the German colour and a captured territory its new
// controller's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { renderState } from "../../../src/service/render.js";
import { svgToPngNode } from "../../../src/render/png-node.js";
import type { GameState } from "../../../src/rules/schema/state.js";
import { classicGeometry, clearPoint, hexToRgb, midGameState, pixelOf, startState } from "../../support/render.js";
import { launchChromium } from "../../support/browser.js";
import { geometryFor } from "../../../src/render/index.js";
import type { BoardGeometry } from "../../../src/render/geometry.js";
import { getRuleset } from "../../../src/rulesets/index.js";

const WIDTH = 1000;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

function svgOf(state: GameState): string {
  const r = renderState(state, { width: WIDTH });
  if (r.kind !== "ok") throw new Error(JSON.stringify(r));
  return r.value.svg;
}

/** Shows `body` in the page and returns the decoded screenshot of the whole picture. */
async function shot(body: string): Promise<PNG> {
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${body}</body></html>`);
  await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
  return PNG.sync.read(await page.screenshot({ fullPage: true }));
}

function expectColours(png: PNG, svg: string, expected: [string, string][], geo: BoardGeometry = classicGeometry()): void {
  const colours = geo.colours;
  for (const [place, power] of expected) {
    const [x, y] = pixelOf(clearPoint(place, svg, geo), WIDTH, geo);
    const i = (y * png.width + x) * 4;
    const rgb = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    const want = hexToRgb(colours[power]!);
    expect(
      rgb.every((c, k) => Math.abs(c - want[k]!) <= 4),
      `${place} at (${x}, ${y}): ${rgb} vs ${colours[power]}`,
    ).toBe(true);
  }
}

/** Not blank: many distinct colours across the picture. */
function distinctColours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 97) seen.add((png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!);
  return seen.size;
}

describe("the board in headless Chromium at 1,000 px", () => {
  it("SVG of the standard start: Germany German, Russia Russian, Japan Japanese", async () => {
    const svg = svgOf(startState());
    const png = await shot(svg);
    expect(png.width).toBe(WIDTH);
    expect(distinctColours(png)).toBeGreaterThan(20);
    expectColours(png, svg, [
      ["Germany", "Germans"],
      ["Russia", "Russians"],
      ["Japan", "Japanese"],
      ["United Kingdom", "British"],
    ]);
  }, 120_000);

  it("SVG of a mid-game state: Karelia and Egypt in the captor's colour, the retaken Ukraine Russian", async () => {
    const svg = svgOf(midGameState());
    const png = await shot(svg);
    expectColours(png, svg, [
      ["Germany", "Germans"],
      ["Karelia S.S.R.", "Germans"],
      ["Anglo Sudan Egypt", "Germans"],
      ["Ukraine S.S.R.", "Russians"],
    ]);
  }, 120_000);

  it("the PNG (resvg-wasm) shown in an <img>: not blank, the same colours", async () => {
    const svg = svgOf(midGameState());
    const bytes = await svgToPngNode(svg, WIDTH);
    const png = await shot(`<img src="data:image/png;base64,${Buffer.from(bytes).toString("base64")}" style="display:block">`);
    expect(distinctColours(png)).toBeGreaterThan(20);
    expectColours(png, svg, [
      ["Germany", "Germans"],
      ["Karelia S.S.R.", "Germans"],
      ["Russia", "Russians"],
    ]);
  }, 120_000);

  it("the linked board (europe-pacific, EP-SETUP-1): both boards and both strips between them, in their controllers' colours", async () => {
    const svg = svgOf(startState("europe-pacific"));
    const png = await shot(svg);
    expect(png.width).toBe(WIDTH);
    expectColours(
      png,
      svg,
      [
        ["Germany", "Germans"],
        ["CCCP West", "Russians"],
        ["Eastern Persia", "British"],
        ["Japan", "Japanese"],
        ["Central United States", "Americans"],
      ],
      geometryFor(getRuleset("europe-pacific")!)!,
    );
  }, 120_000);
});
